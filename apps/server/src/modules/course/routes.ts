import {
  Role,
  ZCourseContextBody,
  ZCourseVideoLearnBody,
  ZHandoutLearnRecordBody,
  ZLearningAnalysisBody,
  ZLessonContextBody,
  ZStudentClassesListBody,
  ZStudentClassResourceBody,
} from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { analyseLearning } from './analysis-service';
import { attendanceRoutes } from './attendance-routes';
import { listClassResources, listMyClasses } from './class-service';
import { learnLesson, viewCourse } from './course-view-service';
import { openHandout, recordHandoutReading, recordVideoLearning } from './learning-record-service';

const studentOnly = { roles: [Role.student] } as const;

/** The course area: a student's classes, course tree, video and handout learning, and attendance. */
export async function courseRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['course'];
  const db = ctx.db;

  r.post(
    '/student/classes/list',
    { schema: { body: ZStudentClassesListBody, tags, summary: '我的班级及其课程资源' }, config: studentOnly },
    async (request) => ok(await listMyClasses(db, currentUser(request), request.body)),
  );
  r.post(
    '/student/classes/resource',
    { schema: { body: ZStudentClassResourceBody, tags, summary: '班级中我可用的课程资源' }, config: studentOnly },
    async (request) => ok(await listClassResources(db, currentUser(request), request.body)),
  );
  r.post(
    '/student/course/course_view',
    { schema: { body: ZCourseContextBody, tags, summary: '课程目录与学习进度' }, config: studentOnly },
    async (request) => ok(await viewCourse(db, currentUser(request), request.body)),
  );
  r.post(
    '/student/course/course_learn',
    { schema: { body: ZLessonContextBody, tags, summary: '课时学习' }, config: studentOnly },
    async (request) => ok(await learnLesson(db, currentUser(request), request.body)),
  );
  r.post(
    '/student/course/course_video_learn',
    { schema: { body: ZCourseVideoLearnBody, tags, summary: '上报视频观看进度' }, config: studentOnly },
    async (request) => ok(await recordVideoLearning(db, currentUser(request), request.body), '进度已保存'),
  );
  r.post(
    '/student/course/course_handout',
    { schema: { body: ZLessonContextBody, tags, summary: '课时讲义' }, config: studentOnly },
    async (request) => ok(await openHandout(db, currentUser(request), request.body)),
  );
  r.post(
    '/student/course/handout_learn_record',
    { schema: { body: ZHandoutLearnRecordBody, tags, summary: '上报讲义阅读进度' }, config: studentOnly },
    async (request) => ok(await recordHandoutReading(db, currentUser(request), request.body), '进度已保存'),
  );
  r.post(
    '/student/course/learning_analysis',
    { schema: { body: ZLearningAnalysisBody, tags, summary: '我的学习情况' }, config: studentOnly },
    async (request) => ok(await analyseLearning(db, currentUser(request), request.body.class_id)),
  );

  await attendanceRoutes(app, ctx);
}
