import { ApiCode, LICENCE_CODE_PATTERN, type TAdminLicenceCode, type TPage } from '@sxpt/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colleges, licenceCodes } from '../src/db/schema';
import { generateLicenceCode } from '../src/modules/admin/licence-service';
import { createCollege, createUser, signIn } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let acc5Token: string;
beforeAll(async () => {
  t = await createTestApp();
  acc5Token = await signIn(t.app, await createUser(t.db, { role: 0 }));
});
afterAll(() => t.close());

const acc5 = <T>(url: string, body: unknown) => call<T>(t.app, url, body, acc5Token);
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const codeCount = async () => Number((await t.db.select({ n: count() }).from(licenceCodes))[0].n);

describe('admin licences: roles', () => {
  it.each(['/admin/licence/issue', '/admin/licence/index', '/admin/licence/revoke'])(
    '%s refuses admin, teacher and student',
    async (url) => {
      const { college } = await createCollege(t.db);
      for (const role of [1, 2, 3] as const) {
        const token = await signIn(t.app, await createUser(t.db, { role, collegeId: college.id }));
        expect((await call(t.app, url, { college_id: college.id }, token)).code).toBe(ApiCode.forbidden);
      }
    },
  );
});

describe('admin licence codes', () => {
  it('draws random codes in the SXPT format', () => {
    const codes = new Set(Array.from({ length: 2000 }, generateLicenceCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(LICENCE_CODE_PATTERN);
  });

  it('issues a code that the college administrator activates; the list shows who used it', async () => {
    const { college, campus } = await createCollege(t.db, { licenceStatus: 2, expiresAt: null, seats: 0 });
    const admin = await createUser(t.db, { role: 1, collegeId: college.id, campusId: campus.id });
    const adminToken = await signIn(t.app, admin);
    const expires = future(365);
    const issued = await acc5<TAdminLicenceCode>('/admin/licence/issue', {
      college_id: college.id,
      expires_at: expires,
      seat_count: 120,
    });
    expect(issued).toMatchObject({ code: 200, message: '激活码已生成' });
    expect(issued.data).toMatchObject({ college_id: college.id, seat_count: 120, used_at: null, used_by: null });
    expect(issued.data.code).toMatch(LICENCE_CODE_PATTERN);
    // the date means the end of that day, Beijing time
    expect(issued.data.expires_at).toBe(new Date(`${expires}T23:59:59+08:00`).toISOString());
    // issuing changes nothing on the college until the code is used
    expect((await t.db.select().from(colleges).where(eq(colleges.id, college.id)))[0].licenceStatus).toBe(2);

    const activated = await call(t.app, '/college/licence/activate', { code: issued.data.code }, adminToken);
    expect(activated.code).toBe(200);
    const [row] = await t.db.select().from(colleges).where(eq(colleges.id, college.id));
    expect(row).toMatchObject({ licenceStatus: 1, seatCount: 120 });

    const list = await acc5<TPage<TAdminLicenceCode>>('/admin/licence/index', { college_id: college.id });
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({
      code: issued.data.code,
      college_name: college.name,
      used_by: admin.id,
      used_by_name: admin.name,
    });
    expect(list.data.list[0].used_at).not.toBeNull();
  });

  it('lists every college’s codes without a filter, paged', async () => {
    const a = await createCollege(t.db);
    const b = await createCollege(t.db);
    for (const college of [a.college, b.college]) {
      await acc5('/admin/licence/issue', { college_id: college.id, expires_at: future(30), seat_count: 5 });
    }
    const all = await acc5<TPage<TAdminLicenceCode>>('/admin/licence/index', { page_size: 200 });
    const ids = all.data.list.map((c) => c.college_id);
    expect(ids).toContain(a.college.id);
    expect(ids).toContain(b.college.id);
    expect(all.data.total).toBe(await codeCount());
    const one = await acc5<TPage<TAdminLicenceCode>>('/admin/licence/index', { page: 2, page_size: 1 });
    expect(one.data.list).toHaveLength(1);
  });

  it('refuses a past or malformed date, a bad seat count and an unknown college, issuing nothing', async () => {
    const { college } = await createCollege(t.db);
    const before = await codeCount();
    const cases: [Record<string, unknown>, string, number][] = [
      [{ expires_at: '2020-01-01', seat_count: 10 }, '到期日期须晚于当前时间', 400],
      [{ expires_at: '2030-02-30', seat_count: 10 }, '到期日期格式有误', 400],
      [{ expires_at: 'next year', seat_count: 10 }, '到期日期格式有误', 400],
      [{ seat_count: 10 }, '请选择到期日期', 400],
      [{ expires_at: future(10), seat_count: 0 }, '授权人数须在1至100000之间', 400],
      [{ expires_at: future(10), seat_count: 100_001 }, '授权人数须在1至100000之间', 400],
      [{ expires_at: future(10), seat_count: 1.5 }, '授权人数须为整数', 400],
    ];
    for (const [body, message, code] of cases) {
      expect(await acc5('/admin/licence/issue', { college_id: college.id, ...body })).toMatchObject({ code, message });
    }
    expect(
      await acc5('/admin/licence/issue', { college_id: 999_999, expires_at: future(10), seat_count: 10 }),
    ).toMatchObject({ code: 404, message: '院校不存在' });
    expect(await codeCount()).toBe(before);
  });

  it('revokes a licence: status 2, its users get 4086 at once, its unused codes are withdrawn', async () => {
    const { college } = await createCollege(t.db);
    const teacher = await createUser(t.db, { role: 2, collegeId: college.id });
    const token = await signIn(t.app, teacher);
    const unused = await acc5<TAdminLicenceCode>('/admin/licence/issue', {
      college_id: college.id,
      expires_at: future(60),
      seat_count: 10,
    });
    const other = await createCollege(t.db);
    const kept = await acc5<TAdminLicenceCode>('/admin/licence/issue', {
      college_id: other.college.id,
      expires_at: future(60),
      seat_count: 10,
    });
    expect((await call<{ cert_status: number }>(t.app, '/api/getinfo', {}, token)).data.cert_status).toBe(1);
    expect(await acc5('/admin/licence/revoke', { college_id: college.id })).toMatchObject({
      code: 200,
      message: '授权已收回',
    });
    expect((await t.db.select().from(colleges).where(eq(colleges.id, college.id)))[0].licenceStatus).toBe(2);
    expect((await call<{ cert_status: number }>(t.app, '/api/getinfo', {}, token)).data.cert_status).toBe(2);
    expect((await call(t.app, '/college/licence/detail', {}, token)).code).toBe(200);
    expect(await t.db.select().from(licenceCodes).where(eq(licenceCodes.id, unused.data.id))).toEqual([]);
    expect(await t.db.select().from(licenceCodes).where(eq(licenceCodes.id, kept.data.id))).toHaveLength(1);
    expect(await acc5('/admin/licence/revoke', { college_id: 999_999 })).toMatchObject({
      code: 404,
      message: '院校不存在',
    });
  });
});
