// Video and handout learning of a course in a class (/college/statistics/course/*, /teacher/data_statistics/course/*):
// per lesson over the class, per student over the lessons, and one lesson's students. Read in three statements
// (lessons, students, records), whatever the size of the class.
import {
  collegeMessages,
  statisticsMessages,
  type THandoutLessonStats,
  type TLearningCell,
  type TLearningLesson,
  type TLearningMatrix,
  type TLessonLearningDetail,
  type TVideoLessonStats,
} from '@sxpt/contract';
import { averageText, shareOf } from '@sxpt/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chapters,
  classResources,
  classStudents,
  handoutRecords,
  lessons,
  resources,
  users,
  videoRecords,
} from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { findClassFor } from '../college/tenant-scope';

export type TLearningKind = 'video' | 'handout';

interface TCourseLearning {
  className: string;
  courseName: string;
  lessons: TLearningLesson[];
  students: { id: number; account: string; name: string }[];
  /** by `${studentId}:${lessonId}` */
  cells: Map<string, TLearningCell & { updatedAt: Date | null }>;
}

const emptyCell = (lessonId: number): TLearningCell & { updatedAt: Date | null } => ({
  lesson_id: lessonId,
  seconds: 0,
  completed: false,
  opened: false,
  last_page: 0,
  page_count: 0,
  updatedAt: null,
});

/** The course in the class (bound to it), its lessons with a video or handout, the students and their records. */
async function loadCourseLearning(
  db: Db,
  user: TSessionUser,
  body: { class_id: number; resource_id: number },
  kind: TLearningKind,
): Promise<TCourseLearning> {
  const klass = await findClassFor(db, user, body.class_id);
  const [course] = await db
    .select({ name: resources.name })
    .from(classResources)
    .innerJoin(resources, eq(resources.id, classResources.resourceId))
    .where(and(eq(classResources.classId, klass.id), eq(classResources.resourceId, body.resource_id)))
    .limit(1);
  if (!course) throw notFound(collegeMessages.resourceMissing);
  const lessonRows = await db
    .select({ lesson: lessons, chapterName: chapters.title })
    .from(lessons)
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .where(eq(lessons.resourceId, body.resource_id))
    .orderBy(asc(chapters.sort), asc(chapters.id), asc(lessons.sort), asc(lessons.id));
  const allLessons = lessonRows.map(({ lesson, chapterName }) => ({
    lesson_id: lesson.id,
    chapter_name: chapterName,
    lesson_name: lesson.title,
    video_duration: lesson.videoDuration,
    has_video: lesson.videoUrl !== '',
    has_handout: lesson.handoutUrl !== '',
  }));
  const students = await db
    .select({ id: users.id, account: users.account, name: users.name })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(eq(classStudents.classId, klass.id))
    .orderBy(asc(users.account));
  const cells = new Map<string, TLearningCell & { updatedAt: Date | null }>();
  if (kind === 'video') {
    const rows = await db
      .select()
      .from(videoRecords)
      .innerJoin(lessons, eq(lessons.id, videoRecords.lessonId))
      .where(and(eq(videoRecords.classId, klass.id), eq(lessons.resourceId, body.resource_id)));
    for (const { video_records: row } of rows) {
      cells.set(`${row.studentId}:${row.lessonId}`, {
        ...emptyCell(row.lessonId),
        seconds: row.watchedSeconds,
        completed: row.isCompleted,
        opened: true,
        updatedAt: row.updatedAt,
      });
    }
  } else {
    const rows = await db
      .select()
      .from(handoutRecords)
      .innerJoin(lessons, eq(lessons.id, handoutRecords.lessonId))
      .where(and(eq(handoutRecords.classId, klass.id), eq(lessons.resourceId, body.resource_id)));
    for (const { handout_records: row } of rows) {
      cells.set(`${row.studentId}:${row.lessonId}`, {
        ...emptyCell(row.lessonId),
        seconds: row.readSeconds,
        opened: true,
        completed: true,
        last_page: row.lastPage,
        page_count: row.pageCount,
        updatedAt: row.updatedAt,
      });
    }
  }
  const lessonsOfKind = allLessons.filter((lesson) => (kind === 'video' ? lesson.has_video : lesson.has_handout));
  return { className: klass.name, courseName: course.name, lessons: lessonsOfKind, students, cells };
}

