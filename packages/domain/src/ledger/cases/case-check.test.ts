import { describe, expect, it } from 'vitest';
import { caseProblems } from '../case-check';
import type { TLedgerCase } from '../types';
import { SUITONG_2026_06_LEDGER as CASE } from './suitong-2026-06';

const withItems = (items: TLedgerCase['items']): TLedgerCase => ({ ...CASE, items });

describe('a case acc5 may give students', () => {
  it('the seeded case has no problem', () => {
    expect(caseProblems(CASE)).toEqual([]);
  });

  it('names where a case breaks a rule', () => {
    const [first, second] = CASE.items;
    const broken = withItems([
      { ...first, date: '2026-07-01' },
      { ...second, id: first.id },
      {
        ...second,
        id: 99,
        vouchers: [{ attachments: 1, lines: [{ summary: '差额', account: '1001', debit: '1.00', credit: null }] }],
      },
    ]);
    expect(caseProblems(broken)).toEqual([
      '业务1：业务日期须在2026年6月内',
      '业务1：业务编号重复',
      '业务99第1张凭证：凭证至少需要两行分录',
    ]);
    expect(
      caseProblems({ ...CASE, opening: [...CASE.opening, { account: '1001', balance: '1.00' }], items: [first] }),
    ).toEqual(['期初余额试算不平衡：借方比贷方多1.00元']);
    expect(
      caseProblems({ ...CASE, company: { ...CASE.company, people: { ...CASE.company.people, reviewer: '陈思远' } } }),
    ).toEqual(['审核人与制单人不能为同一人']);
    expect(caseProblems({ ...CASE, period: { year: 2026, month: 13 } })).toEqual(['会计期间有误']);
  });
});
