// course area (student learning): my classes and their resources, the course tree, video and handout
// learning records and the learning summary. Every call carries the working context (spec 01 §3):
// course_id is accepted and ignored, class_id and resource_id (and lesson_id) are checked on the server.
import { z } from 'zod';
import type { TLessonItemKind } from './admin-resource';
import { idOf, objectBody, pageBody } from './request-body';

const seconds = (label: string, max: number) =>
  z
    .number({ error: `${label}有误` })
    .min(0, `${label}有误`)
    .max(max, `${label}有误`);

export const ZStudentClassesListBody = pageBody({});
export type TStudentClassesListBody = z.infer<typeof ZStudentClassesListBody>;

export const ZStudentClassResourceBody = pageBody({ class_id: idOf('班级') });
export type TStudentClassResourceBody = z.infer<typeof ZStudentClassResourceBody>;

/** The working context of a resource: class and resource. */
const courseContext = { class_id: idOf('班级'), resource_id: idOf('课程资源') };
export const ZCourseContextBody = objectBody(courseContext);
export type TCourseContextBody = z.infer<typeof ZCourseContextBody>;

/** The working context of a lesson. */
const lessonContext = { ...courseContext, lesson_id: idOf('课时') };
export const ZLessonContextBody = objectBody(lessonContext);
export type TLessonContextBody = z.infer<typeof ZLessonContextBody>;

export const ZCourseVideoLearnBody = objectBody({
  ...lessonContext,
  /** seconds from the start of the video */
  position: seconds('播放位置', 86_400),
  /** seconds watched since the previous report: at most 60 */
  watched_delta: seconds('观看时长', 60),
  /** the video's length in seconds as the player knows it (the lesson's own duration wins when set) */
  duration: z.number({ error: '视频时长有误' }).min(1, '视频时长有误').max(86_400, '视频时长有误'),
});
export type TCourseVideoLearnBody = z.infer<typeof ZCourseVideoLearnBody>;

export const ZHandoutLearnRecordBody = objectBody({
  ...lessonContext,
  page: z.number({ error: '页码有误' }).int('页码有误').min(1, '页码有误').max(10_000, '页码有误'),
  page_count: z.number({ error: '页数有误' }).int('页数有误').min(1, '页数有误').max(10_000, '页数有误'),
  /** seconds read since the previous report: at most 120 */
  read_delta: seconds('阅读时长', 120),
});
export type THandoutLearnRecordBody = z.infer<typeof ZHandoutLearnRecordBody>;

export const ZLearningAnalysisBody = objectBody({ class_id: idOf('班级').optional() });
export type TLearningAnalysisBody = z.infer<typeof ZLearningAnalysisBody>;

/** Progress of a student in one resource of one class. */
export interface TCourseProgress {
  /** lessons with a video or a handout */
  lesson_count: number;
  completed_lessons: number;
  /** whole percent, rounded down */
  progress_percent: number;
}

export interface TStudentResource extends TCourseProgress {
  id: number;
  name: string;
  cover: string;
  category: string;
  description: string;
}

export interface TStudentClass {
  id: number;
  name: string;
  grade: string;
  campus_name: string;
  teacher_names: string[];
  resources: TStudentResource[];
}

export interface TCourseItem {
  id: number;
  kind: TLessonItemKind;
  ref_id: number;
  title: string;
}

export interface TCourseVideoState {
  position: number;
  watched_seconds: number;
  is_completed: boolean;
}

export interface TCourseHandoutState {
  last_page: number;
  read_seconds: number;
}

export interface TCourseLesson {
  id: number;
  title: string;
  has_video: boolean;
  has_handout: boolean;
  /** seconds; 0 when unknown */
  video_duration: number;
  is_completed: boolean;
  items: TCourseItem[];
  /** null until the student first reports watching */
  video: TCourseVideoState | null;
  /** null until the student first opens the handout */
  handout: TCourseHandoutState | null;
}

export interface TCourseChapter {
  id: number;
  title: string;
  lessons: TCourseLesson[];
}

export interface TCourseView extends TStudentResource {
  class_id: number;
  class_name: string;
  chapters: TCourseChapter[];
}

export interface TCourseLearn {
  id: number;
  title: string;
  description: string;
  chapter_id: number;
  chapter_title: string;
  video_url: string;
  video_duration: number;
  /** where to resume: the last position, or 0 after the end */
  resume_position: number;
  watched_seconds: number;
  is_completed: boolean;
  has_handout: boolean;
  handout_name: string;
  items: TCourseItem[];
  /** neighbours in the order of the whole resource (chapters, then lessons); null at either end */
  prev_lesson_id: number | null;
  next_lesson_id: number | null;
}

export interface TCourseVideoLearnData extends TCourseVideoState {
  duration: number;
}

export interface TCourseHandout {
  handout_url: string;
  handout_name: string;
  last_page: number;
  page_count: number;
  read_seconds: number;
}

export interface THandoutLearnRecordData {
  last_page: number;
  page_count: number;
  read_seconds: number;
}

export interface TAttendanceCounts {
  on_time: number;
  late: number;
  absent: number;
  /** sign-ins counted: ended or closed ones, and open ones already signed */
  total: number;
}

export interface TLearningAnalysis extends TCourseProgress {
  class_id: number | null;
  video_seconds: number;
  video_minutes: number;
  handout_seconds: number;
  handout_minutes: number;
  attendance: TAttendanceCounts;
}
