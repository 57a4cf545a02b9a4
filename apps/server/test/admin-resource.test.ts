import {
  ApiCode,
  type TAdminCreatedId,
  type TAdminResource,
  type TAdminResourceDetail,
  type TAdminResourceGrants,
  type TPage,
} from '@sxpt/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, collegeResources, lessonItems, lessons, resources } from '../src/db/schema';
import { bindToClass, createCourse, createResource, grantToCollege } from './support/course-factories';
import { createClass, createCollege, createUser, signIn } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let acc5Token: string;
let acc5Id: number;
beforeAll(async () => {
  t = await createTestApp();
  const acc5 = await createUser(t.db, { role: 0 });
  acc5Id = acc5.id;
  acc5Token = await signIn(t.app, acc5);
});
afterAll(() => t.close());

const acc5 = <T>(url: string, body: unknown) => call<T>(t.app, url, body, acc5Token);
const resourceRow = async (id: number) => (await t.db.select().from(resources).where(eq(resources.id, id)))[0];

describe('admin resources: roles', () => {
  it('every resource route refuses admin, teacher and student', async () => {
    const { college } = await createCollege(t.db);
    const tokens = [];
    for (const role of [1, 2, 3] as const)
      tokens.push(await signIn(t.app, await createUser(t.db, { role, collegeId: college.id })));
    const urls = t.routeTable
      .filter((r) => /^\/admin\/(resource|chapter|lesson|upload)\//.test(r.url))
      .map((r) => r.url);
    expect(urls).toHaveLength(24);
    for (const url of urls) {
      for (const token of tokens) expect((await call(t.app, url, { id: 1 }, token)).code, url).toBe(ApiCode.forbidden);
    }
  });
});

describe('admin resource store, save, index, detail', () => {
  it('creates a draft, saves it, and lists it with counts; keyword and status filter', async () => {
    const created = await acc5<TAdminCreatedId>('/admin/resource/store', {
      name: ' 增值税发票实务 ',
      category: '税务',
      description: '开票与认证',
      cover: '/uploads/2025/01/cover.png',
    });
    expect(created).toMatchObject({ code: 200, message: '资源已创建' });
    const row = await resourceRow(created.data.id);
    expect(row).toMatchObject({ name: '增值税发票实务', category: '税务', status: 0, createdBy: acc5Id });

    expect(
      (
        await acc5('/admin/resource/save', {
          id: row.id,
          name: '增值税发票实务（第二版）',
          category: '税务',
          status: 1,
        })
      ).code,
    ).toBe(200);
    expect(await resourceRow(row.id)).toMatchObject({ name: '增值税发票实务（第二版）', status: 1, cover: '' });

    const found = await acc5<TPage<TAdminResource>>('/admin/resource/index', { keyword: '第二版', status: 1 });
    expect(found.data.list.map((r) => r.id)).toEqual([row.id]);
    expect(found.data.list[0]).toMatchObject({ chapter_count: 0, lesson_count: 0, college_count: 0, class_count: 0 });
    expect(
      (await acc5<TPage<TAdminResource>>('/admin/resource/index', { keyword: '第二版', status: 0 })).data.total,
    ).toBe(0);
  });

  it('filters by the exact category, alone or with keyword and status', async () => {
    const tag = `分类${Date.now().toString(36)}`;
    const invoicing = await createResource(t.db, { name: `${tag} 开票甲`, category: '发票实训' });
    const draft = await createResource(t.db, { name: `${tag} 开票乙`, category: '发票实训', status: 0 });
    const ledger = await createResource(t.db, { name: `${tag} 真账`, category: '会计实账' });
    await createResource(t.db, { name: `${tag} 近似`, category: '发票实训进阶' });
    const ids = async (body: Record<string, unknown>) =>
      (await acc5<TPage<TAdminResource>>('/admin/resource/index', { keyword: tag, ...body })).data;

    expect(await ids({ category: '发票实训' })).toMatchObject({ total: 2 });
    expect((await ids({ category: '发票实训' })).list.map((r) => r.id)).toEqual([draft.id, invoicing.id]);
    expect((await ids({ category: ' 会计实账 ' })).list.map((r) => r.id)).toEqual([ledger.id]);
    expect((await ids({ category: '发票实训', status: 1 })).list.map((r) => r.id)).toEqual([invoicing.id]);
    expect((await ids({ category: '财务管理' })).total).toBe(0);
    // '' or left out: every category
    expect((await ids({ category: '' })).total).toBe(4);
    expect((await ids({})).total).toBe(4);
    // the category filter alone, across every resource
    const all = await acc5<TPage<TAdminResource>>('/admin/resource/index', { category: '会计实账', page_size: 200 });
    expect(all.data.list.length).toBeGreaterThan(0);
    expect(all.data.list.every((r) => r.category === '会计实账')).toBe(true);
  });

  it('refuses a bad category filter', async () => {
    expect(await acc5('/admin/resource/index', { category: 'x'.repeat(21) })).toMatchObject({
      code: 400,
      message: '资源分类不能超过20个字',
    });
    expect(await acc5('/admin/resource/index', { category: ['发票实训'] })).toMatchObject({
      code: 400,
      message: '资源分类有误',
    });
  });

  it('refuses bad input and unknown ids, changing nothing', async () => {
    const resource = await createResource(t.db);
    const cases: [string, Record<string, unknown>, string][] = [
      ['/admin/resource/store', { category: '会计' }, '请输入资源名称'],
      ['/admin/resource/store', { name: 'x', category: '' }, '请输入资源分类'],
      ['/admin/resource/store', { name: 'x'.repeat(51), category: '会计' }, '资源名称不能超过50个字'],
      ['/admin/resource/store', { name: 'x', category: '会计', status: 3 }, '发布状态有误'],
      ['/admin/resource/store', { name: 'x', category: '会计', cover: 'javascript:alert(1)' }, '封面地址有误'],
      ['/admin/resource/save', { id: resource.id, name: '', category: '会计' }, '请输入资源名称'],
      ['/admin/resource/save', { id: 'abc', name: 'x', category: '会计' }, '请选择资源'],
      ['/admin/resource/publish', { id: resource.id, status: 5 }, '发布状态有误'],
      ['/admin/resource/recommend', { id: resource.id, is_recommended: 'yes' }, '推荐状态有误'],
      [
        '/admin/resource/recommend',
        { id: resource.id, is_recommended: true, recommend_sort: -1 },
        '推荐排序须在0至9999之间',
      ],
    ];
    for (const [url, body, message] of cases) expect(await acc5(url, body), url).toMatchObject({ code: 400, message });
    for (const url of [
      '/admin/resource/save',
      '/admin/resource/detail',
      '/admin/resource/delete',
      '/admin/resource/publish',
    ]) {
      expect(await acc5(url, { id: 999_999, name: 'x', category: '会计', status: 1 }), url).toMatchObject({
        code: 404,
        message: '资源不存在',
      });
    }
    expect(await resourceRow(resource.id)).toEqual(resource);
  });

  it('returns the whole tree: chapters, lessons and their practice items, in order', async () => {
    const course = await createCourse(t.db);
    const res = await acc5<TAdminResourceDetail>('/admin/resource/detail', { id: course.resource.id });
    expect(res.data).toMatchObject({ id: course.resource.id, chapter_count: 2, lesson_count: 4 });
    expect(res.data.chapters.map((c) => c.id)).toEqual(course.chapters.map((c) => c.id));
    expect(res.data.chapters[0].lessons.map((l) => l.id)).toEqual([
      course.lessons.a.id,
      course.lessons.b.id,
      course.lessons.c.id,
    ]);
    expect(res.data.chapters[0].lessons[0]).toMatchObject({
      video_url: '/uploads/2025/01/a.mp4',
      video_duration: 100,
      handout_url: '/uploads/2025/01/a.pdf',
      item_count: 1,
      items: [{ id: course.item.id, kind: 'bwkp', ref_id: 7 }],
    });
  });
});

describe('admin resource publish, recommend, delete', () => {
  it('publishes, withdraws and recommends', async () => {
    const resource = await createResource(t.db, { status: 0 });
    expect((await acc5('/admin/resource/publish', { id: resource.id, status: 1 })).message).toBe('资源已发布');
    expect((await resourceRow(resource.id)).status).toBe(1);
    expect((await acc5('/admin/resource/publish', { id: resource.id, status: 0 })).message).toBe('资源已下架');
    expect((await resourceRow(resource.id)).status).toBe(0);
    await acc5('/admin/resource/recommend', { id: resource.id, is_recommended: 1, recommend_sort: 5 });
    expect(await resourceRow(resource.id)).toMatchObject({ isRecommended: true, recommendSort: 5 });
    await acc5('/admin/resource/recommend', { id: resource.id, is_recommended: false });
    expect(await resourceRow(resource.id)).toMatchObject({ isRecommended: false, recommendSort: 5 });
  });

  it('deletes a resource with its chapters, lessons and items', async () => {
    const course = await createCourse(t.db);
    const { college } = await createCollege(t.db);
    await grantToCollege(t.db, college.id, course.resource.id);
    expect(await acc5('/admin/resource/delete', { id: course.resource.id })).toMatchObject({ code: 200 });
    expect(await t.db.select().from(resources).where(eq(resources.id, course.resource.id))).toEqual([]);
    expect(await t.db.select().from(chapters).where(eq(chapters.resourceId, course.resource.id))).toEqual([]);
    expect(await t.db.select().from(lessons).where(eq(lessons.resourceId, course.resource.id))).toEqual([]);
    expect(await t.db.select().from(lessonItems).where(eq(lessonItems.id, course.item.id))).toEqual([]);
  });

  it('refuses to delete a resource a class uses', async () => {
    const course = await createCourse(t.db);
    const { college } = await createCollege(t.db);
    await bindToClass(t.db, await createClass(t.db, college.id), course.resource.id);
    expect(await acc5('/admin/resource/delete', { id: course.resource.id })).toMatchObject({
      code: 400,
      message: '该资源已被班级使用，不能删除',
    });
    expect(await resourceRow(course.resource.id)).toBeDefined();
    expect(await t.db.select().from(lessons).where(eq(lessons.resourceId, course.resource.id))).toHaveLength(4);
  });
});

describe('admin resource grants', () => {
  it('replaces the set of colleges and reads it back', async () => {
    const resource = await createResource(t.db);
    const [a, b, c] = [await createCollege(t.db), await createCollege(t.db), await createCollege(t.db)];
    expect(
      (await acc5('/admin/resource/grant', { resource_id: resource.id, college_ids: [a.college.id, b.college.id] }))
        .code,
    ).toBe(200);
    expect(
      (await acc5('/admin/resource/grant', { resource_id: resource.id, college_ids: [b.college.id, c.college.id] }))
        .code,
    ).toBe(200);
    const grants = await acc5<TAdminResourceGrants>('/admin/resource/grants', { resource_id: resource.id });
    expect(grants.data.college_ids).toEqual([b.college.id, c.college.id]);
    expect(grants.data.colleges[0]).toMatchObject({ id: b.college.id, name: b.college.name, class_count: 0 });
    expect((await acc5('/admin/resource/grant', { resource_id: resource.id, college_ids: [] })).code).toBe(200);
    expect(await t.db.select().from(collegeResources).where(eq(collegeResources.resourceId, resource.id))).toEqual([]);
  });

  it('refuses to take it from a college whose classes use it, or to grant to an unknown college', async () => {
    const resource = await createResource(t.db);
    const a = await createCollege(t.db);
    const b = await createCollege(t.db);
    await bindToClass(t.db, await createClass(t.db, a.college.id), resource.id);
    await grantToCollege(t.db, b.college.id, resource.id);
    expect(await acc5('/admin/resource/grant', { resource_id: resource.id, college_ids: [] })).toMatchObject({
      code: 400,
      message: `院校「${a.college.name}」的班级正在使用该资源，不能取消授权`,
    });
    expect(
      await acc5('/admin/resource/grant', { resource_id: resource.id, college_ids: [a.college.id, 999_999] }),
    ).toMatchObject({ code: 404, message: '院校不存在' });
    expect(
      await acc5('/admin/resource/grant', { resource_id: resource.id, college_ids: [a.college.id, a.college.id] }),
    ).toMatchObject({ code: 400, message: '院校有重复' });
    const grants = await acc5<TAdminResourceGrants>('/admin/resource/grants', { resource_id: resource.id });
    expect(grants.data.college_ids.sort()).toEqual([a.college.id, b.college.id].sort());
    expect(grants.data.colleges.find((c) => c.id === a.college.id)?.class_count).toBe(1);
  });
});
