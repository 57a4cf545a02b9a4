import { describe, expect, it } from 'vitest';
import { paperTotal } from '../paper';
import type { TQuestionContent } from '../question';
import {
  emptyPaperWorkbook,
  PAPER_QUESTION_COLUMNS,
  paperFileProblems,
  paperFileSections,
  paperHeaderProblem,
  paperToWorkbook,
  parsePaperWorkbook,
  type TPaperFileSettings,
} from './paper-xlsx';

const HEADER = [...PAPER_QUESTION_COLUMNS];

/** A 试题 row from the cells named (the others empty). */
function row(cells: Partial<Record<string, string>>): string[] {
  return HEADER.map((name) => cells[name] ?? '');
}

const INFO: string[][] = [
  ['项目', '内容', '填写要求'],
  ['试卷名称', '出纳实务期中考试'],
  ['类型', '考试'],
  ['时长（分钟）', '90'],
  ['及格分', '6'],
  ['题目乱序', '是'],
  ['选项乱序', ''],
  ['说明', '闭卷'],
];

/** The info sheet with these values put in place of the defaults (a label whose value is null is left out). */
function info(values: Record<string, string | null> = {}): string[][] {
  return INFO.filter(([label]) => values[label] !== null).map(([label, value]) => [label, values[label] ?? value]);
}

const single = (stem: string, answer = 'A') => ({
  题型: '单选题',
  题干: stem,
  选项A: '甲',
  选项B: '乙',
  答案: answer,
});
const judge = (stem: string) => ({ 题型: '判断题', 题干: stem, 答案: '正确' });

/** Two sections: 3 单选 × 2 and 2 判断 × 1 (8 points), 部分 and 分值 written once each. */
const QUESTIONS = [
  HEADER,
  row({ 部分: '一、单项选择题', 分值: '2', ...single('第1题') }),
  row({ ...single('第2题') }),
  row({ 部分: '一、单项选择题', 分值: '2.0', ...single('第3题') }),
  row({ 部分: '二、判断题', 分值: '1', ...judge('第4题') }),
  row({ 部分: '二、判断题', ...judge('第5题') }),
];

describe('parsePaperWorkbook: a well-formed paper', () => {
  const file = parsePaperWorkbook({ info: info(), questions: QUESTIONS });

  it('reads the settings', () => {
    expect(file.settings).toEqual({
      title: '出纳实务期中考试',
      kind: 'exam',
      durationMinutes: 90,
      passMark: '6',
      shuffleQuestions: true,
      shuffleOptions: false,
      description: '闭卷',
    });
  });

  it('groups consecutive rows of one 部分 into a section, with its type, points and first row', () => {
    expect(
      file.sections.map(({ title, type, points, line, questions }) => ({
        title,
        type,
        points,
        line,
        lines: questions.map((q) => q.line),
      })),
    ).toEqual([
      { title: '一、单项选择题', type: 'single', points: '2', line: 2, lines: [2, 3, 4] },
      { title: '二、判断题', type: 'judge', points: '1', line: 5, lines: [5, 6] },
    ]);
    expect(file.sections[1].questions[0].content).toMatchObject({ type: 'judge', stem: '第4题' });
  });

  it('has no problem and is worth its sections', () => {
    expect(paperFileProblems(file)).toEqual([]);
    expect(paperTotal(paperFileSections(file.sections))).toBe('8.00');
  });

  it('reads full-width and spaced labels, 练习, 否 and a practice without a time limit', () => {
    const read = parsePaperWorkbook({
      info: [
        [' 试卷名称 ', ' 日常练习 '],
        ['类型', '练习'],
        ['时长(分钟)', '０'],
        ['及格分', '0'],
        ['题目乱序', '否'],
        ['选项乱序', 'Y'],
      ],
      questions: QUESTIONS,
    });
    expect(read.settings).toEqual({
      title: '日常练习',
      kind: 'practice',
      durationMinutes: 0,
      passMark: '0',
      shuffleQuestions: false,
      shuffleOptions: true,
      description: '',
    });
    expect(paperFileProblems(read)).toEqual([]);
  });
});

