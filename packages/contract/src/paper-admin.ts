// Scoring templates and papers of acc5 (issue 10 §2; /adminViews/paper/template and paper). The domain's checkTemplate
// and checkPaper judge what these schemas let through (values, sections, pass mark).
import { z } from 'zod';
import { type QUESTION_TYPE_NAMES, type TQuestionImportItem, ZQuestionType } from './question-bank';
import { idOf, objectBody, pageBody, queryIdOf, textOf } from './request-body';

const pointsText = (label: string) =>
  z
    .string({ error: `${label}有误` })
    .trim()
    .max(10, `${label}有误`);

const ZTypePoints = z.object(
  {
    single: pointsText('单选题分值'),
    multiple: pointsText('多选题分值'),
    judge: pointsText('判断题分值'),
    indefinite: pointsText('不定项选择题分值'),
    blank: pointsText('填空题分值'),
    entry: pointsText('计算分录题分值'),
    essay: pointsText('简答题分值'),
  },
  { error: '请填写各题型的分值' },
);

const templateShape = {
  name: textOf('模板名称', 50),
  points: ZTypePoints,
  multiple: z.enum(['all', 'per_option'], { error: '多选题计分方式有误' }),
  indefinite: z.enum(['all', 'per_option'], { error: '不定项计分方式有误' }),
  blank: z.enum(['all', 'per_blank'], { error: '填空题计分方式有误' }),
  entry: z.enum(['all', 'per_line'], { error: '分录题计分方式有误' }),
};

export const ZTemplateStoreBody = objectBody(templateShape);
export type TTemplateStoreBody = z.infer<typeof ZTemplateStoreBody>;
export const ZTemplateSaveBody = objectBody({ id: idOf('评分模板'), ...templateShape });
export const ZTemplateIdBody = objectBody({ id: idOf('评分模板') });

export type TTemplate = TTemplateStoreBody & { id: number; paper_count: number; updated_at: string };

const ZSection = z.object(
  {
    type: ZQuestionType,
    title: z.string({ error: '部分标题有误' }).trim().max(50, '部分标题不能超过50个字'),
    points: pointsText('每题分值'),
    mode: z.enum(['fixed', 'random'], { error: '请选择选题方式' }),
    question_ids: z.array(idOf('试题'), { error: '试题有误' }).max(200, '每部分最多200道题'),
    draw: z
      .object(
        {
          chapter_ids: z.array(idOf('章节'), { error: '抽题章节有误' }).max(50, '抽题章节过多'),
          count: z.number({ error: '抽题数量有误' }).int('抽题数量有误'),
          difficulties: z
            .array(z.number({ error: '难度有误' }).int('难度有误'), { error: '难度有误' })
            .max(5, '难度有误'),
        },
        { error: '抽题设置有误' },
      )
      .nullable(),
  },
  { error: '试卷部分有误' },
);

const paperShape = {
  title: textOf('试卷名称', 100),
  kind: z.enum(['exam', 'practice'], { error: '请选择试卷类型' }),
  template_id: idOf('评分模板'),
  description: z.string({ error: '说明有误' }).trim().max(2000, '说明不能超过2000个字'),
  duration_minutes: z.number({ error: '请输入时长' }).int('时长应为整数分钟'),
  pass_mark: pointsText('及格分'),
  shuffle_questions: z.boolean({ error: '题目乱序设置有误' }),
  shuffle_options: z.boolean({ error: '选项乱序设置有误' }),
  sections: z.array(ZSection, { error: '试卷部分有误' }).max(20, '试卷最多20个部分'),
};

export const ZPaperStoreBody = objectBody(paperShape);
export type TPaperStoreBody = z.infer<typeof ZPaperStoreBody>;
export const ZPaperSaveBody = objectBody({ id: idOf('试卷'), ...paperShape });
export const ZPaperIdBody = objectBody({ id: idOf('试卷') });
export const ZPaperIndexBody = pageBody({
  keyword: z.string({ error: '关键词有误' }).trim().max(50, '关键词过长').optional(),
  kind: z.enum(['exam', 'practice'], { error: '试卷类型有误' }).optional(),
});
export type TPaperIndexBody = z.infer<typeof ZPaperIndexBody>;

export interface TPaperRow {
  id: number;
  title: string;
  kind: 'exam' | 'practice';
  template_name: string;
  duration_minutes: number;
  total_points: string;
  pass_mark: string;
  question_count: number;
  updated_at: string;
}

export type TPaperDetail = TPaperStoreBody & { id: number; total_points: string; updated_at: string };

// ---- a paper imported from its workbook (/adminViews/paper/paper/import/{id})

/** The text fields of the upload (multipart): the chapter to file the new questions under and the scoring template. */
export const ZPaperImportFields = objectBody({ chapter_id: queryIdOf('章节'), template_id: queryIdOf('评分模板') });
export const ZPaperImportIdBody = objectBody({ id: idOf('导入记录') });

/** What an upload answers: the preview's id, how many questions were read, how many problems were found. */
export interface TPaperImportRead {
  id: number;
  question_count: number;
  problem_count: number;
}

/** A section of the paper read from the file: its questions, each with its row and problems. */
export interface TPaperImportSection {
  title: string;
  /** the type of its questions, or null when none could be read */
  type: (typeof QUESTION_TYPE_NAMES)[number] | null;
  points: string;
  /** the Excel row of its first question */
  line: number;
  /** its questions times its points */
  total_points: string;
  questions: TQuestionImportItem[];
}

export interface TPaperImportDetail {
  id: number;
  file_name: string;
  chapter_id: number;
  chapter_name: string;
  /** null when the template was deleted since */
  template_id: number | null;
  template_name: string;
  settings: Omit<TPaperStoreBody, 'template_id' | 'sections'>;
  sections: TPaperImportSection[];
  question_count: number;
  total_points: string;
  /** the paper's own problems (试卷信息, the sections as a whole); each question's are with it */
  problems: string[];
  /** every problem, the paper's and its questions' */
  problem_count: number;
  committed: boolean;
  /** the paper written by the commit */
  paper_id: number | null;
}
