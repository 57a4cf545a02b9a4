import type {
  TAttendanceSignInBody,
  TAttendanceSignInData,
  TPage,
  TPageQuery,
  TStudentAttendance,
} from '@sxpt/contract';
import { attendanceStatusAt } from '@sxpt/domain';
import { and, count, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attendanceCodeAttempts, attendanceRecords, attendanceSessions, classes, classStudents } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { attendanceMessages, isSessionOpen, markOf, RecordStatus } from './attendance-store';

/** Sign-ins that ended more than this long ago drop off the student's list. */
const RECENT_DAYS = 7;

/** Wrong codes a student may type for one sign-in; after that it is closed to them (any token, any device). */
export const MAX_WRONG_CODES = 5;

/**
 * Compare a typed code under the student's attempt row, locked, so that parallel tries (other tokens, other
 * devices) are counted one after another: at most MAX_WRONG_CODES wrong codes are ever compared.
 */
async function checkCode(
  db: Db,
  sessionId: number,
  studentId: number,
  typed: string,
  code: string,
): Promise<'right' | 'wrong' | 'locked'> {
  return db.transaction(async (tx) => {
    await tx.insert(attendanceCodeAttempts).values({ sessionId, studentId }).onConflictDoNothing();
    const where = and(eq(attendanceCodeAttempts.sessionId, sessionId), eq(attendanceCodeAttempts.studentId, studentId));
    const [attempts] = await tx
      .select({ wrongCount: attendanceCodeAttempts.wrongCount })
      .from(attendanceCodeAttempts)
      .where(where)
      .for('update');
    if (attempts.wrongCount >= MAX_WRONG_CODES) return 'locked';
    if (typed === code) return 'right';
    await tx
      .update(attendanceCodeAttempts)
      .set({ wrongCount: sql`${attendanceCodeAttempts.wrongCount} + 1`, updatedAt: sql`now()` })
      .where(where);
    return 'wrong';
  });
}

function mySessions(student: TSessionUser, since: Date) {
  return and(
    eq(classStudents.studentId, student.id),
    eq(classes.collegeId, student.collegeId ?? 0),
    or(
      and(isNull(attendanceSessions.closedAt), gte(attendanceSessions.endsAt, new Date())),
      gte(attendanceSessions.startsAt, since),
    ),
  );
}

/** /student/attendance/list: open and recent sign-ins of my classes, open ones first. */
export async function listMyAttendance(
  db: Db,
  student: TSessionUser,
  q: TPageQuery,
): Promise<TPage<TStudentAttendance>> {
  const since = new Date(Date.now() - RECENT_DAYS * 24 * 3600_000);
  const base = () =>
    db
      .select({
        session: attendanceSessions,
        className: classes.name,
        status: attendanceRecords.status,
        signedAt: attendanceRecords.signedAt,
      })
      .from(attendanceSessions)
      .innerJoin(classes, eq(classes.id, attendanceSessions.classId))
      .innerJoin(classStudents, eq(classStudents.classId, attendanceSessions.classId))
      .leftJoin(
        attendanceRecords,
        and(eq(attendanceRecords.sessionId, attendanceSessions.id), eq(attendanceRecords.studentId, student.id)),
      )
      .where(mySessions(student, since));
  const [{ total }] = await db
    .select({ total: count() })
    .from(attendanceSessions)
    .innerJoin(classes, eq(classes.id, attendanceSessions.classId))
    .innerJoin(classStudents, eq(classStudents.classId, attendanceSessions.classId))
    .where(mySessions(student, since));
  const now = new Date();
  const rows = await base()
    .orderBy(
      desc(sql`(${attendanceSessions.closedAt} is null and ${attendanceSessions.endsAt} >= ${now})`),
      desc(attendanceSessions.startsAt),
      desc(attendanceSessions.id),
    )
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  const list = rows.map(
    ({ session, className, status, signedAt }): TStudentAttendance => ({
      id: session.id,
      class_id: session.classId,
      class_name: className,
      title: session.title,
      starts_at: session.startsAt.toISOString(),
      ends_at: session.endsAt.toISOString(),
      grace_minutes: session.graceMinutes,
      needs_code: session.code !== null,
      is_open: isSessionOpen(session, now),
      my_status: markOf(session, status === null ? null : { status }, now),
      signed_at: signedAt ? signedAt.toISOString() : null,
    }),
  );
  return { list, total: Number(total), page: q.page, page_size: q.page_size };
}

/**
 * /student/attendance/sign_in: only a student of the sign-in's class, once, while it is open, with its code.
 * On time until starts_at + grace, late after. A double click cannot make two rows: the primary key
 * (session, student) and ON CONFLICT DO NOTHING decide which call signed.
 */
export async function signIn(
  db: Db,
  student: TSessionUser,
  body: TAttendanceSignInBody,
  ip: string,
): Promise<TAttendanceSignInData> {
  const [row] = await db
    .select({ session: attendanceSessions, signed: attendanceRecords.studentId })
    .from(attendanceSessions)
    .innerJoin(classes, eq(classes.id, attendanceSessions.classId))
    .innerJoin(
      classStudents,
      and(eq(classStudents.classId, attendanceSessions.classId), eq(classStudents.studentId, student.id)),
    )
    .leftJoin(
      attendanceRecords,
      and(eq(attendanceRecords.sessionId, attendanceSessions.id), eq(attendanceRecords.studentId, student.id)),
    )
    .where(and(eq(attendanceSessions.id, body.id), eq(classes.collegeId, student.collegeId ?? 0)))
    .limit(1);
  if (!row) throw notFound(attendanceMessages.missing);
  if (row.signed !== null) throw badRequest(attendanceMessages.already);
  const now = new Date();
  if (!isSessionOpen(row.session, now)) throw badRequest(attendanceMessages.ended);
  if (row.session.code !== null) {
    if (!body.code) throw badRequest(attendanceMessages.codeRequired);
    const verdict = await checkCode(db, row.session.id, student.id, body.code, row.session.code);
    if (verdict === 'locked') throw badRequest(attendanceMessages.tooManyWrongCodes);
    if (verdict === 'wrong') throw badRequest(attendanceMessages.wrongCode);
  }
  const status = attendanceStatusAt(row.session, now);
  const [inserted] = await db
    .insert(attendanceRecords)
    .values({
      sessionId: row.session.id,
      studentId: student.id,
      status: status === 'on_time' ? RecordStatus.onTime : RecordStatus.late,
      signedAt: now,
      ip,
    })
    .onConflictDoNothing()
    .returning({ signedAt: attendanceRecords.signedAt });
  if (!inserted) throw badRequest(attendanceMessages.already);
  return { status, signed_at: inserted.signedAt.toISOString() };
}
