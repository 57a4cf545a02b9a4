import {
  ApiCode,
  type TBindStudentsList,
  type TClassRow,
  type TOwnClassResources,
  type TPage,
  type TResourcePaper,
  type TResourcePreview,
  type TResourceRow,
} from '@sxpt/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classResources, resourceStudents } from '../src/db/schema';
import { createResource } from './support/college-factories';
import { setUpCollegeSuite } from './support/college-suite';
import { createClass, createUser, signIn } from './support/factories';
import { call } from './support/test-app';

const { t, cast } = await setUpCollegeSuite();

const classesHaving = async (resourceId: number) =>
  (await t.db.select().from(classResources).where(eq(classResources.resourceId, resourceId)))
    .map((r) => r.classId)
    .sort();
const boundStudents = async (classId: number, resourceId: number) =>
  (
    await t.db
      .select()
      .from(resourceStudents)
      .where(and(eq(resourceStudents.classId, classId), eq(resourceStudents.resourceId, resourceId)))
  )
    .map((r) => r.studentId)
    .sort();

describe('/college/resource/index and bind_class', () => {
  it('lists published granted resources with their classes; a teacher sees only their own classes', async () => {
    const { college } = cast;
    const granted = await createResource(t.db, { grantTo: [college.id], chapterCount: 2, name: '企业纳税实务A' });
    const draft = await createResource(t.db, { grantTo: [college.id], status: 0 });
    const foreign = await createResource(t.db, { grantTo: [cast.other.college.id] });
    const notTaught = await createClass(t.db, college.id);
    await t.db.insert(classResources).values([
      { classId: cast.klass.id, resourceId: granted.resource.id },
      { classId: notTaught.id, resourceId: granted.resource.id },
      { classId: cast.other.klass.id, resourceId: granted.resource.id },
    ]);
    const admin = await call<TPage<TResourceRow>>(t.app, '/college/resource/index', {}, cast.tokens.admin);
    const ids = admin.data.list.map((r) => r.id);
    expect(ids).toContain(granted.resource.id);
    expect(ids).not.toContain(draft.resource.id);
    expect(ids).not.toContain(foreign.resource.id);
    const row = admin.data.list.find((r) => r.id === granted.resource.id)!;
    expect(row).toMatchObject({ chapter_count: 2, lesson_count: 4, category: '会计' });
    expect(row.classes.map((c) => c.id).sort()).toEqual([cast.klass.id, notTaught.id].sort());
    const teacher = await call<TPage<TResourceRow>>(
      t.app,
      '/college/resource/index',
      { keyword: '纳税实务A' },
      cast.tokens.teacher,
    );
    expect(teacher.data.list).toHaveLength(1);
    expect(teacher.data.list[0].classes).toEqual([{ id: cast.klass.id, name: cast.klass.name }]);
  });

  it('bind_class replaces the college’s classes that have a resource and leaves other colleges alone', async () => {
    const { resource } = await createResource(t.db, { grantTo: [cast.college.id, cast.other.college.id] });
    const [k1, k2] = [await createClass(t.db, cast.college.id), await createClass(t.db, cast.college.id)];
    await t.db.insert(classResources).values([
      { classId: k1.id, resourceId: resource.id },
      { classId: cast.other.klass.id, resourceId: resource.id },
    ]);
    await t.db.insert(resourceStudents).values({ classId: k1.id, resourceId: resource.id, studentId: cast.student.id });
    const res = await call(
      t.app,
      '/college/resource/bind_class',
      { resource_id: resource.id, class_ids: [k2.id] },
      cast.tokens.admin,
    );
    expect(res.code).toBe(200);
    expect(await classesHaving(resource.id)).toEqual([k2.id, cast.other.klass.id].sort());
    expect(await boundStudents(k1.id, resource.id)).toEqual([]);
    const foreignClass = await call(
      t.app,
      '/college/resource/bind_class',
      { resource_id: resource.id, class_ids: [cast.other.klass.id] },
      cast.tokens.admin,
    );
    expect(foreignClass).toMatchObject({ code: ApiCode.notFound, message: '班级不存在' });
    const ungranted = await createResource(t.db, { grantTo: [cast.other.college.id] });
    expect(
      await call(
        t.app,
        '/college/resource/bind_class',
        { resource_id: ungranted.resource.id, class_ids: [k1.id] },
        cast.tokens.admin,
      ),
    ).toMatchObject({ code: ApiCode.notFound, message: '课程资源不存在或未授权给本院校' });
    expect(await classesHaving(resource.id)).toEqual([k2.id, cast.other.klass.id].sort());
    expect(await classesHaving(ungranted.resource.id)).toEqual([]);
    expect(
      (
        await call(
          t.app,
          '/college/resource/bind_class',
          { resource_id: resource.id, class_ids: [] },
          cast.tokens.teacher,
        )
      ).code,
    ).toBe(ApiCode.forbidden);
  });
});

