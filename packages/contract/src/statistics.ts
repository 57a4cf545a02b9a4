// Analytics (/api/statistics/*): the filters (classes with their courses, chapters with lessons and practice
// items) and the practical-training analysis (shicao/*). Admin sees the college, a teacher the classes they teach.
import { z } from 'zod';
import { idOf, objectBody, queryIdOf } from './request-body';

/** The practice areas that record results: the kinds of lesson items (lesson_items.kind). */
export const PRACTICE_AREAS = ['bwkp', 'baoshui', 'lx', 'cashier', 'taxation', 'finance', 'audit', 'paper'] as const;
export type TPracticeAreaName = (typeof PRACTICE_AREAS)[number];

export const practiceAreaLabels: Readonly<Record<TPracticeAreaName, string>> = {
  bwkp: '开票实训',
  paper: '试卷',
  baoshui: '报税实训',
  lx: '账务实训',
  cashier: '出纳实训',
  taxation: '税务实训',
  finance: '财务实训',
  audit: '审计实训',
};

export const statisticsMessages = {
  itemMissing: '实训项目不存在',
  attemptMissing: '该学生尚未开始此实训',
  questionMissing: '题目不存在',
  reasonRequired: '请填写修改原因',
  overrideSaved: '已修改判定',
  commentSaved: '评语已保存',
  pickSessionOrStudent: '请选择签到或学生',
  sessionMissing: '签到不存在',
  studentNotInClass: '该学生不在本班级',
  rangeReversed: '开始日期不能晚于结束日期',
  lessonMissing: '该课时没有视频或讲义',
} as const;

// ---- filters -------------------------------------------------------------------------------------------------

/** GET /api/statistics/resources_class: the classes the user sees, each with the courses bound to it. */
export interface TStatisticsClass {
  id: number;
  name: string;
  student_count: number;
  resources: { id: number; name: string }[];
}

export const ZResourceQuery = z.object({ resource_id: queryIdOf('课程') });
export type TResourceQuery = z.infer<typeof ZResourceQuery>;

/** A practice item of a lesson: its area and case (or paper). */
export interface TStatisticsItem {
  area: TPracticeAreaName;
  case_id: number;
  title: string;
}

/** GET /api/statistics/chapter_lesson?resource_id=: chapters, their lessons and each lesson's practice items. */
export interface TStatisticsChapter {
  id: number;
  name: string;
  lessons: { id: number; name: string; items: TStatisticsItem[] }[];
}

// ---- practical training (shicao) -----------------------------------------------------------------------------

const areaOf = z.enum(PRACTICE_AREAS, { error: '实训类型有误' });

/** The practice item in a class: every shicao call names it. */
const itemQuery = {
  class_id: queryIdOf('班级'),
  resource_id: queryIdOf('课程'),
  lesson_id: queryIdOf('课时'),
  area: areaOf,
  case_id: queryIdOf('实训项目'),
};

export const ZShicaoItemQuery = z.object(itemQuery);
export type TShicaoItemQuery = z.infer<typeof ZShicaoItemQuery>;

/** completion_rate: the class's students by state of the item. */
export interface TCompletionRate {
  total: number;
  not_started: number;
  in_progress: number;
  done: number;
}

/** practice_training: one row per student of the class. status 0 未开始, 1 进行中, 2 已完成. */
export interface TPracticeTrainingRow {
  student_id: number;
  account: string;
  name: string;
  attempt_id: number | null;
  status: 0 | 1 | 2;
  done_count: number;
  total_count: number;
  /** decimal text, of max_score */
  score: string;
  max_score: string;
  /** score as a share of 100, one decimal (decimal text) */
  score_percent: string;
  active_seconds: number;
  started_at: string | null;
  last_active_at: string | null;
  submitted_at: string | null;
}

export const ZPracticeTrainingQuery = z.object({
  ...itemQuery,
  /** xlsx: the whole table as a file */
  export: z.enum(['xlsx'], { error: '导出格式有误' }).optional(),
});
export type TPracticeTrainingQuery = z.infer<typeof ZPracticeTrainingQuery>;

