// What the 账簿 pages of the exercise share: the book's look (MM-DD dates, amounts right-aligned with thousands
// separators, 方向, the 期初余额/本日合计/本月合计/本年累计 rows in bold), the account chooser, the loading and failure
// states, and the pure sums the pages draw themselves from the student's vouchers (凭证汇总表, 辅助核算余额表, 单价),
// always in exact decimals.
import type { TLxAccount, TLxExercise, TLxLedger, TLxLedgerRow, TLxVoucher } from '@sxpt/contract';
import { Dec, parseDecimal, type TDecimal } from '@sxpt/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Select, Spin, Table } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import type { Key, ReactNode } from 'react';
import { formatAmount, lxApi, lxKeys } from './lx-api';
import './books.css';

// ---- pure logic ----

const ZERO = new Dec(0);

/** A decimal of an amount text of the server (null, empty or not a number: zero). */
export function decimalOf(value: string | null | undefined): TDecimal {
  if (value === null || value === undefined) return ZERO;
  return parseDecimal(value.replace(/,/g, '')) ?? ZERO;
}

/** 'YYYY-MM-DD' as the books print it within the period: 'MM-DD'. */
export function shortDate(date: string | null | undefined): string {
  if (!date) return '';
  const match = /^\d{4}-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[1]}-${match[2]}` : date;
}

/** The voucher's word and number as the books print it: 记-3. */
export function voucherNo(voucher: Pick<TLxVoucher, 'word' | 'number'>): string {
  return `${voucher.word}-${voucher.number}`;
}

export interface TSummaryRow {
  code: string;
  name: string;
  debit: string;
  credit: string;
}

export interface TVoucherSummary {
  rows: TSummaryRow[];
  debit: string;
  credit: string;
}

/** 凭证汇总表: the vouchers' lines added by first-level account (the first four digits), in code order. */
export function summarizeByFirstLevel(
  vouchers: readonly Pick<TLxVoucher, 'lines'>[],
  accounts: readonly Pick<TLxAccount, 'code' | 'name'>[],
): TVoucherSummary {
  const sums = new Map<string, { debit: TDecimal; credit: TDecimal }>();
  let debit = ZERO;
  let credit = ZERO;
  for (const voucher of vouchers) {
    for (const line of voucher.lines) {
      const code = line.account.slice(0, 4);
      const sum = sums.get(code) ?? { debit: ZERO, credit: ZERO };
      const lineDebit = decimalOf(line.debit);
      const lineCredit = decimalOf(line.credit);
      sum.debit = sum.debit.plus(lineDebit);
      sum.credit = sum.credit.plus(lineCredit);
      sums.set(code, sum);
      debit = debit.plus(lineDebit);
      credit = credit.plus(lineCredit);
    }
  }
  const names = new Map(accounts.map((account) => [account.code, account.name]));
  const rows = [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, sum]) => ({
      code,
      name: names.get(code) ?? '',
      debit: sum.debit.toFixed(2),
      credit: sum.credit.toFixed(2),
    }));
  return { rows, debit: debit.toFixed(2), credit: credit.toFixed(2) };
}

/** The numbers the vouchers run through, per word in their order: '记-1 至 记-12' (one voucher: '记-1'). */
export function voucherRange(vouchers: readonly Pick<TLxVoucher, 'word' | 'number'>[]): string {
  const byWord = new Map<string, { min: number; max: number }>();
  for (const voucher of vouchers) {
    const range = byWord.get(voucher.word);
    if (!range) byWord.set(voucher.word, { min: voucher.number, max: voucher.number });
    else {
      range.min = Math.min(range.min, voucher.number);
      range.max = Math.max(range.max, voucher.number);
    }
  }
  return [...byWord.entries()]
    .map(([word, { min, max }]) => (min === max ? `${word}-${min}` : `${word}-${min} 至 ${word}-${max}`))
    .join('，');
}

/** 单价 = 金额 ÷ 数量 to two places; empty without a quantity (none, or zero). */
export function unitPrice(amount: string | null | undefined, quantity: string | null | undefined): string {
  const q = decimalOf(quantity);
  if (q.isZero()) return '';
  return decimalOf(amount).dividedBy(q).toDecimalPlaces(2).toFixed(2);
}

/** The quantity received (a debit row) or issued (a credit row) of a ledger row; the 本月合计 adds its month's. */
export function quantityFlows(rows: readonly TLxLedgerRow[]): { in: string; out: string }[] {
  let monthIn = ZERO;
  let monthOut = ZERO;
  return rows.map((row) => {
    if (row.kind === 'entry') {
      const quantity = decimalOf(row.quantity);
      if (quantity.isZero()) return { in: '', out: '' };
      if (decimalOf(row.credit).isZero()) {
        monthIn = monthIn.plus(quantity);
        return { in: quantity.toFixed(), out: '' };
      }
      monthOut = monthOut.plus(quantity);
      return { in: '', out: quantity.toFixed() };
    }
    if (row.kind === 'month') {
      return { in: monthIn.isZero() ? '' : monthIn.toFixed(), out: monthOut.isZero() ? '' : monthOut.toFixed() };
    }
    return { in: '', out: '' };
  });
}

/** The count of vouchers in each status (0 未审核, 1 已审核, 2 已记账). */
export function countByStatus(vouchers: readonly Pick<TLxVoucher, 'status'>[]): Record<0 | 1 | 2, number> {
  const counts: Record<0 | 1 | 2, number> = { 0: 0, 1: 0, 2: 0 };
  for (const voucher of vouchers) {
    if (voucher.status === 0 || voucher.status === 1 || voucher.status === 2) counts[voucher.status] += 1;
  }
  return counts;
}

// ---- the look ----

/** An amount cell: blank for zero unless `zero`. */
export function Amount({ value, zero = false }: { value: string | null | undefined; zero?: boolean }) {
  const text = formatAmount(value ?? null, !zero);
  return <span className={text.startsWith('-') ? 'lx-book-neg' : undefined}>{text}</span>;
}

/** A right-aligned amount column. */
export function amountColumn<T>(
  title: ReactNode,
  value: (row: T) => string | null | undefined,
  options: { key: string; zero?: (row: T) => boolean; width?: number } = { key: String(title) },
): ColumnType<T> {
  return {
    title,
    key: options.key,
    align: 'right',
    width: options.width ?? 120,
    className: 'lx-book-amount',
    render: (_, row) => <Amount value={value(row)} zero={options.zero?.(row) ?? false} />,
  };
}

/** A ledger row with its key for the table. */
export type TKeyedRow = TLxLedgerRow & { key: number };

export function keyed(rows: readonly TLxLedgerRow[]): TKeyedRow[] {
  return rows.map((row, index) => ({ ...row, key: index }));
}

/** The bold rows of the books: 期初余额, 本日合计, 本月合计, 本年累计. */
export function bookRowClass(row: Pick<TLxLedgerRow, 'kind'>): string {
  return row.kind === 'entry' ? '' : `lx-book-total lx-book-${row.kind}`;
}

/** The columns of a 三栏式 book: 日期, 凭证字号 (unless `noVoucher`), 摘要, 借方, 贷方, 方向, 余额. */
export function ledgerColumns(options: { noVoucher?: boolean } = {}): ColumnsType<TKeyedRow> {
  return [
    { title: '日期', key: 'date', width: 64, align: 'center', render: (_, row) => shortDate(row.date) },
    ...(options.noVoucher
      ? []
      : [{ title: '凭证字号', key: 'voucher', width: 80, align: 'center' as const, dataIndex: 'voucher' }]),
    { title: '摘要', key: 'summary', dataIndex: 'summary', className: 'lx-book-summary' },
    amountColumn<TKeyedRow>('借方', (row) => row.debit, { key: 'debit' }),
    amountColumn<TKeyedRow>('贷方', (row) => row.credit, { key: 'credit' }),
    { title: '方向', key: 'direction', dataIndex: 'direction', width: 52, align: 'center' },
    amountColumn<TKeyedRow>('余额', (row) => row.balance, { key: 'balance', zero: () => true }),
  ];
}

/** A book's table: compact, bordered, never paged, totals in bold. */
export function BookTable<T extends { key: Key }>({
  rows,
  columns,
  empty = '暂无数据',
  rowClassName,
  summary,
  label,
}: {
  rows: readonly T[];
  columns: ColumnsType<T>;
  empty?: string;
  rowClassName?: (row: T) => string;
  summary?: () => ReactNode;
  label?: string;
}) {
  return (
    <Table<T>
      className="lx-book-table"
      aria-label={label}
      size="small"
      bordered
      pagination={false}
      dataSource={rows as T[]}
      columns={columns}
      rowClassName={rowClassName}
      summary={summary}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
    />
  );
}

/** The page's spinner while a call runs. */
export function BookLoading() {
  return (
    <div className="lx-book-loading">
      <Spin />
    </div>
  );
}

/** 打印: the browser's print of the page (the book alone, the chooser and buttons hidden). */
export function PrintButton() {
  return (
    <Button size="small" className="lx-book-noprint" onClick={() => window.print()}>
      打印
    </Button>
  );
}

/** A bar above the book: the choosers on the left, the buttons on the right. */
export function BookToolbar({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  return (
    <div className="lx-book-toolbar lx-book-noprint">
      <div className="lx-book-toolbar-main">{children}</div>
      <div className="lx-book-toolbar-extra">{extra ?? <PrintButton />}</div>
    </div>
  );
}

/** The heading of a printed book: its title, the account and the period. */
export function BookHeading({ title, account, exercise }: { title: string; account?: string; exercise: TLxExercise }) {
  return (
    <div className="lx-book-heading">
      <div className="lx-book-heading-title">{title}</div>
      <div className="lx-book-heading-meta">
        <span>核算单位：{exercise.company_name}</span>
        {account ? <span>科目：{account}</span> : null}
        <span>
          期间：{exercise.year}年{exercise.month}月
        </span>
        <span>单位：元</span>
      </div>
    </div>
  );
}

/** The account chooser: search by code or name, each shown with its full name. */
export function AccountSelect({
  accounts,
  value,
  onChange,
  label = '会计科目',
  width = 320,
}: {
  accounts: readonly TLxAccount[];
  value: string | undefined;
  onChange: (code: string) => void;
  label?: string;
  width?: number;
}) {
  return (
    <span className="lx-book-chooser">
      <span className="lx-book-chooser-label">{label}</span>
      <Select<string>
        aria-label={label}
        style={{ width }}
        value={value}
        onChange={onChange}
        placeholder="输入科目编码或名称查找"
        showSearch={{ optionFilterProp: 'label' }}
        notFoundContent="没有符合的科目"
        options={accounts.map((account) => ({
          value: account.code,
          label: `${account.code} ${account.full_name}`,
        }))}
      />
    </span>
  );
}

/** An account's ledger from the server (明细账, 多栏账, 日记账). */
export function useLedger(
  code: string | undefined,
  options: { daily?: boolean; columns?: boolean; aux?: { kind: string; code: string } } = {},
) {
  const daily = options.daily ?? false;
  const columns = options.columns ?? false;
  const aux = options.aux;
  return useQuery<TLxLedger>({
    queryKey: [...lxKeys.ledger(code ?? '', daily, columns), aux?.kind ?? '', aux?.code ?? ''],
    queryFn: () => lxApi.ledger(code ?? '', { daily, columns, ...(aux ? { aux } : {}) }),
    enabled: Boolean(code),
  });
}

/** The student's vouchers (every status). */
export function useVouchers() {
  return useQuery({ queryKey: lxKeys.vouchers, queryFn: lxApi.vouchers });
}

/** A query's body: the spinner while it runs, `failed` (LedgerLoadFailed) on failure, else what the page draws. */
export function QueryBody<T>({
  query,
  failed,
  children,
}: {
  query: { data: T | undefined; isError: boolean };
  failed: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <>{failed}</>;
  return <BookLoading />;
}

/**
 * The account a book opens on: the first leaf moved this period, else the first leaf with a balance (from the
 * 科目余额表), else 1002 银行存款, else the first leaf of the chart; among `allowed` when given.
 */
export function defaultAccount(
  accounts: readonly TLxAccount[],
  balanceRows: readonly { code: string; debit: string; credit: string }[] | undefined,
  allowed?: (account: TLxAccount) => boolean,
): string | undefined {
  const fits = accounts.filter((account) => account.leaf && (allowed ? allowed(account) : true));
  const codes = new Set(fits.map((account) => account.code));
  const rows = (balanceRows ?? []).filter((row) => codes.has(row.code));
  const moved = rows.find((row) => !decimalOf(row.debit).isZero() || !decimalOf(row.credit).isZero());
  if (moved) return moved.code;
  if (rows.length > 0) return rows[0].code;
  if (!allowed && accounts.some((account) => account.code === '1002')) return '1002';
  return fits[0]?.code;
}

/** The 数量 columns of a 明细账 of an account with a unit: 收入数量, 发出数量, 结存数量. */
export function quantityColumns(rows: readonly TLxLedgerRow[], unit: string | null): ColumnsType<TKeyedRow> {
  const flows = quantityFlows(rows);
  const suffix = unit ? `（${unit}）` : '';
  return [
    {
      title: `数量${suffix}`,
      key: 'quantity',
      children: [
        { title: '收入', key: 'q-in', align: 'right', width: 80, render: (_, row) => flows[row.key]?.in ?? '' },
        { title: '发出', key: 'q-out', align: 'right', width: 80, render: (_, row) => flows[row.key]?.out ?? '' },
      ],
    },
    {
      title: `结存数量${suffix}`,
      key: 'on-hand',
      align: 'right',
      width: 96,
      render: (_, row) => row.quantity_on_hand ?? '',
    },
  ];
}

/** The 科目余额表 of the student (shared by the pages that choose their first account from it). */
export function useBalance(enabled = true) {
  return useQuery({ queryKey: lxKeys.balance, queryFn: lxApi.balance, enabled });
}

/** 多栏账: each child's column added over the month's entries (for the 本月合计 row). */
export function columnTotals(rows: readonly TLxLedgerRow[]): Record<string, string> {
  const sums = new Map<string, TDecimal>();
  for (const row of rows) {
    if (row.kind !== 'entry' || !row.columns) continue;
    for (const [code, amount] of Object.entries(row.columns)) {
      sums.set(code, (sums.get(code) ?? ZERO).plus(decimalOf(amount)));
    }
  }
  return Object.fromEntries([...sums.entries()].map(([code, sum]) => [code, sum.toFixed(2)]));
}

/** The 本年累计 totals the 科目余额表's totals lack: the first-level rows added. */
export function ytdTotals(rows: readonly { level: number; ytd_debit: string; ytd_credit: string }[]): {
  debit: string;
  credit: string;
} {
  let debit = ZERO;
  let credit = ZERO;
  for (const row of rows) {
    if (row.level !== 1) continue;
    debit = debit.plus(decimalOf(row.ytd_debit));
    credit = credit.plus(decimalOf(row.ytd_credit));
  }
  return { debit: debit.toFixed(2), credit: credit.toFixed(2) };
}
