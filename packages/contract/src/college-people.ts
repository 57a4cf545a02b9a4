// college area: students and teachers of a college (one shape for both), campuses and the licence.
import { z } from 'zod';
import {
  accountField,
  bodyOf,
  flagOf,
  idListOf,
  idOf,
  keywordField,
  nullableIdOf,
  optionalPhoneField,
  personNameField,
  queryIdOf,
  setPasswordField,
  type TIdName,
} from './college-fields';
import { ZPageQuery } from './envelope';

/**
 * The filters of the student and teacher lists, and of their exports. keyword matches account or name;
 * class_id: students of (teachers teaching) that class; enabled: true/false or 1/0.
 */
const memberFilterShape = {
  keyword: keywordField,
  class_id: idOf('班级').optional(),
  campus_id: idOf('校区').optional(),
  enabled: flagOf('状态').optional(),
};

/** /college/student/index and /college/teacher/index: a page of the members matching the filters. */
export const ZMemberIndexBody = ZPageQuery.extend(memberFilterShape).prefault({});
export type TMemberIndexBody = z.infer<typeof ZMemberIndexBody>;

/** A student or teacher in the admin lists. classes: the classes a student is in, or a teacher teaches. */
export interface TMemberRow {
  id: number;
  account: string;
  name: string;
  phone: string;
  campus_id: number | null;
  campus_name: string;
  classes: TIdName[];
  enabled: boolean;
  last_login_at: string | null;
  created_at: string;
}

/**
 * /college/student/store and /college/teacher/store. Without password the server generates a random one and
 * answers it once (initial_password). Either way the user must change it at first sign-in.
 * class_ids: classes to join (student) or to teach (teacher).
 */
export const ZMemberStoreBody = bodyOf({
  account: accountField,
  name: personNameField,
  phone: optionalPhoneField,
  campus_id: nullableIdOf('校区'),
  class_ids: idListOf('班级').optional(),
  password: setPasswordField.optional(),
});
export type TMemberStoreBody = z.infer<typeof ZMemberStoreBody>;

export interface TMemberStoreData {
  id: number;
  /** the generated initial password, shown once (null when the administrator gave one) */
  initial_password: string | null;
}

/** /college/student/save and /college/teacher/save. Absent fields stay; class_ids replaces the set; campus_id null clears. */
export const ZMemberSaveBody = bodyOf({
  id: idOf('用户'),
  name: personNameField,
  phone: optionalPhoneField,
  campus_id: nullableIdOf('校区'),
  class_ids: idListOf('班级').optional(),
});
export type TMemberSaveBody = z.infer<typeof ZMemberSaveBody>;

/** /college/student/status and /college/teacher/status. Disabling ends the user's sessions at once. */
export const ZMemberStatusBody = bodyOf({ id: idOf('用户'), enabled: flagOf('状态') });
export type TMemberStatusBody = z.infer<typeof ZMemberStatusBody>;

/**
 * /college/student/reset_pwd and /college/teacher/reset_pwd: a new random password, answered once; the user's
 * sessions end and they must change it at first sign-in.
 */
export const ZMemberResetBody = bodyOf({ id: idOf('用户') });
export type TMemberResetBody = z.infer<typeof ZMemberResetBody>;
export interface TMemberResetData {
  password: string;
}

/** /college/student/list?class_id= and /college/teacher/list?class_id=: everyone of a class, for pickers. */
export interface TMemberOption {
  id: number;
  account: string;
  name: string;
  phone: string;
  campus_name: string;
  enabled: boolean;
}

/**
 * /college/student/export and /college/teacher/export (query on GET, body on POST): every member matching the
 * same filters as the list.
 */
export const ZMemberExportInput = z.object(memberFilterShape, { error: '请求参数有误' }).optional();
export type TMemberExportInput = z.infer<typeof ZMemberExportInput>;

/** The same filters in the query string, where ids are decimal digits. */
export const ZMemberExportQuery = z
  .object({ ...memberFilterShape, class_id: queryIdOf('班级').optional(), campus_id: queryIdOf('校区').optional() })
  .optional();

/** An imported account with its generated initial password. */
export interface TInitialPassword {
  account: string;
  name: string;
  password: string;
}

/** An .xlsx answered inside the JSON envelope (nothing is kept on the server): its name and bytes in base64. */
export interface TInlineFile {
  filename: string;
  base64: string;
}

/**
 * /college/student/import and /college/teacher/import: the count written, and the initial password of every
 * imported row, shown once: as a list and as an .xlsx (账号 姓名 初始密码) to download.
 */
export interface TImportData {
  created: number;
  passwords: TInitialPassword[];
  password_file: TInlineFile;
}

/** Columns of the initial-password file an import answers. */
export const initialPasswordColumns = ['账号', '姓名', '初始密码'] as const;

/** Columns of the student and teacher import template, in order (班级: names separated by 、). */
export const memberImportColumns = ['账号', '姓名', '手机号', '校区', '班级'] as const;
/** Columns of the student and teacher exports. */
export const memberExportColumns = ['账号', '姓名', '手机号', '校区', '班级', '状态', '最近登录'] as const;

export const collegeMessages = {
  accountTaken: '账号已存在',
  seatLimit: (seats: number) => `学生人数已达许可席位上限（${seats} 个），请联系学校管理扩容`,
  studentMissing: '学生不存在',
  teacherMissing: '教师不存在',
  campusMissing: '校区不存在',
  classMissing: '班级不存在',
  resourceMissing: '课程资源不存在或未授权给本院校',
  licenceCodeInvalid: '激活码无效或已使用',
  licenceCodeExpired: '激活码已过期，请联系学校管理',
  noFile: '请选择要导入的 Excel 文件',
  badFile: '导入失败：请上传 .xlsx 格式的 Excel 文件',
  badHeader: '导入失败：表头与模板不一致，请下载模板后填写',
  emptyFile: '导入失败：文件中没有数据',
} as const;

// ---- campuses

export const ZCampusIndexBody = ZPageQuery.extend({ keyword: keywordField }).prefault({});
export type TCampusIndexBody = z.infer<typeof ZCampusIndexBody>;

export interface TCampusRow {
  id: number;
  name: string;
  address: string;
  class_count: number;
  student_count: number;
  teacher_count: number;
  created_at: string;
}

const campusName = z
  .string({ error: '请输入校区名称' })
  .trim()
  .min(1, '请输入校区名称')
  .max(50, '校区名称不能超过50个字');
const campusAddress = z.string().trim().max(200, '地址不能超过200个字').optional();

export const ZCampusStoreBody = bodyOf({ name: campusName, address: campusAddress });
export type TCampusStoreBody = z.infer<typeof ZCampusStoreBody>;
export const ZCampusSaveBody = bodyOf({ id: idOf('校区'), name: campusName, address: campusAddress });
export type TCampusSaveBody = z.infer<typeof ZCampusSaveBody>;
export const ZCampusDeleteBody = bodyOf({ id: idOf('校区') });
export type TCampusDeleteBody = z.infer<typeof ZCampusDeleteBody>;

// ---- licence

/** /college/licence/detail. status: 1 active, 2 not activated (an expired licence is 2 with is_expired). */
export interface TLicenceDetail {
  college_name: string;
  status: 1 | 2;
  expires_at: string | null;
  seat_count: number;
  seats_used: number;
  is_expired: boolean;
}

export const ZLicenceActivateBody = bodyOf({
  code: z.string({ error: '请输入激活码' }).trim().min(1, '请输入激活码').max(64, '激活码无效或已使用'),
});
export type TLicenceActivateBody = z.infer<typeof ZLicenceActivateBody>;
