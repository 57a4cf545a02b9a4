/**
 * Self-consistency of the June 2026 ledger case (suitong-2026-06.ts) without any engine: the vouchers balance and post to
 * leaves of the case's chart with the auxiliary items they need, the opening balances balance, the month's VAT and
 * payroll agree with the VAT and IIT return cases, and applying every voucher to the opening gives the independently
 * computed figures of suitong-2026-06.expected.ts.
 */
import { describe, expect, it } from 'vitest';
import { SUITONG_2026_06_IIT } from '../../baoshui/cases/suitong-2026-06-iit';
import { SUITONG_2026_06_VAT } from '../../baoshui/cases/suitong-2026-06-vat';
import { cellValueIn } from '../../baoshui/form';
import { IIT_WITHHOLD } from '../../baoshui/forms/iit';
import { YBNSR_FB1, YBNSR_FB2 } from '../../baoshui/forms/vat-general';
import { Dec } from '../../decimal';
import type { TAuxKind, TInvoiceDoc, TSide, TVoucherLine } from '../types';
import { SUITONG_2026_06_LEDGER as CASE } from './suitong-2026-06';
import { SUITONG_2026_06_EXPECTED as EXPECTED } from './suitong-2026-06.expected';

type TDec = InstanceType<typeof Dec>;

/** First-level accounts of 小企业会计准则 (../shared/reference/ledger-rules.md §1) with their balance sides. */
const SBE_FIRST_LEVEL: Readonly<Record<string, TSide>> = {
  '1001': 'debit',
  '1002': 'debit',
  '1012': 'debit',
  '1101': 'debit',
  '1121': 'debit',
  '1122': 'debit',
  '1123': 'debit',
  '1131': 'debit',
  '1132': 'debit',
  '1221': 'debit',
  '1401': 'debit',
  '1402': 'debit',
  '1403': 'debit',
  '1404': 'debit',
  '1405': 'debit',
  '1407': 'credit',
  '1408': 'debit',
  '1411': 'debit',
  '1501': 'debit',
  '1511': 'debit',
  '1601': 'debit',
  '1602': 'credit',
  '1604': 'debit',
  '1605': 'debit',
  '1606': 'debit',
  '1701': 'debit',
  '1702': 'credit',
  '1801': 'debit',
  '1901': 'debit',
  '2001': 'credit',
  '2201': 'credit',
  '2202': 'credit',
  '2203': 'credit',
  '2211': 'credit',
  '2221': 'credit',
  '2231': 'credit',
  '2232': 'credit',
  '2241': 'credit',
  '2401': 'credit',
  '2501': 'credit',
  '2701': 'credit',
  '3001': 'credit',
  '3002': 'credit',
  '3101': 'credit',
  '3103': 'credit',
  '3104': 'credit',
  '4001': 'debit',
  '4101': 'debit',
  '4301': 'debit',
  '5001': 'credit',
  '5051': 'credit',
  '5111': 'credit',
  '5301': 'credit',
  '5401': 'debit',
  '5402': 'debit',
  '5403': 'debit',
  '5601': 'debit',
  '5602': 'debit',
  '5603': 'debit',
  '5711': 'debit',
  '5801': 'debit',
};

const MONEY = /^-?\d+\.\d{2}$/;
const ZERO = new Dec(0);

const allLines: TVoucherLine[] = CASE.items.flatMap((item) => item.vouchers.flatMap((voucher) => [...voucher.lines]));
const codes = new Set([...Object.keys(SBE_FIRST_LEVEL), ...CASE.accounts.map((account) => account.code)]);
const isLeaf = (code: string): boolean => ![...codes].some((other) => other !== code && other.startsWith(code));

/** The side of an account: its own (a column of 应交增值税), the nearest parent's that has one, or the first level's. */
function sideOf(code: string): TSide {
  for (let length = code.length; length > 4; length -= 2) {
    const own = CASE.accounts.find((account) => account.code === code.slice(0, length))?.side;
    if (own) return own;
  }
  return SBE_FIRST_LEVEL[code.slice(0, 4)];
}

