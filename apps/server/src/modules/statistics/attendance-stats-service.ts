// Class attendance analysis (/api/statistics/attendance/checkin/*): a class's sign-ins in a date range, each with its
// counts and rate, every student's attendance over them, and the marks of one sign-in or one student. Every current
// student of the class counts at every sign-in (as the sign-in's own detail does); a sign-in still open counts only
// once it is over.
import {
  statisticsMessages,
  type TAttendanceDetailsBody,
  type TAttendanceDetailsRow,
  type TAttendanceOverall,
  type TAttendanceRecordRow,
  type TAttendanceStatsBody,
} from '@sxpt/contract';
import { shareOf } from '@sxpt/domain';
import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attendanceRecords, attendanceSessions, classStudents, users } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { findClassFor } from '../college/tenant-scope';
import { isSessionOpen, markOf } from '../course/attendance-store';

type TSession = typeof attendanceSessions.$inferSelect;

/** The start of a Beijing calendar day, `plusDays` later. */
function beijingDay(day: string, plusDays = 0): Date {
  return new Date(new Date(`${day}T00:00:00+08:00`).getTime() + plusDays * 86_400_000);
}

interface TClassAttendance {
  className: string;
  sessions: TSession[];
  students: { id: number; account: string; name: string }[];
  /** status by `${sessionId}:${studentId}` */
  records: Map<string, { status: number; signedAt: Date }>;
}

async function loadClassAttendance(
  db: Db,
  user: TSessionUser,
  body: Pick<TAttendanceStatsBody, 'class_id' | 'date_from' | 'date_to'>,
  sessionId?: number,
): Promise<TClassAttendance> {
  const klass = await findClassFor(db, user, body.class_id);
  if (body.date_from && body.date_to && body.date_from > body.date_to)
    throw badRequest(statisticsMessages.rangeReversed);
  const conditions: SQL[] = [eq(attendanceSessions.classId, klass.id)];
  if (body.date_from) conditions.push(gte(attendanceSessions.startsAt, beijingDay(body.date_from)));
  if (body.date_to) conditions.push(lt(attendanceSessions.startsAt, beijingDay(body.date_to, 1)));
  if (sessionId !== undefined) conditions.push(eq(attendanceSessions.id, sessionId));
  const sessions = await db
    .select()
    .from(attendanceSessions)
    .where(and(...conditions))
    .orderBy(asc(attendanceSessions.startsAt), asc(attendanceSessions.id));
  const students = await db
    .select({ id: users.id, account: users.account, name: users.name })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(eq(classStudents.classId, klass.id))
    .orderBy(asc(users.account));
  const rows =
    sessions.length === 0
      ? []
      : await db
          .select()
          .from(attendanceRecords)
          .where(
            inArray(
              attendanceRecords.sessionId,
              sessions.map((session) => session.id),
            ),
          );
  const records = new Map(rows.map((row) => [`${row.sessionId}:${row.studentId}`, row]));
  return { className: klass.name, sessions, students, records };
}

/** checkin/overall: the sign-ins of the range with their counts and rates, and the totals over those that are over. */
export async function attendanceOverall(
  db: Db,
  user: TSessionUser,
  body: TAttendanceStatsBody,
): Promise<TAttendanceOverall> {
  const data = await loadClassAttendance(db, user, body);
  const now = new Date();
  const trend = data.sessions.map((session) => {
    const marks = data.students.map((student) => markOf(session, data.records.get(`${session.id}:${student.id}`), now));
    const onTime = marks.filter((mark) => mark === 'on_time').length;
    const late = marks.filter((mark) => mark === 'late').length;
    return {
      session_id: session.id,
      title: session.title,
      starts_at: session.startsAt.toISOString(),
      is_open: isSessionOpen(session, now),
      on_time: onTime,
      late,
      absent: marks.filter((mark) => mark === 'absent').length,
      total: data.students.length,
      rate: shareOf(onTime + late, data.students.length),
    };
  });
  const over = trend.filter((point) => !point.is_open);
  const sum = (pick: (point: (typeof trend)[number]) => number) =>
    over.reduce((total, point) => total + pick(point), 0);
  const signed = sum((point) => point.on_time + point.late);
  return {
    class_name: data.className,
    students: data.students.length,
    sessions: data.sessions.length,
    on_time: sum((point) => point.on_time),
    late: sum((point) => point.late),
    absent: sum((point) => point.absent),
    rate: shareOf(signed, over.length * data.students.length),
    trend,
  };
}

/** checkin/record: each student's attendance over the sign-ins of the range that are over. */
export async function attendanceRecord(
  db: Db,
  user: TSessionUser,
  body: TAttendanceStatsBody,
): Promise<{ class_name: string; list: TAttendanceRecordRow[] }> {
  const data = await loadClassAttendance(db, user, body);
  const now = new Date();
  const over = data.sessions.filter((session) => !isSessionOpen(session, now));
  const list = data.students.map((student) => {
    const marks = over.map((session) => markOf(session, data.records.get(`${session.id}:${student.id}`), now));
    const onTime = marks.filter((mark) => mark === 'on_time').length;
    const late = marks.filter((mark) => mark === 'late').length;
    return {
      student_id: student.id,
      account: student.account,
      name: student.name,
      sessions: over.length,
      on_time: onTime,
      late,
      absent: over.length - onTime - late,
      rate: shareOf(onTime + late, over.length),
    };
  });
  return { class_name: data.className, list };
}

/** checkin/details: every student's mark at one sign-in, or one student's mark at every sign-in of the range. */
export async function attendanceDetails(
  db: Db,
  user: TSessionUser,
  body: TAttendanceDetailsBody,
): Promise<TAttendanceDetailsRow[]> {
  if (body.session_id === undefined && body.student_id === undefined) {
    throw badRequest(statisticsMessages.pickSessionOrStudent);
  }
  const data = await loadClassAttendance(db, user, body, body.session_id);
  if (body.session_id !== undefined && data.sessions.length === 0) throw notFound(statisticsMessages.sessionMissing);
  const students =
    body.student_id === undefined ? data.students : data.students.filter((student) => student.id === body.student_id);
  if (students.length === 0 && body.student_id !== undefined) throw notFound(statisticsMessages.studentNotInClass);
  const now = new Date();
  return data.sessions.flatMap((session) =>
    students.map((student) => {
      const record = data.records.get(`${session.id}:${student.id}`);
      return {
        session_id: session.id,
        title: session.title,
        starts_at: session.startsAt.toISOString(),
        student_id: student.id,
        account: student.account,
        name: student.name,
        status: markOf(session, record, now),
        signed_at: record ? record.signedAt.toISOString() : null,
      };
    }),
  );
}
