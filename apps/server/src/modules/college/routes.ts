import { Role } from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context';
import { registerCampusRoutes } from './campus-routes';
import { registerClassRoutes } from './class-routes';
import { registerLicenceRoutes } from './licence-routes';
import { registerMemberRoutes } from './member-routes';
import { registerOwnClassRoutes } from './own-class-routes';
import { registerResourceRoutes } from './resource-routes';

/** Every route of the college area, in one scope where a POST without a body is read as {}. */
export async function collegeRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  await app.register(async (scope) => {
    // the original clients post some calls with query parameters only: validate their body as {}
    scope.addHook('preValidation', async (request) => {
      if (request.body === null || request.body === undefined) request.body = {};
    });
    registerMemberRoutes(scope, ctx, Role.student);
    registerMemberRoutes(scope, ctx, Role.teacher);
    registerCampusRoutes(scope, ctx);
    registerClassRoutes(scope, ctx);
    registerResourceRoutes(scope, ctx);
    registerLicenceRoutes(scope, ctx);
    registerOwnClassRoutes(scope, ctx);
  });
}
