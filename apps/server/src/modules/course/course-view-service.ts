import type { TCourseChapter, TCourseContextBody, TCourseLearn, TCourseView, TLessonContextBody } from '@sxpt/contract';
import { isLessonCompleted, isLessonCountable, progressPercent, resumePosition } from '@sxpt/domain';
import type { Db } from '../../db/client';
import { runStatement, statement } from '../../db/statement';
import type { TSessionUser } from '../../http/auth';
import { forbidden } from '../../http/errors';
import { assertStudentContext, CONTEXT_DENIED_MESSAGE, usableByStudentSql } from './context';
import { courseStructure } from './course-structure';
import { ClockKind, loadLearningRecords, startLearningClock, type TLearningRecords } from './progress-store';

export function contextOf(student: TSessionUser, body: TCourseContextBody & { lesson_id?: number }) {
  return {
    studentId: student.id,
    collegeId: student.collegeId,
    classId: body.class_id,
    resourceId: body.resource_id,
    lessonId: body.lesson_id,
  };
}

/** The context check of course_view with the student's learning records of the resource's lessons in the class. */
interface TCourseViewRow {
  class_id: number;
  class_name: string;
  is_member: boolean;
  may_use: boolean;
  content_version: number;
  /** [lesson, position, watched seconds, duration, completed] */
  videos: [number, number, number, number, boolean][];
  /** [lesson, last page, read seconds] */
  handouts: [number, number, number][];
}

/** $1 student, $2 college, $3 class, $4 resource. */
const courseViewStatement = statement<TCourseViewRow>(
  'student_course_view',
  `select c.id as class_id, c.name as class_name,
    exists (select 1 from class_students cs where cs.class_id = c.id and cs.student_id = $1) as is_member,
    exists (select 1 from class_resources cr where cr.class_id = c.id and cr.resource_id = $4
      and ${usableByStudentSql('cr', '$1')}) as may_use,
    (select version from content_version where id = 1) as content_version,
    (select coalesce(json_agg(json_build_array(v.lesson_id, v.position, v.watched_seconds, v.duration, v.is_completed)), '[]')
      from video_records v join lessons l on l.id = v.lesson_id
      where v.student_id = $1 and v.class_id = c.id and l.resource_id = $4) as videos,
    (select coalesce(json_agg(json_build_array(h.lesson_id, h.last_page, h.read_seconds)), '[]')
      from handout_records h join lessons l on l.id = h.lesson_id
      where h.student_id = $1 and h.class_id = c.id and l.resource_id = $4) as handouts
  from classes c where c.id = $3 and c.college_id = $2`,
);

/**
 * /student/course/course_view: the resource's chapters and lessons with the student's progress in each. One
 * statement (context check and records); the structure comes from its cache.
 */
export async function viewCourse(db: Db, student: TSessionUser, body: TCourseContextBody): Promise<TCourseView> {
  const [row] = await runStatement(db, courseViewStatement, [
    student.id,
    student.collegeId ?? 0,
    body.class_id,
    body.resource_id,
  ]);
  if (!row?.is_member || !row.may_use) throw forbidden(CONTEXT_DENIED_MESSAGE);
  const context = { classId: row.class_id, className: row.class_name };
  const structure = await courseStructure(db, body.resource_id, Number(row.content_version));
  const resource = structure.resource;
  if (!resource) throw forbidden(CONTEXT_DENIED_MESSAGE);
  const records: TLearningRecords = { videos: new Map(), handouts: new Map() };
  for (const [lessonId, position, watchedSeconds, duration, isCompleted] of row.videos) {
    records.videos.set(`${body.class_id}:${lessonId}`, { position, watchedSeconds, duration, isCompleted });
  }
  for (const [lessonId, lastPage, readSeconds] of row.handouts) {
    records.handouts.set(`${body.class_id}:${lessonId}`, { lastPage, readSeconds });
  }
  const chapterRows = structure.chapters;
  const lessonRows = structure.lessons.map((r) => r.lesson);
  const items = structure.items;
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

/**
 * /student/course/course_learn: one lesson to watch, where to resume, and its neighbours. Opening it starts the
 * video's clock at `at` (default: the database's now; the demo seed passes its own moments).
 */
export async function learnLesson(
  db: Db,
  student: TSessionUser,
  body: TLessonContextBody,
  at?: Date,
): Promise<TCourseLearn> {
  const context = await assertStudentContext(db, contextOf(student, body));
  const lesson = context.lesson!;
  if (lesson.videoUrl) {
    await startLearningClock(
      db,
      {
        studentId: student.id,
        classId: body.class_id,
        lessonId: lesson.id,
        kind: ClockKind.video,
      },
      at,
    );
  }
  const structure = await courseStructure(db, body.resource_id, context.contentVersion);
  const ordered = structure.lessons;
  const index = ordered.findIndex((r) => r.lesson.id === lesson.id);
  const records = await loadLearningRecords(db, student.id, [body.class_id], [lesson.id]);
  const video = records.videos.get(`${body.class_id}:${lesson.id}`);
  const items = structure.items;
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
