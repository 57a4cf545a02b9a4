// papers, the student's side: the papers published to my classes, an attempt's answer sheet, saving answers,
// leaving the page, submitting, the report, the answers with 解析, and redoing a practice paper. Every call is the
// server's contract (packages/contract/src/paper-exam.ts, apps/server/src/modules/paper/routes.ts).
import type {
  TAnswerSaveBody,
  TAnswerSheet,
  TPage,
  TPaperParsing,
  TPaperReport,
  TRedoPractical,
  TStudentPaperRow,
} from '@sxpt/contract';
import { request } from '../../api/client';

export const examKeys = {
  all: ['paper-exam'] as const,
  list: ['paper-exam', 'list'] as const,
  report: (attemptId: number) => ['paper-exam', 'report', attemptId] as const,
  parsing: (attemptId: number) => ['paper-exam', 'parsing', attemptId] as const,
  practical: (publicationId: number) => ['paper-exam', 'practical', publicationId] as const,
};

/** A student has a handful of papers: one page of 100 holds them all. */
export const fetchMyPapers = () => request<TPage<TStudentPaperRow>>('/student/paper/list', { page: 1, page_size: 100 });

/** Begin or resume my attempt at a publication. */
export const openSheet = (publicationId: number) =>
  request<TAnswerSheet>('/student/paper/detail', { publication_id: publicationId }, { silent: true });

/** Save answers (silent: the sheet shows its own saving state and retries). */
export const saveAnswers = (body: TAnswerSaveBody) =>
  request<{ saved_at: string }>('/student/paper/save', body, { silent: true });

export const reportLeave = (attemptId: number) =>
  request<{ switch_count: number; switch_limit: number; submitted: boolean }>(
    '/student/paper/leave',
    { attempt_id: attemptId },
    { silent: true },
  );

export const submitSheet = (body: TAnswerSaveBody | { attempt_id: number }) =>
  request<TPaperReport>('/student/paper/submit', body, { silent: true });

export const fetchReport = (attemptId: number) =>
  request<TPaperReport>('/student/paper/report', { attempt_id: attemptId });

export const fetchParsing = (attemptId: number) =>
  request<TPaperParsing>('/student/paper/parsing', { attempt_id: attemptId }, { silent: true });

export const redoPractise = (publicationId: number, onlyWrong: boolean) =>
  request<TAnswerSheet>('/student/paper/redo_practise', { publication_id: publicationId, only_wrong: onlyWrong });

export const fetchPractical = (publicationId: number) =>
  request<TRedoPractical>('/student/paper/redo_practical_training', { publication_id: publicationId });

export const examPaths = {
  sheet: (publicationId: number) => `/studentViews/testPage?id=${publicationId}`,
  report: (attemptId: number) => `/studentViews/report?id=${attemptId}`,
};
