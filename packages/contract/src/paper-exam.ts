// Papers published and sat (issue 10 §3–§4): a teacher's papers and publications (/teacher/resources/*), the
// college's papers (/college/resource/papers_list), and the student's attempts (/student/paper/*).
import { z } from 'zod';
import type { ZQuestionType } from './question-bank';
import { idOf, objectBody, pageBody } from './request-body';

/** A published paper's state for a student (the domain's paperState). */
export type TPaperState = 'upcoming' | 'open' | 'in_progress' | 'submitted' | 'closed';
/** When the answers and 解析 show (the domain's TShowAnswers). */
export type TShowAnswers = 'after_submit' | 'after_end' | 'never';

const timeOf = (label: string) =>
  z.iso.datetime({ offset: true, error: `请选择${label}` }).transform((text) => new Date(text));

// ---------------------------------------------------------------- teacher and admin

export const ZTeacherPapersBody = pageBody({
  keyword: z.string({ error: '关键词有误' }).trim().max(50, '关键词过长').optional(),
  kind: z.enum(['exam', 'practice'], { error: '试卷类型有误' }).optional(),
  resource_id: idOf('课程').optional(),
});
export type TTeacherPapersBody = z.infer<typeof ZTeacherPapersBody>;

/** A paper the college has through a course (the teacher's and the admin's paper bank). */
export interface TCollegePaperRow {
  id: number;
  title: string;
  kind: 'exam' | 'practice';
  resource_id: number;
  resource_name: string;
  question_count: number;
  total_points: string;
  pass_mark: string;
  duration_minutes: number;
  /** publications of this paper in the college (a teacher: in their classes) */
  publish_count: number;
}

export const ZTeacherPaperDetailBody = objectBody({ id: idOf('试卷') });

/** A question as the teacher previews a paper: with its answer and 解析 (never sent to a student before submission). */
export interface TPreviewQuestion {
  id: number;
  type: z.infer<typeof ZQuestionType>;
  stem: string;
  options: string[];
  answer: unknown;
  explanation: string;
  difficulty: number;
}

export interface TPaperPreview {
  id: number;
  title: string;
  kind: 'exam' | 'practice';
  description: string;
  duration_minutes: number;
  total_points: string;
  pass_mark: string;
  shuffle_questions: boolean;
  shuffle_options: boolean;
  template_name: string;
  /** the courses of the college that hold the paper */
  resources: { id: number; name: string }[];
  sections: {
    title: string;
    type: z.infer<typeof ZQuestionType>;
    points: string;
    mode: 'fixed' | 'random';
    count: number;
    /** random: where the draw comes from, e.g. 从「出纳实务」随机抽取 5 题 */
    draw_text: string;
    questions: TPreviewQuestion[];
  }[];
}

const publicationShape = {
  start_at: timeOf('开始时间'),
  end_at: timeOf('结束时间'),
  max_attempts: z.number({ error: '请输入允许作答次数' }).int('允许作答次数应为整数'),
  show_answers: z.enum(['after_submit', 'after_end', 'never'], { error: '请选择答案显示方式' }),
  count_switches: z.boolean({ error: '切屏设置有误' }),
  switch_limit: z.number({ error: '切屏次数上限有误' }).int('切屏次数上限应为整数'),
};

export const ZPublishPapersBody = objectBody({
  paper_id: idOf('试卷'),
  resource_id: idOf('课程'),
  class_ids: z.array(idOf('班级'), { error: '请选择班级' }).min(1, '请选择班级').max(50, '一次最多发布到50个班级'),
  ...publicationShape,
});
export type TPublishPapersBody = z.infer<typeof ZPublishPapersBody>;

export const ZEditPublishBody = objectBody({ id: idOf('发布记录'), ...publicationShape });
export type TEditPublishBody = z.infer<typeof ZEditPublishBody>;

export const ZPublishListBody = pageBody({
  paper_id: idOf('试卷').optional(),
  class_id: idOf('班级').optional(),
});
export type TPublishListBody = z.infer<typeof ZPublishListBody>;

