import {
  ApiCode,
  type TClassMemberCount,
  type TClassPerson,
  type TClassResource,
  type TClassTeacherImportData,
  type TImportFailure,
} from '@sxpt/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classResources, classStudents, classTeachers, resourceStudents } from '../src/db/schema';
import { buildXlsx, createResource, download, upload } from './support/college-factories';
import { setUpCollegeSuite } from './support/college-suite';
import { createClass, createUser } from './support/factories';
import { call } from './support/test-app';

const { t, cast } = await setUpCollegeSuite();

const studentsOf = async (classId: number) =>
  (await t.db.select().from(classStudents).where(eq(classStudents.classId, classId))).map((r) => r.studentId).sort();
const teachersOf = async (classId: number) =>
  (await t.db.select().from(classTeachers).where(eq(classTeachers.classId, classId))).map((r) => r.teacherId).sort();
const newStudent = () => createUser(t.db, { role: 3, collegeId: cast.college.id });
const newTeacher = () => createUser(t.db, { role: 2, collegeId: cast.college.id });

describe('/college/class/student', () => {
  it('mode add appends, mode replace replaces (and drops bindings of removed students)', async () => {
    const [a, b, c] = [await newStudent(), await newStudent(), await newStudent()];
    const k = await createClass(t.db, cast.college.id, [], [a.id]);
    const { resource } = await createResource(t.db, { grantTo: [cast.college.id] });
    await t.db.insert(classResources).values({ classId: k.id, resourceId: resource.id });
    await t.db.insert(resourceStudents).values({ classId: k.id, resourceId: resource.id, studentId: a.id });
    const added = await call<TClassMemberCount>(
      t.app,
      '/college/class/student',
      { class_id: k.id, student_ids: [b.id, a.id], mode: 'add' },
      cast.tokens.admin,
    );
    expect(added).toMatchObject({ code: 200, data: { count: 2 } });
    expect(await studentsOf(k.id)).toEqual([a.id, b.id].sort());
    const replaced = await call<TClassMemberCount>(
      t.app,
      '/college/class/student',
      { class_id: k.id, student_ids: [c.id], mode: 'replace' },
      cast.tokens.admin,
    );
    expect(replaced.data.count).toBe(1);
    expect(await studentsOf(k.id)).toEqual([c.id]);
    expect(await t.db.select().from(resourceStudents).where(eq(resourceStudents.classId, k.id))).toHaveLength(0);
  });

  it('refuses a foreign student, a bad mode and a foreign class, changing nothing', async () => {
    const a = await newStudent();
    const k = await createClass(t.db, cast.college.id, [], [a.id]);
    const cases: [object, string][] = [
      [{ class_id: k.id, student_ids: [cast.other.student.id] }, '学生不存在'],
      [{ class_id: k.id, student_ids: [cast.teacher.id] }, '学生不存在'],
      [{ class_id: k.id, student_ids: [], mode: 'merge' }, '导入方式只能是 add（追加）或 replace（替换）'],
      [{ class_id: cast.other.klass.id, student_ids: [a.id], mode: 'replace' }, '班级不存在'],
      [{ student_ids: [a.id] }, '请选择班级'],
    ];
    for (const [body, message] of cases) {
      expect(await call(t.app, '/college/class/student', body, cast.tokens.admin), message).toMatchObject({ message });
    }
    expect(await studentsOf(k.id)).toEqual([a.id]);
    expect(await studentsOf(cast.other.klass.id)).toEqual([cast.other.student.id]);
  });
});

describe('/college/class/teacher/{id}, del/teacher, del/student', () => {
  it('lists the teachers of a class to the admin and to a teacher of the class', async () => {
    const other = await newTeacher();
    const k = await createClass(t.db, cast.college.id, [cast.teacher.id, other.id]);
    for (const token of [cast.tokens.admin, cast.tokens.teacher]) {
      const res = await call<TClassPerson[]>(t.app, `/college/class/teacher/${k.id}`, {}, token);
      expect(res.data.map((p) => p.id).sort()).toEqual([cast.teacher.id, other.id].sort());
    }
    const notTaught = await createClass(t.db, cast.college.id, [other.id]);
    expect(await call(t.app, `/college/class/teacher/${notTaught.id}`, {}, cast.tokens.teacher)).toMatchObject({
      code: ApiCode.notFound,
    });
  });

  it('takes one teacher or student out of a class; a non-member is refused', async () => {
    const [tch, s] = [await newTeacher(), await newStudent()];
    const k = await createClass(t.db, cast.college.id, [tch.id, cast.teacher.id], [s.id]);
    expect(
      (await call(t.app, '/college/class/del/teacher', { class_id: k.id, teacher_id: tch.id }, cast.tokens.admin)).code,
    ).toBe(200);
    expect(await teachersOf(k.id)).toEqual([cast.teacher.id]);
    expect(
      (await call(t.app, '/college/class/del/student', { class_id: k.id, student_id: s.id }, cast.tokens.admin)).code,
    ).toBe(200);
    expect(await studentsOf(k.id)).toEqual([]);
    expect(
      await call(t.app, '/college/class/del/student', { class_id: k.id, student_id: s.id }, cast.tokens.admin),
    ).toMatchObject({
      code: ApiCode.notFound,
      message: '该学生不在此班级中',
    });
    expect(
      await call(
        t.app,
        '/college/class/del/teacher',
        { class_id: k.id, teacher_id: cast.other.teacher.id },
        cast.tokens.admin,
      ),
    ).toMatchObject({ code: ApiCode.notFound, message: '该教师不在此班级中' });
  });
});

