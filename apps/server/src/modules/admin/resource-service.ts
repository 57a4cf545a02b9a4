import type {
  TAdminChapterDetail,
  TAdminLessonDetail,
  TAdminResource,
  TAdminResourceDetail,
  TAdminResourceGrantBody,
  TAdminResourceGrants,
  TAdminResourceIndexBody,
  TAdminResourceRecommendBody,
  TAdminResourceStoreBody,
  TLessonItemKind,
  TPage,
} from '@sxpt/contract';
import { and, asc, count, desc, eq, getTableName, ilike, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import {
  chapters,
  classes,
  classResources,
  collegeResources,
  colleges,
  lessonItems,
  lessons,
  resources,
} from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { containsPattern } from './college-service';

export const resourceMessages = {
  resourceMissing: '资源不存在',
  inUse: '该资源已被班级使用，不能删除',
  collegeMissing: '院校不存在',
  grantInUse: (college: string) => `院校「${college}」的班级正在使用该资源，不能取消授权`,
} as const;

/**
 * A column written with its table name, for correlated subqueries in the selection of a one-table query
 * (Drizzle leaves the table name off there, which would bind the column to the subquery's own table).
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

const outerResourceId = qualified(resources.id);

const resourceColumns = {
  id: resources.id,
  name: resources.name,
  cover: resources.cover,
  category: resources.category,
  description: resources.description,
  status: resources.status,
  isRecommended: resources.isRecommended,
  recommendSort: resources.recommendSort,
  createdAt: resources.createdAt,
  updatedAt: resources.updatedAt,
  chapterCount: sql<number>`(select count(*) from ${chapters} where ${chapters.resourceId} = ${outerResourceId})::int`,
  lessonCount: sql<number>`(select count(*) from ${lessons} where ${lessons.resourceId} = ${outerResourceId})::int`,
  collegeCount: sql<number>`(select count(*) from ${collegeResources} where ${collegeResources.resourceId} = ${outerResourceId})::int`,
  classCount: sql<number>`(select count(*) from ${classResources} where ${classResources.resourceId} = ${outerResourceId})::int`,
};

function describeResource(row: {
  id: number;
  name: string;
  cover: string;
  category: string;
  description: string;
  status: number;
  isRecommended: boolean;
  recommendSort: number;
  createdAt: Date;
  updatedAt: Date;
  chapterCount: number;
  lessonCount: number;
  collegeCount: number;
  classCount: number;
}): TAdminResource {
  return {
    id: row.id,
    name: row.name,
    cover: row.cover,
    category: row.category,
    description: row.description,
    status: row.status,
    is_recommended: row.isRecommended,
    recommend_sort: row.recommendSort,
    chapter_count: Number(row.chapterCount),
    lesson_count: Number(row.lessonCount),
    college_count: Number(row.collegeCount),
    class_count: Number(row.classCount),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function findResource(db: DbOrTx, id: number) {
  const [row] = await db.select().from(resources).where(eq(resources.id, id)).limit(1);
  if (!row) throw notFound(resourceMessages.resourceMissing);
  return row;
}

export async function listResources(db: Db, q: TAdminResourceIndexBody): Promise<TPage<TAdminResource>> {
  const where = and(
    q.keyword ? ilike(resources.name, containsPattern(q.keyword)) : undefined,
    q.status === undefined ? undefined : eq(resources.status, q.status),
    q.category ? eq(resources.category, q.category) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(resources).where(where);
  const rows = await db
    .select(resourceColumns)
    .from(resources)
    .where(where)
    .orderBy(desc(resources.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  return { list: rows.map(describeResource), total: Number(total), page: q.page, page_size: q.page_size };
}

/** Practice items of lessons, by lesson id, in their order. */
export async function loadLessonItems(db: DbOrTx, lessonIds: number[]) {
  const rows = lessonIds.length
    ? await db
        .select()
        .from(lessonItems)
        .where(inArray(lessonItems.lessonId, lessonIds))
        .orderBy(asc(lessonItems.sort), asc(lessonItems.id))
    : [];
  const byLesson = new Map<number, TAdminLessonDetail['items']>();
  for (const row of rows) {
    const list = byLesson.get(row.lessonId) ?? [];
    list.push({ id: row.id, kind: row.kind as TLessonItemKind, ref_id: row.refId, title: row.title, sort: row.sort });
    byLesson.set(row.lessonId, list);
  }
  return byLesson;
}

export function describeLesson(
  row: typeof lessons.$inferSelect,
  items: TAdminLessonDetail['items'] = [],
): TAdminLessonDetail {
  return {
    id: row.id,
    chapter_id: row.chapterId,
    resource_id: row.resourceId,
    title: row.title,
    description: row.description,
    sort: row.sort,
    video_url: row.videoUrl,
    video_duration: row.videoDuration,
    handout_url: row.handoutUrl,
    handout_name: row.handoutName,
    item_count: items.length,
    items,
  };
}

/** The resource with its chapters, their lessons and the lessons' practice items, in order. */
export async function getResourceDetail(db: Db, id: number): Promise<TAdminResourceDetail> {
  const [row] = await db.select(resourceColumns).from(resources).where(eq(resources.id, id));
  if (!row) throw notFound(resourceMessages.resourceMissing);
  const chapterRows = await db
    .select()
    .from(chapters)
    .where(eq(chapters.resourceId, id))
    .orderBy(asc(chapters.sort), asc(chapters.id));
  const lessonRows = await db
    .select()
    .from(lessons)
    .where(eq(lessons.resourceId, id))
    .orderBy(asc(lessons.sort), asc(lessons.id));
  const items = await loadLessonItems(
    db,
    lessonRows.map((l) => l.id),
  );
  return {
    ...describeResource(row),
    chapters: chapterRows.map((c) =>
      describeChapter(
        c,
        lessonRows.filter((l) => l.chapterId === c.id),
        items,
      ),
    ),
  };
}

/** A chapter with its lessons (in the order given) and their practice items (by lesson id). */
export function describeChapter(
  row: typeof chapters.$inferSelect,
  own: (typeof lessons.$inferSelect)[],
  items: Map<number, TAdminLessonDetail['items']>,
): TAdminChapterDetail {
  return {
    id: row.id,
    resource_id: row.resourceId,
    title: row.title,
    sort: row.sort,
    lesson_count: own.length,
    lessons: own.map((l) => describeLesson(l, items.get(l.id))),
  };
}

function resourceValues(body: TAdminResourceStoreBody) {
  return {
    name: body.name,
    cover: body.cover ?? '',
    category: body.category,
    description: body.description ?? '',
    status: body.status,
  };
}

export async function createResource(db: Db, body: TAdminResourceStoreBody, userId: number): Promise<number> {
  const [row] = await db
    .insert(resources)
    .values({ ...resourceValues(body), createdBy: userId })
    .returning({ id: resources.id });
  return row.id;
}

export async function saveResource(db: Db, id: number, body: TAdminResourceStoreBody): Promise<void> {
  await findResource(db, id);
  await db
    .update(resources)
    .set({ ...resourceValues(body), updatedAt: new Date() })
    .where(eq(resources.id, id));
}

/** Delete a resource with its chapters and lessons; refused while any class uses it. */
export async function deleteResource(db: Db, id: number): Promise<void> {
  await findResource(db, id);
  // one statement: a class bound meanwhile keeps the resource
  const deleted = await db
    .delete(resources)
    .where(
      and(
        eq(resources.id, id),
        notExists(db.select({ one: sql`1` }).from(classResources).where(eq(classResources.resourceId, id))),
      ),
    )
    .returning({ id: resources.id });
  if (deleted.length === 0) throw badRequest(resourceMessages.inUse);
}

export async function setResourceStatus(db: Db, id: number, status: number): Promise<void> {
  await findResource(db, id);
  await db.update(resources).set({ status, updatedAt: new Date() }).where(eq(resources.id, id));
}

export async function setResourceRecommend(db: Db, body: TAdminResourceRecommendBody): Promise<void> {
  await findResource(db, body.id);
  await db
    .update(resources)
    .set({
      isRecommended: body.is_recommended,
      ...(body.recommend_sort === undefined ? {} : { recommendSort: body.recommend_sort }),
      updatedAt: new Date(),
    })
    .where(eq(resources.id, body.id));
}

export async function getResourceGrants(db: Db, resourceId: number): Promise<TAdminResourceGrants> {
  await findResource(db, resourceId);
  const rows = await db
    .select({
      id: colleges.id,
      name: colleges.name,
      code: colleges.code,
      classCount: sql<number>`(select count(*) from ${classResources} join ${classes} on ${classes.id} = ${classResources.classId}
        where ${classResources.resourceId} = ${resourceId} and ${classes.collegeId} = ${colleges.id})::int`,
    })
    .from(collegeResources)
    .innerJoin(colleges, eq(colleges.id, collegeResources.collegeId))
    .where(eq(collegeResources.resourceId, resourceId))
    .orderBy(asc(colleges.id));
  return {
    resource_id: resourceId,
    college_ids: rows.map((r) => r.id),
    colleges: rows.map((r) => ({ id: r.id, name: r.name, code: r.code, class_count: Number(r.classCount) })),
  };
}

/**
 * The colleges that have the resource become exactly college_ids. Taking it from a college whose classes
 * use it is refused (the college administrator unbinds it first).
 */
export async function grantResource(db: Db, body: TAdminResourceGrantBody): Promise<void> {
  await findResource(db, body.resource_id);
  const wanted = body.college_ids;
  if (wanted.length) {
    const [{ n }] = await db.select({ n: count() }).from(colleges).where(inArray(colleges.id, wanted));
    if (Number(n) !== wanted.length) throw notFound(resourceMessages.collegeMissing);
  }
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ collegeId: collegeResources.collegeId })
      .from(collegeResources)
      .where(eq(collegeResources.resourceId, body.resource_id))
      .for('update');
    const removed = current.map((c) => c.collegeId).filter((id) => !wanted.includes(id));
    if (removed.length) {
      const [used] = await tx
        .select({ name: colleges.name })
        .from(classResources)
        .innerJoin(classes, eq(classes.id, classResources.classId))
        .innerJoin(colleges, eq(colleges.id, classes.collegeId))
        .where(and(eq(classResources.resourceId, body.resource_id), inArray(classes.collegeId, removed)))
        .limit(1);
      if (used) throw badRequest(resourceMessages.grantInUse(used.name));
      await tx
        .delete(collegeResources)
        .where(and(eq(collegeResources.resourceId, body.resource_id), inArray(collegeResources.collegeId, removed)));
    }
    if (wanted.length) {
      await tx
        .insert(collegeResources)
        .values(wanted.map((collegeId) => ({ collegeId, resourceId: body.resource_id })))
        .onConflictDoNothing();
    }
  });
}
