import {
  Role,
  ZAdminChapterIdBody,
  ZAdminChapterIndexBody,
  ZAdminChapterSaveBody,
  ZAdminChapterSortBody,
  ZAdminChapterStoreBody,
  ZAdminLessonIdBody,
  ZAdminLessonIndexBody,
  ZAdminLessonItemsBody,
  ZAdminLessonSaveBody,
  ZAdminLessonSortBody,
  ZAdminLessonStoreBody,
  ZAdminResourceGrantBody,
  ZAdminResourceGrantsBody,
  ZAdminResourceIdBody,
  ZAdminResourceIndexBody,
  ZAdminResourcePublishBody,
  ZAdminResourceRecommendBody,
  ZAdminResourceSaveBody,
  ZAdminResourceStoreBody,
} from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import {
  createChapter,
  deleteChapter,
  getChapterDetail,
  listChapters,
  renameChapter,
  sortChapters,
} from './chapter-service';
import { filesOfChapter, filesOfLesson, filesOfResource, releasingFiles } from './lesson-files';
import {
  createLesson,
  deleteLesson,
  getLessonDetail,
  listLessons,
  saveLesson,
  setLessonItems,
  sortLessons,
} from './lesson-service';
import {
  createResource,
  deleteResource,
  getResourceDetail,
  getResourceGrants,
  grantResource,
  listResources,
  saveResource,
  setResourceRecommend,
  setResourceStatus,
} from './resource-service';
import { uploadHandout, uploadVideo } from './upload-service';

const acc5Only = { roles: [Role.acc5] } as const;

