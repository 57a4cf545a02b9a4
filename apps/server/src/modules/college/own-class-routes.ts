import { Role, type TOwnClassResources, ZOwnClassesBody } from '@sxpt/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { campuses, classes } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { listClasses, visibleClasses } from './class-service';
import { loadClassResources } from './resource-query';

const teacherOnly = { roles: [Role.teacher] } as const;
const tags = ['college'];

/** /teacher/classes/list_info and /teacher/resources/classes: the classes the signed-in teacher teaches. */
export function registerOwnClassRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/teacher/classes/list_info',
    { schema: { body: ZOwnClassesBody, tags }, config: teacherOnly },
    async (request) => ok(await listClasses(ctx.db, currentUser(request), request.body)),
  );

  r.post('/teacher/resources/classes', { schema: { tags }, config: teacherOnly }, async (request) => {
    const own = await ctx.db
      .select({
        id: classes.id,
        name: classes.name,
        grade: classes.grade,
        campusName: sql<string>`coalesce(${campuses.name}, '')`,
      })
      .from(classes)
      .leftJoin(campuses, eq(campuses.id, classes.campusId))
      .where(visibleClasses(ctx.db, currentUser(request)))
      .orderBy(asc(classes.id));
    const resourcesOf = await loadClassResources(
      ctx.db,
      own.map((c) => c.id),
    );
    const data: TOwnClassResources[] = own.map((c) => ({
      id: c.id,
      name: c.name,
      grade: c.grade,
      campus_name: c.campusName,
      resources: resourcesOf.get(c.id) ?? [],
    }));
    return ok(data);
  });
}
