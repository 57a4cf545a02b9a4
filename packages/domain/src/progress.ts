/**
 * The 17-question practice progress machine of the invoicing exercise (spec 02 §3, §4; step ids in
 * spec 01 §4 and §9).
 *
 * Decisions:
 * - Sub-item ids are numbers `${answerId}.${n}` (4.1, 4.2, 4.3, 14.5) as the spec writes step ids;
 *   with at most 5 sub-items per question a number is never ambiguous. Functions taking an item id
 *   also accept the same id as text ('4.1'), matched through String().
 * - Every function is pure: it returns a new progress array and never changes its input. Questions
 *   that did not change are shared between the old and the new array.
 * - Unknown question or item ids throw DomainError ('unknown_question' / 'unknown_item').
 * - uncompleteQuestion clears the question and all its sub-items, so that "a question with
 *   sub-items is complete exactly when all its sub-items are" always holds.
 * - Server subjects: question k takes the k-th subject (index k-1); subjects beyond 17 are ignored;
 *   questions without a subject have no subjectId and start incomplete.
 */
import { DomainError } from './errors';
import { messages } from './messages';

export const QUESTION_COUNT = 17;

/** Number of sub-items of each big question (answerId → count). */
export const SUB_ITEM_COUNTS: Readonly<Record<number, number>> = Object.freeze({
  1: 2,
  2: 0,
  3: 0,
  4: 3,
  5: 0,
  6: 0,
  7: 0,
  8: 0,
  9: 0,
  10: 2,
  11: 0,
  12: 2,
  13: 0,
  14: 5,
  15: 0,
  16: 0,
  17: 0,
});

export type TAnswerItemId = number | string;

export interface TProgressItem {
  answerItemId: TAnswerItemId;
  isComplete: boolean;
}

export interface TProgressQuestion {
  /** 1 to 17. */
  answerId: number;
  isComplete: boolean;
  subjectId?: number;
  invoiceType?: number;
  items: TProgressItem[];
}

export type TProgress = TProgressQuestion[];

/** One entry of the server's question list (subject_list). subject_status 1 = done. */
export interface TServerSubject {
  id: number;
  invoice_type: number;
  subject_status: number;
}

/** The id of sub-item n (1-based) of a question: makeItemId(4, 1) → 4.1. */
export function makeItemId(answerId: number, n: number): number {
  return Number(`${answerId}.${n}`);
}

function isSameItemId(a: TAnswerItemId, b: TAnswerItemId): boolean {
  return String(a) === String(b);
}

function isServerDone(subject: TServerSubject): boolean {
  return subject.subject_status === 1;
}

function createQuestion(answerId: number, subject: TServerSubject | undefined): TProgressQuestion {
  const isComplete = subject !== undefined && isServerDone(subject);
  const items = Array.from({ length: SUB_ITEM_COUNTS[answerId] ?? 0 }, (_, i) => ({
    answerItemId: makeItemId(answerId, i + 1),
    isComplete,
  }));
  if (subject === undefined) return { answerId, isComplete, items };
  return { answerId, isComplete, subjectId: subject.id, invoiceType: subject.invoice_type, items };
}

/** A fresh progress of 17 questions, taking ids, types and completion from the server list when given. */
export function createProgress(serverSubjects?: readonly TServerSubject[]): TProgress {
  return Array.from({ length: QUESTION_COUNT }, (_, i) => createQuestion(i + 1, serverSubjects?.[i]));
}

/** The question with this answerId, or undefined. */
export function findQuestion(progress: TProgress, answerId: number): TProgressQuestion | undefined {
  return progress.find((question) => question.answerId === answerId);
}

function updateQuestion(
  progress: TProgress,
  answerId: number,
  update: (question: TProgressQuestion) => TProgressQuestion,
): TProgress {
  const index = progress.findIndex((question) => question.answerId === answerId);
  if (index < 0) throw new DomainError('unknown_question', `没有第${answerId}题`);
  return progress.map((question, i) => (i === index ? update(question) : question));
}

function setQuestionComplete(progress: TProgress, answerId: number, isComplete: boolean): TProgress {
  return updateQuestion(progress, answerId, (question) => ({
    ...question,
    isComplete,
    items: question.items.map((item) => ({ ...item, isComplete })),
  }));
}

/** Marks a question and all its sub-items complete. */
export function completeQuestion(progress: TProgress, answerId: number): TProgress {
  return setQuestionComplete(progress, answerId, true);
}

