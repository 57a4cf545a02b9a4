import {
  Role,
  ZAttendanceIdBody,
  ZAttendanceIndexBody,
  ZAttendanceSignInBody,
  ZAttendanceStoreBody,
  ZStudentAttendanceListBody,
} from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { currentUser, readToken } from '../../http/auth';
import { ok } from '../../http/envelope';
import { listMyAttendance, signIn } from './attendance-student-service';
import { closeAttendance, getAttendanceDetail, listAttendance, openAttendance } from './attendance-teacher-service';

/**
 * Per signed-in user (the token; a classroom shares one address): enough for a double click and typos,
 * far too few to guess a 4-digit code while the sign-in is open.
 */
const signInRateLimit = {
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (request: Parameters<typeof readToken>[0]) => readToken(request) ?? request.ip,
};

export async function attendanceRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['course'];
  const db = ctx.db;

  r.post(
    '/teacher/attendance/store',
    { schema: { body: ZAttendanceStoreBody, tags, summary: '发起签到' }, config: { roles: [Role.teacher] } },
    async (request) => ok(await openAttendance(db, currentUser(request), request.body), '签到已发起'),
  );
  r.post(
    '/teacher/attendance/index',
    {
      schema: { body: ZAttendanceIndexBody, tags, summary: '签到列表' },
      config: { roles: [Role.admin, Role.teacher] },
    },
    async (request) => ok(await listAttendance(db, currentUser(request), request.body)),
  );
  r.post(
    '/teacher/attendance/detail',
    {
      schema: { body: ZAttendanceIdBody, tags, summary: '签到详情（全班学生）' },
      config: { roles: [Role.admin, Role.teacher] },
    },
    async (request) => ok(await getAttendanceDetail(db, currentUser(request), request.body.id)),
  );
  r.post(
    '/teacher/attendance/close',
    { schema: { body: ZAttendanceIdBody, tags, summary: '结束签到' }, config: { roles: [Role.teacher] } },
    async (request) => ok(await closeAttendance(db, currentUser(request), request.body.id), '签到已结束'),
  );

  r.post(
    '/student/attendance/list',
    { schema: { body: ZStudentAttendanceListBody, tags, summary: '我的签到' }, config: { roles: [Role.student] } },
    async (request) => ok(await listMyAttendance(db, currentUser(request), request.body)),
  );
  r.post(
    '/student/attendance/sign_in',
    {
      schema: { body: ZAttendanceSignInBody, tags, summary: '签到' },
      config: { roles: [Role.student], rateLimit: signInRateLimit },
    },
    async (request) => {
      const data = await signIn(db, currentUser(request), request.body, request.ip);
      return ok(data, data.status === 'on_time' ? '签到成功' : '签到成功（迟到）');
    },
  );
}
