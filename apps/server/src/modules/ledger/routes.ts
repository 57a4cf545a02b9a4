import {
  Role,
  ZLxCaseCheckBody,
  ZLxCaseIdBody,
  ZLxCaseIndexBody,
  ZLxCaseSaveBody,
  ZLxCaseStatusBody,
  ZLxItemQuery,
  ZLxLedgerQuery,
  ZLxQuery,
  ZLxReportQuery,
  ZLxReverseBody,
  ZLxSetAnswerBody,
  ZLxSetReportBody,
  ZLxSettleBody,
  ZLxVoucherActionBody,
} from '@sxpt/contract';
import type { TLedgerCase } from '@sxpt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import {
  checkLedgerCase,
  deleteLedgerCase,
  ledgerCaseDetail,
  listLedgerCases,
  saveLedgerCase,
  setLedgerCaseStatus,
} from './admin-service';
import { auxBalance, balance, general, ledger, report, reportAnswer, reportList, setReport } from './books-service';
import { exerciseItem, exerciseList, reverse, setAnswer, settle, voucherAction, voucherList } from './exercise-service';

const studentOnly = { roles: [Role.student] } as const;

/** The student's real-ledger exercise (账务实训): every call in a checked working context; the server grades. */
export async function ledgerRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lx'];
  const db = ctx.db;
  const at = (name: string) => `/student/lx/${name}`;

  r.get(
    at('get_exercise_list'),
    { schema: { querystring: ZLxQuery, tags, summary: '实训案例：企业、科目与业务列表' }, config: studentOnly },
    async (request) => ok(await exerciseList(db, currentUser(request), request.query)),
  );
  r.get(
    at('get_exercise'),
    { schema: { querystring: ZLxItemQuery, tags, summary: '业务：原始凭证与已填凭证' }, config: studentOnly },
    async (request) => ok(await exerciseItem(db, currentUser(request), request.query)),
  );
  r.get(
    at('get_voucher'),
    { schema: { querystring: ZLxQuery, tags, summary: '凭证查询' }, config: studentOnly },
    async (request) => ok(await voucherList(db, currentUser(request), request.query)),
  );
  r.get(
    at('general'),
    { schema: { querystring: ZLxQuery, tags, summary: '总账' }, config: studentOnly },
    async (request) => ok(await general(db, currentUser(request), request.query)),
  );
  r.get(
    at('ledger'),
    { schema: { querystring: ZLxLedgerQuery, tags, summary: '明细账、日记账、多栏账' }, config: studentOnly },
    async (request) => ok(await ledger(db, currentUser(request), request.query)),
  );
  r.get(
    at('balance'),
    { schema: { querystring: ZLxQuery, tags, summary: '科目余额表' }, config: studentOnly },
    async (request) => ok(await balance(db, currentUser(request), request.query)),
  );
  r.get(
    at('aux_balance'),
    { schema: { querystring: ZLxQuery, tags, summary: '核算项目余额表' }, config: studentOnly },
    async (request) => ok(await auxBalance(db, currentUser(request), request.query)),
  );
  r.get(
    at('report_list'),
    { schema: { querystring: ZLxQuery, tags, summary: '本实训的报表类型' }, config: studentOnly },
    async (request) => ok(await reportList(db, currentUser(request), request.query)),
  );
  r.get(
    at('report_balance'),
    { schema: { querystring: ZLxQuery, tags, summary: '资产负债表' }, config: studentOnly },
    async (request) => ok(await report(db, currentUser(request), request.query, 0)),
  );
  r.get(
    at('report_profit'),
    { schema: { querystring: ZLxQuery, tags, summary: '利润表' }, config: studentOnly },
    async (request) => ok(await report(db, currentUser(request), request.query, 1)),
  );
  r.get(
    at('report_answer'),
    { schema: { querystring: ZLxReportQuery, tags, summary: '报表答案（结账后）' }, config: studentOnly },
    async (request) => ok(await reportAnswer(db, currentUser(request), request.query, Number(request.query.type ?? 0))),
  );
  r.post(
    at('set_answer'),
    { schema: { body: ZLxSetAnswerBody, tags, summary: '保存凭证' }, config: studentOnly },
    async (request) => {
      const result = await setAnswer(db, currentUser(request), request.body);
      const message =
        result.right === null
          ? '保存成功'
          : result.right
            ? '保存成功，凭证正确'
            : `保存成功，凭证有误：${result.wrong_lines.length > 0 ? `第${result.wrong_lines.join('、')}行有误` : '分录不完整'}`;
      return ok(result, message);
    },
  );
  r.post(
    at('voucher_action'),
    { schema: { body: ZLxVoucherActionBody, tags, summary: '审核、取消审核、记账、删除凭证' }, config: studentOnly },
    async (request) => {
      const result = await voucherAction(db, currentUser(request), request.body);
      const done = { audit: '审核成功', unaudit: '已取消审核', post: '记账成功', delete: '删除成功' } as const;
      return ok(result, done[request.body.action]);
    },
  );
  r.post(
    at('reverse'),
    { schema: { body: ZLxReverseBody, tags, summary: '红字冲销' }, config: studentOnly },
    async (request) => ok(await reverse(db, currentUser(request), request.body), '已生成红字冲销凭证'),
  );
  r.post(
    at('settle'),
    { schema: { body: ZLxSettleBody, tags, summary: '结账、反结账' }, config: studentOnly },
    async (request) => {
      const result = await settle(db, currentUser(request), request.body);
      const message =
        result.problems.length > 0 ? '结账检查未通过' : request.body.action === 'close' ? '结账成功' : '反结账成功';
      return ok(result, message);
    },
  );
  r.post(
    at('set_report'),
    { schema: { body: ZLxSetReportBody, tags, summary: '保存报表' }, config: studentOnly },
    async (request) => {
      const result = await setReport(db, currentUser(request), request.body);
      const wrong = result.wrong_cells?.length ?? 0;
      return ok(result, wrong === 0 ? '保存成功，报表正确' : `保存成功，有${wrong}个单元格有误`);
    },
  );
}

