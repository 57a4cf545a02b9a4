// question bank (acc5), data access: chapters (subject → chapter), questions and imports. Every call is the
// server's contract (packages/contract/src/question-bank.ts, apps/server/src/modules/question-bank/routes.ts).
import type {
  TPage,
  TQuestionChapterNode,
  TQuestionDetail,
  TQuestionImportDetail,
  TQuestionIndexBody,
  TQuestionRow,
  TQuestionStoreBody,
} from '@sxpt/contract';
import { request } from '../../api/client';

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

/** Upload a GIFT or Aiken file for preview: the import's id and what was read. */
export function uploadQuestionFile(file: File, chapterId: number, format: 'gift' | 'aiken') {
  const form = new FormData();
  form.append('chapter_id', String(chapterId));
  form.append('format', format);
  form.append('file', file);
  return request<{ id: number; total: number; error_count: number }>('/admin/question/import', form);
}
export const fetchImport = (id: number) => request<TQuestionImportDetail>('/admin/question/import_detail', { id });
export const commitImport = (id: number) => request<{ count: number }>('/admin/question/import_commit', { id });
