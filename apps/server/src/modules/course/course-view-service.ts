import type { TCourseChapter, TCourseContextBody, TCourseLearn, TCourseView, TLessonContextBody } from '@sxpt/contract';
import { isLessonCompleted, isLessonCountable, progressPercent, resumePosition } from '@sxpt/domain';
import type { Db } from '../../db/client';
import type { TSessionUser } from '../../http/auth';
import { assertStudentContext } from './context';
import { courseStructure } from './course-structure';
import { ClockKind, loadLearningRecords, startLearningClock } from './progress-store';

export function contextOf(student: TSessionUser, body: TCourseContextBody & { lesson_id?: number }) {
  return {
    studentId: student.id,
    collegeId: student.collegeId,
    classId: body.class_id,
    resourceId: body.resource_id,
    lessonId: body.lesson_id,
  };
}

/** /student/course/course_view: the resource's chapters and lessons with the student's progress in each. */
export async function viewCourse(db: Db, student: TSessionUser, body: TCourseContextBody): Promise<TCourseView> {
  const context = await assertStudentContext(db, contextOf(student, body));
  const structure = await courseStructure(db, body.resource_id, context.contentVersion);
  const resource = structure.resource!;
  const chapterRows = structure.chapters;
  const lessonRows = structure.lessons.map((r) => r.lesson);
  const lessonIds = lessonRows.map((l) => l.id);
  const items = structure.items;
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
  if (lesson.videoUrl) {
    await startLearningClock(db, {
      studentId: student.id,
      classId: body.class_id,
      lessonId: lesson.id,
      kind: ClockKind.video,
    });
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
