import {
  allRoles,
  Role,
  type TRole,
  ZLoginAnyBody,
  ZLoginBody,
  ZModInfoBody,
  ZModPwdBody,
  ZSendSmsBody,
} from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { getDummyHash } from '../../http/password';
import { login, logout } from './login-service';
import { defaultThrottlePolicy } from './login-throttle';
import { describeUser, getInfoDetail, modifyInfo, modifyPassword, sendSms } from './profile-service';
import { uploadImage } from './upload-image';

export async function authRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // sign-in throttling lives in the database (login-throttle.ts), so it holds across processes
  const policy = { ...defaultThrottlePolicy, sourceFailures: ctx.config.loginSourceMaxFailures };
  // hash the dummy password now, so that the first unknown account does not take longer than the others
  await getDummyHash();
  const entrance = (path: string, roles: readonly TRole[], summary: string) =>
    r.post(
      path,
      { schema: { body: ZLoginBody, summary, tags: ['auth'] }, config: { public: true } },
      async (request) => {
        const data = await login(
          ctx.db,
          {
            ...request.body,
            entranceRoles: roles,
            ip: request.ip,
            userAgent: request.headers['user-agent'] ?? '',
          },
          policy,
        );
        return ok(data, '登录成功');
      },
    );
  entrance('/api/login/student', [Role.student], '学生登录');
  entrance('/api/login/teacher', [Role.teacher], '教师登录');
  entrance('/api/login/college', [Role.admin], '院校管理员登录');

  r.post(
    '/api/login',
    {
      schema: { body: ZLoginAnyBody, summary: '学校管理登录（login_type 选择其他角色）', tags: ['auth'] },
      config: { public: true },
    },
    async (request) => {
      const { login_type, ...credentials } = request.body;
      const data = await login(
        ctx.db,
        {
          ...credentials,
          entranceRoles: [(login_type ?? Role.acc5) as TRole],
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        },
        policy,
      );
      return ok(data, '登录成功');
    },
  );

  const profile = { roles: allRoles, licence: false } as const;
  /** the calls left to a user who must first change a password someone else set */
  const beforeChange = { ...profile, beforePasswordChange: true } as const;

  r.post('/api/logout', { schema: { tags: ['auth'] }, config: beforeChange }, async (request) => {
    const { sessionId } = currentUser(request);
    await logout(ctx.db, sessionId);
    ctx.sessions.invalidateSession(sessionId);
    return ok(null, '已退出登录');
  });

  r.post('/api/getinfo', { schema: { tags: ['auth'] }, config: beforeChange }, async (request) =>
    ok(describeUser(currentUser(request), ctx.config.seedDemo)),
  );

  r.post('/api/info_detail', { schema: { tags: ['auth'] }, config: profile }, async (request) =>
    ok(await getInfoDetail(ctx.db, currentUser(request))),
  );

  r.post('/api/send_sms', { schema: { body: ZSendSmsBody, tags: ['auth'] }, config: profile }, async (request) => {
    const data = await sendSms(ctx.db, currentUser(request), request.body.phone, {
      demo: ctx.config.seedDemo,
      log: (message) => request.log.info(message),
    });
    return ok(data, '验证码已发送');
  });

  r.post('/api/mod_info', { schema: { body: ZModInfoBody, tags: ['auth'] }, config: profile }, async (request) => {
    await modifyInfo(ctx.db, currentUser(request), request.body);
    ctx.sessions.invalidateUsers([currentUser(request).id]);
    return ok(null, '保存成功！');
  });

  r.post('/api/mod_pwd', { schema: { body: ZModPwdBody, tags: ['auth'] }, config: beforeChange }, async (request) => {
    await modifyPassword(ctx.db, currentUser(request), request.body, { ip: request.ip, policy });
    ctx.sessions.invalidateUsers([currentUser(request).id]);
    return ok(null, '密码修改成功，其他设备上的登录已退出');
  });

  r.post('/api/upload_image', { schema: { tags: ['auth'] }, config: profile }, async (request) =>
    ok(await uploadImage(ctx, currentUser(request), request), '上传成功'),
  );
}
