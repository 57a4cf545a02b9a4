import {
  ACCOUNT_PATTERN,
  accountRuleText,
  collegeMessages,
  initialPasswordColumns,
  initialPasswordNotice,
  memberExportColumns,
  memberImportColumns,
  PHONE_PATTERN,
  Role,
  type TImportData,
  type TImportError,
  type TInitialPassword,
  type TMemberExportInput,
} from '@sxpt/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campuses, classes, colleges, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { generatePassword, hashPassword } from '../../http/password';
import { findMembers } from './member-service';
import { addClassMembers, type TMemberRole } from './membership-store';
import { assertSeatsFree, countStudents, isUniqueViolation } from './tenant-scope';
import { buildWorkbook, formatShanghaiTime, readFirstSheet, type TSheetRow } from './xlsx-file';

export const MAX_IMPORT_ROWS = 1000;
const labelOf = (role: TMemberRole) => (role === Role.student ? '学生' : '教师');

/** The import template: the five columns, one example row, and a sheet 填写说明 naming this college's campuses. */
export async function buildMemberTemplate(db: Db, collegeId: number, role: TMemberRole): Promise<Buffer> {
  const campusNames = (
    await db
      .select({ name: campuses.name })
      .from(campuses)
      .where(eq(campuses.collegeId, collegeId))
      .orderBy(asc(campuses.id))
  ).map((c) => c.name);
  const label = labelOf(role);
  const classHelp = role === Role.student ? '学生所在班级' : '教师任教的班级';
  return buildWorkbook([
    {
      name: `${label}名单`,
      columns: [
        { header: '账号', width: 18, isText: true },
        { header: '姓名', width: 12 },
        { header: '手机号', width: 16, isText: true },
        { header: '校区', width: 16 },
        { header: '班级', width: 28 },
      ],
      rows: [
        role === Role.student
          ? ['2024010101', '张三', '13800138000', campusNames[0] ?? '', '2024级会计1班']
          : ['T2024001', '李老师', '13900139000', campusNames[0] ?? '', '2024级会计1班、2024级税务2班'],
      ],
    },
    {
      name: '填写说明',
      columns: [
        { header: '列名', width: 10 },
        { header: '是否必填', width: 10 },
        { header: '说明', width: 90 },
      ],
      rows: [
        ['账号', '必填', `${label}登录账号，全平台唯一；${accountRuleText}。请把单元格设为文本，以免长数字变形`],
        ['姓名', '必填', '不超过32个字'],
        ['手机号', '选填', '11位手机号'],
        [
          '校区',
          '选填',
          `须与「校区管理」中的名称完全一致${campusNames.length ? `，本院校现有：${campusNames.join('、')}` : ''}`,
        ],
        ['班级', '选填', `${classHelp}，须与「班级管理」中的班级名称完全一致；多个班级用「、」分隔`],
        ['', '', '第1行是表头，请勿修改；第2行是示例，导入前请删除或改成真实数据'],
        ['', '', `${initialPasswordNotice}：导入成功后请下载「初始密码表」并分发给本人`],
        ...(role === Role.student ? [['', '', '学生总数不能超过许可席位数']] : []),
        ['', '', `一次最多导入${MAX_IMPORT_ROWS}行；有任何一行有误时整份文件都不会导入，请按提示修改后重新导入`],
      ],
    },
  ]);
}

interface TGoodRow {
  row: number;
  account: string;
  name: string;
  phone: string;
  campusId: number | null;
  classIds: number[];
}

/** name → ids (names are not unique by constraint, so an ambiguous name is reported). */
function indexByName(rows: { id: number; name: string }[]): Map<string, number[]> {
  const map = new Map<string, number[]>();
  for (const r of rows) map.set(r.name, [...(map.get(r.name) ?? []), r.id]);
  return map;
}

/** The 400 of an import: a summary message and every bad row in data.errors. */
export function importFailure(errors: TImportError[]) {
  const shown = errors
    .slice(0, 3)
    .map((e) => `第${e.row}行${e.reason}`)
    .join('；');
  const more = errors.length > 3 ? `等，共${errors.length}行有误` : '';
  return badRequest(`导入失败：${shown}${more}`, { errors });
}

