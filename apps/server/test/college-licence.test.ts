import { ApiCode, type TLicenceDetail } from '@sxpt/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colleges, licenceCodes } from '../src/db/schema';
import { createLicenceCode } from './support/college-factories';
import { createCollege, createUser, signIn } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A college whose licence is not yet active, with a signed-in admin and teacher. */
async function inactiveCollege() {
  const { college } = await createCollege(t.db, { licenceStatus: 2, expiresAt: null, seats: 0 });
  const admin = await createUser(t.db, { role: 1, collegeId: college.id });
  const teacher = await createUser(t.db, { role: 2, collegeId: college.id });
  await createUser(t.db, { role: 3, collegeId: college.id });
  return {
    college,
    admin,
    teacher,
    tokens: { admin: await signIn(t.app, admin), teacher: await signIn(t.app, teacher) },
  };
}

describe('/college/licence/detail', () => {
  it('answers while inactive, for admin and teacher', async () => {
    const c = await inactiveCollege();
    for (const token of [c.tokens.admin, c.tokens.teacher]) {
      const res = await call<TLicenceDetail>(t.app, '/college/licence/detail', {}, token);
      expect(res.data).toEqual({
        college_name: c.college.name,
        status: 2,
        expires_at: null,
        seat_count: 0,
        seats_used: 1,
        is_expired: false,
      });
    }
    expect((await call(t.app, '/college/class/index', {}, c.tokens.admin)).code).toBe(ApiCode.licenceInactive);
  });
});

describe('/college/licence/activate', () => {
  it('activates with this college’s code (trimmed, any case), marks it used and opens the college routes', async () => {
    const c = await inactiveCollege();
    const expiresAt = new Date(Date.now() + 200 * 86_400_000);
    const code = await createLicenceCode(t.db, c.college.id, { code: 'GDCJ-2026-ABCD', seats: 150, expiresAt });
    const res = await call<TLicenceDetail>(
      t.app,
      '/college/licence/activate',
      { code: '  gdcj-2026-abcd ' },
      c.tokens.admin,
    );
    expect(res).toMatchObject({ code: 200, message: '激活成功' });
    expect(res.data).toMatchObject({
      status: 1,
      seat_count: 150,
      is_expired: false,
      expires_at: expiresAt.toISOString(),
    });
    const [college] = await t.db.select().from(colleges).where(eq(colleges.id, c.college.id));
    expect(college).toMatchObject({ licenceStatus: 1, seatCount: 150, activationCode: 'GDCJ-2026-ABCD' });
    expect(college.licenceExpiresAt?.toISOString()).toBe(expiresAt.toISOString());
    const [used] = await t.db.select().from(licenceCodes).where(eq(licenceCodes.id, code.id));
    expect(used.usedBy).toBe(c.admin.id);
    expect(used.usedAt).not.toBeNull();
    // the same sessions now pass the licence guard, and getinfo reports the certificate as active
    expect((await call(t.app, '/college/class/index', {}, c.tokens.admin)).code).toBe(200);
    expect((await call<{ cert_status: number }>(t.app, '/api/getinfo', {}, c.tokens.teacher)).data.cert_status).toBe(1);
    // a used code cannot be used again
    expect(await call(t.app, '/college/licence/activate', { code: 'GDCJ-2026-ABCD' }, c.tokens.admin)).toMatchObject({
      code: 400,
      message: '激活码无效或已使用',
    });
  });

  it('refuses a wrong code, another college’s code, a used code and an expired code, changing nothing', async () => {
    const c = await inactiveCollege();
    const other = await createCollege(t.db, { licenceStatus: 2, expiresAt: null });
    const foreign = await createLicenceCode(t.db, other.college.id);
    const used = await createLicenceCode(t.db, c.college.id, { usedAt: new Date() });
    const expired = await createLicenceCode(t.db, c.college.id, { expiresAt: new Date(Date.now() - 1000) });
    const cases: [string, string][] = [
      ['NO-SUCH-CODE', '激活码无效或已使用'],
      [foreign.code, '激活码无效或已使用'],
      [used.code, '激活码无效或已使用'],
      [expired.code, '激活码已过期，请联系学校管理'],
      ['   ', '请输入激活码'],
    ];
    for (const [code, message] of cases) {
      expect(await call(t.app, '/college/licence/activate', { code }, c.tokens.admin), code).toMatchObject({
        code: 400,
        message,
      });
    }
    const [college] = await t.db.select().from(colleges).where(eq(colleges.id, c.college.id));
    expect(college).toMatchObject({ licenceStatus: 2, licenceExpiresAt: null, seatCount: 0 });
    const [foreignRow] = await t.db.select().from(licenceCodes).where(eq(licenceCodes.id, foreign.id));
    expect(foreignRow.usedAt).toBeNull();
  });

  it('is for the admin only', async () => {
    const c = await inactiveCollege();
    const code = await createLicenceCode(t.db, c.college.id);
    expect((await call(t.app, '/college/licence/activate', { code: code.code }, c.tokens.teacher)).code).toBe(
      ApiCode.forbidden,
    );
    const [row] = await t.db.select().from(licenceCodes).where(eq(licenceCodes.id, code.id));
    expect(row.usedAt).toBeNull();
  });
});

describe('expiry', () => {
  it('after the licence expires college calls answer 4086 while detail still answers with is_expired', async () => {
    const { college } = await createCollege(t.db);
    const admin = await createUser(t.db, { role: 1, collegeId: college.id });
    const teacher = await createUser(t.db, { role: 2, collegeId: college.id });
    const [adminToken, teacherToken] = [await signIn(t.app, admin), await signIn(t.app, teacher)];
    expect((await call(t.app, '/college/student/index', {}, adminToken)).code).toBe(200);
    await t.db
      .update(colleges)
      .set({ licenceExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(colleges.id, college.id));
    for (const url of [
      '/college/student/index',
      '/college/class/index',
      '/college/campus/list',
      '/college/resource/index',
    ]) {
      expect((await call(t.app, url, {}, adminToken)).code, url).toBe(ApiCode.licenceInactive);
    }
    expect((await call(t.app, '/teacher/classes/list_info', {}, teacherToken)).code).toBe(ApiCode.licenceInactive);
    const detail = await call<TLicenceDetail>(t.app, '/college/licence/detail', {}, adminToken);
    expect(detail).toMatchObject({ code: 200, data: { status: 2, is_expired: true } });
    // renewing with a new code opens the college again
    const code = await createLicenceCode(t.db, college.id);
    expect((await call(t.app, '/college/licence/activate', { code: code.code }, adminToken)).code).toBe(200);
    expect((await call(t.app, '/college/student/index', {}, adminToken)).code).toBe(200);
  });

  it('with the session cache on, activation reaches the cached sessions at once', async () => {
    const cached = await createTestApp({ sessionCacheMs: 60_000 });
    try {
      const { college } = await createCollege(cached.db, { licenceStatus: 2, expiresAt: null });
      const admin = await createUser(cached.db, { role: 1, collegeId: college.id });
      const token = await signIn(cached.app, admin);
      expect((await call(cached.app, '/college/class/index', {}, token)).code).toBe(ApiCode.licenceInactive);
      const code = await createLicenceCode(cached.db, college.id);
      expect((await call(cached.app, '/college/licence/activate', { code: code.code }, token)).code).toBe(200);
      expect((await call(cached.app, '/college/class/index', {}, token)).code).toBe(200);
    } finally {
      await cached.close();
    }
  });
});
