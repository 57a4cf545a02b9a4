// The uploaded files the resource bank refers to, and their removal once a change leaves them unreferenced.
import { eq, type SQL } from 'drizzle-orm';
import type { TAppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { lessons, resources } from '../../db/schema';
import { removeUnreferencedFiles } from '../../storage/upload-store';

async function lessonFileUrls(db: DbOrTx, where: SQL): Promise<string[]> {
  const rows = await db.select({ video: lessons.videoUrl, handout: lessons.handoutUrl }).from(lessons).where(where);
  return rows.flatMap((row) => [row.video, row.handout]).filter((url) => url !== '');
}

/** The video and handout of a lesson. */
export const filesOfLesson = (db: DbOrTx, id: number) => lessonFileUrls(db, eq(lessons.id, id));

/** The videos and handouts of a chapter's lessons. */
export const filesOfChapter = (db: DbOrTx, id: number) => lessonFileUrls(db, eq(lessons.chapterId, id));

/** A resource's cover, and with `withLessons` the videos and handouts of its lessons. */
export async function filesOfResource(db: DbOrTx, id: number, withLessons: boolean): Promise<string[]> {
  const [resource] = await db.select({ cover: resources.cover }).from(resources).where(eq(resources.id, id));
  const own = resource?.cover ? [resource.cover] : [];
  return withLessons ? [...own, ...(await lessonFileUrls(db, eq(lessons.resourceId, id)))] : own;
}

/**
 * Make a change, then delete the files among `urls` (read before it) that nothing refers to any more: a replaced
 * video, handout or cover, the files of a deleted lesson, chapter or resource. A change that fails removes nothing.
 */
export async function releasingFiles<T>(
  ctx: Pick<TAppContext, 'db' | 'files'>,
  urls: Promise<string[]>,
  change: () => Promise<T>,
): Promise<T> {
  const before = await urls;
  const result = await change();
  await removeUnreferencedFiles(ctx.db, ctx.files, before);
  return result;
}