/** The class's figures at the item: means over the students who started it. */
export interface TPracticeTrainingSummary {
  students: number;
  started: number;
  done: number;
  /** questions done, one decimal (text) */
  avg_done: string;
  avg_score_percent: string;
  avg_active_seconds: number;
}

export interface TPracticeTraining {
  item: TStatisticsItem;
  class_name: string;
  summary: TPracticeTrainingSummary;
  list: TPracticeTrainingRow[];
}

/** subject_analysis_compute: per question of the item, over the class. Rates are shares of the class (0–1, text). */
export interface TSubjectAnalysisRow {
  question_key: string;
  sort: number;
  title: string;
  students_done: number;
  done_rate: string;
  first_try_right: number;
  first_try_right_rate: string;
  wrong_tries: number;
  /** the field most often wrong over the class's wrong tries (its family: the same field on any row) */
  top_wrong_field: { key: string; label: string; count: number } | null;
}

export interface TSubjectAnalysis {
  class_size: number;
  list: TSubjectAnalysisRow[];
}

/** subject_detail: one student's answer to one question beside the model answer. */
export const ZShicaoSubjectDetailBody = objectBody({
  attempt_id: idOf('实训记录'),
  question_key: z.string({ error: '请选择题目' }).trim().min(1, '请选择题目').max(20, '题目有误'),
  /** a try of the question (its id); the latest when absent */
  try_id: idOf('作答记录').optional(),
});
export type TShicaoSubjectDetailBody = z.infer<typeof ZShicaoSubjectDetailBody>;

/** A field compared: the student's value, the model's, wrong or not. */
export interface TCompareField {
  key: string;
  label: string;
  answer: string;
  model: string;
  is_wrong: boolean;
}

/** A table compared row by row (customer codes, goods lines): cells wrong by `wrong` keys 'row.field' (rows from 1). */
export interface TCompareTable {
  title: string;
  columns: { key: string; label: string }[];
  answer: Record<string, string>[];
  model: Record<string, string>[];
  /** 'row.field' of wrong cells, 'row' of wrong (missing or extra) rows */
  wrong: string[];
}

export interface TCompareSection {
  title: string;
  fields: TCompareField[];
  tables: TCompareTable[];
}

export interface TShicaoTry {
  id: number;
  step: string;
  is_right: boolean;
  wrong_labels: string[];
  created_at: string;
}

export interface TShicaoSubjectDetail {
  student: { id: number; account: string; name: string };
  question: { key: string; sort: number; title: string; describe: string };
  is_complete: boolean;
  is_right: boolean;
  /** the area's result when the teacher overrode it */
  area_is_right: boolean;
  override: { is_right: boolean | null; reason: string; by: string; at: string } | null;
  tries: TShicaoTry[];
  /** the try shown (null: none recorded, e.g. practice before the results model) */
  shown_try_id: number | null;
  sections: TCompareSection[];
}

/** edit_is_right: the teacher sets a question's result (is_right 1 right, 0 wrong, null back to the area's). */
export const ZEditIsRightBody = objectBody({
  attempt_id: idOf('实训记录'),
  question_key: z.string({ error: '请选择题目' }).trim().min(1, '请选择题目').max(20, '题目有误'),
  is_right: z.union([z.literal(0), z.literal(1), z.null()], { error: '判定有误' }),
  reason: z
    .string({ error: statisticsMessages.reasonRequired })
    .trim()
    .min(1, statisticsMessages.reasonRequired)
    .max(200, '修改原因不能超过200个字'),
});
export type TEditIsRightBody = z.infer<typeof ZEditIsRightBody>;

export interface TEditIsRightData {
  is_right: boolean;
  score: string;
  max_score: string;
}

/** The teacher's comment on an attempt (the 实训报告 prints it). */
export const ZShicaoCommentBody = objectBody({
  attempt_id: idOf('实训记录'),
  comment: z.string({ error: '评语有误' }).trim().max(1000, '评语不能超过1000个字'),
});
export type TShicaoCommentBody = z.infer<typeof ZShicaoCommentBody>;

export const ZAttemptQuery = z.object({ attempt_id: queryIdOf('实训记录') });
export type TAttemptQuery = z.infer<typeof ZAttemptQuery>;

