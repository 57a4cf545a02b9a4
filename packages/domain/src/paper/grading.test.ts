import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountMatches,
  DEFAULT_PARTIAL_RULES,
  gradeAnswer,
  manualPoints,
  manualPointsProblem,
  manualStatus,
  type TPartialRules,
} from './grading';
import { blankMatches, normalizeAccount, typedNumber } from './normalize';
import type { TEntryLine, TModelAnswer, TStudentAnswer } from './question';

const ALL: TPartialRules = { multiple: 'all', indefinite: 'all', blank: 'all', entry: 'all' };
const PARTIAL: TPartialRules = {
  multiple: 'per_option',
  indefinite: 'per_option',
  blank: 'per_blank',
  entry: 'per_line',
};

describe('choices', () => {
  const single: TModelAnswer = { type: 'single', choices: 'B' };
  const multiple: TModelAnswer = { type: 'multiple', choices: 'ACD' };
  const indefinite: TModelAnswer = { type: 'indefinite', choices: 'AB' };
  it.each<[string, TModelAnswer, string, TPartialRules, string, string]>([
    ['single right', single, 'B', ALL, '2.00', 'right'],
    ['single wrong', single, 'C', PARTIAL, '0.00', 'wrong'],
    ['multiple all right', multiple, 'ACD', ALL, '2.00', 'right'],
    ['multiple order does not matter', multiple, 'DCA', ALL, '2.00', 'right'],
    ['multiple short, all or nothing', multiple, 'AC', ALL, '0.00', 'wrong'],
    ['multiple short, per option: 2 of 3', multiple, 'AC', PARTIAL, '1.33', 'partial'],
    ['multiple one wrong option: nothing', multiple, 'ACB', PARTIAL, '0.00', 'wrong'],
    ['indefinite one of two', indefinite, 'A', PARTIAL, '1.00', 'partial'],
    ['indefinite wrong only', indefinite, 'C', PARTIAL, '0.00', 'wrong'],
  ])('%s', (_, model, choices, rules, points, status) => {
    const answer = { type: model.type, choices } as TStudentAnswer;
    expect(gradeAnswer(model, answer, '2', rules)).toMatchObject({ points, status });
  });

  it('an empty choice is unanswered', () => {
    expect(gradeAnswer(multiple, { type: 'multiple', choices: '' }, '2', PARTIAL).status).toBe('unanswered');
    expect(gradeAnswer(multiple, null, '2', PARTIAL)).toEqual({ status: 'unanswered', points: '0.00', wrong: [] });
  });

  it('per option never gives more than the points and never anything with a wrong option', () => {
    fc.assert(
      fc.property(
        fc.subarray([...'ABCDE'], { minLength: 1 }),
        fc.subarray([...'ABCDE']),
        fc.constantFrom('1', '2', '2.5', '3'),
        (right, chosen, points) => {
          const grade = gradeAnswer(
            { type: 'multiple', choices: right.join('') },
            { type: 'multiple', choices: chosen.join('') },
            points,
            PARTIAL,
          );
          expect(Number(grade.points)).toBeLessThanOrEqual(Number(points));
          if (chosen.some((letter) => !right.includes(letter))) expect(grade.points).toBe('0.00');
          if (chosen.length > 0 && chosen.length === right.length && chosen.every((l) => right.includes(l)))
            expect(grade.status).toBe('right');
        },
      ),
    );
  });
});

describe('judge', () => {
  it.each([
    [true, true, 'right'],
    [true, false, 'wrong'],
    [false, false, 'right'],
  ])('model %s, answer %s: %s', (model, value, status) => {
    expect(gradeAnswer({ type: 'judge', value: model }, { type: 'judge', value }, '1', ALL).status).toBe(status);
  });
});

describe('blanks', () => {
  const model: TModelAnswer = { type: 'blank', blanks: [['10000', '10000.00'], ['1300'], ['销项税额', '销项税']] };
  it.each<[string, string[], TPartialRules, string, string[]]>([
    ['all right', ['10000', '1300', '销项税额'], ALL, '3.00', []],
    ['numbers as numbers', ['10,000.00', '1300.0', '销项税'], ALL, '3.00', []],
    ['¥ and 元 are read', ['¥10000', '1300元', '销项税额'], ALL, '3.00', []],
    ['full-width digits', ['１００００', '１３００', ' 销项税额 '], ALL, '3.00', []],
    ['one wrong, all or nothing', ['10000', '1310', '销项税额'], ALL, '0.00', ['1']],
    ['one wrong, per blank', ['10000', '1310', '销项税额'], PARTIAL, '2.00', ['1']],
    ['one left empty', ['10000', '', '销项税额'], PARTIAL, '2.00', ['1']],
  ])('%s', (_, blanks, rules, points, wrong) => {
    expect(gradeAnswer(model, { type: 'blank', blanks }, '3', rules)).toMatchObject({ points, wrong });
  });

  it.each([
    ['13%', '13%', true],
    ['13', '13%', false],
    ['0.13', '13%', false],
    ['13 %', '13%', true],
    ['1,130', '1130', true],
    ['1.130', '1130', false],
    ['abc', 'ABC', true],
    ['', '', false],
    ['1e3', '1000', false],
  ])('%s answers %s: %s', (typed, accepted, result) => {
    expect(blankMatches(typed, accepted)).toBe(result);
  });

  it('reads typed numbers', () => {
    expect(typedNumber('1,234,567.89')?.value.toFixed(2)).toBe('1234567.89');
    expect(typedNumber('12,34')).toBeNull();
    expect(typedNumber('-5%')).toMatchObject({ percent: true });
  });
});

