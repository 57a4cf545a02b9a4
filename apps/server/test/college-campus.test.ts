import { ApiCode, type TCampusRow, type TIdName, type TPage } from '@sxpt/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campuses } from '../src/db/schema';
import { setUpCollegeSuite } from './support/college-suite';
import { createCollege, createUser, signIn } from './support/factories';
import { call } from './support/test-app';

const { t, cast } = await setUpCollegeSuite();

describe('/college/campus/*', () => {
  it('store, index with counts, list, save', async () => {
    const { college } = await createCollege(t.db);
    const token = await signIn(t.app, await createUser(t.db, { role: 1, collegeId: college.id }));
    const stored = await call<{ id: number }>(
      t.app,
      '/college/campus/store',
      { name: ' 白云校区 ', address: '广州市白云区' },
      token,
    );
    expect(stored.code).toBe(200);
    const [row] = await t.db.select().from(campuses).where(eq(campuses.id, stored.data.id));
    expect(row).toMatchObject({ name: '白云校区', address: '广州市白云区', collegeId: college.id });
    await createUser(t.db, { role: 3, collegeId: college.id, campusId: row.id });
    await createUser(t.db, { role: 3, collegeId: college.id, campusId: row.id });
    await createUser(t.db, { role: 2, collegeId: college.id, campusId: row.id });
    await call(t.app, '/college/class/add', { name: '白云1班', campus_id: row.id }, token);

    const page = await call<TPage<TCampusRow>>(t.app, '/college/campus/index', { keyword: '白云' }, token);
    expect(page.data.total).toBe(1);
    expect(page.data.list[0]).toMatchObject({
      id: row.id,
      name: '白云校区',
      address: '广州市白云区',
      class_count: 1,
      student_count: 2,
      teacher_count: 1,
    });
    const all = await call<TPage<TCampusRow>>(t.app, '/college/campus/index', undefined, token);
    expect(all.data.total).toBe(2); // the factory's campus and this one

    const list = await call<TIdName[]>(t.app, '/college/campus/list', {}, token);
    expect(list.data.map((c) => c.name)).toContain('白云校区');
    expect(list.data.map((c) => c.id)).not.toContain(cast.campus.id);

    expect((await call(t.app, '/college/campus/save', { id: row.id, name: '白云新校区' }, token)).code).toBe(200);
    const [saved] = await t.db.select().from(campuses).where(eq(campuses.id, row.id));
    expect(saved).toMatchObject({ name: '白云新校区', address: '广州市白云区' });
  });

  it('refuses a duplicate or empty name, changing nothing', async () => {
    expect(await call(t.app, '/college/campus/store', { name: cast.campus.name }, cast.tokens.admin)).toMatchObject({
      code: 400,
      message: '校区名称已存在',
    });
    expect(await call(t.app, '/college/campus/store', { name: '  ' }, cast.tokens.admin)).toMatchObject({
      message: '请输入校区名称',
    });
    const [second] = await t.db.insert(campuses).values({ collegeId: cast.college.id, name: '第二校区' }).returning();
    expect(
      await call(t.app, '/college/campus/save', { id: second.id, name: cast.campus.name }, cast.tokens.admin),
    ).toMatchObject({ message: '校区名称已存在' });
    const [row] = await t.db.select().from(campuses).where(eq(campuses.id, second.id));
    expect(row.name).toBe('第二校区');
    // the same name in another college is fine
    expect((await call(t.app, '/college/campus/store', { name: cast.other.campus.name }, cast.tokens.admin)).code).toBe(
      200,
    );
  });

  it('delete refuses a campus in use and deletes an unused one', async () => {
    const used = await call(t.app, '/college/campus/delete', { id: cast.campus.id }, cast.tokens.admin);
    expect(used.code).toBe(400);
    expect(used.message).toMatch(/^该校区下还有 .*名用户，不能删除$/);
    expect(await t.db.select().from(campuses).where(eq(campuses.id, cast.campus.id))).toHaveLength(1);
    const [spare] = await t.db.insert(campuses).values({ collegeId: cast.college.id, name: '空校区' }).returning();
    expect((await call(t.app, '/college/campus/delete', { id: spare.id }, cast.tokens.admin)).code).toBe(200);
    expect(await t.db.select().from(campuses).where(eq(campuses.id, spare.id))).toHaveLength(0);
    expect(await call(t.app, '/college/campus/delete', { id: spare.id }, cast.tokens.admin)).toMatchObject({
      code: ApiCode.notFound,
      message: '校区不存在',
    });
  });
});
