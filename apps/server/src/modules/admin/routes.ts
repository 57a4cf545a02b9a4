import {
  Role,
  ZAdminAdminStatusBody,
  ZAdminAdminStoreBody,
  ZAdminCollegeIndexBody,
  ZAdminCollegeSaveBody,
  ZAdminCollegeStatusBody,
  ZAdminCollegeStoreBody,
  ZAdminLicenceIndexBody,
  ZAdminLicenceIssueBody,
  ZAdminLicenceRevokeBody,
  ZAdminResetPwdBody,
} from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import {
  createCollege,
  createCollegeAdmin,
  listColleges,
  renameCollege,
  resetCollegeAdminPassword,
  setCollegeAdminEnabled,
  setCollegeStatus,
} from './college-service';
import { issueLicence, listLicences, revokeLicence } from './licence-service';
import { resourceRoutes } from './resource-routes';

/** acc5 (school management) only. */
const acc5Only = { roles: [Role.acc5] } as const;

/** The admin area: colleges and their administrators, licences, the resource bank (all acc5). */
export async function adminRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.post(
    '/admin/college/index',
    { schema: { body: ZAdminCollegeIndexBody, tags, summary: '院校列表' }, config: acc5Only },
    async (request) => ok(await listColleges(ctx.db, request.body)),
  );

  r.post(
    '/admin/college/store',
    { schema: { body: ZAdminCollegeStoreBody, tags, summary: '新增院校及其管理员' }, config: acc5Only },
    async (request) => ok(await createCollege(ctx.db, request.body), '院校已创建'),
  );

  r.post(
    '/admin/college/save',
    { schema: { body: ZAdminCollegeSaveBody, tags, summary: '修改院校名称' }, config: acc5Only },
    async (request) => {
      await renameCollege(ctx.db, request.body);
      ctx.sessions.invalidateCollege(request.body.id);
      return ok(null, '保存成功');
    },
  );

  r.post(
    '/admin/college/status',
    { schema: { body: ZAdminCollegeStatusBody, tags, summary: '启用或停用院校' }, config: acc5Only },
    async (request) => {
      await setCollegeStatus(ctx.db, request.body.id, request.body.status);
      ctx.sessions.invalidateCollege(request.body.id);
      return ok(null, request.body.status === 1 ? '院校已启用' : '院校已停用，其用户已全部退出登录');
    },
  );

  r.post(
    '/admin/college/admin_store',
    { schema: { body: ZAdminAdminStoreBody, tags, summary: '新增院校管理员' }, config: acc5Only },
    async (request) => ok(await createCollegeAdmin(ctx.db, request.body), '管理员账号已创建'),
  );

  r.post(
    '/admin/college/admin_status',
    { schema: { body: ZAdminAdminStatusBody, tags, summary: '启用或停用院校管理员' }, config: acc5Only },
    async (request) => {
      await setCollegeAdminEnabled(ctx.db, request.body);
      ctx.sessions.invalidateUsers([request.body.user_id]);
      return ok(null, request.body.enabled ? '账号已启用' : '账号已停用');
    },
  );

  r.post(
    '/admin/college/reset_pwd',
    { schema: { body: ZAdminResetPwdBody, tags, summary: '重置院校管理员密码' }, config: acc5Only },
    async (request) => {
      const password = await resetCollegeAdminPassword(ctx.db, request.body.user_id);
      ctx.sessions.invalidateUsers([request.body.user_id]);
      return ok({ password }, '密码已重置');
    },
  );

  r.post(
    '/admin/licence/issue',
    { schema: { body: ZAdminLicenceIssueBody, tags, summary: '生成激活码' }, config: acc5Only },
    async (request) => ok(await issueLicence(ctx.db, request.body), '激活码已生成'),
  );

  r.post(
    '/admin/licence/index',
    { schema: { body: ZAdminLicenceIndexBody, tags, summary: '激活码列表' }, config: acc5Only },
    async (request) => ok(await listLicences(ctx.db, request.body)),
  );

  r.post(
    '/admin/licence/revoke',
    { schema: { body: ZAdminLicenceRevokeBody, tags, summary: '收回院校授权' }, config: acc5Only },
    async (request) => {
      await revokeLicence(ctx.db, request.body.college_id);
      ctx.sessions.invalidateCollege(request.body.college_id);
      return ok(null, '授权已收回');
    },
  );

  await resourceRoutes(app, ctx);
}