/** Column positions by header name; refuses a sheet without the required columns. */
export function locateColumns<T extends string>(header: string[], wanted: readonly T[], required: readonly T[]) {
  const at = Object.fromEntries(wanted.map((name) => [name, header.indexOf(name)])) as Record<T, number>;
  if (required.some((name) => at[name] < 0)) throw badRequest(collegeMessages.badHeader);
  return (cells: string[], name: T) => (at[name] >= 0 ? (cells[at[name]] ?? '') : '');
}

async function checkRows(db: Db, collegeId: number, role: TMemberRole, rows: TSheetRow[], header: string[]) {
  const cell = locateColumns(header, memberImportColumns, ['账号', '姓名']);
  const campusByName = indexByName(
    await db.select({ id: campuses.id, name: campuses.name }).from(campuses).where(eq(campuses.collegeId, collegeId)),
  );
  const classByName = indexByName(
    await db.select({ id: classes.id, name: classes.name }).from(classes).where(eq(classes.collegeId, collegeId)),
  );
  const accounts = rows.map((r) => cell(r.cells, '账号')).filter((a) => a !== '');
  const taken = new Set(
    accounts.length
      ? (await db.select({ account: users.account }).from(users).where(inArray(users.account, accounts))).map(
          (u) => u.account,
        )
      : [],
  );
  let seatsLeft = Number.POSITIVE_INFINITY;
  let seatCount = 0;
  if (role === Role.student) {
    const [college] = await db.select({ seats: colleges.seatCount }).from(colleges).where(eq(colleges.id, collegeId));
    seatCount = college?.seats ?? 0;
    seatsLeft = seatCount - (await countStudents(db, collegeId));
  }

  const errors: TImportError[] = [];
  const good: TGoodRow[] = [];
  const firstRowOf = new Map<string, number>();
  rows.forEach(({ row, cells }, index) => {
    const reasons: string[] = [];
    const account = cell(cells, '账号');
    const name = cell(cells, '姓名');
    const phone = cell(cells, '手机号');
    if (!account) reasons.push('账号不能为空');
    else if (!ACCOUNT_PATTERN.test(account)) reasons.push(accountRuleText);
    else if (firstRowOf.has(account)) reasons.push(`账号与第${firstRowOf.get(account)}行重复`);
    else if (taken.has(account)) reasons.push(`账号${account}已存在`);
    if (account && !firstRowOf.has(account)) firstRowOf.set(account, row);
    if (!name) reasons.push('姓名不能为空');
    else if (name.length > 32) reasons.push('姓名不能超过32个字');
    if (phone && !PHONE_PATTERN.test(phone)) reasons.push('手机号格式不正确');
    const campusName = cell(cells, '校区');
    const campusIds = campusName ? campusByName.get(campusName) : undefined;
    if (campusName && !campusIds) reasons.push(`校区「${campusName}」不存在`);
    else if (campusIds && campusIds.length > 1) reasons.push(`校区「${campusName}」有重名`);
    const classIds: number[] = [];
    for (const className of cell(cells, '班级')
      .split(/[、,，;；]/)
      .map((s) => s.trim())
      .filter(Boolean)) {
      const ids = classByName.get(className);
      if (!ids) reasons.push(`班级「${className}」不存在`);
      else if (ids.length > 1) reasons.push(`班级「${className}」有重名，请先在班级管理中改名`);
      else if (!classIds.includes(ids[0])) classIds.push(ids[0]);
    }
    if (index >= seatsLeft) reasons.push(`超出许可席位上限（${seatCount} 个）`);
    if (reasons.length) errors.push({ row, reason: reasons.join('；') });
    else good.push({ row, account, name, phone, campusId: campusIds?.[0] ?? null, classIds });
  });
  return { errors, good };
}

/** Hash with a few in flight at a time (argon2id takes ~30 ms and 19 MiB each). */
async function hashAll(passwords: string[], parallel = 4): Promise<string[]> {
  const hashes: string[] = new Array(passwords.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < passwords.length; i = next++) hashes[i] = await hashPassword(passwords[i]);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, passwords.length) }, worker));
  return hashes;
}

