import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { messages } from '../messages';
import {
  CUSTOMER_FIELDS,
  checkBlueInvoiceRef,
  expectedDraft,
  gradeApply,
  gradeGoodsCodes,
  gradeInvoice,
  gradeKhbm,
  gradeQyxx,
  QYXX_FIELDS,
} from './grading';
import { GOODS_LINE_FIELDS } from './lines';
import { SAMPLE_APPLY, SAMPLE_GOODS_CODES, SAMPLE_KHBM, SAMPLE_QYXX, SAMPLE_SUBJECTS } from './sample-case';
import { isInvoiceSubjectType } from './subjects';
import type { TGoodsLine, TInvoiceDraft, TSubject } from './types';

const INVOICE_SUBJECTS = SAMPLE_SUBJECTS.filter((subject) => isInvoiceSubjectType(subject.subject_type));
const bySort = (sort: number): TSubject => SAMPLE_SUBJECTS[sort - 1];

/** A value that differs from `value` under isSameValue, whatever it is. */
function changed(value: unknown): string {
  return `${String(value ?? '')}9`;
}

function padded(value: string): string {
  return ` ${value} `;
}

describe('gradeQyxx', () => {
  it('accepts the answer, also with spaces around the texts', () => {
    expect(gradeQyxx(SAMPLE_QYXX, SAMPLE_QYXX)).toEqual({ ok: true, wrong: [] });
    const spaced = Object.fromEntries(Object.entries(SAMPLE_QYXX).map(([key, value]) => [key, padded(value)]));
    expect(gradeQyxx(SAMPLE_QYXX, spaced).ok).toBe(true);
  });
  it('does not grade the invoice codes', () => {
    expect(gradeQyxx(SAMPLE_QYXX, { ...SAMPLE_QYXX, pt_fpdm: '', zy_fpdm: 'x' }).ok).toBe(true);
  });
  it.each(QYXX_FIELDS)('names a wrong %s and nothing else', (field) => {
    expect(gradeQyxx(SAMPLE_QYXX, { ...SAMPLE_QYXX, [field]: changed(SAMPLE_QYXX[field]) })).toEqual({
      ok: false,
      wrong: [field],
      message: messages.wrongAnswer,
    });
  });
  it('lists every missing field', () => {
    expect(gradeQyxx(SAMPLE_QYXX, {}).wrong).toEqual([...QYXX_FIELDS]);
  });
});

describe('gradeKhbm and gradeGoodsCodes', () => {
  it('accepts the rows; a trailing blank row is not extra', () => {
    const blank = { kh_name: '', simple_code: ' ', tax_num: '', address_telephone: '', bank_account: '' };
    expect(gradeKhbm(SAMPLE_KHBM, [...SAMPLE_KHBM, blank]).ok).toBe(true);
  });
  it('names the wrong field of the wrong row, missing and extra rows', () => {
    const rows = [SAMPLE_KHBM[0], { ...SAMPLE_KHBM[1], tax_num: '91330106MA2B1C4E9B' }];
    expect(gradeKhbm(SAMPLE_KHBM, rows)).toEqual({
      ok: false,
      wrongRows: [{ index: 1, fields: ['tax_num'] }],
      missing: [],
      extra: [],
      message: messages.wrongAnswer,
    });
    expect(gradeKhbm(SAMPLE_KHBM, [SAMPLE_KHBM[0]]).missing).toEqual([1]);
    expect(gradeKhbm(SAMPLE_KHBM, [...SAMPLE_KHBM, SAMPLE_KHBM[0]]).extra).toEqual([2]);
  });
  it('grades goods codes on every editable field, rates percent-aware', () => {
    const typed = SAMPLE_GOODS_CODES.map((row) => ({ ...row, tax_rate: `${Number(row.tax_rate) * 100}%` }));
    expect(gradeGoodsCodes(SAMPLE_GOODS_CODES, typed).ok).toBe(true);
    const wrong = [{ ...SAMPLE_GOODS_CODES[0], flqc: '办公用品', tax_mark: '否' }, SAMPLE_GOODS_CODES[1]];
    expect(gradeGoodsCodes(SAMPLE_GOODS_CODES, wrong).wrongRows).toEqual([{ index: 0, fields: ['tax_mark', 'flqc'] }]);
  });
  it('a code keeps its digits: 19 digits compare exactly', () => {
    const row = { ...SAMPLE_GOODS_CODES[0], code: '1050201040000000001' };
    expect(gradeGoodsCodes([SAMPLE_GOODS_CODES[0]], [row]).wrongRows).toEqual([{ index: 0, fields: ['code'] }]);
  });
});

