// exam analysis, data access: the publications to analyse, a publication's overview, list, distribution and question
// statistics, one attempt beside the right answers, and regrading (/api/statistics/tiku/*, contract paper-stats.ts).
import type {
  TEditIsCorrectBody,
  TTikuExamChart,
  TTikuExamDetail,
  TTikuExamList,
  TTikuPaperDetail,
  TTikuPaperOption,
  TTikuQuestionStat,
} from '@sxpt/contract';
import { download, request } from '../../api/client';

export type TPaperKindName = 'exam' | 'practice';
export type TExamListStatus = 'none' | 'doing' | 'done';

export interface TExamListQuery {
  publication_id: number;
  page: number;
  page_size: number;
  keyword?: string;
  status?: TExamListStatus;
}

const base = '/api/statistics/tiku';

export const examStatsKeys = {
  all: ['exam-stats'] as const,
  options: (kind: TPaperKindName) => ['exam-stats', 'options', kind] as const,
  /** everything of one publication: what a regrade changes */
  publication: (publicationId: number) => ['exam-stats', 'publication', publicationId] as const,
  detail: (publicationId: number) => ['exam-stats', 'publication', publicationId, 'detail'] as const,
  chart: (publicationId: number) => ['exam-stats', 'publication', publicationId, 'chart'] as const,
  list: (query: TExamListQuery) => ['exam-stats', 'publication', query.publication_id, 'list', query] as const,
  questions: (publicationId: number) => ['exam-stats', 'publication', publicationId, 'questions'] as const,
  attempt: (attemptId: number) => ['exam-stats', 'attempt', attemptId] as const,
};

export const fetchPaperOptions = (kind: TPaperKindName) =>
  request<TTikuPaperOption[]>(`${base}/paper_select`, { kind });

export const fetchPaperDetail = (publicationId: number) =>
  request<TTikuPaperDetail>(`${base}/paper_detail`, { publication_id: publicationId });

export const fetchExamList = (query: TExamListQuery) => request<TTikuExamList>(`${base}/exam_list`, { ...query });

/** The same list as .xlsx (every row of the filter, not only the page). */
export const exportExamList = (query: Omit<TExamListQuery, 'page' | 'page_size'>) =>
  download(
    `${base}/exam_list`,
    { publication_id: query.publication_id, keyword: query.keyword, status: query.status },
    { method: 'GET' },
  );

export const fetchExamChart = (publicationId: number) =>
  request<TTikuExamChart>(`${base}/exam_chart`, { publication_id: publicationId });

export const fetchQuestionStats = (publicationId: number) =>
  request<TTikuQuestionStat[]>(`${base}/exam_qlist`, { publication_id: publicationId });

export const fetchExamDetail = (attemptId: number) =>
  request<TTikuExamDetail>(`${base}/exam_detail`, { attempt_id: attemptId });

/** Silent: the regrade control shows the server's refusal itself. */
export const editIsCorrect = (body: TEditIsCorrectBody) =>
  request<TTikuExamDetail>(`${base}/edit_is_correct`, { ...body }, { silent: true });
