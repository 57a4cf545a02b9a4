// A whole paper imported from its workbook: the template downloaded, filled in, previewed with its sections and total,
// committed into the chapter and the paper at once; a problem blocks the commit and writes nothing; a commit is
// done once; a file that is not the paper template is refused; acc5's only.
import type { TPaperDetail, TPaperImportDetail, TPaperImportRead } from '@sxpt/contract';
import { emptyPaperWorkbook } from '@sxpt/domain';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paperImports, papers, questions } from '../src/db/schema';
import { readXlsx, upload } from './support/college-factories';
import { createCast, createUser, signIn } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let acc5Token: string;
let subjectId: number;
let chapterId: number;
let templateId: number;
beforeAll(async () => {
  t = await createTestApp();
  acc5Token = await signIn(t.app, await createUser(t.db, { role: 0 }));
  subjectId = (await acc5<{ id: number }>('/admin/question_chapter/store', { name: '出纳实务' })).data.id;
  chapterId = (await acc5<{ id: number }>('/admin/question_chapter/store', { parent_id: subjectId, name: '期中试卷' }))
    .data.id;
  templateId = await storeTemplate('期中模板');
});
afterAll(() => t.close());

function acc5<T>(url: string, body: unknown) {
  return call<T>(t.app, url, body, acc5Token);
}
/** A scoring template: the points of each type and its partial-credit rules (the file's 分值 stand in a paper). */
const storeTemplate = async (name: string) =>
  (
    await acc5<{ id: number }>('/admin/template/store', {
      name,
      points: { single: '2', multiple: '3', judge: '1', indefinite: '3', blank: '2', entry: '10', essay: '10' },
      multiple: 'all',
      indefinite: 'per_option',
      blank: 'per_blank',
      entry: 'per_line',
    })
  ).data.id;
const get = (url: string, token = acc5Token) => t.app.inject({ method: 'GET', url, headers: { authorization: token } });
const send = (file: Buffer, fields: Record<string, string> = {}, token = acc5Token) =>
  upload<TPaperImportRead>(t.app, '/admin/paper/import', token, file, {
    chapter_id: String(chapterId),
    template_id: String(templateId),
    ...fields,
  });
const counts = async () => ({
  questions: Number((await t.db.select({ n: count() }).from(questions))[0].n),
  papers: Number((await t.db.select({ n: count() }).from(papers))[0].n),
});

async function templateBytes(): Promise<Buffer> {
  const response = await get('/admin/paper/template');
  expect(response.headers['content-type']).toContain('spreadsheetml');
  return response.rawPayload;
}

const options = (...texts: string[]) => [...texts, ...Array(8 - texts.length).fill('')];

/** 2 单选 × 2 + 1 判断 × 1 + 1 分录 × 10 = 15 points; 部分 and 分值 left empty on a section's later rows. */
const QUESTION_ROWS: (string | number)[][] = [
  ['一、单项选择题', 2, '单选题', '库存现金限额一般按（　）天的零星开支核定', ...options('3', '5'), 'A', '', 2, ''],
  ['', '', '单选题', '一般纳税人销售办公设备的税率是（　）', ...options('13%', '9%', '6%'), 'A', '', 3, '增值税'],
  ['二、判断题', 1, '判断题', '现金日记账应逐日逐笔登记。', ...options(), '正确', '', 1, ''],
  [
    '三、计算分录题',
    10,
    '计算分录题',
    '提取现金5000元备用。',
    ...options(),
    '借：1001 库存现金 5000\n贷：1002 银行存款 5000',
    '',
    2,
    '',
  ],
];

