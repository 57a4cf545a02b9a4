import { ApiCode, type TClassDetail, type TClassRow, type TPage } from '@sxpt/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classes, classResources, classStudents, classTeachers, resourceStudents } from '../src/db/schema';
import { createResource } from './support/college-factories';
import { setUpCollegeSuite } from './support/college-suite';
import { createClass, createUser, signIn } from './support/factories';
import { call } from './support/test-app';

const { t, cast } = await setUpCollegeSuite();

const membersOf = async (classId: number) => ({
  teachers: (await t.db.select().from(classTeachers).where(eq(classTeachers.classId, classId)))
    .map((r) => r.teacherId)
    .sort(),
  students: (await t.db.select().from(classStudents).where(eq(classStudents.classId, classId)))
    .map((r) => r.studentId)
    .sort(),
  resources: (await t.db.select().from(classResources).where(eq(classResources.classId, classId)))
    .map((r) => r.resourceId)
    .sort(),
});

describe('/college/class/add, save, show, delete', () => {
  it('add creates a class with teachers, students and granted resources', async () => {
    const { resource } = await createResource(t.db, { grantTo: [cast.college.id], chapterCount: 2 });
    const res = await call<{ id: number }>(
      t.app,
      '/college/class/add',
      {
        name: '2025级会计3班',
        grade: '2025',
        campus_id: cast.campus.id,
        teacher_ids: [cast.teacher.id],
        student_ids: [cast.student.id],
        resource_ids: [resource.id],
      },
      cast.tokens.admin,
    );
    expect(res.code).toBe(200);
    const [row] = await t.db.select().from(classes).where(eq(classes.id, res.data.id));
    expect(row).toMatchObject({
      name: '2025级会计3班',
      grade: '2025',
      campusId: cast.campus.id,
      collegeId: cast.college.id,
    });
    expect(await membersOf(row.id)).toEqual({
      teachers: [cast.teacher.id],
      students: [cast.student.id],
      resources: [resource.id],
    });
    const shown = await call<TClassDetail>(t.app, `/college/class/show/${row.id}`, {}, cast.tokens.admin);
    expect(shown.data).toMatchObject({ id: row.id, name: '2025级会计3班', campus_name: cast.campus.name });
    expect(shown.data.teachers.map((p) => p.id)).toEqual([cast.teacher.id]);
    expect(shown.data.students[0]).toMatchObject({ id: cast.student.id, account: cast.student.account, enabled: true });
    expect(shown.data.resources).toEqual([
      { id: resource.id, name: resource.name, cover: '/c.png', category: '会计', chapter_count: 2, lesson_count: 4 },
    ]);
    // the teacher of the class may look at it
    expect((await call(t.app, `/college/class/show/${row.id}`, {}, cast.tokens.teacher)).code).toBe(200);
  });

  it('add refuses foreign or wrong-role members, ungranted resources and a duplicate name, writing nothing', async () => {
    const ungranted = await createResource(t.db, { grantTo: [cast.other.college.id] });
    const before = await t.db.select().from(classes).where(eq(classes.collegeId, cast.college.id));
    const cases: [object, string][] = [
      [{ name: 'x1', teacher_ids: [cast.other.teacher.id] }, '教师不存在'],
      [{ name: 'x2', teacher_ids: [cast.student.id] }, '教师不存在'],
      [{ name: 'x3', student_ids: [cast.other.student.id] }, '学生不存在'],
      [{ name: 'x4', resource_ids: [ungranted.resource.id] }, '课程资源不存在或未授权给本院校'],
      [{ name: 'x5', campus_id: cast.other.campus.id }, '校区不存在'],
      [{ name: cast.klass.name }, '班级名称已存在'],
      [{ name: '' }, '请输入班级名称'],
      [{ name: 'x6', student_ids: 'abc' }, '学生列表有误'],
    ];
    for (const [body, message] of cases) {
      expect(await call(t.app, '/college/class/add', body, cast.tokens.admin), message).toMatchObject({ message });
    }
    expect(await t.db.select().from(classes).where(eq(classes.collegeId, cast.college.id))).toEqual(before);
  });

  it('save edits the class and replaces each list that is present; resource bindings of dropped ones go', async () => {
    const r1 = (await createResource(t.db, { grantTo: [cast.college.id] })).resource;
    const r2 = (await createResource(t.db, { grantTo: [cast.college.id] })).resource;
    const t2 = await createUser(t.db, { role: 2, collegeId: cast.college.id });
    const s2 = await createUser(t.db, { role: 3, collegeId: cast.college.id });
    const k = await createClass(t.db, cast.college.id, [cast.teacher.id], [cast.student.id, s2.id]);
    await t.db.insert(classResources).values([
      { classId: k.id, resourceId: r1.id },
      { classId: k.id, resourceId: r2.id },
    ]);
    await t.db.insert(resourceStudents).values({ classId: k.id, resourceId: r1.id, studentId: s2.id });
    const res = await call(
      t.app,
      '/college/class/save',
      { id: k.id, name: '改名班', grade: '2026', teacher_ids: [t2.id], student_ids: [s2.id], resource_ids: [r2.id] },
      cast.tokens.admin,
    );
    expect(res.code).toBe(200);
    expect(await membersOf(k.id)).toEqual({ teachers: [t2.id], students: [s2.id], resources: [r2.id] });
    expect(await t.db.select().from(resourceStudents).where(eq(resourceStudents.classId, k.id))).toHaveLength(0);
    const [row] = await t.db.select().from(classes).where(eq(classes.id, k.id));
    expect(row).toMatchObject({ name: '改名班', grade: '2026' });
    // absent lists stay
    await call(t.app, '/college/class/save', { id: k.id, name: '再改名班' }, cast.tokens.admin);
    expect(await membersOf(k.id)).toEqual({ teachers: [t2.id], students: [s2.id], resources: [r2.id] });
    expect(
      await call(t.app, '/college/class/save', { id: cast.other.klass.id, name: 'x' }, cast.tokens.admin),
    ).toMatchObject({
      code: ApiCode.notFound,
      message: '班级不存在',
    });
  });

  it('delete removes classes by params or body with their memberships; a foreign id refuses the set', async () => {
    const a = await createClass(t.db, cast.college.id, [cast.teacher.id], [cast.student.id]);
    const b = await createClass(t.db, cast.college.id);
    const c = await createClass(t.db, cast.college.id);
    const mixed = await call(t.app, '/college/class/delete', { ids: [a.id, cast.other.klass.id] }, cast.tokens.admin);
    expect(mixed).toMatchObject({ code: ApiCode.notFound });
    expect(
      await t.db
        .select()
        .from(classes)
        .where(inArray(classes.id, [a.id, cast.other.klass.id])),
    ).toHaveLength(2);
    expect((await call(t.app, `/college/class/delete?ids=${a.id},${b.id}`, undefined, cast.tokens.admin)).code).toBe(
      200,
    );
    expect((await call(t.app, '/college/class/delete', { id: c.id }, cast.tokens.admin)).code).toBe(200);
    expect(
      await t.db
        .select()
        .from(classes)
        .where(inArray(classes.id, [a.id, b.id, c.id])),
    ).toHaveLength(0);
    expect(await t.db.select().from(classStudents).where(eq(classStudents.classId, a.id))).toHaveLength(0);
  });
});

