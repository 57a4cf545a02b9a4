import { ApiCode, type TEnvelope, type TMemberRow, type TPage } from '@sxpt/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  campuses,
  classes,
  classResources,
  classStudents,
  classTeachers,
  colleges,
  licenceCodes,
  resourceStudents,
  users,
} from '../src/db/schema';
import { buildXlsx, createLicenceCode, createResource, download, queryOf, upload } from './support/college-factories';
import { setUpCollegeSuite } from './support/college-suite';
import { createUser } from './support/factories';
import { call } from './support/test-app';

const { t, cast } = await setUpCollegeSuite();
let resourceId: number;
let spareCampusId: number;
let licenceCode: string;
beforeAll(async () => {
  const { resource } = await createResource(t.db, { grantTo: [cast.college.id] });
  resourceId = resource.id;
  await t.db.insert(classResources).values({ classId: cast.klass.id, resourceId });
  const [spare] = await t.db.insert(campuses).values({ collegeId: cast.college.id, name: '备用校区' }).returning();
  spareCampusId = spare.id;
  licenceCode = (await createLicenceCode(t.db, cast.college.id)).code;
});

/** Everything of the first college that a call could change. */
async function snapshot() {
  const college = cast.college.id;
  const classIds = (await t.db.select({ id: classes.id }).from(classes).where(eq(classes.collegeId, college))).map(
    (c) => c.id,
  );
  return {
    college: await t.db.select().from(colleges).where(eq(colleges.id, college)),
    users: await t.db.select().from(users).where(eq(users.collegeId, college)).orderBy(asc(users.id)),
    campuses: await t.db.select().from(campuses).where(eq(campuses.collegeId, college)).orderBy(asc(campuses.id)),
    classes: await t.db.select().from(classes).where(eq(classes.collegeId, college)).orderBy(asc(classes.id)),
    students: await t.db.select().from(classStudents).where(inArray(classStudents.classId, classIds)),
    teachers: await t.db.select().from(classTeachers).where(inArray(classTeachers.classId, classIds)),
    resources: await t.db.select().from(classResources).where(inArray(classResources.classId, classIds)),
    bound: await t.db.select().from(resourceStudents).where(inArray(resourceStudents.classId, classIds)),
    codes: await t.db.select().from(licenceCodes).where(eq(licenceCodes.collegeId, college)),
  };
}

/** echoes: values the intruder typed into the file, which an error message may quote back */
type TAttempt = { name: string; run: (token: string) => Promise<TEnvelope | null>; echoes?: string[] };

function attempts(): TAttempt[] {
  const k = cast.klass.id;
  const post = (url: string, body?: object): TAttempt => ({
    name: `POST ${url} ${JSON.stringify(body ?? {})}`,
    run: (token) => call(t.app, url, body, token),
  });
  const get = (url: string): TAttempt => ({
    name: `GET ${url}`,
    run: (token) => call(t.app, url, undefined, token, 'GET'),
  });
  const file = (url: string, method: 'GET' | 'POST', body?: object): TAttempt => ({
    name: `${method} ${url} (file)`,
    run: async (token) => {
      const res = await download(t.app, url, token, { method, body });
      return res.envelope ?? { code: ApiCode.ok, message: 'file', data: null };
    },
  });
  const importing = (url: string, rows: string[][], fields: Record<string, string> = {}): TAttempt => ({
    name: `import ${url} ${JSON.stringify(fields)}`,
    run: async (token) => upload(t.app, url, token, await buildXlsx(rows), fields),
    echoes: rows.flat(),
  });
  const list: TAttempt[] = [];
  for (const [kind, id] of [
    ['student', cast.student.id],
    ['teacher', cast.teacher.id],
  ] as const) {
    list.push(
      post(`/college/${kind}/save`, { id, name: '入侵' }),
      post(`/college/${kind}/delete`, { ids: [id] }),
      post(`/college/${kind}/delete?ids=${id}`),
      post(`/college/${kind}/status`, { id, enabled: false }),
      post(`/college/${kind}/reset_pwd`, { id }),
      post(`/college/${kind}/list?class_id=${k}`),
      post(`/college/${kind}/store`, { account: `intruder_${kind}_1`, name: '入侵', class_ids: [k] }),
      post(`/college/${kind}/store`, { account: `intruder_${kind}_2`, name: '入侵', campus_id: cast.campus.id }),
    );
  }
  list.push(
    post('/college/campus/save', { id: cast.campus.id, name: '入侵校区' }),
    post('/college/campus/delete', { id: spareCampusId }),
    post('/college/class/save', { id: k, name: '入侵班' }),
    post('/college/class/delete', { ids: [k] }),
    post(`/college/class/delete?id=${k}`),
    post(`/college/class/show/${k}`),
    post('/college/class/student', { class_id: k, student_ids: [cast.other.student.id], mode: 'add' }),
    post('/college/class/student', { class_id: cast.other.klass.id, student_ids: [cast.student.id], mode: 'add' }),
    post('/college/class/add', { name: '偷学生班', student_ids: [cast.student.id] }),
    post('/college/class/add', { name: '偷教师班', teacher_ids: [cast.teacher.id] }),
    post('/college/class/add', { name: '偷资源班', resource_ids: [resourceId] }),
    post(`/college/class/teacher/${k}`),
    post('/college/class/del/teacher', { class_id: k, teacher_id: cast.teacher.id }),
    post('/college/class/del/student', { class_id: k, student_id: cast.student.id }),
    importing('/college/class/teacher/import', [['账号'], [cast.other.teacher.account]], {
      class_id: String(k),
      mode: 'replace',
    }),
    importing('/college/class/teacher/import', [['账号'], [cast.teacher.account]], {
      class_id: String(cast.other.klass.id),
    }),
    importing('/college/student/import', [
      ['账号', '姓名', '手机号', '校区', '班级'],
      ['intr_s_1', '入侵', '', '', cast.klass.name],
    ]),
    importing('/college/teacher/import', [
      ['账号', '姓名', '手机号', '校区', '班级'],
      ['intr_t_1', '入侵', '', cast.campus.name, ''],
    ]),
    file('/college/class/student/export', 'POST', { class_id: k }),
    file(`/college/class/student/export?class_id=${k}`, 'GET'),
    file(`/college/class/teacher/export?class_id=${k}`, 'GET'),
    get(`/college/class/resources/list?class_id=${k}`),
    post('/college/resource/bind_class', { resource_id: resourceId, class_ids: [] }),
    post('/college/resource/bind_class', { resource_id: resourceId, class_ids: [cast.other.klass.id] }),
    post('/college/resource/bind_students_list', { class_id: k, resource_id: resourceId }),
    post('/college/resource/bind_students', { class_id: k, resource_id: resourceId, student_ids: [cast.student.id] }),
    post('/college/resource/papers_list', { resource_id: resourceId }),
    post('/college/licence/activate', { code: licenceCode }),
  );
  return list;
}