export interface TPublicationRow {
  id: number;
  paper_id: number;
  paper_title: string;
  kind: 'exam' | 'practice';
  class_id: number;
  class_name: string;
  resource_id: number;
  resource_name: string;
  start_at: string;
  end_at: string;
  max_attempts: number;
  show_answers: TShowAnswers;
  count_switches: boolean;
  switch_limit: number;
  student_count: number;
  started_count: number;
  submitted_count: number;
  /** 未开始, 进行中 or 已结束, from the server's clock */
  phase: 'upcoming' | 'running' | 'ended';
  teacher_name: string;
}

// ---------------------------------------------------------------- student

export const ZStudentPaperListBody = pageBody({ class_id: idOf('班级').optional() });
export type TStudentPaperListBody = z.infer<typeof ZStudentPaperListBody>;

export interface TStudentPaperRow {
  publication_id: number;
  paper_id: number;
  title: string;
  kind: 'exam' | 'practice';
  class_id: number;
  class_name: string;
  resource_name: string;
  start_at: string;
  end_at: string;
  duration_minutes: number;
  total_points: string;
  pass_mark: string;
  question_count: number;
  max_attempts: number;
  attempts_used: number;
  state: TPaperState;
  /** another attempt may begin now */
  may_start: boolean;
  /** the attempt to resume (in progress) or to read (the latest submitted), null before any */
  attempt_id: number | null;
  /** the latest submitted attempt's score; null before any */
  score: string | null;
  /** 简答 of the latest submitted attempt still waiting for the teacher */
  pending: number;
}

/** Begin or resume: the publication (resuming the open attempt, or beginning one), or an attempt to resume. */
export const ZStudentPaperDetailBody = objectBody({ publication_id: idOf('试卷') });

/** A question as the student answers it: no answer, no 解析; options in the order drawn, keyed by their letter. */
export interface TSheetQuestion {
  no: number;
  question_id: number;
  section: number;
  type: z.infer<typeof ZQuestionType>;
  stem: string;
  /** in the order shown; `key` is the letter the answer uses */
  options: { key: string; text: string }[];
  /** 填空: how many blanks */
  blanks: number;
  points: string;
  /** what the student saved, null when nothing yet */
  saved: TStudentAnswer | null;
}

export interface TAnswerSheet {
  attempt_id: number;
  attempt_no: number;
  publication_id: number;
  title: string;
  kind: 'exam' | 'practice';
  description: string;
  total_points: string;
  started_at: string;
  deadline_at: string;
  /** the server's clock when this was sent: the countdown runs from it */
  server_now: string;
  count_switches: boolean;
  switch_limit: number;
  switch_count: number;
  only_wrong: boolean;
  sections: { title: string; type: z.infer<typeof ZQuestionType>; points: string; count: number }[];
  questions: TSheetQuestion[];
}

const ZEntryLine = z.object(
  {
    side: z.enum(['debit', 'credit'], { error: '借贷方向有误' }),
    account: z.string({ error: '科目有误' }).max(100, '科目过长'),
    amount: z.string({ error: '金额有误' }).max(20, '金额过长'),
  },
  { error: '分录有误' },
);

/** A student's answer of each type (checked against the question by the domain's checkStudentAnswer). */
export const ZStudentAnswer = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.enum(['single', 'multiple', 'indefinite']),
      choices: z.string({ error: '答案有误' }).max(8, '答案有误'),
    }),
    z.object({ type: z.literal('judge'), value: z.boolean({ error: '答案有误' }) }),
    z.object({
      type: z.literal('blank'),
      blanks: z.array(z.string({ error: '答案有误' }), { error: '答案有误' }).max(20, '答案有误'),
    }),
    z.object({ type: z.literal('entry'), lines: z.array(ZEntryLine, { error: '答案有误' }).max(20, '分录最多20行') }),
    z.object({ type: z.literal('essay'), text: z.string({ error: '答案有误' }) }),
  ],
  { error: '答案有误' },
);

export type TStudentAnswer = z.infer<typeof ZStudentAnswer>;

