import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldFamily, fieldLabel, invoiceGradeKeys, rowGradeKeys } from './wrong-fields';

describe('wrong-field keys of graded answers', () => {
  it('flatten an invoice grade: type, status, buyer, goods rows (from 1), missing and extra rows, list, remark', () => {
    expect(
      invoiceGradeKeys({
        type: true,
        status: false,
        customer: ['kh_name'],
        lines: [{ index: 1, fields: ['price', 'tax_amount'] }],
        missing: [2],
        extra: [],
        list: { lines: [{ index: 0, fields: ['money'] }], missing: [], extra: [3] },
        remark: true,
      }),
    ).toEqual([
      'invoice_type',
      'kh_name',
      'goods.2.price',
      'goods.2.tax_amount',
      'goods.3',
      'list.1.money',
      'list.4',
      'remark',
    ]);
    expect(invoiceGradeKeys({ type: false, status: false, customer: [], lines: [], missing: [], extra: [] })).toEqual(
      [],
    );
  });

  it('flatten a row grade', () => {
    expect(rowGradeKeys({ wrongRows: [{ index: 0, fields: ['tax_num'] }], missing: [], extra: [4] })).toEqual([
      'rows.1.tax_num',
      'rows.5',
    ]);
  });

  it.each([
    ['kh_name', '购买方名称'],
    ['goods.2.tax_amount', '商品第2行·税额'],
    ['goods.3', '商品第3行'],
    ['goods.tax_amount', '商品·税额'],
    ['rows.1.tax_num', '第1行·税号'],
    ['list.4', '清单第4行'],
    ['remark', '备注'],
    ['unknown_field', 'unknown_field'],
  ])('label %s as %s', (key, label) => {
    expect(fieldLabel(key)).toBe(label);
  });

  it('group a field over rows into its family, and leave plain fields alone', () => {
    expect(fieldFamily('goods.2.tax_amount')).toBe('goods.tax_amount');
    expect(fieldFamily('goods.12')).toBe('goods');
    expect(fieldFamily('kh_name')).toBe('kh_name');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.constantFrom('price', 'money', 'tax_amount'), (row, field) => {
        expect(fieldFamily(`goods.${row}.${field}`)).toBe(`goods.${field}`);
      }),
    );
  });
});
