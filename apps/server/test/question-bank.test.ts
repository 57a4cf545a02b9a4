// acc5's question bank: chapters (subject → chapter) and questions of every type, checked by the domain on every
// write; nothing written on a refusal; only acc5.
import type { TPage, TQuestionChapterNode, TQuestionDetail, TQuestionRow } from '@sxpt/contract';
import { QUESTION_TYPE_NAMES } from '@sxpt/contract';
import { QUESTION_TYPES } from '@sxpt/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../src/db/schema';
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
const questionCount = async () => Number((await t.db.select({ n: count() }).from(questions))[0].n);

async function makeChapter(subjectName = '增值税发票开具实训', name = '发票基础') {
  const subject = await acc5<{ id: number }>('/admin/question_chapter/store', { name: subjectName });
  const chapter = await acc5<{ id: number }>('/admin/question_chapter/store', { parent_id: subject.data.id, name });
  return { subjectId: subject.data.id, chapterId: chapter.data.id };
}

const single = (chapterId: number) => ({
  chapter_id: chapterId,
  type: 'single',
  stem: '<p>一般纳税人销售办公设备适用的增值税税率是（ ）。</p>',
  options: ['6%', '9%', '13%', '3%'],
  answer: { type: 'single', choices: 'C' },
  explanation: '销售货物适用13%的基本税率。',
  difficulty: 1,
  tags: ['税率'],
});

