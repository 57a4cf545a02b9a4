import {
  bwkpServerMessages,
  Role,
  ZBwkpAddFpslBody,
  ZBwkpChaobaoBody,
  ZBwkpCodeListBody,
  ZBwkpContextBody,
  ZBwkpFptkCheckBody,
  ZBwkpHongziHxBody,
  ZBwkpHztkBody,
  ZBwkpHzxxbBody,
  ZBwkpInvoiceListBody,
  ZBwkpInvoiceNumBody,
  ZBwkpPageBody,
  ZBwkpSaveGoodsBody,
  ZBwkpSaveInvoiceBody,
  ZBwkpSaveKhbmBody,
  ZBwkpSaveQyxxBody,
  ZBwkpSubjectBody,
  ZBwkpVoidBody,
} from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { listInvoices, readRedSubject, voidInvoice } from './invoice-query-service';
import { checkIssueForm, readSubjectDetail, saveInvoice } from './invoice-service';
import {
  applyRedForm,
  confirmRedPreview,
  downloadRedForm,
  listRedForms,
  saveRedForm,
  verifyRedOrdinary,
} from './red-service';
import { acknowledgeSubjectDone, confirmSubmit, reportAndSummarise } from './report-service';
import { applyRoll, listRolls, readNextNumber, readRolls } from './roll-service';
import {
  listGoodsCodes,
  listKhbm,
  listSubjects,
  readQyxx,
  readSubjectStatus,
  saveGoodsCodes,
  saveKhbm,
  saveQyxx,
} from './setup-service';

const studentOnly = { roles: [Role.student] } as const;

