/**
 * Vouchers (记账凭证): the rules of entry, numbering and the lifecycle 草稿 → 审核 → 记账, and corrections by a
 * red-letter reversal (红字冲销) and a supplementary voucher (补充登记).
 */
import type Decimal from 'decimal.js';
import { Dec } from '../decimal';
import type { TChart } from './chart';
import { ledgerMessages as m } from './messages';
import {
  AUX_KIND_NAMES,
  type TAuxItem,
  type TAuxKind,
  type TPeriod,
  type TVoucher,
  type TVoucherInput,
  type TVoucherLine,
  VOUCHER_WORDS,
} from './types';

const AMOUNT = /^-?\d{1,13}(\.\d{1,2})?$/;
const QUANTITY = /^-?\d{1,12}(\.\d{1,4})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A problem of a voucher: the line it is on (1-based) when it is a line's, and the message the user reads. */
export interface TVoucherProblem {
  line: number | null;
  message: string;
}

/** An amount cell as typed: empty is null; otherwise a decimal text (or NaN-free null when it is not one). */
export function amountOf(value: string | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  const text = value.trim().replace(/,/g, '');
  if (text === '') return null;
  return AMOUNT.test(text) ? new Dec(text) : null;
}

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** Σ借 and Σ贷 of a voucher's lines (cells that are not amounts count as nothing). */
export function voucherTotals(lines: readonly TVoucherLine[]): { debit: Decimal; credit: Decimal } {
  let debit = new Dec(0);
  let credit = new Dec(0);
  for (const line of lines) {
    const d = amountOf(line.debit);
    const c = amountOf(line.credit);
    if (d) debit = debit.plus(d);
    if (c) credit = credit.plus(c);
  }
  return { debit, credit };
}

/** What entry needs besides the voucher: the chart, the auxiliary items, the period and whether it is closed. */
export interface TVoucherContext {
  chart: TChart;
  auxItems: Readonly<Partial<Record<TAuxKind, readonly TAuxItem[]>>>;
  period: TPeriod;
  closed?: boolean;
}

/** The date's period, or null when it is not a real date. */
export function periodOfDate(date: string): TPeriod | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const real = new Date(Date.UTC(year, month - 1, day));
  if (real.getUTCFullYear() !== year || real.getUTCMonth() !== month - 1 || real.getUTCDate() !== day) return null;
  return { year, month };
}

/**
 * Every rule of entry a voucher breaks (empty when it may be saved): the period, the word, the date in the period,
 * the attachments, each line (摘要, a leaf account, exactly one side with a non-zero amount, the auxiliary items the
 * account keeps, the quantity of a quantity-amount account), at least two lines, and Σ借 = Σ贷.
 */
export function voucherProblems(voucher: TVoucherInput, context: TVoucherContext): TVoucherProblem[] {
  const { chart, period } = context;
  const problems: TVoucherProblem[] = [];
  const add = (line: number | null, message: string) => problems.push({ line, message });
  if (context.closed) add(null, m.periodClosed(period.year, period.month));
  if (!VOUCHER_WORDS.includes(voucher.word)) add(null, m.voucherWord);
  if (!Number.isInteger(voucher.number) || voucher.number < 1) add(null, m.voucherNumber);
  const datePeriod = periodOfDate(voucher.date);
  if (!datePeriod) add(null, m.voucherDate);
  else if (datePeriod.year !== period.year || datePeriod.month !== period.month) {
    add(null, m.voucherOutOfPeriod(period.year, period.month));
  }
  if (!Number.isInteger(voucher.attachments) || voucher.attachments < 0 || voucher.attachments > 999) {
    add(null, m.attachments);
  }
  if (voucher.lines.length < 2) add(null, m.tooFewLines);
  if (voucher.lines.length > 99) add(null, m.tooManyLines);
  let amountsValid = true;
  voucher.lines.forEach((line, index) => {
    const n = index + 1;
    if (isBlank(line.summary)) add(n, m.lineSummary(n));
    else if (line.summary.trim().length > 60) add(n, m.lineSummaryLong(n));
    const account = isBlank(line.account) ? undefined : chart.accounts.get(line.account.trim());
    if (isBlank(line.account)) add(n, m.lineAccount(n));
    else if (!account) add(n, m.lineAccountMissing(n, line.account));
    else if (account.children.length > 0) add(n, m.lineNotLeaf(n, account.fullName));
    const hasDebit = !isBlank(line.debit);
    const hasCredit = !isBlank(line.credit);
    const debit = amountOf(line.debit);
    const credit = amountOf(line.credit);
    if ((hasDebit && !debit) || (hasCredit && !credit)) {
      add(n, m.lineAmount(n));
      amountsValid = false;
    } else if (hasDebit && hasCredit) add(n, m.lineBothSides(n));
    else if ((debit ?? credit ?? new Dec(0)).isZero()) add(n, m.lineNoAmount(n));
    if (account && account.children.length === 0) {
      for (const kind of account.aux) {
        const ref = line.aux?.[kind];
        if (ref === undefined || ref.trim() === '') add(n, m.lineAux(n, account.fullName, AUX_KIND_NAMES[kind]));
        else if (!(context.auxItems[kind] ?? []).some((item) => item.code === ref)) {
          add(n, m.lineAuxMissing(n, AUX_KIND_NAMES[kind], ref));
        }
      }
      for (const [kind, ref] of Object.entries(line.aux ?? {}) as [TAuxKind, string | undefined][]) {
        if (ref !== undefined && ref !== '' && !account.aux.includes(kind)) {
          add(n, m.lineAuxNotUsed(n, account.fullName, AUX_KIND_NAMES[kind]));
        }
      }
      if (account.unit !== null) {
        if (isBlank(line.quantity)) add(n, m.lineQuantity(n, account.fullName));
        else if (!QUANTITY.test((line.quantity as string).trim())) add(n, m.lineQuantityFormat(n));
      } else if (!isBlank(line.quantity) && !QUANTITY.test((line.quantity as string).trim())) {
        add(n, m.lineQuantityFormat(n));
      }
    }
  });
  if (amountsValid && voucher.lines.length >= 2) {
    const { debit, credit } = voucherTotals(voucher.lines);
    if (!debit.eq(credit)) add(null, m.unbalanced(debit.toFixed(2), credit.toFixed(2)));
    else if (debit.isZero()) add(null, m.zeroVoucher);
  }
  return problems;
}

