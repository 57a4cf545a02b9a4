import type {
  TCourseChapter,
  TCourseContextBody,
  TCourseItem,
  TCourseLearn,
  TCourseView,
  TLessonContextBody,
  TLessonItemKind,
} from '@sxpt/contract';
import { isLessonCompleted, isLessonCountable, progressPercent, resumePosition } from '@sxpt/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, lessonItems, lessons, resources } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { assertStudentContext } from './context';
import { loadLearningRecords } from './progress-store';

export function contextOf(student: TSessionUser, body: TCourseContextBody & { lesson_id?: number }) {
  return {
    studentId: student.id,
    collegeId: student.collegeId,
    classId: body.class_id,
    resourceId: body.resource_id,
    lessonId: body.lesson_id,
  };
}

async function loadItems(db: Db, lessonIds: number[]): Promise<Map<number, TCourseItem[]>> {
  const byLesson = new Map<number, TCourseItem[]>();
  if (lessonIds.length === 0) return byLesson;
  const rows = await db
    .select()
    .from(lessonItems)
    .where(inArray(lessonItems.lessonId, lessonIds))
    .orderBy(asc(lessonItems.sort), asc(lessonItems.id));
  for (const row of rows) {
    const list = byLesson.get(row.lessonId) ?? [];
    list.push({ id: row.id, kind: row.kind as TLessonItemKind, ref_id: row.refId, title: row.title });
    byLesson.set(row.lessonId, list);
  }
  return byLesson;
}

/** Lessons of a resource in course order: chapters by sort, then lessons by sort. */
async function loadOrderedLessons(db: Db, resourceId: number) {
  return db
    .select({ lesson: lessons, chapterTitle: chapters.title })
    .from(lessons)
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .where(eq(lessons.resourceId, resourceId))
    .orderBy(asc(chapters.sort), asc(chapters.id), asc(lessons.sort), asc(lessons.id));
}

/** /student/course/course_view: the resource's chapters and lessons with the student's progress in each. */
export async function viewCourse(db: Db, student: TSessionUser, body: TCourseContextBody): Promise<TCourseView> {
  const context = await assertStudentContext(db, contextOf(student, body));
  const [resource] = await db.select().from(resources).where(eq(resources.id, body.resource_id));
  const chapterRows = await db
    .select()
    .from(chapters)
    .where(eq(chapters.resourceId, body.resource_id))
    .orderBy(asc(chapters.sort), asc(chapters.id));
  const lessonRows = (await loadOrderedLessons(db, body.resource_id)).map((r) => r.lesson);
  const lessonIds = lessonRows.map((l) => l.id);
  const items = await loadItems(db, lessonIds);
  const records = await loadLearningRecords(db, student.id, [body.class_id], lessonIds);
  let counted = 0;
  let completed = 0;
  const tree: TCourseChapter[] = chapterRows.map((chapter) => ({
    id: chapter.id,
    title: chapter.title,
    lessons: lessonRows
      .filter((l) => l.chapterId === chapter.id)
      .map((l) => {
        const video = records.videos.get(`${body.class_id}:${l.id}`);
        const handout = records.handouts.get(`${body.class_id}:${l.id}`);
        const flags = { hasVideo: l.videoUrl !== '', hasHandout: l.handoutUrl !== '' };
        const isCompleted = isLessonCompleted({
          ...flags,
          isVideoCompleted: video?.isCompleted ?? false,
          isHandoutOpened: handout !== undefined,
        });
        if (isLessonCountable(flags)) counted++;
        if (isCompleted) completed++;
        return {
          id: l.id,
          title: l.title,
          has_video: flags.hasVideo,
          has_handout: flags.hasHandout,
          video_duration: l.videoDuration,
          is_completed: isCompleted,
          items: items.get(l.id) ?? [],
          video: video
            ? { position: video.position, watched_seconds: video.watchedSeconds, is_completed: video.isCompleted }
            : null,
          handout: handout ? { last_page: handout.lastPage, read_seconds: handout.readSeconds } : null,
        };
      }),
  }));
  return {
    id: resource.id,
    name: resource.name,
    cover: resource.cover,
    category: resource.category,
    description: resource.description,
    lesson_count: counted,
    completed_lessons: completed,
    progress_percent: progressPercent(completed, counted),
    class_id: context.classId,
    class_name: context.className,
    chapters: tree,
  };
}

/** /student/course/course_learn: one lesson to watch, where to resume, and its neighbours. */
export async function learnLesson(db: Db, student: TSessionUser, body: TLessonContextBody): Promise<TCourseLearn> {
  const context = await assertStudentContext(db, contextOf(student, body));
  const lesson = context.lesson!;
  const ordered = await loadOrderedLessons(db, body.resource_id);
  const index = ordered.findIndex((r) => r.lesson.id === lesson.id);
  const records = await loadLearningRecords(db, student.id, [body.class_id], [lesson.id]);
  const video = records.videos.get(`${body.class_id}:${lesson.id}`);
  const items = await loadItems(db, [lesson.id]);
  return {
    id: lesson.id,
    title: lesson.title,
    description: lesson.description,
    chapter_id: lesson.chapterId,
    chapter_title: ordered[index]?.chapterTitle ?? '',
    video_url: lesson.videoUrl,
    video_duration: lesson.videoDuration,
    resume_position: video ? resumePosition(video.position, video.duration) : 0,
    watched_seconds: video?.watchedSeconds ?? 0,
    is_completed: isLessonCompleted({
      hasVideo: lesson.videoUrl !== '',
      hasHandout: lesson.handoutUrl !== '',
      isVideoCompleted: video?.isCompleted ?? false,
      isHandoutOpened: records.handouts.has(`${body.class_id}:${lesson.id}`),
    }),
    has_handout: lesson.handoutUrl !== '',
    handout_name: lesson.handoutName,
    items: items.get(lesson.id) ?? [],
    prev_lesson_id: index > 0 ? ordered[index - 1].lesson.id : null,
    next_lesson_id: index >= 0 && index < ordered.length - 1 ? ordered[index + 1].lesson.id : null,
  };
}
