import {
  Role,
  type TAttendanceDetail,
  type TAttendanceIndexBody,
  type TAttendanceSession,
  type TAttendanceStoreBody,
  type TAttendanceStudent,
  type TPage,
} from '@sxpt/contract';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attendanceRecords, attendanceSessions, classes, classStudents, classTeachers, users } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { attendanceMessages, isSessionOpen, markOfRecord, RecordStatus } from './attendance-store';
import { CLASS_MISSING } from './class-service';

type TSessionRow = typeof attendanceSessions.$inferSelect;

/**
 * The classes a teacher or administrator may see, as a condition on classes: an administrator every class
 * of the college, a teacher the classes they teach.
 */
function visibleClasses(db: Db, user: TSessionUser) {
  const inCollege = eq(classes.collegeId, user.collegeId ?? 0);
  if (user.role !== Role.teacher) return inCollege;
  const taught = db
    .select({ id: classTeachers.classId })
    .from(classTeachers)
    .where(eq(classTeachers.teacherId, user.id));
  return and(inCollege, inArray(classes.id, taught));
}

async function findVisibleClass(db: Db, user: TSessionUser, classId: number) {
  const [row] = await db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(and(eq(classes.id, classId), visibleClasses(db, user)))
    .limit(1);
  if (!row) throw notFound(CLASS_MISSING);
  return row;
}

/** The sign-in when the user may see its class; otherwise 签到不存在. */
async function findVisibleSession(db: Db, user: TSessionUser, id: number): Promise<TSessionRow> {
  const [row] = await db
    .select({ session: attendanceSessions })
    .from(attendanceSessions)
    .innerJoin(classes, eq(classes.id, attendanceSessions.classId))
    .where(and(eq(attendanceSessions.id, id), visibleClasses(db, user)))
    .limit(1);
  if (!row) throw notFound(attendanceMessages.missing);
  return row.session;
}

/** Sign-ins described with their class, teacher and counts (total = students of the class now). */
async function describeSessions(db: Db, rows: TSessionRow[]): Promise<TAttendanceSession[]> {
  if (rows.length === 0) return [];
  const sessionIds = rows.map((r) => r.id);
  const classIds = [...new Set(rows.map((r) => r.classId))];
  // signed students who are (still) in the class, by sign-in and status
  const marks = await db
    .select({ sessionId: attendanceRecords.sessionId, status: attendanceRecords.status, n: count() })
    .from(attendanceRecords)
    .innerJoin(attendanceSessions, eq(attendanceSessions.id, attendanceRecords.sessionId))
    .innerJoin(
      classStudents,
      and(
        eq(classStudents.classId, attendanceSessions.classId),
        eq(classStudents.studentId, attendanceRecords.studentId),
      ),
    )
    .where(inArray(attendanceRecords.sessionId, sessionIds))
    .groupBy(attendanceRecords.sessionId, attendanceRecords.status);
  const sizes = await db
    .select({ classId: classStudents.classId, n: count() })
    .from(classStudents)
    .where(inArray(classStudents.classId, classIds))
    .groupBy(classStudents.classId);
  const names = await db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(inArray(classes.id, classIds));
  const teachers = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      inArray(
        users.id,
        rows.map((r) => r.teacherId),
      ),
    );
  const now = new Date();
  return rows.map((row) => {
    const countOf = (status: number) =>
      Number(marks.find((m) => m.sessionId === row.id && m.status === status)?.n ?? 0);
    const total = Number(sizes.find((s) => s.classId === row.classId)?.n ?? 0);
    const onTime = countOf(RecordStatus.onTime);
    const late = countOf(RecordStatus.late);
    return {
      id: row.id,
      class_id: row.classId,
      class_name: names.find((c) => c.id === row.classId)?.name ?? '',
      teacher_id: row.teacherId,
      teacher_name: teachers.find((t) => t.id === row.teacherId)?.name ?? '',
      title: row.title,
      code: row.code ?? '',
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      grace_minutes: row.graceMinutes,
      closed_at: row.closedAt ? row.closedAt.toISOString() : null,
      is_open: isSessionOpen(row, now),
      counts: { on_time: onTime, late, absent: Math.max(0, total - onTime - late), total },
    };
  });
}