describe('/college/resource/bind_students_list and bind_students', () => {
  it('with no rows every student has the resource; binding some, then none, for admin and class teacher', async () => {
    const { resource } = await createResource(t.db, { grantTo: [cast.college.id] });
    const s2 = await createUser(t.db, { role: 3, collegeId: cast.college.id });
    const k = await createClass(t.db, cast.college.id, [cast.teacher.id], [cast.student.id, s2.id]);
    await t.db.insert(classResources).values({ classId: k.id, resourceId: resource.id });
    const body = { class_id: k.id, resource_id: resource.id };
    const all = await call<TBindStudentsList>(t.app, '/college/resource/bind_students_list', body, cast.tokens.teacher);
    expect(all.data.all_bound).toBe(true);
    expect(all.data.list.every((s) => s.bound)).toBe(true);
    expect(all.data.list).toHaveLength(2);

    const bind = await call(
      t.app,
      '/college/resource/bind_students',
      { ...body, student_ids: [s2.id] },
      cast.tokens.teacher,
    );
    expect(bind.code).toBe(200);
    expect(await boundStudents(k.id, resource.id)).toEqual([s2.id]);
    const some = await call<TBindStudentsList>(t.app, '/college/resource/bind_students_list', body, cast.tokens.admin);
    expect(some.data.all_bound).toBe(false);
    expect(some.data.list.find((s) => s.id === s2.id)?.bound).toBe(true);
    expect(some.data.list.find((s) => s.id === cast.student.id)?.bound).toBe(false);

    expect(
      (await call(t.app, '/college/resource/bind_students', { ...body, student_ids: [] }, cast.tokens.admin)).code,
    ).toBe(200);
    expect(await boundStudents(k.id, resource.id)).toEqual([]);
  });

  it('refuses a student outside the class, a class without the resource and a class the teacher does not teach', async () => {
    const { resource } = await createResource(t.db, { grantTo: [cast.college.id] });
    const k = await createClass(t.db, cast.college.id, [cast.teacher.id], [cast.student.id]);
    await t.db.insert(classResources).values({ classId: k.id, resourceId: resource.id });
    const outsider = await createUser(t.db, { role: 3, collegeId: cast.college.id });
    expect(
      await call(
        t.app,
        '/college/resource/bind_students',
        { class_id: k.id, resource_id: resource.id, student_ids: [outsider.id] },
        cast.tokens.admin,
      ),
    ).toMatchObject({ code: 400, message: '所选学生不在此班级中' });
    const bare = await createClass(t.db, cast.college.id, [cast.teacher.id]);
    expect(
      await call(
        t.app,
        '/college/resource/bind_students_list',
        { class_id: bare.id, resource_id: resource.id },
        cast.tokens.admin,
      ),
    ).toMatchObject({ code: ApiCode.notFound, message: '该班级未绑定此课程资源' });
    const other = await createUser(t.db, { role: 2, collegeId: cast.college.id });
    const token = await signIn(t.app, other);
    expect(
      await call(
        t.app,
        '/college/resource/bind_students',
        { class_id: k.id, resource_id: resource.id, student_ids: [] },
        token,
      ),
    ).toMatchObject({ code: ApiCode.notFound, message: '班级不存在' });
    expect(await boundStudents(k.id, resource.id)).toEqual([]);
  });
});

