/**
 * Period-end (期末处理) and 结账: the transfer vouchers the software proposes (结转损益, 转出未交增值税, 附加税费,
 * 所得税) and the checks of 结账 and 反结账. The convention of Chinese books is kept throughout: a P&L account is
 * written on its own side (a sales return in red on the credit of 主营业务收入, interest income in red on the debit
 * of 财务费用) and emptied on the other side at the month end, so the income statement reads one side only.
 */
import type Decimal from 'decimal.js';
import { Dec } from '../decimal';
import type { TTrialBalance } from './books';
import { KEY_ACCOUNTS, leavesOf, type TChart } from './chart';
import { ledgerMessages as m } from './messages';
import type { TPeriod, TVoucher, TVoucherLine } from './types';

const ZERO = new Dec(0);

function money(value: Decimal): string {
  return value.toFixed(2);
}

/** The P&L leaves of a chart (revenue and expense accounts). */
export function profitLossLeaves(chart: TChart): string[] {
  return [...chart.accounts.values()]
    .filter((account) => account.class === 'profit_loss' && account.children.length === 0)
    .map((account) => account.code);
}

/**
 * 结转损益: each P&L leaf with a balance emptied on its other side against 本年利润 (red when the balance is on the
 * unusual side). `split` gives two vouchers (收入 first, then 费用) as many books do; otherwise one.
 */
export function profitTransferLines(
  chart: TChart,
  tb: TTrialBalance,
  split = false,
  summary = '结转本期损益',
): TVoucherLine[][] {
  const profitAccount = KEY_ACCOUNTS[chart.standard].profitForYear;
  const revenue: TVoucherLine[] = [];
  const expense: TVoucherLine[] = [];
  let revenueTotal = ZERO;
  let expenseTotal = ZERO;
  for (const code of profitLossLeaves(chart)) {
    const account = chart.accounts.get(code);
    const net = tb.rows.get(code)?.closing ?? ZERO;
    if (!account || net.isZero()) continue;
    if (account.side === 'credit') {
      // a credit balance (net < 0) is emptied by a debit of the same amount
      revenue.push({ summary, account: code, debit: money(net.neg()), credit: null });
      revenueTotal = revenueTotal.plus(net.neg());
    } else {
      expense.push({ summary, account: code, debit: null, credit: money(net) });
      expenseTotal = expenseTotal.plus(net);
    }
  }
  const profitLine = (debit: Decimal | null, credit: Decimal | null): TVoucherLine => ({
    summary,
    account: profitAccount,
    debit: debit ? money(debit) : null,
    credit: credit ? money(credit) : null,
  });
  if (split) {
    const out: TVoucherLine[][] = [];
    if (revenue.length > 0) {
      out.push(nonZero(revenueTotal.isZero() ? revenue : [...revenue, profitLine(null, revenueTotal)]));
    }
    if (expense.length > 0) {
      out.push(nonZero(expenseTotal.isZero() ? expense : [profitLine(expenseTotal, null), ...expense]));
    }
    return out;
  }
  if (revenue.length === 0 && expense.length === 0) return [];
  const net = revenueTotal.minus(expenseTotal);
  // a profit on the credit of 本年利润 and a loss on its debit; when only expenses (only revenues) are moved, on the
  // side that faces them, in red if need be, so the voucher's totals are never nothing
  const onDebit = revenueTotal.isZero() ? true : expenseTotal.isZero() ? false : net.lt(0);
  // revenues and expenses that cancel need no line on 本年利润
  if (net.isZero()) return [nonZero([...revenue, ...expense])];
  const profit = onDebit ? profitLine(net.neg(), null) : profitLine(null, net);
  return [[...revenue, ...expense, profit]];
}

/**
 * A transfer whose red lines cancel the others leaves totals of nothing, which no voucher may have: its red lines
 * then go on the other side in blue (an expense with a credit balance emptied by a debit).
 */
function nonZero(lines: TVoucherLine[]): TVoucherLine[] {
  const debit = lines.reduce((sum, line) => sum.plus(line.debit ?? 0), ZERO);
  if (!debit.isZero()) return lines;
  return lines.map((line) => {
    const amount = new Dec(line.debit ?? line.credit ?? 0);
    if (!amount.isNegative()) return line;
    const blue = money(amount.neg());
    return line.debit !== null ? { ...line, debit: null, credit: blue } : { ...line, debit: blue, credit: null };
  });
}

/** The sub-accounts of 应交增值税 a case uses for the VAT transfer. */
export interface TVatAccounts {
  /** 应交税费—应交增值税 (its columns are its children) */
  vat: string;
  /** 应交增值税—转出未交增值税 (debit column) */
  transferOutUnpaid: string;
  /** 应交增值税—转出多交增值税 (credit column), when the case has it */
  transferOutOverpaid?: string;
  /** 应交税费—未交增值税 */
  unpaid: string;
}

