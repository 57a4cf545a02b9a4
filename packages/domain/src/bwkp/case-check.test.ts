import { describe, expect, it } from 'vitest';
import { checkCase, checkSubject } from './case-check';
import { SAMPLE_SUBJECTS } from './sample-case';
import type { TSubject } from './types';

function at(sort: number): TSubject {
  return structuredClone(SAMPLE_SUBJECTS[sort - 1]);
}

describe('checkCase', () => {
  it('the sample case has no problems', () => {
    expect(checkCase(SAMPLE_SUBJECTS)).toEqual([]);
  });

  it('finds missing, duplicated and out-of-range questions', () => {
    const subjects = [...SAMPLE_SUBJECTS.slice(1), at(2), { ...at(17), sort: 18 }];
    expect(checkCase(subjects)).toEqual([
      { sort: 1, message: '缺少第1题' },
      { sort: 2, message: '第2题重复' },
      { sort: 18, message: '题号18不在1到17之间' },
    ]);
  });
});

describe('checkSubject', () => {
  it.each<[string, (subject: TSubject) => TSubject, number, string]>([
    ['wrong kind at its place', (s) => ({ ...s, subject_type: 5 }), 15, '第15题应为清单发票开具题（subject_type 6）'],
    ['non-invoice with a type', (s) => ({ ...s, invoice_type: 1 }), 2, '第2题不开发票，发票类型应为0'],
    ['invoice without type', (s) => ({ ...s, invoice_type: 0 }), 5, '第5题发票类型应为1或2'],
    ['no buyer', (s) => ({ ...s, kh_data: { ...s.kh_data, kh_name: ' ' } }), 5, '第5题缺少购买方名称'],
    ['no lines', (s) => ({ ...s, goods_content: [] }), 6, '第6题没有货物行'],
    [
      'bad money',
      (s) => ({ ...s, goods_content: [{ ...s.goods_content[0], money: '2260.01' }] }),
      5,
      '第5题货物行第1行金额不等于数量乘单价',
    ],
    [
      'bad tax',
      (s) => ({ ...s, goods_content: [{ ...s.goods_content[0], tax_amount: '260.01' }] }),
      5,
      '第5题货物行第1行税额不等于金额÷(1+税率)×税率',
    ],
    [
      'bad rate',
      (s) => ({ ...s, goods_content: [{ ...s.goods_content[0], tax_rate: '0.17' }] }),
      6,
      '第6题货物行第1行税率不是可选税率',
    ],
    [
      'name without short name',
      (s) => ({ ...s, goods_content: [{ ...s.goods_content[0], fwname: '激光打印机' }] }),
      6,
      '第6题货物行第1行名称应写作*简称*名称',
    ],
    [
      '0 % on a special invoice',
      (s) => ({ ...s, goods_content: [{ ...s.goods_content[0], tax_rate: '0', tax_amount: '0.00' }] }),
      6,
      '第6题货物行第1行专用发票不能使用0税率',
    ],
    [
      'list of 8 lines',
      (s) => ({ ...s, goods_content: s.goods_content.slice(0, 8) }),
      15,
      '第15题清单发票应多于8行货物',
    ],
    [
      '9 lines without list',
      (s) => ({ ...s, goods_content: Array.from({ length: 9 }, () => s.goods_content[0]) }),
      13,
      '第13题超过8行，应为清单发票',
    ],
    ['no re-issue lines', (s) => ({ ...s, again_goods_content: undefined }), 10, '第10题没有重开货物行'],
    ['void of a later question', (s) => ({ ...s, void_sort: 10 }), 10, '第10题作废的发票应为前面题目所开'],
    ['red without blue invoice', (s) => ({ ...s, red: undefined }), 12, '第12题缺少对应正数发票的代码和号码'],
    [
      'discount that cannot apply',
      (s) => ({ ...s, discount: { line: 3, tax: 5 } }),
      16,
      '第16题折扣无法添加：请输入正确的折扣行号！',
    ],
    [
      'non-numeric money',
      (s) => ({ ...s, goods_content: [{ ...s.goods_content[0], money: 'x' }] }),
      13,
      '第13题货物行第1行金额或税额不是数字',
    ],
    [
      'no quantity',
      (s) => ({ ...s, goods_content: [{ ...s.goods_content[0], goods_num: '' }] }),
      13,
      '第13题货物行第1行缺少数量或单价',
    ],
  ])('%s', (_label, change, sort, message) => {
    expect(checkSubject(change(at(sort)))).toContain(message);
  });
});
