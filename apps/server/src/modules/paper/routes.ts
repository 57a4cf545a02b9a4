import {
  paperStatsMessages,
  Role,
  ZAnswerSaveBody,
  ZEditIsCorrectBody,
  ZEditPublishBody,
  ZPaperAttemptBody,
  ZPaperSubmitBody,
  ZPublishListBody,
  ZPublishPapersBody,
  ZRedoPracticalBody,
  ZRedoPractiseBody,
  ZStudentPaperDetailBody,
  ZStudentPaperListBody,
  ZTeacherPaperDetailBody,
  ZTeacherPapersBody,
  ZTikuAttemptBody,
  ZTikuExamListBody,
  ZTikuExamListQuery,
  ZTikuPaperSelectBody,
  ZTikuPublicationBody,
} from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { installOverdueSweep } from './attempt-grading';
import {
  listStudentPapers,
  openAttempt,
  practicalOfPaper,
  previewSheet,
  recordLeave,
  saveAnswers,
  submitAttempt,
} from './attempt-service';
import { editPublication, listCollegePapers, listPublications, paperPreview, publishPapers } from './publish-service';
import { studentParsing, studentReport } from './report-service';
import { sendExamXlsx } from './tiku-export';
import {
  editIsCorrect,
  examChart,
  examDetail,
  examList,
  examListAll,
  examQuestions,
  paperSelect,
  tikuPaperDetail,
} from './tiku-service';

const teacherOnly = { roles: [Role.teacher] } as const;
const acc5Only = { roles: [Role.acc5] } as const;
const staff = { roles: [Role.admin, Role.teacher] } as const;
const studentOnly = { roles: [Role.student] } as const;

