// 试卷库 of teachers and college administrators, data access: the college's papers, a paper's preview with its
// answers, a teacher's classes, and publishing papers to classes. Every call is the server's contract
// (packages/contract/src/paper-exam.ts, apps/server/src/modules/paper/routes.ts).
import type {
  TCollegePaperRow,
  TEditPublishBody,
  TOwnClassResources,
  TPage,
  TPaperPreview,
  TPublicationRow,
  TPublishListBody,
  TPublishPapersBody,
  TTeacherPapersBody,
} from '@sxpt/contract';
import { request } from '../../api/client';

/** The publication's times as sent: ISO strings (the contract reads them into dates). */
type TWireTimes = { start_at: string; end_at: string };
export type TPublishPapersRequest = Omit<TPublishPapersBody, 'start_at' | 'end_at'> & TWireTimes;
export type TEditPublishRequest = Omit<TEditPublishBody, 'start_at' | 'end_at'> & TWireTimes;
/** What a publication's settings are, whether new or changed. */
export type TPublicationSettingsRequest = Omit<TEditPublishRequest, 'id'>;

/** Query keys: invalidating ['paper-publish'] refreshes both lists of 试卷库 and the previews. */
export const publishKeys = {
  all: ['paper-publish'] as const,
  papers: (body: TTeacherPapersBody) => ['paper-publish', 'papers', body] as const,
  preview: (id: number) => ['paper-publish', 'preview', id] as const,
  classes: ['paper-publish', 'classes'] as const,
  publications: (body: TPublishListBody) => ['paper-publish', 'publications', body] as const,
};

export const fetchCollegePapers = (body: TTeacherPapersBody) =>
  request<TPage<TCollegePaperRow>>('/teacher/resources/papers', body);
export const fetchPaperPreview = (id: number) => request<TPaperPreview>('/teacher/resources/paper_detail', { id });
/** The teacher's classes, each with its courses (teachers only). */
export const fetchOwnClasses = () => request<TOwnClassResources[]>('/teacher/resources/classes', {});
export const publishPapers = (body: TPublishPapersRequest) =>
  request<{ ids: number[] }>('/teacher/resources/publish_papers', body, { silent: true });
export const fetchPublications = (body: TPublishListBody) =>
  request<TPage<TPublicationRow>>('/teacher/resources/publish_list', body);
export const editPublication = (body: TEditPublishRequest) =>
  request<null>('/teacher/resources/edit_publish_papers', body, { silent: true });
