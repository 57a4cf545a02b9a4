import type { TClassResource } from '@sxpt/contract';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chapters, classResources, lessons, resourceStudents, resources } from '../../db/schema';
import { countChildren } from './sql-count';

/** The columns of a resource summary: chapter and lesson counts by subquery. */
export const resourceSummaryColumns = {
  id: resources.id,
  name: resources.name,
  cover: resources.cover,
  category: resources.category,
  chapterCount: countChildren(chapters, chapters.resourceId, resources, resources.id),
  lessonCount: countChildren(lessons, lessons.resourceId, resources, resources.id),
};

export function toClassResource(r: {
  id: number;
  name: string;
  cover: string;
  category: string;
  chapterCount: number;
  lessonCount: number;
}): TClassResource {
  return {
    id: r.id,
    name: r.name,
    cover: r.cover,
    category: r.category,
    chapter_count: Number(r.chapterCount),
    lesson_count: Number(r.lessonCount),
  };
}

/** Resources of each class, in resource order. */
export async function loadClassResources(
  db: DbOrTx,
  classIds: readonly number[],
): Promise<Map<number, TClassResource[]>> {
  const byClass = new Map<number, TClassResource[]>();
  if (classIds.length === 0) return byClass;
  const rows = await db
    .select({ classId: classResources.classId, ...resourceSummaryColumns })
    .from(classResources)
    .innerJoin(resources, eq(resources.id, classResources.resourceId))
    .where(inArray(classResources.classId, [...classIds]))
    .orderBy(asc(resources.sort), asc(resources.id));
  for (const row of rows) byClass.set(row.classId, [...(byClass.get(row.classId) ?? []), toClassResource(row)]);
  return byClass;
}

/** The class's resources become exactly resourceIds; a dropped resource loses its student bindings in the class. */
export async function setClassResources(tx: DbOrTx, classId: number, resourceIds: readonly number[]): Promise<void> {
  const keep = [...resourceIds];
  const dropped = keep.length
    ? and(eq(classResources.classId, classId), notInArray(classResources.resourceId, keep))
    : eq(classResources.classId, classId);
  await tx.delete(classResources).where(dropped);
  await tx
    .delete(resourceStudents)
    .where(
      keep.length
        ? and(eq(resourceStudents.classId, classId), notInArray(resourceStudents.resourceId, keep))
        : eq(resourceStudents.classId, classId),
    );
  if (keep.length) {
    await tx
      .insert(classResources)
      .values(keep.map((resourceId) => ({ classId, resourceId })))
      .onConflictDoNothing();
  }
}
