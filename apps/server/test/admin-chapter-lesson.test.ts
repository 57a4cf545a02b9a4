import type {
  TAdminChapter,
  TAdminChapterDetail,
  TAdminCreatedId,
  TAdminLesson,
  TAdminLessonDetail,
  TPage,
} from '@sxpt/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, lessonItems, lessons } from '../src/db/schema';
import { createChapter, createCourse, createLesson, createResource } from './support/course-factories';
import { createCast, createUser, signIn } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let acc5Token: string;
beforeAll(async () => {
  t = await createTestApp();
  acc5Token = await signIn(t.app, await createUser(t.db, { role: 0 }));
});
afterAll(() => t.close());

const acc5 = <T>(url: string, body: unknown) => call<T>(t.app, url, body, acc5Token);
const chaptersOf = (resourceId: number) =>
  t.db.select().from(chapters).where(eq(chapters.resourceId, resourceId)).orderBy(asc(chapters.sort), asc(chapters.id));
const lessonRow = async (id: number) => (await t.db.select().from(lessons).where(eq(lessons.id, id)))[0];

describe('admin chapters', () => {
  it('adds chapters at the end, renames, lists with lesson counts, sorts and deletes with lessons', async () => {
    const resource = await createResource(t.db);
    const first = await acc5<TAdminCreatedId>('/admin/chapter/store', {
      resource_id: resource.id,
      title: '第一章 总论',
    });
    const second = await acc5<TAdminCreatedId>('/admin/chapter/store', {
      resource_id: resource.id,
      title: '第二章 发票',
    });
    expect((await chaptersOf(resource.id)).map((c) => [c.id, c.sort])).toEqual([
      [first.data.id, 1],
      [second.data.id, 2],
    ]);
    await createLesson(t.db, { id: second.data.id, resourceId: resource.id });
    expect((await acc5('/admin/chapter/save', { id: first.data.id, title: '第一章 概述' })).code).toBe(200);

    const list = await acc5<TPage<TAdminChapter>>('/admin/chapter/index', { resource_id: resource.id });
    expect(list.data).toMatchObject({ total: 2, page_size: 200 });
    expect(list.data.list).toMatchObject([
      { id: first.data.id, title: '第一章 概述', lesson_count: 0 },
      { id: second.data.id, title: '第二章 发票', lesson_count: 1 },
    ]);

    expect(
      (await acc5('/admin/chapter/sort', { resource_id: resource.id, ids: [second.data.id, first.data.id] })).code,
    ).toBe(200);
    expect((await chaptersOf(resource.id)).map((c) => c.id)).toEqual([second.data.id, first.data.id]);

    expect((await acc5('/admin/chapter/delete', { id: second.data.id })).code).toBe(200);
    expect((await chaptersOf(resource.id)).map((c) => c.id)).toEqual([first.data.id]);
    expect(await t.db.select().from(lessons).where(eq(lessons.chapterId, second.data.id))).toEqual([]);
  });

  it('refuses a sort that is not exactly the resource’s chapters, and bad input, changing nothing', async () => {
    const resource = await createResource(t.db);
    const a = await createChapter(t.db, resource.id, 1);
    const b = await createChapter(t.db, resource.id, 2);
    const elsewhere = await createChapter(t.db, (await createResource(t.db)).id, 1);
    const message = '排序数据有误，请刷新后重试';
    for (const ids of [[b.id], [b.id, elsewhere.id], [b.id, a.id, elsewhere.id]]) {
      expect(await acc5('/admin/chapter/sort', { resource_id: resource.id, ids })).toMatchObject({
        code: 400,
        message,
      });
    }
    expect(await acc5('/admin/chapter/sort', { resource_id: resource.id, ids: [a.id, a.id] })).toMatchObject({
      message: '排序数据有重复',
    });
    expect(await acc5('/admin/chapter/store', { resource_id: resource.id, title: ' ' })).toMatchObject({
      message: '请输入章节名称',
    });
    expect(await acc5('/admin/chapter/store', { resource_id: 999_999, title: '章' })).toMatchObject({
      code: 404,
      message: '资源不存在',
    });
    expect(await acc5('/admin/chapter/save', { id: 999_999, title: '章' })).toMatchObject({ message: '章节不存在' });
    expect(await acc5('/admin/chapter/delete', { id: 999_999 })).toMatchObject({ message: '章节不存在' });
    expect(await chaptersOf(resource.id)).toEqual([a, b]);
  });
});