describe('parsePaperWorkbook: problems of 试卷信息', () => {
  it.each<[string, Record<string, string | null>, string[]]>([
    ['a missing title', { 试卷名称: '' }, ['试卷信息：请输入试卷名称']],
    ['a missing row', { 试卷名称: null, 及格分: null }, ['试卷信息：缺少“试卷名称”一行', '试卷信息：缺少“及格分”一行']],
    ['an unknown kind', { 类型: '测验' }, ['试卷信息：类型应为“考试”或“练习”，这里是“测验”']],
    ['an empty kind', { 类型: '' }, ['试卷信息：请填写类型：考试或练习']],
    ['a duration in words', { '时长（分钟）': '半小时' }, ['试卷信息：时长（分钟）应为整数分钟，这里是“半小时”']],
    ['an empty duration', { '时长（分钟）': '' }, ['试卷信息：请填写时长（分钟）：考试1到600分钟，练习填0表示不限时']],
    ['an exam without a time limit', { '时长（分钟）': '0' }, ['试卷信息：考试时长应为1到600分钟']],
    ['a duration too long', { '时长（分钟）': '601' }, ['试卷信息：考试时长应为1到600分钟']],
    ['a pass mark in words', { 及格分: '六十' }, ['试卷信息：及格分应为最多两位小数的数字']],
    ['a pass mark above the total', { 及格分: '8.01' }, ['试卷信息：及格分不能高于试卷总分']],
    ['a shuffle neither 是 nor 否', { 题目乱序: '随机' }, ['试卷信息：题目乱序应为“是”或“否”，这里是“随机”']],
    ['a title too long', { 试卷名称: '题'.repeat(101) }, ['试卷信息：试卷名称不能超过100个字']],
    ['a description too long', { 说明: '说'.repeat(2001) }, ['试卷信息：说明不能超过2000个字']],
  ])('%s', (_, values, problems) => {
    const read = parsePaperWorkbook({ info: info(values), questions: QUESTIONS });
    expect(read.problems).toEqual(problems);
    expect(read.sections).toHaveLength(2);
  });

  it('names a row written twice, and a sheet with no setting at all', () => {
    expect(parsePaperWorkbook({ info: [...info(), ['类型', '练习']], questions: QUESTIONS }).problems).toEqual([
      '试卷信息：“类型”填写了两次（第3行和第9行）',
    ]);
    expect(parsePaperWorkbook({ info: [], questions: QUESTIONS }).problems).toEqual([
      '试卷信息：没有读到试卷信息：请按试卷模板，在A列写项目（试卷名称、类型、时长（分钟）、及格分、题目乱序、选项乱序、说明），B列写内容',
    ]);
  });
});

describe('parsePaperWorkbook: problems of 试题', () => {
  /** The problems of a paper whose 试题 sheet holds these rows under the header (pass mark 0). */
  const problemsOf = (...rows: Partial<Record<string, string>>[]) => {
    const read = parsePaperWorkbook({ info: info({ 及格分: '0' }), questions: [HEADER, ...rows.map(row)] });
    return paperFileProblems(read);
  };

  it.each<[string, Partial<Record<string, string>>[], string[]]>([
    [
      'a question cell, named by its row',
      [{ 部分: '一', 分值: '2', ...single('甲乙', 'E') }],
      ['试题第2行：答案中的“E”不是本题的选项（本题有2个选项）'],
    ],
    [
      'the first row without 部分',
      [{ 分值: '2', ...single('甲乙') }],
      ['试题第2行：部分为空：请写这道题所在部分的标题，如“一、单项选择题”'],
    ],
    [
      'points that differ within a section',
      [
        { 部分: '一', 分值: '2', ...single('1') },
        { 部分: '一', 分值: '3', ...single('2') },
      ],
      ['试题第3行：分值“3”与本部分第2行的“2”不同：同一部分每题的分值要相同'],
    ],
    [
      'two types in one section',
      [
        { 部分: '一', 分值: '2', ...single('1') },
        { 部分: '一', ...judge('2') },
      ],
      ['试题第3行：这道题是判断题，部分“一”是单选题：同一部分的题型要相同'],
    ],
    [
      'a section written again further down',
      [
        { 部分: '一', 分值: '2', ...single('1') },
        { 部分: '二', 分值: '1', ...judge('2') },
        { 部分: '一', 分值: '2', ...single('3') },
      ],
      ['试题第4行：部分“一”在第2行已经出现：同一部分的题要填在相邻的行'],
    ],
    [
      'a section without points, at its first row',
      [{ 部分: '一', ...single('1') }, { ...single('2') }],
      ['试题第2行：第1部分（一）每题分值应为大于0、最多两位小数的数字'],
    ],
    [
      'points that are not a number',
      [{ 部分: '一', 分值: '两分', ...single('1') }],
      ['试题第2行：第1部分（一）每题分值应为大于0、最多两位小数的数字'],
    ],
    [
      'a section title too long',
      [{ 部分: '部'.repeat(51), 分值: '1', ...single('1') }],
      ['试题第2行：部分的标题不能超过50个字'],
    ],
    [
      'more than 200 questions in a section',
      Array.from({ length: 201 }, (_, i) => ({ 部分: '一', 分值: '1', ...single(`第${i + 1}题`) })),
      ['试题第2行：第1部分（一）最多200道题'],
    ],
    ['no question at all', [], ['试题：试卷至少要有一个部分']],
  ])('%s', (_, rows, problems) => {
    expect(problemsOf(...rows)).toEqual(problems);
  });

  it('puts a question’s problems on the question, the paper’s on the paper', () => {
    const read = parsePaperWorkbook({
      info: info({ 及格分: '100' }),
      questions: [
        HEADER,
        row({ 部分: '一', 分值: '2', ...single('1') }),
        row({ 部分: '一', 分值: '3', ...single('2') }),
      ],
    });
    expect(read.problems).toEqual(['试卷信息：及格分不能高于试卷总分']);
    expect(read.sections[0].questions.map((q) => q.errors)).toEqual([
      [],
      ['试题第3行：分值“3”与本部分第2行的“2”不同：同一部分每题的分值要相同'],
    ]);
    expect(read.sections[0].questions[1].content).not.toBeNull();
  });

  it('refuses a header without 部分 and 分值, or without the question columns', () => {
    const bankHeader = HEADER.slice(2);
    expect(paperHeaderProblem(bankHeader)).toBe(
      '试题第1行：表头缺少“部分”“分值”列：请下载试卷模板，按模板的表头（第1行）填写',
    );
    expect(paperHeaderProblem(['部分', '分值', '题干'])).toBe(
      '试题第1行：表头缺少“题型”“答案”列：请下载试卷模板，按模板的表头（第1行）填写',
    );
    expect(paperHeaderProblem(HEADER)).toBeNull();
    const read = parsePaperWorkbook({ info: info(), questions: [bankHeader, row(single('1')).slice(2)] });
    expect(read.sections).toEqual([]);
    expect(read.problems).toEqual([paperHeaderProblem(bankHeader)]);
  });
});