const dec = (value: string | null | undefined): TDec => new Dec(value ?? '0');
const debitOf = (line: TVoucherLine): TDec => dec(line.debit).minus(dec(line.credit));

/** debit − credit of the opening rows and of all the vouchers on the accounts under `code`. */
function openingDebit(code: string): TDec {
  return CASE.opening
    .filter((row) => row.account.startsWith(code))
    .reduce((sum, row) => sum.plus(sideOf(row.account) === 'debit' ? dec(row.balance) : dec(row.balance).neg()), ZERO);
}
function movement(code: string, lines: readonly TVoucherLine[] = allLines): TDec {
  return lines.filter((line) => line.account.startsWith(code)).reduce((sum, line) => sum.plus(debitOf(line)), ZERO);
}
function closingOnSide(code: string): TDec {
  const net = openingDebit(code).plus(movement(code));
  const side = code.length === 4 ? SBE_FIRST_LEVEL[code] : sideOf(code);
  return side === 'debit' ? net : net.neg();
}

const auxItems = (kind: TAuxKind): string[] => (CASE.auxItems[kind] ?? []).map((entry) => entry.code);
function requiredAux(code: string): readonly TAuxKind[] {
  return [
    ...(CASE.settings.find((setting) => setting.code === code)?.aux ?? []),
    ...(CASE.accounts.find((account) => account.code === code)?.aux ?? []),
  ];
}