describe('entries', () => {
  const lines: TEntryLine[] = [
    { side: 'debit', account: '应收账款', code: '1122', amount: '11300.00' },
    { side: 'credit', account: '主营业务收入', code: '5001', amount: '10000.00' },
    { side: 'credit', account: '应交税费—应交增值税（销项税额）', code: '2221', amount: '1300.00' },
  ];
  const model: TModelAnswer = { type: 'entry', lines };
  const answer = (typed: TEntryLine[]): TStudentAnswer => ({ type: 'entry', lines: typed });

  it('takes the lines in any order, the account by name or code, the amount as a number', () => {
    const typed: TEntryLine[] = [
      { side: 'credit', account: '应交税费-应交增值税(销项税额)', amount: '1,300' },
      { side: 'debit', account: '1122', amount: '11300' },
      { side: 'credit', account: '5001 主营业务收入', amount: '10000.0' },
    ];
    expect(gradeAnswer(model, answer(typed), '6', ALL)).toEqual({ status: 'right', points: '6.00', wrong: [] });
  });

  it('a wrong side, amount or account misses the line; per line counts extra lines against the share', () => {
    const typed: TEntryLine[] = [
      { side: 'debit', account: '应收账款', amount: '11300' },
      { side: 'debit', account: '主营业务收入', amount: '10000' },
      { side: 'credit', account: '应交税费—应交增值税（销项税额）', amount: '1300' },
      { side: 'credit', account: '银行存款', amount: '1' },
    ];
    expect(gradeAnswer(model, answer(typed), '6', PARTIAL)).toEqual({
      status: 'partial',
      points: '3.00',
      wrong: ['model:1', 'student:1', 'student:3'],
    });
    expect(gradeAnswer(model, answer(typed), '6', ALL).points).toBe('0.00');
  });

  it('a code alone does not name a sub-account', () => {
    expect(accountMatches('2221', lines[2])).toBe(false);
    expect(accountMatches('2221应交税费—应交增值税（销项税额）', lines[2])).toBe(true);
    expect(accountMatches('1122', lines[0])).toBe(true);
    expect(accountMatches('1123', lines[0])).toBe(false);
    expect(accountMatches('', lines[0])).toBe(false);
  });

  it('reads every dash and bracket between levels alike', () => {
    const forms = [
      '应交税费—应交增值税（销项税额）',
      '应交税费——应交增值税(销项税额)',
      '应交税费－应交增值税【销项税额】',
      '应交税费 - 应交增值税 (销项税额)',
    ];
    expect(new Set(forms.map(normalizeAccount)).size).toBe(1);
  });

  it('blank lines the student left are not extra lines', () => {
    const typed = [...lines, { side: 'debit' as const, account: '', amount: '' }];
    expect(gradeAnswer(model, answer(typed), '6', PARTIAL).status).toBe('right');
  });
});

describe('essays and hand grading', () => {
  it('an essay with text waits for the teacher; without text it is unanswered', () => {
    const model: TModelAnswer = { type: 'essay', reference: '……' };
    expect(gradeAnswer(model, { type: 'essay', text: '我的回答' }, '10', DEFAULT_PARTIAL_RULES).status).toBe('pending');
    expect(gradeAnswer(model, { type: 'essay', text: '  ' }, '10', DEFAULT_PARTIAL_RULES).status).toBe('unanswered');
  });

  it.each([
    ['8', '10', '8.00', 'partial'],
    ['10', '10', '10.00', 'right'],
    ['0', '10', '0.00', 'wrong'],
    ['7.5', '10', '7.50', 'partial'],
  ])('%s of %s', (given, points, text, status) => {
    expect(manualPoints(given, points)).toBe(text);
    expect(manualStatus(given, points)).toBe(status);
  });

  it.each(['11', '-1', '1.234', 'abc', ''])('refuses %s points of 10', (given) => {
    expect(manualPoints(given, '10')).toBeNull();
  });

  it('an answer of another type earns nothing', () => {
    expect(gradeAnswer({ type: 'single', choices: 'A' }, { type: 'judge', value: true }, '2', ALL).status).toBe(
      'wrong',
    );
  });
});

describe('manualPointsProblem', () => {
  it.each([
    ['8', '10.00', null],
    ['0', '10.00', null],
    ['10.00', '10.00', null],
    ['10.01', '10.00', '分数不能超过本题满分10.00分'],
    ['11', '10.00', '分数不能超过本题满分10.00分'],
    ['8.125', '10.00', '分数应为最多两位小数的数字'],
    ['-1', '10.00', '分数应为最多两位小数的数字'],
    ['', '10.00', '分数应为最多两位小数的数字'],
  ])('%s of %s → %s', (given, points, problem) => {
    expect(manualPointsProblem(given, points)).toBe(problem);
  });
});
