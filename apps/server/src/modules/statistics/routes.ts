// /api/statistics/*: the filters and the practical-training analysis, for admins (the college) and teachers (the
// classes they teach).
import {
  Role,
  statisticsMessages,
  ZAttemptQuery,
  ZAttendanceDetailsBody,
  ZAttendanceStatsBody,
  ZEditIsRightBody,
  ZLearningSummaryBody,
  ZLxDetailsQuery,
  ZPracticeTrainingQuery,
  ZResourceQuery,
  ZShicaoCommentBody,
  ZShicaoItemQuery,
  ZShicaoSubjectDetailBody,
  ZStudyExportBody,
} from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { findClassFor } from '../college/tenant-scope';
import { sendAttendanceXlsx } from './attendance-export';
import { attendanceDetails, attendanceOverall, attendanceRecord } from './attendance-stats-service';
import { listChapterLessons, listClassesWithResources, visibleClassIds } from './filter-service';
import { registerLearningRoutes } from './learning-routes';
import { collegeFigures, learningSummary } from './learning-summary-service';
import { lxDetails } from './ledger-compare';
import { sendTrainingXlsx } from './shicao-export';
import {
  completionRate,
  editIsRight,
  practiceTraining,
  saveComment,
  subjectAnalysis,
  subjectDetail,
  trainingReport,
} from './shicao-service';
import { sendStudyXlsx } from './study-export';

const staff = { roles: [Role.admin, Role.teacher] } as const;
const adminOnly = { roles: [Role.admin] } as const;
const tags = ['statistics'];

export async function statisticsRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/statistics';
  registerLearningRoutes(app, ctx);

  r.get(
    `${base}/resources_class`,
    { schema: { tags, summary: '班级及其课程（筛选）' }, config: staff },
    async (request) => ok(await listClassesWithResources(ctx.db, currentUser(request))),
  );

  r.get(
    `${base}/chapter_lesson`,
    { schema: { querystring: ZResourceQuery, tags, summary: '课程的章节、课时与实训项目（筛选）' }, config: staff },
    async (request) => ok(await listChapterLessons(ctx.db, currentUser(request), request.query.resource_id)),
  );

  r.get(
    `${base}/shicao/completion_rate`,
    { schema: { querystring: ZShicaoItemQuery, tags, summary: '实训完成情况' }, config: staff },
    async (request) => ok(await completionRate(ctx.db, currentUser(request), request.query)),
  );

  r.get(
    `${base}/shicao/practice_training`,
    {
      schema: { querystring: ZPracticeTrainingQuery, tags, summary: '学生实训进度与成绩（export=xlsx 导出）' },
      config: staff,
    },
    async (request, reply) => {
      const { export: format, ...query } = request.query;
      const training = await practiceTraining(ctx.db, currentUser(request), query);
      if (format === 'xlsx') return sendTrainingXlsx(reply, training);
      return ok(training);
    },
  );

  r.get(
    `${base}/shicao/subject_analysis_compute`,
    { schema: { querystring: ZShicaoItemQuery, tags, summary: '各题完成率、一次正确率与常错项' }, config: staff },
    async (request) => ok(await subjectAnalysis(ctx.db, currentUser(request), request.query)),
  );

  r.post(
    `${base}/shicao/subject_detail`,
    { schema: { body: ZShicaoSubjectDetailBody, tags, summary: '学生答案与参考答案对照' }, config: staff },
    async (request) => ok(await subjectDetail(ctx.db, currentUser(request), request.body)),
  );

  r.get(
    `${base}/shicao/lx_details`,
    { schema: { querystring: ZLxDetailsQuery, tags, summary: '账务实训答题详情：学生的凭证与报表' }, config: staff },
    async (request) => ok(await lxDetails(ctx.db, currentUser(request), request.query.attempt_id)),
  );

  r.post(
    `${base}/shicao/edit_is_right`,
    { schema: { body: ZEditIsRightBody, tags, summary: '修改题目判定（记录原因、修改人与时间）' }, config: staff },
    async (request) =>
      ok(await editIsRight(ctx.db, currentUser(request), request.body), statisticsMessages.overrideSaved),
  );

  r.post(
    `${base}/shicao/comment`,
    { schema: { body: ZShicaoCommentBody, tags, summary: '教师评语' }, config: staff },
    async (request) => {
      await saveComment(ctx.db, currentUser(request), request.body);
      return ok(null, statisticsMessages.commentSaved);
    },
  );

  r.post(
    `${base}/attendance/checkin/overall`,
    { schema: { body: ZAttendanceStatsBody, tags, summary: '班级签到概况与趋势' }, config: staff },
    async (request) => ok(await attendanceOverall(ctx.db, currentUser(request), request.body)),
  );

  r.post(
    `${base}/attendance/checkin/record`,
    { schema: { body: ZAttendanceStatsBody, tags, summary: '学生出勤统计（export=xlsx 导出）' }, config: staff },
    async (request, reply) => {
      const record = await attendanceRecord(ctx.db, currentUser(request), request.body);
      if (request.body.export === 'xlsx') return sendAttendanceXlsx(reply, record, request.body);
      return ok(record);
    },
  );

  r.post(
    `${base}/attendance/checkin/details`,
    { schema: { body: ZAttendanceDetailsBody, tags, summary: '一次签到或一名学生的签到明细' }, config: staff },
    async (request) => ok(await attendanceDetails(ctx.db, currentUser(request), request.body)),
  );

  r.post(
    `${base}/learning_summary`,
    { schema: { body: ZLearningSummaryBody, tags, summary: '学习汇总（一名学生一行）' }, config: staff },
    async (request) => {
      const klass = await findClassFor(ctx.db, currentUser(request), request.body.class_id);
      return ok({ class_name: klass.name, list: await learningSummary(ctx.db, [klass.id]) });
    },
  );

  r.post(
    '/college/statistics/study_export',
    { schema: { body: ZStudyExportBody, tags, summary: '学习汇总导出（一个班级，或院校的全部班级）' }, config: staff },
    async (request, reply) => {
      const user = currentUser(request);
      const classId = request.body.class_id;
      const klass = classId === undefined ? null : await findClassFor(ctx.db, user, classId);
      const ids = klass ? [klass.id] : await visibleClassIds(ctx.db, user);
      const name = klass ? `${klass.name}-学习汇总.xlsx` : `${user.collegeName}-学习汇总.xlsx`;
      return sendStudyXlsx(reply, name, await learningSummary(ctx.db, ids));
    },
  );

  r.post(
    '/college/data/statistics',
    { schema: { tags, summary: '院校数据概况' }, config: adminOnly },
    async (request) => ok(await collegeFigures(ctx.db, currentUser(request))),
  );

  r.get(
    `${base}/shicao/report`,
    { schema: { querystring: ZAttemptQuery, tags, summary: '实训报告' }, config: staff },
    async (request) => ok(await trainingReport(ctx.db, currentUser(request), request.query.attempt_id)),
  );
}