/** The printable 实训报告 of an attempt: every question with the student's answer beside the model answer. */
export interface TShicaoReport {
  student: { id: number; account: string; name: string };
  class_name: string;
  course_name: string;
  lesson_name: string;
  item: TStatisticsItem;
  status: 1 | 2;
  done_count: number;
  total_count: number;
  score: string;
  max_score: string;
  score_percent: string;
  active_seconds: number;
  started_at: string;
  last_active_at: string;
  submitted_at: string | null;
  comment: string;
  questions: {
    key: string;
    sort: number;
    title: string;
    is_complete: boolean;
    is_right: boolean;
    /** the teacher set is_right (edit_is_right) */
    is_overridden: boolean;
    tries: number;
    wrong_tries: number;
    points: string;
    max_points: string;
    sections: TCompareSection[];
  }[];
  printed_at: string;
}

// ---- class attendance (shangke) ------------------------------------------------------------------------------

/** A day as YYYY-MM-DD (Beijing calendar). */
const dayOf = (label: string) =>
  z
    .string({ error: `${label}有误` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .optional();

/** The sign-ins of a class in a date range (both ends included; none: every sign-in). */
export const ZAttendanceStatsBody = objectBody({
  class_id: idOf('班级'),
  date_from: dayOf('开始日期'),
  date_to: dayOf('结束日期'),
  /** record: xlsx answers the table as a file */
  export: z.enum(['xlsx'], { error: '导出格式有误' }).optional(),
});
export type TAttendanceStatsBody = z.infer<typeof ZAttendanceStatsBody>;

/** A sign-in over the class: its counts and attendance rate (signed of students, 0–1 text). */
export interface TAttendanceTrendPoint {
  session_id: number;
  title: string;
  starts_at: string;
  is_open: boolean;
  on_time: number;
  late: number;
  absent: number;
  total: number;
  rate: string;
}

/** checkin/overall: the class's sign-ins in the range and the totals. */
export interface TAttendanceOverall {
  class_name: string;
  students: number;
  sessions: number;
  on_time: number;
  late: number;
  absent: number;
  /** signed of (students × sign-ins that are over), 0–1 text */
  rate: string;
  trend: TAttendanceTrendPoint[];
}

/** checkin/record: one row per student of the class over the sign-ins of the range that are over. */
export interface TAttendanceRecordRow {
  student_id: number;
  account: string;
  name: string;
  sessions: number;
  on_time: number;
  late: number;
  absent: number;
  rate: string;
}

export const ZAttendanceDetailsBody = objectBody({
  class_id: idOf('班级'),
  /** one sign-in: every student's mark */
  session_id: idOf('签到').optional(),
  /** one student: their mark at every sign-in of the range */
  student_id: idOf('学生').optional(),
  date_from: dayOf('开始日期'),
  date_to: dayOf('结束日期'),
});
export type TAttendanceDetailsBody = z.infer<typeof ZAttendanceDetailsBody>;

/** checkin/details: marks (on_time, late, absent; null while the sign-in is open and the student has not signed). */
export interface TAttendanceDetailsRow {
  session_id: number;
  title: string;
  starts_at: string;
  student_id: number;
  account: string;
  name: string;
  status: 'on_time' | 'late' | 'absent' | null;
  signed_at: string | null;
}

// ---- learning summary (xuexi) ---------------------------------------------------------------------------------

export const ZLearningSummaryBody = objectBody({
  class_id: idOf('班级'),
});
export type TLearningSummaryBody = z.infer<typeof ZLearningSummaryBody>;

/** One student's learning in a class: lessons, video and reading time, practice, attendance. */
export interface TLearningSummaryRow {
  student_id: number;
  account: string;
  name: string;
  class_id: number;
  class_name: string;
  /** lessons of the class's courses with a video or a handout, and those the student completed */
  lessons_total: number;
  lessons_completed: number;
  video_seconds: number;
  handout_seconds: number;
  practice_started: number;
  practice_done: number;
  /** the mean of the practice items' scores out of 100, one decimal (text); '' when none started */
  practice_avg_score: string;
  /** sign-ins of the class that are over, and those the student signed (on time or late) */
  sessions: number;
  signed: number;
  /** signed of sessions, 0–1 text */
  attendance_rate: string;
  /** the latest of the student's learning, practice and sign-in (ISO), or null */
  last_active_at: string | null;
}

/** /college/statistics/study_export: the whole table as .xlsx; a class, or (admin) every class of the college. */
export const ZStudyExportBody = objectBody({
  class_id: idOf('班级').optional(),
});
export type TStudyExportBody = z.infer<typeof ZStudyExportBody>;

/** /college/data/statistics: the college's figures for its administrator. */
export interface TCollegeFigures {
  classes: number;
  teachers: number;
  students: number;
  /** students with any learning, practice or sign-in in the last 7 days */
  active_students_week: number;
  practice_started: number;
  practice_done: number;
  practice_done_week: number;
  video_hours: string;
  /** the sign-ins of the last 30 days that are over, and the attendance over them (0–1 text) */
  attendance_sessions_month: number;
  attendance_rate_month: string;
}

// ---- video and handout learning (shiping, jiangyi) ------------------------------------------------------------

/** A course in a class (admin: /college/statistics/course/*; teacher: /teacher/data_statistics/course/*). */
export const ZCourseLearningBody = objectBody({
  class_id: idOf('班级'),
  resource_id: idOf('课程'),
  /** the per-student tables: xlsx answers them as a file */
  export: z.enum(['xlsx'], { error: '导出格式有误' }).optional(),
});
export type TCourseLearningBody = z.infer<typeof ZCourseLearningBody>;

/** The same in a query string (the GET calls of the spec). */
export const ZCourseLearningQuery = z.object({
  class_id: queryIdOf('班级'),
  resource_id: queryIdOf('课程'),
  export: z.enum(['xlsx'], { error: '导出格式有误' }).optional(),
});

export const ZLessonLearningBody = objectBody({
  class_id: idOf('班级'),
  resource_id: idOf('课程'),
  lesson_id: idOf('课时'),
});
export type TLessonLearningBody = z.infer<typeof ZLessonLearningBody>;

/** A lesson of the course as the learning analysis lists it. */
export interface TLearningLesson {
  lesson_id: number;
  chapter_name: string;
  lesson_name: string;
  /** seconds; 0 when unknown */
  video_duration: number;
  has_video: boolean;
  has_handout: boolean;
}

/** vedio_record_statistics: per lesson with a video, over the class. */
export interface TVideoLessonStats extends TLearningLesson {
  students: number;
  /** students who watched any of it, and who completed it */
  watched: number;
  completed: number;
  completed_rate: string;
  /** mean watched seconds over the students who watched */
  avg_watched_seconds: number;
  /** mean watched seconds as a share of the video's length (0–1 text; '' when the length is unknown) */
  avg_watched_share: string;
}

/** handout_record_statistics / handout_record_analyze: per lesson with a handout, over the class. */
export interface THandoutLessonStats extends TLearningLesson {
  students: number;
  opened: number;
  opened_rate: string;
  avg_read_seconds: number;
  total_read_seconds: number;
}

/** One student's cell of a lesson: video (watched, completed) or handout (opened, read, last page of pages). */
export interface TLearningCell {
  lesson_id: number;
  seconds: number;
  completed: boolean;
  opened: boolean;
  last_page: number;
  page_count: number;
}

/** vedio_learn_record / handout_record: one row per student with a cell per lesson. */
export interface TLearningMatrixRow {
  student_id: number;
  account: string;
  name: string;
  total_seconds: number;
  /** lessons completed (video) or opened (handout), of the lessons with one */
  done: number;
  cells: TLearningCell[];
}

export interface TLearningMatrix {
  class_name: string;
  course_name: string;
  lessons: TLearningLesson[];
  list: TLearningMatrixRow[];
}

/** *_record_details: one lesson, every student of the class. */
export interface TLessonLearningDetail {
  lesson: TLearningLesson;
  list: (TLearningCell & { student_id: number; account: string; name: string; updated_at: string | null })[];
}
