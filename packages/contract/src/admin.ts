// admin area (acc5, school management): colleges with their administrator accounts, and licences.
import { z } from 'zod';
import { idOf, objectBody, pageBody, textOf as text } from './request-body';

/** 1 enabled, 0 disabled. */
const onOff = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .refine((v) => v === 0 || v === 1, message);

export const ZAdminAccount = z
  .string({ error: '请输入登录账号' })
  .trim()
  .regex(/^[A-Za-z0-9_.@-]{3,32}$/, '账号须为3至32位字母、数字或下划线');

/**
 * A password given by acc5 for an administrator; left out, the server generates a random one and returns it once.
 * Either way the administrator must change it at first sign-in.
 */
export const ZAdminPassword = z
  .string({ error: '请输入密码' })
  .min(8, '密码至少8位')
  .max(64, '密码不能超过64位')
  .regex(/[A-Za-z]/, '密码须同时包含字母和数字')
  .regex(/\d/, '密码须同时包含字母和数字');

// ---- colleges ----

export const ZAdminCollegeIndexBody = pageBody({
  keyword: z.string().trim().max(50, '关键词过长').optional(),
});
export type TAdminCollegeIndexBody = z.infer<typeof ZAdminCollegeIndexBody>;

export const ZAdminCollegeStoreBody = objectBody({
  name: text('院校名称', 50),
  code: z
    .string({ error: '请输入院校编码' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,20}$/, '院校编码须为2至20位字母、数字、下划线或短横线'),
  admin_account: ZAdminAccount,
  admin_name: text('管理员姓名', 32),
  admin_password: ZAdminPassword.optional(),
});
export type TAdminCollegeStoreBody = z.infer<typeof ZAdminCollegeStoreBody>;

export const ZAdminCollegeSaveBody = objectBody({ id: idOf('院校'), name: text('院校名称', 50) });
export type TAdminCollegeSaveBody = z.infer<typeof ZAdminCollegeSaveBody>;

export const ZAdminCollegeStatusBody = objectBody({ id: idOf('院校'), status: onOff('状态有误') });
export type TAdminCollegeStatusBody = z.infer<typeof ZAdminCollegeStatusBody>;

export const ZAdminAdminStoreBody = objectBody({
  college_id: idOf('院校'),
  account: ZAdminAccount,
  name: text('管理员姓名', 32),
  password: ZAdminPassword.optional(),
});
export type TAdminAdminStoreBody = z.infer<typeof ZAdminAdminStoreBody>;

/** enabled: true/false or 1/0. */
export const ZAdminFlag = z.union([z.boolean(), z.literal(0), z.literal(1)], { error: '状态有误' }).transform(Boolean);

export const ZAdminAdminStatusBody = objectBody({ user_id: idOf('管理员账号'), enabled: ZAdminFlag });
export type TAdminAdminStatusBody = z.infer<typeof ZAdminAdminStatusBody>;

export const ZAdminResetPwdBody = objectBody({ user_id: idOf('管理员账号') });
export type TAdminResetPwdBody = z.infer<typeof ZAdminResetPwdBody>;

export interface TAdminCollegeAdmin {
  id: number;
  account: string;
  name: string;
  enabled: boolean;
  last_login_at: string | null;
}

/** licence_state: active; not_activated (licence_status 2); expired; the college's own status is `status`. */
export type TLicenceState = 'active' | 'not_activated' | 'expired';

export interface TAdminCollege {
  id: number;
  name: string;
  code: string;
  /** 1 enabled, 0 disabled */
  status: number;
  /** 1 active, 2 not activated */
  licence_status: number;
  licence_state: TLicenceState;
  expires_at: string | null;
  seat_count: number;
  /** students of the college: each takes a seat */
  seats_used: number;
  student_count: number;
  teacher_count: number;
  class_count: number;
  admins: TAdminCollegeAdmin[];
  created_at: string;
}

export interface TAdminCollegeStoreData {
  id: number;
  campus_id: number;
  admin: TAdminCreatedAccount;
}

/** A new administrator account; `password` is the one given or the one generated (shown once). */
export interface TAdminCreatedAccount {
  id: number;
  account: string;
  name: string;
  password: string;
}

export interface TAdminResetPwdData {
  password: string;
}

// ---- licences ----

/**
 * The expiry date of a licence: 'YYYY-MM-DD' (the end of that day, Beijing time) or an ISO date-time.
 * Returns null when it is not a date.
 */
export function parseLicenceExpiry(value: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const check = new Date(Date.UTC(y, m - 1, d));
    // 2025-02-30 would roll over to March: not a real day
    if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
    return new Date(`${value}T23:59:59+08:00`);
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const ZAdminLicenceIssueBody = objectBody({
  college_id: idOf('院校'),
  expires_at: z
    .string({ error: '请选择到期日期' })
    .trim()
    .min(1, '请选择到期日期')
    .refine((v) => parseLicenceExpiry(v) !== null, '到期日期格式有误')
    .refine((v) => (parseLicenceExpiry(v)?.getTime() ?? 0) > Date.now(), '到期日期须晚于当前时间'),
  seat_count: z
    .number({ error: '请输入授权人数' })
    .int('授权人数须为整数')
    .min(1, '授权人数须在1至100000之间')
    .max(100_000, '授权人数须在1至100000之间'),
});
export type TAdminLicenceIssueBody = z.infer<typeof ZAdminLicenceIssueBody>;

export const ZAdminLicenceIndexBody = pageBody({ college_id: idOf('院校').optional() });
export type TAdminLicenceIndexBody = z.infer<typeof ZAdminLicenceIndexBody>;

export const ZAdminLicenceRevokeBody = objectBody({ college_id: idOf('院校') });
export type TAdminLicenceRevokeBody = z.infer<typeof ZAdminLicenceRevokeBody>;

/** An activation code: 'SXPT-' and three groups of four letters or digits (no 0, O, 1, I). */
export const LICENCE_CODE_PATTERN = /^SXPT-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

export interface TAdminLicenceCode {
  id: number;
  college_id: number;
  college_name: string;
  code: string;
  expires_at: string;
  seat_count: number;
  used_at: string | null;
  used_by: number | null;
  used_by_name: string;
  created_at: string;
}