/** The resource bank: resources, chapters, lessons, practice items, grants and lesson uploads. */
export async function resourceRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const db = ctx.db;

  // ---- resources ----
  r.post(
    '/admin/resource/index',
    { schema: { body: ZAdminResourceIndexBody, tags, summary: '资源库列表' }, config: acc5Only },
    async (request) => ok(await listResources(db, request.body)),
  );
  r.post(
    '/admin/resource/detail',
    { schema: { body: ZAdminResourceIdBody, tags, summary: '资源详情（章节、课时、练习）' }, config: acc5Only },
    async (request) => ok(await getResourceDetail(db, request.body.id)),
  );
  r.post(
    '/admin/resource/store',
    { schema: { body: ZAdminResourceStoreBody, tags, summary: '新增资源' }, config: acc5Only },
    async (request) => ok({ id: await createResource(db, request.body, currentUser(request).id) }, '资源已创建'),
  );
  r.post(
    '/admin/resource/save',
    { schema: { body: ZAdminResourceSaveBody, tags, summary: '修改资源' }, config: acc5Only },
    async (request) => {
      const id = request.body.id;
      await releasingFiles(ctx, filesOfResource(db, id, false), () => saveResource(db, id, request.body));
      return ok(null, '保存成功');
    },
  );
  r.post(
    '/admin/resource/delete',
    { schema: { body: ZAdminResourceIdBody, tags, summary: '删除资源' }, config: acc5Only },
    async (request) => {
      const id = request.body.id;
      await releasingFiles(ctx, filesOfResource(db, id, true), () => deleteResource(db, id));
      return ok(null, '删除成功');
    },
  );
  r.post(
    '/admin/resource/publish',
    { schema: { body: ZAdminResourcePublishBody, tags, summary: '发布或下架资源' }, config: acc5Only },
    async (request) => {
      await setResourceStatus(db, request.body.id, request.body.status);
      return ok(null, request.body.status === 1 ? '资源已发布' : '资源已下架');
    },
  );
  r.post(
    '/admin/resource/recommend',
    { schema: { body: ZAdminResourceRecommendBody, tags, summary: '设置推荐' }, config: acc5Only },
    async (request) => {
      await setResourceRecommend(db, request.body);
      return ok(null, request.body.is_recommended ? '已设为推荐' : '已取消推荐');
    },
  );
  r.post(
    '/admin/resource/grant',
    { schema: { body: ZAdminResourceGrantBody, tags, summary: '设置拥有该资源的院校' }, config: acc5Only },
    async (request) => {
      await grantResource(db, request.body);
      return ok(null, '授权已保存');
    },
  );
  r.post(
    '/admin/resource/grants',
    { schema: { body: ZAdminResourceGrantsBody, tags, summary: '拥有该资源的院校' }, config: acc5Only },
    async (request) => ok(await getResourceGrants(db, request.body.resource_id)),
  );

  // ---- chapters ----
  r.post(
    '/admin/chapter/index',
    { schema: { body: ZAdminChapterIndexBody, tags, summary: '章节列表' }, config: acc5Only },
    async (request) => ok(await listChapters(db, request.body)),
  );
  r.post(
    '/admin/chapter/detail',
    { schema: { body: ZAdminChapterIdBody, tags, summary: '章节详情（课时、练习）' }, config: acc5Only },
    async (request) => ok(await getChapterDetail(db, request.body.id)),
  );
  r.post(
    '/admin/chapter/store',
    { schema: { body: ZAdminChapterStoreBody, tags, summary: '新增章节' }, config: acc5Only },
    async (request) => ok({ id: await createChapter(db, request.body.resource_id, request.body.title) }, '章节已创建'),
  );
  r.post(
    '/admin/chapter/save',
    { schema: { body: ZAdminChapterSaveBody, tags, summary: '修改章节' }, config: acc5Only },
    async (request) => {
      await renameChapter(db, request.body.id, request.body.title);
      return ok(null, '保存成功');
    },
  );
  r.post(
    '/admin/chapter/delete',
    { schema: { body: ZAdminChapterIdBody, tags, summary: '删除章节及其课时' }, config: acc5Only },
    async (request) => {
      const id = request.body.id;
      await releasingFiles(ctx, filesOfChapter(db, id), () => deleteChapter(db, id));
      return ok(null, '删除成功');
    },
  );
  r.post(
    '/admin/chapter/sort',
    { schema: { body: ZAdminChapterSortBody, tags, summary: '章节排序' }, config: acc5Only },
    async (request) => {
      await sortChapters(db, request.body.resource_id, request.body.ids);
      return ok(null, '排序已保存');
    },
  );

  // ---- lessons ----
  r.post(
    '/admin/lesson/index',
    { schema: { body: ZAdminLessonIndexBody, tags, summary: '课时列表' }, config: acc5Only },
    async (request) => ok(await listLessons(db, request.body)),
  );
  r.post(
    '/admin/lesson/detail',
    { schema: { body: ZAdminLessonIdBody, tags, summary: '课时详情' }, config: acc5Only },
    async (request) => ok(await getLessonDetail(db, request.body.id)),
  );
  r.post(
    '/admin/lesson/store',
    { schema: { body: ZAdminLessonStoreBody, tags, summary: '新增课时' }, config: acc5Only },
    async (request) => ok({ id: await createLesson(db, request.body) }, '课时已创建'),
  );
  r.post(
    '/admin/lesson/save',
    { schema: { body: ZAdminLessonSaveBody, tags, summary: '修改课时（未传的字段不变）' }, config: acc5Only },
    async (request) => {
      await releasingFiles(ctx, filesOfLesson(db, request.body.id), () => saveLesson(db, request.body));
      return ok(null, '保存成功');
    },
  );
  r.post(
    '/admin/lesson/delete',
    { schema: { body: ZAdminLessonIdBody, tags, summary: '删除课时' }, config: acc5Only },
    async (request) => {
      const id = request.body.id;
      await releasingFiles(ctx, filesOfLesson(db, id), () => deleteLesson(db, id));
      return ok(null, '删除成功');
    },
  );
  r.post(
    '/admin/lesson/sort',
    { schema: { body: ZAdminLessonSortBody, tags, summary: '课时排序' }, config: acc5Only },
    async (request) => {
      await sortLessons(db, request.body.chapter_id, request.body.ids);
      return ok(null, '排序已保存');
    },
  );
  r.post(
    '/admin/lesson/items',
    { schema: { body: ZAdminLessonItemsBody, tags, summary: '设置课时的练习' }, config: acc5Only },
    async (request) => {
      await setLessonItems(db, request.body);
      return ok(null, '练习已保存');
    },
  );

  // ---- uploads (multipart field `file`) ----
  r.post(
    '/admin/upload/video',
    { schema: { tags, summary: '上传课时视频（MP4，≤500MB）' }, config: acc5Only },
    async (request) => ok(await uploadVideo(ctx, currentUser(request), request), '上传成功'),
  );
  r.post(
    '/admin/upload/handout',
    { schema: { tags, summary: '上传课时讲义（PDF，≤50MB）' }, config: acc5Only },
    async (request) => ok(await uploadHandout(ctx, currentUser(request), request), '上传成功'),
  );
}
