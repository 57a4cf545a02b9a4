import {
  ApiCode,
  bwkpAdminMessages,
  type TAdminCreatedId,
  type TBwkpAdminCase,
  type TBwkpAdminCaseDetail,
  type TPage,
} from '@sxpt/contract';
import { messages } from '@sxpt/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bwkpCases, bwkpProgress } from '../src/db/schema';
import { missingText } from '../src/modules/bwkp-admin/usability-check';
import {
  acc5Api,
  authorDemoCase,
  demoQyxxBody,
  seedCodesForDemo,
  snapshotCase,
  type TAcc5Call,
} from './support/bwkp-admin-factories';
import { bwkpApi } from './support/bwkp-factories';
import { addLessonItem, bindToClass, createChapter, createLesson, createResource } from './support/course-factories';
import { createCast, createClass } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let cast: Awaited<ReturnType<typeof createCast>>;
let acc5: TAcc5Call;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t.app, t.db);
  acc5 = acc5Api(t.app, cast.tokens[0]);
  await seedCodesForDemo(t.db);
});
afterAll(() => t.close());

const detailOf = async (id: number) => (await acc5<TBwkpAdminCaseDetail>('case/detail', { id })).data;

/** Every /admin/bwkp call with a body that would be valid for acc5. */
const allPaths = [
  'case/index',
  'case/detail',
  'case/store',
  'case/save',
  'case/status',
  'case/delete',
  'qyxx/detail',
  'qyxx/save',
  'khbm/index',
  'khbm/save',
  'goods/index',
  'goods/save',
  'apply/detail',
  'apply/save',
  'subject/index',
  'subject/detail',
  'subject/store',
  'subject/save',
  'subject/delete',
  'subject/sort',
];

describe('who may author cases', () => {
  it('registers every call for acc5 only', () => {
    const routes = t.routeTable.filter((route) => route.url.startsWith('/admin/bwkp/'));
    expect(routes.map((route) => route.url.replace('/admin/bwkp/', '')).sort()).toEqual([...allPaths].sort());
    for (const route of routes) expect(route.roles, route.url).toEqual([0]);
  });

  it('refuses admin, teacher, student, another college’s admin and no token, and changes nothing', async () => {
    const { caseId, subjectIds } = await authorDemoCase(acc5, '权限测试案例', [1, 5]);
    const before = await snapshotCase(t.db, caseId);
    const body = { id: caseId, case_id: caseId, name: '改名', status: 1, kh_content: [], ids: [subjectIds[5]] };
    for (const path of allPaths) {
      for (const token of [cast.tokens[1], cast.tokens[2], cast.tokens[3], cast.tokens.otherAdmin]) {
        expect((await call(t.app, `/admin/bwkp/${path}`, body, token)).code, path).toBe(ApiCode.forbidden);
      }
      expect((await call(t.app, `/admin/bwkp/${path}`, body)).code, path).toBe(ApiCode.unauthorized);
    }
    expect(await snapshotCase(t.db, caseId)).toEqual(before);
  });
});