describe('gradeApply', () => {
  it('ordinary, picked up in person: recipient fields are not graded', () => {
    expect(gradeApply(SAMPLE_APPLY[1], { ...SAMPLE_APPLY[1], apply_num: '25', shenling_dztel: 'x' })).toEqual({
      ok: true,
      wrong: [],
    });
  });
  it('special, by courier: recipient fields are graded', () => {
    expect(gradeApply(SAMPLE_APPLY[2], { ...SAMPLE_APPLY[2], shenling_dztel: '' })).toEqual({
      ok: false,
      wrong: ['shenling_dztel'],
      message: messages.wrongApplyInfo,
    });
  });
  it('names a wrong delivery and kind', () => {
    expect(gradeApply(SAMPLE_APPLY[2], { ...SAMPLE_APPLY[2], invoice_zl: 1, apply_result: 1 }).wrong).toEqual([
      'invoice_zl',
      'apply_result',
    ]);
  });
});

describe('checkBlueInvoiceRef', () => {
  const red = { y_invoice_code: '011001900111', y_invoice_num: '00012345' };
  it('accepts trimmed code and number', () => {
    expect(checkBlueInvoiceRef(red, { fpdm: ' 011001900111', fphm: '00012345 ' })).toEqual({ ok: true, wrong: [] });
  });
  it.each([
    [{ fpdm: '11001900111', fphm: '00012345' }, ['fpdm']],
    [{ fpdm: '011001900111', fphm: '12345' }, ['fphm']],
    [{ fpdm: '', fphm: '' }, ['fpdm', 'fphm']],
  ])('refuses %j (发票代码或号码有误)', (input, wrong) => {
    expect(checkBlueInvoiceRef(red, input)).toEqual({ ok: false, wrong, message: messages.wrongInvoiceCodeOrNumber });
  });
});

describe('expectedDraft', () => {
  it('refuses a question that issues no invoice', () => {
    expect(() => expectedDraft(bySort(1))).toThrow(DomainError);
    expect(() => expectedDraft({ ...bySort(5), invoice_type: 0 })).toThrow(DomainError);
  });
  it('list: the 详情见清单 line on the invoice, the lines on the list', () => {
    const draft = expectedDraft(bySort(15));
    expect(draft.goods).toHaveLength(1);
    expect(draft.goods[0]).toMatchObject({
      fwname: '详情见清单',
      tax_rate: '0.13',
      money: '79773.00',
      tax_amount: '9177.42',
    });
    expect(draft.list_goods).toEqual(bySort(15).goods_content);
  });
  it('discount: line 1 with its 5 % discount line', () => {
    expect(expectedDraft(bySort(16)).goods.map((line) => [line.money, line.tax_amount])).toEqual([
      ['2260.00', '260.00'],
      ['-113.00', '-13.00'],
      ['1695.00', '195.00'],
    ]);
  });
  it('void and re-issue: the again lines', () => {
    expect(expectedDraft(bySort(10)).goods).toEqual(bySort(10).again_goods_content);
  });
  it('red ordinary: negated lines, status 2, the remark', () => {
    const draft = expectedDraft(bySort(12));
    expect(draft.invoice_status).toBe(2);
    expect(draft.goods.map((line) => line.money)).toEqual(['-2260.00', '-1695.00']);
    expect(draft.remark).toBe('对应正数发票代码:011001900111号码:00012345');
  });
  it('red special: negated lines, status 2', () => {
    const draft = expectedDraft(bySort(14));
    expect([draft.invoice_type, draft.invoice_status, draft.goods[0].goods_num, draft.goods[0].tax_amount]).toEqual([
      2,
      2,
      '-3',
      '-897.00',
    ]);
  });
});

