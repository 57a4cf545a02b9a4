import { ApiCode } from '@sxpt/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { campuses, classes } from '../src/db/schema';
import { createCast } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

const NUL_MESSAGE = '请求内容含有非法字符';

/** Lines the app logged through request.log (the test app has no logger: each request's is replaced). */
const logged: unknown[][] = [];

/** Test-only routes: the client IP Fastify derives, and a statement that fails with a parameter bound. */
function addProbes(app: FastifyInstance, db: () => TTestApp['db']) {
  app.get('/api/test_probe/ip', { config: { public: true } }, async (request) => ({ ip: request.ip }));
  app.get('/api/test_probe/failing_statement', { config: { public: true } }, async () => {
    await db().execute(sql`select ${'secret-parameter-7f3a'}::text as secret, 1 / (select 0) as boom`);
    return { ok: true };
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const record =
      (level: string) =>
      (...args: unknown[]) =>
        logged.push([level, ...args]);
    const logger = {
      level: 'info',
      fatal: record('fatal'),
      error: record('error'),
      warn: record('warn'),
      info: record('info'),
      debug: record('debug'),
      trace: record('trace'),
      silent: () => {},
      child: () => logger,
    };
    request.log = logger as unknown as FastifyRequest['log'];
  });
}

let t: TTestApp;
let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  t = await createTestApp({}, (app) => addProbes(app, () => t.db));
  cast = await createCast(t.app, t.db);
});
afterAll(() => t.close());

describe('client IP', () => {
  const fromProxy = (app: FastifyInstance) =>
    app.inject({
      method: 'GET',
      url: '/api/test_probe/ip',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });

  it('without TRUST_PROXY the socket address is the client: X-Forwarded-For is ignored', async () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect((await fromProxy(t.app)).json()).toEqual({ ip: '10.1.2.3' });
  });

  it('TRUST_PROXY names the proxy (an address list, true, or a hop count)', async () => {
    expect(readConfig({ TRUST_PROXY: '10.1.2.3, 10.9.0.0/16' }).trustProxy).toBe('10.1.2.3, 10.9.0.0/16');
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const hops = readConfig({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect([hops('10.1.2.3', 0), hops('203.0.113.9', 1)]).toEqual([true, false]);

    const behindProxy = await createTestApp({ trustProxy: '10.1.2.3' }, (app) => addProbes(app, () => behindProxy.db));
    try {
      expect((await fromProxy(behindProxy.app)).json()).toEqual({ ip: '203.0.113.9' });
      // a client that is not the proxy cannot claim an address
      const direct = await behindProxy.app.inject({
        method: 'GET',
        url: '/api/test_probe/ip',
        remoteAddress: '10.7.7.7',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(direct.json()).toEqual({ ip: '10.7.7.7' });
    } finally {
      await behindProxy.close();
    }
  });
});

describe('NUL in a request', () => {
  it.each(['/api/login', '/api/login/college', '/api/login/teacher', '/api/login/student'])(
    '%s refuses an account holding U+0000 with 400, never 500',
    async (url) => {
      for (const account of ['a\u0000b', '\u0000', `${cast.users.student.account}\u0000`]) {
        expect(await call(t.app, url, { account, password: 'Passw0rd!' })).toEqual({
          code: ApiCode.badRequest,
          message: NUL_MESSAGE,
          data: null,
        });
      }
      expect(await call(t.app, url, { account: 'someone', password: 'x\u0000y' })).toMatchObject({
        code: ApiCode.badRequest,
        message: NUL_MESSAGE,
      });
    },
  );

  it('refuses it in any body field, nested value, key, query string or path, and writes nothing', async () => {
    const admin = cast.tokens[1];
    const cases: { url: string; method?: 'GET' | 'POST'; body?: unknown }[] = [
      { url: '/college/class/add', body: { name: '会计\u00001班' } },
      { url: '/college/campus/store', body: { name: '校区', address: ['x', { deep: 'a\u0000' }] } },
      { url: '/college/student/index', body: { keyword: '\u0000' } },
      { url: '/college/class/index', body: { 'key\u0000': 1 } },
      { url: '/college/student/export?keyword=%00', method: 'GET' },
      { url: '/college/class/delete?ids=1%002', body: {} },
      { url: '/college/class/show/1%00' },
    ];
    for (const { url, method, body } of cases) {
      expect(await call(t.app, url, body, admin, method), url).toMatchObject({
        code: ApiCode.badRequest,
        message: NUL_MESSAGE,
      });
    }
    const names = (await t.db.select({ name: classes.name }).from(classes)).map((r) => r.name);
    expect(names.some((name) => name.includes('\u0000'))).toBe(false);
    expect(await t.db.select().from(campuses)).toHaveLength(2);
  });

  it('still accepts ordinary text, including other control characters refused later by the rules', async () => {
    const res = await call(t.app, '/api/login/student', { account: 'nobody\u0001', password: 'Passw0rd!' });
    expect(res.code).not.toBe(ApiCode.serverError);
    expect(res.message).not.toBe(NUL_MESSAGE);
  });
});

describe('error log lines', () => {
  it('a failed statement is logged by its message and code, without its SQL or parameters', async () => {
    logged.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/test_probe/failing_statement' });
    expect(res.json()).toMatchObject({ code: ApiCode.serverError, message: '服务器内部错误，请稍后重试' });
    const errors = logged.filter(([level]) => level === 'error');
    expect(errors).toHaveLength(1);
    const text = JSON.stringify(errors[0]);
    expect(text).toContain('division by zero');
    expect(text).toContain('22012');
    expect(text).not.toContain('secret-parameter-7f3a');
    expect(text).not.toMatch(/select|params/i);
  });
});