describe('the question bank', () => {
  it('lists the same seven types as the domain', () => {
    expect([...QUESTION_TYPE_NAMES]).toEqual([...QUESTION_TYPES]);
  });

  it('builds the tree of subjects and chapters with question counts', async () => {
    const { subjectId, chapterId } = await makeChapter('出纳实务', '现金管理');
    await acc5('/admin/question/store', single(chapterId));
    const tree = await acc5<TQuestionChapterNode[]>('/admin/question_chapter/index', {});
    const subject = tree.data.find((node) => node.id === subjectId);
    expect(subject).toMatchObject({ name: '出纳实务', question_count: 1 });
    expect(subject?.children).toEqual([{ id: chapterId, name: '现金管理', question_count: 1, children: [] }]);
    // a chapter under a chapter is refused
    expect(await acc5('/admin/question_chapter/store', { parent_id: chapterId, name: '子章节' })).toMatchObject({
      code: 400,
      message: '章节只能建在科目下',
    });
  });

  it('stores, reads, lists, saves and deletes a question of every type', async () => {
    const { subjectId, chapterId } = await makeChapter('会计实账实训', '记账凭证');
    const bodies = [
      single(chapterId),
      { ...single(chapterId), type: 'multiple', answer: { type: 'multiple', choices: 'BC' } },
      { ...single(chapterId), type: 'indefinite', answer: { type: 'indefinite', choices: 'C' } },
      { ...single(chapterId), type: 'judge', options: [], answer: { type: 'judge', value: false } },
      {
        ...single(chapterId),
        type: 'blank',
        stem: '含税销售额11300元，税率13%，销项税额为____元。',
        options: [],
        answer: { type: 'blank', blanks: [['1300', '1300.00']] },
      },
      {
        ...single(chapterId),
        type: 'entry',
        stem: '销售商品，价款10000元，税额1300元，款项已存入银行。编制会计分录。',
        options: [],
        answer: {
          type: 'entry',
          lines: [
            { side: 'debit', account: '银行存款', code: '1002', amount: '11300.00' },
            { side: 'credit', account: '主营业务收入', code: '5001', amount: '10000.00' },
            { side: 'credit', account: '应交税费—应交增值税（销项税额）', amount: '1300.00' },
          ],
        },
      },
      { ...single(chapterId), type: 'essay', options: [], answer: { type: 'essay', reference: '开具红字发票……' } },
    ];
    const ids: number[] = [];
    for (const body of bodies) {
      const stored = await acc5<{ id: number }>('/admin/question/store', body);
      expect(stored, body.type).toMatchObject({ code: 200, message: '试题已保存' });
      ids.push(stored.data.id);
    }
    const entry = await acc5<TQuestionDetail>('/admin/question/detail', { id: ids[5] });
    expect(entry.data).toMatchObject({ chapter_name: '记账凭证', subject_id: subjectId, answer: bodies[5].answer });

    // by subject (its chapters), by type, by keyword (wildcards literal), by difficulty
    const bySubject = await acc5<TPage<TQuestionRow>>('/admin/question/index', { chapter_id: subjectId });
    expect(bySubject.data.total).toBe(7);
    expect(bySubject.data.list[0].stem_text).not.toContain('<');
    const blanks = await acc5<TPage<TQuestionRow>>('/admin/question/index', { chapter_id: subjectId, type: 'blank' });
    expect(blanks.data.list.map((row) => row.id)).toEqual([ids[4]]);
    const keyword = await acc5<TPage<TQuestionRow>>('/admin/question/index', {
      chapter_id: subjectId,
      keyword: '1300',
    });
    expect(keyword.data.list.map((row) => row.id).sort()).toEqual([ids[4], ids[5]].sort());
    const percent = await acc5<TPage<TQuestionRow>>('/admin/question/index', { chapter_id: subjectId, keyword: '%' });
    // only the blank's stem holds a % (as a wildcard it would match all seven)
    expect(percent.data.list.map((row) => row.id)).toEqual([ids[4]]);

    const saved = await acc5('/admin/question/save', {
      ...bodies[0],
      id: ids[0],
      difficulty: 4,
      stem: '改过的题干（ ）。',
    });
    expect(saved.code).toBe(200);
    expect((await acc5<TQuestionDetail>('/admin/question/detail', { id: ids[0] })).data).toMatchObject({
      difficulty: 4,
      stem: '改过的题干（ ）。',
    });

    expect(await acc5('/admin/question_chapter/delete', { id: chapterId })).toMatchObject({
      code: 400,
      message: '该章节下还有试题，不能删除',
    });
    expect(await acc5('/admin/question_chapter/delete', { id: subjectId })).toMatchObject({
      code: 400,
      message: '请先删除该科目下的章节',
    });
    for (const id of ids) expect((await acc5('/admin/question/delete', { id })).code).toBe(200);
    expect((await acc5('/admin/question_chapter/delete', { id: chapterId })).code).toBe(200);
    expect((await acc5('/admin/question_chapter/delete', { id: subjectId })).code).toBe(200);
  });

  it('refuses a malformed question with the domain’s message and writes nothing', async () => {
    const { subjectId, chapterId } = await makeChapter('财务管理', '资金时间价值');
    const before = await questionCount();
    const cases: [object, string][] = [
      [{ ...single(chapterId), answer: { type: 'single', choices: 'AC' } }, '单选题只能有一个正确答案'],
      [{ ...single(chapterId), answer: { type: 'single', choices: 'F' } }, '答案应为选项字母（A、B、C、D）'],
      [
        {
          ...single(chapterId),
          type: 'entry',
          options: [],
          answer: {
            type: 'entry',
            lines: [
              { side: 'debit', account: '银行存款', amount: '100' },
              { side: 'credit', account: '库存现金', amount: '90' },
            ],
          },
        },
        '分录借贷不平衡',
      ],
      [
        { ...single(chapterId), type: 'blank', options: [], answer: { type: 'blank', blanks: [['1']] } },
        '题干中的空（____）有0个，答案有1个',
      ],
      [{ ...single(subjectId) }, '请选择科目下的章节'],
      [{ ...single(chapterId), difficulty: 0 }, '难度应为1到5的整数'],
      [{ ...single(chapterId), type: 'matching' }, '题型不正确'],
      [{ ...single(chapterId), chapter_id: '1' }, '章节有误'],
    ];
    for (const [body, message] of cases) {
      const res = await acc5('/admin/question/store', body);
      expect(res.code, message).toBe(400);
      expect(res.message).toContain(message.replace('章节有误', ''));
    }
    expect(await questionCount()).toBe(before);
  });

  it('answers 404 for an unknown question or chapter and refuses every role but acc5', async () => {
    expect(await acc5('/admin/question/detail', { id: 999_999 })).toMatchObject({ code: 404, message: '试题不存在' });
    expect(await acc5('/admin/question_chapter/save', { id: 999_999, name: 'x' })).toMatchObject({ code: 404 });
    const cast = await createCast(t.app, t.db);
    for (const role of [1, 2, 3] as const) {
      for (const url of ['/admin/question_chapter/index', '/admin/question/index', '/admin/question/detail']) {
        expect((await call(t.app, url, { id: 1 }, cast.tokens[role])).code, `${url} role ${role}`).toBe(403);
      }
    }
    expect((await call(t.app, '/admin/question/index', {})).code).toBe(401);
  });

  it('keeps the row unchanged when a save is refused', async () => {
    const { chapterId } = await makeChapter('电子税务局纳税申报实训', '增值税申报');
    const stored = await acc5<{ id: number }>('/admin/question/store', single(chapterId));
    const refused = await acc5('/admin/question/save', {
      ...single(chapterId),
      id: stored.data.id,
      options: ['只有一个'],
    });
    expect(refused.code).toBe(400);
    const [row] = await t.db.select().from(questions).where(eq(questions.id, stored.data.id));
    expect(row.options).toEqual(['6%', '9%', '13%', '3%']);
  });
});
