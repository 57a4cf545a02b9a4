// course area, attendance: sign-ins a teacher opens for a class, and students signing in.
import { z } from 'zod';
import { idOf, objectBody, pageBody } from './request-body';

const signInCode = z
  .string({ error: '签到码须为4至6位数字' })
  .trim()
  .regex(/^\d{4,6}$/, '签到码须为4至6位数字');

export const ZAttendanceStoreBody = objectBody({
  class_id: idOf('班级'),
  title: z.string({ error: '请输入签到标题' }).trim().min(1, '请输入签到标题').max(50, '签到标题不能超过50个字'),
  /** length of the window from now, minutes */
  minutes: z
    .number({ error: '请输入签到时长' })
    .int('签到时长须为整数分钟')
    .min(1, '签到时长须在1至240分钟之间')
    .max(240, '签到时长须在1至240分钟之间'),
  /** minutes after the start that still count as on time */
  grace_minutes: z
    .number({ error: '迟到宽限须在0至60分钟之间' })
    .int('迟到宽限须为整数分钟')
    .min(0, '迟到宽限须在0至60分钟之间')
    .max(60, '迟到宽限须在0至60分钟之间')
    .default(5),
  /** optional 4–6 digit code the students must type; '' means none */
  code: z.union([signInCode, z.literal('')]).optional(),
});
export type TAttendanceStoreBody = z.infer<typeof ZAttendanceStoreBody>;

export const ZAttendanceIndexBody = pageBody({ class_id: idOf('班级').optional() });
export type TAttendanceIndexBody = z.infer<typeof ZAttendanceIndexBody>;

export const ZAttendanceIdBody = objectBody({ id: idOf('签到') });
export type TAttendanceIdBody = z.infer<typeof ZAttendanceIdBody>;

export const ZStudentAttendanceListBody = pageBody({});
export type TStudentAttendanceListBody = z.infer<typeof ZStudentAttendanceListBody>;

export const ZAttendanceSignInBody = objectBody({
  id: idOf('签到'),
  code: z.string().trim().max(20, '签到码错误').optional(),
});
export type TAttendanceSignInBody = z.infer<typeof ZAttendanceSignInBody>;

export type TAttendanceMark = 'on_time' | 'late' | 'absent';

/** Counts of one sign-in: total is the students of the class; absent = not signed (yet, while open). */
export interface TAttendanceSessionCounts {
  on_time: number;
  late: number;
  absent: number;
  total: number;
}

export interface TAttendanceSession {
  id: number;
  class_id: number;
  class_name: string;
  teacher_id: number;
  teacher_name: string;
  title: string;
  /** the sign-in code ('' when none); shown to teachers and administrators only */
  code: string;
  starts_at: string;
  ends_at: string;
  grace_minutes: number;
  closed_at: string | null;
  is_open: boolean;
  counts: TAttendanceSessionCounts;
}

export interface TAttendanceStudent {
  student_id: number;
  account: string;
  name: string;
  status: TAttendanceMark;
  signed_at: string | null;
}

export interface TAttendanceDetail extends TAttendanceSession {
  students: TAttendanceStudent[];
}

/** A sign-in as a student sees it. my_status null: open and not signed yet. */
export interface TStudentAttendance {
  id: number;
  class_id: number;
  class_name: string;
  title: string;
  starts_at: string;
  ends_at: string;
  grace_minutes: number;
  needs_code: boolean;
  is_open: boolean;
  my_status: TAttendanceMark | null;
  signed_at: string | null;
}

export interface TAttendanceSignInData {
  status: 'on_time' | 'late';
  signed_at: string;
}
