import { describe, expect, it } from 'vitest';
import type { TQuestionContent } from '../question';
import { parseAiken } from './aiken';

/** A choice question's content with the import's defaults. */
function choice(stem: string, options: string[], choices: string): TQuestionContent {
  const type = choices.length > 1 ? 'multiple' : 'single';
  return { type, stem, options, answer: { type, choices }, explanation: '', difficulty: 3, tags: [] };
}

function only(source: string) {
  const questions = parseAiken(source);
  expect(questions).toHaveLength(1);
  return questions[0];
}

describe('parseAiken: mapping', () => {
  it.each<[string, string, TQuestionContent]>([
    [
      'A. options',
      '下列属于资产类科目的是（　）。\nA. 库存现金\nB. 短期借款\nC. 实收资本\nANSWER: A',
      choice('下列属于资产类科目的是（　）。', ['库存现金', '短期借款', '实收资本'], 'A'),
    ],
    ['A) options', '题干\nA) 甲\nB) 乙\nANSWER: B', choice('题干', ['甲', '乙'], 'B')],
    ['no space after the stop', '题干\nA.甲\nB.乙\nANSWER: B', choice('题干', ['甲', '乙'], 'B')],
    [
      'full-width letters and stops',
      '题干\nＡ．甲\nＢ）乙\nＣ、丙\nANSWER：Ｃ',
      choice('题干', ['甲', '乙', '丙'], 'C'),
    ],
    ['answer: in lower case', '题干\nA. 甲\nB. 乙\nanswer: b', choice('题干', ['甲', '乙'], 'B')],
    ['ANSWER: A,C is multiple', '题干\nA. 甲\nB. 乙\nC. 丙\nANSWER: A,C', choice('题干', ['甲', '乙', '丙'], 'AC')],
    ['ANSWER: AC is multiple', '题干\nA. 甲\nB. 乙\nC. 丙\nANSWER: AC', choice('题干', ['甲', '乙', '丙'], 'AC')],
    [
      'multiple letters in any order and separators',
      '题干\nA. 甲\nB. 乙\nC. 丙\nD. 丁\nANSWER： D， B、A',
      choice('题干', ['甲', '乙', '丙', '丁'], 'ABD'),
    ],
    ['a repeated letter counts once', '题干\nA. 甲\nB. 乙\nANSWER: BB', choice('题干', ['甲', '乙'], 'B')],
    [
      'a stem over several lines',
      '甲公司2024年5月发生如下业务：\n销售商品一批。\n应确认的收入是（　）。\nA. 10000元\nB. 11300元\nANSWER: A',
      choice('甲公司2024年5月发生如下业务：\n销售商品一批。\n应确认的收入是（　）。', ['10000元', '11300元'], 'A'),
    ],
    [
      'a first line that looks like an option is the stem',
      'A、B两公司合并后（　）。\nA. 甲\nB. 乙\nANSWER: A',
      choice('A、B两公司合并后（　）。', ['甲', '乙'], 'A'),
    ],
    [
      'eight options',
      '题干\nA. 1\nB. 2\nC. 3\nD. 4\nE. 5\nF. 6\nG. 7\nH. 8\nANSWER: H',
      choice('题干', ['1', '2', '3', '4', '5', '6', '7', '8'], 'H'),
    ],
  ])('%s', (_name, source, expected) => {
    const question = only(source);
    expect(question.errors).toEqual([]);
    expect(question.content).toEqual(expected);
  });
});

