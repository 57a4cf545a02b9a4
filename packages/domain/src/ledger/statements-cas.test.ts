import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auxBalances, postingsOf, trialBalance } from './books';
import { chartOf } from './chart';
import { profitTransferLines } from './closing';
import { gradeStatement } from './grading';
import { CAS_BALANCE_SHEET, CAS_INCOME_STATEMENT, formulaProblem, statementColumns, statementOf } from './statements';
import type { TOpeningBalance, TVoucherInput, TVoucherLine } from './types';

// a company on 企业会计准则 (the 2006 chart: equity 4xxx, cost 5xxx, P&L 6xxx)
const chart = chartOf('cas', [
  { code: '100201', name: '工行' },
  { code: '660201', name: '办公费' },
  { code: '660202', name: '研究费用' },
  { code: '660301', name: '利息支出' },
  { code: '660302', name: '利息收入', side: 'credit' },
  { code: '410415', name: '未分配利润' },
]);
const PERIOD = { year: 2026, month: 6 };
const OPENING: TOpeningBalance[] = [
  { account: '100201', balance: '500000.00' },
  { account: '1405', balance: '80000.00' },
  { account: '1601', balance: '200000.00' },
  { account: '1602', balance: '40000.00' },
  { account: '2001', balance: '100000.00' },
  { account: '4001', balance: '600000.00' },
  { account: '410415', balance: '40000.00' },
];
const line = (account: string, debit: string | null, credit: string | null): TVoucherLine => ({
  summary: '业务',
  account,
  debit,
  credit,
});

describe('企业会计准则 statements (会企01, 会企02)', () => {
  it('are found by standard and type, and every formula names accounts of the chart', () => {
    expect(statementOf('cas', 0)).toBe(CAS_BALANCE_SHEET);
    expect(statementOf('cas', 1)).toBe(CAS_INCOME_STATEMENT);
    for (const def of [CAS_BALANCE_SHEET, CAS_INCOME_STATEMENT]) {
      for (const entry of def.lines)
        expect(formulaProblem(def, chart, entry.formula), `${def.code} ${entry.line}`).toBeNull();
    }
  });

  it('draws a month by hand: 研发费用 apart from 管理费用, interest income apart, 上期金额 left empty', () => {
    const vouchers: TVoucherInput[] = [
      {
        word: '记',
        number: 1,
        date: '2026-06-05',
        attachments: 1,
        lines: [line('100201', '113000.00', null), line('6001', null, '100000.00'), line('2221', null, '13000.00')],
      },
      {
        word: '记',
        number: 2,
        date: '2026-06-30',
        attachments: 1,
        lines: [line('6401', '60000.00', null), line('1405', null, '60000.00')],
      },
      {
        word: '记',
        number: 3,
        date: '2026-06-10',
        attachments: 1,
        lines: [line('660201', '3000.00', null), line('660202', '5000.00', null), line('100201', null, '8000.00')],
      },
      {
        word: '记',
        number: 4,
        date: '2026-06-21',
        attachments: 1,
        lines: [
          line('660301', '300.00', null),
          line('100201', '120.00', null),
          line('660302', null, '120.00'),
          line('2231', null, '300.00'),
        ],
      },
      {
        word: '记',
        number: 5,
        date: '2026-06-30',
        attachments: 1,
        lines: [line('6602', '2000.00', null), line('1602', null, '2000.00')].map((l) =>
          l.account === '6602' ? { ...l, account: '660201' } : l,
        ),
      },
    ];
    let tb = trialBalance(chart, PERIOD, OPENING, postingsOf(vouchers));
    const [transfer] = profitTransferLines(chart, tb);
    const all = [...vouchers, { word: '记' as const, number: 6, date: '2026-06-30', attachments: 0, lines: transfer }];
    const postings = postingsOf(all);
    tb = trialBalance(chart, PERIOD, OPENING, postings);
    const input = { chart, tb, aux: auxBalances(chart, OPENING, postings), yearStart: OPENING, postings };
    const is = new Map(statementColumns(CAS_INCOME_STATEMENT, input).map((r) => [r.line, r.values]));
    expect(is.get(1)).toEqual(['100000.00', '']);
    expect(is.get(5)?.[0]).toBe('5000.00');
    expect(is.get(6)?.[0]).toBe('5000.00');
    expect(is.get(7)?.[0]).toBe('180.00');
    expect(is.get(8)?.[0]).toBe('300.00');
    expect(is.get(9)?.[0]).toBe('120.00');
    // 100,000 − 60,000 − 5,000 − 5,000 − 180
    expect(is.get(24)?.[0]).toBe('29820.00');
    const bs = new Map(statementColumns(CAS_BALANCE_SHEET, input).map((r) => [r.line, r.values]));
    expect(bs.get(34)).toEqual(bs.get(72));
    expect(bs.get(22)?.[0]).toBe('158000.00');
    expect(bs.get(70)).toEqual(['69820.00', '40000.00']);
    // the empty 上期金额 is not graded
    const answer = statementColumns(CAS_INCOME_STATEMENT, input);
    const typed = Object.fromEntries(answer.map((r) => [String(r.line), [r.values[0], null] as [string, null]]));
    expect(gradeStatement(answer, typed)).toEqual([]);
  });

  it('balance for any balanced month closed by 结转损益', () => {
    const leaves = [...chart.accounts.values()].filter(
      (a) => a.children.length === 0 && !['5101', '4103', '6901'].includes(a.code),
    );
    const cents = fc.integer({ min: 1, max: 9_999_999 });
    const voucherArb = fc
      .tuple(fc.constantFrom(...leaves.map((a) => a.code)), fc.constantFrom(...leaves.map((a) => a.code)), cents)
      .map(
        ([debit, credit, amount]): TVoucherInput => ({
          word: '记',
          number: 1,
          date: '2026-06-15',
          attachments: 0,
          lines: [line(debit, (amount / 100).toFixed(2), null), line(credit, null, (amount / 100).toFixed(2))],
        }),
      );
    fc.assert(
      fc.property(fc.array(voucherArb, { minLength: 1, maxLength: 10 }), (vouchers) => {
        const numbered = vouchers.map((v, i) => ({ ...v, number: i + 1 }));
        const before = trialBalance(chart, PERIOD, OPENING, postingsOf(numbered));
        const transfers = profitTransferLines(chart, before).map(
          (lines, i): TVoucherInput => ({ word: '转', number: i + 1, date: '2026-06-30', attachments: 0, lines }),
        );
        const postings = postingsOf([...numbered, ...transfers]);
        const tb = trialBalance(chart, PERIOD, OPENING, postings);
        const input = { chart, tb, aux: [], yearStart: OPENING, postings };
        const bs = new Map(statementColumns(CAS_BALANCE_SHEET, input).map((r) => [r.line, r.values]));
        expect(bs.get(34)?.[0]).toBe(bs.get(72)?.[0]);
        const is = new Map(statementColumns(CAS_INCOME_STATEMENT, input).map((r) => [r.line, r.values]));
        const profit = (tb.rows.get('4103')?.closing ?? tb.totals.debit).neg();
        expect(is.get(24)?.[0]).toBe(profit.toFixed(2));
      }),
      { numRuns: 100 },
    );
  });
});