describe('gradeInvoice', () => {
  it.each(INVOICE_SUBJECTS.map((subject) => [subject.sort, subject] as const))(
    'question %s: the model answer grades ok, also padded and with a trailing blank line',
    (_sort, subject) => {
      const draft = expectedDraft(subject);
      expect(gradeInvoice(subject, draft).ok).toBe(true);
      const blank = Object.fromEntries(GOODS_LINE_FIELDS.map((field) => [field, ''])) as unknown as TGoodsLine;
      const pad = (line: TGoodsLine): TGoodsLine => ({
        ...line,
        fwname: padded(line.fwname),
        money: padded(line.money),
      });
      const loose: TInvoiceDraft = {
        ...draft,
        kh_name: padded(draft.kh_name),
        goods: [...draft.goods.map(pad), blank],
        list_goods: draft.list_goods?.map(pad),
      };
      expect(gradeInvoice(subject, loose).ok).toBe(true);
    },
  );

  const arbSubject = fc.constantFrom(...INVOICE_SUBJECTS);

  it('property: changing one goods field makes exactly that field of that line wrong', () => {
    fc.assert(
      fc.property(arbSubject, fc.nat(), fc.constantFrom(...GOODS_LINE_FIELDS), (subject, pick, field) => {
        const draft = expectedDraft(subject);
        const index = pick % draft.goods.length;
        const goods = draft.goods.map((line, i) => (i === index ? { ...line, [field]: changed(line[field]) } : line));
        const result = gradeInvoice(subject, { ...draft, goods });
        expect(result.ok).toBe(false);
        expect(result.message).toBe(messages.wrongAnswer);
        expect(result.wrong).toMatchObject({ type: false, status: false, customer: [], missing: [], extra: [] });
        expect(result.wrong.lines).toEqual([{ index, fields: [field] }]);
      }),
    );
  });

  it('property: changing one buyer field makes exactly that field wrong', () => {
    fc.assert(
      fc.property(arbSubject, fc.constantFrom(...CUSTOMER_FIELDS), (subject, field) => {
        const draft = expectedDraft(subject);
        const result = gradeInvoice(subject, { ...draft, [field]: changed(draft[field]) });
        expect(result.ok).toBe(false);
        expect(result.wrong.customer).toEqual([field]);
        expect(result.wrong.lines).toEqual([]);
      }),
    );
  });

  it('property: changing one list field makes exactly that field of that list line wrong', () => {
    const subject = bySort(15);
    fc.assert(
      fc.property(fc.nat(), fc.constantFrom(...GOODS_LINE_FIELDS), (pick, field) => {
        const draft = expectedDraft(subject);
        const list = draft.list_goods ?? [];
        const index = pick % list.length;
        const list_goods = list.map((line, i) => (i === index ? { ...line, [field]: changed(line[field]) } : line));
        const result = gradeInvoice(subject, { ...draft, list_goods });
        expect(result.ok).toBe(false);
        expect(result.wrong.lines).toEqual([]);
        expect(result.wrong.list).toEqual({ lines: [{ index, fields: [field] }], missing: [], extra: [] });
      }),
    );
  });

  it('property: a result never carries an expected value', () => {
    const empty: TInvoiceDraft = {
      invoice_type: 1,
      invoice_status: 1,
      kh_name: '',
      kh_sbh: '',
      address_telephone: '',
      bank_account: '',
      goods: [],
    };
    fc.assert(
      fc.property(arbSubject, (subject) => {
        const text = JSON.stringify(gradeInvoice(subject, empty));
        const expected = expectedDraft(subject);
        for (const value of [
          expected.kh_name,
          expected.kh_sbh,
          ...expected.goods.flatMap((line) => [line.fwname, line.money]),
        ]) {
          expect(text).not.toContain(value);
        }
      }),
    );
  });

  it('a wrong invoice type says 请按照题目选择正确的发票种类！', () => {
    const subject = bySort(6);
    const result = gradeInvoice(subject, { ...expectedDraft(subject), invoice_type: 1 });
    expect(result).toMatchObject({
      ok: false,
      message: messages.wrongInvoiceType,
      wrong: { type: true, status: false },
    });
  });

  it('a blue invoice for a red question is wrong in status and in the negated cells', () => {
    const subject = bySort(12);
    const result = gradeInvoice(subject, {
      ...expectedDraft(subject),
      invoice_status: 1,
      goods: subject.goods_content,
    });
    expect(result.wrong.status).toBe(true);
    expect(result.wrong.lines).toEqual([
      { index: 0, fields: ['goods_num', 'money', 'tax_amount'] },
      { index: 1, fields: ['goods_num', 'money', 'tax_amount'] },
    ]);
  });

  it('re-issuing the voided lines is wrong', () => {
    const subject = bySort(10);
    const result = gradeInvoice(subject, { ...expectedDraft(subject), goods: subject.goods_content });
    expect(result.wrong.lines).toEqual([{ index: 0, fields: ['price', 'money', 'tax_amount'] }]);
  });

  it('missing and extra lines', () => {
    const subject = bySort(8);
    const draft = expectedDraft(subject);
    expect(gradeInvoice(subject, { ...draft, goods: draft.goods.slice(0, 1) }).wrong.missing).toEqual([1]);
    expect(gradeInvoice(subject, { ...draft, goods: [...draft.goods, draft.goods[0]] }).wrong.extra).toEqual([2]);
  });

  it('a discount invoice without its discount line is wrong', () => {
    const subject = bySort(16);
    const result = gradeInvoice(subject, { ...expectedDraft(subject), goods: subject.goods_content });
    expect(result.ok).toBe(false);
    expect(result.wrong.missing).toEqual([2]);
  });

  it('a list invoice saved without its list has every list line missing', () => {
    const subject = bySort(15);
    const { list_goods: _list, ...draft } = expectedDraft(subject);
    expect(gradeInvoice(subject, draft).wrong.list?.missing).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('quantities and amounts compare numerically ("2" equals "2.00")', () => {
    const subject = bySort(5);
    const draft = expectedDraft(subject);
    const goods = draft.goods.map((line) => ({
      ...line,
      goods_num: `${line.goods_num}.00`,
      price: line.price.replace('.00', ''),
    }));
    expect(gradeInvoice(subject, { ...draft, goods }).ok).toBe(true);
  });
});

describe('remark required by the question (建筑服务: place of service and project, 公告2016年第23号)', () => {
  const base = INVOICE_SUBJECTS.find((subject) => subject.subject_type === 5 && subject.invoice_type === 1);
  if (base === undefined) throw new Error('the sample case has no ordinary invoice question');
  const subject: TSubject = { ...base, remark_parts: ['广州市天河区', '智明实验学校多媒体教室投影设备安装工程'] };
  const answer = expectedDraft(subject);

  it('the model answer carries the remark, its phrases joined with ；', () => {
    expect(answer.remark).toBe('广州市天河区；智明实验学校多媒体教室投影设备安装工程');
    expect(gradeInvoice(subject, answer).ok).toBe(true);
  });
  it.each([
    ['建筑服务发生地：广州市天河区，项目名称：智明实验学校多媒体教室投影设备安装工程'],
    ['智明实验学校多媒体教室投影设备安装工程 广州市 天河区'],
    ['广州市天河区\n智明实验学校多媒体教室投影设备安装工程'],
  ])('accepts a remark with both phrases, in any order and with labels: %j', (remark) => {
    expect(gradeInvoice(subject, { ...answer, remark }).ok).toBe(true);
  });
  it.each<[string | undefined, string]>([
    [undefined, 'no remark'],
    ['', 'an empty remark'],
    ['广州市天河区', 'the project missing'],
    ['智明实验学校多媒体教室投影设备安装工程', 'the place missing'],
    ['广州市越秀区；智明实验学校多媒体教室投影设备安装工程', 'another district'],
  ])('refuses %j (%s) with the wrong-answer message and flags the remark', (remark) => {
    const grade = gradeInvoice(subject, { ...answer, remark });
    expect(grade.ok).toBe(false);
    expect(grade.message).toBe(messages.wrongAnswer);
    expect(grade.wrong.remark).toBe(true);
  });
  it('a question without remark phrases does not grade the remark', () => {
    const plain = expectedDraft(base);
    expect(plain.remark).toBeUndefined();
    expect(gradeInvoice(base, { ...plain, remark: 'anything' }).ok).toBe(true);
    expect(gradeInvoice(base, plain).wrong.remark).toBeUndefined();
  });
});
