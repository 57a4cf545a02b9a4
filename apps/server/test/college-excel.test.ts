import type { TImportData, TImportFailure } from '@sxpt/contract';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campuses, classStudents, classTeachers, users } from '../src/db/schema';
import { buildXlsx, download, queryOf, readXlsx, upload } from './support/college-factories';
import { setUpCollegeSuite } from './support/college-suite';
import { createClass, createCollege, createUser, signIn } from './support/factories';
import { GENERATED_PASSWORD } from './support/passwords';
import { call } from './support/test-app';

const { t, cast } = await setUpCollegeSuite();

const HEADER = ['账号', '姓名', '手机号', '校区', '班级'];
const usersOf = async (collegeId: number, role: number) =>
  Number(
    (
      await t.db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.collegeId, collegeId), eq(users.role, role)))
    )[0].n,
  );

describe('templates', () => {
  it('the student template has the header, one example row and a 填写说明 sheet naming the campuses', async () => {
    const file = await download(t.app, '/college/student/template', cast.tokens.admin);
    expect(file.disposition).toContain('学生导入模板.xlsx');
    const [first, help] = [...file.sheets!.entries()];
    expect(first[1][0]).toEqual(HEADER);
    expect(first[1]).toHaveLength(2);
    expect(help[0]).toBe('填写说明');
    const text = help[1].flat().join(' ');
    expect(text).toContain(cast.campus.name);
    expect(text).toContain('初始密码由系统随机生成');
    expect(text).not.toContain('Sx');
    expect(text).toContain('席位');
  });

  it('the teacher template downloads with the cookie token too', async () => {
    const file = await download(t.app, '/college/teacher/template', cast.tokens.admin, { cookie: true });
    expect(file.disposition).toContain('教师导入模板.xlsx');
    expect([...file.sheets!.values()][0][0]).toEqual(HEADER);
  });

  it('the teacher template is the teachers’ own: its sheet, example, campuses and no seat rule', async () => {
    const file = await download(t.app, '/college/teacher/template', cast.tokens.admin);
    const [first, help] = [...file.sheets!.entries()];
    expect(first[0]).toBe('教师名单');
    expect(first[1]).toEqual([HEADER, ['T2024001', '李老师', '13900139000', cast.campus.name, expect.any(String)]]);
    expect(help[0]).toBe('填写说明');
    const text = help[1].flat().join(' ');
    expect(text).toContain('教师登录账号');
    expect(text).toContain('教师任教的班级');
    expect(text).toContain(cast.campus.name);
    expect(text).not.toContain(cast.other.campus.name);
    expect(text).not.toContain('席位');
  });

  it('a teacher template filled in imports as it is', async () => {
    const k = await createClass(t.db, cast.college.id);
    const file = await download(t.app, '/college/teacher/template', cast.tokens.admin);
    const [header] = [...file.sheets!.values()][0];
    const xlsx = await buildXlsx([header, ['tpl_t_1', '模板老师', '13900000011', cast.campus.name, k.name]]);
    const res = await upload<TImportData>(t.app, '/college/teacher/import', cast.tokens.admin, xlsx);
    expect(res).toMatchObject({ code: 200, data: { created: 1 } });
    const [made] = await t.db.select().from(users).where(eq(users.account, 'tpl_t_1'));
    expect(made).toMatchObject({ role: 2, collegeId: cast.college.id, campusId: cast.campus.id });
    expect(await t.db.select().from(classTeachers).where(eq(classTeachers.teacherId, made.id))).toMatchObject([
      { classId: k.id },
    ]);
  });

  it('each college gets its own template; teachers and students get none', async () => {
    const theirs = await download(t.app, '/college/teacher/template', cast.tokens.otherAdmin);
    const text = JSON.stringify([...theirs.sheets!.values()]);
    expect(text).toContain(cast.other.campus.name);
    expect(text).not.toContain(cast.campus.name);
    for (const url of ['/college/teacher/template', '/college/student/template']) {
      for (const token of [cast.tokens.teacher, cast.tokens.student]) {
        expect((await download(t.app, url, token)).envelope).toMatchObject({ code: 403 });
      }
    }
  });
});

