import { Role, ZCampusDeleteBody, ZCampusIndexBody, ZCampusSaveBody, ZCampusStoreBody } from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { deleteCampus, listCampuses, listCampusOptions, saveCampus, storeCampus } from './campus-service';
import { collegeIdOf } from './tenant-scope';

const adminOnly = { roles: [Role.admin] } as const;
const tags = ['college'];

/** /college/campus/*: the college's campuses (admin). */
export function registerCampusRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/college/campus/index', { schema: { body: ZCampusIndexBody, tags }, config: adminOnly }, async (request) =>
    ok(await listCampuses(ctx.db, collegeIdOf(currentUser(request)), request.body)),
  );

  r.post('/college/campus/list', { schema: { tags }, config: adminOnly }, async (request) =>
    ok(await listCampusOptions(ctx.db, collegeIdOf(currentUser(request)))),
  );

  r.post('/college/campus/store', { schema: { body: ZCampusStoreBody, tags }, config: adminOnly }, async (request) =>
    ok(await storeCampus(ctx.db, collegeIdOf(currentUser(request)), request.body), '添加成功'),
  );

  r.post('/college/campus/save', { schema: { body: ZCampusSaveBody, tags }, config: adminOnly }, async (request) => {
    const collegeId = collegeIdOf(currentUser(request));
    await saveCampus(ctx.db, collegeId, request.body);
    ctx.sessions.invalidateCollege(collegeId); // cached sessions carry the campus name
    return ok(null, '保存成功');
  });

  r.post(
    '/college/campus/delete',
    { schema: { body: ZCampusDeleteBody, tags }, config: adminOnly },
    async (request) => {
      await deleteCampus(ctx.db, collegeIdOf(currentUser(request)), request.body.id);
      return ok(null, '删除成功');
    },
  );
}
