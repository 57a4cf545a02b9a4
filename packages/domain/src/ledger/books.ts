/**
 * The books, computed from the opening balances and the posted vouchers: 科目余额表 (trial balance, every level),
 * 总账, 明细账 (三栏式, 数量金额式, 多栏式), 现金/银行日记账, auxiliary balances, and the integrity checks of the
 * reference (first-level totals balance, each parent equals its children, auxiliary totals equal their account).
 * Balances are kept signed, debit positive; a row shows them on the side they fall (借/贷/平).
 */
import type Decimal from 'decimal.js';
import { Dec } from '../decimal';
import type { TChart } from './chart';
import {
  AUX_KIND_NAMES,
  type TAuxKind,
  type TAuxRef,
  type TOpeningBalance,
  type TPeriod,
  type TVoucherInput,
} from './types';
import { amountOf } from './voucher';

const ZERO = new Dec(0);

/** One line of a posted voucher, as the books read it. */
export interface TPosting {
  account: string;
  aux: TAuxRef;
  debit: Decimal;
  credit: Decimal;
  quantity: Decimal | null;
  date: string;
  word: string;
  number: number;
  summary: string;
}

const WORD_ORDER: Record<string, number> = { 记: 0, 收: 1, 付: 2, 转: 3 };

/** The lines of vouchers in book order (date, word, number, line). */
export function postingsOf(vouchers: readonly TVoucherInput[]): TPosting[] {
  const ordered = [...vouchers].sort(
    (a, b) =>
      a.date.localeCompare(b.date) || (WORD_ORDER[a.word] ?? 9) - (WORD_ORDER[b.word] ?? 9) || a.number - b.number,
  );
  return ordered.flatMap((voucher) =>
    voucher.lines.map((line) => ({
      account: line.account,
      aux: line.aux ?? {},
      debit: amountOf(line.debit) ?? ZERO,
      credit: amountOf(line.credit) ?? ZERO,
      quantity: line.quantity ? new Dec(line.quantity) : null,
      date: voucher.date,
      word: voucher.word,
      number: voucher.number,
      summary: line.summary,
    })),
  );
}

/** A balance as a row shows it: 借/贷/平 and the amount on that side. */
export interface TShownBalance {
  direction: '借' | '贷' | '平';
  amount: Decimal;
}

export function shownBalance(net: Decimal): TShownBalance {
  if (net.isZero()) return { direction: '平', amount: ZERO };
  return net.gt(0) ? { direction: '借', amount: net } : { direction: '贷', amount: net.neg() };
}

/** The debit and credit columns of a signed balance (one of them zero). */
export function balanceColumns(net: Decimal): { debit: Decimal; credit: Decimal } {
  return net.gte(0) ? { debit: net, credit: ZERO } : { debit: ZERO, credit: net.neg() };
}

/** A row of the 科目余额表. Every amount is exact; `opening` and `closing` are signed, debit positive. */
export interface TBalanceRow {
  code: string;
  name: string;
  fullName: string;
  level: number;
  opening: Decimal;
  /** movements of this period */
  debit: Decimal;
  credit: Decimal;
  /** movements of the year to date, this period included (本年累计) */
  ytdDebit: Decimal;
  ytdCredit: Decimal;
  closing: Decimal;
  openingQuantity: Decimal | null;
  closingQuantity: Decimal | null;
}

/** The 科目余额表 of a period: a row for every account of the chart (parents summing their children). */
export interface TTrialBalance {
  period: TPeriod;
  rows: ReadonlyMap<string, TBalanceRow>;
  /** over the first-level accounts: the six columns' totals */
  totals: {
    openingDebit: Decimal;
    openingCredit: Decimal;
    debit: Decimal;
    credit: Decimal;
    closingDebit: Decimal;
    closingCredit: Decimal;
  };
}

/** The signed (debit positive) value of an opening balance given on its account's side. */
export function signedOpening(chart: TChart, opening: Pick<TOpeningBalance, 'account' | 'balance'>): Decimal {
  const amount = amountOf(opening.balance) ?? ZERO;
  return chart.accounts.get(opening.account)?.side === 'credit' ? amount.neg() : amount;
}

