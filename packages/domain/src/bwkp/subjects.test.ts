import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { messages } from '../messages';
import { createProgress, SUB_ITEM_COUNTS } from '../progress';
import {
  getQuestionDef,
  invoiceStepOf,
  isInvoiceSubjectType,
  isRedSubjectType,
  isStructureConsistent,
  resolveStep,
  STANDARD_QUESTIONS,
  SUBJECT_TYPE,
  SUBJECT_TYPE_LABELS,
  subjectTypeOf,
} from './subjects';

describe('the 17-question structure', () => {
  it('agrees with progress.ts (17 questions, sub-item counts Q1 2, Q4 3, Q10 2, Q12 2, Q14 5)', () => {
    expect(isStructureConsistent()).toBe(true);
    expect(STANDARD_QUESTIONS.map((q) => q.items.length)).toEqual(
      Array.from({ length: 17 }, (_, i) => SUB_ITEM_COUNTS[i + 1]),
    );
    const progress = createProgress();
    expect(STANDARD_QUESTIONS.map((q) => q.items.map((item) => item.id))).toEqual(
      progress.map((q) => q.items.map((item) => item.answerItemId)),
    );
  });

  it('lays out the standard kinds', () => {
    expect(STANDARD_QUESTIONS.map((q) => q.subject_type)).toEqual([
      1, 2, 3, 4, 5, 5, 5, 5, 5, 8, 5, 9, 5, 10, 6, 7, 11,
    ]);
    expect(STANDARD_QUESTIONS.map((q) => q.invoice_type)).toEqual([0, 0, 0, 0, 1, 2, 2, 2, 1, 1, 2, 1, 1, 2, 2, 1, 0]);
    expect(subjectTypeOf(10)).toBe(SUBJECT_TYPE.void_reissue);
    expect(SUBJECT_TYPE.void_reissue).toBe(8);
    expect(Object.keys(SUBJECT_TYPE_LABELS)).toHaveLength(Object.keys(SUBJECT_TYPE).length);
  });

  it.each([
    [4.3, [4.1, 4.2], messages.applyFirst],
    [10.2, [10.1], messages.voidFirst],
    [12.2, [12.1], messages.prerequisiteFirst],
    [14.2, [14.1], messages.prerequisiteFirst],
    [14.5, [14.1, 14.2, 14.3, 14.4], messages.redLetterDownloadFirst],
  ])('item %s requires %j (%s)', (id, requires, message) => {
    const item = STANDARD_QUESTIONS.flatMap((q) => q.items).find((entry) => entry.id === id);
    expect(item?.requires).toEqual(requires);
    expect(item?.requiresMessage).toBe(message);
  });

  it('repeat messages: apply per kind, the red-letter question, the rest', () => {
    expect(getQuestionDef(4).items.map((item) => item.repeatMessage)).toEqual([
      messages.alreadyApplied,
      messages.alreadyApplied,
      messages.alreadySubmitted,
    ]);
    expect(new Set(getQuestionDef(14).items.map((item) => item.repeatMessage))).toEqual(
      new Set([messages.redLetterAlreadyDone]),
    );
    expect(getQuestionDef(14).repeatMessage).toBe(messages.redLetterAlreadyDone);
    expect(getQuestionDef(5).repeatMessage).toBe(messages.alreadySubmitted);
  });

  it('the structure is frozen', () => {
    expect(Object.isFrozen(STANDARD_QUESTIONS)).toBe(true);
  });
});

describe('lookups', () => {
  it.each([
    [5, 5, undefined],
    ['5', 5, undefined],
    [4.1, 4, 4.1],
    ['4.2', 4, 4.2],
    [4, 4, 4.3],
    [10, 10, 10.2],
    [14, 14, 14.5],
    [1, 1, 1.2],
    [17, 17, undefined],
  ])('resolveStep(%j) → question %s, item %s', (step, answerId, itemId) => {
    const resolved = resolveStep(step);
    expect(resolved.question.answerId).toBe(answerId);
    expect(resolved.item?.id).toBe(itemId);
  });

  it.each([[0], [18], [4.4], [5.1], ['x'], ['4.'], [-1]])('resolveStep(%j) throws DomainError', (step) => {
    expect(() => resolveStep(step)).toThrow(DomainError);
  });

  it('invoiceStepOf: the step saving the invoice', () => {
    expect(STANDARD_QUESTIONS.map((q) => invoiceStepOf(q.answerId))).toEqual([
      null,
      null,
      null,
      null,
      5,
      6,
      7,
      8,
      9,
      10.2,
      11,
      12.2,
      13,
      14.5,
      15,
      16,
      null,
    ]);
  });

  it('kinds', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].filter(isInvoiceSubjectType)).toEqual([5, 6, 7, 8, 9, 10]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].filter(isRedSubjectType)).toEqual([9, 10]);
    expect(() => getQuestionDef(0)).toThrow(DomainError);
  });
});
