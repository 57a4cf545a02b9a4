// One-statement writes of a student's practice (ARCHITECTURE.md, "How a hot call is built"): openPractice read the
// progress with its revision (xmin); the call decides and grades in the process; then one statement writes the new
// progress and the area's own rows together, only if nobody wrote the practice since it was read. When someone did
// (a double click, two tabs), nothing is written and the call starts over from a fresh read, which then refuses the
// repeat with the rules' own message. Two round trips in all, no transaction held open across them.
import { bwkpServerMessages } from '@sxpt/contract';
import type { Db } from '../../db/client';
import { runStatement, statement, type TStatement } from '../../db/statement';
import { badRequest } from '../../http/errors';

/**
 * The CTE every practice write starts with: $1 practice id, $2 its revision as read, $3 the new progress (JSON).
 * `upd` holds one row when the progress was written, none when the practice changed meanwhile.
 */
export const PRACTICE_UPDATE_CTE = `upd as (
    update bwkp_progress set progress = $3::jsonb, updated_at = now()
    where id = $1 and xmin = $2::text::xid
    returning id
  )`;

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

/** The new progress only ($1 practice, $2 revision, $3 progress). */
const progressOnly = statement<{ id: number }>('bwkp_write_progress', `with ${PRACTICE_UPDATE_CTE} select id from upd`);

/** Write the new progress alone: true when it landed (false: the practice changed since it was read). */
export async function writeProgress(db: Db, practiceId: number, revision: string, progress: unknown): Promise<boolean> {
  const rows = await runStatement(db, progressOnly, [practiceId, revision, JSON.stringify(progress)]);
  return rows.length > 0;
}

/** Run a practice write statement ($1–$3 as PRACTICE_UPDATE_CTE, then `more`). */
export function runPracticeWrite<TRow>(
  db: Db,
  st: TStatement<TRow>,
  practiceId: number,
  revision: string,
  progress: unknown,
  more: readonly unknown[],
): Promise<TRow[]> {
  return runStatement(db, st, [practiceId, revision, JSON.stringify(progress), ...more]);
}