/** /teacher/attendance/store: open a sign-in for a class I teach, from now for `minutes`. */
export async function openAttendance(
  db: Db,
  teacher: TSessionUser,
  body: TAttendanceStoreBody,
): Promise<TAttendanceSession> {
  await findVisibleClass(db, teacher, body.class_id);
  const startsAt = new Date();
  const [row] = await db
    .insert(attendanceSessions)
    .values({
      classId: body.class_id,
      teacherId: teacher.id,
      title: body.title,
      code: body.code ? body.code : null,
      startsAt,
      endsAt: new Date(startsAt.getTime() + body.minutes * 60_000),
      graceMinutes: body.grace_minutes,
    })
    .returning();
  const [described] = await describeSessions(db, [row]);
  return described;
}

/** /teacher/attendance/index: sign-ins of the classes I may see, newest first. */
export async function listAttendance(
  db: Db,
  user: TSessionUser,
  q: TAttendanceIndexBody,
): Promise<TPage<TAttendanceSession>> {
  if (q.class_id) await findVisibleClass(db, user, q.class_id);
  const where = and(visibleClasses(db, user), q.class_id ? eq(attendanceSessions.classId, q.class_id) : undefined);
  const [{ total }] = await db
    .select({ total: count() })
    .from(attendanceSessions)
    .innerJoin(classes, eq(classes.id, attendanceSessions.classId))
    .where(where);
  const rows = await db
    .select({ session: attendanceSessions })
    .from(attendanceSessions)
    .innerJoin(classes, eq(classes.id, attendanceSessions.classId))
    .where(where)
    .orderBy(desc(attendanceSessions.startsAt), desc(attendanceSessions.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  const list = await describeSessions(
    db,
    rows.map((r) => r.session),
  );
  return { list, total: Number(total), page: q.page, page_size: q.page_size };
}

/** /teacher/attendance/detail: every student of the class with their mark (absent when not signed). */
export async function getAttendanceDetail(db: Db, user: TSessionUser, id: number): Promise<TAttendanceDetail> {
  const session = await findVisibleSession(db, user, id);
  const [described] = await describeSessions(db, [session]);
  const rows = await db
    .select({
      studentId: users.id,
      account: users.account,
      name: users.name,
      status: attendanceRecords.status,
      signedAt: attendanceRecords.signedAt,
    })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .leftJoin(
      attendanceRecords,
      and(eq(attendanceRecords.sessionId, session.id), eq(attendanceRecords.studentId, classStudents.studentId)),
    )
    .where(eq(classStudents.classId, session.classId))
    .orderBy(asc(users.account));
  const students = rows.map(
    (r): TAttendanceStudent => ({
      student_id: r.studentId,
      account: r.account,
      name: r.name,
      status: r.status === null ? 'absent' : markOfRecord(r.status),
      signed_at: r.signedAt ? r.signedAt.toISOString() : null,
    }),
  );
  return { ...described, students };
}

/** /teacher/attendance/close: end a sign-in now (a teacher of its class). */
export async function closeAttendance(db: Db, teacher: TSessionUser, id: number): Promise<TAttendanceSession> {
  const session = await findVisibleSession(db, teacher, id);
  if (session.closedAt) throw badRequest(attendanceMessages.alreadyClosed);
  const now = new Date();
  const [row] = await db
    .update(attendanceSessions)
    .set({ closedAt: now, endsAt: session.endsAt.getTime() > now.getTime() ? now : session.endsAt })
    .where(eq(attendanceSessions.id, id))
    .returning();
  const [described] = await describeSessions(db, [row]);
  return described;
}
