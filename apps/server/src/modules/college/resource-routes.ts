import {
  Role,
  ZBindStudentsBody,
  ZBindStudentsListBody,
  ZPapersListBody,
  ZResourceBindClassBody,
  ZResourceDetailBody,
  ZResourceIndexBody,
} from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import {
  bindResourceClasses,
  bindStudents,
  getResourcePreview,
  listBoundStudents,
  listResourceBank,
  listResourcePapers,
} from './resource-service';
import { collegeIdOf } from './tenant-scope';

const adminOnly = { roles: [Role.admin] } as const;
const staff = { roles: [Role.admin, Role.teacher] } as const;
const tags = ['college'];

/** /college/resource/*: the resources granted to the college and their bindings to classes and students. */
export function registerResourceRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/college/resource/index', { schema: { body: ZResourceIndexBody, tags }, config: staff }, async (request) =>
    ok(await listResourceBank(ctx.db, currentUser(request), request.body)),
  );

  r.post(
    '/college/resource/bind_class',
    { schema: { body: ZResourceBindClassBody, tags }, config: adminOnly },
    async (request) => {
      await bindResourceClasses(ctx.db, collegeIdOf(currentUser(request)), request.body);
      return ok(null, '保存成功');
    },
  );

  r.post(
    '/college/resource/bind_students_list',
    { schema: { body: ZBindStudentsListBody, tags }, config: staff },
    async (request) => {
      const { class_id, resource_id } = request.body;
      return ok(await listBoundStudents(ctx.db, currentUser(request), class_id, resource_id));
    },
  );

  r.post(
    '/college/resource/bind_students',
    { schema: { body: ZBindStudentsBody, tags }, config: staff },
    async (request) => {
      await bindStudents(ctx.db, currentUser(request), request.body);
      return ok(null, '保存成功');
    },
  );

  r.post('/college/resource/detail', { schema: { body: ZResourceDetailBody, tags }, config: staff }, async (request) =>
    ok(await getResourcePreview(ctx.db, collegeIdOf(currentUser(request)), request.body.resource_id)),
  );

  r.post('/college/resource/papers_list', { schema: { body: ZPapersListBody, tags }, config: staff }, async (request) =>
    ok(await listResourcePapers(ctx.db, collegeIdOf(currentUser(request)), request.body.resource_id)),
  );
}
