import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { messages } from '../messages';
import { completeQuestion, createProgress, setItem, type TProgress } from '../progress';
import { bwkpMessages } from './bwkp-messages';
import { applyDiscount, DISCOUNT_ANSWER } from './discount';
import {
  atBusinessDate,
  canApply,
  canConfirmSubmit,
  canImportRedForm,
  canOpenIssueForm,
  canRead,
  canSaveInvoice,
  canSubmit,
  canVoid,
  clientDate,
  isBusinessDate,
  isRedFlushed,
  refuseManualRedSpecial,
  shanghaiMonth,
} from './flow';
import { expectedDraft } from './grading';
import { SAMPLE_SUBJECTS } from './sample-case';
import { getQuestionDef } from './subjects';
import type { TDecision, TInvoiceDraft, TIssuedInvoice, TSubject } from './types';

const OK = { ok: true };
const no = (message: string) => ({ ok: false, message });
const bySort = (sort: number): TSubject => SAMPLE_SUBJECTS[sort - 1];

/** Questions 1..k-1 complete, the rest open. */
function doneBefore(k: number): TProgress {
  let progress = createProgress();
  for (let answerId = 1; answerId < k; answerId++) progress = completeQuestion(progress, answerId);
  return progress;
}

function withItems(progress: TProgress, answerId: number, itemIds: number[]): TProgress {
  return itemIds.reduce((current, id) => setItem(current, answerId, id, true), progress);
}

describe('canSubmit', () => {
  it.each([
    ['question 1 item on a fresh progress', createProgress(), 1.1, OK],
    ['question 2 before question 1', createProgress(), 2, no(messages.outOfOrder)],
    ['question 5 after 1..4', doneBefore(5), 5, OK],
    ['question 5 twice', completeQuestion(doneBefore(5), 5), 5, no(messages.alreadySubmitted)],
    ['question 6 with 5 open', doneBefore(5), 6, no(messages.outOfOrder)],
    ['question 14 done', completeQuestion(doneBefore(14), 14), 14, no(messages.redLetterAlreadyDone)],
    ['red-letter item again', withItems(doneBefore(14), 14, [14.1]), 14.1, no(messages.redLetterAlreadyDone)],
    ['14.2 before 14.1', doneBefore(14), 14.2, no(messages.prerequisiteFirst)],
    ['14.2 after 14.1', withItems(doneBefore(14), 14, [14.1]), 14.2, OK],
    [
      '14.5 before the download',
      withItems(doneBefore(14), 14, [14.1, 14.2, 14.3]),
      14.5,
      no(messages.redLetterDownloadFirst),
    ],
    ['bare 14 means 14.5', withItems(doneBefore(14), 14, [14.1, 14.2, 14.3, 14.4]), 14, OK],
    ['10.2 before the void', doneBefore(10), 10.2, no(messages.voidFirst)],
    ['10.2 after the void', withItems(doneBefore(10), 10, [10.1]), '10.2', OK],
    ['12.2 before the check', doneBefore(12), 12.2, no(messages.prerequisiteFirst)],
    ['17 after all', doneBefore(17), 17, OK],
    ['17 twice', completeQuestion(doneBefore(17), 17), 17, no(messages.alreadySubmitted)],
  ])('%s', (_label, progress, step, expected) => {
    expect(canSubmit(progress, step)).toEqual(expected);
  });

  it('throws for an unknown step', () => {
    expect(() => canSubmit(createProgress(), 4.4)).toThrow(DomainError);
  });

  it('property: a question is open exactly when every earlier one is done', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 17 }), fc.integer({ min: 1, max: 17 }), (done, k) => {
        const progress = doneBefore(done + 1);
        const firstStep = getQuestionDef(k).items[0]?.id ?? k;
        const decision = canSubmit(progress, firstStep);
        if (k <= done) expect(decision.ok).toBe(false);
        else expect(decision).toEqual(k === done + 1 ? OK : no(messages.outOfOrder));
      }),
    );
  });
});

describe('apply and read-in', () => {
  it('read-in needs both applications (请完成发票申领！)', () => {
    expect(canRead(doneBefore(4))).toEqual(no(messages.applyFirst));
    expect(canRead(withItems(doneBefore(4), 4, [4.1]))).toEqual(no(messages.applyFirst));
    expect(canRead(withItems(doneBefore(4), 4, [4.1, 4.2]))).toEqual(OK);
    expect(canRead(createProgress())).toEqual(no(messages.outOfOrder));
  });
  it('each kind is applied once (当前发票类型已完成申领！)', () => {
    const progress = withItems(doneBefore(4), 4, [4.1]);
    expect(canApply(progress, 1)).toEqual(no(messages.alreadyApplied));
    expect(canApply(progress, 2)).toEqual(OK);
    expect(canApply(completeQuestion(progress, 4), 2)).toEqual(no(messages.alreadyApplied));
  });
});

