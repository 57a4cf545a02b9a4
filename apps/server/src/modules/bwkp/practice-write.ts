// One-statement writes of a student's practice (ARCHITECTURE.md, "How a hot call is built"): openPractice read the
// progress with its revision (xmin); the call decides and grades in the process; then one statement writes the new
// progress, the area's own rows and the results (modules/results) together, only if nobody wrote the practice
// since it was read. When someone did (a double click, two tabs), nothing is written and the call starts over from
// a fresh read, which then refuses the repeat with the rules' own message. Two round trips in all, no transaction
// held open across them. A graded refusal (a wrong answer) records its try the same way before the student is told.
import { bwkpServerMessages } from '@sxpt/contract';
import { isQuestionComplete, resolveStep, type TProgress } from '@sxpt/domain';
import type { Db } from '../../db/client';
import { runStatement, statement, type TStatement } from '../../db/statement';
import { type AppError, badRequest } from '../../http/errors';
import { resultsWriteCtes, type TResultsRecord } from '../results/results-write';
import type { TPracticeRow } from './practice-store';

/** The points of each of the case's questions (the score is the share of questions right at the first try). */
const QUESTION_POINTS = '1';

/**
 * The CTEs every practice write starts with: $1 practice id, $2 its revision as read, $3 the write as JSON
 * ({progress, record}: the new progress and the results, see practiceWriteOf). `upd` holds the practice row when
 * the progress was written, none when the practice changed meanwhile; the results CTEs follow it. `condition`
 * adds to the update's WHERE (e.g. the roll's number as read).
 */
export function practiceUpdateCtes(condition = ''): string {
  return `upd as (
    update bwkp_progress set progress = ($3::jsonb)->'progress', updated_at = now()
    where id = $1 and xmin = $2::text::xid ${condition}
    returning id, student_id, class_id, resource_id, lesson_id, case_id
  ), ${resultsWriteCtes('bwkp', 'upd', "($3::jsonb)->'record'")}`;
}

/** The CTEs of a practice write with no further condition. */
export const PRACTICE_UPDATE_CTE = practiceUpdateCtes();

/** Tries of a write that found its practice written by another call of the same student meanwhile. */
const WRITE_TRIES = 5;

/**
 * Run `attempt` (read, decide, write) until its write lands; null from an attempt means the practice changed
 * between its read and its write. After WRITE_TRIES the student is asked to try again (saveConflict).
 */
export async function untilWritten<T>(attempt: () => Promise<T | null>): Promise<T> {
  for (let tries = 1; ; tries++) {
    const result = await attempt();
    if (result !== null) return result;
    if (tries >= WRITE_TRIES) throw badRequest(bwkpServerMessages.saveConflict);
  }
}

/** The practice as openPractice read it: its row and revision. */
export interface TReadPractice {
  row: TPracticeRow;
  revision: string;
}

/** A try of a step: the student's answer (null: the step has none), right or wrong, and the fields found wrong. */
export interface TStepTry {
  step: number;
  isRight: boolean;
  answer: unknown;
  wrongFields?: string[];
}

/** The results a write records: the attempt after it (progress) and the step's try, if the write is one. */
function recordOf(progress: TProgress, tried: TStepTry | null, submitted: boolean, row: TPracticeRow): TResultsRecord {
  const total = progress.length;
  const isDone = submitted || row.submittedAt !== null || progress.every((question) => question.isComplete);
  const tries = [];
  if (tried !== null) {
    const sort = resolveStep(tried.step).question.answerId;
    tries.push({
      question_key: String(sort),
      sort,
      step: String(tried.step),
      max_points: QUESTION_POINTS,
      is_complete: isQuestionComplete(progress, sort),
      is_right: tried.isRight,
      answer: tried.answer ?? null,
      wrong_fields: tried.wrongFields ?? [],
    });
  }
  return {
    attempt: { status: isDone ? 2 : 1, total_count: total, max_score: String(total), submitted },
    tries,
  };
}

/** $3 of a practice write: the new progress and the results to record. */
function writeParam(practice: TReadPractice, progress: TProgress, tried: TStepTry | null, submitted = false) {
  return JSON.stringify({ progress, record: recordOf(progress, tried, submitted, practice.row) });
}

/** The new progress alone ($1 practice, $2 revision, $3 the write). */
const progressOnly = statement<{ id: number }>('bwkp_write_progress', `with ${PRACTICE_UPDATE_CTE} select id from upd`);

/** Write the new progress (and the try) alone: true when it landed (false: the practice changed since it was read). */
export async function writeProgress(
  db: Db,
  practice: TReadPractice,
  progress: TProgress,
  tried: TStepTry | null,
): Promise<boolean> {
  const rows = await runStatement(db, progressOnly, [
    practice.row.id,
    practice.revision,
    writeParam(practice, progress, tried),
  ]);
  return rows.length > 0;
}

/** Run a practice write statement ($1–$3 as PRACTICE_UPDATE_CTE, then `more`). */
export function runPracticeWrite<TRow>(
  db: Db,
  st: TStatement<TRow>,
  practice: TReadPractice,
  progress: TProgress,
  tried: TStepTry | null,
  more: readonly unknown[],
): Promise<TRow[]> {
  return runStatement(db, st, [practice.row.id, practice.revision, writeParam(practice, progress, tried), ...more]);
}

/**
 * A graded refusal: record the wrong try (the progress unchanged), then refuse with `error`. Resolves null when
 * the practice changed since it was read (untilWritten starts over and grades again).
 */
export async function refuseWrongTry(
  db: Db,
  practice: TReadPractice,
  tried: Omit<TStepTry, 'isRight'>,
  error: AppError,
): Promise<null> {
  const written = await writeProgress(db, practice, practice.row.progress, { ...tried, isRight: false });
  if (written) throw error;
  return null;
}
