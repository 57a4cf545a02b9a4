// A college classroom with a paper of every type in its course (and another college's classroom), for the tests
// of publishing, sitting and analysing papers.
import type { TAnswerSheet } from '@sxpt/contract';
import { expect } from 'vitest';
import { addLessonItem, createClassroom } from './course-factories';
import { createUser, signIn } from './factories';
import { call, type TTestApp } from './test-app';

const hour = 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

export async function createPaperRoom(t: TTestApp) {
  const ids: Record<string, number> = {};
  const acc5Token = await signIn(t.app, await createUser(t.db, { role: 0 }));
  const room = await createClassroom(t.app, t.db);
  const other = await createClassroom(t.app, t.db);
  const acc5 = <T>(url: string, body: unknown) => call<T>(t.app, url, body, acc5Token);
  const subject = await acc5<{ id: number }>('/admin/question_chapter/store', { name: '会计基础' });
  const chapter = (
    await acc5<{ id: number }>('/admin/question_chapter/store', { parent_id: subject.data.id, name: '增值税' })
  ).data.id;
  const question = async (key: string, body: Record<string, unknown>) => {
    const stored = await acc5<{ id: number }>('/admin/question/store', {
      chapter_id: chapter,
      explanation: `${key}的解析`,
      difficulty: 2,
      tags: [],
      options: [],
      ...body,
    });
    if (stored.code !== 200) throw new Error(stored.message);
    ids[key] = stored.data.id;
  };
  await question('single', {
    type: 'single',
    stem: '一般纳税人销售货物适用的基本税率是（ ）。',
    options: ['6%', '9%', '13%', '3%'],
    answer: { type: 'single', choices: 'C' },
  });
  await question('indefinite', {
    type: 'indefinite',
    stem: '适用9%税率的有（ ）。',
    options: ['交通运输服务', '农产品', '现代服务', '不动产租赁'],
    answer: { type: 'indefinite', choices: 'ABD' },
  });
  await question('judge', {
    type: 'judge',
    stem: '小规模纳税人可以自行开具增值税专用发票。',
    answer: { type: 'judge', value: true },
  });
  await question('blank', {
    type: 'blank',
    stem: '不含税销售额10000元，税率13%，销项税额为____元。',
    answer: { type: 'blank', blanks: [['1300']] },
  });
  await question('entry', {
    type: 'entry',
    stem: '销售商品一批，价款10000元，增值税1300元，款项存入银行。',
    answer: {
      type: 'entry',
      lines: [
        { side: 'debit', account: '银行存款', code: '1002', amount: '11300' },
        { side: 'credit', account: '主营业务收入', code: '6001', amount: '10000' },
        { side: 'credit', account: '应交税费—应交增值税（销项税额）', amount: '1300' },
      ],
    },
  });
  await question('essay', {
    type: 'essay',
    stem: '简述发票作废与红字发票的区别。',
    answer: { type: 'essay', reference: '当月未抄税可作废，跨月开红字。' },
  });
  const template = await acc5<{ id: number }>('/admin/template/store', {
    name: '测验模板',
    points: { single: '2', multiple: '3', judge: '1', indefinite: '3', blank: '2', entry: '6', essay: '10' },
    multiple: 'all',
    indefinite: 'per_option',
    blank: 'per_blank',
    entry: 'per_line',
  });
  const section = (type: string, points: string, key: string) => ({
    type,
    title: '',
    points,
    mode: 'fixed',
    question_ids: [ids[key]],
    draw: null,
  });
  const paper = await acc5<{ id: number }>('/admin/paper/store', {
    title: '增值税小测',
    kind: 'exam',
    template_id: template.data.id,
    description: '',
    duration_minutes: 30,
    pass_mark: '14',
    shuffle_questions: false,
    shuffle_options: true,
    sections: [
      section('single', '2', 'single'),
      section('indefinite', '3', 'indefinite'),
      section('judge', '1', 'judge'),
      section('blank', '2', 'blank'),
      section('entry', '6', 'entry'),
      section('essay', '10', 'essay'),
    ],
  });
  if (paper.code !== 200) throw new Error(paper.message);
  const paperId = paper.data.id;
  // acc5 puts the paper in a lesson of the classroom's course (relation_resource_bank); the other college has another
  await addLessonItem(t.db, room.course.lessons.b.id, 'paper', paperId);

  const settings = (change: Record<string, unknown> = {}) => ({
    start_at: iso(-hour),
    end_at: iso(2 * hour),
    max_attempts: 1,
    show_answers: 'after_submit',
    count_switches: false,
    switch_limit: 0,
    ...change,
  });

  async function publish(change: Record<string, unknown> = {}) {
    const res = await call<{ ids: number[] }>(
      t.app,
      '/teacher/resources/publish_papers',
      { paper_id: paperId, resource_id: room.course.resource.id, class_ids: [room.klass.id], ...settings(change) },
      room.tokens.teacher,
    );
    expect(res.message).toBe('发布成功');
    return res.data.ids[0];
  }

  const begin = (token: string, publicationId: number) =>
    call<TAnswerSheet>(t.app, '/student/paper/detail', { publication_id: publicationId }, token);

  /** Answers keyed by the question's bank id, from the sheet's questions. */
  function answersFor(sheet: TAnswerSheet) {
    const by = (key: string) => sheet.questions.find((q) => q.question_id === ids[key]);
    if (!by('single')) throw new Error('no single question');
    return [
      { question_id: ids.single, answer: { type: 'single', choices: 'C' } },
      // two of the three right: 3 × 2/3 = 2
      { question_id: ids.indefinite, answer: { type: 'indefinite', choices: 'AB' } },
      { question_id: ids.judge, answer: { type: 'judge', value: false } },
      { question_id: ids.blank, answer: { type: 'blank', blanks: ['1,300.00'] } },
      {
        question_id: ids.entry,
        answer: {
          type: 'entry',
          lines: [
            { side: 'credit', account: '6001', amount: '10000' },
            { side: 'debit', account: '1002 银行存款', amount: '11300.00' },
            { side: 'credit', account: '应交税费—应交增值税（销项税额）', amount: '1300' },
          ],
        },
      },
      { question_id: ids.essay, answer: { type: 'essay', text: '作废在当月，红字跨月。' } },
    ];
  }

  return { ids, acc5, room, other, paperId, settings, publish, begin, answersFor };
}

export type TPaperRoom = Awaited<ReturnType<typeof createPaperRoom>>;
