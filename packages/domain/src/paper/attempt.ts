// A student's attempt at a published paper (issue 10 §3–§4): the questions drawn for them once (fixed for the
// attempt), the deadline kept by the server, the state a student sees in their list, what a publication allows
// them to see after submitting, and the grading of the whole attempt.
import { Dec } from '../decimal';
import { childSeed, drawQuestions, seededShuffle } from './draw';
import { gradeAnswer, type TGrade, type TPartialRules } from './grading';
import type { TPaperSection } from './paper';
import type { TModelAnswer, TStudentAnswer } from './question';

/** A question of the bank as a random section's pool sees it. */
export interface TPoolQuestion {
  id: number;
  difficulty: number;
}

/** One question of an attempt, as drawn: its section (index), the question and the points it is worth. */
export interface TAttemptSlot {
  section: number;
  questionId: number;
  points: string;
}

/**
 * The questions of one student's attempt: each fixed section's questions, each random section's draw from its
 * pool (`pools[i]`, the bank's questions of that section's chapters and type), each section's questions shuffled
 * when the paper says so, all from the attempt's seed. Null and the section's index when a pool is too small.
 */
export function planAttempt(
  sections: readonly TPaperSection[],
  pools: readonly (readonly TPoolQuestion[] | null)[],
  seed: number,
  shuffleQuestions: boolean,
): { slots: TAttemptSlot[] } | { shortSection: number } {
  const slots: TAttemptSlot[] = [];
  for (const [index, section] of sections.entries()) {
    let ids: number[];
    if (section.mode === 'fixed') ids = [...section.questionIds];
    else {
      const drawn = drawQuestions(
        pools[index] ?? [],
        section.draw ?? { count: 0, difficulties: [] },
        childSeed(seed, index),
      );
      if (drawn === null || drawn.length === 0) return { shortSection: index };
      ids = drawn;
    }
    if (shuffleQuestions) ids = seededShuffle(ids, childSeed(seed, 100 + index));
    for (const questionId of ids) slots.push({ section: index, questionId, points: section.points });
  }
  return { slots };
}

/** The seed of one question's option order in an attempt (null when options are not shuffled). */
export function optionSeed(seed: number, questionId: number, shuffleOptions: boolean): number | null {
  return shuffleOptions ? childSeed(seed, 10_000 + questionId) : null;
}

/**
 * When an attempt must be in: its start plus the paper's duration, but never after the publication's end; the
 * publication's end when the paper has no time limit (duration 0).
 */
export function attemptDeadline(startedAt: Date, durationMinutes: number, endAt: Date): Date {
  if (durationMinutes <= 0) return endAt;
  const byDuration = new Date(startedAt.getTime() + durationMinutes * 60_000);
  return byDuration < endAt ? byDuration : endAt;
}

/** What a student's list says of a published paper. */
export type TPaperState = 'upcoming' | 'open' | 'in_progress' | 'submitted' | 'closed';
export const PAPER_STATE_LABEL: Record<TPaperState, string> = {
  upcoming: '未开始',
  open: '可作答',
  in_progress: '作答中',
  submitted: '已提交',
  closed: '已截止',
};

export interface TAttemptTimes {
  /** 1 in progress, 2 submitted */
  status: number;
  deadlineAt: Date;
}

/**
 * The state of a publication for a student: an attempt in progress (and not past its deadline) first; then
 * before the window, after it, submitted (with attempts used up or after a submission), or open.
 */
export function paperState(
  now: Date,
  window: { startAt: Date; endAt: Date },
  attempts: readonly TAttemptTimes[],
): TPaperState {
  if (attempts.some((attempt) => attempt.status === 1 && attempt.deadlineAt > now)) return 'in_progress';
  if (now < window.startAt) return 'upcoming';
  const submitted = attempts.length > 0;
  if (now >= window.endAt) return submitted ? 'submitted' : 'closed';
  return submitted ? 'submitted' : 'open';
}

/** Whether a student may start another attempt now: inside the window, none open, attempts left (0: no limit). */
export function mayStartAttempt(
  now: Date,
  window: { startAt: Date; endAt: Date },
  attempts: readonly TAttemptTimes[],
  maxAttempts: number,
): string | null {
  if (now < window.startAt) return '考试尚未开始';
  if (now >= window.endAt) return '考试已截止';
  if (maxAttempts > 0 && attempts.length >= maxAttempts) return '作答次数已用完';
  return null;
}

/** When a student sees the right answers and 解析 of a submitted attempt. */
export type TShowAnswers = 'after_submit' | 'after_end' | 'never';
export const SHOW_ANSWERS_LABEL: Record<TShowAnswers, string> = {
  after_submit: '交卷后立即显示',
  after_end: '截止后显示',
  never: '不显示',
};

export function mayShowAnswers(show: TShowAnswers, now: Date, endAt: Date, submitted: boolean): boolean {
  if (!submitted) return false;
  if (show === 'after_submit') return true;
  if (show === 'after_end') return now >= endAt;
  return false;
}

/** A publication's settings as a teacher gives them. */
export interface TPublicationSettings {
  startAt: Date;
  endAt: Date;
  /** 0: no limit */
  maxAttempts: number;
  showAnswers: TShowAnswers;
  /** whether leaving the page is counted */
  countSwitches: boolean;
  /** leaving the page this many times submits the paper; 0: no limit */
  switchLimit: number;
}

export const MAX_ATTEMPTS = 10;
export const MAX_SWITCH_LIMIT = 50;

/** Every problem of a publication's settings, in Chinese. */
export function checkPublication(settings: TPublicationSettings): string[] {
  const problems: string[] = [];
  if (Number.isNaN(settings.startAt.getTime()) || Number.isNaN(settings.endAt.getTime()))
    problems.push('请选择开始和结束时间');
  else if (settings.endAt <= settings.startAt) problems.push('结束时间应晚于开始时间');
  if (!Number.isInteger(settings.maxAttempts) || settings.maxAttempts < 0 || settings.maxAttempts > MAX_ATTEMPTS)
    problems.push(`允许作答次数应为0（不限）到${MAX_ATTEMPTS}次`);
  if (!Number.isInteger(settings.switchLimit) || settings.switchLimit < 0 || settings.switchLimit > MAX_SWITCH_LIMIT)
    problems.push(`切屏次数上限应为0（不限）到${MAX_SWITCH_LIMIT}次`);
  return problems;
}

/** A question of an attempt with what grading needs. */
export interface TGradedSlot {
  questionId: number;
  points: string;
  answer: TModelAnswer;
}

export interface TAttemptGrade {
  grades: TGrade[];
  /** the points earned so far (简答 waiting for the teacher count 0), two places */
  score: string;
  /** how many 简答 wait for the teacher */
  pending: number;
}

/** Grade every question of an attempt with the student's saved answers (by question id). */
export function gradeAttempt(
  slots: readonly TGradedSlot[],
  answers: Readonly<Record<string, TStudentAnswer | undefined>>,
  rules: TPartialRules,
): TAttemptGrade {
  const grades = slots.map((slot) =>
    gradeAnswer(slot.answer, answers[String(slot.questionId)] ?? null, slot.points, rules),
  );
  const score = grades.reduce((sum, grade) => sum.plus(grade.points), new Dec(0)).toFixed(2);
  return { grades, score, pending: grades.filter((grade) => grade.status === 'pending').length };
}