describe('/college/resource/papers_list', () => {
  it('lists the paper items of a granted resource in course order', async () => {
    const { resource, papers } = await createResource(t.db, { grantTo: [cast.college.id], chapterCount: 2 });
    const res = await call<TResourcePaper[]>(
      t.app,
      '/college/resource/papers_list',
      { resource_id: resource.id },
      cast.tokens.teacher,
    );
    expect(res.data).toEqual(
      papers.map((p) => ({
        lesson_id: p.lessonId,
        lesson_title: expect.stringMatching(/^\d\.1 课$/),
        item_id: p.itemId,
        ref_id: p.refId,
        title: p.title,
      })),
    );
    const foreign = await createResource(t.db, { grantTo: [cast.other.college.id] });
    expect(
      await call(t.app, '/college/resource/papers_list', { resource_id: foreign.resource.id }, cast.tokens.admin),
    ).toMatchObject({
      code: ApiCode.notFound,
    });
  });
});

describe('/college/resource/detail', () => {
  it('gives a granted resource its chapters and lessons in course order, and refuses another college', async () => {
    const { resource, papers } = await createResource(t.db, { grantTo: [cast.college.id], chapterCount: 2 });
    const res = await call<TResourcePreview>(
      t.app,
      '/college/resource/detail',
      { resource_id: resource.id },
      cast.tokens.teacher,
    );
    expect(res.code).toBe(200);
    expect(res.data.name).toBe(resource.name);
    expect(res.data.chapters).toHaveLength(2);
    expect(res.data.chapters.flatMap((c) => c.lessons)).toHaveLength(4);
    const paperRefs = res.data.chapters.flatMap((c) =>
      c.lessons.flatMap((l) => l.items.filter((i) => i.kind === 'paper')),
    );
    expect(paperRefs.map((i) => i.ref_id)).toEqual(papers.map((p) => p.refId));
    const foreign = await createResource(t.db, { grantTo: [cast.other.college.id] });
    expect(
      await call(t.app, '/college/resource/detail', { resource_id: foreign.resource.id }, cast.tokens.admin),
    ).toMatchObject({
      code: ApiCode.notFound,
    });
    expect(
      await call(t.app, '/college/resource/detail', { resource_id: resource.id }, cast.tokens.student),
    ).toMatchObject({
      code: ApiCode.forbidden,
    });
  });
});

describe('a teacher’s own classes', () => {
  it('/teacher/classes/list_info pages the classes taught, with counts and campus', async () => {
    const teacher = await createUser(t.db, { role: 2, collegeId: cast.college.id });
    const k = await createClass(t.db, cast.college.id, [teacher.id], [cast.student.id]);
    await createClass(t.db, cast.college.id);
    const res = await call<TPage<TClassRow>>(
      t.app,
      '/teacher/classes/list_info',
      undefined,
      await signIn(t.app, teacher),
    );
    expect(res.data).toMatchObject({ total: 1, page: 1 });
    expect(res.data.list[0]).toMatchObject({
      id: k.id,
      student_count: 1,
      resource_count: 0,
      teacher_names: [teacher.name],
    });
    expect((await call(t.app, '/teacher/classes/list_info', {}, cast.tokens.admin)).code).toBe(ApiCode.forbidden);
  });

  it('/teacher/resources/classes gives each class taught with its resources', async () => {
    const teacher = await createUser(t.db, { role: 2, collegeId: cast.college.id });
    const { resource } = await createResource(t.db, { grantTo: [cast.college.id] });
    const k1 = await createClass(t.db, cast.college.id, [teacher.id]);
    const k2 = await createClass(t.db, cast.college.id, [teacher.id]);
    await t.db.insert(classResources).values({ classId: k1.id, resourceId: resource.id });
    const res = await call<TOwnClassResources[]>(t.app, '/teacher/resources/classes', {}, await signIn(t.app, teacher));
    expect(res.data.map((c) => [c.id, c.resources.map((r) => r.id)])).toEqual([
      [k1.id, [resource.id]],
      [k2.id, []],
    ]);
  });
});
