import {
  Role,
  ZClassIdInput,
  ZClassIdQuery,
  ZIdsInput,
  ZIdsQuery,
  ZMemberExportInput,
  ZMemberExportQuery,
  ZMemberIndexBody,
  ZMemberResetBody,
  ZMemberSaveBody,
  ZMemberStatusBody,
  ZMemberStoreBody,
} from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { buildMemberTemplate, exportMembers, importMembers } from './member-excel';
import {
  deleteMembers,
  listMemberOptions,
  listMembers,
  resetMemberPassword,
  saveMember,
  setMemberEnabled,
  storeMember,
} from './member-service';
import type { TMemberRole } from './membership-store';
import { mergeIds, pickClassId, readUpload } from './request-input';
import { collegeIdOf, findClassFor } from './tenant-scope';
import { sendXlsx } from './xlsx-file';

const adminOnly = { roles: [Role.admin] } as const;

/**
 * /college/student/* and /college/teacher/*: the same calls for both kinds of member (students also have the
 * seat limit). Admin only; everything is scoped to the admin's college.
 */
export function registerMemberRoutes(app: FastifyInstance, ctx: TAppContext, role: TMemberRole): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const kind = role === Role.student ? 'student' : 'teacher';
  const label = role === Role.student ? '学生' : '教师';
  const base = `/college/${kind}`;
  const tags = ['college'];

  r.post(`${base}/index`, { schema: { body: ZMemberIndexBody, tags }, config: adminOnly }, async (request) =>
    ok(await listMembers(ctx.db, collegeIdOf(currentUser(request)), role, request.body)),
  );

  r.post(`${base}/store`, { schema: { body: ZMemberStoreBody, tags }, config: adminOnly }, async (request) => {
    const data = await storeMember(ctx.db, collegeIdOf(currentUser(request)), role, request.body);
    return ok(data, data.initial_password ? '添加成功，初始密码只显示这一次，请转告本人' : '添加成功');
  });

  r.post(`${base}/save`, { schema: { body: ZMemberSaveBody, tags }, config: adminOnly }, async (request) => {
    await saveMember(ctx.db, collegeIdOf(currentUser(request)), role, request.body);
    ctx.sessions.invalidateUsers([request.body.id]);
    return ok(null, '保存成功');
  });

  r.post(
    `${base}/delete`,
    { schema: { querystring: ZIdsQuery, body: ZIdsInput, tags }, config: adminOnly },
    async (request) => {
      const ids = mergeIds(request.query, request.body, `请选择要删除的${label}`);
      await deleteMembers(ctx.db, collegeIdOf(currentUser(request)), role, ids);
      ctx.sessions.invalidateUsers(ids);
      return ok(null, '删除成功');
    },
  );

  r.post(`${base}/status`, { schema: { body: ZMemberStatusBody, tags }, config: adminOnly }, async (request) => {
    const { id, enabled } = request.body;
    await setMemberEnabled(ctx.db, collegeIdOf(currentUser(request)), role, id, enabled);
    ctx.sessions.invalidateUsers([id]);
    return ok(null, enabled ? '已启用' : '已禁用，该账号的登录已退出');
  });

  r.post(`${base}/reset_pwd`, { schema: { body: ZMemberResetBody, tags }, config: adminOnly }, async (request) => {
    const data = await resetMemberPassword(ctx.db, collegeIdOf(currentUser(request)), role, request.body.id);
    ctx.sessions.invalidateUsers([request.body.id]);
    return ok(data, '密码已重置，新密码只显示这一次，请转告本人');
  });

  r.post(
    `${base}/list`,
    { schema: { querystring: ZClassIdQuery, body: ZClassIdInput, tags }, config: adminOnly },
    async (request) => {
      const user = currentUser(request);
      const klass = await findClassFor(ctx.db, user, pickClassId(request.query, request.body));
      return ok(await listMemberOptions(ctx.db, role, klass.id));
    },
  );

  r.get(`${base}/template`, { schema: { tags }, config: adminOnly }, async (request, reply) => {
    const bytes = await buildMemberTemplate(ctx.db, collegeIdOf(currentUser(request)), role);
    return sendXlsx(reply, `${label}导入模板.xlsx`, bytes);
  });

  r.post(`${base}/import`, { schema: { tags }, config: adminOnly }, async (request) => {
    const collegeId = collegeIdOf(currentUser(request));
    const { bytes } = await readUpload(request);
    const data = await importMembers(ctx.db, collegeId, role, bytes);
    return ok(data, `导入成功，共${data.created}名${label}`);
  });

  r.get(
    `${base}/export`,
    { schema: { querystring: ZMemberExportQuery, tags }, config: adminOnly },
    async (request, reply) =>
      sendXlsx(
        reply,
        `${label}名单.xlsx`,
        await exportMembers(ctx.db, collegeIdOf(currentUser(request)), role, request.query),
      ),
  );
  r.post(
    `${base}/export`,
    { schema: { querystring: ZMemberExportQuery, body: ZMemberExportInput, tags }, config: adminOnly },
    async (request, reply) => {
      const input = { ...request.query, ...request.body };
      return sendXlsx(
        reply,
        `${label}名单.xlsx`,
        await exportMembers(ctx.db, collegeIdOf(currentUser(request)), role, input),
      );
    },
  );
}