/**
 * 转出未交增值税: a credit balance left in 应交增值税 (销项 and 进项税额转出 over 进项 and 已交税金) is moved to
 * 未交增值税; a debit balance left stays as 留抵 (nothing to transfer) unless taxes were prepaid (转出多交增值税,
 * at most what was paid). Returns the lines, or none when nothing is owed.
 */
export function vatTransferLines(
  chart: TChart,
  tb: TTrialBalance,
  accounts: TVatAccounts,
  prepaid: Decimal = ZERO,
): TVoucherLine[] {
  const net = leavesOf(chart, accounts.vat)
    .filter((code) => code !== accounts.transferOutUnpaid && code !== accounts.transferOutOverpaid)
    .reduce((sum, code) => sum.plus(tb.rows.get(code)?.closing ?? ZERO), ZERO);
  if (net.lt(0)) {
    const owed = net.neg();
    return [
      { summary: '转出本月未交增值税', account: accounts.transferOutUnpaid, debit: money(owed), credit: null },
      { summary: '转出本月未交增值税', account: accounts.unpaid, debit: null, credit: money(owed) },
    ];
  }
  if (net.gt(0) && prepaid.gt(0) && accounts.transferOutOverpaid) {
    const over = Dec.min(net, prepaid);
    return [
      { summary: '转出本月多交增值税', account: accounts.unpaid, debit: money(over), credit: null },
      { summary: '转出本月多交增值税', account: accounts.transferOutOverpaid, debit: null, credit: money(over) },
    ];
  }
  return [];
}

/** 附加税费: city maintenance (7 %, 5 % or 1 % by place), education surcharge 3 %, local education surcharge 2 %. */
export const SURCHARGE_RATES = {
  city: { city: '0.07', county: '0.05', other: '0.01' },
  education: '0.03',
  localEducation: '0.02',
} as const;

/** Each surcharge on a base (the VAT and consumption tax of the month), rounded to the fen; halved when relieved. */
export function surcharges(
  base: Decimal,
  place: keyof typeof SURCHARGE_RATES.city = 'city',
  halved = false,
): { city: Decimal; education: Decimal; localEducation: Decimal; total: Decimal } {
  const of = (rate: string) => {
    const full = base.times(rate);
    return (halved ? full.times('0.5') : full).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  };
  const city = of(SURCHARGE_RATES.city[place]);
  const education = of(SURCHARGE_RATES.education);
  const localEducation = of(SURCHARGE_RATES.localEducation);
  return { city, education, localEducation, total: city.plus(education).plus(localEducation) };
}

/** The state of the periods a 结账 needs to know. */
export interface TClosingState {
  period: TPeriod;
  /** the period before is closed (or this is the first period of the books) */
  previousClosed: boolean;
  closed: boolean;
  vouchers: readonly Pick<TVoucher, 'status'>[];
}

/**
 * Why the period cannot be closed (empty: it can): the previous period open, vouchers not audited or not posted,
 * P&L accounts with balances (结转损益 not done), an unbalanced trial balance.
 */
export function closeProblems(chart: TChart, tb: TTrialBalance, state: TClosingState): string[] {
  const problems: string[] = [];
  if (state.closed) return [m.alreadyClosed];
  if (!state.previousClosed) {
    const previous =
      state.period.month === 1
        ? { year: state.period.year - 1, month: 12 }
        : { year: state.period.year, month: state.period.month - 1 };
    problems.push(m.previousNotClosed(previous.year, previous.month));
  }
  const unaudited = state.vouchers.filter((v) => v.status === 'draft').length;
  if (unaudited > 0) problems.push(m.unaudited(unaudited));
  const unposted = state.vouchers.filter((v) => v.status !== 'posted').length;
  if (unposted > 0) problems.push(m.unposted(unposted));
  const open = profitLossLeaves(chart).filter((code) => !(tb.rows.get(code)?.closing ?? ZERO).isZero());
  if (open.length > 0) {
    problems.push(m.profitLossNotZero(open.map((code) => chart.accounts.get(code)?.fullName ?? code).join('、')));
  }
  const t = tb.totals;
  if (!t.openingDebit.eq(t.openingCredit) || !t.debit.eq(t.credit) || !t.closingDebit.eq(t.closingCredit)) {
    problems.push(m.trialUnbalanced);
  }
  return problems;
}

/** 反结账: only a closed period whose next period is not closed. */
export function reopenProblem(closed: boolean, nextClosed: boolean): string | null {
  if (!closed) return m.notClosed;
  if (nextClosed) return m.reopenNextClosed;
  return null;
}