describe('/college/student/import', () => {
  it('creates every row with campus and classes (several classes separated by 、)', async () => {
    const k1 = await createClass(t.db, cast.college.id);
    const k2 = await createClass(t.db, cast.college.id);
    const xlsx = await buildXlsx([
      HEADER,
      ['imp_s_001', '赵一', '13800000001', cast.campus.name, `${k1.name}、${k2.name}`],
      [],
      [20240002, '钱二', 13800000002, '', ''],
    ]);
    const res = await upload<TImportData>(t.app, '/college/student/import', cast.tokens.admin, xlsx);
    expect(res).toMatchObject({ code: 200, data: { created: 2 } });
    const [a] = await t.db.select().from(users).where(eq(users.account, 'imp_s_001'));
    expect(a).toMatchObject({ name: '赵一', phone: '13800000001', campusId: cast.campus.id, role: 3 });
    const links = await t.db.select().from(classStudents).where(eq(classStudents.studentId, a.id));
    expect(links.map((l) => l.classId).sort()).toEqual([k1.id, k2.id].sort());
    const [b] = await t.db.select().from(users).where(eq(users.account, '20240002'));
    expect(b).toMatchObject({ phone: '13800000002', campusId: null });
    expect([a.mustChangePassword, b.mustChangePassword]).toEqual([true, true]);

    // every imported row's random password, answered once: as a list and as an .xlsx to download
    expect(res.data.passwords.map((p) => [p.account, p.name])).toEqual([
      ['imp_s_001', '赵一'],
      ['20240002', '钱二'],
    ]);
    const [pa, pb] = res.data.passwords.map((p) => p.password);
    expect(pa).toMatch(GENERATED_PASSWORD);
    expect(pb).toMatch(GENERATED_PASSWORD);
    expect(pa).not.toBe(pb);
    expect(res.data.password_file.filename).toBe('学生初始密码表.xlsx');
    const sheets = await readXlsx(Buffer.from(res.data.password_file.base64, 'base64'));
    expect(sheets.get('学生初始密码')).toEqual([
      ['账号', '姓名', '初始密码'],
      ['imp_s_001', '赵一', pa],
      ['20240002', '钱二', pb],
    ]);
    expect(await call(t.app, '/api/login/student', { account: '20240002', password: pb })).toMatchObject({
      code: 200,
      data: { must_change_password: true },
    });
    expect((await call(t.app, '/api/login/student', { account: 'imp_s_001', password: pb })).code).toBe(400);
  });

  it('reports every bad row with its number and writes nothing', async () => {
    const before = await usersOf(cast.college.id, 3);
    const xlsx = await buildXlsx([
      HEADER,
      ['imp_ok_1', '好人', '', '', ''],
      ['', '无账号', '', '', ''],
      ['imp_bad_3', '', '', '', ''],
      ['imp_bad_4', '坏手机', '123', '', ''],
      ['imp_bad_5', '坏校区', '', '不存在的校区', ''],
      ['imp_bad_6', '坏班级', '', '', `${cast.other.klass.name}`],
      [cast.other.student.account, '别校账号', '', '', ''],
      ['imp_ok_1', '文件内重复', '', '', ''],
      ['bad account!', '格式', '', '', ''],
    ]);
    const res = await upload<TImportFailure>(t.app, '/college/student/import', cast.tokens.admin, xlsx);
    expect(res.code).toBe(400);
    expect(res.message).toMatch(/^导入失败：第3行账号不能为空；第4行姓名不能为空；第5行手机号格式不正确等，共8行有误$/);
    expect(res.data.errors).toEqual([
      { row: 3, reason: '账号不能为空' },
      { row: 4, reason: '姓名不能为空' },
      { row: 5, reason: '手机号格式不正确' },
      { row: 6, reason: '校区「不存在的校区」不存在' },
      { row: 7, reason: `班级「${cast.other.klass.name}」不存在` },
      { row: 8, reason: `账号${cast.other.student.account}已存在` },
      { row: 9, reason: '账号与第2行重复' },
      { row: 10, reason: '账号只能由字母、数字和 _ . @ - 组成，长度2～32位' },
    ]);
    expect(await usersOf(cast.college.id, 3)).toBe(before);
    expect(await t.db.select().from(users).where(eq(users.account, 'imp_ok_1'))).toHaveLength(0);
  });

  it('refuses rows beyond the licensed seats, naming each, and writes nothing', async () => {
    const small = await createCollege(t.db, { seats: 3 });
    const admin = await createUser(t.db, { role: 1, collegeId: small.college.id });
    await createUser(t.db, { role: 3, collegeId: small.college.id });
    const xlsx = await buildXlsx([HEADER, ['seat_i1', '一'], ['seat_i2', '二'], ['seat_i3', '三'], ['seat_i4', '四']]);
    const res = await upload<TImportFailure>(t.app, '/college/student/import', await signIn(t.app, admin), xlsx);
    expect(res.code).toBe(400);
    expect(res.data.errors).toEqual([
      { row: 4, reason: '超出许可席位上限（3 个）' },
      { row: 5, reason: '超出许可席位上限（3 个）' },
    ]);
    expect(await usersOf(small.college.id, 3)).toBe(1);
  });

  it('refuses a file that is not .xlsx, a wrong header, an empty sheet and a missing file', async () => {
    const bad = await upload(t.app, '/college/student/import', cast.tokens.admin, Buffer.from('not a workbook'));
    expect(bad).toMatchObject({ code: 400, message: '导入失败：请上传 .xlsx 格式的 Excel 文件' });
    const header = await upload(
      t.app,
      '/college/student/import',
      cast.tokens.admin,
      await buildXlsx([['学号', '名字']]),
    );
    expect(header).toMatchObject({ code: 400, message: '导入失败：表头与模板不一致，请下载模板后填写' });
    const empty = await upload(t.app, '/college/student/import', cast.tokens.admin, await buildXlsx([HEADER]));
    expect(empty).toMatchObject({ code: 400, message: '导入失败：文件中没有数据' });
    const none = await call(t.app, '/college/student/import', {}, cast.tokens.admin);
    expect(none).toMatchObject({ code: 400, message: '请选择要导入的 Excel 文件' });
  });
});

