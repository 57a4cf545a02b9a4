import type {
  TAdminLesson,
  TAdminLessonDetail,
  TAdminLessonIndexBody,
  TAdminLessonItemsBody,
  TAdminLessonSaveBody,
  TAdminLessonStoreBody,
  TPage,
} from '@sxpt/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { lessonItems, lessons } from '../../db/schema';
import { notFound } from '../../http/errors';
import { applyOrder, findChapter } from './chapter-service';
import { describeLesson, loadLessonItems } from './resource-service';

/** A handout uploaded without a name is shown as 讲义. */
const DEFAULT_HANDOUT_NAME = '讲义';

export async function findLesson(db: DbOrTx, id: number) {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id)).limit(1);
  if (!row) throw notFound('课时不存在');
  return row;
}

export async function listLessons(db: Db, q: TAdminLessonIndexBody): Promise<TPage<TAdminLesson>> {
  await findChapter(db, q.chapter_id);
  const [{ total }] = await db.select({ total: count() }).from(lessons).where(eq(lessons.chapterId, q.chapter_id));
  const rows = await db
    .select()
    .from(lessons)
    .where(eq(lessons.chapterId, q.chapter_id))
    .orderBy(asc(lessons.sort), asc(lessons.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  const items = await loadLessonItems(
    db,
    rows.map((r) => r.id),
  );
  const list = rows.map((r): TAdminLesson => {
    const { items: own, ...lesson } = describeLesson(r, items.get(r.id));
    return { ...lesson, item_count: own.length };
  });
  return { list, total: Number(total), page: q.page, page_size: q.page_size };
}

export async function getLessonDetail(db: Db, id: number): Promise<TAdminLessonDetail> {
  const row = await findLesson(db, id);
  const items = await loadLessonItems(db, [id]);
  return describeLesson(row, items.get(id));
}

/** Column values of the fields given (left-out fields are not touched). */
function lessonPatch(body: Omit<TAdminLessonSaveBody, 'id'>, current?: { handoutName: string }) {
  const patch: Partial<typeof lessons.$inferInsert> = {};
  if (body.title !== undefined) patch.title = body.title;
  if (body.description !== undefined) patch.description = body.description;
  if (body.video_url !== undefined) patch.videoUrl = body.video_url;
  if (body.video_duration !== undefined) patch.videoDuration = body.video_duration;
  if (body.handout_url !== undefined) patch.handoutUrl = body.handout_url;
  if (body.handout_name !== undefined) patch.handoutName = body.handout_name;
  if (patch.videoUrl === '') patch.videoDuration = 0;
  if (patch.handoutUrl === '') patch.handoutName = '';
  else if (patch.handoutUrl && !(patch.handoutName ?? current?.handoutName)) patch.handoutName = DEFAULT_HANDOUT_NAME;
  return patch;
}

/** A new lesson at the end of the chapter. */
export async function createLesson(db: Db, body: TAdminLessonStoreBody): Promise<number> {
  const chapter = await findChapter(db, body.chapter_id);
  const [row] = await db
    .insert(lessons)
    .values({
      ...lessonPatch(body),
      title: body.title,
      chapterId: chapter.id,
      resourceId: chapter.resourceId,
      sort: sql`(select coalesce(max(${lessons.sort}), 0) + 1 from ${lessons} where ${lessons.chapterId} = ${chapter.id})`,
    })
    .returning({ id: lessons.id });
  return row.id;
}

export async function saveLesson(db: Db, body: TAdminLessonSaveBody): Promise<void> {
  const current = await findLesson(db, body.id);
  const { id, ...fields } = body;
  await db
    .update(lessons)
    .set({ ...lessonPatch(fields, current), updatedAt: new Date() })
    .where(eq(lessons.id, id));
}

export async function deleteLesson(db: Db, id: number): Promise<void> {
  await findLesson(db, id);
  await db.delete(lessons).where(eq(lessons.id, id));
}

export async function sortLessons(db: Db, chapterId: number, ids: number[]): Promise<void> {
  await findChapter(db, chapterId);
  const rows = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.chapterId, chapterId));
  await applyOrder(
    db,
    rows.map((r) => r.id),
    ids,
    (tx, id, sort) => tx.update(lessons).set({ sort, updatedAt: new Date() }).where(eq(lessons.id, id)),
  );
}

/** The lesson's practice items become exactly `items`, in that order. */
export async function setLessonItems(db: Db, body: TAdminLessonItemsBody): Promise<void> {
  await findLesson(db, body.lesson_id);
  await db.transaction(async (tx) => {
    await tx.delete(lessonItems).where(eq(lessonItems.lessonId, body.lesson_id));
    if (body.items.length) {
      await tx.insert(lessonItems).values(
        body.items.map((item, index) => ({
          lessonId: body.lesson_id,
          kind: item.kind,
          refId: item.ref_id,
          title: item.title,
          sort: index + 1,
        })),
      );
    }
  });
}
