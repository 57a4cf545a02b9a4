import {
  Role,
  ZBaoshuiContextBody,
  ZBaoshuiPayBody,
  ZBaoshuiReportBody,
  ZBaoshuiSaveBody,
  ZBaoshuiTaxBody,
} from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
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
