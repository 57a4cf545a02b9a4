import {
  Role,
  ZAnswerSaveBody,
  ZEditPublishBody,
  ZPaperAttemptBody,
  ZPaperSubmitBody,
  ZPublishListBody,
  ZPublishPapersBody,
  ZRedoPractiseBody,
  ZStudentPaperDetailBody,
  ZStudentPaperListBody,
  ZTeacherPaperDetailBody,
  ZTeacherPapersBody,
} from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { installOverdueSweep } from './attempt-grading';
import { listStudentPapers, openAttempt, recordLeave, saveAnswers, submitAttempt } from './attempt-service';
import { editPublication, listCollegePapers, listPublications, paperPreview, publishPapers } from './publish-service';
import { studentParsing, studentReport } from './report-service';

const teacherOnly = { roles: [Role.teacher] } as const;
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
}