describe('admin chapter detail', () => {
  it('gives the chapter with its lessons in order and their practice items', async () => {
    const course = await createCourse(t.db);
    const [first, second] = course.chapters;
    const { a, b, c, d } = course.lessons;
    // the order is the lessons' sort, not their ids
    await t.db.update(lessons).set({ sort: 0 }).where(eq(lessons.id, c.id));

    const detail = await acc5<TAdminChapterDetail>('/admin/chapter/detail', { id: first.id });
    expect(detail.code).toBe(200);
    expect(detail.data).toMatchObject({
      id: first.id,
      resource_id: course.resource.id,
      title: first.title,
      sort: 1,
      lesson_count: 3,
    });
    expect(detail.data.lessons.map((l) => l.id)).toEqual([c.id, a.id, b.id]);
    expect(detail.data.lessons[1]).toMatchObject({
      id: a.id,
      chapter_id: first.id,
      title: a.title,
      video_url: '/uploads/2025/01/a.mp4',
      video_duration: 100,
      handout_url: '/uploads/2025/01/a.pdf',
      handout_name: '讲义.pdf',
      item_count: 1,
      items: [{ id: course.item.id, kind: 'bwkp', ref_id: 7, title: course.item.title, sort: course.item.sort }],
    });
    expect(detail.data.lessons[0]).toMatchObject({ id: c.id, item_count: 0, items: [] });

    const other = await acc5<TAdminChapterDetail>('/admin/chapter/detail', { id: second.id });
    expect(other.data).toMatchObject({ id: second.id, lesson_count: 1, lessons: [{ id: d.id, video_duration: 0 }] });

    // the same chapter as the resource detail gives it
    const resource = await acc5<{ chapters: TAdminChapterDetail[] }>('/admin/resource/detail', {
      id: course.resource.id,
    });
    expect(resource.data.chapters[0]).toEqual(detail.data);
  });

  it('gives an empty chapter with no lessons', async () => {
    const resource = await createResource(t.db);
    const chapter = await createChapter(t.db, resource.id, 1);
    const detail = await acc5<TAdminChapterDetail>('/admin/chapter/detail', { id: chapter.id });
    expect(detail.data).toEqual({
      id: chapter.id,
      resource_id: resource.id,
      title: chapter.title,
      sort: 1,
      lesson_count: 0,
      lessons: [],
    });
  });

  it('refuses an unknown or bad id, and every role but acc5', async () => {
    expect(await acc5('/admin/chapter/detail', { id: 999_999 })).toMatchObject({ code: 404, message: '章节不存在' });
    expect(await acc5('/admin/chapter/detail', {})).toMatchObject({ code: 400 });
    expect(await acc5('/admin/chapter/detail', { id: 'x' })).toMatchObject({ code: 400 });
    const course = await createCourse(t.db);
    const cast = await createCast(t.app, t.db);
    for (const role of [1, 2, 3] as const) {
      const res = await call(t.app, '/admin/chapter/detail', { id: course.chapters[0].id }, cast.tokens[role]);
      expect(res.code, `role ${role}`).toBe(403);
    }
    expect((await call(t.app, '/admin/chapter/detail', { id: course.chapters[0].id })).code).toBe(401);
  });
});

