import { Role, ZLicenceActivateBody } from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { activateLicence, getLicenceDetail } from './licence-service';
import { collegeIdOf } from './tenant-scope';

const tags = ['college'];
/** Guessing codes is pointless at this rate; a real admin needs a few tries at most. */
const activateRateLimit = { max: 20, timeWindow: '1 minute' };

/** /college/licence/*: the certificate page. Both work while the licence is inactive (licence: false). */
export function registerLicenceRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/college/licence/detail',
    { schema: { tags }, config: { roles: [Role.admin, Role.teacher], licence: false } },
    async (request) => ok(await getLicenceDetail(ctx.db, collegeIdOf(currentUser(request)))),
  );

  r.post(
    '/college/licence/activate',
    {
      schema: { body: ZLicenceActivateBody, tags },
      config: { roles: [Role.admin], licence: false, rateLimit: activateRateLimit },
    },
    async (request) => {
      const user = currentUser(request);
      const collegeId = collegeIdOf(user);
      await activateLicence(ctx.db, { collegeId, userId: user.id, code: request.body.code });
      ctx.sessions.invalidateCollege(collegeId);
      return ok(await getLicenceDetail(ctx.db, collegeId), '激活成功');
    },
  );
}