/** The next number of a word in a period: one after the highest. */
export function nextVoucherNumber(vouchers: readonly { word: string; number: number }[], word: string): number {
  return vouchers.filter((v) => v.word === word).reduce((max, v) => Math.max(max, v.number), 0) + 1;
}

/** Whether a new voucher's number fits: not taken, and the next in order (numbers run from 1 without gaps). */
export function numberProblem(
  vouchers: readonly { word: string; number: number }[],
  word: string,
  number: number,
): string | null {
  if (vouchers.some((v) => v.word === word && v.number === number)) return m.numberTaken(word, number);
  const expected = nextVoucherNumber(vouchers, word);
  return number === expected ? null : m.numberGap(word, expected);
}

/**
 * 整理凭证: after a deletion, the numbers of each word closed up in order (date, then the old number). Returns the
 * renumbering as old → new for the vouchers whose number changes.
 */
export function renumber<T extends { word: string; number: number; date: string }>(
  vouchers: readonly T[],
): Map<T, number> {
  const changes = new Map<T, number>();
  for (const word of VOUCHER_WORDS) {
    const own = vouchers
      .filter((v) => v.word === word)
      .sort((a, b) => a.date.localeCompare(b.date) || a.number - b.number);
    own.forEach((voucher, index) => {
      if (voucher.number !== index + 1) changes.set(voucher, index + 1);
    });
  }
  return changes;
}

// ---- the lifecycle ----

/** Why a voucher cannot be changed or deleted (null: it can). */
export function editProblem(voucher: Pick<TVoucher, 'status'>, closed = false, period?: TPeriod): string | null {
  if (closed && period) return m.periodClosed(period.year, period.month);
  if (voucher.status === 'posted') return m.postedEdit;
  if (voucher.status === 'audited') return m.notDraftEdit;
  return null;
}

/** 审核: by someone other than the preparer, of a draft. */
export function auditProblem(voucher: Pick<TVoucher, 'status' | 'preparer'>, reviewer: string): string | null {
  if (voucher.status !== 'draft') return voucher.status === 'posted' ? m.alreadyPosted : m.alreadyAudited;
  if (voucher.preparer === reviewer) return m.reviewerIsPreparer;
  return null;
}

/** 取消审核: by the reviewer, of an audited voucher not yet posted. */
export function unauditProblem(voucher: Pick<TVoucher, 'status' | 'reviewer'>, user: string): string | null {
  if (voucher.status === 'posted') return m.unauditPosted;
  if (voucher.status !== 'audited') return m.notAudited;
  if (voucher.reviewer !== user) return m.unauditByOther;
  return null;
}

/** 记账: only audited vouchers. */
export function postProblem(voucher: Pick<TVoucher, 'status'>): string | null {
  if (voucher.status === 'posted') return m.alreadyPosted;
  if (voucher.status !== 'audited') return m.notAudited;
  return null;
}

function negate(value: string | null): string | null {
  const amount = amountOf(value);
  return amount ? amount.neg().toFixed(2) : null;
}

/**
 * 红字冲销: a voucher with the same accounts and sides and the amounts in red (negative), dated in the current
 * period, its 摘要 naming the voucher it cancels. A correct blue voucher is then entered as usual.
 */
export function reversalOf(
  voucher: TVoucher,
  date: string,
  number: number,
): { input: TVoucherInput } | { problem: string } {
  if (voucher.status !== 'posted') return { problem: m.reverseNotPosted };
  const summary = m.reversalSummary(voucher.word, voucher.number, `${voucher.date.slice(5).replace('-', '月')}日`);
  return {
    input: {
      word: voucher.word,
      number,
      date,
      attachments: 0,
      lines: voucher.lines.map((line) => ({
        summary,
        account: line.account,
        debit: negate(line.debit),
        credit: negate(line.credit),
        aux: line.aux,
        quantity: line.quantity ? new Dec(line.quantity).neg().toFixed() : line.quantity,
      })),
    },
  };
}

/**
 * 补充登记: for an amount recorded too small, a blue voucher for the difference on the same lines (each line's
 * right amount given by the caller, line by line).
 */
export function supplementOf(
  voucher: TVoucher,
  rightAmounts: readonly string[],
  date: string,
  number: number,
): TVoucherInput {
  return {
    word: voucher.word,
    number,
    date,
    attachments: 0,
    lines: voucher.lines.flatMap((line, index) => {
      const onDebit = !isBlank(line.debit);
      const recorded = amountOf(onDebit ? line.debit : line.credit) ?? new Dec(0);
      const diff = new Dec(rightAmounts[index] ?? recorded).minus(recorded);
      if (diff.isZero()) return [];
      const amount = diff.toFixed(2);
      return [
        {
          summary: `补记${voucher.word}-${voucher.number}号凭证少记金额`,
          account: line.account,
          debit: onDebit ? amount : null,
          credit: onDebit ? null : amount,
          aux: line.aux,
        },
      ];
    }),
  };
}