describe('canOpenIssueForm', () => {
  it.each([
    ['the current question, right type', doneBefore(6), 6, 2, OK],
    ['wrong type', doneBefore(6), 6, 1, no(messages.wrongInvoiceType)],
    ['finished question', completeQuestion(doneBefore(6), 6), 6, 2, no(messages.questionAlreadyDone)],
    ['a question without an invoice', doneBefore(3), 3, 1, no(messages.noInvoiceNeeded)],
    ['an earlier question open', doneBefore(5), 6, 2, no(messages.outOfOrder)],
    ['re-issue before the void', doneBefore(10), 10, 1, no(messages.voidFirst)],
    ['re-issue after the void', withItems(doneBefore(10), 10, [10.1]), 10, 1, OK],
    ['red ordinary before the check: the form opens (负数 → hongziHx)', doneBefore(12), 12, 1, OK],
  ])('%s', (_label, progress, sort, chosen, expected) => {
    expect(canOpenIssueForm(progress, bySort(sort), chosen)).toEqual(expected);
  });
});

describe('canSaveInvoice', () => {
  it('the model answer of each invoice question may be saved once its prerequisites are done', () => {
    const prerequisites: Record<number, number[]> = { 10: [10.1], 12: [12.1], 14: [14.1, 14.2, 14.3, 14.4] };
    for (const subject of SAMPLE_SUBJECTS.filter((s) => [5, 6, 7, 8, 9, 10].includes(s.subject_type))) {
      const progress = withItems(doneBefore(subject.sort), subject.sort, prerequisites[subject.sort] ?? []);
      expect(canSaveInvoice(progress, subject, expectedDraft(subject))).toEqual(OK);
    }
  });
  it.each<[string, number, number[], Partial<TInvoiceDraft>, TDecision]>([
    ['red ordinary before the check', 12, [], {}, no(messages.prerequisiteFirst)],
    ['red special before the download', 14, [14.1, 14.2], {}, no(messages.redLetterDownloadFirst)],
    ['a blue invoice for a red question', 12, [12.1], { invoice_status: 1 }, no(bwkpMessages.wrongInvoiceStatus)],
    ['a red invoice for a blue question', 13, [], { invoice_status: 2 }, no(bwkpMessages.wrongInvoiceStatus)],
    ['a list question without its list', 15, [], { list_goods: [] }, no(bwkpMessages.listFirst)],
    [
      'a discount question with one line',
      16,
      [],
      { goods: [SAMPLE_SUBJECTS[15].goods_content[0]] },
      no(messages.discountFirst),
    ],
    ['wrong invoice type', 13, [], { invoice_type: 2 }, no(messages.wrongInvoiceType)],
  ])('%s', (_label, sort, items, change, expected) => {
    const subject = bySort(sort);
    const progress = withItems(doneBefore(sort), sort, items);
    expect(canSaveInvoice(progress, subject, { ...expectedDraft(subject), ...change })).toEqual(expected);
  });
  it('a discount question with a wrong discount line passes the gate and fails in grading', () => {
    const subject = bySort(16);
    const result = applyDiscount(subject.goods_content, { ...DISCOUNT_ANSWER, tax: 10 });
    if (!result.ok) throw new Error(result.message);
    expect(canSaveInvoice(doneBefore(16), subject, { ...expectedDraft(subject), goods: result.lines })).toEqual(OK);
  });
});

describe('canVoid', () => {
  const blue: TIssuedInvoice = {
    invoice_code: '011001900111',
    invoice_num: '00012345',
    invoice_type: 1,
    invoice_status: 1,
    zf_status: 1,
    kp_time: '2025-03-10T02:00:00Z',
  };
  const red: TIssuedInvoice = {
    ...blue,
    invoice_num: '00012346',
    invoice_status: 2,
    y_invoice_code: '011001900111',
    y_invoice_num: '00012345',
  };
  const now = '2025-03-20T08:00:00Z';

  it.each([
    ['nothing selected (请选择要作废的发票！)', null, {}, no(messages.selectInvoiceToVoid)],
    ['already voided', { ...blue, zf_status: 2 }, {}, no(messages.invoiceAlreadyVoided)],
    ['red-flushed', blue, { invoices: [blue, red] }, no(bwkpMessages.voidRedFlushed)],
    ['red invoice against it was voided', blue, { invoices: [blue, { ...red, zf_status: 2 }] }, OK],
    ['issued last month', { ...blue, kp_time: '2025-02-28T08:00:00Z' }, {}, no(bwkpMessages.voidCrossMonth)],
    ['issued this month', blue, { invoices: [blue] }, OK],
    ['a red invoice in its month', red, { invoices: [blue, red] }, OK],
    // 2025-02-28T16:30Z is 2025-03-01 00:30 in Shanghai: same month as the 20th of March
    ['Shanghai month, not UTC month', { ...blue, kp_time: '2025-02-28T16:30:00Z' }, {}, OK],
  ])('%s', (_label, invoice, context, expected) => {
    expect(canVoid(invoice, { now, ...context })).toEqual(expected);
  });

  it('uses Asia/Shanghai months', () => {
    expect(shanghaiMonth('2025-03-31T15:59:59Z')).toBe('2025-03');
    expect(shanghaiMonth('2025-03-31T16:00:00Z')).toBe('2025-04');
    expect(shanghaiMonth(new Date('2024-12-31T16:00:00Z'))).toBe('2025-01');
    expect(() => shanghaiMonth('not a date')).toThrow(DomainError);
  });

  it('isRedFlushed matches code and number, trimmed', () => {
    expect(isRedFlushed(blue, [{ ...red, y_invoice_num: ' 00012345 ' }])).toBe(true);
    expect(isRedFlushed(blue, [{ ...red, y_invoice_num: '00012344' }])).toBe(false);
    expect(isRedFlushed(blue, [{ ...red, invoice_status: 1 }])).toBe(false);
  });
});

