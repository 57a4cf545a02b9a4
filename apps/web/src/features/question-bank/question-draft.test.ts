import { describe, expect, it } from 'vitest';
import { blanksFor, bodyOf, contentOf, newDraft, removeOption } from './question-draft';

describe('the question draft', () => {
  it('keeps the blanks in step with the ____ of the stem', () => {
    const draft = { ...newDraft(3), type: 'blank' as const, stem: '税额____元，合计____元', blanks: [['1300']] };
    expect(blanksFor(draft)).toEqual([['1300'], []]);
    expect(blanksFor({ ...draft, stem: '税额____元' })).toEqual([['1300']]);
  });

  it('moves the right letters with their options when one is removed', () => {
    const draft = { ...newDraft(), options: ['a', 'b', 'c', 'd'], choices: 'BD' };
    expect(removeOption(draft, 0)).toEqual({ options: ['b', 'c', 'd'], choices: 'AC' });
    expect(removeOption(draft, 1)).toEqual({ options: ['a', 'c', 'd'], choices: 'C' });
  });

  it('builds the body of the chosen type only', () => {
    const draft = { ...newDraft(7), type: 'judge' as const, stem: '对吗', judge: false, options: ['x', 'y'] };
    expect(bodyOf(draft)).toMatchObject({
      chapter_id: 7,
      type: 'judge',
      options: [],
      answer: { type: 'judge', value: false },
    });
    const entry = contentOf({
      ...newDraft(),
      type: 'entry',
      lines: [
        { side: 'debit', account: ' 银行存款 ', code: ' ', amount: '100 ' },
        { side: 'credit', account: '库存现金', code: '1001', amount: '100' },
      ],
    });
    expect(entry.answer).toEqual({
      type: 'entry',
      lines: [
        { side: 'debit', account: '银行存款', amount: '100' },
        { side: 'credit', account: '库存现金', code: '1001', amount: '100' },
      ],
    });
  });
});