/** Compute the trial balance of a period from the opening balances (at leaves) and the period's postings. */
export function trialBalance(
  chart: TChart,
  period: TPeriod,
  opening: readonly TOpeningBalance[],
  postings: readonly TPosting[],
): TTrialBalance {
  const rows = new Map<string, TBalanceRow>();
  for (const account of chart.accounts.values()) {
    rows.set(account.code, {
      code: account.code,
      name: account.name,
      fullName: account.fullName,
      level: account.level,
      opening: ZERO,
      debit: ZERO,
      credit: ZERO,
      ytdDebit: ZERO,
      ytdCredit: ZERO,
      closing: ZERO,
      openingQuantity: account.unit !== null ? ZERO : null,
      closingQuantity: account.unit !== null ? ZERO : null,
    });
  }
  // add to a leaf and every ancestor
  const addUp = (code: string, apply: (row: TBalanceRow) => void) => {
    let current = chart.accounts.get(code);
    while (current) {
      const row = rows.get(current.code);
      if (row) apply(row);
      current = current.parent ? chart.accounts.get(current.parent) : undefined;
    }
  };
  for (const entry of opening) {
    if (!chart.accounts.has(entry.account)) continue;
    const net = signedOpening(chart, entry);
    const ytdDebit = amountOf(entry.ytdDebit) ?? ZERO;
    const ytdCredit = amountOf(entry.ytdCredit) ?? ZERO;
    const quantity = entry.quantity ? new Dec(entry.quantity) : null;
    addUp(entry.account, (row) => {
      row.opening = row.opening.plus(net);
      row.ytdDebit = row.ytdDebit.plus(ytdDebit);
      row.ytdCredit = row.ytdCredit.plus(ytdCredit);
      if (quantity && row.openingQuantity) row.openingQuantity = row.openingQuantity.plus(quantity);
    });
  }
  for (const posting of postings) {
    if (!chart.accounts.has(posting.account)) continue;
    addUp(posting.account, (row) => {
      row.debit = row.debit.plus(posting.debit);
      row.credit = row.credit.plus(posting.credit);
    });
  }
  const totals = {
    openingDebit: ZERO,
    openingCredit: ZERO,
    debit: ZERO,
    credit: ZERO,
    closingDebit: ZERO,
    closingCredit: ZERO,
  };
  for (const row of rows.values()) {
    row.ytdDebit = row.ytdDebit.plus(row.debit);
    row.ytdCredit = row.ytdCredit.plus(row.credit);
    row.closing = row.opening.plus(row.debit).minus(row.credit);
  }
  // quantities: signed by side of the posting (debit in, credit out)
  for (const posting of postings) {
    if (!posting.quantity) continue;
    const signed = posting.credit.isZero() ? posting.quantity : posting.quantity.neg();
    addUp(posting.account, (row) => {
      if (row.closingQuantity) row.closingQuantity = row.closingQuantity.plus(signed);
    });
  }
  for (const row of rows.values()) {
    if (row.closingQuantity && row.openingQuantity) row.closingQuantity = row.closingQuantity.plus(row.openingQuantity);
  }
  for (const code of chart.firstLevel) {
    const row = rows.get(code) as TBalanceRow;
    const open = balanceColumns(row.opening);
    const close = balanceColumns(row.closing);
    totals.openingDebit = totals.openingDebit.plus(open.debit);
    totals.openingCredit = totals.openingCredit.plus(open.credit);
    totals.debit = totals.debit.plus(row.debit);
    totals.credit = totals.credit.plus(row.credit);
    totals.closingDebit = totals.closingDebit.plus(close.debit);
    totals.closingCredit = totals.closingCredit.plus(close.credit);
  }
  return { period, rows, totals };
}

/** The closing balance of an account on its own side (credit positive for a credit-side account). */
export function closingOnSide(chart: TChart, tb: TTrialBalance, code: string): Decimal {
  const row = tb.rows.get(code);
  if (!row) return ZERO;
  return chart.accounts.get(code)?.side === 'credit' ? row.closing.neg() : row.closing;
}

// ---- auxiliary balances ----