describe('admin lessons', () => {
  it('adds, reads, saves only the given fields, lists, sorts and deletes', async () => {
    const resource = await createResource(t.db);
    const chapter = await createChapter(t.db, resource.id);
    const made = await acc5<TAdminCreatedId>('/admin/lesson/store', {
      chapter_id: chapter.id,
      title: '1.1 增值税基础',
      video_url: '/uploads/2025/03/v.mp4',
      video_duration: 600,
      handout_url: '/uploads/2025/03/h.pdf',
    });
    expect(made).toMatchObject({ code: 200, message: '课时已创建' });
    const second = await acc5<TAdminCreatedId>('/admin/lesson/store', { chapter_id: chapter.id, title: '1.2 税率' });
    expect(await lessonRow(made.data.id)).toMatchObject({
      resourceId: resource.id,
      sort: 1,
      videoDuration: 600,
      handoutName: '讲义',
    });
    expect((await lessonRow(second.data.id)).sort).toBe(2);

    await acc5('/admin/lesson/save', { id: made.data.id, description: '本课讲解税率', handout_name: '增值税讲义.pdf' });
    expect(await lessonRow(made.data.id)).toMatchObject({
      title: '1.1 增值税基础',
      description: '本课讲解税率',
      videoUrl: '/uploads/2025/03/v.mp4',
      handoutName: '增值税讲义.pdf',
    });
    // clearing the video clears its duration
    await acc5('/admin/lesson/save', { id: made.data.id, video_url: '' });
    expect(await lessonRow(made.data.id)).toMatchObject({ videoUrl: '', videoDuration: 0 });

    const detail = await acc5<TAdminLessonDetail>('/admin/lesson/detail', { id: made.data.id });
    expect(detail.data).toMatchObject({ id: made.data.id, chapter_id: chapter.id, items: [], item_count: 0 });

    await acc5('/admin/lesson/sort', { chapter_id: chapter.id, ids: [second.data.id, made.data.id] });
    const list = await acc5<TPage<TAdminLesson>>('/admin/lesson/index', { chapter_id: chapter.id });
    expect(list.data.list.map((l) => l.id)).toEqual([second.data.id, made.data.id]);

    expect((await acc5('/admin/lesson/delete', { id: second.data.id })).code).toBe(200);
    expect(await t.db.select().from(lessons).where(eq(lessons.id, second.data.id))).toEqual([]);
  });

  it('refuses bad lesson input and unknown ids, changing nothing', async () => {
    const course = await createCourse(t.db);
    const lesson = course.lessons.a;
    const cases: [string, Record<string, unknown>, string][] = [
      ['/admin/lesson/store', { chapter_id: course.chapters[0].id }, '请输入课时名称'],
      ['/admin/lesson/store', { chapter_id: course.chapters[0].id, title: 'x', video_url: 'ftp://x' }, '视频地址有误'],
      ['/admin/lesson/store', { chapter_id: course.chapters[0].id, title: 'x', video_duration: -1 }, '视频时长有误'],
      ['/admin/lesson/save', { id: lesson.id, handout_url: '../etc/passwd' }, '讲义地址有误'],
      ['/admin/lesson/save', { id: lesson.id, title: '' }, '请输入课时名称'],
      ['/admin/lesson/sort', { chapter_id: course.chapters[0].id, ids: [lesson.id] }, '排序数据有误，请刷新后重试'],
    ];
    for (const [url, body, message] of cases) expect(await acc5(url, body), url).toMatchObject({ code: 400, message });
    expect(await acc5('/admin/lesson/store', { chapter_id: 999_999, title: 'x' })).toMatchObject({
      code: 404,
      message: '章节不存在',
    });
    for (const url of ['/admin/lesson/detail', '/admin/lesson/save', '/admin/lesson/delete']) {
      expect(await acc5(url, { id: 999_999 }), url).toMatchObject({ code: 404, message: '课时不存在' });
    }
    expect(await lessonRow(lesson.id)).toEqual(lesson);
  });
});

describe('admin lesson practice items', () => {
  it('replaces the set in the order given', async () => {
    const course = await createCourse(t.db);
    const lessonId = course.lessons.a.id;
    const items = [
      { kind: 'baoshui', ref_id: 3, title: '增值税申报' },
      { kind: 'paper', ref_id: 12, title: '第一章测验' },
    ];
    expect(await acc5('/admin/lesson/items', { lesson_id: lessonId, items })).toMatchObject({ code: 200 });
    const rows = await t.db
      .select()
      .from(lessonItems)
      .where(eq(lessonItems.lessonId, lessonId))
      .orderBy(asc(lessonItems.sort));
    expect(rows.map((r) => [r.kind, r.refId, r.title, r.sort])).toEqual([
      ['baoshui', 3, '增值税申报', 1],
      ['paper', 12, '第一章测验', 2],
    ]);
    expect(await acc5('/admin/lesson/items', { lesson_id: lessonId, items: [] })).toMatchObject({ code: 200 });
    expect(await t.db.select().from(lessonItems).where(eq(lessonItems.lessonId, lessonId))).toEqual([]);
  });

  it('refuses an unknown kind, a bad ref_id, a missing title or lesson, changing nothing', async () => {
    const course = await createCourse(t.db);
    const lessonId = course.lessons.a.id;
    const good = { kind: 'lx', ref_id: 1, title: '真账练习' };
    const cases: [unknown[], string][] = [
      [[{ ...good, kind: 'excel' }], '练习类型有误'],
      [[{ ...good, ref_id: 0 }], '请选择练习内容'],
      [[{ ...good, ref_id: 'x' }], '请选择练习内容'],
      [[{ ...good, title: '' }], '请输入练习标题'],
      [Array.from({ length: 51 }, () => good), '一个课时最多50个练习'],
    ];
    for (const [items, message] of cases) {
      expect(await acc5('/admin/lesson/items', { lesson_id: lessonId, items })).toMatchObject({ code: 400, message });
    }
    expect(await acc5('/admin/lesson/items', { lesson_id: 999_999, items: [good] })).toMatchObject({
      code: 404,
      message: '课时不存在',
    });
    const rows = await t.db.select().from(lessonItems).where(eq(lessonItems.lessonId, lessonId));
    expect(rows).toEqual([course.item]);
  });
});
