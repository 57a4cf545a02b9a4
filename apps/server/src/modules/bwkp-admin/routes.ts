import {
  bwkpAdminMessages,
  Role,
  ZBwkpAdminApplySaveBody,
  ZBwkpAdminCaseIdBody,
  ZBwkpAdminCaseIndexBody,
  ZBwkpAdminCaseRefBody,
  ZBwkpAdminCaseSaveBody,
  ZBwkpAdminCaseStatusBody,
  ZBwkpAdminCaseStoreBody,
  ZBwkpAdminGoodsSaveBody,
  ZBwkpAdminKhbmSaveBody,
  ZBwkpAdminQyxxSaveBody,
  ZBwkpAdminSubjectIdBody,
  ZBwkpAdminSubjectSaveBody,
  ZBwkpAdminSubjectSortBody,
  ZBwkpAdminSubjectStoreBody,
} from '@sxpt/contract';
import { messages } from '@sxpt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { createCase, deleteCase, listCases, readCaseDetail, saveCase, setCaseStatus } from './case-service';
import { listApply, listGoods, listKhbm, readQyxx, saveApply, saveGoods, saveKhbm, saveQyxx } from './code-service';
import { createSubject, deleteSubject, listSubjects, readSubject, saveSubject, sortSubjects } from './subject-service';

const acc5Only = { roles: [Role.acc5] } as const;

/** acc5's authoring of invoicing cases: /admin/bwkp/<part>/<action>. */
export async function bwkpAdminRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['bwkp-admin'];
  const db = ctx.db;
  const at = (name: string) => `/admin/bwkp/${name}`;
  const saved = messages.saveSucceeded;

  // ---- cases ----
  r.post(
    at('case/index'),
    { schema: { body: ZBwkpAdminCaseIndexBody, tags, summary: '开票实训案例列表' }, config: acc5Only },
    async (request) => ok(await listCases(db, request.body)),
  );
  r.post(
    at('case/detail'),
    { schema: { body: ZBwkpAdminCaseIdBody, tags, summary: '案例详情（含完整性检查）' }, config: acc5Only },
    async (request) => ok(await readCaseDetail(db, request.body.id)),
  );
  r.post(
    at('case/store'),
    { schema: { body: ZBwkpAdminCaseStoreBody, tags, summary: '新建案例（停用状态）' }, config: acc5Only },
    async (request) =>
      ok({ id: await createCase(db, request.body, currentUser(request).id) }, bwkpAdminMessages.caseCreated),
  );
  r.post(
    at('case/save'),
    { schema: { body: ZBwkpAdminCaseSaveBody, tags, summary: '修改案例名称和简介' }, config: acc5Only },
    async (request) => {
      await saveCase(db, request.body);
      return ok(null, saved);
    },
  );
  r.post(
    at('case/status'),
    {
      schema: { body: ZBwkpAdminCaseStatusBody, tags, summary: '启用（须通过完整性检查）或停用案例' },
      config: acc5Only,
    },
    async (request) => {
      await setCaseStatus(db, request.body.id, request.body.status);
      return ok(null, request.body.status === 1 ? bwkpAdminMessages.caseEnabled : bwkpAdminMessages.caseDisabled);
    },
  );
  r.post(
    at('case/delete'),
    { schema: { body: ZBwkpAdminCaseIdBody, tags, summary: '删除案例（课时未引用、无学生练习时）' }, config: acc5Only },
    async (request) => {
      await deleteCase(db, request.body.id);
      return ok(null, bwkpAdminMessages.deleted);
    },
  );

  // ---- company, codes, apply forms ----
  r.post(
    at('qyxx/detail'),
    { schema: { body: ZBwkpAdminCaseRefBody, tags, summary: '企业信息（未填写为 null）' }, config: acc5Only },
    async (request) => ok(await readQyxx(db, request.body.case_id)),
  );
  r.post(
    at('qyxx/save'),
    { schema: { body: ZBwkpAdminQyxxSaveBody, tags, summary: '保存企业信息' }, config: acc5Only },
    async (request) => {
      await saveQyxx(db, request.body);
      return ok(null, saved);
    },
  );
  r.post(
    at('khbm/index'),
    { schema: { body: ZBwkpAdminCaseRefBody, tags, summary: '客户编码（按顺序，全部）' }, config: acc5Only },
    async (request) => ok(await listKhbm(db, request.body.case_id)),
  );
  r.post(
    at('khbm/save'),
    { schema: { body: ZBwkpAdminKhbmSaveBody, tags, summary: '保存客户编码（整表替换）' }, config: acc5Only },
    async (request) => {
      await saveKhbm(db, request.body);
      return ok(null, saved);
    },
  );
  r.post(
    at('goods/index'),
    { schema: { body: ZBwkpAdminCaseRefBody, tags, summary: '商品编码（按顺序，全部）' }, config: acc5Only },
    async (request) => ok(await listGoods(db, request.body.case_id)),
  );
  r.post(
    at('goods/save'),
    { schema: { body: ZBwkpAdminGoodsSaveBody, tags, summary: '保存商品编码（整表替换）' }, config: acc5Only },
    async (request) => {
      await saveGoods(db, request.body);
      return ok(null, saved);
    },
  );
  r.post(
    at('apply/detail'),
    { schema: { body: ZBwkpAdminCaseRefBody, tags, summary: '发票申领答案（普通、专用）' }, config: acc5Only },
    async (request) => ok(await listApply(db, request.body.case_id)),
  );
  r.post(
    at('apply/save'),
    { schema: { body: ZBwkpAdminApplySaveBody, tags, summary: '保存发票申领答案' }, config: acc5Only },
    async (request) => {
      await saveApply(db, request.body);
      return ok(null, saved);
    },
  );

  // ---- business questions ----
  r.post(
    at('subject/index'),
    { schema: { body: ZBwkpAdminCaseRefBody, tags, summary: '业务题目（按题号，含检查结果）' }, config: acc5Only },
    async (request) => ok(await listSubjects(db, request.body.case_id)),
  );
  r.post(
    at('subject/detail'),
    { schema: { body: ZBwkpAdminSubjectIdBody, tags, summary: '业务题目详情（含答案）' }, config: acc5Only },
    async (request) => ok(await readSubject(db, request.body.id)),
  );
  r.post(
    at('subject/store'),
    { schema: { body: ZBwkpAdminSubjectStoreBody, tags, summary: '新增业务题目' }, config: acc5Only },
    async (request) => ok({ id: await createSubject(db, request.body) }, bwkpAdminMessages.subjectCreated),
  );
  r.post(
    at('subject/save'),
    { schema: { body: ZBwkpAdminSubjectSaveBody, tags, summary: '修改业务题目' }, config: acc5Only },
    async (request) => {
      await saveSubject(db, request.body);
      return ok(null, saved);
    },
  );
  r.post(
    at('subject/delete'),
    { schema: { body: ZBwkpAdminSubjectIdBody, tags, summary: '删除业务题目' }, config: acc5Only },
    async (request) => {
      await deleteSubject(db, request.body.id);
      return ok(null, bwkpAdminMessages.deleted);
    },
  );
  r.post(
    at('subject/sort'),
    { schema: { body: ZBwkpAdminSubjectSortBody, tags, summary: '调整业务题目顺序' }, config: acc5Only },
    async (request) => {
      await sortSubjects(db, request.body.case_id, request.body.ids);
      return ok(null, bwkpAdminMessages.sorted);
    },
  );
}