/** The key of an auxiliary item set on an account ("customer:C001|department:D01"). */
export function auxKey(aux: TAuxRef): string {
  return (Object.keys(aux) as TAuxKind[])
    .filter((kind) => aux[kind])
    .sort()
    .map((kind) => `${kind}:${aux[kind]}`)
    .join('|');
}

export interface TAuxBalanceRow {
  account: string;
  aux: TAuxRef;
  key: string;
  opening: Decimal;
  debit: Decimal;
  credit: Decimal;
  closing: Decimal;
}

/** 核算项目余额表: each leaf account with auxiliary dimensions, per item (set). */
export function auxBalances(
  chart: TChart,
  opening: readonly TOpeningBalance[],
  postings: readonly TPosting[],
): TAuxBalanceRow[] {
  const rows = new Map<string, TAuxBalanceRow>();
  const rowOf = (account: string, aux: TAuxRef) => {
    const key = auxKey(aux);
    const id = `${account}#${key}`;
    let row = rows.get(id);
    if (!row) {
      row = { account, aux, key, opening: ZERO, debit: ZERO, credit: ZERO, closing: ZERO };
      rows.set(id, row);
    }
    return row;
  };
  for (const entry of opening) {
    const account = chart.accounts.get(entry.account);
    if (!account || account.aux.length === 0) continue;
    const row = rowOf(entry.account, entry.aux ?? {});
    row.opening = row.opening.plus(signedOpening(chart, entry));
  }
  for (const posting of postings) {
    const account = chart.accounts.get(posting.account);
    if (!account || account.aux.length === 0) continue;
    const row = rowOf(posting.account, posting.aux);
    row.debit = row.debit.plus(posting.debit);
    row.credit = row.credit.plus(posting.credit);
  }
  for (const row of rows.values()) row.closing = row.opening.plus(row.debit).minus(row.credit);
  return [...rows.values()].sort((a, b) => a.account.localeCompare(b.account) || a.key.localeCompare(b.key));
}

// ---- ledgers ----

/** A row of a three-column ledger (总账, 明细账, 日记账). */
export interface TLedgerRow {
  kind: 'opening' | 'entry' | 'day' | 'month' | 'year';
  date: string | null;
  voucher: string | null;
  summary: string;
  debit: Decimal;
  credit: Decimal;
  balance: TShownBalance;
  /** 数量金额式: the quantity received (debit) or issued (credit), and the quantity on hand after the row */
  quantity?: Decimal | null;
  quantityOnHand?: Decimal | null;
  /** 多栏式: the amount in each child's column (on the account's side) */
  columns?: Readonly<Record<string, Decimal>>;
}