/** The invoicing simulator (税控开票实训): every call a student's, in a checked working context; the server grades. */
export async function bwkpRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['bwkp'];
  const db = ctx.db;
  const at = (name: string) => `/student/bwkp/${name}`;

  // ---- questions and progress ----
  r.post(
    at('subject_list'),
    { schema: { body: ZBwkpContextBody, tags, summary: '题目列表（含完成状态）' }, config: studentOnly },
    async (request) => ok(await listSubjects(db, currentUser(request), request.body)),
  );
  r.post(
    at('subject_status'),
    { schema: { body: ZBwkpContextBody, tags, summary: '做题进度（服务器判定）' }, config: studentOnly },
    async (request) => ok(await readSubjectStatus(db, currentUser(request), request.body)),
  );
  r.post(
    at('subject_detail'),
    { schema: { body: ZBwkpSubjectBody, tags, summary: '题目详情（完成前不含答案）' }, config: studentOnly },
    async (request) => ok(await readSubjectDetail(db, currentUser(request), request.body)),
  );
  r.post(
    at('subject_done'),
    { schema: { body: ZBwkpSubjectBody, tags, summary: '题目完成回报（只确认服务器的判定）' }, config: studentOnly },
    async (request) =>
      ok(await acknowledgeSubjectDone(db, currentUser(request), request.body), bwkpServerMessages.subjectDone),
  );

  // ---- questions 1–3: company, customer codes, goods codes ----
  r.post(
    at('qyxx_detail'),
    { schema: { body: ZBwkpContextBody, tags, summary: '企业信息（第1题完成后）' }, config: studentOnly },
    async (request) => ok(await readQyxx(db, currentUser(request), request.body)),
  );
  r.post(
    at('save_qyxx'),
    { schema: { body: ZBwkpSaveQyxxBody, tags, summary: '保存企业参数（第1题）' }, config: studentOnly },
    async (request) => {
      const data = await saveQyxx(db, currentUser(request), request.body);
      return ok(data, data.msg);
    },
  );
  r.post(
    at('khbm_list'),
    { schema: { body: ZBwkpCodeListBody, tags, summary: '客户编码' }, config: studentOnly },
    async (request) => ok(await listKhbm(db, currentUser(request), request.body)),
  );
  r.post(
    at('save_khbm'),
    { schema: { body: ZBwkpSaveKhbmBody, tags, summary: '保存客户编码（第2题）' }, config: studentOnly },
    async (request) => {
      const data = await saveKhbm(db, currentUser(request), request.body);
      return ok(data, data.msg);
    },
  );
  r.post(
    at('goods_list'),
    { schema: { body: ZBwkpCodeListBody, tags, summary: '商品编码' }, config: studentOnly },
    async (request) => ok(await listGoodsCodes(db, currentUser(request), request.body)),
  );
  r.post(
    at('save_goods'),
    { schema: { body: ZBwkpSaveGoodsBody, tags, summary: '保存商品编码（第3题）' }, config: studentOnly },
    async (request) => {
      const data = await saveGoodsCodes(db, currentUser(request), request.body);
      return ok(data, data.msg);
    },
  );

  // ---- question 4: rolls ----
  r.post(
    at('fpsl_list'),
    { schema: { body: ZBwkpPageBody, tags, summary: '发票申领记录' }, config: studentOnly },
    async (request) => ok(await listRolls(db, currentUser(request), request.body)),
  );
  r.post(
    at('add_fpsl'),
    { schema: { body: ZBwkpAddFpslBody, tags, summary: '发票申领（4.1 普通 / 4.2 专用）' }, config: studentOnly },
    async (request) => {
      const data = await applyRoll(db, currentUser(request), request.body);
      return ok(data, data.msg);
    },
  );
  r.post(
    at('invoice_read'),
    { schema: { body: ZBwkpContextBody, tags, summary: '读入发票（4.3）' }, config: studentOnly },
    async (request) => {
      const data = await readRolls(db, currentUser(request), request.body);
      return ok(data, data.msg);
    },
  );
  r.post(
    at('invoice_num'),
    { schema: { body: ZBwkpInvoiceNumBody, tags, summary: '下一张发票的代码和号码' }, config: studentOnly },
    async (request) => ok(await readNextNumber(db, currentUser(request), request.body)),
  );

  // ---- issue, query, void ----
  r.post(
    at('fptk_check'),
    { schema: { body: ZBwkpFptkCheckBody, tags, summary: '能否打开发票填开（题目与发票种类）' }, config: studentOnly },
    async (request) => ok(await checkIssueForm(db, currentUser(request), request.body)),
  );
  r.post(
    at('save_fp'),
    { schema: { body: ZBwkpSaveInvoiceBody, tags, summary: '开具发票（评分并取号）' }, config: studentOnly },
    async (request) => {
      const data = await saveInvoice(db, currentUser(request), request.body);
      return ok(data, data.msg);
    },
  );
  r.post(
    at('get_invoice'),
    { schema: { body: ZBwkpInvoiceListBody, tags, summary: '已开发票（查询、作废列表）' }, config: studentOnly },
    async (request) => ok(await listInvoices(db, currentUser(request), request.body)),
  );
  r.post(
    at('zf_fp'),
    { schema: { body: ZBwkpVoidBody, tags, summary: '作废发票' }, config: studentOnly },
    async (request) => {
      const data = await voidInvoice(db, currentUser(request), request.body);
      return ok(data, data.msg);
    },
  );
  r.post(
    at('kj_hzfp'),
    { schema: { body: ZBwkpSubjectBody, tags, summary: '红字发票对应的正数发票' }, config: studentOnly },
    async (request) => ok(await readRedSubject(db, currentUser(request), request.body)),
  );

  // ---- red letter ----
  r.post(
    at('hongzi_hx'),
    {
      schema: { body: ZBwkpHongziHxBody, tags, summary: '红字普通发票：核对正数发票代码号码（12.1）' },
      config: studentOnly,
    },
    async (request) => {
      const data = await verifyRedOrdinary(db, currentUser(request), request.body);
      return ok(data, data.msg);
    },
  );
  r.post(
    at('hztk'),
    { schema: { body: ZBwkpHztkBody, tags, summary: '红字信息表申请（14.1）' }, config: studentOnly },
    async (request) => {
      const data = await applyRedForm(db, currentUser(request), request.body);
      return ok(data, data.msg);
    },
  );
  r.post(
    at('hzyl'),
    { schema: { body: ZBwkpContextBody, tags, summary: '确认红字信息表预览（14.2）' }, config: studentOnly },
    async (request) => {
      const data = await confirmRedPreview(db, currentUser(request), request.body);
      return ok(data, data.msg);
    },
  );
  r.post(
    at('hzxxb'),
    { schema: { body: ZBwkpHzxxbBody, tags, summary: '保存、上传红字信息表（14.3）' }, config: studentOnly },
    async (request) => {
      const data = await saveRedForm(db, currentUser(request), request.body);
      return ok(data, data.msg);
    },
  );
  r.post(
    at('hzxz'),
    { schema: { body: ZBwkpContextBody, tags, summary: '下载红字信息表（14.4）' }, config: studentOnly },
    async (request) => {
      const data = await downloadRedForm(db, currentUser(request), request.body);
      return ok(data, data.msg);
    },
  );
  r.post(
    at('hzcx'),
    { schema: { body: ZBwkpPageBody, tags, summary: '红字信息表查询' }, config: studentOnly },
    async (request) => ok(await listRedForms(db, currentUser(request), request.body)),
  );

  // ---- question 17 and submit ----
  r.post(
    at('chaobao'),
    {
      schema: { body: ZBwkpChaobaoBody, tags, summary: '抄报汇总（sync 同步 / report 上报，第17题）' },
      config: studentOnly,
    },
    async (request) => {
      const data = await reportAndSummarise(db, currentUser(request), request.body);
      return ok(data, data.msg);
    },
  );
  r.post(
    at('submit'),
    { schema: { body: ZBwkpContextBody, tags, summary: '确认交卷' }, config: studentOnly },
    async (request) => ok(await confirmSubmit(db, currentUser(request), request.body), bwkpServerMessages.submitted),
  );
}
