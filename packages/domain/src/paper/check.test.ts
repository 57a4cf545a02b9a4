import { describe, expect, it } from 'vitest';
import { blankCount, checkQuestion, checkStudentAnswer } from './check';
import type { TQuestionContent } from './question';

const base = { explanation: '', difficulty: 3, tags: [] as string[] };
const single: TQuestionContent = {
  ...base,
  type: 'single',
  stem: '增值税一般纳税人销售货物适用的基本税率是（ ）。',
  options: ['6%', '9%', '13%', '3%'],
  answer: { type: 'single', choices: 'C' },
};

describe('checkQuestion', () => {
  it('passes a well-formed question of every type', () => {
    const questions: TQuestionContent[] = [
      single,
      { ...single, type: 'multiple', answer: { type: 'multiple', choices: 'BC' } },
      { ...single, type: 'indefinite', answer: { type: 'indefinite', choices: 'C' } },
      {
        ...base,
        type: 'judge',
        stem: '小规模纳税人可以自行开具专用发票。',
        options: [],
        answer: { type: 'judge', value: true },
      },
      {
        ...base,
        type: 'blank',
        stem: '含税价11300元，税率13%，税额为____元。',
        options: [],
        answer: { type: 'blank', blanks: [['1300']] },
      },
      {
        ...base,
        type: 'entry',
        stem: '编制会计分录。',
        options: [],
        answer: {
          type: 'entry',
          lines: [
            { side: 'debit', account: '银行存款', amount: '100.00' },
            { side: 'credit', account: '库存现金', amount: '100' },
          ],
        },
      },
      {
        ...base,
        type: 'essay',
        stem: '简述红字发票的开具流程。',
        options: [],
        answer: { type: 'essay', reference: '……' },
      },
    ];
    for (const question of questions) expect(checkQuestion(question)).toEqual([]);
  });

  it.each<[string, TQuestionContent, string]>([
    ['empty stem', { ...single, stem: ' ' }, '题干不能为空'],
    ['two answers to a single', { ...single, answer: { type: 'single', choices: 'AC' } }, '单选题只能有一个正确答案'],
    [
      'a letter beyond the options',
      { ...single, answer: { type: 'single', choices: 'E' } },
      '答案应为选项字母（A、B、C、D）',
    ],
    [
      'unsorted letters',
      { ...single, type: 'multiple', answer: { type: 'multiple', choices: 'CA' } },
      '答案字母应按顺序且不重复，如ACD',
    ],
    [
      'one answer to a multiple',
      { ...single, type: 'multiple', answer: { type: 'multiple', choices: 'C' } },
      '多选题至少要有两个正确答案',
    ],
    ['one option', { ...single, options: ['13%'], answer: { type: 'single', choices: 'A' } }, '选择题至少要有两个选项'],
    ['an empty option', { ...single, options: ['6%', '', '13%'] }, '选项B没有内容'],
    ['answer of another type', { ...single, answer: { type: 'judge', value: true } }, '答案与题型（单选题）不符'],
    ['difficulty 6', { ...single, difficulty: 6 }, '难度应为1到5的整数'],
    [
      'blanks in the stem and the answer differ',
      {
        ...base,
        type: 'blank',
        stem: '税额为____元，价税合计____元。',
        options: [],
        answer: { type: 'blank', blanks: [['1300']] },
      },
      '题干中的空（____）有2个，答案有1个',
    ],
    [
      'unbalanced entry',
      {
        ...base,
        type: 'entry',
        stem: '编制会计分录。',
        options: [],
        answer: {
          type: 'entry',
          lines: [
            { side: 'debit', account: '银行存款', amount: '100.00' },
            { side: 'credit', account: '库存现金', amount: '99.99' },
          ],
        },
      },
      '分录借贷不平衡',
    ],
    [
      'entry amount with three places',
      {
        ...base,
        type: 'entry',
        stem: '编制会计分录。',
        options: [],
        answer: {
          type: 'entry',
          lines: [
            { side: 'debit', account: '银行存款', amount: '1.005' },
            { side: 'credit', account: '库存现金', amount: '1.005' },
          ],
        },
      },
      '分录第1行的金额应为大于0、最多两位小数的数字',
    ],
    [
      'a judge with options',
      { ...base, type: 'judge', stem: '对吗？', options: ['对', '错'], answer: { type: 'judge', value: true } },
      '判断题不设选项',
    ],
  ])('%s', (_, question, message) => {
    expect(checkQuestion(question)).toContain(message);
  });

  it('counts blanks as runs of four or more underscores', () => {
    expect(blankCount('____与________之间，___不算')).toBe(2);
  });
});

describe('checkStudentAnswer', () => {
  it.each([
    [{ type: 'single' as const, choices: 'B' }, null],
    [{ type: 'single' as const, choices: 'AB' }, '单选题只能选一个答案'],
    [{ type: 'single' as const, choices: 'E' }, '所选选项不存在'],
    [{ type: 'single' as const, choices: '' }, null],
    [{ type: 'judge' as const, value: false }, '答案与题型不符'],
  ])('%o → %s', (answer, message) => {
    expect(checkStudentAnswer(single, answer)).toBe(message);
  });

  it('a blank answer has as many blanks as the question', () => {
    const blank: TQuestionContent = {
      ...base,
      type: 'blank',
      stem: '____',
      options: [],
      answer: { type: 'blank', blanks: [['1']] },
    };
    expect(checkStudentAnswer(blank, { type: 'blank', blanks: ['1'] })).toBeNull();
    expect(checkStudentAnswer(blank, { type: 'blank', blanks: ['1', '2'] })).toBe('填空数量不符');
  });
});
