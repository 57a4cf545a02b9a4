// How a practice area records results (ARCHITECTURE.md, "How a practice area records results"): its one write
// statement adds the CTEs of resultsWriteCtes after the CTE that writes its own practice row, and passes the
// results as JSON. The attempt, the tries and the question results are then written with the area's rows or not at
// all: when the area's own write does not happen (the practice changed since it was read), neither do they.
import type { TAttemptStatus, TPracticeArea } from '../../db/schema';

/** One try of a question (a graded answer, or a step done), as the area records it. */
export interface TTryRecord {
  /** the question's key in the item ('1'…'17' for the invoicing case) */
  question_key: string;
  /** its order in the item */
  sort: number;
  /** the step tried (4.1, 14.3), or the question key */
  step: string;
  /** the question's full points (decimal text) */
  max_points: string;
  /** whether the question is done after this try */
  is_complete: boolean;
  is_right: boolean;
  /** the student's answer as the area stores it (null: the step has none, e.g. a confirmation) */
  answer: unknown;
  /** the fields found wrong (empty when right) */
  wrong_fields: string[];
}

/** What one write records: the attempt's state after it, and at most one try per question. */
export interface TResultsRecord {
  attempt: {
    status: TAttemptStatus;
    total_count: number;
    /** the item's full score (decimal text) */
    max_score: string;
    /** true when this write submits the attempt (its submitted_at is set once) */
    submitted: boolean;
  };
  tries: TTryRecord[];
}

/**
 * The CTEs that record results, to follow the area's write CTE `source` in the same WITH. `source` must return
 * the area's practice row as `id, student_id, class_id, resource_id, lesson_id, case_id` (one row when the area's
 * write happened, none otherwise); `record` is the SQL of the TResultsRecord JSON (a parameter). Adds CTEs
 * rec_attempt, rec_tries and rec_results.
 *
 * The attempt's working time grows by the gap since its last write, up to 5 minutes (a pause is not work).
 */
export function resultsWriteCtes(area: TPracticeArea, source: string, record: string): string {
  const tries = `jsonb_to_recordset((${record})->'tries') as t(question_key text, sort int, step text,
    max_points numeric, is_complete boolean, is_right boolean, answer jsonb, wrong_fields jsonb)`;
  return `rec_attempt as (
    insert into practice_attempts as a (area, source_id, college_id, student_id, class_id, resource_id, lesson_id,
      case_id, status, total_count, max_score, submitted_at)
    select '${area}', s.id, c.college_id, s.student_id, s.class_id, s.resource_id, s.lesson_id, s.case_id,
      (r.v->>'status')::smallint, (r.v->>'total_count')::int, (r.v->>'max_score')::numeric,
      case when (r.v->>'submitted')::boolean then now() end
    from ${source} s join classes c on c.id = s.class_id cross join (select (${record})->'attempt' as v) r
    on conflict (area, source_id) do update set status = excluded.status, total_count = excluded.total_count,
      max_score = excluded.max_score, submitted_at = coalesce(a.submitted_at, excluded.submitted_at),
      active_seconds = a.active_seconds
        + least(greatest(extract(epoch from now() - a.last_active_at), 0), 300)::int,
      last_active_at = now()
    returning id
  ), rec_tries as (
    insert into practice_tries (attempt_id, question_key, step, is_right, answer, wrong_fields)
    select a.id, t.question_key, t.step, t.is_right, t.answer, t.wrong_fields from rec_attempt a cross join ${tries}
  ), rec_results as (
    insert into practice_results as q (attempt_id, question_key, sort, is_complete, tries, wrong_tries, max_points,
      answer, wrong_fields)
    select a.id, t.question_key, t.sort, t.is_complete, 1, case when t.is_right then 0 else 1 end, t.max_points,
      t.answer, t.wrong_fields
    from rec_attempt a cross join ${tries}
    on conflict (attempt_id, question_key) do update set is_complete = excluded.is_complete, tries = q.tries + 1,
      wrong_tries = q.wrong_tries + excluded.wrong_tries, max_points = excluded.max_points,
      answer = coalesce(excluded.answer, q.answer),
      wrong_fields = case when excluded.wrong_tries > 0 then excluded.wrong_fields else q.wrong_fields end,
      last_at = now()
  )`;
}