describe('穗通公司2026年6月实账案例：凭证', () => {
  it('items are numbered in date order within June, period-end items last', () => {
    expect(CASE.items.map((item) => item.id)).toEqual(CASE.items.map((_, index) => index + 1));
    const dates = CASE.items.map((item) => item.date);
    expect([...dates].sort()).toEqual(dates);
    for (const date of dates) expect(date.startsWith('2026-06-')).toBe(true);
    const firstEnd = CASE.items.findIndex((item) => item.periodEnd);
    expect(firstEnd).toBeGreaterThan(0);
    expect(CASE.items.slice(firstEnd).every((item) => item.periodEnd)).toBe(true);
    expect(CASE.items.length).toBeGreaterThanOrEqual(30);
  });

  it('every model voucher balances, has at least two lines, one side per line and a summary', () => {
    for (const item of CASE.items) {
      expect(item.vouchers.length, item.title).toBeGreaterThan(0);
      expect(item.description.length, item.title).toBeGreaterThan(10);
      for (const voucher of item.vouchers) {
        expect(voucher.lines.length, item.title).toBeGreaterThanOrEqual(2);
        let debit = ZERO;
        let credit = ZERO;
        for (const line of voucher.lines) {
          expect((line.debit === null) !== (line.credit === null), `${item.title} ${line.summary}`).toBe(true);
          expect(line.summary.trim().length, item.title).toBeGreaterThan(0);
          expect(dec(line.debit ?? line.credit).isZero(), `${item.title} ${line.summary}`).toBe(false);
          debit = debit.plus(dec(line.debit));
          credit = credit.plus(dec(line.credit));
        }
        expect(debit.toFixed(2), item.title).toBe(credit.toFixed(2));
      }
    }
  });

  it('attachments count the documents (none on the 结转损益 vouchers)', () => {
    for (const item of CASE.items) {
      const attached = item.vouchers.reduce((sum, voucher) => sum + voucher.attachments, 0);
      if (attached === 0) {
        expect(item.periodEnd, item.title).toBe(true);
        expect(item.title).toContain('结转');
      } else {
        expect(attached, item.title).toBe(item.documents.length);
      }
      expect(item.documents.length, item.title).toBeGreaterThan(0);
    }
  });

  it('every line posts to an existing leaf of the case chart', () => {
    for (const account of CASE.accounts) {
      expect(SBE_FIRST_LEVEL[account.code.slice(0, 4)], account.code).toBeDefined();
      expect(account.code.length % 2, account.code).toBe(0);
      if (account.code.length > 6) expect(codes.has(account.code.slice(0, -2)), account.code).toBe(true);
    }
    for (const line of allLines) {
      expect(codes.has(line.account), line.account).toBe(true);
      expect(isLeaf(line.account), line.account).toBe(true);
    }
    for (const row of CASE.opening) expect(isLeaf(row.account), row.account).toBe(true);
  });

  it('lines and opening rows on accounts with auxiliary dimensions name existing items of each kind', () => {
    for (const entry of [...allLines, ...CASE.opening]) {
      for (const kind of requiredAux(entry.account)) {
        const code = entry.aux?.[kind];
        expect(code, `${entry.account} ${kind}`).toBeDefined();
        expect(auxItems(kind), `${entry.account} ${kind}`).toContain(code);
      }
      for (const [kind, code] of Object.entries(entry.aux ?? {})) {
        expect(requiredAux(entry.account), entry.account).toContain(kind);
        expect(auxItems(kind as TAuxKind)).toContain(code);
      }
    }
  });

  it('quantities appear exactly on quantity-amount accounts and never leave a negative stock', () => {
    const units = new Set(CASE.accounts.filter((account) => account.unit).map((account) => account.code));
    for (const line of allLines) {
      if (units.has(line.account)) expect(line.quantity, line.summary).toMatch(/^\d+$/);
      else expect(line.quantity, line.summary).toBeUndefined();
    }
    for (const code of units) {
      const opening = CASE.opening.find((row) => row.account === code);
      expect(opening?.quantity, code).toMatch(/^\d+$/);
      let quantity = Number(opening?.quantity);
      for (const line of allLines.filter((entry) => entry.account === code)) {
        quantity += (line.debit === null ? -1 : 1) * Number(line.quantity);
      }
      expect(quantity, code).toBeGreaterThanOrEqual(0);
    }
  });

  it('every money string has two decimals and there are no fractional numbers', () => {
    const moneyKeys = new Set([
      'balance',
      'ytdDebit',
      'ytdCredit',
      'debit',
      'credit',
      'amount',
      'tax',
      'totalAmount',
      'totalTax',
    ]);
    const walk = (value: unknown, key: string): void => {
      if (typeof value === 'number') expect(Number.isInteger(value), key).toBe(true);
      else if (typeof value === 'string' && moneyKeys.has(key)) expect(value, key).toMatch(MONEY);
      else if (Array.isArray(value)) for (const entry of value) walk(entry, key);
      else if (value !== null && typeof value === 'object')
        for (const [inner, entry] of Object.entries(value)) walk(entry, inner);
    };
    walk(CASE, '');
    walk(EXPECTED, '');
  });

  it('each invoice adds up to its totals', () => {
    for (const item of CASE.items) {
      for (const doc of item.documents) {
        if (doc.kind !== 'invoice') continue;
        const amount = doc.lines.reduce((sum, line) => sum.plus(line.amount), ZERO);
        const tax = doc.lines.reduce((sum, line) => sum.plus(line.tax), ZERO);
        expect(amount.toFixed(2), doc.number).toBe(doc.totalAmount);
        expect(tax.toFixed(2), doc.number).toBe(doc.totalTax);
      }
    }
  });
});