/**
 * Import students or teachers from the template: the whole file is checked first and every bad row
 * reported; nothing is written unless every row is good; then all rows go in one transaction, each with a
 * random initial password to change at first sign-in (answered once, as a list and as an .xlsx).
 */
export async function importMembers(db: Db, collegeId: number, role: TMemberRole, bytes: Buffer): Promise<TImportData> {
  const { header, rows } = await readFirstSheet(bytes);
  locateColumns(header, memberImportColumns, ['账号', '姓名']);
  if (rows.length === 0) throw badRequest(collegeMessages.emptyFile);
  if (rows.length > MAX_IMPORT_ROWS) throw badRequest(`导入失败：一次最多导入${MAX_IMPORT_ROWS}行，请分批导入`);
  const { errors, good } = await checkRows(db, collegeId, role, rows, header);
  if (errors.length) throw importFailure(errors);

  const passwords = good.map(() => generatePassword());
  const hashes = await hashAll(passwords);
  try {
    await db.transaction(async (tx) => {
      if (role === Role.student) await assertSeatsFree(tx, collegeId, good.length);
      for (let start = 0; start < good.length; start += 200) {
        const chunk = good.slice(start, start + 200);
        const inserted = await tx
          .insert(users)
          .values(
            chunk.map((g, i) => ({
              account: g.account,
              passwordHash: hashes[start + i],
              mustChangePassword: true,
              role,
              name: g.name,
              phone: g.phone,
              collegeId,
              campusId: g.campusId,
            })),
          )
          .returning({ id: users.id, account: users.account });
        const idOf = new Map(inserted.map((u) => [u.account, u.id]));
        const membersOf = new Map<number, number[]>();
        for (const g of chunk) {
          for (const classId of g.classIds)
            membersOf.set(classId, [...(membersOf.get(classId) ?? []), idOf.get(g.account)!]);
        }
        for (const [classId, userIds] of membersOf) await addClassMembers(tx, role, classId, userIds);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('导入失败：有账号刚被他人添加，请重新导入');
    throw error;
  }
  const created: TInitialPassword[] = good.map((g, i) => ({
    account: g.account,
    name: g.name,
    password: passwords[i],
  }));
  const filename = `${labelOf(role)}初始密码表.xlsx`;
  const file = await buildPasswordFile(role, created);
  return { created: good.length, passwords: created, password_file: { filename, base64: file.toString('base64') } };
}

/**
 * The initial passwords of an import as an .xlsx (账号 姓名 初始密码), answered once inside the import's answer:
 * the server keeps only the hashes.
 */
export function buildPasswordFile(role: TMemberRole, rows: TInitialPassword[]): Promise<Buffer> {
  const widths = [18, 12, 16];
  return buildWorkbook([
    {
      name: `${labelOf(role)}初始密码`,
      columns: initialPasswordColumns.map((header, i) => ({ header, width: widths[i], isText: true })),
      rows: rows.map((r) => [r.account, r.name, r.password]),
    },
    {
      name: '说明',
      columns: [{ header: '说明', width: 80 }],
      rows: [
        [initialPasswordNotice],
        ['请把账号和初始密码分别转告本人；本表含密码，分发后请妥善删除'],
        ['首次登录后系统会要求修改密码，修改前不能使用其他功能'],
      ],
    },
  ]);
}

/** Students or teachers matching the filter as an .xlsx (账号 姓名 手机号 校区 班级 状态 最近登录). */
export async function exportMembers(
  db: Db,
  collegeId: number,
  role: TMemberRole,
  input: TMemberExportInput,
): Promise<Buffer> {
  const members = await findMembers(db, collegeId, role, input ?? {});
  const widths = [18, 12, 16, 16, 30, 8, 18];
  return buildWorkbook([
    {
      name: `${labelOf(role)}名单`,
      columns: memberExportColumns.map((header, i) => ({ header, width: widths[i], isText: i <= 2 })),
      rows: members.map((m) => [
        m.account,
        m.name,
        m.phone,
        m.campus_name,
        m.classes.map((c) => c.name).join('、'),
        m.enabled ? '启用' : '禁用',
        formatShanghaiTime(m.last_login_at ? new Date(m.last_login_at) : null),
      ]),
    },
  ]);
}