describe('/college/class/index', () => {
  it('an admin pages every class of the college with counts; a teacher sees only the classes they teach', async () => {
    const { resource } = await createResource(t.db, { grantTo: [cast.college.id] });
    const teacher = await createUser(t.db, { role: 2, collegeId: cast.college.id });
    const s1 = await createUser(t.db, { role: 3, collegeId: cast.college.id });
    const mine = await createClass(t.db, cast.college.id, [teacher.id, cast.teacher.id], [s1.id, cast.student.id]);
    await t.db.insert(classResources).values({ classId: mine.id, resourceId: resource.id });
    await createClass(t.db, cast.college.id); // not taught by `teacher`

    const admin = await call<TPage<TClassRow>>(t.app, '/college/class/index', { page_size: 100 }, cast.tokens.admin);
    const row = admin.data.list.find((c) => c.id === mine.id)!;
    expect(row).toMatchObject({ student_count: 2, resource_count: 1, campus_id: null, campus_name: '' });
    expect(row.teacher_names.sort()).toEqual([teacher.name, cast.teacher.name].sort());
    expect(admin.data.list.some((c) => c.id === cast.other.klass.id)).toBe(false);
    expect(admin.data.total).toBe(admin.data.list.length);

    const token = await signIn(t.app, teacher);
    const own = await call<TPage<TClassRow>>(t.app, '/college/class/index', {}, token);
    expect(own.data.list.map((c) => c.id)).toEqual([mine.id]);
    expect(own.data.total).toBe(1);
    const kw = await call<TPage<TClassRow>>(
      t.app,
      '/college/class/index',
      { keyword: mine.name.slice(-4) },
      cast.tokens.admin,
    );
    expect(kw.data.list.map((c) => c.id)).toEqual([mine.id]);
  });

  it('a teacher cannot show a class they do not teach, nor use admin-only class calls', async () => {
    const notMine = await createClass(t.db, cast.college.id);
    expect(await call(t.app, `/college/class/show/${notMine.id}`, {}, cast.tokens.teacher)).toMatchObject({
      code: ApiCode.notFound,
      message: '班级不存在',
    });
    for (const url of [
      '/college/class/add',
      '/college/class/save',
      '/college/class/delete',
      '/college/class/student',
    ]) {
      expect((await call(t.app, url, { id: cast.klass.id, name: 'x' }, cast.tokens.teacher)).code, url).toBe(
        ApiCode.forbidden,
      );
    }
    expect((await call(t.app, '/college/class/index', {}, cast.tokens.student)).code).toBe(ApiCode.forbidden);
    const [row] = await t.db.select().from(classes).where(eq(classes.id, cast.klass.id));
    expect(row.name).toBe(cast.klass.name);
  });
});
