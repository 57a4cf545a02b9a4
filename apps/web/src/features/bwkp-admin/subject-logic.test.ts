import type { TBwkpAdminGoodsRow, TBwkpAdminSubject } from '@sxpt/contract';
import { SUBJECT_TYPE } from '@sxpt/domain';
import { describe, expect, it } from 'vitest';
import { findDuplicate, moveRow, putRow, removeRow } from './list-ops';
import {
  blueCandidates,
  canSwap,
  emptyLine,
  fillLineAmounts,
  formValuesOf,
  isDecimalText,
  lineFromGoods,
  liveProblems,
  SUBJECT_SLOTS,
  suggestInvoiceNumber,
  type TSubjectFormValues,
  toSubjectFields,
} from './subject-logic';

const chair: TBwkpAdminGoodsRow = {
  code: '1050201040000000000',
  name: '钢架网布办公椅',
  simple_code: 'BGY',
  tax_rate: '0.13',
  brand_model: 'BG-201',
  units: '把',
  applicable_tax_rate: '0.13',
  tax_mark: '是',
  flqc: '家具',
  tax_name: '金属家具',
};

function subject(sort: number, subject_type: number, invoice_type: 0 | 1 | 2): TBwkpAdminSubject {
  return {
    id: sort * 10,
    case_id: 1,
    sort,
    title: `第${sort}题`,
    subject_describe: '',
    video_path: '',
    subject_type,
    invoice_type,
    kh_data: { kh_name: '', tax_num: '', address_telephone: '', bank_account: '' },
    goods_content: [],
    again_goods_content: null,
    red: null,
    blue_sort: null,
    discount: null,
    void_sort: null,
    business_date: '',
    remark_parts: [],
    problems: [],
  };
}

describe('goods lines as the author types them', () => {
  it('works out money and tax with the domain rules once price, quantity and rate are there', () => {
    const line = { ...emptyLine(), fwname: '*家具*办公椅', goods_num: '40', price: '458.00', tax_rate: '0.13' };
    expect(fillLineAmounts(line)).toMatchObject({ money: '18320.00', tax_amount: '2107.61', tax_rate: '0.13' });
    expect(fillLineAmounts({ ...line, price: '0.1', goods_num: '3' })).toMatchObject({
      money: '0.30',
      tax_amount: '0.03',
    });
    expect(fillLineAmounts({ ...line, tax_rate: '' })).toMatchObject({ money: '', tax_amount: '' });
    expect(fillLineAmounts({ ...line, price: '12元', money: '5.00' })).toMatchObject({ money: '', tax_amount: '' });
  });

  it('takes name, model, unit, rate and code from a goods code, keeping quantity and price', () => {
    const line = lineFromGoods(chair, { ...emptyLine(), goods_num: '2', price: '458' });
    expect(line).toEqual({
      fwname: '*家具*钢架网布办公椅',
      ggxh: 'BG-201',
      company: '把',
      goods_num: '2',
      price: '458',
      money: '916.00',
      tax_rate: '0.13',
      tax_amount: '105.38',
      spbm: '1050201040000000000',
    });
  });

  it('accepts quantities and prices with up to 8 decimals', () => {
    expect(['', '12', '12.5', '0.12345678', '-3'].every(isDecimalText)).toBe(true);
    expect(['1.123456789', '1,000', '12元', '.5'].some(isDecimalText)).toBe(false);
  });
});