/** The last day of a period, YYYY-MM-DD. */
export function endOfMonth(period: TPeriod): string {
  const last = new Date(Date.UTC(period.year, period.month, 0)).getUTCDate();
  return `${period.year}-${String(period.month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
}

function isUnder(chart: TChart, code: string, ancestor: string): boolean {
  let current = chart.accounts.get(code);
  while (current) {
    if (current.code === ancestor) return true;
    current = current.parent ? chart.accounts.get(current.parent) : undefined;
  }
  return false;
}

/** Options of a detail ledger. */
export interface TLedgerOptions {
  /** an auxiliary item to keep to (核算项目明细账) */
  aux?: TAuxRef;
  /** 日记账: a 本日合计 row after each day */
  daily?: boolean;
  /** 多栏式: a column per child account */
  columns?: boolean;
}

/**
 * 明细账 of an account (any level; a parent's ledger lists its children's postings): 期初余额 (上年结转 in January),
 * every posting with the running balance, 本月合计 and 本年累计.
 */
export function detailLedger(
  chart: TChart,
  tb: TTrialBalance,
  postings: readonly TPosting[],
  code: string,
  options: TLedgerOptions = {},
  opening: readonly TOpeningBalance[] = [],
): TLedgerRow[] {
  const account = chart.accounts.get(code);
  const base = tb.rows.get(code);
  if (!account || !base) return [];
  const filterKey = options.aux ? auxKey(options.aux) : null;
  const own = postings.filter(
    (p) => isUnder(chart, p.account, code) && (filterKey === null || auxKey(p.aux) === filterKey),
  );
  let net = base.opening;
  let ytdDebit = base.ytdDebit.minus(base.debit);
  let ytdCredit = base.ytdCredit.minus(base.credit);
  if (filterKey !== null) {
    net = opening
      .filter((o) => isUnder(chart, o.account, code) && auxKey(o.aux ?? {}) === filterKey)
      .reduce((sum, o) => sum.plus(signedOpening(chart, o)), ZERO);
    ytdDebit = ZERO;
    ytdCredit = ZERO;
  }
  let onHand = base.openingQuantity;
  const quantities = account.unit !== null && filterKey === null;
  const childColumns = options.columns ? account.children : [];
  const sideSign = account.side === 'credit' ? -1 : 1;
  const rows: TLedgerRow[] = [
    {
      kind: 'opening',
      date: `${tb.period.year}-${String(tb.period.month).padStart(2, '0')}-01`,
      voucher: null,
      summary: tb.period.month === 1 ? '上年结转' : '期初余额',
      debit: ZERO,
      credit: ZERO,
      balance: shownBalance(net),
      ...(quantities ? { quantity: null, quantityOnHand: onHand } : {}),
    },
  ];
  let monthDebit = ZERO;
  let monthCredit = ZERO;
  let dayDebit = ZERO;
  let dayCredit = ZERO;
  own.forEach((posting, index) => {
    net = net.plus(posting.debit).minus(posting.credit);
    monthDebit = monthDebit.plus(posting.debit);
    monthCredit = monthCredit.plus(posting.credit);
    dayDebit = dayDebit.plus(posting.debit);
    dayCredit = dayCredit.plus(posting.credit);
    const row: TLedgerRow = {
      kind: 'entry',
      date: posting.date,
      voucher: `${posting.word}-${posting.number}`,
      summary: posting.summary,
      debit: posting.debit,
      credit: posting.credit,
      balance: shownBalance(net),
    };
    if (quantities) {
      const signed = posting.quantity ? (posting.credit.isZero() ? posting.quantity : posting.quantity.neg()) : null;
      if (signed && onHand) onHand = onHand.plus(signed);
      row.quantity = posting.quantity;
      row.quantityOnHand = onHand;
    }
    if (childColumns.length > 0) {
      const amount = posting.debit.minus(posting.credit).times(sideSign);
      row.columns = Object.fromEntries(
        childColumns.map((child) => [child, isUnder(chart, posting.account, child) ? amount : ZERO]),
      );
    }
    rows.push(row);
    const next = own[index + 1];
    if (options.daily && (!next || next.date !== posting.date)) {
      rows.push({
        kind: 'day',
        date: posting.date,
        voucher: null,
        summary: '本日合计',
        debit: dayDebit,
        credit: dayCredit,
        balance: shownBalance(net),
      });
      dayDebit = ZERO;
      dayCredit = ZERO;
    }
  });
  const end = endOfMonth(tb.period);
  rows.push({
    kind: 'month',
    date: end,
    voucher: null,
    summary: '本月合计',
    debit: monthDebit,
    credit: monthCredit,
    balance: shownBalance(net),
    ...(quantities ? { quantity: null, quantityOnHand: onHand } : {}),
  });
  rows.push({
    kind: 'year',
    date: end,
    voucher: null,
    summary: '本年累计',
    debit: ytdDebit.plus(monthDebit),
    credit: ytdCredit.plus(monthCredit),
    balance: shownBalance(net),
  });
  return rows;
}

/** 总账 of a first-level account: 期初余额, 本月合计 and 本年累计, each with its balance. */
export function generalLedger(tb: TTrialBalance, code: string): TLedgerRow[] {
  const row = tb.rows.get(code);
  if (!row) return [];
  const start = `${tb.period.year}-${String(tb.period.month).padStart(2, '0')}-01`;
  const end = endOfMonth(tb.period);
  return [
    {
      kind: 'opening',
      date: start,
      voucher: null,
      summary: tb.period.month === 1 ? '上年结转' : '期初余额',
      debit: ZERO,
      credit: ZERO,
      balance: shownBalance(row.opening),
    },
    {
      kind: 'month',
      date: end,
      voucher: null,
      summary: '本月合计',
      debit: row.debit,
      credit: row.credit,
      balance: shownBalance(row.closing),
    },
    {
      kind: 'year',
      date: end,
      voucher: null,
      summary: '本年累计',
      debit: row.ytdDebit,
      credit: row.ytdCredit,
      balance: shownBalance(row.closing),
    },
  ];
}

// ---- integrity ----

export interface TBookProblem {
  account: string | null;
  message: string;
}

/**
 * The opening balances a case may hold: at leaves, on an existing account, with the auxiliary items the account
 * keeps, and balancing (Σ of the first-level balances is zero, debit positive).
 */
export function openingProblems(
  chart: TChart,
  opening: readonly TOpeningBalance[],
  knownAux: (kind: TAuxKind, code: string) => boolean,
): TBookProblem[] {
  const problems: TBookProblem[] = [];
  let net = ZERO;
  for (const entry of opening) {
    const account = chart.accounts.get(entry.account);
    if (!account) {
      problems.push({ account: entry.account, message: `期初余额的科目「${entry.account}」不存在` });
      continue;
    }
    if (account.children.length > 0) {
      problems.push({ account: entry.account, message: `期初余额应录入末级科目，「${account.fullName}」有下级科目` });
    }
    if (amountOf(entry.balance) === null) {
      problems.push({ account: entry.account, message: `「${account.fullName}」的期初余额应为金额` });
      continue;
    }
    for (const kind of account.aux) {
      const ref = entry.aux?.[kind];
      if (!ref || !knownAux(kind, ref)) {
        problems.push({
          account: entry.account,
          message: `「${account.fullName}」按${AUX_KIND_NAMES[kind]}核算，期初余额须选择${AUX_KIND_NAMES[kind]}`,
        });
      }
    }
    net = net.plus(signedOpening(chart, entry));
  }
  if (!net.isZero()) {
    const { debit, credit } = balanceColumns(net);
    problems.push({
      account: null,
      message: `期初余额试算不平衡：借方比贷方${debit.isZero() ? `少${credit.toFixed(2)}` : `多${debit.toFixed(2)}`}元`,
    });
  }
  return problems;
}

/**
 * The checks the books must pass: over the first-level accounts the opening, period and closing columns balance;
 * each parent equals the sum of its children; each auxiliary account's items add up to it.
 */
export function bookProblems(chart: TChart, tb: TTrialBalance, aux: readonly TAuxBalanceRow[]): TBookProblem[] {
  const problems: TBookProblem[] = [];
  const t = tb.totals;
  if (!t.openingDebit.eq(t.openingCredit)) problems.push({ account: null, message: '期初余额借贷不平衡' });
  if (!t.debit.eq(t.credit)) problems.push({ account: null, message: '本期发生额借贷不平衡' });
  if (!t.closingDebit.eq(t.closingCredit)) problems.push({ account: null, message: '期末余额借贷不平衡' });
  for (const account of chart.accounts.values()) {
    if (account.children.length === 0) continue;
    const row = tb.rows.get(account.code) as TBalanceRow;
    const sum = account.children.reduce((total, child) => total.plus(tb.rows.get(child)?.closing ?? ZERO), ZERO);
    if (!sum.eq(row.closing)) {
      problems.push({ account: account.code, message: `「${account.fullName}」的余额不等于其明细科目余额之和` });
    }
  }
  const byAccount = new Map<string, Decimal>();
  for (const row of aux) byAccount.set(row.account, (byAccount.get(row.account) ?? ZERO).plus(row.closing));
  for (const account of chart.accounts.values()) {
    if (account.aux.length === 0 || account.children.length > 0) continue;
    const total = byAccount.get(account.code) ?? ZERO;
    if (!total.eq(tb.rows.get(account.code)?.closing ?? ZERO)) {
      problems.push({ account: account.code, message: `「${account.fullName}」的辅助核算余额合计不等于科目余额` });
    }
  }
  return problems;
}
