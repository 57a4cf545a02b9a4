import type { TAdminChapter, TAdminChapterDetail, TAdminChapterIndexBody, TPage } from '@sxpt/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { chapters, lessons } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { describeChapter, findResource, loadLessonItems, qualified } from './resource-service';

export const sortMessage = '排序数据有误，请刷新后重试';

export async function findChapter(db: DbOrTx, id: number) {
  const [row] = await db.select().from(chapters).where(eq(chapters.id, id)).limit(1);
  if (!row) throw notFound('章节不存在');
  return row;
}

export async function listChapters(db: Db, q: TAdminChapterIndexBody): Promise<TPage<TAdminChapter>> {
  await findResource(db, q.resource_id);
  const [{ total }] = await db.select({ total: count() }).from(chapters).where(eq(chapters.resourceId, q.resource_id));
  const rows = await db
    .select({
      id: chapters.id,
      resourceId: chapters.resourceId,
      title: chapters.title,
      sort: chapters.sort,
      lessonCount: sql<number>`(select count(*) from ${lessons} where ${lessons.chapterId} = ${qualified(chapters.id)})::int`,
    })
    .from(chapters)
    .where(eq(chapters.resourceId, q.resource_id))
    .orderBy(asc(chapters.sort), asc(chapters.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  return {
    list: rows.map((r) => ({
      id: r.id,
      resource_id: r.resourceId,
      title: r.title,
      sort: r.sort,
      lesson_count: Number(r.lessonCount),
    })),
    total: Number(total),
    page: q.page,
    page_size: q.page_size,
  };
}

/** The chapter with its lessons and their practice items, in order. */
export async function getChapterDetail(db: Db, id: number): Promise<TAdminChapterDetail> {
  const row = await findChapter(db, id);
  const own = await db
    .select()
    .from(lessons)
    .where(eq(lessons.chapterId, id))
    .orderBy(asc(lessons.sort), asc(lessons.id));
  const items = await loadLessonItems(
    db,
    own.map((l) => l.id),
  );
  return describeChapter(row, own, items);
}

/** A new chapter at the end of the resource. */
export async function createChapter(db: Db, resourceId: number, title: string): Promise<number> {
  await findResource(db, resourceId);
  const [row] = await db
    .insert(chapters)
    .values({
      resourceId,
      title,
      sort: sql`(select coalesce(max(${chapters.sort}), 0) + 1 from ${chapters} where ${chapters.resourceId} = ${resourceId})`,
    })
    .returning({ id: chapters.id });
  return row.id;
}

export async function renameChapter(db: Db, id: number, title: string): Promise<void> {
  await findChapter(db, id);
  await db.update(chapters).set({ title, updatedAt: new Date() }).where(eq(chapters.id, id));
}

/** Delete a chapter and its lessons (the page asks the user to confirm first). */
export async function deleteChapter(db: Db, id: number): Promise<void> {
  await findChapter(db, id);
  await db.delete(chapters).where(eq(chapters.id, id));
}

/**
 * Give rows of one parent the order of `ids` (sort 1, 2, …). `ids` must be exactly the parent's rows, so that a
 * stale page cannot leave two rows on the same place.
 */
export async function applyOrder(
  db: Db,
  currentIds: number[],
  ids: number[],
  write: (tx: DbOrTx, id: number, sort: number) => Promise<unknown>,
): Promise<void> {
  const current = new Set(currentIds);
  if (current.size !== ids.length || ids.some((id) => !current.has(id))) throw badRequest(sortMessage);
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) await write(tx, id, index + 1);
  });
}

export async function sortChapters(db: Db, resourceId: number, ids: number[]): Promise<void> {
  await findResource(db, resourceId);
  const rows = await db.select({ id: chapters.id }).from(chapters).where(eq(chapters.resourceId, resourceId));
  await applyOrder(
    db,
    rows.map((r) => r.id),
    ids,
    (tx, id, sort) => tx.update(chapters).set({ sort, updatedAt: new Date() }).where(eq(chapters.id, id)),
  );
}
