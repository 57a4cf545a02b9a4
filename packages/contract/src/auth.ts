import { z } from 'zod';

const trimmed = (label: string, max = 64) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}过长`);

/** Body of /api/login/student, /api/login/teacher, /api/login/college. The account is trimmed. */
export const ZLoginBody = z.object({
  account: trimmed('账号'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码过长'),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

/** Body of /api/login: the school-management entrance (acc5) or any role with login_type 0..3. */
export const ZLoginAnyBody = ZLoginBody.extend({
  login_type: z
    .number({ error: '登录类型有误' })
    .int('登录类型有误')
    .min(0, '登录类型有误')
    .max(3, '登录类型有误')
    .optional(),
});
export type TLoginAnyBody = z.infer<typeof ZLoginAnyBody>;

export interface TLoginData {
  token: string;
  name: string;
  avatar: string;
  /** the role number 0..3 */
  identity: number;
  bind_account: string;
  id: number;
  /** the password was set by someone else: the user must change it (/api/mod_pwd) before anything else */
  must_change_password: boolean;
}

/** data of a sign-in refused by the throttle: seconds until the next try is accepted */
export interface TLoginThrottled {
  retry_after: number;
}

/** /api/getinfo answer. `auth` is the role name the web route tables use. */
export interface TUserInfo {
  id: number;
  account: string;
  name: string;
  avatar: string;
  phone: string;
  auth: 'acc5' | 'admin' | 'teacher' | 'student';
  role: number;
  bind_account: string;
  college_id: number | null;
  college_name: string;
  campus_id: number | null;
  campus_name: string;
  /** licence flag, default 1 */
  jurisdiction: number;
  /** certificate status: 1 active, 2 not activated (acc5 always 1) */
  cert_status: number;
  licence_expires_at: string | null;
  /** true when the server runs with demo data (SMS codes are shown in the page) */
  demo: boolean;
  /** the password was set by someone else: change it before anything else (every other call answers 4031) */
  must_change_password: boolean;
}

export const ZGetInfoBody = z.object({ type: z.unknown().optional() }).loose();

const phone = z
  .string()
  .trim()
  .regex(/^1[3-9]\d{9}$/, '请输入正确的手机号');

export const ZSendSmsBody = z.object({ phone });
export type TSendSmsBody = z.infer<typeof ZSendSmsBody>;
export interface TSendSmsData {
  /** seconds until the code expires */
  expires_in: number;
  /** only in demo mode: the code, because no SMS is really sent */
  demo_code?: string;
}

export const ZModInfoBody = z
  .object({
    name: trimmed('姓名', 32).optional(),
    avatar: z.string().trim().max(500, '头像地址过长').optional(),
    phone: z.union([phone, z.literal('')]).optional(),
    sms_code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, '请输入6位短信验证码')
      .optional(),
  })
  .refine((b) => b.name !== undefined || b.avatar !== undefined || b.phone !== undefined, {
    message: '没有需要修改的内容',
  });
export type TModInfoBody = z.infer<typeof ZModInfoBody>;

export const passwordRule = z
  .string({ error: '请输入新密码' })
  .min(8, '新密码至少8位')
  .max(64, '新密码不能超过64位')
  .regex(/[A-Za-z]/, '新密码须同时包含字母和数字')
  .regex(/\d/, '新密码须同时包含字母和数字');

export const ZModPwdBody = z
  .object({
    old_password: z.string({ error: '请输入原密码' }).min(1, '请输入原密码'),
    password: passwordRule,
    password_confirmation: z.string().optional(),
  })
  .refine((b) => b.password_confirmation === undefined || b.password_confirmation === b.password, {
    message: '两次输入的新密码不一致',
  })
  .refine((b) => b.password !== b.old_password, { message: '新密码不能与原密码相同' });
export type TModPwdBody = z.infer<typeof ZModPwdBody>;

export interface TInfoDetail {
  id: number;
  account: string;
  name: string;
  avatar: string;
  phone: string;
  role: number;
  role_label: string;
  college_name: string;
  campus_name: string;
  created_at: string;
  last_login_at: string | null;
}

export interface TUploadImageData {
  url: string;
}

/** Messages the server uses for sign-in; shared so tests and UI agree. */
export const authMessages = {
  badCredentials: '账号或密码错误',
  disabled: '该账号已被禁用，请联系管理员',
  wrongEntrance: '该账号不能从此入口登录，请选择正确的登录入口',
  /** too many failures on this account from this address: the growing delay */
  throttled: (minutes: number) => `登录失败次数过多，请${minutes}分钟后再试`,
  /** too many failures from this address over all accounts */
  sourceThrottled: (minutes: number) => `当前网络登录失败次数过多，请${minutes}分钟后再试`,
  rateLimited: '请求过于频繁，请稍后再试',
  notLoggedIn: '请先登录',
  sessionExpired: '登录已过期，请重新登录',
  forbidden: '没有权限访问',
  licenceInactive: '请先激活系统资源后再使用',
  oldPasswordWrong: '原密码错误',
  /** too many wrong old passwords on 修改密码 from this address */
  oldPasswordThrottled: (minutes: number) => `原密码错误次数过多，请${minutes}分钟后再试`,
  smsTooOften: '验证码发送过于频繁，请1分钟后再试',
  smsWrong: '短信验证码错误或已过期',
  smsRequired: '修改手机号需要短信验证码',
  passwordChangeRequired: '为保障账号安全，请先修改初始密码后再使用',
} as const;
