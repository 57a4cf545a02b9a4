// Learning summary (/api/statistics/learning_summary, /college/statistics/study_export) and the college's figures
// (/college/data/statistics): one row per student and class from the learning, practice and attendance records, in
// one statement over any number of classes (indexes on every filter; no loop per student).
import type { TCollegeFigures, TLearningSummaryRow } from '@sxpt/contract';
import { shareOf } from '@sxpt/domain';
import type { Db } from '../../db/client';
import { runStatement, statement } from '../../db/statement';
import type { TSessionUser } from '../../http/auth';
import { collegeIdOf } from '../college/tenant-scope';

interface TSummaryRecord extends Record<string, unknown> {
  class_id: number;
  class_name: string;
  student_id: number;
  account: string;
  name: string;
  lessons_total: number;
  lessons_completed: number;
  video_seconds: number;
  handout_seconds: number;
  practice_started: number;
  practice_done: number;
  practice_avg_score: string | null;
  sessions: number;
  signed: number;
  last_active_at: Date | string | null;
}

/** $1 the class ids. */
const summaryStatement = statement<TSummaryRecord>(
  'statistics_learning_summary',
  `with members as (
      select cs.class_id, c.name as class_name, cs.student_id, u.account, u.name
      from class_students cs join classes c on c.id = cs.class_id join users u on u.id = cs.student_id
      where cs.class_id = any($1::int[])
    ), class_lessons as (
      select distinct cr.class_id, l.id as lesson_id, l.video_url <> '' as has_video
      from class_resources cr join lessons l on l.resource_id = cr.resource_id
      where cr.class_id = any($1::int[]) and (l.video_url <> '' or l.handout_url <> '')
    ), lesson_totals as (
      select class_id, count(*)::int as total from class_lessons group by class_id
    ), completed as (
      select m.class_id, m.student_id, count(*)::int as n
      from members m join class_lessons cl on cl.class_id = m.class_id
      where (cl.has_video and exists (select 1 from video_records v where v.student_id = m.student_id
          and v.class_id = m.class_id and v.lesson_id = cl.lesson_id and v.is_completed))
        or (not cl.has_video and exists (select 1 from handout_records h where h.student_id = m.student_id
          and h.class_id = m.class_id and h.lesson_id = cl.lesson_id))
      group by m.class_id, m.student_id
    ), video as (
      select class_id, student_id, sum(watched_seconds)::int as seconds, max(updated_at) as last_at
      from video_records where class_id = any($1::int[]) group by class_id, student_id
    ), handout as (
      select class_id, student_id, sum(read_seconds)::int as seconds, max(updated_at) as last_at
      from handout_records where class_id = any($1::int[]) group by class_id, student_id
    ), practice as (
      select class_id, student_id, count(*)::int as started, (count(*) filter (where status = 2))::int as done,
        round(avg(case when max_score > 0 then score * 100 / max_score else 0 end), 1)::text as avg_score,
        max(last_active_at) as last_at
      from practice_attempts where class_id = any($1::int[]) group by class_id, student_id
    ), over_sessions as (
      select id, class_id from attendance_sessions
      where class_id = any($1::int[]) and (closed_at is not null or ends_at < now())
    ), session_totals as (
      select class_id, count(*)::int as n from over_sessions group by class_id
    ), signed as (
      select s.class_id, r.student_id, count(*)::int as n, max(r.signed_at) as last_at
      from over_sessions s join attendance_records r on r.session_id = s.id group by s.class_id, r.student_id
    )
    select m.class_id, m.class_name, m.student_id, m.account, m.name,
      coalesce(lt.total, 0) as lessons_total, coalesce(cp.n, 0) as lessons_completed,
      coalesce(v.seconds, 0) as video_seconds, coalesce(h.seconds, 0) as handout_seconds,
      coalesce(p.started, 0) as practice_started, coalesce(p.done, 0) as practice_done, p.avg_score as practice_avg_score,
      coalesce(st.n, 0) as sessions, coalesce(sg.n, 0) as signed,
      greatest(v.last_at, h.last_at, p.last_at, sg.last_at) as last_active_at
    from members m
    left join lesson_totals lt on lt.class_id = m.class_id
    left join completed cp on cp.class_id = m.class_id and cp.student_id = m.student_id
    left join video v on v.class_id = m.class_id and v.student_id = m.student_id
    left join handout h on h.class_id = m.class_id and h.student_id = m.student_id
    left join practice p on p.class_id = m.class_id and p.student_id = m.student_id
    left join session_totals st on st.class_id = m.class_id
    left join signed sg on sg.class_id = m.class_id and sg.student_id = m.student_id
    order by m.class_name, m.class_id, m.account`,
);

