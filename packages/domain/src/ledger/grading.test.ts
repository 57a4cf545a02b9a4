import { describe, expect, it } from 'vitest';
import { gradeStatement, gradeVouchers, wrongLineKeys } from './grading';
import type { TVoucherLine } from './types';

const l = (account: string, debit: string | null, credit: string | null, extra: Partial<TVoucherLine> = {}) => ({
  summary: '摘要',
  account,
  debit,
  credit,
  ...extra,
});

const MODEL = [
  {
    lines: [l('560201', '500.00', null), l('22210101', '65.00', null), l('100201', null, '565.00')],
  },
];

describe('grading an item’s vouchers', () => {
  it.each<[string, TVoucherLine[][], boolean, string[]]>([
    [
      'the same lines in another order',
      [[l('100201', null, '565.00'), l('22210101', '65.00', null), l('560201', '500.00', null)]],
      true,
      [],
    ],
    [
      'one entry split into two lines',
      [
        [
          l('560201', '300.00', null),
          l('560201', '200.00', null),
          l('22210101', '65.00', null),
          l('100201', null, '565.00'),
        ],
      ],
      true,
      [],
    ],
    [
      'a wrong account',
      [[l('560202', '500.00', null), l('22210101', '65.00', null), l('100201', null, '565.00')]],
      false,
      ['v1.l1', 'missing'],
    ],
    [
      'a wrong amount on both sides',
      [[l('560201', '550.00', null), l('22210101', '65.00', null), l('100201', null, '615.00')]],
      false,
      ['v1.l1', 'v1.l3'],
    ],
    [
      'sides swapped',
      [[l('560201', null, '500.00'), l('22210101', null, '65.00'), l('100201', '565.00', null)]],
      false,
      ['v1.l1', 'v1.l2', 'v1.l3', 'missing'],
    ],
    ['nothing entered', [], false, ['missing']],
  ])('%s', (_name, vouchers, right, keys) => {
    const grade = gradeVouchers(
      MODEL,
      vouchers.map((lines) => ({ lines })),
    );
    expect(grade.right).toBe(right);
    expect(wrongLineKeys(grade)).toEqual(keys);
  });

  it('is indifferent to one voucher or two, and compares customers and quantities', () => {
    const model = [
      {
        lines: [
          l('1122', '113.00', null, { aux: { customer: 'C01' } }),
          l('5001', null, '100.00'),
          l('22210102', null, '13.00'),
        ],
      },
      { lines: [l('5401', '80.00', null), l('140501', null, '80.00', { quantity: '2' })] },
    ];
    const oneVoucher = [{ lines: model.flatMap((v) => v.lines) }];
    expect(gradeVouchers(model, oneVoucher).right).toBe(true);
    const otherCustomer = [
      { lines: oneVoucher[0].lines.map((x) => (x.account === '1122' ? { ...x, aux: { customer: 'C02' } } : x)) },
    ];
    expect(wrongLineKeys(gradeVouchers(model, otherCustomer))).toEqual(['v1.l1', 'missing']);
    const otherQuantity = [
      { lines: oneVoucher[0].lines.map((x) => (x.account === '140501' ? { ...x, quantity: '3' } : x)) },
    ];
    expect(wrongLineKeys(gradeVouchers(model, otherQuantity))).toEqual(['v1.l5']);
  });
});

describe('grading a statement', () => {
  const answer = [
    { line: 1, values: ['1200.00', '800.00'] as const },
    { line: 2, values: ['0.00', '0.00'] as const },
  ];
  it('compares numbers as numbers, an empty cell as nothing', () => {
    expect(gradeStatement(answer, { '1': ['1,200', '800.00'], '2': [null, ''] })).toEqual([]);
    expect(gradeStatement(answer, { '1': ['1200.01', 'abc'] })).toEqual(['r1c1', 'r1c2']);
    expect(gradeStatement(answer, {})).toEqual(['r1c1', 'r1c2']);
  });
});
