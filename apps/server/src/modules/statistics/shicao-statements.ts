// The class-wide 实训分析 reads as one named statement each (ARCHITECTURE.md, "How a hot call is built"): the class the
// user may see, the practice item in it, the content version (the item's questions come from the case cache) and the
// figures, in one round trip whatever the size of the class.
import { collegeMessages, Role, statisticsMessages, type TShicaoItemQuery } from '@sxpt/contract';
import type { Db } from '../../db/client';
import { runStatement, statement, type TStatement } from '../../db/statement';
import type { TSessionUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { collegeIdOf } from '../college/tenant-scope';
import { questionsOf, type TScopedItem } from './scope';

/**
 * $1 college, $2 user, $3 whether a teacher (who must teach the class), $4 class, $5 course, $6 lesson, $7 area,
 * $8 case. `klass` is the class when the user may see it; `item` the lesson's item of the course bound to it.
 */
const SCOPE_CTES = `klass as (
    select c.id, c.name from classes c
    where c.id = $4 and c.college_id = $1
      and (not $3::boolean or exists (select 1 from class_teachers ct where ct.class_id = c.id and ct.teacher_id = $2))
  ), item as (
    select li.title, r.name as resource_name, l.title as lesson_name
    from klass
    join class_resources cr on cr.class_id = klass.id and cr.resource_id = $5
    join resources r on r.id = cr.resource_id
    join lessons l on l.id = $6 and l.resource_id = r.id
    join lesson_items li on li.lesson_id = l.id and li.kind = $7 and li.ref_id = $8
    limit 1
  ), attempt as (
    select a.* from practice_attempts a
    where a.class_id = $4 and a.area = $7 and a.case_id = $8 and a.resource_id = $5 and a.lesson_id = $6
      and exists (select 1 from item)
  )`;

interface TScopeRow {
  class_id: number;
  class_name: string;
  title: string | null;
  resource_name: string | null;
  lesson_name: string | null;
  content_version: number;
}

const SCOPE_SELECT = `klass.id as class_id, klass.name as class_name, item.title, item.resource_name, item.lesson_name,
  (select version from content_version where id = 1) as content_version`;

/** A student of the class with their attempt (null: not started), as JSON; money and scores as text. */
export interface TTrainingJson {
  id: number;
  account: string;
  name: string;
  attempt: {
    id: number;
    status: 1 | 2;
    total_count: number;
    done_count: number;
    score: string;
    max_score: string;
    active_seconds: number;
    started_at: string;
    last_active_at: string;
    submitted_at: string | null;
  } | null;
}

const trainingStatement = statement<TScopeRow & { students: TTrainingJson[] | null }>(
  'statistics_shicao_training',
  `with ${SCOPE_CTES}
  select ${SCOPE_SELECT},
    case when item.title is null then null else (
      select coalesce(json_agg(json_build_object('id', u.id, 'account', u.account, 'name', u.name,
        'attempt', case when a.id is null then null else json_build_object('id', a.id, 'status', a.status,
          'total_count', a.total_count, 'done_count', a.done_count, 'score', a.score::text,
          'max_score', a.max_score::text, 'active_seconds', a.active_seconds, 'started_at', a.started_at,
          'last_active_at', a.last_active_at, 'submitted_at', a.submitted_at) end) order by u.account), '[]'::json)
      from class_students cs join users u on u.id = cs.student_id
      left join attempt a on a.student_id = cs.student_id
      where cs.class_id = klass.id) end as students
  from klass left join item on true`,
);

/** Per question over the class's attempts: done, right at the first try, wrong tries; the wrong tries' fields. */
export interface TAnalysisJson {
  class_size: number;
  figures: { key: string; done: number; first_right: number; wrong_tries: number }[] | null;
  wrong: { key: string; fields: string[] }[] | null;
}

const analysisStatement = statement<TScopeRow & TAnalysisJson>(
  'statistics_shicao_analysis',
  `with ${SCOPE_CTES}, members as (
    select a.id from attempt a join class_students cs on cs.class_id = a.class_id and cs.student_id = a.student_id
  )
  select ${SCOPE_SELECT},
    (select count(*)::int from class_students where class_id = klass.id) as class_size,
    (select json_agg(json_build_object('key', q.key, 'done', q.done, 'first_right', q.first_right,
        'wrong_tries', q.wrong_tries))
      from (select r.question_key as key, (count(*) filter (where r.is_complete))::int as done,
          (count(*) filter (where r.is_complete and r.wrong_tries = 0))::int as first_right,
          coalesce(sum(r.wrong_tries), 0)::int as wrong_tries
        from practice_results r where r.attempt_id in (select id from members) group by r.question_key) q) as figures,
    (select json_agg(json_build_object('key', t.question_key, 'fields', t.wrong_fields))
      from practice_tries t where t.attempt_id in (select id from members) and not t.is_right) as wrong
  from klass left join item on true`,
);

/** The scoped item of a statement's answer: the class missing or the item missing answer as not found. */
async function scopedOf(db: Db, query: TShicaoItemQuery, row: TScopeRow | undefined): Promise<TScopedItem> {
  if (!row) throw notFound(collegeMessages.classMissing);
  if (row.title === null) throw notFound(statisticsMessages.itemMissing);
  const at = { caseId: query.case_id, contentVersion: Number(row.content_version) };
  return {
    item: { area: query.area, case_id: query.case_id, title: row.title },
    classId: row.class_id,
    className: row.class_name,
    resourceName: row.resource_name ?? '',
    lessonName: row.lesson_name ?? '',
    questions: await questionsOf(db, query.area, at),
    at,
  };
}

function paramsOf(user: TSessionUser, query: TShicaoItemQuery): unknown[] {
  return [
    collegeIdOf(user),
    user.id,
    user.role === Role.teacher,
    query.class_id,
    query.resource_id,
    query.lesson_id,
    query.area,
    query.case_id,
  ];
}

async function runScoped<TRow extends TScopeRow>(
  db: Db,
  st: TStatement<TRow>,
  user: TSessionUser,
  query: TShicaoItemQuery,
): Promise<{ scoped: TScopedItem; row: TRow }> {
  const [row] = await runStatement(db, st, paramsOf(user, query));
  const scoped = await scopedOf(db, query, row);
  return { scoped, row };
}

/** The class's students with their attempts at the item, and the item in its class. */
export async function readTraining(db: Db, user: TSessionUser, query: TShicaoItemQuery) {
  const { scoped, row } = await runScoped(db, trainingStatement, user, query);
  return { scoped, students: row.students ?? [] };
}

/** The class's figures per question at the item, and the item in its class. */
export async function readAnalysis(db: Db, user: TSessionUser, query: TShicaoItemQuery) {
  const { scoped, row } = await runScoped(db, analysisStatement, user, query);
  return { scoped, classSize: Number(row.class_size), figures: row.figures ?? [], wrong: row.wrong ?? [] };
}
