// The engine against the case's figures computed by hand (an independent script of decimal arithmetic): the
// posting rules, the books, the closing and both statements of 穗通公司 June 2026, to the fen.
import { describe, expect, it } from 'vitest';
import { auxBalances, bookProblems, closingOnSide, openingProblems, postingsOf, trialBalance } from '../books';
import { buildChart } from '../chart';
import { closeProblems, profitLossLeaves } from '../closing';
import { gradeVouchers } from '../grading';
import { SBE_BALANCE_SHEET, SBE_INCOME_STATEMENT, statementColumns } from '../statements';
import type { TVoucherInput } from '../types';
import { voucherProblems } from '../voucher';
import { SUITONG_2026_06_LEDGER as CASE } from './suitong-2026-06';
import { SUITONG_2026_06_EXPECTED as EXPECTED } from './suitong-2026-06.expected';

const { chart, problems: chartProblems } = buildChart(CASE.company.standard, CASE.accounts, CASE.settings);
const numbered: TVoucherInput[] = [];
for (const item of CASE.items) {
  for (const voucher of item.vouchers) {
    numbered.push({
      word: '记',
      number: numbered.length + 1,
      date: item.date,
      attachments: voucher.attachments,
      lines: voucher.lines,
    });
  }
}
const postings = postingsOf(numbered);
const tb = trialBalance(chart, CASE.period, CASE.opening, postings);
const aux = auxBalances(chart, CASE.opening, postings);
const knownAux = (kind: string, code: string) =>
  (CASE.auxItems[kind as keyof typeof CASE.auxItems] ?? []).some((item) => item.code === code);

describe('穗通公司 June 2026: the engine reproduces the hand-computed books', () => {
  it('builds the chart and takes the opening and year-start balances', () => {
    expect(chartProblems).toEqual([]);
    expect(openingProblems(chart, CASE.opening, knownAux)).toEqual([]);
    expect(openingProblems(chart, CASE.yearStart ?? [], knownAux)).toEqual([]);
  });

  it('every model voucher keeps every rule of entry, and is right against itself', () => {
    for (const voucher of numbered) {
      expect(voucherProblems(voucher, { chart, auxItems: CASE.auxItems, period: CASE.period })).toEqual([]);
    }
    for (const item of CASE.items) expect(gradeVouchers(item.vouchers, item.vouchers).right).toBe(true);
    expect(CASE.items.length).toBeGreaterThanOrEqual(30);
  });

  it('closes every account at the figure of the hand computation', () => {
    const wrong = Object.entries(EXPECTED.closing)
      .filter(([code, value]) => closingOnSide(chart, tb, code).toFixed(2) !== value)
      .map(([code, value]) => `${code}: ${closingOnSide(chart, tb, code).toFixed(2)} ≠ ${value}`);
    expect(wrong).toEqual([]);
    const t = tb.totals;
    expect({
      openingDebit: t.openingDebit.toFixed(2),
      openingCredit: t.openingCredit.toFixed(2),
      periodDebit: t.debit.toFixed(2),
      periodCredit: t.credit.toFixed(2),
      closingDebit: t.closingDebit.toFixed(2),
      closingCredit: t.closingCredit.toFixed(2),
    }).toEqual(EXPECTED.trialBalanceTotals);
    expect(bookProblems(chart, tb, aux)).toEqual([]);
  });

  it('leaves P&L at zero and may be closed', () => {
    for (const code of profitLossLeaves(chart)) expect(tb.rows.get(code)?.closing.isZero()).toBe(true);
    expect(
      closeProblems(chart, tb, {
        period: CASE.period,
        previousClosed: true,
        closed: false,
        vouchers: numbered.map(() => ({ status: 'posted' as const })),
      }),
    ).toEqual([]);
  });

  it('draws up both statements as computed by hand', () => {
    const input = { chart, tb, aux, yearStart: CASE.yearStart ?? [], postings };
    const bs = statementColumns(SBE_BALANCE_SHEET, input).map((row) => ({
      line: row.line,
      closing: row.values[0],
      yearStart: row.values[1],
    }));
    expect(bs).toEqual(EXPECTED.balanceSheet.map(({ line, closing, yearStart }) => ({ line, closing, yearStart })));
    const is = statementColumns(SBE_INCOME_STATEMENT, input).map((row) => ({
      line: row.line,
      ytd: row.values[0],
      month: row.values[1],
    }));
    expect(is).toEqual(EXPECTED.incomeStatement.map(({ line, ytd, month }) => ({ line, ytd, month })));
  });
});
