// question bank (acc5), data access: chapters (subject → chapter), questions and imports. Every call is the
// server's contract (packages/contract/src/question-bank.ts, apps/server/src/modules/question-bank/routes.ts).
import type {
  TPage,
  TPaperDetail,
  TPaperImportDetail,
  TPaperImportRead,
  TPaperIndexBody,
  TPaperRow,
  TPaperStoreBody,
  TQuestionChapterNode,
  TQuestionDetail,
  TQuestionImportDetail,
  TQuestionImportFormat,
  TQuestionIndexBody,
  TQuestionRow,
  TQuestionStoreBody,
  TTemplate,
  TTemplateStoreBody,
} from '@sxpt/contract';
import { download, request } from '../../api/client';

/** Query keys: invalidating ['question-bank'] refreshes every list below it. */
export const bankKeys = {
  all: ['question-bank'] as const,
  chapters: ['question-bank', 'chapters'] as const,
  list: (body: TQuestionIndexBody) => ['question-bank', 'questions', body] as const,
  detail: (id: number) => ['question-bank', 'question', id] as const,
  upload: (id: number) => ['question-bank', 'import', id] as const,
};

export const fetchChapterTree = () => request<TQuestionChapterNode[]>('/admin/question_chapter/index', {});
export const storeChapter = (body: { parent_id?: number; name: string }) =>
  request<{ id: number }>('/admin/question_chapter/store', body);
export const renameChapter = (id: number, name: string) => request<null>('/admin/question_chapter/save', { id, name });
export const deleteChapter = (id: number) => request<null>('/admin/question_chapter/delete', { id });

export const fetchQuestions = (body: TQuestionIndexBody) => request<TPage<TQuestionRow>>('/admin/question/index', body);
export const fetchQuestion = (id: number) => request<TQuestionDetail>('/admin/question/detail', { id });
export const storeQuestion = (body: TQuestionStoreBody) =>
  request<{ id: number }>('/admin/question/store', body, { silent: true });
export const saveQuestion = (body: TQuestionStoreBody & { id: number }) =>
  request<null>('/admin/question/save', body, { silent: true });
export const deleteQuestion = (id: number) => request<null>('/admin/question/delete', { id });

/** Upload a question file (the Excel template, GIFT, Aiken or Moodle XML) for preview: the import's id and what was read. */
export function uploadQuestionFile(file: File, chapterId: number, format: TQuestionImportFormat) {
  const form = new FormData();
  form.append('chapter_id', String(chapterId));
  form.append('format', format);
  form.append('file', file);
  return request<{ id: number; total: number; error_count: number }>('/admin/question/import', form);
}
export const fetchImport = (id: number) => request<TQuestionImportDetail>('/admin/question/import_detail', { id });
export const commitImport = (id: number) => request<{ count: number }>('/admin/question/import_commit', { id });
/** Save the empty Excel template (with its 填写说明); resolves the file's name. */
export const downloadQuestionTemplate = () => download('/admin/question/template', undefined, { method: 'GET' });
/** Save a chapter's questions (a subject: all its chapters') in the Excel template; resolves the file's name. */
export const exportChapterQuestions = (chapterId: number) =>
  download('/admin/question/export', { chapter_id: chapterId }, { method: 'GET' });

// ---- scoring templates and papers

export const paperKeys = {
  templates: ['question-bank', 'templates'] as const,
  papers: (body: TPaperIndexBody) => ['question-bank', 'papers', body] as const,
  paper: (id: number) => ['question-bank', 'paper', id] as const,
  upload: (id: number) => ['question-bank', 'paper-import', id] as const,
};

export const fetchTemplates = () => request<TTemplate[]>('/admin/template/index', {});
export const storeTemplate = (body: TTemplateStoreBody) =>
  request<{ id: number }>('/admin/template/store', body, { silent: true });
export const saveTemplate = (body: TTemplateStoreBody & { id: number }) =>
  request<null>('/admin/template/save', body, { silent: true });
export const deleteTemplate = (id: number) => request<null>('/admin/template/delete', { id });

export const fetchPapers = (body: TPaperIndexBody) => request<TPage<TPaperRow>>('/admin/paper/index', body);
export const fetchPaper = (id: number) => request<TPaperDetail>('/admin/paper/detail', { id });
export const storePaper = (body: TPaperStoreBody) =>
  request<{ id: number }>('/admin/paper/store', body, { silent: true });
export const savePaper = (body: TPaperStoreBody & { id: number }) =>
  request<null>('/admin/paper/save', body, { silent: true });
export const deletePaper = (id: number) => request<null>('/admin/paper/delete', { id });

/** Upload a paper workbook for preview: its questions filed under the chapter, the paper scored by the template. */
export function uploadPaperFile(file: File, chapterId: number, templateId: number) {
  const form = new FormData();
  form.append('chapter_id', String(chapterId));
  form.append('template_id', String(templateId));
  form.append('file', file);
  return request<TPaperImportRead>('/admin/paper/import', form);
}
export const fetchPaperImport = (id: number) => request<TPaperImportDetail>('/admin/paper/import_detail', { id });
export const commitPaperImport = (id: number) =>
  request<{ paper_id: number; question_count: number }>('/admin/paper/import_commit', { id });
/** Save the empty paper template (试卷信息, 试题, 填写说明); resolves the file's name. */
export const downloadPaperTemplate = () => download('/admin/paper/template', undefined, { method: 'GET' });
