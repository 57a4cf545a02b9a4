import {
  collegeMessages,
  Role,
  type TCampusIndexBody,
  type TCampusRow,
  type TCampusSaveBody,
  type TCampusStoreBody,
  type TIdName,
  type TPage,
} from '@sxpt/contract';
import { and, asc, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { campuses, classes, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { containsPattern } from './member-service';
import { countChildren, qualified } from './sql-count';

export async function listCampuses(db: Db, collegeId: number, body: TCampusIndexBody): Promise<TPage<TCampusRow>> {
  const keyword = body.keyword?.trim();
  const where = and(
    eq(campuses.collegeId, collegeId),
    keyword ? ilike(campuses.name, containsPattern(keyword)) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(campuses).where(where);
  const usersOfRole = (role: number) =>
    countChildren(users, users.campusId, campuses, campuses.id, sql`${qualified(users, users.role)} = ${role}`);
  const rows = await db
    .select({
      id: campuses.id,
      name: campuses.name,
      address: campuses.address,
      classCount: countChildren(classes, classes.campusId, campuses, campuses.id),
      studentCount: usersOfRole(Role.student),
      teacherCount: usersOfRole(Role.teacher),
      createdAt: campuses.createdAt,
    })
    .from(campuses)
    .where(where)
    .orderBy(desc(campuses.id))
    .limit(body.page_size)
    .offset((body.page - 1) * body.page_size);
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      address: r.address,
      class_count: Number(r.classCount),
      student_count: Number(r.studentCount),
      teacher_count: Number(r.teacherCount),
      created_at: r.createdAt.toISOString(),
    })),
    total: Number(total),
    page: body.page,
    page_size: body.page_size,
  };
}

export async function listCampusOptions(db: Db, collegeId: number): Promise<TIdName[]> {
  return db
    .select({ id: campuses.id, name: campuses.name })
    .from(campuses)
    .where(eq(campuses.collegeId, collegeId))
    .orderBy(asc(campuses.id));
}

async function assertNameFree(db: DbOrTx, collegeId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: campuses.id })
    .from(campuses)
    .where(
      and(eq(campuses.collegeId, collegeId), eq(campuses.name, name), exceptId ? ne(campuses.id, exceptId) : undefined),
    )
    .limit(1);
  if (row) throw badRequest('校区名称已存在');
}

async function findCampus(db: DbOrTx, collegeId: number, id: number) {
  const [row] = await db
    .select()
    .from(campuses)
    .where(and(eq(campuses.id, id), eq(campuses.collegeId, collegeId)))
    .limit(1);
  if (!row) throw notFound(collegeMessages.campusMissing);
  return row;
}

export async function storeCampus(db: Db, collegeId: number, body: TCampusStoreBody): Promise<{ id: number }> {
  await assertNameFree(db, collegeId, body.name);
  const [row] = await db
    .insert(campuses)
    .values({ collegeId, name: body.name, address: body.address ?? '' })
    .returning({ id: campuses.id });
  return row;
}

export async function saveCampus(db: Db, collegeId: number, body: TCampusSaveBody): Promise<void> {
  await findCampus(db, collegeId, body.id);
  await assertNameFree(db, collegeId, body.name, body.id);
  const patch: Partial<typeof campuses.$inferInsert> = { name: body.name, updatedAt: new Date() };
  if (body.address !== undefined) patch.address = body.address;
  await db.update(campuses).set(patch).where(eq(campuses.id, body.id));
}

/** Delete a campus that no class and no user refers to. */
export async function deleteCampus(db: Db, collegeId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await findCampus(tx, collegeId, id);
    const [classCount] = await tx.select({ n: count() }).from(classes).where(eq(classes.campusId, id));
    const [userCount] = await tx.select({ n: count() }).from(users).where(eq(users.campusId, id));
    const parts = [
      Number(classCount.n) ? `${classCount.n} 个班级` : '',
      Number(userCount.n) ? `${userCount.n} 名用户` : '',
    ].filter(Boolean);
    if (parts.length) throw badRequest(`该校区下还有 ${parts.join('、')}，不能删除`);
    await tx.delete(campuses).where(eq(campuses.id, id));
  });
}