/**
 * Every student of the classes with their learning: lessons completed of the classes' courses (a lesson with a video
 * is completed with its video, one with only a handout once it is opened), video and reading seconds, practice items
 * started and done with the mean score out of 100, the sign-ins that are over and those signed.
 */
export async function learningSummary(db: Db, classIds: readonly number[]): Promise<TLearningSummaryRow[]> {
  if (classIds.length === 0) return [];
  const rows = await runStatement(db, summaryStatement, [classIds]);
  return rows.map((row) => ({
    student_id: Number(row.student_id),
    account: row.account,
    name: row.name,
    class_id: Number(row.class_id),
    class_name: row.class_name,
    lessons_total: Number(row.lessons_total),
    lessons_completed: Number(row.lessons_completed),
    video_seconds: Number(row.video_seconds),
    handout_seconds: Number(row.handout_seconds),
    practice_started: Number(row.practice_started),
    practice_done: Number(row.practice_done),
    practice_avg_score: row.practice_avg_score ?? '',
    sessions: Number(row.sessions),
    signed: Number(row.signed),
    attendance_rate: shareOf(Number(row.signed), Number(row.sessions)),
    last_active_at: row.last_active_at === null ? null : new Date(row.last_active_at).toISOString(),
  }));
}

interface TFiguresRecord extends Record<string, unknown> {
  classes: number;
  teachers: number;
  students: number;
  active_students_week: number;
  practice_started: number;
  practice_done: number;
  practice_done_week: number;
  video_seconds: string;
  sessions_month: number;
  signed_month: number;
  expected_month: number;
}

/** $1 the college. */
const figuresStatement = statement<TFiguresRecord>(
  'statistics_college_figures',
  `with college_classes as (select id from classes where college_id = $1),
    recent as (
      select student_id from video_records where class_id in (select id from college_classes)
        and updated_at > now() - interval '7 days'
      union select student_id from handout_records where class_id in (select id from college_classes)
        and updated_at > now() - interval '7 days'
      union select student_id from practice_attempts where college_id = $1
        and last_active_at > now() - interval '7 days'
      union select r.student_id from attendance_records r join attendance_sessions s on s.id = r.session_id
        where s.class_id in (select id from college_classes) and r.signed_at > now() - interval '7 days'
    ), month_sessions as (
      select s.id, (select count(*) from class_students cs where cs.class_id = s.class_id)::int as expected
      from attendance_sessions s
      where s.class_id in (select id from college_classes) and s.starts_at > now() - interval '30 days'
        and (s.closed_at is not null or s.ends_at < now())
    )
    select (select count(*)::int from college_classes) as classes,
      (select count(*)::int from users where college_id = $1 and role = 2) as teachers,
      (select count(*)::int from users where college_id = $1 and role = 3) as students,
      (select count(distinct student_id)::int from recent) as active_students_week,
      (select count(*)::int from practice_attempts where college_id = $1) as practice_started,
      (select count(*)::int from practice_attempts where college_id = $1 and status = 2) as practice_done,
      (select count(*)::int from practice_attempts where college_id = $1 and status = 2
        and last_active_at > now() - interval '7 days') as practice_done_week,
      (select coalesce(sum(watched_seconds), 0)::text from video_records
        where class_id in (select id from college_classes)) as video_seconds,
      (select count(*)::int from month_sessions) as sessions_month,
      (select count(*)::int from attendance_records r where r.session_id in (select id from month_sessions)) as signed_month,
      (select coalesce(sum(expected), 0)::int from month_sessions) as expected_month`,
);

/** /college/data/statistics: the college's figures (classes, people, activity of the week, practice, attendance). */
export async function collegeFigures(db: Db, user: TSessionUser): Promise<TCollegeFigures> {
  const [row] = await runStatement(db, figuresStatement, [collegeIdOf(user)]);
  return {
    classes: Number(row.classes),
    teachers: Number(row.teachers),
    students: Number(row.students),
    active_students_week: Number(row.active_students_week),
    practice_started: Number(row.practice_started),
    practice_done: Number(row.practice_done),
    practice_done_week: Number(row.practice_done_week),
    video_hours: (Number(row.video_seconds) / 3600).toFixed(1),
    attendance_sessions_month: Number(row.sessions_month),
    attendance_rate_month: shareOf(Number(row.signed_month), Number(row.expected_month)),
  };
}