describe('another college can neither read nor change anything of this college by id', () => {
  for (const intruder of ['otherAdmin', 'otherTeacher', 'otherStudent'] as const) {
    it(`as ${intruder}`, async () => {
      const before = await snapshot();
      const secrets = [cast.student.account, cast.teacher.account, cast.klass.name, cast.campus.name];
      for (const attempt of attempts()) {
        const res = await attempt.run(cast.tokens[intruder]);
        expect(res?.code, attempt.name).not.toBe(ApiCode.ok);
        expect([400, 403, 404], attempt.name).toContain(res?.code);
        const text = JSON.stringify(res);
        for (const secret of secrets.filter((x) => !attempt.echoes?.includes(x))) {
          expect(text, attempt.name).not.toContain(secret);
        }
      }
      expect(await snapshot()).toEqual(before);
    });
  }

  it('the other admin’s own lists and exports never include this college, whatever the filter', async () => {
    const token = cast.tokens.otherAdmin;
    for (const url of ['/college/student/index', '/college/teacher/index']) {
      const page = await call<TPage<TMemberRow>>(t.app, url, { class_id: cast.klass.id }, token);
      expect(page.data).toMatchObject({ total: 0, list: [] });
      const all = await call<TPage<TMemberRow>>(t.app, url, { page_size: 200 }, token);
      expect(all.data.list.map((m) => m.account)).not.toContain(cast.student.account);
      expect(all.data.list.map((m) => m.account)).not.toContain(cast.teacher.account);
    }
    for (const url of [`/college/student/export?class_id=${cast.klass.id}`, '/college/teacher/export']) {
      const file = await download(t.app, url, token);
      const text = JSON.stringify([...file.sheets!.values()]);
      expect(text).not.toContain(cast.student.account);
      expect(text).not.toContain(cast.teacher.account);
    }
    // whatever the filter of the export (this college's class, campus, accounts; enabled or not), by GET or POST
    const disabled = await createUser(t.db, {
      role: 3,
      collegeId: cast.college.id,
      campusId: cast.campus.id,
      enabled: false,
    });
    await t.db.insert(classStudents).values({ classId: cast.klass.id, studentId: disabled.id });
    const secrets = [cast.student.account, cast.teacher.account, disabled.account, cast.klass.name, cast.campus.name];
    const filters: Record<string, string | number | boolean>[] = [
      { class_id: cast.klass.id },
      { class_id: cast.klass.id, enabled: false },
      { campus_id: cast.campus.id },
      { campus_id: cast.campus.id, enabled: true },
      { keyword: disabled.account, enabled: false },
      { keyword: cast.student.account },
      { enabled: false },
    ];
    for (const kind of ['student', 'teacher']) {
      for (const filter of filters) {
        for (const file of [
          await download(t.app, `/college/${kind}/export?${queryOf(filter)}`, token),
          await download(t.app, `/college/${kind}/export`, token, { method: 'POST', body: filter }),
        ]) {
          const text = JSON.stringify([...file.sheets!.values()]);
          for (const secret of secrets) expect(text, `${kind} ${JSON.stringify(filter)}`).not.toContain(secret);
        }
      }
    }
    // this college's admin does see the disabled student with the same filter
    const own = await download(
      t.app,
      `/college/student/export?class_id=${cast.klass.id}&enabled=false`,
      cast.tokens.admin,
    );
    expect([...own.sheets!.values()][0].slice(1).map((r) => r[0])).toEqual([disabled.account]);
    const classes = await call<TPage<{ id: number }>>(t.app, '/college/class/index', { page_size: 200 }, token);
    expect(classes.data.list.map((c) => c.id)).toEqual([cast.other.klass.id]);
    const bank = await call<TPage<{ id: number }>>(t.app, '/college/resource/index', {}, token);
    expect(bank.data.list.map((r) => r.id)).not.toContain(resourceId);
    const campusList = await call<{ id: number }[]>(t.app, '/college/campus/list', {}, token);
    expect(campusList.data.map((c) => c.id)).toEqual([cast.other.campus.id]);
  });

  it('the other teacher’s own-class calls show only their classes', async () => {
    const own = await call<TPage<{ id: number }>>(t.app, '/teacher/classes/list_info', {}, cast.tokens.otherTeacher);
    expect(own.data.list.map((c) => c.id)).toEqual([cast.other.klass.id]);
    const withResources = await call<{ id: number }[]>(
      t.app,
      '/teacher/resources/classes',
      {},
      cast.tokens.otherTeacher,
    );
    expect(withResources.data.map((c) => c.id)).toEqual([cast.other.klass.id]);
  });
});