describe('case list, create, edit, enable, delete', () => {
  it('names the missing questions in one sentence, runs of places as ranges', () => {
    expect(missingText([5])).toBe('缺少第5题');
    expect(missingText([1, 2, 3, 5, 7, 8, 10, 11, 12])).toBe('缺少第1～3、5、7、8、10～12题（共9题）');
  });

  it('creates a disabled case, lists and searches it, renames it and reads its detail with the check', async () => {
    const made = await acc5<TAdminCreatedId>('case/store', { name: '  北京案例甲  ', description: '第一个' });
    expect(made).toMatchObject({ code: 200, message: bwkpAdminMessages.caseCreated });
    const id = made.data.id;
    await acc5('case/store', { name: '上海案例乙' });

    const found = await acc5<TPage<TBwkpAdminCase>>('case/index', { keyword: '北京案例' });
    expect(found.data.total).toBe(1);
    expect(found.data.list[0]).toMatchObject({
      id,
      name: '北京案例甲',
      description: '第一个',
      status: 0,
      subject_count: 0,
      customer_count: 0,
      goods_count: 0,
      has_qyxx: false,
      has_apply: false,
      lesson_count: 0,
      practice_count: 0,
    });
    const disabled = await acc5<TPage<TBwkpAdminCase>>('case/index', { status: 0, page_size: 200 });
    expect(disabled.data.list.every((row) => row.status === 0)).toBe(true);
    const paged = await acc5<TPage<TBwkpAdminCase>>('case/index', { page: 1, page_size: 1 });
    expect(paged.data).toMatchObject({ page: 1, page_size: 1 });
    expect(paged.data.list).toHaveLength(1);
    expect(paged.data.total).toBeGreaterThanOrEqual(2);

    expect(await acc5('case/save', { id, name: '北京案例丙', description: '' })).toMatchObject({
      code: 200,
      message: messages.saveSucceeded,
    });
    const detail = await detailOf(id);
    expect(detail).toMatchObject({ name: '北京案例丙', description: '' });
    expect(detail.check.is_usable).toBe(false);
    expect(detail.check.problems.map((p) => p.message)).toEqual(
      expect.arrayContaining([
        '缺少企业信息',
        '缺少客户编码',
        '缺少商品编码',
        '缺少增值税普通发票的申领答案',
        '缺少增值税专用发票的申领答案',
        '缺少第1～17题（共17题）',
      ]),
    );
  });

  it('refuses bad case input and unknown ids', async () => {
    const made = await acc5<TAdminCreatedId>('case/store', { name: '校验案例' });
    const before = await snapshotCase(t.db, made.data.id);
    const cases: [string, object, string][] = [
      ['case/store', {}, '请输入案例名称'],
      ['case/store', { name: '   ' }, '请输入案例名称'],
      ['case/store', { name: '名'.repeat(101) }, '案例名称不能超过100个字'],
      ['case/save', { id: made.data.id, name: '' }, '请输入案例名称'],
      ['case/save', { id: made.data.id, name: '新名', description: '字'.repeat(2001) }, '案例简介不能超过2000个字'],
      ['case/status', { id: made.data.id, status: 3 }, '启用状态有误'],
      ['case/detail', { id: 'x' }, '请选择实训案例'],
    ];
    for (const [url, body, message] of cases) {
      expect(await acc5(url, body), url).toMatchObject({ code: ApiCode.badRequest, message });
    }
    for (const url of ['case/detail', 'case/save', 'case/status', 'case/delete']) {
      expect(await acc5(url, { id: 999_999, name: '无', status: 0 }), url).toMatchObject({
        code: ApiCode.notFound,
        message: bwkpAdminMessages.caseNotFound,
      });
    }
    expect(await snapshotCase(t.db, made.data.id)).toEqual(before);
  });

  it('enables only a complete case; an enabled case refuses a write that would break it', async () => {
    const partial = await authorDemoCase(acc5, '未完成案例', [1, 2, 3]);
    const partialBefore = await snapshotCase(t.db, partial.caseId);
    const refused = await acc5<{ problems: string[] }>('case/status', { id: partial.caseId, status: 1 });
    expect(refused.code).toBe(ApiCode.badRequest);
    expect(refused.message.startsWith(bwkpAdminMessages.cannotEnable)).toBe(true);
    expect(refused.message).toContain('缺少第4～17题（共14题）');
    expect(refused.data.problems).toContain('缺少第4～17题（共14题）');
    expect(await snapshotCase(t.db, partial.caseId)).toEqual(partialBefore);

    const whole = await authorDemoCase(acc5, '完整案例');
    const check = (await detailOf(whole.caseId)).check;
    expect(check).toMatchObject({ is_usable: true, problems: [] });
    expect(await acc5('case/status', { id: whole.caseId, status: 1 })).toMatchObject({
      code: 200,
      message: bwkpAdminMessages.caseEnabled,
    });
    expect(await detailOf(whole.caseId)).toMatchObject({
      status: 1,
      subject_count: 17,
      customer_count: 7,
      goods_count: 15,
      has_qyxx: true,
      has_apply: true,
    });

    const before = await snapshotCase(t.db, whole.caseId);
    const broken = [
      await acc5('subject/delete', { id: whole.subjectIds[5] }),
      await acc5('khbm/save', { case_id: whole.caseId, kh_content: [] }),
      await acc5('apply/save', {
        case_id: whole.caseId,
        apply: [
          { ...applyOf(1), apply_num: 3 },
          { ...applyOf(2), apply_num: 25 },
        ],
      }),
    ];
    for (const res of broken) {
      expect(res.code).toBe(ApiCode.badRequest);
      expect(res.message.startsWith(bwkpAdminMessages.enabledBroken)).toBe(true);
    }
    expect(broken[0].message).toContain('缺少第5题');
    expect(broken[1].message).toContain('缺少客户编码');
    expect(broken[2].message).toContain('增值税普通发票申领数量3份，少于本案例要开具的6张');
    expect(await snapshotCase(t.db, whole.caseId)).toEqual(before);

    // a write that keeps it whole is kept; disabling needs no check
    expect(
      (await acc5('qyxx/save', { case_id: whole.caseId, ...demoQyxxBody, phone_number: '020-38862706' })).code,
    ).toBe(200);
    expect(await acc5('case/status', { id: whole.caseId, status: 0 })).toMatchObject({
      code: 200,
      message: bwkpAdminMessages.caseDisabled,
    });
  });

  it('an enabled authored case is playable by a student in a lesson, and then cannot be deleted', async () => {
    const { caseId } = await authorDemoCase(acc5, '上课用案例');
    await acc5('case/status', { id: caseId, status: 1 });
    const klass = await createClass(t.db, cast.college.id, [cast.users.teacher.id], [cast.users.student.id]);
    const resource = await createResource(t.db);
    const chapter = await createChapter(t.db, resource.id, 1);
    const lesson = await createLesson(t.db, chapter, { sort: 1 });
    await bindToClass(t.db, klass, resource.id);
    const context = { course_id: resource.id, class_id: klass.id, resource_id: resource.id, lesson_id: lesson.id };
    const student = bwkpApi(t.app, cast.tokens[3], context);

    // not yet a lesson item: the student cannot open it; as an item it can be deleted only until then
    expect((await student('subject_list')).code).toBe(ApiCode.forbidden);
    await addLessonItem(t.db, lesson.id, 'bwkp', caseId);
    const before = await snapshotCase(t.db, caseId);
    expect(await acc5('case/delete', { id: caseId })).toMatchObject({
      code: ApiCode.badRequest,
      message: bwkpAdminMessages.caseInLesson,
    });

    const list = await student<{ id: number; title: string }[]>('subject_list');
    expect(list.code).toBe(200);
    expect(list.data).toHaveLength(17);
    const { pt_fpdm: _pt, zy_fpdm: _zy, province: _p, ...company } = demoQyxxBody;
    expect((await student('save_qyxx', company)).code).toBe(200);
    expect(await detailOf(caseId)).toMatchObject({ lesson_count: 1, practice_count: 1 });
    expect(await snapshotCase(t.db, caseId)).toEqual(before);

    // editing a practised case is allowed
    const subjects = await acc5<{ list: { id: number; sort: number; title: string }[] }>('subject/index', {
      case_id: caseId,
    });
    expect(subjects.data.list).toHaveLength(17);
    const first = subjects.data.list[0];
    const detail = await acc5<Record<string, unknown>>('subject/detail', { id: first.id });
    const { id: _id, case_id: _c, sort: _s, problems: _pr, ...fields } = detail.data;
    expect((await acc5('subject/save', { id: first.id, ...fields, title: '设置企业参数（修订）' })).code).toBe(200);
  });

  it('refuses to delete a case a student practised even when no lesson points at it any more', async () => {
    const { caseId } = await authorDemoCase(acc5, '练习过的案例', [1]);
    const klass = await createClass(t.db, cast.college.id, [], [cast.users.student.id]);
    const resource = await createResource(t.db);
    const chapter = await createChapter(t.db, resource.id, 1);
    const lesson = await createLesson(t.db, chapter, { sort: 1 });
    await t.db.insert(bwkpProgress).values({
      studentId: cast.users.student.id,
      classId: klass.id,
      resourceId: resource.id,
      lessonId: lesson.id,
      caseId,
      progress: [],
    });
    expect(await acc5('case/delete', { id: caseId })).toMatchObject({
      code: ApiCode.badRequest,
      message: bwkpAdminMessages.casePractised,
    });
    expect(await t.db.select().from(bwkpCases).where(eq(bwkpCases.id, caseId))).toHaveLength(1);
  });

  it('deletes an unused case with all its parts', async () => {
    const { caseId } = await authorDemoCase(acc5, '要删除的案例', [1, 2]);
    expect(await acc5('case/delete', { id: caseId })).toMatchObject({ code: 200, message: bwkpAdminMessages.deleted });
    expect(await snapshotCase(t.db, caseId)).toEqual({
      case: [],
      qyxx: [],
      customers: [],
      goods: [],
      apply: [],
      subjects: [],
    });
  });
});

function applyOf(kind: 1 | 2) {
  const base = {
    apply_num: 25,
    apply_result: kind === 1 ? 1 : 2,
    shenling_slr: '林晓敏',
    shenling_zjlx: '身份证',
    shenling_zjh: '440106199203152642',
    shenling_shuoming: '日常经营需要',
    shenling_shoujianren: kind === 1 ? '' : '林晓敏',
    shenling_dztel: kind === 1 ? '' : '广州市天河区天河北路563号1206房 13925087316',
  };
  return { invoice_zl: kind, ...base };
}
