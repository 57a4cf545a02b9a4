import {
  Role,
  ZBaoshuiContextBody,
  ZBaoshuiPayBody,
  ZBaoshuiReportBody,
  ZBaoshuiSaveBody,
  ZBaoshuiTaxBody,
  ZTaxAnswerBody,
  ZTaxAnswerSaveBody,
  ZTaxCaseIdBody,
  ZTaxCaseIndexBody,
  ZTaxCaseSaveBody,
  ZTaxCaseStatusBody,
} from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import {
  answerDetail,
  deleteTaxCase,
  listTaxCases,
  returnOptions,
  saveAnswerOf,
  saveTaxCase,
  setTaxCaseStatus,
  taxCaseDetail,
} from './admin-service';
import {
  courseDetail,
  declare,
  pay,
  reportDelete,
  reportDetail,
  reportList,
  saveAnswer,
  setTaxes,
  taxesList,
} from './filing-service';

const studentOnly = { roles: [Role.student] } as const;

/** The student's electronic tax bureau (电子税务局): every call in a checked working context; the server grades. */
export async function baoshuiRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['baoshui'];
  const db = ctx.db;
  const at = (name: string) => `/student/baoshui/${name}`;

  r.post(
    at('course_detail'),
    { schema: { body: ZBaoshuiContextBody, tags, summary: '申报企业信息' }, config: studentOnly },
    async (request) => ok(await courseDetail(db, currentUser(request), request.body)),
  );
  r.post(
    at('taxes_list'),
    { schema: { body: ZBaoshuiContextBody, tags, summary: '申报事项列表' }, config: studentOnly },
    async (request) => ok(await taxesList(db, currentUser(request), request.body)),
  );
  r.post(
    at('set_taxes'),
    { schema: { body: ZBaoshuiContextBody, tags, summary: '生成申报事项' }, config: studentOnly },
    async (request) => ok(await setTaxes(db, currentUser(request), request.body)),
  );
  r.post(
    at('report_list'),
    { schema: { body: ZBaoshuiTaxBody, tags, summary: '申报表列表与业务资料' }, config: studentOnly },
    async (request) => ok(await reportList(db, currentUser(request), request.body)),
  );
  r.post(
    at('report_detail'),
    { schema: { body: ZBaoshuiReportBody, tags, summary: '申报表' }, config: studentOnly },
    async (request) => ok(await reportDetail(db, currentUser(request), request.body)),
  );
  r.post(
    at('save_answer'),
    { schema: { body: ZBaoshuiSaveBody, tags, summary: '保存申报表' }, config: studentOnly },
    async (request) => {
      const saved = await saveAnswer(db, currentUser(request), request.body);
      return ok(saved.data, saved.message);
    },
  );
  r.post(
    at('report_delete'),
    { schema: { body: ZBaoshuiReportBody, tags, summary: '清空已保存的申报表' }, config: studentOnly },
    async (request) => {
      await reportDelete(db, currentUser(request), request.body);
      return ok(null, '删除成功');
    },
  );
  r.post(
    at('declare'),
    { schema: { body: ZBaoshuiTaxBody, tags, summary: '申报' }, config: studentOnly },
    async (request) => {
      const result = await declare(db, currentUser(request), request.body);
      return ok(result, result.declared ? '申报成功' : '申报失败');
    },
  );
  r.post(
    at('pay'),
    { schema: { body: ZBaoshuiPayBody, tags, summary: '三方协议缴款' }, config: studentOnly },
    async (request) => ok(await pay(db, currentUser(request), request.body), '缴款成功'),
  );
}

const acc5Only = { roles: [Role.acc5] } as const;

/** acc5's authoring of filing cases (/adminViews/dutiableAdmin/*). */
export async function baoshuiAdminRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['baoshui-admin'];
  const db = ctx.db;
  const at = (name: string) => `/admin/baoshui/${name}`;

  r.post(at('return_options'), { schema: { tags, summary: '可选的申报表' }, config: acc5Only }, async () =>
    ok(returnOptions()),
  );
  r.post(
    at('industry_list'),
    { schema: { body: ZTaxCaseIndexBody, tags, summary: '申报案例列表' }, config: acc5Only },
    async (request) => ok(await listTaxCases(db, request.body)),
  );
  r.post(
    at('industry_detail'),
    { schema: { body: ZTaxCaseIdBody, tags, summary: '申报案例详情' }, config: acc5Only },
    async (request) => ok(await taxCaseDetail(db, request.body.id)),
  );
  r.post(
    at('industry_save'),
    { schema: { body: ZTaxCaseSaveBody, tags, summary: '保存申报案例' }, config: acc5Only },
    async (request) => ok(await saveTaxCase(db, request.body, currentUser(request).id), '保存成功'),
  );
  r.post(
    at('industry_status'),
    { schema: { body: ZTaxCaseStatusBody, tags, summary: '启用或停用申报案例' }, config: acc5Only },
    async (request) => {
      await setTaxCaseStatus(db, request.body.id, request.body.status);
      return ok(null, request.body.status === 1 ? '已启用' : '已停用');
    },
  );
  r.post(
    at('industry_delete'),
    { schema: { body: ZTaxCaseIdBody, tags, summary: '删除申报案例' }, config: acc5Only },
    async (request) => {
      await deleteTaxCase(db, request.body.id);
      return ok(null, '删除成功');
    },
  );
  r.post(
    at('answer_detail'),
    { schema: { body: ZTaxAnswerBody, tags, summary: '申报表答案' }, config: acc5Only },
    async (request) => ok(await answerDetail(db, request.body)),
  );
  r.post(
    at('answer_save'),
    { schema: { body: ZTaxAnswerSaveBody, tags, summary: '保存申报表答案' }, config: acc5Only },
    async (request) => {
      const saved = await saveAnswerOf(db, request.body);
      const message =
        saved.problems.length === 0
          ? '保存成功'
          : `保存成功，答案有${saved.problems.length}项强制校验未通过${saved.disabled ? '，案例已停用' : ''}`;
      return ok(saved, message);
    },
  );
}
