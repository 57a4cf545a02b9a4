import { ApiCode, allRoles, type TRole } from '@sxpt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCast, createCollege, createUser, signIn } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  // a probe route of the college area, so the licence rule is proven whatever routes exist yet
  t = await createTestApp({}, (app) => {
    app.post('/college/licence_probe', { config: { roles: [1, 2, 3] } }, async () => ({
      code: 200,
      message: 'ok',
      data: null,
    }));
  });
  cast = await createCast(t.app, t.db);
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:(\w+)/g, '1');

describe('every registered route declares and enforces its roles', () => {
  it('has API routes registered, each with roles or public', () => {
    const guarded = t.routeTable.filter((r) => !r.isPublic);
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) expect(route.roles.length).toBeGreaterThan(0);
  });

  it('refuses every guarded route without a token (401) and for each role it does not allow (403)', async () => {
    for (const route of t.routeTable.filter((r) => !r.isPublic)) {
      const method = route.method as 'GET' | 'POST';
      const anonymous = await call(t.app, concrete(route.url), {}, undefined, method);
      expect(anonymous.code, `${route.method} ${route.url} without token`).toBe(ApiCode.unauthorized);
      for (const role of allRoles.filter((r) => !route.roles.includes(r))) {
        const res = await call(t.app, concrete(route.url), {}, cast.tokens[role as TRole], method);
        expect(res.code, `${route.method} ${route.url} as role ${role}`).toBe(ApiCode.forbidden);
      }
    }
  });

  it('a college route answers 4086 while the licence is not active, but profile routes still work', async () => {
    const inactive = await createCollege(t.db, { licenceStatus: 2, expiresAt: null });
    const admin = await createUser(t.db, { role: 1, collegeId: inactive.college.id });
    const token = await signIn(t.app, admin);
    const licensed = t.routeTable.filter(
      (r) => !r.isPublic && r.requiresLicence && r.roles.includes(1) && r.url.startsWith('/college/'),
    );
    expect(licensed.map((r) => r.url)).toContain('/college/licence_probe');
    for (const route of licensed) {
      const res = await call(t.app, concrete(route.url), {}, token, route.method as 'GET' | 'POST');
      expect(res.code, route.url).toBe(ApiCode.licenceInactive);
    }
    expect((await call(t.app, '/api/getinfo', {}, token)).code).toBe(200);
    expect((await call(t.app, '/api/info_detail', {}, token)).code).toBe(200);
  });

  it('an unknown API path answers the envelope 404', async () => {
    expect(await call(t.app, '/student/no_such_call', {})).toMatchObject({ code: ApiCode.notFound });
  });
});