describe('the subject form', () => {
  it('starts a new question from its place in the structure', () => {
    expect(SUBJECT_SLOTS).toHaveLength(17);
    expect(formValuesOf(undefined, 6)).toMatchObject({ subject_type: SUBJECT_TYPE.issue, invoice_type: 2 });
    expect(formValuesOf(undefined, 16)).toMatchObject({ subject_type: 7, discount_line: 1, discount_tax: '5' });
    expect(formValuesOf(undefined, 10)).toMatchObject({ subject_type: 8, void_sort: 9 });
    expect(formValuesOf(undefined, 1)).toMatchObject({ subject_type: 1, invoice_type: 0 });
  });

  it('sends only the parts the type uses, without blank lines, and the live check reads it', () => {
    const values: TSubjectFormValues = {
      ...formValuesOf(undefined, 5),
      title: ' 销售办公椅 ',
      kh_data: { kh_name: ' 陈志强 ', tax_num: '', address_telephone: '', bank_account: '' },
      goods_content: [lineFromGoods(chair, { ...emptyLine(), goods_num: '2', price: '458' }), emptyLine()],
      y_invoice_code: '044002400204',
      y_invoice_num: '04216101',
      blue_sort: 3,
      void_sort: 4,
    };
    const fields = toSubjectFields(values);
    expect(fields).toMatchObject({
      title: '销售办公椅',
      invoice_type: 1,
      kh_data: { kh_name: '陈志强' },
      red: null,
      blue_sort: null,
      void_sort: null,
      discount: null,
      again_goods_content: null,
    });
    expect(fields.goods_content).toHaveLength(1);
    expect(liveProblems(values)).toEqual([]);
    expect(liveProblems({ ...values, goods_content: [{ ...values.goods_content[0], money: '900.00' }] })).toEqual([
      '第5题货物行第1行金额不等于数量乘单价',
      '第5题货物行第1行税额不等于金额÷(1+税率)×税率',
    ]);
    expect(toSubjectFields({ ...values, subject_type: 1, sort: 1 })).toMatchObject({
      invoice_type: 0,
      goods_content: [],
      kh_data: { kh_name: '' },
    });
  });

  it('keeps the red and discount parts for their types', () => {
    const red = toSubjectFields({
      ...formValuesOf(undefined, 12),
      title: '退货',
      blue_sort: 5,
      y_invoice_code: '044002400204',
      y_invoice_num: '04216101',
    });
    expect(red).toMatchObject({ blue_sort: 5, red: { y_invoice_code: '044002400204', y_invoice_num: '04216101' } });
    // the applicant is graded on the special red question only; 不限 (0) sends none
    expect(
      toSubjectFields({
        ...formValuesOf(undefined, 12),
        blue_sort: 5,
        y_invoice_code: '044002400204',
        y_invoice_num: '04216101',
        sqfs: 2,
      }).red,
    ).not.toHaveProperty('sqfs');
    const special = {
      ...formValuesOf(undefined, 14),
      blue_sort: 6,
      y_invoice_code: '4400242130',
      y_invoice_num: '01937651',
    };
    expect(toSubjectFields({ ...special, sqfs: 2 }).red).toMatchObject({ sqfs: 2 });
    expect(toSubjectFields({ ...special, sqfs: 0 }).red).not.toHaveProperty('sqfs');
    expect(formValuesOf({ ...toSubjectFields({ ...special, sqfs: 1 }), id: 1, sort: 14 } as never, 14).sqfs).toBe(1);
    const discount = toSubjectFields({ ...formValuesOf(undefined, 16), title: '折扣' });
    expect(discount.discount).toEqual({ line: 1, tax: '5' });
  });
});