describe('/college/teacher/import', () => {
  it('creates teachers (no seat limit) with the classes they teach', async () => {
    const small = await createCollege(t.db, { seats: 0 });
    const admin = await createUser(t.db, { role: 1, collegeId: small.college.id });
    const k = await createClass(t.db, small.college.id);
    const xlsx = await buildXlsx([HEADER, ['imp_t_1', '孙老师', '', small.campus.name, k.name], ['imp_t_2', '周老师']]);
    const res = await upload<TImportData>(t.app, '/college/teacher/import', await signIn(t.app, admin), xlsx);
    expect(res).toMatchObject({ code: 200, data: { created: 2 } });
    const [a] = await t.db.select().from(users).where(eq(users.account, 'imp_t_1'));
    expect(a).toMatchObject({ role: 2, campusId: small.campus.id, collegeId: small.college.id });
    expect(await t.db.select().from(classTeachers).where(eq(classTeachers.teacherId, a.id))).toHaveLength(1);
  });
});

describe('exports', () => {
  it('GET and POST /college/student/export give the filtered students with 状态 and 最近登录', async () => {
    const k = await createClass(t.db, cast.college.id);
    const s = await createUser(t.db, {
      role: 3,
      collegeId: cast.college.id,
      campusId: cast.campus.id,
      account: 'exp_s_1',
    });
    await t.db.insert(classStudents).values({ classId: k.id, studentId: s.id });
    await t.db
      .update(users)
      .set({ phone: '13700000001', lastLoginAt: new Date('2025-03-01T02:05:00Z') })
      .where(eq(users.id, s.id));
    const byGet = await download(t.app, `/college/student/export?class_id=${k.id}`, cast.tokens.admin);
    expect(byGet.disposition).toContain('学生名单.xlsx');
    const rows = [...byGet.sheets!.values()][0];
    expect(rows[0]).toEqual(['账号', '姓名', '手机号', '校区', '班级', '状态', '最近登录']);
    expect(rows.slice(1)).toEqual([
      ['exp_s_1', s.name, '13700000001', cast.campus.name, k.name, '启用', '2025-03-01 10:05'],
    ]);
    const byPost = await download(t.app, '/college/student/export', cast.tokens.admin, {
      method: 'POST',
      body: { keyword: 'exp_s_' },
    });
    expect([...byPost.sheets!.values()][0].slice(1).map((r) => r[0])).toEqual(['exp_s_1']);
    const everyone = await download(t.app, '/college/student/export', cast.tokens.admin);
    const accounts = [...everyone.sheets!.values()][0].map((r) => r[0]);
    expect(accounts).toContain(cast.student.account);
    expect(accounts).not.toContain(cast.other.student.account);
    expect(accounts).not.toContain(cast.teacher.account);
  });

  it('the exports honour every filter of the list: keyword, campus, class and enabled', async () => {
    const { campus: spare } = await createCollege(t.db);
    const [campus2] = await t.db
      .insert(campuses)
      .values({ collegeId: cast.college.id, name: `${spare.name}二` })
      .returning();
    const k = await createClass(t.db, cast.college.id);
    const make = (role: 2 | 3, account: string, enabled: boolean, campusId = cast.campus.id) =>
      createUser(t.db, { role, collegeId: cast.college.id, campusId, account, enabled });
    const people = {
      3: [
        await make(3, 'flt_s_on1', true),
        await make(3, 'flt_s_off1', false),
        await make(3, 'flt_s_off2', false, campus2.id),
      ],
      2: [
        await make(2, 'flt_t_on1', true),
        await make(2, 'flt_t_off1', false),
        await make(2, 'flt_t_off2', false, campus2.id),
      ],
    };
    await t.db.insert(classStudents).values(people[3].slice(0, 2).map((p) => ({ classId: k.id, studentId: p.id })));
    await t.db.insert(classTeachers).values(people[2].slice(0, 2).map((p) => ({ classId: k.id, teacherId: p.id })));

    const filters: [Record<string, string | number | boolean>, string[]][] = [
      [{ keyword: 'flt_' }, ['on1', 'off1', 'off2']],
      [{ keyword: 'flt_', enabled: false }, ['off1', 'off2']],
      [{ keyword: 'flt_', enabled: true }, ['on1']],
      [{ keyword: 'flt_', enabled: 0 }, ['off1', 'off2']],
      [{ keyword: 'flt_', enabled: 'true' }, ['on1']],
      [{ class_id: k.id }, ['on1', 'off1']],
      [{ class_id: k.id, enabled: false }, ['off1']],
      [{ keyword: 'flt_', campus_id: campus2.id }, ['off2']],
      [{ keyword: 'flt_', campus_id: cast.campus.id, enabled: false }, ['off1']],
      [{ keyword: 'off2', enabled: true }, []],
    ];
    for (const [kind, role] of [
      ['student', 3],
      ['teacher', 2],
    ] as const) {
      const prefix = role === 3 ? 'flt_s_' : 'flt_t_';
      for (const [filter, expected] of filters) {
        const wanted = expected.map((suffix) => `${prefix}${suffix}`).sort();
        const byGet = await download(t.app, `/college/${kind}/export?${queryOf(filter)}`, cast.tokens.admin);
        const byPost = await download(t.app, `/college/${kind}/export`, cast.tokens.admin, {
          method: 'POST',
          body: filter,
        });
        const listed = await call<{ list: { account: string }[] }>(
          t.app,
          `/college/${kind}/index`,
          { ...filter, page_size: 200 },
          cast.tokens.admin,
        );
        const label = `${kind} ${JSON.stringify(filter)}`;
        for (const file of [byGet, byPost]) {
          expect(
            [...file.sheets!.values()][0]
              .slice(1)
              .map((r) => r[0])
              .sort(),
            label,
          ).toEqual(wanted);
        }
        expect(listed.data.list.map((m) => m.account).sort(), label).toEqual(wanted);
      }
      // a disabled row says so
      const off = await download(t.app, `/college/${kind}/export?keyword=${prefix}off1`, cast.tokens.admin);
      expect([...off.sheets!.values()][0][1][5]).toBe('禁用');
    }
  });

  it('refuses a bad filter of an export', async () => {
    for (const kind of ['student', 'teacher']) {
      const bad = await download(t.app, `/college/${kind}/export?enabled=maybe`, cast.tokens.admin);
      expect(bad.envelope).toMatchObject({ code: 400, message: '请选择状态' });
      const badPost = await download(t.app, `/college/${kind}/export`, cast.tokens.admin, {
        method: 'POST',
        body: { class_id: 'x' },
      });
      expect(badPost.envelope).toMatchObject({ code: 400, message: '请选择班级' });
    }
  });

  it('GET /college/teacher/export lists the college’s teachers only', async () => {
    const file = await download(t.app, '/college/teacher/export', cast.tokens.admin);
    expect(file.disposition).toContain('教师名单.xlsx');
    const accounts = [...file.sheets!.values()][0].map((r) => r[0]);
    expect(accounts).toContain(cast.teacher.account);
    expect(accounts).not.toContain(cast.other.teacher.account);
    expect(accounts).not.toContain(cast.student.account);
  });
});
