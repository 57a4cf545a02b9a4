// How 试卷库 words a publication's settings and a question's model answer. Pure: tested in publish-text.test.ts.
import { Role, type TPublicationRow, type TRole, type TShowAnswers } from '@sxpt/contract';
import { checkPublication, type TEntryLine, type TModelAnswer, type TPaperKind } from '@sxpt/domain';
import { answerText as examAnswerText } from '../paper-exam/exam-logic';
import type { TPublicationSettingsRequest } from './paper-publish-api';

const base = '/collegeViews/teachResource';

/** The paper bank of the role (teacher: testpaper_bank, admin: adminExam). */
export function paperBankPath(role: TRole | null): string {
  return role === Role.admin ? `${base}/adminExam` : `${base}/testpaper_bank`;
}

/** 查看试卷 of a paper. */
export function checkExamPath(paperId: number): string {
  return `${base}/checkExam?id=${paperId}`;
}

export const PHASE_LABEL: Record<TPublicationRow['phase'], string> = {
  upcoming: '未开始',
  running: '进行中',
  ended: '已结束',
};
export const PHASE_COLOR: Record<TPublicationRow['phase'], string> = {
  upcoming: 'blue',
  running: 'green',
  ended: 'default',
};

/** Points as written, without trailing zeros ('2.00' → '2', '2.50' → '2.5'); text only, never a float. */
export function pointsText(points: string): string {
  return /^-?\d+\.\d+$/.test(points) ? points.replace(/\.?0+$/, '') : points;
}

/** 时长: 0 is an untimed paper. */
export function durationText(minutes: number): string {
  return minutes > 0 ? `${minutes}分钟` : '不限时';
}

/** 作答次数: 0 is no limit. */
export function attemptsText(maxAttempts: number): string {
  return maxAttempts > 0 ? `${maxAttempts}次` : '不限';
}

/** 切屏: not counted, counted only, or counted with a limit that submits the paper. */
export function switchText(countSwitches: boolean, switchLimit: number): string {
  if (!countSwitches) return '不限制';
  return switchLimit > 0 ? `限${switchLimit}次` : '仅记录';
}

/** 进度 of a publication in two lines: who has submitted and who is still answering; out of how many. */
export function progressLines(
  row: Pick<TPublicationRow, 'submitted_count' | 'started_count' | 'student_count'>,
): [string, string] {
  const answering = Math.max(row.started_count - row.submitted_count, 0);
  return [`已交 ${row.submitted_count} · 作答中 ${answering}`, `共 ${row.student_count} 人`];
}

/** 进度 of a publication in one line: 已交 3 · 作答中 1 · 共 30 人. */
export function progressText(row: Pick<TPublicationRow, 'submitted_count' | 'started_count' | 'student_count'>) {
  return progressLines(row).join(' · ');
}

/** A new publication's settings: from now for two hours; an exam once with answers after the end, practice free. */
export function defaultSettings(kind: TPaperKind, now: Date): TPublicationSettingsRequest {
  const exam = kind === 'exam';
  return {
    start_at: now.toISOString(),
    end_at: new Date(now.getTime() + 2 * 60 * 60 * 1000).toISOString(),
    max_attempts: exam ? 1 : 0,
    show_answers: exam ? 'after_end' : 'after_submit',
    count_switches: exam,
    switch_limit: 0,
  };
}

/** The settings' problems as the server's rules see them (the domain's checkPublication), in Chinese. */
export function settingsProblems(settings: TPublicationSettingsRequest): string[] {
  return checkPublication({
    startAt: new Date(settings.start_at),
    endAt: new Date(settings.end_at),
    maxAttempts: settings.max_attempts,
    showAnswers: settings.show_answers satisfies TShowAnswers,
    countSwitches: settings.count_switches,
    switchLimit: settings.count_switches ? settings.switch_limit : 0,
  });
}

const ANSWER_TYPES = ['single', 'multiple', 'indefinite', 'judge', 'blank', 'entry', 'essay'];

/** The model answer of a previewed question (the contract sends it untyped), or null when it is not one. */
export function modelAnswerOf(answer: unknown): TModelAnswer | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const type = (answer as { type?: unknown }).type;
  return typeof type === 'string' && ANSWER_TYPES.includes(type) ? (answer as TModelAnswer) : null;
}

/**
 * A model answer in words, as the student's report words it (paper-exam's answerText): the right letters, 正确/错误,
 * each blank's accepted answers joined by 或, an essay's reference text. An entry shows as a table (entryRows).
 */
export function answerText(answer: unknown): string {
  const model = modelAnswerOf(answer);
  return model ? examAnswerText(model) : '—';
}

/** The lines of an entry as shown: 借/贷, the account with its code when known, the amount as written. */
export function entryRows(lines: readonly TEntryLine[]) {
  return lines.map((line, i) => ({
    key: i,
    side: line.side === 'debit' ? '借' : '贷',
    account: line.code && !line.account.startsWith(line.code) ? `${line.code} ${line.account}` : line.account,
    amount: amountText(line.amount),
  }));
}

/** An amount as written, with thousands separators ('29154.00' → '29,154.00'); text only, never a float. */
export function amountText(amount: string): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(amount.trim());
  if (!match) return amount;
  return `${match[1]}${match[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${match[3] ?? ''}`;
}