describe('paperToWorkbook', () => {
  const settings: TPaperFileSettings = {
    title: '出纳实务 综合测验',
    kind: 'practice',
    durationMinutes: 0,
    passMark: '12.5',
    shuffleQuestions: false,
    shuffleOptions: true,
    description: '第一行\n第二行',
  };
  const content = (over: Partial<TQuestionContent> & Pick<TQuestionContent, 'type' | 'answer'>): TQuestionContent => ({
    stem: '题干',
    options: [],
    explanation: '',
    difficulty: 3,
    tags: [],
    ...over,
  });
  const sections = [
    {
      title: '一、单项选择题',
      points: '2.5',
      questions: [
        content({ type: 'single', stem: '税率是', options: ['13%', '9%'], answer: { type: 'single', choices: 'B' } }),
        content({
          type: 'single',
          stem: '现金限额',
          options: ['3天', '5天', '15天'],
          answer: { type: 'single', choices: 'A' },
          explanation: '一般3天',
          difficulty: 1,
          tags: ['现金'],
        }),
      ],
    },
    {
      title: '二、填空题',
      points: '5',
      questions: [content({ type: 'blank', stem: '分数____', answer: { type: 'blank', blanks: [['1/2', '0.5']] } })],
    },
    {
      title: '三、计算分录题',
      points: '10',
      questions: [
        content({
          type: 'entry',
          stem: '提现',
          answer: {
            type: 'entry',
            lines: [
              { side: 'debit', account: '库存现金', code: '1001', amount: '5000' },
              { side: 'credit', account: '银行存款', amount: '5000' },
            ],
          },
        }),
      ],
    },
  ];

  it('reads back the same paper', () => {
    const read = parsePaperWorkbook(paperToWorkbook(settings, sections));
    expect(paperFileProblems(read)).toEqual([]);
    expect(read.settings).toEqual(settings);
    expect(
      read.sections.map((section) => ({
        title: section.title,
        points: section.points,
        questions: section.questions.map((q) => q.content),
      })),
    ).toEqual(sections);
    expect(read.sections.map((section) => section.type)).toEqual(['single', 'blank', 'entry']);
    expect(paperTotal(paperFileSections(read.sections))).toBe('20.00');
  });

  it('an exam round trips too', () => {
    const exam = { ...settings, kind: 'exam' as const, durationMinutes: 45, shuffleQuestions: true };
    expect(parsePaperWorkbook(paperToWorkbook(exam, sections)).settings).toEqual(exam);
  });

  it('the empty template reads as a paper to fill in', () => {
    const template = emptyPaperWorkbook();
    expect(template.questions).toEqual([HEADER]);
    expect(template.info.map((cells) => cells[0])).toEqual([
      '项目',
      '试卷名称',
      '类型',
      '时长（分钟）',
      '及格分',
      '题目乱序',
      '选项乱序',
      '说明',
    ]);
    expect(parsePaperWorkbook(template).problems).toEqual([
      '试卷信息：请填写类型：考试或练习',
      '试卷信息：请填写时长（分钟）：考试1到600分钟，练习填0表示不限时',
      '试卷信息：请输入试卷名称',
      '试题：试卷至少要有一个部分',
      '试卷信息：及格分应为最多两位小数的数字',
    ]);
  });
});