/** The template filled in: the settings (numbers typed as numbers), then these question rows. */
async function filled(
  template: Buffer,
  settings: Record<string, string | number> = {},
  rows: (string | number)[][] = QUESTION_ROWS,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
  const info = workbook.getWorksheet('试卷信息');
  const sheet = workbook.getWorksheet('试题');
  if (!info || !sheet) throw new Error('the template lacks a sheet');
  const values: Record<string, string | number> = {
    试卷名称: '出纳实务 期中考试',
    类型: '考试',
    '时长（分钟）': 60,
    及格分: 9,
    题目乱序: '是',
    选项乱序: '否',
    说明: '闭卷',
    ...settings,
  };
  info.eachRow((row) => {
    const label = String(row.getCell(1).value ?? '');
    if (label in values) row.getCell(2).value = values[label];
  });
  rows.forEach((cells, i) => {
    sheet.getRow(i + 2).values = cells;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('the paper template', () => {
  it('downloads with 试卷信息, the 试题 header and 填写说明', async () => {
    const response = await get('/admin/paper/template');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain('试卷导入模板.xlsx');
    const sheets = await readXlsx(response.rawPayload);
    expect([...sheets.keys()]).toEqual(['试卷信息', '试题', '填写说明']);
    expect(sheets.get('试卷信息')?.map((row) => row[0])).toEqual(emptyPaperWorkbook().info.map((row) => row[0]));
    expect(sheets.get('试题')?.[0].slice(0, 4)).toEqual(['部分', '分值', '题型', '题干']);
    const help = (sheets.get('填写说明') ?? []).flat().join(' ');
    for (const words of ['部分', '分值', '及格分', '计算分录题', '借：科目 金额']) expect(help).toContain(words);
  });
});

describe('import a paper', () => {
  it('filled in, previewed, committed: the questions in the chapter and the paper with its sections and total', async () => {
    const before = await counts();
    const read = await send(await filled(await templateBytes()));
    expect(read).toMatchObject({ code: 200, message: '读到4道题', data: { question_count: 4, problem_count: 0 } });
    expect(await counts()).toEqual(before);

    const preview = await acc5<TPaperImportDetail>('/admin/paper/import_detail', { id: read.data.id });
    expect(preview.data).toMatchObject({
      file_name: 'import.xlsx',
      chapter_id: chapterId,
      chapter_name: '期中试卷',
      template_id: templateId,
      template_name: '期中模板',
      settings: {
        title: '出纳实务 期中考试',
        kind: 'exam',
        description: '闭卷',
        duration_minutes: 60,
        pass_mark: '9',
        shuffle_questions: true,
        shuffle_options: false,
      },
      question_count: 4,
      total_points: '15.00',
      problems: [],
      problem_count: 0,
      committed: false,
      paper_id: null,
    });
    expect(
      preview.data.sections.map(({ title, type, points, line, total_points, questions: items }) => [
        title,
        type,
        points,
        line,
        total_points,
        items.map((item) => [item.line, item.type, item.errors.length]),
      ]),
    ).toEqual([
      [
        '一、单项选择题',
        'single',
        '2',
        2,
        '4.00',
        [
          [2, 'single', 0],
          [3, 'single', 0],
        ],
      ],
      ['二、判断题', 'judge', '1', 4, '1.00', [[4, 'judge', 0]]],
      ['三、计算分录题', 'entry', '10', 5, '10.00', [[5, 'entry', 0]]],
    ]);

    const commit = await acc5<{ paper_id: number; question_count: number }>('/admin/paper/import_commit', {
      id: read.data.id,
    });
    expect(commit).toMatchObject({ code: 200, message: '试卷已导入，共4道题', data: { question_count: 4 } });
    expect(await counts()).toEqual({ questions: before.questions + 4, papers: before.papers + 1 });

    const filed = await t.db
      .select({ id: questions.id, type: questions.type, stem: questions.stem })
      .from(questions)
      .where(eq(questions.chapterId, chapterId))
      .orderBy(questions.id);
    expect(filed.map((q) => q.type)).toEqual(['single', 'single', 'judge', 'entry']);
    const ids = filed.map((q) => q.id);

    const paper = await acc5<TPaperDetail>('/admin/paper/detail', { id: commit.data.paper_id });
    expect(paper.data).toMatchObject({
      title: '出纳实务 期中考试',
      kind: 'exam',
      template_id: templateId,
      description: '闭卷',
      duration_minutes: 60,
      pass_mark: '9.00',
      total_points: '15.00',
      shuffle_questions: true,
      shuffle_options: false,
      sections: [
        { type: 'single', title: '一、单项选择题', points: '2.00', mode: 'fixed', question_ids: ids.slice(0, 2) },
        { type: 'judge', title: '二、判断题', points: '1.00', mode: 'fixed', question_ids: [ids[2]] },
        { type: 'entry', title: '三、计算分录题', points: '10.00', mode: 'fixed', question_ids: [ids[3]] },
      ],
    });

    const after = await acc5<TPaperImportDetail>('/admin/paper/import_detail', { id: read.data.id });
    expect(after.data).toMatchObject({ committed: true, paper_id: commit.data.paper_id });

    expect(await acc5('/admin/paper/import_commit', { id: read.data.id })).toMatchObject({
      code: 400,
      message: '该文件已导入，请勿重复导入',
    });
    expect(await counts()).toEqual({ questions: before.questions + 4, papers: before.papers + 1 });
  });

  it('a problem is named by its sheet and row, and blocks the commit: nothing is written', async () => {
    const before = await counts();
    const rows = [
      ...QUESTION_ROWS,
      ['三、计算分录题', 8, '计算分录题', '存现', ...options(), '借：银行存款 100\n贷：库存现金 100', '', 2, ''],
      ['', '', '单选题', '选项不够', ...options('甲'), 'A', '', 3, ''],
    ];
    const read = await send(await filled(await templateBytes(), { 及格分: 100, 类型: '测验' }, rows));
    expect(read).toMatchObject({ code: 200, message: '读到6道题，有4处错误', data: { problem_count: 4 } });
    const preview = await acc5<TPaperImportDetail>('/admin/paper/import_detail', { id: read.data.id });
    expect(preview.data.problems).toEqual([
      '试卷信息：类型应为“考试”或“练习”，这里是“测验”',
      '试卷信息：及格分不能高于试卷总分',
    ]);
    expect(preview.data.sections[2].questions.map((item) => [item.line, item.errors])).toEqual([
      [5, []],
      [6, ['试题第6行：分值“8”与本部分第5行的“10”不同：同一部分每题的分值要相同']],
      [7, ['试题第7行：单选题至少要有两个选项，这道题只有1个']],
    ]);
    expect(await acc5('/admin/paper/import_commit', { id: read.data.id })).toMatchObject({
      code: 400,
      message: '文件中有4处错误，请修改后重新上传',
    });
    expect(await counts()).toEqual(before);
    const [upload] = await t.db.select().from(paperImports).where(eq(paperImports.id, read.data.id));
    expect(upload.committedAt).toBeNull();
  });

  it('a template deleted since the upload refuses the commit: no question is written either', async () => {
    const before = await counts();
    const spare = await storeTemplate('临时模板');
    const read = await send(await filled(await templateBytes()), { template_id: String(spare) });
    expect(read.data.problem_count).toBe(0);
    expect(await acc5('/admin/template/delete', { id: spare })).toMatchObject({ code: 200 });
    expect(await acc5('/admin/paper/import_commit', { id: read.data.id })).toMatchObject({
      code: 404,
      message: '评分模板不存在',
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses what is not the paper template, a subject, a missing template or a missing import', async () => {
    expect(await send(Buffer.from('not a workbook'))).toMatchObject({
      code: 400,
      message: '文件不是Excel工作簿（.xlsx）：请下载试卷模板，填写后另存为 .xlsx 再上传',
    });
    const bankTemplate = (await get('/admin/question/template')).rawPayload;
    expect(await send(bankTemplate)).toMatchObject({
      code: 400,
      message: '文件中没有“试卷信息”工作表：请下载试卷模板，按模板填写后上传',
    });
    const noSections = new ExcelJS.Workbook();
    noSections.addWorksheet('试卷信息');
    noSections.addWorksheet('试题').addRow(['题型', '题干', '答案']);
    expect(await send(Buffer.from(await noSections.xlsx.writeBuffer()))).toMatchObject({
      code: 400,
      message: '试题第1行：表头缺少“部分”“分值”列：请下载试卷模板，按模板的表头（第1行）填写',
    });
    expect(await send(await templateBytes())).toMatchObject({ code: 400, message: '文件中没有读到试题' });
    const file = await filled(await templateBytes());
    expect(await send(file, { chapter_id: String(subjectId) })).toMatchObject({ code: 400 });
    expect(await send(file, { template_id: '999999' })).toMatchObject({ code: 404, message: '评分模板不存在' });
    expect(await send(file, { template_id: 'x' })).toMatchObject({ code: 400 });
    expect(await acc5('/admin/paper/import_detail', { id: 999999 })).toMatchObject({
      code: 404,
      message: '导入记录不存在',
    });
    expect(await acc5('/admin/paper/import_commit', { id: 999999 })).toMatchObject({ code: 404 });
  });
});

describe('roles', () => {
  it('the template, the upload, the preview and the commit are acc5’s only', async () => {
    const cast = await createCast(t.app, t.db);
    const file = await filled(await templateBytes());
    const read = await send(file);
    for (const role of [1, 2, 3] as const) {
      const token = cast.tokens[role];
      expect((await get('/admin/paper/template', token)).json()).toMatchObject({ code: 403 });
      expect((await send(file, {}, token)).code).toBe(403);
      for (const url of ['/admin/paper/import_detail', '/admin/paper/import_commit']) {
        expect(await call(t.app, url, { id: read.data.id }, token)).toMatchObject({ code: 403 });
      }
    }
    const [upload] = await t.db.select().from(paperImports).where(eq(paperImports.id, read.data.id));
    expect(upload.committedAt).toBeNull();
  });
});
