// Pure rules of the exam-analysis screens (考试分析, 做题分析): the filter's choices, how the figures read, the
// distribution chart's option, and the regrade a teacher asks for. Points stay decimal strings (compared with Dec).
import type {
  TEditIsCorrectBody,
  TPaperReport,
  TQuestionStatus,
  TTikuExamChart,
  TTikuExamRow,
  TTikuPaperOption,
  TTikuQuestionStat,
} from '@sxpt/contract';
import { paperStatsMessages } from '@sxpt/contract';
import { Dec, manualPointsProblem, sharePercentText } from '@sxpt/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { formatDateTime } from '../../components/format-time';

/** What a kind of paper is called on the screens. */
export const KIND_NOUN = { exam: '考试', practice: '练习' } as const;

/** "增值税发票开具实训 期末考试 · 2024级会计1班 · 2025-03-01" */
export function paperOptionLabel(option: Pick<TTikuPaperOption, 'title' | 'class_name' | 'start_at'>): string {
  return `${option.title} · ${option.class_name} · ${formatDateTime(option.start_at).slice(0, 10)}`;
}

/** The classes that have something to analyse, once each, by name. */
export function classesOf(options: readonly TTikuPaperOption[]): { value: number; label: string }[] {
  const seen = new Map<number, string>();
  for (const option of options) if (!seen.has(option.class_id)) seen.set(option.class_id, option.class_name);
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, 'zh-CN'));
}

/**
 * The class chosen (null: every class; a class with nothing to analyse counts as none), its publications still newest
 * first, and the one shown: the chosen one when it is there, else the first.
 */
export function choosePaper(
  options: readonly TTikuPaperOption[],
  classId: number | null,
  publicationId: number | null,
): { classId: number | null; shown: TTikuPaperOption[]; chosen: TTikuPaperOption | undefined } {
  const ofClass = options.filter((option) => option.class_id === classId);
  const shown = ofClass.length > 0 ? ofClass : [...options];
  return {
    classId: ofClass.length > 0 ? classId : null,
    shown,
    chosen: shown.find((option) => option.publication_id === publicationId) ?? shown[0],
  };
}

/** A 0–1 rate as text ('0.8333' → '83.3%'); '—' when there is none. */
export function rateText(rate: string | null): string {
  return rate === null ? '—' : sharePercentText(rate);
}

/** A question's facility (share of full marks, 0–1) as a percent; '—' when nobody had it. */
export function facilityText(facility: number | null): string {
  return facility === null ? '—' : `${(Math.round(facility * 1000) / 10).toFixed(1)}%`;
}

/** A question's discrimination (a correlation) with two decimals; '—' when it cannot be computed. */
export function discriminationText(discrimination: number | null): string {
  return discrimination === null ? '—' : discrimination.toFixed(2);
}

/** Below this a question hardly tells the able students from the others. */
export const WEAK_DISCRIMINATION = 0.2;

export const DISCRIMINATION_HINT =
  '区分度为本题得分与试卷其余部分得分的相关系数，越接近1越能区分学生水平，低于0.2宜修改';

/** How the class chose the options of a choice question: "A 3 · B 1 · C 12✓ · D 0" (right ones marked). */
export function optionsText(options: TTikuQuestionStat['options']): string {
  return options.map((option) => `${option.key} ${option.count}${option.is_right ? '✓' : ''}`).join(' · ');
}

export const ROW_STATUS_LABEL: Record<TTikuExamRow['status'], string> = {
  none: '未作答',
  doing: '作答中',
  done: '已交卷',
};

export const ROW_STATUS_COLOR: Record<TTikuExamRow['status'], string> = {
  none: 'default',
  doing: 'processing',
  done: 'success',
};

export const SUBMIT_REASON_LABEL: Record<TPaperReport['submit_reason'], string> = {
  student: '本人交卷',
  deadline: '到时自动交卷',
  switches: '离开页面超限自动交卷',
};

/** "86.00 / 100.00" for a submitted attempt, '—' otherwise. */
export function scoreText(row: Pick<TTikuExamRow, 'score' | 'max_score'>): string {
  return row.score === null ? '—' : `${row.score} / ${row.max_score}`;
}

/** The bands' colours: below the pass line red, then from amber to green. */
const BAND_COLORS = ['#ff7875', '#ffc53d', '#69b1ff', '#1677ff', '#52c41a'];

/** The score distribution: one bar per band (share of full marks), the count above each bar. */
export function bandsOption(chart: Pick<TTikuExamChart, 'bands'>): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (value: unknown) => `${value}人` },
    grid: { left: 40, right: 16, top: 28, bottom: 28 },
    xAxis: { type: 'category', data: chart.bands.map((band) => band.label), axisTick: { alignWithLabel: true } },
    yAxis: { type: 'value', name: '人数', minInterval: 1 },
    series: [
      {
        name: '人数',
        type: 'bar',
        barMaxWidth: 56,
        label: { show: true, position: 'top', formatter: '{c}人' },
        data: chart.bands.map((band, i) => ({
          value: band.count,
          itemStyle: { color: BAND_COLORS[i] ?? BAND_COLORS[BAND_COLORS.length - 1] },
        })),
      },
    ],
  };
}

/** The teacher's choice for a question: right, wrong, back to the automatic grading; or points (a 简答). */
export type TVerdict = 'right' | 'wrong' | 'auto';

export interface TRegradeDraft {
  verdict?: TVerdict;
  points?: string | null;
  reason: string;
}

/**
 * The regrade to send, or why not yet: a 简答 is given points (0 to its full marks), any other question is marked
 * right, wrong or back to the grading; a reason is always needed (the server refuses without one).
 */
export function regradeBody(
  attemptId: number,
  question: { question_id: number; type: string; points: string },
  draft: TRegradeDraft,
): { body: TEditIsCorrectBody } | { problem: string } {
  const reason = draft.reason.trim();
  const base = { attempt_id: attemptId, question_id: question.question_id };
  let change: Pick<TEditIsCorrectBody, 'is_right' | 'points'>;
  if (question.type === 'essay') {
    const points = (draft.points ?? '').trim();
    if (points === '') return { problem: '请填写得分' };
    const problem = manualPointsProblem(points, question.points);
    if (problem) return { problem };
    change = { points };
  } else {
    if (draft.verdict === undefined) return { problem: paperStatsMessages.choose };
    change = { is_right: draft.verdict === 'auto' ? null : draft.verdict === 'right' };
  }
  if (reason === '') return { problem: '请填写修改原因' };
  if (reason.length > 200) return { problem: '修改原因不能超过200个字' };
  return { body: { ...base, ...change, reason } };
}

/** A section's full marks: its points per question times its questions ('2.00' × 15 → '30.00'). */
export function sectionFullPoints(section: Pick<TPaperReport['sections'][number], 'points' | 'count'>): string {
  return new Dec(section.points).times(section.count).toFixed(2);
}

/** Which questions of an answer sheet are shown. */
export type TSheetFilter = 'all' | 'lost' | 'pending';

export const SHEET_FILTERS: { value: TSheetFilter; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'lost', label: '失分题' },
  { value: 'pending', label: '待批阅' },
];

export function isShownIn(question: { status: TQuestionStatus }, filter: TSheetFilter): boolean {
  if (filter === 'pending') return question.status === 'pending';
  if (filter === 'lost') return question.status !== 'right' && question.status !== 'pending';
  return true;
}
