// admin area (acc5), data access: the resource bank (resources, chapters, lessons, practice items, grants to
// colleges). Every call is the server's contract (packages/contract/src/admin-resource.ts,
// apps/server/src/modules/admin/resource-routes.ts). Uploads are in upload-api.ts.
import type {
  TAdminChapter,
  TAdminChapterDetail,
  TAdminCreatedId,
  TAdminLesson,
  TAdminLessonDetail,
  TAdminLessonItemsBody,
  TAdminLessonSaveBody,
  TAdminLessonStoreBody,
  TAdminResource,
  TAdminResourceDetail,
  TAdminResourceGrants,
  TAdminResourceIndexBody,
  TAdminResourceRecommendBody,
  TAdminResourceStoreBody,
  TPage,
} from '@sxpt/contract';
import { request } from '../../api/client';

/** Query keys of the resource bank (all under ['admin']). */
export const resourceKeys = {
  resources: ['admin', 'resources'] as const,
  resourceList: (body: TAdminResourceIndexBody) => ['admin', 'resources', 'list', body] as const,
  resourceOptions: ['admin', 'resources', 'options'] as const,
  resourceDetail: (id: number) => ['admin', 'resources', 'detail', id] as const,
  grants: (id: number) => ['admin', 'resources', 'grants', id] as const,
  chapters: (resourceId: number) => ['admin', 'chapters', resourceId] as const,
  chapterDetail: (id: number) => ['admin', 'chapters', 'detail', id] as const,
  lessons: (chapterId: number) => ['admin', 'lessons', chapterId] as const,
  lessonDetail: (id: number) => ['admin', 'lesson', id] as const,
};

// ---- resources

export function fetchResources(body: TAdminResourceIndexBody): Promise<TPage<TAdminResource>> {
  return request<TPage<TAdminResource>>('/admin/resource/index', body);
}

/** Every resource, for pickers and the recommend screen: the server pages at most 200 at a time. */
export async function fetchAllResources(): Promise<TAdminResource[]> {
  const all: TAdminResource[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const data = await fetchResources({ page, page_size: 200 });
    all.push(...data.list);
    if (all.length >= data.total || data.list.length === 0) break;
  }
  return all;
}

export function fetchResourceDetail(id: number): Promise<TAdminResourceDetail> {
  return request<TAdminResourceDetail>('/admin/resource/detail', { id });
}

export function createResource(body: TAdminResourceStoreBody): Promise<TAdminCreatedId> {
  return request<TAdminCreatedId>('/admin/resource/store', body);
}

export function saveResource(id: number, body: TAdminResourceStoreBody): Promise<null> {
  return request<null>('/admin/resource/save', { ...body, id });
}

/** Refused by the server while a class uses the resource (its message is shown). */
export function deleteResource(id: number): Promise<null> {
  return request<null>('/admin/resource/delete', { id });
}

/** 1 发布, 0 下架 (draft). */
export function publishResource(id: number, status: 0 | 1): Promise<null> {
  return request<null>('/admin/resource/publish', { id, status });
}

export function setResourceRecommend(body: TAdminResourceRecommendBody): Promise<null> {
  return request<null>('/admin/resource/recommend', body);
}

export function fetchResourceGrants(resourceId: number): Promise<TAdminResourceGrants> {
  return request<TAdminResourceGrants>('/admin/resource/grants', { resource_id: resourceId });
}

/**
 * The colleges that have the resource become exactly `collegeIds`. Silent: a refusal (a college whose classes use
 * the resource) is shown in the dialog.
 */
export function grantResource(resourceId: number, collegeIds: number[]): Promise<null> {
  return request<null>('/admin/resource/grant', { resource_id: resourceId, college_ids: collegeIds }, { silent: true });
}

// ---- chapters (the whole list: the server answers up to 200 at once)

export function fetchChapters(resourceId: number): Promise<TPage<TAdminChapter>> {
  return request<TPage<TAdminChapter>>('/admin/chapter/index', { resource_id: resourceId, page: 1, page_size: 200 });
}

/** One chapter with its lessons and their practice items. */
export function fetchChapterDetail(id: number): Promise<TAdminChapterDetail> {
  return request<TAdminChapterDetail>('/admin/chapter/detail', { id });
}

export function createChapter(resourceId: number, title: string): Promise<TAdminCreatedId> {
  return request<TAdminCreatedId>('/admin/chapter/store', { resource_id: resourceId, title });
}

export function renameChapter(id: number, title: string): Promise<null> {
  return request<null>('/admin/chapter/save', { id, title });
}

export function deleteChapter(id: number): Promise<null> {
  return request<null>('/admin/chapter/delete', { id });
}

/** `ids` must be every chapter of the resource, in the new order. */
export function sortChapters(resourceId: number, ids: number[]): Promise<null> {
  return request<null>('/admin/chapter/sort', { resource_id: resourceId, ids });
}

// ---- lessons (the whole list of a chapter)

export function fetchLessons(chapterId: number): Promise<TPage<TAdminLesson>> {
  return request<TPage<TAdminLesson>>('/admin/lesson/index', { chapter_id: chapterId, page: 1, page_size: 200 });
}

export function fetchLessonDetail(id: number): Promise<TAdminLessonDetail> {
  return request<TAdminLessonDetail>('/admin/lesson/detail', { id });
}

export function createLesson(body: TAdminLessonStoreBody): Promise<TAdminCreatedId> {
  return request<TAdminCreatedId>('/admin/lesson/store', body);
}

export function saveLesson(body: TAdminLessonSaveBody): Promise<null> {
  return request<null>('/admin/lesson/save', body);
}

export function deleteLesson(id: number): Promise<null> {
  return request<null>('/admin/lesson/delete', { id });
}

/** `ids` must be every lesson of the chapter, in the new order. */
export function sortLessons(chapterId: number, ids: number[]): Promise<null> {
  return request<null>('/admin/lesson/sort', { chapter_id: chapterId, ids });
}

/** The lesson's practice items become exactly `items`, in that order. */
export function saveLessonItems(body: TAdminLessonItemsBody): Promise<null> {
  return request<null>('/admin/lesson/items', body);
}
