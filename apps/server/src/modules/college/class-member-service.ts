import {
  Role,
  type TClassMemberCount,
  type TClassStudentBody,
  type TClassTeacherImportData,
  type TImportError,
  type TMemberMode,
} from '@sxpt/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { listClassPeople } from './class-service';
import { importFailure, locateColumns, MAX_IMPORT_ROWS } from './member-excel';
import {
  addClassMembers,
  countClassMembers,
  listClassMemberIds,
  removeClassMembers,
  setClassMembers,
  type TMemberRole,
} from './membership-store';
import { assertUsersOf, collegeIdOf, findClassFor, uniqueIds } from './tenant-scope';
import { buildWorkbook, formatShanghaiTime, readFirstSheet } from './xlsx-file';

async function writeMembers(db: Db, role: TMemberRole, classId: number, userIds: number[], mode: TMemberMode) {
  await db.transaction(async (tx) => {
    if (mode === 'replace') await setClassMembers(tx, role, classId, userIds);
    else await addClassMembers(tx, role, classId, userIds);
  });
  return { count: await countClassMembers(db, role, classId) };
}

/** /college/class/student: add (append) students of the college to a class, or replace its students. */
export async function setClassStudents(
  db: Db,
  user: TSessionUser,
  body: TClassStudentBody,
): Promise<TClassMemberCount> {
  const klass = await findClassFor(db, user, body.class_id);
  const studentIds = uniqueIds(body.student_ids);
  await assertUsersOf(db, klass.collegeId, Role.student, studentIds);
  return writeMembers(db, Role.student, klass.id, studentIds, body.mode);
}

/** /college/class/del/teacher and del/student: take one member out of a class. */
export async function removeClassMember(
  db: Db,
  user: TSessionUser,
  role: TMemberRole,
  classId: number,
  userId: number,
): Promise<void> {
  const klass = await findClassFor(db, user, classId);
  if (!(await listClassMemberIds(db, role, klass.id)).includes(userId)) {
    throw notFound(role === Role.student ? '该学生不在此班级中' : '该教师不在此班级中');
  }
  await db.transaction((tx) => removeClassMembers(tx, role, klass.id, [userId]));
}

/**
 * /college/class/teacher/import: one column 账号; every account must be a teacher of this college. The whole
 * file is checked first; mode add appends, replace makes the class's teachers exactly the file's.
 */
export async function importClassTeachers(
  db: Db,
  user: TSessionUser,
  input: { classId: number; mode: TMemberMode; bytes: Buffer },
): Promise<TClassTeacherImportData> {
  const klass = await findClassFor(db, user, input.classId);
  const { header, rows } = await readFirstSheet(input.bytes);
  const cell = locateColumns(header, ['账号'] as const, ['账号']);
  if (rows.length === 0) throw badRequest('导入失败：文件中没有数据');
  if (rows.length > MAX_IMPORT_ROWS) throw badRequest(`导入失败：一次最多导入${MAX_IMPORT_ROWS}行`);
  const accounts = rows.map((r) => cell(r.cells, '账号')).filter(Boolean);
  const teachers = accounts.length
    ? await db
        .select({ id: users.id, account: users.account })
        .from(users)
        .where(
          and(inArray(users.account, accounts), eq(users.collegeId, collegeIdOf(user)), eq(users.role, Role.teacher)),
        )
    : [];
  const idOf = new Map(teachers.map((t) => [t.account, t.id]));
  const errors: TImportError[] = [];
  const firstRowOf = new Map<string, number>();
  const ids: number[] = [];
  for (const { row, cells } of rows) {
    const account = cell(cells, '账号');
    if (!account) errors.push({ row, reason: '账号不能为空' });
    else if (firstRowOf.has(account)) errors.push({ row, reason: `账号与第${firstRowOf.get(account)}行重复` });
    else if (!idOf.has(account)) errors.push({ row, reason: `账号${account}不是本院校的教师` });
    else ids.push(idOf.get(account)!);
    if (account && !firstRowOf.has(account)) firstRowOf.set(account, row);
  }
  if (errors.length) throw importFailure(errors);
  const { count } = await writeMembers(db, Role.teacher, klass.id, ids, input.mode);
  return { imported: ids.length, count };
}

/** The class's students (or teachers) as an .xlsx named after the class. */
export async function exportClassPeople(
  db: Db,
  user: TSessionUser,
  role: TMemberRole,
  classId: number,
): Promise<{ filename: string; bytes: Buffer }> {
  const klass = await findClassFor(db, user, classId);
  const people = await listClassPeople(db, role, klass.id);
  const lastLogin =
    role === Role.student && people.length
      ? new Map(
          (
            await db
              .select({ id: users.id, at: users.lastLoginAt })
              .from(users)
              .where(
                inArray(
                  users.id,
                  people.map((p) => p.id),
                ),
              )
          ).map((u) => [u.id, u.at]),
        )
      : new Map<number, Date | null>();
  const isStudent = role === Role.student;
  const columns = [
    { header: '账号', width: 18, isText: true },
    { header: '姓名', width: 12 },
    { header: '手机号', width: 16, isText: true },
    { header: '校区', width: 16 },
    { header: '状态', width: 8 },
    ...(isStudent ? [{ header: '最近登录', width: 18 }] : []),
  ];
  const bytes = await buildWorkbook([
    {
      name: isStudent ? '学生名单' : '教师名单',
      columns,
      rows: people.map((p) => [
        p.account,
        p.name,
        p.phone,
        p.campus_name,
        p.enabled ? '启用' : '禁用',
        ...(isStudent ? [formatShanghaiTime(lastLogin.get(p.id) ?? null)] : []),
      ]),
    },
  ]);
  return { filename: `${klass.name}${isStudent ? '学生名单' : '教师名单'}.xlsx`, bytes };
}