describe('red-letter import, manual refusal, confirm-submit', () => {
  it('import needs 14.1–14.4 (请先完成红字发票下载！)', () => {
    expect(canImportRedForm(withItems(doneBefore(14), 14, [14.1, 14.2, 14.3]))).toEqual(
      no(messages.redLetterDownloadFirst),
    );
    expect(canImportRedForm(withItems(doneBefore(14), 14, [14.1, 14.2, 14.3, 14.4]))).toEqual(OK);
    expect(canImportRedForm(completeQuestion(doneBefore(14), 14))).toEqual(no(messages.redLetterAlreadyDone));
  });
  it('manual red special invoice is always refused', () => {
    expect(refuseManualRedSpecial()).toEqual(no(messages.redLetterImportOnly));
  });
  it('confirm-submit needs the report (请完成上报汇总！)', () => {
    expect(canConfirmSubmit(doneBefore(17))).toEqual(no(messages.reportFirst));
    expect(canConfirmSubmit(doneBefore(18))).toEqual(OK);
  });
});

describe('the simulated client runs on the business date of the question, not the day of practice', () => {
  const dated = SAMPLE_SUBJECTS.map((subject) => ({
    ...subject,
    business_date: `2026-${subject.sort <= 11 ? '05' : subject.sort <= 16 ? '06' : '07'}-${String(subject.sort).padStart(2, '0')}`,
  }));

  it('clientDate is the date of the first question not done, the last one once all are', () => {
    expect(clientDate(dated, createProgress())).toBe('2026-05-01');
    expect(clientDate(dated, doneBefore(10))).toBe('2026-05-10');
    expect(clientDate(dated, doneBefore(12))).toBe('2026-06-12');
    expect(clientDate(dated, doneBefore(18))).toBe('2026-07-17');
  });
  it('clientDate is undefined for a case without dates or with a broken one', () => {
    expect(clientDate(SAMPLE_SUBJECTS, doneBefore(10))).toBeUndefined();
    const broken = dated.map((subject) =>
      subject.sort === 10 ? { ...subject, business_date: '2026-02-30' } : subject,
    );
    expect(clientDate(broken, doneBefore(10))).toBeUndefined();
  });
  it.each([
    ['2026-05-20', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-5-20', false],
    ['2026-13-01', false],
    ['', false],
    [20260520, false],
  ])('isBusinessDate(%j) = %s', (value, expected) => {
    expect(isBusinessDate(value)).toBe(expected);
  });
  it('atBusinessDate keeps the Shanghai time of day on the business day', () => {
    // 2026-11-25 10:15 Shanghai
    const now = new Date('2026-11-25T02:15:00Z');
    expect(atBusinessDate('2026-05-20', now).toISOString()).toBe('2026-05-20T02:15:00.000Z');
    // 2026-11-25 23:30 Shanghai is 15:30 UTC: still the 20th of May in Shanghai
    const late = new Date('2026-11-25T15:30:00Z');
    expect(atBusinessDate('2026-05-20', late).toISOString()).toBe('2026-05-20T15:30:00.000Z');
    expect(shanghaiMonth(atBusinessDate('2026-05-31', late))).toBe('2026-05');
    expect(atBusinessDate(undefined, now)).toBe(now);
    expect(atBusinessDate('not a date', now)).toBe(now);
  });
  it('property: the business day in Shanghai is the business date, whatever the time now', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: 1, max: 28 }), (ms, day) => {
        const date = `2026-06-${String(day).padStart(2, '0')}`;
        const moment = atBusinessDate(date, new Date(ms));
        expect(new Date(moment.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)).toBe(date);
      }),
    );
  });
  it("a void on the 1st of the next month is refused, on the story's calendar", () => {
    const issued: TIssuedInvoice = {
      invoice_code: '044002400204',
      invoice_num: '04216102',
      invoice_type: 1,
      invoice_status: 1,
      zf_status: 1,
      kp_time: atBusinessDate('2026-05-20', new Date('2026-11-25T02:00:00Z')).toISOString(),
    };
    expect(canVoid(issued, { now: atBusinessDate('2026-05-21', new Date('2026-11-26T02:00:00Z')) })).toEqual(OK);
    expect(canVoid(issued, { now: atBusinessDate('2026-06-01', new Date('2026-11-25T03:00:00Z')) })).toEqual(
      no(bwkpMessages.voidCrossMonth),
    );
  });
});
