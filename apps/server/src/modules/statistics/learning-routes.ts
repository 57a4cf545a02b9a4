// Video and handout learning calls of the spec: the administrator's under /college/statistics/course/, the
// teacher's under /teacher/data_statistics/course/ (the same answers; a teacher sees only the classes they teach).
import { Role, ZCourseLearningBody, ZCourseLearningQuery, ZLessonLearningBody } from '@sxpt/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import type { TSessionUser } from '../../http/auth';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { sendLearningXlsx } from './learning-export';
import {
  handoutLessonStats,
  learningMatrix,
  lessonLearningDetail,
  type TLearningKind,
  videoLessonStats,
} from './learning-stats-service';

const tags = ['statistics'];

export function registerLearningRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const matrix = async (
    user: TSessionUser,
    body: { class_id: number; resource_id: number; export?: 'xlsx' },
    kind: TLearningKind,
    reply: FastifyReply,
  ) => {
    const data = await learningMatrix(ctx.db, user, body, kind);
    return body.export === 'xlsx' ? sendLearningXlsx(reply, data, kind) : ok(data);
  };

  for (const [base, role, method] of [
    ['/college/statistics/course', Role.admin, 'admin'],
    ['/teacher/data_statistics/course', Role.teacher, 'teacher'],
  ] as const) {
    const config = { roles: [role] };
    r.post(
      `${base}/vedio_record_statistics`,
      { schema: { body: ZCourseLearningBody, tags, summary: '各课时视频学习统计' }, config },
      async (request) => ok(await videoLessonStats(ctx.db, currentUser(request), request.body)),
    );
    r.post(
      `${base}/vedio_learn_record`,
      { schema: { body: ZCourseLearningBody, tags, summary: '学生视频学习记录（export=xlsx 导出）' }, config },
      (request, reply) => matrix(currentUser(request), request.body, 'video', reply),
    );
    r.post(
      `${base}/vedio_record_details`,
      { schema: { body: ZLessonLearningBody, tags, summary: '一个课时的学生视频学习' }, config },
      async (request) => ok(await lessonLearningDetail(ctx.db, currentUser(request), request.body, 'video')),
    );
    r.post(
      `${base}/handout_record_details`,
      { schema: { body: ZLessonLearningBody, tags, summary: '一个课时的学生讲义阅读' }, config },
      async (request) => ok(await lessonLearningDetail(ctx.db, currentUser(request), request.body, 'handout')),
    );
    r.post(
      `${base}/handout_record_analyze`,
      { schema: { body: ZCourseLearningBody, tags, summary: '各课时讲义阅读分析（图表）' }, config },
      async (request) => ok(await handoutLessonStats(ctx.db, currentUser(request), request.body)),
    );
    // the spec has the administrator's handout_record and handout_record_statistics as GET, the teacher's as POST
    if (method === 'admin') {
      r.get(
        `${base}/handout_record`,
        {
          schema: { querystring: ZCourseLearningQuery, tags, summary: '学生讲义阅读记录（export=xlsx 导出）' },
          config,
        },
        (request, reply) => matrix(currentUser(request), request.query, 'handout', reply),
      );
      r.get(
        `${base}/handout_record_statistics`,
        { schema: { querystring: ZCourseLearningQuery, tags, summary: '各课时讲义阅读统计' }, config },
        async (request) => ok(await handoutLessonStats(ctx.db, currentUser(request), request.query)),
      );
    } else {
      r.post(
        `${base}/handout_record`,
        { schema: { body: ZCourseLearningBody, tags, summary: '学生讲义阅读记录（export=xlsx 导出）' }, config },
        (request, reply) => matrix(currentUser(request), request.body, 'handout', reply),
      );
      r.post(
        `${base}/handout_record_statistics`,
        { schema: { body: ZCourseLearningBody, tags, summary: '各课时讲义阅读统计' }, config },
        async (request) => ok(await handoutLessonStats(ctx.db, currentUser(request), request.body)),
      );
    }
  }
}
