// The question bank of acc5 (issue 10 §1; /adminViews/paper/chapter and question): chapters (subject → chapter)
// and questions of seven types. The shapes of a question's answer are those of @sxpt/domain's paper model; the
// domain's checkQuestion judges what these schemas let through (option counts, letters, blanks, balance).
import { z } from 'zod';
import { idOf, objectBody, pageBody, queryIdOf, textOf } from './request-body';

/** The seven question types (the same list as @sxpt/domain's QUESTION_TYPES, checked by a test). */
export const QUESTION_TYPE_NAMES = ['single', 'multiple', 'judge', 'indefinite', 'blank', 'entry', 'essay'] as const;
export const ZQuestionType = z.enum(QUESTION_TYPE_NAMES, { error: '题型不正确' });

const plain = (label: string, max: number) =>
  z.string({ error: `${label}有误` }).max(max, `${label}不能超过${max}个字`);

export const ZQuestionChapterStoreBody = objectBody({
  /** the subject to file the chapter under; left out: a new subject */
  parent_id: idOf('科目').optional(),
  name: textOf('章节名称', 50),
});
export type TQuestionChapterStoreBody = z.infer<typeof ZQuestionChapterStoreBody>;

export const ZQuestionChapterSaveBody = objectBody({ id: idOf('章节'), name: textOf('章节名称', 50) });
export type TQuestionChapterSaveBody = z.infer<typeof ZQuestionChapterSaveBody>;

export const ZQuestionChapterIdBody = objectBody({ id: idOf('章节') });

/** A chapter of the tree with its questions counted (a subject counts its chapters' questions). */
export interface TQuestionChapterNode {
  id: number;
  name: string;
  question_count: number;
  children: TQuestionChapterNode[];
}

const ZEntryLine = z.object(
  {
    side: z.enum(['debit', 'credit'], { error: '请选择借方或贷方' }),
    account: plain('会计科目', 100),
    code: z.string().max(20, '科目编码过长').optional(),
    amount: plain('金额', 20),
  },
  { error: '分录行有误' },
);

const ZModelAnswer = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.enum(['single', 'multiple', 'indefinite']), choices: plain('答案', 8) }),
    z.object({ type: z.literal('judge'), value: z.boolean({ error: '请选择正确或错误' }) }),
    z.object({
      type: z.literal('blank'),
      blanks: z
        .array(z.array(plain('填空答案', 200), { error: '填空答案有误' }).max(20, '每空最多20个可接受答案'), {
          error: '填空答案有误',
        })
        .max(20, '最多20个空'),
    }),
    z.object({ type: z.literal('entry'), lines: z.array(ZEntryLine, { error: '分录有误' }).max(20, '分录最多20行') }),
    z.object({ type: z.literal('essay'), reference: plain('参考答案', 5000) }),
  ],
  { error: '答案有误' },
);

const questionShape = {
  chapter_id: idOf('章节'),
  type: ZQuestionType,
  stem: plain('题干', 20_000),
  options: z.array(plain('选项', 1000), { error: '选项有误' }).max(8, '最多8个选项'),
  answer: ZModelAnswer,
  explanation: plain('解析', 5000),
  difficulty: z
    .number({ error: '请选择难度' })
    .int('难度应为1到5的整数')
    .min(1, '难度应为1到5的整数')
    .max(5, '难度应为1到5的整数'),
  tags: z.array(textOf('知识点', 20), { error: '知识点有误' }).max(10, '知识点最多10个'),
};

export const ZQuestionStoreBody = objectBody(questionShape);
export type TQuestionStoreBody = z.infer<typeof ZQuestionStoreBody>;

export const ZQuestionSaveBody = objectBody({ id: idOf('试题'), ...questionShape });
export type TQuestionSaveBody = z.infer<typeof ZQuestionSaveBody>;

export const ZQuestionIdBody = objectBody({ id: idOf('试题') });

export const ZQuestionIndexBody = pageBody({
  /** a chapter, or a subject (its chapters' questions) */
  chapter_id: idOf('章节').optional(),
  type: ZQuestionType.optional(),
  difficulty: z.number({ error: '难度有误' }).int('难度有误').min(1, '难度有误').max(5, '难度有误').optional(),
  keyword: z.string({ error: '关键词有误' }).trim().max(50, '关键词过长').optional(),
});
export type TQuestionIndexBody = z.infer<typeof ZQuestionIndexBody>;

/** A row of the question list. */
export interface TQuestionRow {
  id: number;
  chapter_id: number;
  chapter_name: string;
  type: (typeof QUESTION_TYPE_NAMES)[number];
  /** the stem as plain text, at most 120 characters */
  stem_text: string;
  difficulty: number;
  tags: string[];
  updated_at: string;
}

/** A question as acc5 edits it. */
export type TQuestionDetail = TQuestionSaveBody & { chapter_name: string; subject_id: number | null };

/** The formats a question file may be in: the bank's Excel template, GIFT, Aiken and Moodle XML. */
export const QUESTION_IMPORT_FORMATS = ['xlsx', 'gift', 'aiken', 'moodle_xml'] as const;
export const ZQuestionImportFormat = z.enum(QUESTION_IMPORT_FORMATS, {
  error: '请选择文件格式（Excel模板、GIFT、Aiken或Moodle XML）',
});
export type TQuestionImportFormat = z.infer<typeof ZQuestionImportFormat>;

/** The text fields of the upload (multipart): the chapter to file the questions under and the format. */
export const ZQuestionImportFields = objectBody({ chapter_id: queryIdOf('章节'), format: ZQuestionImportFormat });

export const ZQuestionImportIdBody = objectBody({ id: idOf('导入记录') });

/** GET /admin/question/export: a chapter's questions, or a subject's (all its chapters), in the Excel template. */
export const ZQuestionExportQuery = z.object({ chapter_id: queryIdOf('章节') });

/** A question of an uploaded file as the preview shows it. */
export interface TQuestionImportItem {
  line: number;
  label: string;
  /** the type read, or null when the question could not be read */
  type: (typeof QUESTION_TYPE_NAMES)[number] | null;
  errors: string[];
}

export interface TQuestionImportDetail {
  id: number;
  chapter_id: number;
  chapter_name: string;
  format: TQuestionImportFormat;
  file_name: string;
  total: number;
  error_count: number;
  committed: boolean;
  items: TQuestionImportItem[];
}