const acc5Only = { roles: [Role.acc5] } as const;

/** acc5's authoring of real-ledger cases (/adminViews/exerciseAdmin/*). */
export async function ledgerAdminRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lx-admin'];
  const db = ctx.db;
  const at = (name: string) => `/admin/lx/${name}`;

  r.post(
    at('case_list'),
    { schema: { body: ZLxCaseIndexBody, tags, summary: '账务实训案例列表' }, config: acc5Only },
    async (request) => ok(await listLedgerCases(db, request.body)),
  );
  r.post(
    at('case_detail'),
    { schema: { body: ZLxCaseIdBody, tags, summary: '账务实训案例详情' }, config: acc5Only },
    async (request) => ok(await ledgerCaseDetail(db, request.body.id)),
  );
  r.post(
    at('case_check'),
    { schema: { body: ZLxCaseCheckBody, tags, summary: '检查案例并计算参考报表' }, config: acc5Only },
    async (request) => ok(checkLedgerCase(request.body.data as TLedgerCase)),
  );
  r.post(
    at('case_save'),
    { schema: { body: ZLxCaseSaveBody, tags, summary: '保存账务实训案例' }, config: acc5Only },
    async (request) => {
      const saved = await saveLedgerCase(db, request.body, currentUser(request).id);
      const message =
        saved.problems.length === 0
          ? '保存成功'
          : `保存成功，案例有${saved.problems.length}处问题，修改前不能启用${saved.status === 0 ? '（已停用）' : ''}`;
      return ok(saved, message);
    },
  );
  r.post(
    at('case_status'),
    { schema: { body: ZLxCaseStatusBody, tags, summary: '启用或停用账务实训案例' }, config: acc5Only },
    async (request) => {
      await setLedgerCaseStatus(db, request.body.id, request.body.status);
      return ok(null, request.body.status === 1 ? '已启用' : '已停用');
    },
  );
  r.post(
    at('case_delete'),
    { schema: { body: ZLxCaseIdBody, tags, summary: '删除账务实训案例' }, config: acc5Only },
    async (request) => {
      await deleteLedgerCase(db, request.body.id);
      return ok(null, '删除成功');
    },
  );
}
