// Exam and question-practice analysis (issue 10 §5; /api/statistics/tiku/*, dataStatis/kaoshi, kaoshi_teacher,
// zuoti): the publications an admin (the college) or a teacher (the classes they teach) may read, each student's
// result, the score distribution, each question's statistics, one attempt beside the right answers, and regrading.
import { z } from 'zod';
import type { TPaperParsing, TPaperReport } from './paper-exam';
import type { ZQuestionType } from './question-bank';
import { idOf, objectBody, pageBody, queryIdOf } from './request-body';

export const ZTikuPaperSelectBody = objectBody({
  kind: z.enum(['exam', 'practice'], { error: '试卷类型有误' }).optional(),
  class_id: idOf('班级').optional(),
});
export type TTikuPaperSelectBody = z.infer<typeof ZTikuPaperSelectBody>;

/** A publication to analyse (the filter of the screens). */
export interface TTikuPaperOption {
  publication_id: number;
  paper_id: number;
  title: string;
  kind: 'exam' | 'practice';
  class_id: number;
  class_name: string;
  start_at: string;
  end_at: string;
}

export const ZTikuPublicationBody = objectBody({ publication_id: idOf('考试') });
export type TTikuPublicationBody = z.infer<typeof ZTikuPublicationBody>;

export interface TTikuPaperDetail extends TTikuPaperOption {
  resource_name: string;
  total_points: string;
  pass_mark: string;
  duration_minutes: number;
  question_count: number;
  student_count: number;
  started_count: number;
  submitted_count: number;
  /** 简答 answers still waiting for a grade */
  pending_count: number;
}

export const ZTikuExamListBody = pageBody({
  publication_id: idOf('考试'),
  keyword: z.string({ error: '关键词有误' }).trim().max(50, '关键词过长').optional(),
  status: z.enum(['none', 'doing', 'done'], { error: '状态有误' }).optional(),
});
export type TTikuExamListBody = z.infer<typeof ZTikuExamListBody>;

/** The same list as .xlsx: everything as text in the query (GET). */
export const ZTikuExamListQuery = z.object({
  publication_id: queryIdOf('考试'),
  keyword: z.string().trim().max(50).optional(),
  status: z.enum(['none', 'doing', 'done']).optional(),
});

/** One student of the class with their result at the publication (their latest attempt). */
export interface TTikuExamRow {
  student_id: number;
  account: string;
  name: string;
  /** none 未作答, doing 作答中, done 已交卷 */
  status: 'none' | 'doing' | 'done';
  attempt_id: number | null;
  attempts: number;
  score: string | null;
  max_score: string;
  passed: boolean | null;
  pending: number;
  started_at: string | null;
  submitted_at: string | null;
  used_seconds: number | null;
  switch_count: number;
  submit_reason: 'student' | 'deadline' | 'switches' | null;
}

export interface TTikuExamList {
  list: TTikuExamRow[];
  total: number;
  page: number;
  page_size: number;
  title: string;
  class_name: string;
}

export interface TTikuExamChart {
  total_points: string;
  pass_mark: string;
  /** the bands of SCORE_BANDS (share of the full marks) and how many students in each */
  bands: { label: string; count: number }[];
  count: number;
  average: string | null;
  highest: string | null;
  lowest: string | null;
  passed: number;
  /** 0–1, four places */
  pass_rate: string | null;
  student_count: number;
  not_started: number;
  in_progress: number;
}

/** Each question of the publication as the class did it (submitted attempts). */
export interface TTikuQuestionStat {
  question_id: number;
  /** its place in the paper (the first attempt's order) */
  no: number;
  type: z.infer<typeof ZQuestionType>;
  stem: string;
  points: string;
  /** attempts that had this question */
  attempts: number;
  answered: number;
  right: number;
  average: string | null;
  /** share of full marks, 0–1 */
  facility: number | null;
  /** correlation with the rest of the paper, −1–1 */
  discrimination: number | null;
  /** choice types: how many chose each option (original letters) and the right letters */
  options: { key: string; text: string; count: number; is_right: boolean }[];
  unanswered: number;
  pending: number;
}

export const ZTikuAttemptBody = objectBody({ attempt_id: idOf('作答') });

export interface TTikuExamDetail {
  report: TPaperReport;
  parsing: TPaperParsing;
  account: string;
}

export const ZEditIsCorrectBody = objectBody({
  attempt_id: idOf('作答'),
  question_id: idOf('试题'),
  /** mark right or wrong (null: back to the grading); or give points (a 简答, or any part credit) */
  is_right: z.boolean({ error: '判定有误' }).nullable().optional(),
  points: z
    .string({ error: '分数有误' })
    .trim()
    .regex(/^\d{1,4}(\.\d{1,2})?$/, '分数应为最多两位小数的数字')
    .optional(),
  reason: z.string({ error: '请填写修改原因' }).trim().min(1, '请填写修改原因').max(200, '修改原因不能超过200个字'),
});
export type TEditIsCorrectBody = z.infer<typeof ZEditIsCorrectBody>;

export const paperStatsMessages = {
  choose: '请选择判定结果或填写分数',
  notInAttempt: '该题不在这次作答中',
  notSubmitted: '学生还没有交卷，交卷后才能批改',
  saved: '批改已保存',
} as const;