/** Marks a question and all its sub-items incomplete. */
export function uncompleteQuestion(progress: TProgress, answerId: number): TProgress {
  return setQuestionComplete(progress, answerId, false);
}

/**
 * Sets one sub-item; the question then is complete exactly when all its sub-items are.
 * Throws DomainError('unknown_item') when the question has no such sub-item.
 */
export function setItem(progress: TProgress, answerId: number, itemId: TAnswerItemId, isComplete: boolean): TProgress {
  return updateQuestion(progress, answerId, (question) => {
    if (!question.items.some((item) => isSameItemId(item.answerItemId, itemId))) {
      throw new DomainError('unknown_item', `第${answerId}题没有小题${itemId}`);
    }
    const items = question.items.map((item) =>
      isSameItemId(item.answerItemId, itemId) ? { ...item, isComplete } : item,
    );
    return { ...question, items, isComplete: items.every((item) => item.isComplete) };
  });
}

/** True when the question exists and is complete. */
export function isQuestionComplete(progress: TProgress, answerId: number): boolean {
  return findQuestion(progress, answerId)?.isComplete === true;
}

/** True when the question has this sub-item and it is complete. */
export function isItemComplete(progress: TProgress, answerId: number, itemId: TAnswerItemId): boolean {
  const item = findQuestion(progress, answerId)?.items.find((entry) => isSameItemId(entry.answerItemId, itemId));
  return item?.isComplete === true;
}

/** True when there is at least one question and every question is complete (the practice is done). */
export function isAllComplete(progress: TProgress): boolean {
  return progress.length > 0 && progress.every((question) => question.isComplete);
}

function findFirstIncomplete(progress: TProgress, isCandidate: (answerId: number) => boolean): number | null {
  let first: number | null = null;
  for (const question of progress) {
    if (question.isComplete || !isCandidate(question.answerId)) continue;
    if (first === null || question.answerId < first) first = question.answerId;
  }
  return first;
}

/** The smallest answerId that is not complete, or null when all are. */
export function firstIncomplete(progress: TProgress): number | null {
  return findFirstIncomplete(progress, () => true);
}

/** The smallest incomplete answerId below the given one, or null (then the question may be submitted). */
export function firstIncompleteBefore(progress: TProgress, answerId: number): number | null {
  return findFirstIncomplete(progress, (id) => id < answerId);
}

/** Throws DomainError('out_of_order', '请按顺序完成实操题目(有未完成题目)！') when an earlier question is open. */
export function assertInOrder(progress: TProgress, answerId: number): void {
  if (firstIncompleteBefore(progress, answerId) !== null) {
    throw new DomainError('out_of_order', messages.outOfOrder);
  }
}

function isWellFormed(question: TProgressQuestion | undefined, answerId: number): boolean {
  if (question === undefined || question.answerId !== answerId || !Array.isArray(question.items)) return false;
  const count = SUB_ITEM_COUNTS[answerId] ?? 0;
  if (question.items.length !== count) return false;
  if (!question.items.every((item, i) => isSameItemId(item.answerItemId, makeItemId(answerId, i + 1)))) return false;
  return count === 0 || question.isComplete === question.items.every((item) => item.isComplete);
}

function matchesSubject(question: TProgressQuestion, subject: TServerSubject | undefined): boolean {
  if (subject === undefined) return true;
  return (
    question.isComplete === isServerDone(subject) &&
    question.subjectId === subject.id &&
    question.invoiceType === subject.invoice_type
  );
}

/**
 * True when stored progress must be rebuilt from the server: it is missing; its length is not 17;
 * it is malformed (answerIds not 1..17 in order, wrong sub-items, or a question whose completion
 * disagrees with its sub-items); or a question's completion, subjectId or invoiceType differs from
 * the corresponding server subject.
 */
export function needsRebuild(stored: TProgress | null | undefined, serverSubjects: readonly TServerSubject[]): boolean {
  if (!Array.isArray(stored) || stored.length !== QUESTION_COUNT) return true;
  return stored.some((question, i) => !isWellFormed(question, i + 1) || !matchesSubject(question, serverSubjects[i]));
}

/** The stored progress when it agrees with the server, otherwise a progress rebuilt from the server list. */
export function syncProgress(
  stored: TProgress | null | undefined,
  serverSubjects: readonly TServerSubject[],
): TProgress {
  if (stored && !needsRebuild(stored, serverSubjects)) return stored;
  return createProgress(serverSubjects);
}
