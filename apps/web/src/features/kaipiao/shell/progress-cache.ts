// The browser's cache of the practice progress (spec 02 §3, §4): kept in localStorage per user, course, class,
// resource and lesson, rebuilt from the server when it is missing, of a different length, or differs from the
// server's subject_status. The server is the judge: a rebuilt cache is the server's own progress.
import type { TBwkpProgressQuestion, TBwkpSubjectStatus } from '@sxpt/contract';
import { needsRebuild, QUESTION_COUNT, type TProgress } from '@sxpt/domain';
import type { TWorkingContext } from '../../../app/working-context';

const PREFIX = 'kaipiao_progress';

/** The cache key of one student's practice: user, course, class, resource and lesson. */
export function progressCacheKey(userId: number | string | null, context: TWorkingContext): string {
  const part = (value: unknown) => (value === null || value === undefined || value === '' ? '-' : String(value));
  return [
    PREFIX,
    part(userId),
    part(context.course_id),
    part(context.class_id),
    part(context.resource_id),
    part(context.lesson_id),
  ].join(':');
}

function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored progress, or null when there is none or it is not a list. */
export function readProgressCache(key: string): TBwkpProgressQuestion[] | null {
  const raw = local()?.getItem(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? (value as TBwkpProgressQuestion[]) : null;
  } catch {
    return null;
  }
}

export function writeProgressCache(key: string, progress: readonly TBwkpProgressQuestion[]): void {
  try {
    local()?.setItem(key, JSON.stringify(progress));
  } catch {
    // a full or blocked storage only loses the cache; the server keeps the progress
  }
}

function sameItems(a: TBwkpProgressQuestion, b: TBwkpProgressQuestion): boolean {
  return (
    a.items.length === b.items.length &&
    a.items.every(
      (item, i) =>
        String(item.answerItemId) === String(b.items[i].answerItemId) && item.isComplete === b.items[i].isComplete,
    )
  );
}

/**
 * The cache after comparing it with the server's subject_status: `rebuilt` when it was missing, had another
 * length than 17, disagreed with a subject's status, id or invoice type (the domain's needsRebuild), or
 * disagreed with the server's progress on a sub-item; then `progress` is the server's progress. Otherwise the
 * stored progress is kept as it is.
 */
export function syncProgressCache(
  stored: readonly TBwkpProgressQuestion[] | null,
  status: Pick<TBwkpSubjectStatus, 'subjects' | 'progress'>,
): { progress: TBwkpProgressQuestion[]; rebuilt: boolean } {
  const server = status.progress;
  const differs =
    !stored ||
    stored.length !== QUESTION_COUNT ||
    needsRebuild(stored as TProgress, status.subjects) ||
    stored.length !== server.length ||
    stored.some((question, i) => question.isComplete !== server[i].isComplete || !sameItems(question, server[i]));
  if (differs)
    return { progress: server.map((question) => ({ ...question, items: [...question.items] })), rebuilt: true };
  return { progress: [...stored], rebuilt: false };
}

/** Questions complete in `next` but not in `previous` that have a subjectId: the ones to report as done. */
export function newlyCompleted(
  previous: readonly TBwkpProgressQuestion[] | null,
  next: readonly TBwkpProgressQuestion[],
): number[] {
  if (!previous) return [];
  const wasComplete = new Map(previous.map((question) => [question.answerId, question.isComplete]));
  return next
    .filter((question) => question.isComplete && wasComplete.get(question.answerId) === false)
    .flatMap((question) => (question.subjectId ? [question.subjectId] : []));
}

/** Completed questions and the total, for 已完成 n/17. */
export function progressCount(progress: readonly TBwkpProgressQuestion[] | null): { done: number; total: number } {
  if (!progress) return { done: 0, total: QUESTION_COUNT };
  return { done: progress.filter((question) => question.isComplete).length, total: progress.length || QUESTION_COUNT };
}

/** The confirm-submit gate (spec 01 §4): question 17 (上报) must be done; the refusal message otherwise. */
export function isReportDone(progress: readonly TBwkpProgressQuestion[] | null): boolean {
  return progress?.find((question) => question.answerId === QUESTION_COUNT)?.isComplete === true;
}