const ZSavedAnswers = z
  .array(z.object({ question_id: idOf('试题'), answer: ZStudentAnswer.nullable() }, { error: '答案有误' }), {
    error: '答案有误',
  })
  .min(1, '没有要保存的答案')
  .max(200, '答案有误');

export const ZAnswerSaveBody = objectBody({ attempt_id: idOf('作答'), answers: ZSavedAnswers });
export type TAnswerSaveBody = z.infer<typeof ZAnswerSaveBody>;

export const ZPaperAttemptBody = objectBody({ attempt_id: idOf('作答') });

export const ZPaperSubmitBody = objectBody({
  attempt_id: idOf('作答'),
  /** the answers not saved yet, saved before grading */
  answers: ZSavedAnswers.optional(),
});
export type TPaperSubmitBody = z.infer<typeof ZPaperSubmitBody>;

export const ZRedoPractiseBody = objectBody({
  publication_id: idOf('试卷'),
  /** only the questions not right in the latest submitted attempt */
  only_wrong: z.boolean({ error: '重做方式有误' }),
});

export const ZRedoPracticalBody = objectBody({ publication_id: idOf('试卷') });

/**
 * The practical training a paper goes with: the lessons of the publication's course that hold the paper beside
 * practical items, to do again from the lesson's practice page.
 */
export interface TRedoPractical {
  class_id: number;
  resource_id: number;
  lessons: { lesson_id: number; lesson_title: string; items: { kind: string; ref_id: number; title: string }[] }[];
}

export type TQuestionStatus = 'right' | 'partial' | 'wrong' | 'unanswered' | 'pending';

export interface TReportQuestion {
  no: number;
  question_id: number;
  section: number;
  type: z.infer<typeof ZQuestionType>;
  status: TQuestionStatus;
  points: string;
  earned: string;
}

export interface TPaperReport {
  attempt_id: number;
  attempt_no: number;
  publication_id: number;
  title: string;
  kind: 'exam' | 'practice';
  class_name: string;
  student_name: string;
  total_points: string;
  pass_mark: string;
  /** the points so far (a 简答 waiting counts 0) */
  score: string;
  passed: boolean;
  pending: number;
  started_at: string;
  submitted_at: string;
  used_seconds: number;
  submit_reason: 'student' | 'deadline' | 'switches';
  switch_count: number;
  sections: {
    title: string;
    type: z.infer<typeof ZQuestionType>;
    points: string;
    earned: string;
    count: number;
    right: number;
  }[];
  questions: TReportQuestion[];
  /** the answers and 解析 may be read now (parsing) */
  may_read_answers: boolean;
  /** why not, when not: 答案将在考试截止后公布 / 本次考试不公布答案 */
  answers_note: string;
  /** practice papers: another go, all or only the wrong ones */
  may_redo: boolean;
}

/** A question with the student's answer beside the right one and its 解析 (the parsing call, and the teacher). */
export interface TParsedQuestion extends TReportQuestion {
  stem: string;
  options: { key: string; text: string }[];
  blanks: number;
  given: TStudentAnswer | null;
  /** the right answer in the letters the student saw */
  right: unknown;
  explanation: string;
  /** blank indices, or entry lines 'model:i' / 'student:i', that are wrong */
  wrong: string[];
}

export interface TPaperParsing {
  attempt_id: number;
  title: string;
  questions: TParsedQuestion[];
}

export const paperExamMessages = {
  publicationMissing: '试卷不存在或未发布给你',
  attemptMissing: '作答记录不存在',
  closed: '考试已截止，答案已自动提交',
  submitted: '试卷已提交，不能再修改',
  notYet: '考试尚未开始',
  answersAfterEnd: '答案将在考试截止后公布',
  answersNever: '本次考试不公布答案',
  redoPracticeOnly: '只有练习卷可以重做',
  nothingWrong: '上次作答没有错题',
  paperNotInCourse: '该课程没有这份试卷',
  classNotForCourse: '所选班级没有开通该课程',
  startedLocked: '已有学生开始作答，只能修改结束时间、作答次数和答案显示方式',
  publicationNotFound: '发布记录不存在',
} as const;
