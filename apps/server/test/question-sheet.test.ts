// The question bank's Excel template and Moodle XML: the template downloaded and filled with a question of every
// type, previewed and imported; the chapter exported and the export imported again gives the same questions; a bad
// row names its row and nothing is written; a file that is not a workbook is refused; acc5's only.
import type { TQuestionImportDetail } from '@sxpt/contract';
import { parseXlsxRows, questionToRow, XLSX_COLUMNS } from '@sxpt/domain';
import { asc, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../src/db/schema';
import { demoQuestionBank } from '../src/seed/question-bank';
import { readXlsx, upload } from './support/college-factories';
import { createCast, createUser, signIn } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let acc5Token: string;
let subjectId: number;
let cashId: number;
let copyId: number;
let emptyId: number;
beforeAll(async () => {
  t = await createTestApp();
  acc5Token = await signIn(t.app, await createUser(t.db, { role: 0 }));
  const store = async (name: string, parent?: number) =>
    (
      await call<{ id: number }>(
        t.app,
        '/admin/question_chapter/store',
        parent ? { parent_id: parent, name } : { name },
        acc5Token,
      )
    ).data.id;
  subjectId = await store('出纳实务');
  cashId = await store('现金管理', subjectId);
  copyId = await store('导入副本', subjectId);
  emptyId = await store('空章节', subjectId);
});
afterAll(() => t.close());

const acc5 = <T>(url: string, body: unknown) => call<T>(t.app, url, body, acc5Token);
const questionCount = async () => Number((await t.db.select({ n: count() }).from(questions))[0].n);
const send = (file: Buffer, format: string, chapter: number) =>
  upload<{ id: number; total: number; error_count: number }>(t.app, '/admin/question/import', acc5Token, file, {
    chapter_id: String(chapter),
    format,
  });
const get = (url: string, token = acc5Token) => t.app.inject({ method: 'GET', url, headers: { authorization: token } });

/** The questions of a chapter as content, in the order written. */
async function contentsOf(chapterId: number) {
  const rows = await t.db.select().from(questions).where(eq(questions.chapterId, chapterId)).orderBy(asc(questions.id));
  return rows.map(({ type, stem, options, answer, explanation, difficulty, tags }) => ({
    type,
    stem,
    options,
    answer,
    explanation,
    difficulty,
    tags,
  }));
}

/** The template filled in as a teacher would: one question of every type (numbers typed as numbers, a percentage). */
async function filledTemplate(template: Buffer, extraRows: (string | number)[][] = []): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet('试题');
  if (!sheet) throw new Error('no 试题 sheet');
  const options = (...texts: (string | number)[]) => [...texts, ...Array(8 - texts.length).fill('')];
  const rows: (string | number)[][] = [
    [
      '单选题',
      '一般纳税人销售办公设备适用的增值税税率是（　）',
      ...options(0.13, '9%', '6%', '3%'),
      'A',
      '销售货物适用13%的税率。',
      2,
      '增值税、税率',
    ],
    [
      '多选题',
      '下列属于银行结算方式的有（　）',
      ...options('支票', '汇兑', '托收承付', '现金盘点'),
      'A,B,C',
      '',
      3,
      '',
    ],
    ['判断题', '库存现金应当每日清点，做到日清月结。', ...options(), '√', '', 1, '现金管理'],
    ['不定项选择题', '下列属于货币资金的有（　）', ...options('库存现金', '银行存款', '应收账款'), 'AB', '', 3, ''],
    [
      '填空题',
      '库存现金限额一般按单位____天的日常零星开支核定，边远地区最长不超过____天。',
      ...options(),
      '3/三|15/十五',
      '',
      '',
      '库存限额',
    ],
    [
      '计算分录题',
      '销售商品一批，价款10000元，增值税1300元，款项已存入银行。编制会计分录。',
      ...options(),
      '借：1002 银行存款 11300\n贷：6001 主营业务收入 10000\n贷：应交税费—应交增值税（销项税额） 1300',
      '收入按不含税价确认。',
      4,
      '收入、增值税',
    ],
    [
      '简答题',
      '<p>简述现金日记账的<strong>登记要求</strong>。</p>',
      ...options(),
      '由出纳逐日逐笔登记，做到日清月结。',
      '',
      5,
      '',
    ],
    ...extraRows,
  ];
  rows.forEach((cells, i) => {
    const row = sheet.getRow(i + 2);
    row.values = cells;
  });
  sheet.getCell('C2').numFmt = '0%';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function templateBytes(): Promise<Buffer> {
  const response = await get('/admin/question/template');
  expect(response.headers['content-type']).toContain('spreadsheetml');
  return response.rawPayload;
}

describe('the Excel template', () => {
  it('downloads empty with its header and a 填写说明 sheet', async () => {
    const response = await get('/admin/question/template');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain('题库导入模板.xlsx');
    const sheets = await readXlsx(response.rawPayload);
    expect([...sheets.keys()]).toEqual(['试题', '填写说明']);
    expect(sheets.get('试题')).toEqual([
      [
        '题型',
        '题干',
        '选项A',
        '选项B',
        '选项C',
        '选项D',
        '选项E',
        '选项F',
        '选项G',
        '选项H',
        '答案',
        '解析',
        '难度',
        '知识点',
      ],
    ]);
    const help = (sheets.get('填写说明') ?? []).flat().join(' ');
    for (const words of ['单选题', '计算分录题', '1\\/2', '借：科目 金额', '____', '、']) expect(help).toContain(words);
  });

  it('filled with every type: previewed all right, imported; the export imported again gives the same bank', async () => {
    const before = await questionCount();
    const read = await send(await filledTemplate(await templateBytes()), 'xlsx', cashId);
    expect(read).toMatchObject({ code: 200, message: '读到7道题', data: { total: 7, error_count: 0 } });
    const detail = await acc5<TQuestionImportDetail>('/admin/question/import_detail', { id: read.data.id });
    expect(detail.data).toMatchObject({ format: 'xlsx', file_name: 'import.xlsx', chapter_name: '现金管理' });
    expect(detail.data.items.map((item) => [item.line, item.type, item.errors])).toEqual([
      [2, 'single', []],
      [3, 'multiple', []],
      [4, 'judge', []],
      [5, 'indefinite', []],
      [6, 'blank', []],
      [7, 'entry', []],
      [8, 'essay', []],
    ]);
    expect(await acc5('/admin/question/import_commit', { id: read.data.id })).toMatchObject({
      code: 200,
      message: '已导入7道题',
    });
    expect(await questionCount()).toBe(before + 7);

    const imported = await contentsOf(cashId);
    expect(imported[0]).toEqual({
      type: 'single',
      stem: '一般纳税人销售办公设备适用的增值税税率是（　）',
      options: ['13%', '9%', '6%', '3%'],
      answer: { type: 'single', choices: 'A' },
      explanation: '销售货物适用13%的税率。',
      difficulty: 2,
      tags: ['增值税', '税率'],
    });
    expect(imported[4].answer).toEqual({
      type: 'blank',
      blanks: [
        ['3', '三'],
        ['15', '十五'],
      ],
    });
    expect(imported[5].answer).toEqual({
      type: 'entry',
      lines: [
        { side: 'debit', account: '银行存款', code: '1002', amount: '11300' },
        { side: 'credit', account: '主营业务收入', code: '6001', amount: '10000' },
        { side: 'credit', account: '应交税费—应交增值税（销项税额）', amount: '1300' },
      ],
    });
    expect(imported[6]).toMatchObject({ stem: '<p>简述现金日记账的<strong>登记要求</strong>。</p>', difficulty: 5 });

    const exported = await get(`/admin/question/export?chapter_id=${cashId}`);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(exported.headers['content-disposition']))).toContain('题库导出-现金管理.xlsx');
    const sheets = await readXlsx(exported.rawPayload);
    expect([...sheets.keys()]).toEqual(['试题', '填写说明']);
    expect(sheets.get('试题')?.length).toBe(8);

    const again = await send(exported.rawPayload, 'xlsx', copyId);
    expect(again.data).toMatchObject({ total: 7, error_count: 0 });
    await acc5('/admin/question/import_commit', { id: again.data.id });
    expect(await contentsOf(copyId)).toEqual(imported);

    const bySubject = await readXlsx((await get(`/admin/question/export?chapter_id=${subjectId}`)).rawPayload);
    expect(bySubject.get('试题')?.length).toBe(1 + 14);
  });

  it('a bad row names its row and nothing is written', async () => {
    const before = await questionCount();
    const file = await filledTemplate(await templateBytes(), [
      ['单选题', '下列说法正确的是', '甲', '乙', '', '', '', '', '', '', 'E', '', '', ''],
    ]);
    const read = await send(file, 'xlsx', cashId);
    expect(read).toMatchObject({ code: 200, message: '读到8道题，其中1道有错误', data: { total: 8, error_count: 1 } });
    const detail = await acc5<TQuestionImportDetail>('/admin/question/import_detail', { id: read.data.id });
    expect(detail.data.items[7]).toEqual({
      line: 9,
      label: '下列说法正确的是',
      type: null,
      errors: ['第9行：答案中的“E”不是本题的选项（本题有2个选项）'],
    });
    expect(await acc5('/admin/question/import_commit', { id: read.data.id })).toMatchObject({
      code: 400,
      message: '文件中有1道题有错误，请修改后重新上传',
    });
    expect(await questionCount()).toBe(before);
  });

  it('refuses a file that is not a workbook, a sheet without the template header, and an empty chapter export', async () => {
    expect(await send(Buffer.from('题型,题干\n单选题,x'), 'xlsx', cashId)).toMatchObject({
      code: 400,
      message: '文件不是Excel工作簿（.xlsx）：请下载Excel模板，填写后另存为 .xlsx 再上传',
    });
    const other = new ExcelJS.Workbook();
    other.addWorksheet('学生').addRows([
      ['账号', '姓名'],
      ['2024001', '张三'],
    ]);
    expect(await send(Buffer.from(await other.xlsx.writeBuffer()), 'xlsx', cashId)).toMatchObject({
      code: 400,
      message: '表头缺少“题型”“题干”“答案”列：请下载Excel模板，按模板的表头（第1行）填写',
    });
    expect(await send(await templateBytes(), 'xlsx', cashId)).toMatchObject({
      code: 400,
      message: '文件中没有读到试题',
    });
    expect((await get(`/admin/question/export?chapter_id=${emptyId}`)).json()).toMatchObject({
      code: 400,
      message: '“空章节”下没有试题，没有可导出的内容',
    });
    expect((await get('/admin/question/export?chapter_id=999999')).json()).toMatchObject({ code: 404 });
    expect((await get('/admin/question/export?chapter_id=abc')).json()).toMatchObject({ code: 400 });
  });
});

