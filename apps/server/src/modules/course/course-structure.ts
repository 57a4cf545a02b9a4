// The structure of a course package (resource, chapters, lessons in course order, practice items) is the same
// for every student and changes only when acc5 edits it, while students read it on every page. It is cached
// per database and resource and revalidated against content_version, a counter that statement triggers on
// resources, chapters, lessons and lesson_items raise on every write (migration 0004). Readers take the
// version from a query they make anyway (the context check, the class list), so a warm cache costs no query;
// a write from any server process is seen by the next read.
import type { TCourseItem, TLessonItemKind } from '@sxpt/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chapters, contentVersion, lessonItems, lessons, resources } from '../../db/schema';

export interface TCourseStructure {
  version: number;
  resource: typeof resources.$inferSelect | null;
  chapters: (typeof chapters.$inferSelect)[];
  /** lessons in course order: chapters by sort, then lessons by sort */
  lessons: { lesson: typeof lessons.$inferSelect; chapterTitle: string }[];
  /** practice items by lesson id, in order */
  items: Map<number, TCourseItem[]>;
}

/** At most this many resources are kept per database (a college platform has far fewer). */
const MAX_ENTRIES = 500;

const caches = new WeakMap<object, Map<number, TCourseStructure>>();

/** The current content version, as an SQL expression to select alongside other columns. */
export const contentVersionSql = sql<number>`(select ${contentVersion.version} from ${contentVersion} where ${contentVersion.id} = 1)`;

/** The current content version (for callers that have no query to add it to). */
export async function readContentVersion(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}

async function loadStructure(db: DbOrTx, resourceId: number, version: number): Promise<TCourseStructure> {
  const [resource] = await db.select().from(resources).where(eq(resources.id, resourceId));
  const chapterRows = await db
    .select()
    .from(chapters)
    .where(eq(chapters.resourceId, resourceId))
    .orderBy(asc(chapters.sort), asc(chapters.id));
  const lessonRows = await db
    .select({ lesson: lessons, chapterTitle: chapters.title })
    .from(lessons)
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .where(eq(lessons.resourceId, resourceId))
    .orderBy(asc(chapters.sort), asc(chapters.id), asc(lessons.sort), asc(lessons.id));
  const items = new Map<number, TCourseItem[]>();
  const lessonIds = lessonRows.map((row) => row.lesson.id);
  if (lessonIds.length > 0) {
    const itemRows = await db
      .select()
      .from(lessonItems)
      .where(inArray(lessonItems.lessonId, lessonIds))
      .orderBy(asc(lessonItems.sort), asc(lessonItems.id));
    for (const row of itemRows) {
      const list = items.get(row.lessonId) ?? [];
      list.push({ id: row.id, kind: row.kind as TLessonItemKind, ref_id: row.refId, title: row.title });
      items.set(row.lessonId, list);
    }
  }
  return { version, resource: resource ?? null, chapters: chapterRows, lessons: lessonRows, items };
}

/**
 * The structure of resource `resourceId` at content version `version` (read in the caller's own query). Loaded
 * from the database when not cached or cached at another version.
 */
export async function courseStructure(db: DbOrTx, resourceId: number, version: number): Promise<TCourseStructure> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const cached = cache.get(resourceId);
  if (cached && cached.version === version) return cached;
  const structure = await loadStructure(db, resourceId, version);
  cache.delete(resourceId);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as number);
  cache.set(resourceId, structure);
  return structure;
}

/** Whether a lesson counts for progress (has a video or a handout), from the cached lesson row. */
export function lessonFlags(lesson: typeof lessons.$inferSelect) {
  return {
    id: lesson.id,
    resourceId: lesson.resourceId,
    hasVideo: lesson.videoUrl !== '',
    hasHandout: lesson.handoutUrl !== '',
  };
}