describe('穗通公司2026年6月实账案例：与申报案例一致', () => {
  const vat = SUITONG_2026_06_VAT.answer;
  const fb1 = (key: string): TDec => dec(cellValueIn(YBNSR_FB1, vat.ybnsr_fb1, key));
  const fb2 = (key: string): TDec => dec(cellValueIn(YBNSR_FB2, vat.ybnsr_fb2, key));
  const monthLines = CASE.items
    .filter((item) => !item.periodEnd)
    .flatMap((item) => item.vouchers.flatMap((v) => v.lines));
  const invoices = CASE.items.flatMap((item) =>
    item.documents.filter((doc): doc is TInvoiceDoc => doc.kind === 'invoice' && doc.copy === '记账联'),
  );
  const invoiced = (type: TInvoiceDoc['invoiceType'], rate: string): [string, string] => {
    const lines = invoices.filter((doc) => doc.invoiceType === type).flatMap((doc) => doc.lines);
    const own = lines.filter((line) => line.rate === rate);
    return [
      own.reduce((sum, line) => sum.plus(line.amount), ZERO).toFixed(2),
      own.reduce((sum, line) => sum.plus(line.tax), ZERO).toFixed(2),
    ];
  };

  it('the sales invoices add up to 附列资料（一） by invoice type and rate', () => {
    expect(invoiced('special', '13%')).toEqual([fb1('r1c1').toFixed(2), fb1('r1c2').toFixed(2)]);
    expect(invoiced('normal', '13%')).toEqual([fb1('r1c3').toFixed(2), fb1('r1c4').toFixed(2)]);
    expect(invoiced('special', '6%')).toEqual([fb1('r5c1').toFixed(2), fb1('r5c2').toFixed(2)]);
  });

  it('sales, output VAT, input VAT and the VAT transferred out equal the VAT return', () => {
    const goods = movement('500101', monthLines).neg();
    expect(goods.toFixed(2)).toBe(fb1('r1c1').plus(fb1('r1c3')).plus(fb1('r1c5')).toFixed(2));
    const output = movement('22210102', monthLines).neg();
    const expectedOutput = ['r1c2', 'r1c4', 'r1c6', 'r5c2'].reduce((sum, key) => sum.plus(fb1(key)), ZERO);
    expect(output.toFixed(2)).toBe(expectedOutput.toFixed(2));
    expect(output.toFixed(2)).toBe('53603.12');
    const input = movement('22210101', monthLines);
    expect(input.toFixed(2)).toBe(fb2('r2c3').plus(fb2('r8bc3')).toFixed(2));
    expect(input.toFixed(2)).toBe('40168.00');
    expect(movement('22210103', monthLines).neg().toFixed(2)).toBe(fb2('r15c3').toFixed(2));
    const payable = output.minus(input).minus(movement('22210103', monthLines));
    expect(payable.toFixed(2)).toBe('13955.12');
    const transferred = CASE.items
      .filter((item) => item.periodEnd)
      .flatMap((item) => item.vouchers.flatMap((v) => v.lines))
      .filter((line) => line.account === '22210104');
    expect(transferred.map((line) => line.debit)).toEqual([payable.toFixed(2)]);
  });

  it('surcharges are 7 %, 3 % and 2 % of the VAT payable, rounded to the fen', () => {
    const vatPayable = new Dec('13955.12');
    const surcharge = (account: string): string =>
      allLines
        .filter((line) => line.account === account)
        .reduce((sum, line) => sum.plus(dec(line.debit)), ZERO)
        .toFixed(2);
    expect(surcharge('540301')).toBe(vatPayable.times('0.07').toFixed(2));
    expect(surcharge('540302')).toBe(vatPayable.times('0.03').toFixed(2));
    expect(surcharge('540303')).toBe(vatPayable.times('0.02').toFixed(2));
    expect([surcharge('540301'), surcharge('540302'), surcharge('540303')]).toEqual(['976.86', '418.65', '279.10']);
  });

  it('May VAT 11,500.00 and its surcharges are paid on 12 June', () => {
    const opening = (code: string) => CASE.opening.find((row) => row.account === code)?.balance;
    expect(opening('222107')).toBe('11500.00');
    const paid = CASE.items.find(
      (item) => item.date === '2026-06-12' && item.vouchers[0].lines[0].account === '222107',
    );
    expect(paid?.vouchers[0].lines.map((line) => line.debit ?? line.credit)).toEqual([
      '11500.00',
      '805.00',
      '345.00',
      '230.00',
      '12880.00',
    ]);
  });

  it('the payroll vouchers use the IIT case figures', () => {
    const rows = SUITONG_2026_06_IIT.answer.iit_withhold.tableDataList;
    const keys = (IIT_WITHHOLD.table?.columns ?? []).map((column) => column.key);
    const cell = (row: readonly (string | null)[], key: string): TDec => dec(row[keys.indexOf(key)]);
    const sum = (key: string): TDec => rows.reduce((total, row) => total.plus(cell(row, key)), ZERO);
    // the month's withholding by the cumulative method, recomputed from the rows
    const brackets: [number, string, number][] = [
      [36000, '0.03', 0],
      [144000, '0.10', 2520],
      [300000, '0.20', 16920],
      [420000, '0.25', 31920],
      [660000, '0.30', 52920],
      [960000, '0.35', 85920],
      [Number.POSITIVE_INFINITY, '0.45', 181920],
    ];
    const deductions = ['ljjcfy', 'ljzxkc', 'znjy', 'jxjy', 'zfdk', 'zfzj', 'sylr', 'yyezh', 'grylj', 'qtkc'];
    const withheld = rows.reduce((total, row) => {
      const taxable = Dec.max(
        deductions.reduce((left, key) => left.minus(cell(row, key)), cell(row, 'ljsr')),
        0,
      );
      const [, rate, quick] = brackets.find(([limit]) => taxable.lte(limit)) ?? brackets[brackets.length - 1];
      const tax = taxable.times(rate).minus(quick).toDecimalPlaces(2);
      return total.plus(tax.minus(cell(row, 'yjse')));
    }, ZERO);
    expect(withheld.toFixed(2)).toBe('1515.51');

    const accrual = allLines.filter((line) => line.account === '221101' && line.credit !== null);
    expect(accrual.map((line) => line.credit)).toEqual([sum('sr').toFixed(2)]);
    const pay = CASE.items.find((item) =>
      item.vouchers.some((v) => v.lines.some((l) => l.account === '221101' && l.debit)),
    );
    const payLines = pay?.vouchers[0].lines ?? [];
    const credit = (code: string) => payLines.find((line) => line.account === code)?.credit;
    expect(payLines.find((line) => line.account === '221101')?.debit).toBe(sum('sr').toFixed(2));
    expect(credit('224101')).toBe(sum('yanglao').plus(sum('yiliao')).plus(sum('shiye')).toFixed(2));
    expect(credit('224102')).toBe(sum('gjj').toFixed(2));
    expect(credit('222105')).toBe(withheld.toFixed(2));
    expect(credit('100201')).toBe(
      sum('sr')
        .minus(sum('yanglao'))
        .minus(sum('yiliao'))
        .minus(sum('shiye'))
        .minus(sum('gjj'))
        .minus(withheld)
        .toFixed(2),
    );
    // May's withholding and contributions, remitted in June, are the same month's figures
    const may = CASE.opening.find((row) => row.account === '224101')?.balance;
    expect(may).toBe(sum('yanglao').plus(sum('yiliao')).plus(sum('shiye')).toFixed(2));
    expect(CASE.opening.find((row) => row.account === '224102')?.balance).toBe(sum('gjj').toFixed(2));
  });
});