describe('the demo bank', () => {
  it('every seeded question written as a row reads back the same', () => {
    const seeded = demoQuestionBank.flatMap((chapter) => chapter.questions);
    expect(seeded.length).toBeGreaterThan(100);
    const read = parseXlsxRows([[...XLSX_COLUMNS], ...seeded.map(questionToRow)]);
    expect(read.flatMap((item) => item.errors)).toEqual([]);
    expect(read.map((item) => item.content)).toEqual(seeded);
  });
});

describe('Moodle XML', () => {
  it('previews the mapped types and reports an unsupported one', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/top/出纳实务</text></category></question>
  <question type="truefalse">
    <name><text>日清月结</text></name>
    <questiontext format="html"><text><![CDATA[<p>库存现金应当每日清点。</p>]]></text></questiontext>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>
  <question type="shortanswer">
    <name><text>货币资金</text></name>
    <questiontext format="html"><text>企业存放在本单位的货币资金是</text></questiontext>
    <answer fraction="100"><text>库存现金</text></answer>
  </question>
  <question type="ddwtos">
    <name><text>拖放</text></name>
    <questiontext format="html"><text>[[1]]</text></questiontext>
  </question>
</quiz>`;
    const read = await send(Buffer.from(xml), 'moodle_xml', cashId);
    expect(read).toMatchObject({ code: 200, data: { total: 3, error_count: 1 } });
    const detail = await acc5<TQuestionImportDetail>('/admin/question/import_detail', { id: read.data.id });
    expect(detail.data.format).toBe('moodle_xml');
    expect(detail.data.items).toEqual([
      { line: 4, label: '日清月结', type: 'judge', errors: [] },
      { line: 10, label: '货币资金', type: 'blank', errors: [] },
      {
        line: 15,
        label: '拖放',
        type: null,
        errors: ['第3题：不支持的题型 ddwtos（可导入：multichoice、truefalse、shortanswer、numerical、essay）'],
      },
    ]);
  });
});

describe('roles', () => {
  it('template, export and the Excel import are acc5’s only', async () => {
    const cast = await createCast(t.app, t.db);
    const template = await templateBytes();
    for (const role of [1, 2, 3] as const) {
      const token = cast.tokens[role];
      expect((await get('/admin/question/template', token)).json()).toMatchObject({ code: 403 });
      expect((await get(`/admin/question/export?chapter_id=${cashId}`, token)).json()).toMatchObject({ code: 403 });
      const sent = await upload(t.app, '/admin/question/import', token, template, {
        chapter_id: String(cashId),
        format: 'xlsx',
      });
      expect(sent.code).toBe(403);
    }
  });
});