describe('business date and remark requirement', () => {
  const install: TBwkpAdminGoodsRow = {
    ...chair,
    code: '3050200000000000000',
    name: '投影设备安装服务',
    brand_model: '',
    units: '台',
    tax_rate: '0.09',
    applicable_tax_rate: '0.09',
    flqc: '建筑服务',
    tax_name: '安装服务',
  };
  const buyer = {
    kh_name: '广州市天河区智明实验学校',
    tax_num: '12440106455608231H',
    address_telephone: '',
    bank_account: '',
  };

  function installQuestion(sort: number, date: string): TSubjectFormValues {
    return {
      ...formValuesOf(undefined, sort),
      title: '投影设备安装',
      business_date: date,
      kh_data: buyer,
      goods_content: [lineFromGoods(install, { ...emptyLine(), goods_num: '30', price: '380.00' })],
      again_goods_content: [lineFromGoods(install, { ...emptyLine(), goods_num: '30', price: '380.00' })],
      remark_text: '广州市天河区\n\n 智明实验学校多媒体教室投影设备安装工程 ',
    };
  }

  it('sends the date and one remark phrase a line; a question without an invoice sends no remark', () => {
    const values = installQuestion(9, '2026-05-20');
    expect(toSubjectFields(values)).toMatchObject({
      business_date: '2026-05-20',
      remark_parts: ['广州市天河区', '智明实验学校多媒体教室投影设备安装工程'],
    });
    expect(toSubjectFields({ ...values, subject_type: 1, sort: 1 })).toMatchObject({ remark_parts: [] });
    const stored = { ...subject(9, 5, 1), business_date: '2026-05-20', remark_parts: ['甲', '乙'] };
    expect(formValuesOf(stored, 9)).toMatchObject({ business_date: '2026-05-20', remark_text: '甲\n乙' });
    expect(formValuesOf(undefined, 9)).toMatchObject({ business_date: '', remark_text: '' });
  });

  it('the live check finds a 建筑服务 invoice without its remark, a wrong 价税合计 and a void in another month', () => {
    const values = installQuestion(9, '2026-05-20');
    expect(liveProblems(values)).toEqual([]);
    expect(liveProblems({ ...values, remark_text: '广州市天河区' })).toEqual([
      '第9题开具建筑服务发票，备注要求应至少写明建筑服务发生地（县(市、区)）和项目名称两项（国家税务总局公告2016年第23号）',
    ]);
    expect(liveProblems({ ...values, subject_describe: '2026年5月20日，安装30台，价税合计11000.00元。' })).toEqual([
      '第9题业务描述中的价税合计11000.00元与货物行计算的结果不一致（应为11400.00元）',
    ]);
    const q9 = { ...subject(9, 5, 1), ...toSubjectFields(values), id: 90, sort: 9 };
    const voidInJune = { ...installQuestion(10, '2026-06-01'), void_sort: 9 };
    expect(liveProblems(voidInJune, [q9])).toEqual([
      '第10题作废第9题开具的发票，业务日期2026-06-01应与第9题的业务日期2026-05-20在同一月份（发票只能在开具当月作废）',
    ]);
    expect(liveProblems({ ...voidInJune, business_date: '2026-05-21' }, [q9])).toEqual([]);
  });
});

describe('links between questions', () => {
  const subjects = [
    subject(4, 4, 0),
    subject(5, 5, 1),
    subject(6, 5, 2),
    subject(7, 5, 2),
    subject(9, 5, 1),
    subject(10, 8, 1),
    subject(11, 5, 2),
    subject(12, 9, 1),
    subject(13, 5, 1),
  ];

  it('offers as blue invoices the earlier blue questions of the same invoice type (a re-issue is blue too)', () => {
    expect(blueCandidates(subjects, 12, 1).map((s) => s.sort)).toEqual([5, 9, 10]);
    expect(blueCandidates(subjects, 14, 2).map((s) => s.sort)).toEqual([6, 7, 11]);
  });

  it('numbers the blue invoice from the roll start, one invoice per earlier invoice question of its type', () => {
    expect(suggestInvoiceNumber(subjects, 5, 4_216_101)).toBe('04216101');
    expect(suggestInvoiceNumber(subjects, 13, 4_216_101)).toBe('04216105');
    expect(suggestInvoiceNumber(subjects, 11, 1_937_651)).toBe('01937653');
    expect(suggestInvoiceNumber(subjects, 5, null)).toBeNull();
    expect(suggestInvoiceNumber(subjects, 4, 1)).toBeNull();
    expect(suggestInvoiceNumber(subjects, 13, 99_999_999)).toBeNull();
  });

  it('lets questions trade places only when each fits the other place', () => {
    expect(canSwap(subject(5, 5, 1), subject(6, 5, 2))).toBe(true);
    expect(canSwap(subject(4, 4, 0), subject(5, 5, 1))).toBe(false);
    expect(canSwap(subject(15, 6, 2), subject(16, 7, 1))).toBe(false);
  });
});

describe('whole-list edits', () => {
  it('moves, puts, removes and finds a repeated name', () => {
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(putRow(['a', 'b'], 'x', 1)).toEqual(['a', 'x']);
    expect(putRow(['a', 'b'], 'x', undefined)).toEqual(['a', 'b', 'x']);
    expect(removeRow(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    const rows = [{ n: '甲' }, { n: '乙' }];
    expect(findDuplicate(rows, { n: ' 乙 ' }, 0, (r) => r.n)).toEqual({ n: '乙' });
    expect(findDuplicate(rows, { n: '乙' }, 1, (r) => r.n)).toBeUndefined();
  });
});
