// Papers and scoring templates (issue 10 §2): a paper is sections by question type, each with the points of one
// question, holding questions picked by hand or drawn at random from chapters; a template gives the default
// points per type and the partial-credit rules. What makes them well formed, and what a paper is worth.
import { Dec } from '../decimal';
import type { TScoringTemplate } from './grading';
import { QUESTION_TYPE_LABEL, QUESTION_TYPES, type TQuestionType } from './question';

export type TPaperKind = 'exam' | 'practice';
export const PAPER_KIND_LABEL: Record<TPaperKind, string> = { exam: '考试', practice: '练习' };

/** A section of a paper: questions of one type, by hand (`questionIds`) or drawn (`draw`). */
export interface TPaperSection {
  type: TQuestionType;
  title: string;
  /** points of one question, decimal text with at most two places */
  points: string;
  mode: 'fixed' | 'random';
  /** fixed: the questions in order */
  questionIds: number[];
  /** random: how many from which chapters, of which difficulties (empty: any) */
  draw: { chapterIds: number[]; count: number; difficulties: number[] } | null;
}

export interface TPaperSettings {
  title: string;
  kind: TPaperKind;
  /** minutes; 0: no time limit (practice papers only) */
  durationMinutes: number;
  /** decimal text */
  passMark: string;
  sections: TPaperSection[];
}

const POINTS = /^\d{1,4}(\.\d{1,2})?$/;
export const MAX_DURATION_MINUTES = 600;
export const MAX_SECTIONS = 20;
export const MAX_SECTION_QUESTIONS = 200;

/** How many questions a section gives each student. */
export function sectionCount(
  section: Pick<TPaperSection, 'mode' | 'questionIds'> & { draw: { count: number } | null },
): number {
  return section.mode === 'fixed' ? section.questionIds.length : (section.draw?.count ?? 0);
}

/** A section's points: its questions times the points of one, two places. */
export function sectionPoints(section: TPaperSection): string {
  if (!POINTS.test(section.points)) return '0.00';
  return new Dec(section.points).times(sectionCount(section)).toFixed(2);
}

/** The paper's full marks: the sum of its sections. */
export function paperTotal(sections: readonly TPaperSection[]): string {
  return sections.reduce((sum, section) => sum.plus(sectionPoints(section)), new Dec(0)).toFixed(2);
}

/** Every problem of a scoring template, in Chinese. */
export function checkTemplate(template: Pick<TScoringTemplate, 'points'>): string[] {
  const problems: string[] = [];
  for (const type of QUESTION_TYPES) {
    const points = template.points[type];
    if (points === undefined || !POINTS.test(points) || new Dec(points).isZero())
      problems.push(`${QUESTION_TYPE_LABEL[type]}的分值应为大于0、最多两位小数的数字`);
  }
  return problems;
}

function sectionProblems(section: TPaperSection, index: number): string[] {
  const name = `第${index + 1}部分（${section.title || QUESTION_TYPE_LABEL[section.type]}）`;
  const problems: string[] = [];
  if (!POINTS.test(section.points) || new Dec(section.points).isZero())
    problems.push(`${name}每题分值应为大于0、最多两位小数的数字`);
  if (section.mode === 'fixed') {
    if (section.questionIds.length === 0) problems.push(`${name}还没有选题`);
    if (section.questionIds.length > MAX_SECTION_QUESTIONS) problems.push(`${name}最多${MAX_SECTION_QUESTIONS}道题`);
    if (new Set(section.questionIds).size !== section.questionIds.length) problems.push(`${name}有重复的试题`);
  } else {
    const draw = section.draw;
    if (!draw || draw.chapterIds.length === 0) problems.push(`${name}请选择抽题的章节`);
    if (!draw || !Number.isInteger(draw.count) || draw.count < 1 || draw.count > MAX_SECTION_QUESTIONS)
      problems.push(`${name}抽题数量应为1到${MAX_SECTION_QUESTIONS}`);
    if (draw?.difficulties.some((difficulty) => !Number.isInteger(difficulty) || difficulty < 1 || difficulty > 5))
      problems.push(`${name}难度应为1到5`);
  }
  return problems;
}

/** Every problem of a paper's settings and sections, in Chinese; empty when it may be stored. */
export function checkPaper(paper: TPaperSettings): string[] {
  const problems: string[] = [];
  if (paper.title.trim() === '') problems.push('请输入试卷名称');
  if (paper.sections.length === 0) problems.push('试卷至少要有一个部分');
  if (paper.sections.length > MAX_SECTIONS) problems.push(`试卷最多${MAX_SECTIONS}个部分`);
  const minimum = paper.kind === 'exam' ? 1 : 0;
  if (
    !Number.isInteger(paper.durationMinutes) ||
    paper.durationMinutes < minimum ||
    paper.durationMinutes > MAX_DURATION_MINUTES
  )
    problems.push(
      paper.kind === 'exam'
        ? `考试时长应为1到${MAX_DURATION_MINUTES}分钟`
        : `练习时长应为0到${MAX_DURATION_MINUTES}分钟`,
    );
  paper.sections.forEach((section, index) => {
    problems.push(...sectionProblems(section, index));
  });
  const fixed = paper.sections.flatMap((section) => (section.mode === 'fixed' ? section.questionIds : []));
  if (new Set(fixed).size !== fixed.length && !problems.some((problem) => problem.includes('重复')))
    problems.push('同一道试题不能出现在两个部分');
  if (!POINTS.test(paper.passMark)) problems.push('及格分应为最多两位小数的数字');
  else if (new Dec(paper.passMark).gt(paperTotal(paper.sections))) problems.push('及格分不能高于试卷总分');
  return problems;
}