describe('穗通公司2026年6月实账案例：余额与报表', () => {
  it('the opening balances balance', () => {
    let debit = ZERO;
    let credit = ZERO;
    for (const row of CASE.opening) {
      if (sideOf(row.account) === 'debit') debit = debit.plus(row.balance);
      else credit = credit.plus(row.balance);
    }
    expect(debit.toFixed(2)).toBe(credit.toFixed(2));
  });

  it('every account used has an expected closing balance', () => {
    const used = new Set([...allLines, ...CASE.opening].map((entry) => entry.account));
    for (const code of used) {
      expect(EXPECTED.closing[code], code).toBeDefined();
      expect(EXPECTED.closing[code.slice(0, 4)], code).toBeDefined();
    }
  });

  it('applying every voucher to the opening gives the expected closing balances', () => {
    for (const [code, balance] of Object.entries(EXPECTED.closing)) {
      expect(closingOnSide(code).toFixed(2), code).toBe(balance);
    }
  });

  it('profit-and-loss accounts end at zero', () => {
    for (const code of Object.keys(EXPECTED.closing).filter((entry) => entry.startsWith('5'))) {
      expect(closingOnSide(code).isZero(), code).toBe(true);
    }
  });

  it('the trial balance totals agree with the closing balances and the vouchers', () => {
    const firstLevel = Object.keys(EXPECTED.closing).filter((code) => code.length === 4);
    const columns = (net: (code: string) => TDec): [string, string] => {
      let debit = ZERO;
      let credit = ZERO;
      for (const code of firstLevel) {
        const value = net(code);
        if (value.gt(0)) debit = debit.plus(value);
        else credit = credit.minus(value);
      }
      return [debit.toFixed(2), credit.toFixed(2)];
    };
    const totals = EXPECTED.trialBalanceTotals;
    expect(columns(openingDebit)).toEqual([totals.openingDebit, totals.openingCredit]);
    expect(columns((code) => openingDebit(code).plus(movement(code)))).toEqual([
      totals.closingDebit,
      totals.closingCredit,
    ]);
    const period = allLines.reduce((sum, line) => sum.plus(dec(line.debit)), ZERO).toFixed(2);
    expect([period, allLines.reduce((sum, line) => sum.plus(dec(line.credit)), ZERO).toFixed(2)]).toEqual([
      totals.periodDebit,
      totals.periodCredit,
    ]);
    expect(totals.openingDebit).toBe(totals.openingCredit);
    expect(totals.closingDebit).toBe(totals.closingCredit);
  });

  it('the balance sheet balances and agrees with the closing balances', () => {
    const line = (n: number) => EXPECTED.balanceSheet[n - 1];
    expect(EXPECTED.balanceSheet.map((entry) => entry.line)).toEqual(
      EXPECTED.balanceSheet.map((_, index) => index + 1),
    );
    expect(EXPECTED.balanceSheet).toHaveLength(53);
    expect(line(30).closing).toBe(line(53).closing);
    expect(line(30).yearStart).toBe(line(53).yearStart);
    expect(line(30).yearStart).toBe('1598000.00');
    const closing = (code: string) => new Dec(EXPECTED.closing[code] ?? '0');
    const assets = ['1001', '1002', '1122', '1123', '1221', '1405', '1601']
      .reduce((sum, code) => sum.plus(closing(code)), ZERO)
      .minus(closing('1602'));
    expect(assets.toFixed(2)).toBe(line(30).closing);
    const equity = ['3001', '3101', '3103', '3104'].reduce((sum, code) => sum.plus(closing(code)), ZERO);
    expect(equity.toFixed(2)).toBe(line(52).closing);
    expect(closing('3103').plus(closing('3104')).toFixed(2)).toBe(line(51).closing);
  });

  it('the income statement agrees with the transfer to 本年利润', () => {
    const line = (n: number) => EXPECTED.incomeStatement[n - 1];
    expect(EXPECTED.incomeStatement.map((entry) => entry.line)).toEqual(
      EXPECTED.incomeStatement.map((_, index) => index + 1),
    );
    expect(EXPECTED.incomeStatement).toHaveLength(32);
    const transfer = CASE.items
      .filter((item) => item.title.includes('结转本月损益'))
      .flatMap((item) => item.vouchers.flatMap((v) => v.lines))
      .filter((entry) => entry.account === '3103')
      .reduce((sum, entry) => sum.minus(debitOf(entry)), ZERO);
    expect(transfer.toFixed(2)).toBe(line(32).month);
    const opening = CASE.opening.find((row) => row.account === '3103')?.balance ?? '0';
    expect(new Dec(line(32).ytd).minus(line(32).month).toFixed(2)).toBe(new Dec(opening).toFixed(2));
    expect(closingOnSide('3103').toFixed(2)).toBe(line(32).ytd);
    expect(line(1).month).toBe(
      movement(
        '5001',
        CASE.items
          .filter((item) => !item.title.includes('结转本月损益'))
          .flatMap((i) => i.vouchers.flatMap((v) => v.lines)),
      )
        .neg()
        .toFixed(2),
    );
  });
});