/** Papers published and sat: /teacher/resources/* (papers), and /student/paper/*. */
export async function paperRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;
  const tags = ['paper'];
  installOverdueSweep(app, db);

  // ---- teachers (the admin reads the same papers and publications of the whole college)
  r.post(
    '/teacher/resources/papers',
    { schema: { body: ZTeacherPapersBody, tags, summary: '本校课程中的试卷' }, config: staff },
    async (request) => ok(await listCollegePapers(db, currentUser(request), request.body)),
  );
  r.post(
    '/teacher/resources/paper_detail',
    { schema: { body: ZTeacherPaperDetailBody, tags, summary: '查看试卷（含答案与解析）' }, config: staff },
    async (request) => ok(await paperPreview(db, currentUser(request), request.body.id)),
  );
  r.post(
    '/teacher/resources/publish_papers',
    { schema: { body: ZPublishPapersBody, tags, summary: '发布试卷到所教班级' }, config: teacherOnly },
    async (request) => ok({ ids: await publishPapers(db, currentUser(request), request.body) }, '发布成功'),
  );
  r.post(
    '/teacher/resources/publish_list',
    { schema: { body: ZPublishListBody, tags, summary: '试卷发布记录' }, config: staff },
    async (request) => ok(await listPublications(db, currentUser(request), request.body)),
  );
  r.post(
    '/teacher/resources/edit_publish_papers',
    { schema: { body: ZEditPublishBody, tags, summary: '修改发布设置' }, config: teacherOnly },
    async (request) => {
      await editPublication(db, currentUser(request), request.body);
      return ok(null, '保存成功');
    },
  );

  // ---- analysis: 考试分析 and 做题分析 (admin: the college; teacher: their classes)
  const tiku = '/api/statistics/tiku';
  r.post(
    `${tiku}/paper_select`,
    { schema: { body: ZTikuPaperSelectBody, tags, summary: '可分析的考试与练习（筛选）' }, config: staff },
    async (request) => ok(await paperSelect(db, currentUser(request), request.body)),
  );
  r.post(
    `${tiku}/paper_detail`,
    { schema: { body: ZTikuPublicationBody, tags, summary: '考试概况' }, config: staff },
    async (request) => ok(await tikuPaperDetail(db, currentUser(request), request.body.publication_id)),
  );
  r.post(
    `${tiku}/exam_list`,
    { schema: { body: ZTikuExamListBody, tags, summary: '学生成绩列表' }, config: staff },
    async (request) => ok(await examList(db, currentUser(request), request.body)),
  );
  r.get(
    `${tiku}/exam_list`,
    { schema: { querystring: ZTikuExamListQuery, tags, summary: '学生成绩导出（.xlsx）' }, config: staff },
    async (request, reply) => sendExamXlsx(reply, await examListAll(db, currentUser(request), request.query)),
  );
  r.post(
    `${tiku}/exam_chart`,
    { schema: { body: ZTikuPublicationBody, tags, summary: '成绩分布、平均分、最高最低分与及格率' }, config: staff },
    async (request) => ok(await examChart(db, currentUser(request), request.body.publication_id)),
  );
  r.post(
    `${tiku}/exam_detail`,
    { schema: { body: ZTikuAttemptBody, tags, summary: '学生答卷与正确答案对照' }, config: staff },
    async (request) => ok(await examDetail(db, currentUser(request), request.body.attempt_id)),
  );
  r.post(
    `${tiku}/exam_qlist`,
    { schema: { body: ZTikuPublicationBody, tags, summary: '逐题统计：难度、区分度与选项分布' }, config: staff },
    async (request) => ok(await examQuestions(db, currentUser(request), request.body.publication_id)),
  );
  r.post(
    `${tiku}/edit_is_correct`,
    { schema: { body: ZEditIsCorrectBody, tags, summary: '批改：改判对错或给分（记录原因）' }, config: staff },
    async (request) => ok(await editIsCorrect(db, currentUser(request), request.body), paperStatsMessages.saved),
  );

  // ---- acc5: a paper as a student sees it
  r.post(
    '/admin/paper/preview',
    {
      schema: { body: ZTeacherPaperDetailBody, tags, summary: '以学生视角预览试卷（一次抽题，不含答案）' },
      config: acc5Only,
    },
    async (request) => ok(await previewSheet(db, request.body.id)),
  );

  // ---- students
  r.post(
    '/student/paper/list',
    { schema: { body: ZStudentPaperListBody, tags, summary: '我的试卷' }, config: studentOnly },
    async (request) => ok(await listStudentPapers(db, currentUser(request), request.body)),
  );
  r.post(
    '/student/paper/detail',
    { schema: { body: ZStudentPaperDetailBody, tags, summary: '开始或继续作答' }, config: studentOnly },
    async (request) => ok(await openAttempt(db, currentUser(request), request.body.publication_id)),
  );
  r.post(
    '/student/paper/save',
    { schema: { body: ZAnswerSaveBody, tags, summary: '保存答案' }, config: studentOnly },
    async (request) => ok(await saveAnswers(db, currentUser(request), request.body), '已保存'),
  );
  r.post(
    '/student/paper/leave',
    { schema: { body: ZPaperAttemptBody, tags, summary: '记录离开作答页面（切屏）' }, config: studentOnly },
    async (request) => ok(await recordLeave(db, currentUser(request), request.body.attempt_id)),
  );
  r.post(
    '/student/paper/submit',
    { schema: { body: ZPaperSubmitBody, tags, summary: '交卷' }, config: studentOnly },
    async (request) => {
      const user = currentUser(request);
      await submitAttempt(db, user, request.body);
      return ok(await studentReport(db, user, request.body.attempt_id), '交卷成功');
    },
  );
  r.post(
    '/student/paper/report',
    { schema: { body: ZPaperAttemptBody, tags, summary: '成绩报告' }, config: studentOnly },
    async (request) => ok(await studentReport(db, currentUser(request), request.body.attempt_id)),
  );
  r.post(
    '/student/paper/parsing',
    { schema: { body: ZPaperAttemptBody, tags, summary: '答案与解析' }, config: studentOnly },
    async (request) => ok(await studentParsing(db, currentUser(request), request.body.attempt_id)),
  );
  r.post(
    '/student/paper/redo_practise',
    { schema: { body: ZRedoPractiseBody, tags, summary: '重做练习卷（全部或错题）' }, config: studentOnly },
    async (request) =>
      ok(
        await openAttempt(db, currentUser(request), request.body.publication_id, {
          onlyWrong: request.body.only_wrong,
        }),
      ),
  );
  r.post(
    '/student/paper/redo_practical_training',
    { schema: { body: ZRedoPracticalBody, tags, summary: '试卷所在课时的实训（再做一次）' }, config: studentOnly },
    async (request) => ok(await practicalOfPaper(db, currentUser(request), request.body.publication_id)),
  );
}
