// college area: field schemas shared by the college administration calls, and the initial-password rule.
// The builders (idOf, bodyOf …) stay inside the package; college.ts exports the names the web app needs.
import { z } from 'zod';
import { ID_TEXT_PATTERN, idOf, MAX_ID, queryIdOf } from './request-body';

export { idOf, queryIdOf };

/** A request body object: a missing or non-object body gets a Chinese message instead of zod's English one. */
export const bodyOf = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: '请求参数有误' });

const emptyToNull = (value: unknown) => (value === '' || value === 0 ? null : value);

/** An id that may be cleared: '', 0 and null mean none (null); absent means unchanged (undefined). */
export const nullableIdOf = (label: string) => z.preprocess(emptyToNull, z.union([z.null(), idOf(label)])).optional();

/** A list of ids, each checked; at most 5000. */
export const idListOf = (label: string) =>
  z.array(idOf(label), { error: `${label}列表有误` }).max(5000, `${label}过多，一次最多5000个`);

/** true/false, 1/0, '1'/'0', 'true'/'false' → boolean. */
export const flagOf = (label: string) =>
  z.preprocess(
    (value) => {
      if (value === 'true' || value === '1' || value === 1) return true;
      if (value === 'false' || value === '0' || value === 0) return false;
      return value;
    },
    z.boolean({ error: `请选择${label}` }),
  );

export const keywordField = z.string().trim().max(64, '搜索关键词过长').optional();

/** Accounts: letters, digits and _ . @ -, 2 to 32 characters; unique across the platform. */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_.@-]{2,32}$/;
export const accountRuleText = '账号只能由字母、数字和 _ . @ - 组成，长度2～32位';
export const accountField = z
  .string({ error: '请输入账号' })
  .trim()
  .min(1, '请输入账号')
  .regex(ACCOUNT_PATTERN, accountRuleText);

export const personNameField = z
  .string({ error: '请输入姓名' })
  .trim()
  .min(1, '请输入姓名')
  .max(32, '姓名不能超过32个字');

export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Optional mobile phone: '' clears it. */
export const optionalPhoneField = z
  .string({ error: '请输入正确的手机号' })
  .trim()
  .refine((v) => v === '' || PHONE_PATTERN.test(v), '请输入正确的手机号')
  .optional();

/** A password an administrator sets for someone: 8 to 64 characters with letters and digits. */
export const setPasswordField = z
  .string({ error: '请输入密码' })
  .min(8, '密码至少8位')
  .max(64, '密码不能超过64位')
  .regex(/[A-Za-z]/, '密码须同时包含字母和数字')
  .regex(/\d/, '密码须同时包含字母和数字');

/**
 * What the UI says about passwords a college administrator has the system set (create, reset, import): they are
 * random, shown once, and the user must change them at first sign-in.
 */
export const initialPasswordNotice = '初始密码由系统随机生成，只显示这一次；用户首次登录后须修改密码';

/** How a list of members is written: add (append to the existing) or replace (the list becomes exactly this). */
export const ZMemberMode = z.enum(['add', 'replace'], { error: '导入方式只能是 add（追加）或 replace（替换）' });
export type TMemberMode = z.infer<typeof ZMemberMode>;

/** An id of a delete call, an integer; anything else reads 编号有误. */
const deleteId = z.number({ error: '编号有误' }).int('编号有误').positive('编号有误').max(MAX_ID, '编号有误');

/**
 * Ids of a delete call in a JSON body: {ids: [1, 2]} or {id: 1}, integers only. Both are optional here; the route
 * merges them with the query string's (ZIdsQuery) and refuses an empty set.
 */
export const ZIdsInput = z
  .object(
    {
      ids: z
        .union([z.array(deleteId), deleteId], { error: '编号有误' })
        .optional()
        .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
      id: deleteId.optional(),
    },
    { error: '请求参数有误' },
  )
  .optional();
export type TIdsInput = z.infer<typeof ZIdsInput>;

/** Ids of a delete call in the query string: ?ids=1,2 (or ?ids=1&ids=2) or ?id=1, decimal digits only. */
export const ZIdsQuery = z
  .object({
    ids: z
      .union([z.array(z.string()), z.string()], { error: '编号有误' })
      .optional()
      .transform((value, ctx) => {
        const raw = value === undefined ? [] : Array.isArray(value) ? value : value.split(',');
        const ids = raw.map((v) => v.trim()).filter((v) => v !== '');
        if (!ids.every((v) => ID_TEXT_PATTERN.test(v) && Number(v) <= MAX_ID)) {
          ctx.addIssue({ code: 'custom', message: '编号有误' });
          return [];
        }
        return ids.map(Number);
      }),
    id: z
      .preprocess(
        (value) => (typeof value === 'string' && ID_TEXT_PATTERN.test(value) ? Number(value) : value),
        deleteId,
      )
      .optional(),
  })
  .optional();
export type TIdsQuery = z.infer<typeof ZIdsQuery>;

/** class_id in a JSON body. Optional here: the route requires it from the body or the query string. */
export const ZClassIdInput = z.object({ class_id: idOf('班级').optional() }, { error: '请求参数有误' }).optional();
export type TClassIdInput = z.infer<typeof ZClassIdInput>;

/** class_id in the query string (…/list?class_id=1). */
export const ZClassIdQuery = z.object({ class_id: queryIdOf('班级').optional() }).optional();
export type TClassIdQuery = z.infer<typeof ZClassIdQuery>;

/** A path id (…/show/{id}). */
export const ZIdParams = z.object({ id: queryIdOf('数据') });

export interface TIdName {
  id: number;
  name: string;
}

/** One bad row of an import: Excel row number (the header is row 1) and why. */
export interface TImportError {
  row: number;
  reason: string;
}

/** Data of an import refused with code 400. */
export interface TImportFailure {
  errors: TImportError[];
}
