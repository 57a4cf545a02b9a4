import { describe, expect, it } from 'vitest';
import {
  answerText,
  countdownText,
  emptyAnswer,
  hasAnswer,
  sectionNumeral,
  shownChoices,
  usedText,
} from './exam-logic';

const shuffled = [{ key: 'C' }, { key: 'A' }, { key: 'D' }, { key: 'B' }];

describe('exam-logic', () => {
  it('shows stored option keys as the letters the student saw', () => {
    expect(shownChoices('C', shuffled)).toBe('A');
    expect(shownChoices('AB', shuffled)).toBe('BD');
    expect(answerText({ type: 'multiple', choices: 'CD' }, shuffled)).toBe('AC');
  });

  it.each([
    [0, '00:00'],
    [-5000, '00:00'],
    [59_999, '00:59'],
    [65_000, '01:05'],
    [3_909_000, '1:05:09'],
  ])('countdown %i ms → %s', (ms, text) => expect(countdownText(ms)).toBe(text));

  it('starts blanks and entries empty, and counts an answer as the server does', () => {
    expect(emptyAnswer({ type: 'blank', blanks: 2 })).toEqual({ type: 'blank', blanks: ['', ''] });
    expect(emptyAnswer({ type: 'single', blanks: 0 })).toBeNull();
    expect(hasAnswer(emptyAnswer({ type: 'entry', blanks: 0 }))).toBe(false);
    expect(hasAnswer({ type: 'blank', blanks: ['', '13'] })).toBe(true);
    expect(hasAnswer({ type: 'judge', value: false })).toBe(true);
    expect(hasAnswer(null)).toBe(false);
  });

  it('reads answers and model answers', () => {
    expect(answerText({ type: 'judge', value: false })).toBe('错误');
    expect(answerText({ type: 'blank', blanks: [['1300', '1,300']] })).toBe('第1空：1300 或 1,300');
    expect(answerText({ type: 'blank', blanks: ['', '9%'] })).toBe('第1空：（空）；第2空：9%');
    expect(
      answerText({
        type: 'entry',
        lines: [
          { side: 'debit', account: '银行存款', amount: '113' },
          { side: 'credit', account: '主营业务收入', amount: '100' },
        ],
      }),
    ).toBe('借：银行存款 113；贷：主营业务收入 100');
    expect(answerText({ type: 'essay', reference: '参考' })).toBe('参考');
    expect(answerText(null)).toBe('未作答');
  });

  it.each([
    [0, '一'],
    [9, '十'],
    [10, '十一'],
    [18, '十九'],
    [19, '二十'],
  ])('section %i is %s', (index, numeral) => expect(sectionNumeral(index)).toBe(numeral));

  it.each([
    [42, '42秒'],
    [125, '2分5秒'],
    [3900, '1小时5分'],
  ])('%i s used reads %s', (seconds, text) => expect(usedText(seconds)).toBe(text));
});