describe('/college/class/teacher/import', () => {
  it('adds or replaces the teachers of a class from a column of accounts', async () => {
    const [t1, t2] = [await newTeacher(), await newTeacher()];
    const k = await createClass(t.db, cast.college.id, [cast.teacher.id]);
    const file = await buildXlsx([['账号'], [t1.account], [t2.account]]);
    const added = await upload<TClassTeacherImportData>(
      t.app,
      '/college/class/teacher/import',
      cast.tokens.admin,
      file,
      {
        class_id: String(k.id),
      },
    );
    expect(added).toMatchObject({ code: 200, data: { imported: 2, count: 3 } });
    const replaced = await upload<TClassTeacherImportData>(
      t.app,
      '/college/class/teacher/import',
      cast.tokens.admin,
      await buildXlsx([['账号'], [t2.account]]),
      { class_id: String(k.id), mode: 'replace' },
    );
    expect(replaced).toMatchObject({ code: 200, data: { imported: 1, count: 1 } });
    expect(await teachersOf(k.id)).toEqual([t2.id]);
  });

  it('reports every bad row (student, other college, unknown, duplicate) and changes nothing', async () => {
    const t1 = await newTeacher();
    const k = await createClass(t.db, cast.college.id, [cast.teacher.id]);
    const file = await buildXlsx([
      ['账号'],
      [t1.account],
      [cast.student.account],
      [cast.other.teacher.account],
      ['no_such_account'],
      [t1.account],
      [' '],
    ]);
    const res = await upload<TImportFailure>(t.app, '/college/class/teacher/import', cast.tokens.admin, file, {
      class_id: String(k.id),
      mode: 'replace',
    });
    expect(res.code).toBe(400);
    expect(res.data.errors).toEqual([
      { row: 3, reason: `账号${cast.student.account}不是本院校的教师` },
      { row: 4, reason: `账号${cast.other.teacher.account}不是本院校的教师` },
      { row: 5, reason: '账号no_such_account不是本院校的教师' },
      { row: 6, reason: '账号与第2行重复' },
    ]); // the blank row 7 is skipped
    expect(await teachersOf(k.id)).toEqual([cast.teacher.id]);
    const noClass = await upload(t.app, '/college/class/teacher/import', cast.tokens.admin, file);
    expect(noClass).toMatchObject({ code: 400, message: '请选择班级' });
  });
});

describe('class exports and resources', () => {
  it('student/export by POST body, POST query and GET, for the admin and the class’s teacher', async () => {
    const s = await newStudent();
    const k = await createClass(t.db, cast.college.id, [cast.teacher.id], [s.id]);
    const requests = [
      {
        url: '/college/class/student/export',
        method: 'POST' as const,
        body: { class_id: k.id },
        token: cast.tokens.admin,
      },
      { url: `/college/class/student/export?class_id=${k.id}`, method: 'POST' as const, token: cast.tokens.teacher },
      { url: `/college/class/student/export?class_id=${k.id}`, method: 'GET' as const, token: cast.tokens.teacher },
    ];
    for (const { url, token, ...options } of requests) {
      const file = await download(t.app, url, token, options);
      expect(file.disposition).toContain(`${k.name}学生名单.xlsx`);
      const rows = [...file.sheets!.values()][0];
      expect(rows[0]).toEqual(['账号', '姓名', '手机号', '校区', '状态', '最近登录']);
      expect(rows.slice(1).map((r) => r[0])).toEqual([s.account]);
    }
    const notTaught = await createClass(t.db, cast.college.id, [], [s.id]);
    const refused = await download(
      t.app,
      `/college/class/student/export?class_id=${notTaught.id}`,
      cast.tokens.teacher,
    );
    expect(refused.envelope).toMatchObject({ code: ApiCode.notFound });
  });

  it('teacher/export gives the class’s teachers (admin only)', async () => {
    const k = await createClass(t.db, cast.college.id, [cast.teacher.id]);
    const file = await download(t.app, `/college/class/teacher/export?class_id=${k.id}`, cast.tokens.admin);
    expect(file.disposition).toContain(`${k.name}教师名单.xlsx`);
    expect([...file.sheets!.values()][0].slice(1).map((r) => r[0])).toEqual([cast.teacher.account]);
    const teacher = await download(t.app, `/college/class/teacher/export?class_id=${k.id}`, cast.tokens.teacher);
    expect(teacher.envelope).toMatchObject({ code: ApiCode.forbidden });
  });

  it('resources/list gives the class’s resources with chapter and lesson counts', async () => {
    const { resource } = await createResource(t.db, { grantTo: [cast.college.id], chapterCount: 3 });
    const k = await createClass(t.db, cast.college.id, [cast.teacher.id]);
    await t.db.insert(classResources).values({ classId: k.id, resourceId: resource.id });
    for (const token of [cast.tokens.admin, cast.tokens.teacher]) {
      const res = await call<TClassResource[]>(
        t.app,
        `/college/class/resources/list?class_id=${k.id}`,
        undefined,
        token,
        'GET',
      );
      expect(res.data).toEqual([
        { id: resource.id, name: resource.name, cover: '/c.png', category: '会计', chapter_count: 3, lesson_count: 6 },
      ]);
    }
    expect(await call(t.app, '/college/class/resources/list', undefined, cast.tokens.admin, 'GET')).toMatchObject({
      code: 400,
      message: '请选择班级',
    });
  });
});
