// Importing questions from GIFT and Aiken files: a preview with every question's problems, then all or nothing.
import type { TPage, TQuestionImportDetail, TQuestionRow } from '@sxpt/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionImports, questions } from '../src/db/schema';
import { upload } from './support/college-factories';
import { createCast, createUser, signIn } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let acc5Token: string;
let chapterId: number;
let subjectId: number;
beforeAll(async () => {
  t = await createTestApp();
  acc5Token = await signIn(t.app, await createUser(t.db, { role: 0 }));
  const subject = await call<{ id: number }>(t.app, '/admin/question_chapter/store', { name: '出纳实务' }, acc5Token);
  subjectId = subject.data.id;
  const chapter = await call<{ id: number }>(
    t.app,
    '/admin/question_chapter/store',
    { parent_id: subjectId, name: '现金管理' },
    acc5Token,
  );
  chapterId = chapter.data.id;
});
afterAll(() => t.close());

const acc5 = <T>(url: string, body: unknown) => call<T>(t.app, url, body, acc5Token);
const questionCount = async () => Number((await t.db.select({ n: count() }).from(questions))[0].n);
const send = (text: string, format: string, chapter: number | string = chapterId) =>
  upload<{ id: number; total: number; error_count: number }>(
    t.app,
    '/admin/question/import',
    acc5Token,
    Buffer.from(text),
    {
      chapter_id: String(chapter),
      format,
    },
  );

const GIFT = `// 出纳实务 · 现金管理
::现金清查::库存现金应当每日清点，做到日清月结。{T}

::现金限额::库存现金限额一般按单位{=3 =三}天的日常零星开支核定。

::大写::人民币1,130.00元的中文大写是{=壹仟壹佰叁拾元整 ~壹仟壹佰叁拾元 ~一千一百三十元整}

::简述::简述现金日记账的登记要求。{}
`;

const AIKEN = `下列各项中，可以用现金支付的是
A. 职工工资
B. 购买设备价款50万元
C. 支付供应商货款20万元
D. 对外投资
ANSWER: A

下列属于银行结算方式的有
A. 支票
B. 汇兑
C. 托收承付
D. 现金盘点
ANSWER: A,B,C
`;

describe('question import', () => {
  it('previews a GIFT file, then writes all its questions at once, only once', async () => {
    const before = await questionCount();
    const read = await send(GIFT, 'gift');
    expect(read).toMatchObject({ code: 200, data: { total: 4, error_count: 0 } });
    expect(await questionCount()).toBe(before);

    const detail = await acc5<TQuestionImportDetail>('/admin/question/import_detail', { id: read.data.id });
    expect(detail.data).toMatchObject({ chapter_name: '现金管理', format: 'gift', committed: false, total: 4 });
    expect(detail.data.items.map((item) => [item.line, item.type])).toEqual([
      [2, 'judge'],
      [4, 'blank'],
      [6, 'single'],
      [8, 'essay'],
    ]);

    const committed = await acc5<{ count: number }>('/admin/question/import_commit', { id: read.data.id });
    expect(committed).toMatchObject({ code: 200, message: '已导入4道题', data: { count: 4 } });
    expect(await questionCount()).toBe(before + 4);
    const listed = await acc5<TPage<TQuestionRow>>('/admin/question/index', { chapter_id: chapterId, type: 'blank' });
    expect(listed.data.list[0].stem_text).toBe('库存现金限额一般按单位____天的日常零星开支核定。');

    expect(await acc5('/admin/question/import_commit', { id: read.data.id })).toMatchObject({
      code: 400,
      message: '该文件已导入，请勿重复导入',
    });
    expect(await questionCount()).toBe(before + 4);
  });

  it('reads an Aiken file with a 多选 answer', async () => {
    const read = await send(AIKEN, 'aiken');
    expect(read.data).toMatchObject({ total: 2, error_count: 0 });
    const detail = await acc5<TQuestionImportDetail>('/admin/question/import_detail', { id: read.data.id });
    expect(detail.data.items.map((item) => item.type)).toEqual(['single', 'multiple']);
  });

  it('shows each bad question with its line and writes nothing from a file with any', async () => {
    const bad = `${AIKEN}\n下列说法正确的是\nA. 甲\nB. 乙\nANSWER: E\n`;
    const read = await send(bad, 'aiken');
    expect(read).toMatchObject({ code: 200, message: '读到3道题，其中1道有错误', data: { total: 3, error_count: 1 } });
    const detail = await acc5<TQuestionImportDetail>('/admin/question/import_detail', { id: read.data.id });
    const wrong = detail.data.items[2];
    expect(wrong.type).toBeNull();
    expect(wrong.errors.join('')).toContain('第');
    const before = await questionCount();
    expect(await acc5('/admin/question/import_commit', { id: read.data.id })).toMatchObject({
      code: 400,
      message: '文件中有1道题有错误，请修改后重新上传',
    });
    expect(await questionCount()).toBe(before);
    const [row] = await t.db.select().from(questionImports).where(eq(questionImports.id, read.data.id));
    expect(row.committedAt).toBeNull();
  });

  it('refuses a file that is not UTF-8 text, an empty one, a subject as the chapter and a bad format', async () => {
    const latin = Buffer.from([0xc4, 0xe3, 0xba, 0xc3, 0x7b, 0x54, 0x7d]); // 你好{T} in GBK
    const notText = await upload(t.app, '/admin/question/import', acc5Token, latin, {
      chapter_id: String(chapterId),
      format: 'gift',
    });
    expect(notText).toMatchObject({ code: 400, message: '文件不是UTF-8编码的文本，请另存为UTF-8后重新上传' });
    expect(await send('// 只有注释\n', 'gift')).toMatchObject({ code: 400, message: '文件中没有读到试题' });
    expect(await send(GIFT, 'gift', subjectId)).toMatchObject({ code: 400, message: '请选择科目下的章节' });
    expect(await send(GIFT, 'moodle')).toMatchObject({
      code: 400,
      message: '请选择文件格式（Excel模板、GIFT、Aiken或Moodle XML）',
    });
    expect(await send(GIFT, 'gift', '1.5')).toMatchObject({ code: 400 });
  });

  it('is acc5’s only', async () => {
    const cast = await createCast(t.app, t.db);
    for (const role of [1, 2, 3] as const) {
      expect((await call(t.app, '/admin/question/import_detail', { id: 1 }, cast.tokens[role])).code).toBe(403);
      const sent = await upload(t.app, '/admin/question/import', cast.tokens[role], Buffer.from(GIFT), {
        chapter_id: String(chapterId),
        format: 'gift',
      });
      expect(sent.code).toBe(403);
    }
    expect(await acc5('/admin/question/import_detail', { id: 999_999 })).toMatchObject({ code: 404 });
  });
});
