// acc5's scoring templates and papers: checked by the domain and against the bank, written with their sections in
// one transaction, nothing written on a refusal; a question in a paper and a template in use cannot be deleted.
import type { TPage, TPaperDetail, TPaperRow, TTemplate } from '@sxpt/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paperSections, papers } from '../src/db/schema';
import { createCast, createUser, signIn } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let acc5Token: string;
let chapterId: number;
let singles: number[];
let judges: number[];
let templateId: number;
beforeAll(async () => {
  t = await createTestApp();
  acc5Token = await signIn(t.app, await createUser(t.db, { role: 0 }));
  const subject = await acc5<{ id: number }>('/admin/question_chapter/store', { name: '增值税发票开具实训' });
  chapterId = (
    await acc5<{ id: number }>('/admin/question_chapter/store', { parent_id: subject.data.id, name: '税率' })
  ).data.id;
  singles = [];
  for (const [i, rate] of ['13%', '9%', '6%', '0%'].entries()) {
    const stored = await acc5<{ id: number }>('/admin/question/store', {
      chapter_id: chapterId,
      type: 'single',
      stem: `第${i + 1}题：适用${rate}税率的是（ ）。`,
      options: ['甲', '乙', '丙', '丁'],
      answer: { type: 'single', choices: 'A' },
      explanation: '',
      difficulty: i < 2 ? 1 : 3,
      tags: [],
    });
    singles.push(stored.data.id);
  }
  judges = [];
  for (const value of [true, false]) {
    const stored = await acc5<{ id: number }>('/admin/question/store', {
      chapter_id: chapterId,
      type: 'judge',
      stem: `判断：${value}`,
      options: [],
      answer: { type: 'judge', value },
      explanation: '',
      difficulty: 2,
      tags: [],
    });
    judges.push(stored.data.id);
  }
  templateId = (await acc5<{ id: number }>('/admin/template/store', template)).data.id;
});
afterAll(() => t.close());

function acc5<T>(url: string, body: unknown) {
  return call<T>(t.app, url, body, acc5Token);
}

const template = {
  name: '期中考试模板',
  points: { single: '2', multiple: '3', judge: '1', indefinite: '3', blank: '2', entry: '10', essay: '10' },
  multiple: 'all',
  indefinite: 'per_option',
  blank: 'per_blank',
  entry: 'per_line',
};

const paperBody = () => ({
  title: '发票与税率 小测',
  kind: 'exam',
  template_id: templateId,
  description: '',
  duration_minutes: 30,
  pass_mark: '6',
  shuffle_questions: true,
  shuffle_options: false,
  sections: [
    { type: 'single', title: '一、单选题', points: '2', mode: 'fixed', question_ids: singles.slice(0, 3), draw: null },
    {
      type: 'judge',
      title: '二、判断题',
      points: '1',
      mode: 'random',
      question_ids: [],
      draw: { chapter_ids: [chapterId], count: 2, difficulties: [] },
    },
  ],
});

const paperCount = async () => Number((await t.db.select({ n: count() }).from(papers))[0].n);

describe('scoring templates', () => {
  it('stores, lists with its papers counted, and refuses a value of zero', async () => {
    const list = await acc5<TTemplate[]>('/admin/template/index', {});
    expect(list.data.find((row) => row.id === templateId)).toMatchObject({ name: '期中考试模板', paper_count: 0 });
    expect(
      await acc5('/admin/template/store', { ...template, points: { ...template.points, essay: '0' } }),
    ).toMatchObject({ code: 400, message: '简答题的分值应为大于0、最多两位小数的数字' });
  });
});

describe('papers', () => {
  it('stores a paper with a section by hand and a drawn one: 3 × 2 + 2 × 1 = 8 points', async () => {
    const stored = await acc5<{ id: number }>('/admin/paper/store', paperBody());
    expect(stored).toMatchObject({ code: 200, message: '试卷已保存' });
    const detail = await acc5<TPaperDetail>('/admin/paper/detail', { id: stored.data.id });
    expect(detail.data).toMatchObject({ total_points: '8.00', pass_mark: '6.00', duration_minutes: 30 });
    expect(detail.data.sections.map((section) => [section.title, section.mode, section.question_ids])).toEqual([
      ['一、单选题', 'fixed', singles.slice(0, 3)],
      ['二、判断题', 'random', []],
    ]);
    const list = await acc5<TPage<TPaperRow>>('/admin/paper/index', { keyword: '小测' });
    expect(list.data.list[0]).toMatchObject({ template_name: '期中考试模板', question_count: 5, total_points: '8.00' });

    // in use: the question and the template stay
    expect(await acc5('/admin/question/delete', { id: singles[0] })).toMatchObject({
      code: 400,
      message: '该试题已用于试卷，不能删除',
    });
    expect(await acc5('/admin/template/delete', { id: templateId })).toMatchObject({
      code: 400,
      message: '该模板已被试卷使用，不能删除',
    });

    // a save replaces the sections
    const saved = await acc5('/admin/paper/save', {
      ...paperBody(),
      id: stored.data.id,
      pass_mark: '4',
      sections: [paperBody().sections[0]],
    });
    expect(saved.code).toBe(200);
    const after = await acc5<TPaperDetail>('/admin/paper/detail', { id: stored.data.id });
    expect(after.data).toMatchObject({ total_points: '6.00', sections: [{ title: '一、单选题' }] });
    expect((await acc5('/admin/paper/delete', { id: stored.data.id })).code).toBe(200);
    expect(await t.db.select().from(paperSections)).toHaveLength(0);
  });

  it('refuses what the bank cannot give, and writes nothing', async () => {
    const before = await paperCount();
    const [single, judge] = paperBody().sections;
    const cases: [object, string][] = [
      [
        { sections: [{ ...single, question_ids: [judges[0]] }], pass_mark: '1' },
        '第1部分（一、单选题）有1道试题不是单选题',
      ],
      [
        { sections: [{ ...single, question_ids: [999_999] }], pass_mark: '1' },
        '第1部分（一、单选题）有1道试题已不在题库中',
      ],
      [
        { sections: [{ ...judge, draw: { chapter_ids: [chapterId], count: 3, difficulties: [] } }], pass_mark: '1' },
        '第1部分（二、判断题）所选章节只有2道符合条件的判断题，不够抽3道',
      ],
      [
        {
          sections: [
            {
              ...single,
              mode: 'random',
              question_ids: [],
              draw: { chapter_ids: [chapterId], count: 3, difficulties: [1] },
            },
          ],
          pass_mark: '1',
        },
        '所选章节只有2道符合条件的单选题，不够抽3道',
      ],
      [{ pass_mark: '9' }, '及格分不能高于试卷总分'],
      [{ duration_minutes: 0 }, '考试时长应为1到600分钟'],
      [{ template_id: 999_999 }, '评分模板不存在'],
    ];
    for (const [change, message] of cases) {
      const res = await acc5('/admin/paper/store', { ...paperBody(), ...change });
      expect(res.code, message).toBe(400);
      expect(res.message).toContain(message);
    }
    expect(await paperCount()).toBe(before);
  });

  it('is acc5’s only', async () => {
    const cast = await createCast(t.app, t.db);
    for (const role of [1, 2, 3] as const) {
      for (const url of ['/admin/paper/index', '/admin/template/index', '/admin/paper/store']) {
        expect((await call(t.app, url, paperBody(), cast.tokens[role])).code, `${url} ${role}`).toBe(403);
      }
    }
    expect(await acc5('/admin/paper/detail', { id: 999_999 })).toMatchObject({ code: 404, message: '试卷不存在' });
  });
});
