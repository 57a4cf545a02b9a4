import type { TAttendanceMark } from '@sxpt/contract';
import { isAttendanceOpen } from '@sxpt/domain';
import type { attendanceRecords, attendanceSessions } from '../../db/schema';

/** attendance_records.status: 1 on time, 2 late. */
export const RecordStatus = { onTime: 1, late: 2 } as const;

export const attendanceMessages = {
  missing: '签到不存在',
  ended: '签到已结束',
  wrongCode: '签到码错误',
  tooManyWrongCodes: '签到码错误次数过多，本次签到已锁定，请联系任课教师',
  codeRequired: '请输入签到码',
  already: '你已签到，无需重复签到',
  alreadyClosed: '该签到已结束，无需重复操作',
} as const;

type TSessionRow = Pick<typeof attendanceSessions.$inferSelect, 'startsAt' | 'endsAt' | 'closedAt' | 'graceMinutes'>;

export function isSessionOpen(session: TSessionRow, now = new Date()): boolean {
  return isAttendanceOpen(session, now);
}

export function markOfRecord(status: number): 'on_time' | 'late' {
  return status === RecordStatus.onTime ? 'on_time' : 'late';
}

/**
 * A student's mark for a sign-in: on time or late when signed; absent once it is over unsigned; null while it
 * is still open and unsigned.
 */
export function markOf(
  session: TSessionRow,
  record: Pick<typeof attendanceRecords.$inferSelect, 'status'> | null | undefined,
  now = new Date(),
): TAttendanceMark | null {
  if (record) return markOfRecord(record.status);
  return isSessionOpen(session, now) ? null : 'absent';
}