const cellOf = (data: TCourseLearning, studentId: number, lessonId: number) =>
  data.cells.get(`${studentId}:${lessonId}`) ?? emptyCell(lessonId);

/** vedio_record_statistics: per lesson with a video: watched, completed, mean watched time and share of its length. */
export async function videoLessonStats(
  db: Db,
  user: TSessionUser,
  body: { class_id: number; resource_id: number },
): Promise<TVideoLessonStats[]> {
  const data = await loadCourseLearning(db, user, body, 'video');
  return data.lessons.map((lesson) => {
    const cells = data.students.map((student) => cellOf(data, student.id, lesson.lesson_id));
    const watched = cells.filter((cell) => cell.opened && cell.seconds > 0);
    const completed = cells.filter((cell) => cell.completed).length;
    const avg = Number(
      averageText(
        watched.map((cell) => cell.seconds),
        0,
      ),
    );
    return {
      ...lesson,
      students: data.students.length,
      watched: watched.length,
      completed,
      completed_rate: shareOf(completed, data.students.length),
      avg_watched_seconds: avg,
      avg_watched_share:
        lesson.video_duration > 0 ? shareOf(Math.min(avg, lesson.video_duration), lesson.video_duration) : '',
    };
  });
}

/** handout_record_statistics (and _analyze): per lesson with a handout: opened, mean and total reading time. */
export async function handoutLessonStats(
  db: Db,
  user: TSessionUser,
  body: { class_id: number; resource_id: number },
): Promise<THandoutLessonStats[]> {
  const data = await loadCourseLearning(db, user, body, 'handout');
  return data.lessons.map((lesson) => {
    const cells = data.students.map((student) => cellOf(data, student.id, lesson.lesson_id));
    const opened = cells.filter((cell) => cell.opened);
    return {
      ...lesson,
      students: data.students.length,
      opened: opened.length,
      opened_rate: shareOf(opened.length, data.students.length),
      avg_read_seconds: Number(
        averageText(
          opened.map((cell) => cell.seconds),
          0,
        ),
      ),
      total_read_seconds: opened.reduce((total, cell) => total + cell.seconds, 0),
    };
  });
}

/** vedio_learn_record / handout_record: every student with a cell per lesson of the kind. */
export async function learningMatrix(
  db: Db,
  user: TSessionUser,
  body: { class_id: number; resource_id: number },
  kind: TLearningKind,
): Promise<TLearningMatrix> {
  const data = await loadCourseLearning(db, user, body, kind);
  return {
    class_name: data.className,
    course_name: data.courseName,
    lessons: data.lessons,
    list: data.students.map((student) => {
      const cells = data.lessons.map((lesson) => {
        const { updatedAt: _updatedAt, ...cell } = cellOf(data, student.id, lesson.lesson_id);
        return cell;
      });
      return {
        student_id: student.id,
        account: student.account,
        name: student.name,
        total_seconds: cells.reduce((total, cell) => total + cell.seconds, 0),
        done: cells.filter((cell) => (kind === 'video' ? cell.completed : cell.opened)).length,
        cells,
      };
    }),
  };
}

/** *_record_details: one lesson of the kind, every student of the class. */
export async function lessonLearningDetail(
  db: Db,
  user: TSessionUser,
  body: { class_id: number; resource_id: number; lesson_id: number },
  kind: TLearningKind,
): Promise<TLessonLearningDetail> {
  const data = await loadCourseLearning(db, user, body, kind);
  const lesson = data.lessons.find((entry) => entry.lesson_id === body.lesson_id);
  if (!lesson) throw notFound(statisticsMessages.lessonMissing);
  return {
    lesson,
    list: data.students.map((student) => {
      const { updatedAt, ...cell } = cellOf(data, student.id, lesson.lesson_id);
      return {
        ...cell,
        student_id: student.id,
        account: student.account,
        name: student.name,
        updated_at: updatedAt ? updatedAt.toISOString() : null,
      };
    }),
  };
}