describe('parseAiken: errors', () => {
  it.each<[string, string, string[]]>([
    [
      'options out of order',
      '题干\nA. 甲\nC. 丙\nD. 丁\nANSWER: A',
      ['第3行：选项应按 A、B、C… 的顺序排列，这里应为B，却是C'],
    ],
    [
      'options not starting at A',
      '题干\nB. 乙\nC. 丙\nANSWER: B',
      ['第2行：选项应按 A、B、C… 的顺序排列，这里应为A，却是B'],
    ],
    ['one option', '题干\nA. 甲\nANSWER: A', ['第1行：单选题至少要有两个选项，这道题只有1个']],
    ['no option', '题干\nANSWER: A', ['第1行：单选题至少要有两个选项，这道题只有0个', '第2行：答案“A”不是本题的选项']],
    ['missing ANSWER line', '题干\nA. 甲\nB. 乙', ['第3行：缺少“ANSWER: 字母”行（写在选项之后，如 ANSWER: B）']],
    ['an ANSWER letter that is not an option', '题干\nA. 甲\nB. 乙\nANSWER: E', ['第4行：答案“E”不是本题的选项']],
    [
      'a multiple answer with a letter not an option',
      '题干\nA. 甲\nB. 乙\nANSWER: A,D',
      ['第4行：答案“D”不是本题的选项'],
    ],
    ['a non-letter answer', '题干\nA. 甲\nB. 乙\nANSWER: 1', ['第4行：答案“1”不是本题的选项']],
    ['an empty ANSWER', '题干\nA. 甲\nB. 乙\nANSWER:', ['第4行：ANSWER 行没有写正确选项的字母']],
    [
      'more than eight options',
      '题干\nA. 1\nB. 2\nC. 3\nD. 4\nE. 5\nF. 6\nG. 7\nH. 8\nI. 9\nANSWER: A',
      ['第1行：选项最多8个（A–H），这道题有9个'],
    ],
    ['an empty option', '题干\nA. 甲\nB.\nANSWER: A', ['第1行：选项B的内容为空']],
    [
      'stem empty',
      'ANSWER: A',
      ['第1行：题干为空', '第1行：单选题至少要有两个选项，这道题只有0个', '第1行：答案“A”不是本题的选项'],
    ],
    ['checkQuestion: a stem too long', `${'长'.repeat(20_001)}\nA. 甲\nB. 乙\nANSWER: A`, ['第1行：题干最多20000字']],
    [
      'a line after the options that is not an option',
      '题干\nA. 甲\nB. 乙\n多写的一行\nANSWER: A',
      ['第4行：这一行既不是选项也不是“ANSWER: 字母”行（选项之后缺少 ANSWER 行？）'],
    ],
  ])('%s', (_name, source, errors) => {
    const question = only(source);
    expect(question.errors).toEqual(errors);
    expect(question.content).toBeNull();
    expect(question.line).toBe(1);
    expect(question.label).not.toBe('');
  });
});

describe('parseAiken: the file', () => {
  it('splits on blank lines, and after an ANSWER line without one', () => {
    const questions = parseAiken(
      '第一题\nA. 甲\nB. 乙\nANSWER: A\n第二题\nA. 甲\nB. 乙\nANSWER: B\n\n\n第三题\nA. 甲\nB. 乙\nANSWER: A\n',
    );
    expect(questions.map((q) => [q.line, q.label, q.content?.answer])).toEqual([
      [1, '第一题', { type: 'single', choices: 'A' }],
      [5, '第二题', { type: 'single', choices: 'B' }],
      [11, '第三题', { type: 'single', choices: 'A' }],
    ]);
  });

  it('reports a question with errors and reads the next one', () => {
    const questions = parseAiken('第一题\nA. 甲\nB. 乙\n\n第二题\nA. 甲\nB. 乙\nANSWER: B');
    expect(questions).toEqual([
      {
        line: 1,
        label: '第一题',
        content: null,
        errors: ['第3行：缺少“ANSWER: 字母”行（写在选项之后，如 ANSWER: B）'],
      },
      { line: 5, label: '第二题', content: choice('第二题', ['甲', '乙'], 'B'), errors: [] },
    ]);
  });

  it('reads an empty file as no questions', () => {
    expect(parseAiken('')).toEqual([]);
    expect(parseAiken('\uFEFF\r\n\r\n')).toEqual([]);
  });

  it('reads a realistic file with Windows line ends, a BOM, single and multiple', () => {
    const file = [
      '下列各项中，应通过“其他货币资金”科目核算的是（　）。',
      'A. 库存现金',
      'B. 银行汇票存款',
      'C. 银行存款',
      'D. 备用金',
      'ANSWER: B',
      '',
      '下列各项中，属于流动资产的有（　）。',
      'Ａ．应收账款',
      'Ｂ．存货',
      'Ｃ．固定资产',
      'Ｄ．无形资产',
      'ANSWER：Ａ，Ｂ',
      '',
      '甲公司为增值税一般纳税人，销售商品开具增值税专用发票，注明价款10000元，税率13%。',
      '该业务应确认的销项税额为（　）元。',
      'A) 1000',
      'B) 1130',
      'C) 1300',
      'ANSWER: C',
      '',
    ].join('\r\n');
    expect(parseAiken(`\uFEFF${file}`)).toEqual([
      {
        line: 1,
        label: '下列各项中，应通过“其他货币资金”科目核算的是（　）。',
        errors: [],
        content: choice(
          '下列各项中，应通过“其他货币资金”科目核算的是（　）。',
          ['库存现金', '银行汇票存款', '银行存款', '备用金'],
          'B',
        ),
      },
      {
        line: 8,
        label: '下列各项中，属于流动资产的有（　）。',
        errors: [],
        content: choice('下列各项中，属于流动资产的有（　）。', ['应收账款', '存货', '固定资产', '无形资产'], 'AB'),
      },
      {
        line: 15,
        label: '甲公司为增值税一般纳税人，销售商品开具增值税专用发票，注明价',
        errors: [],
        content: choice(
          '甲公司为增值税一般纳税人，销售商品开具增值税专用发票，注明价款10000元，税率13%。\n该业务应确认的销项税额为（　）元。',
          ['1000', '1130', '1300'],
          'C',
        ),
      },
    ]);
  });
});
