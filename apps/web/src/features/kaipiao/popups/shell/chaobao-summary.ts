// The period summary the 抄报汇总 dialog shows: the student's issued invoices per invoice kind, counted as the real
// client's 汇总 does (正数/负数 and their voids) with the amounts of the invoices that are not void. Amounts are
// the server's decimal strings, added with the domain's decimal sum (never float arithmetic).
import type { TBwkpInvoice } from '@sxpt/contract';
import { sumMoney } from '@sxpt/domain';

export interface TSummaryRow {
  key: string;
  label: string;
  blue: number;
  blueVoid: number;
  red: number;
  redVoid: number;
  /** 销售额 (tax-exclusive, red invoices count negative as the server stores them) */
  amount: string;
  tax: string;
}

export const INVOICE_KIND_LABELS: Readonly<Record<1 | 2, string>> = {
  1: '增值税普通发票',
  2: '增值税专用发票',
};

function summarise(key: string, label: string, invoices: readonly TBwkpInvoice[]): TSummaryRow {
  const isVoid = (invoice: TBwkpInvoice) => invoice.zf_status === 2;
  const live = invoices.filter((invoice) => !isVoid(invoice));
  return {
    key,
    label,
    blue: invoices.filter((invoice) => invoice.invoice_status === 1 && !isVoid(invoice)).length,
    blueVoid: invoices.filter((invoice) => invoice.invoice_status === 1 && isVoid(invoice)).length,
    red: invoices.filter((invoice) => invoice.invoice_status === 2 && !isVoid(invoice)).length,
    redVoid: invoices.filter((invoice) => invoice.invoice_status === 2 && isVoid(invoice)).length,
    amount: sumMoney(live.map((invoice) => invoice.total_amount || '0')),
    tax: sumMoney(live.map((invoice) => invoice.tax_amount || '0')),
  };
}

/** One row per invoice kind, then the total. */
export function summariseInvoices(invoices: readonly TBwkpInvoice[]): TSummaryRow[] {
  const rows = ([1, 2] as const).map((type) =>
    summarise(
      String(type),
      INVOICE_KIND_LABELS[type],
      invoices.filter((invoice) => invoice.invoice_type === type),
    ),
  );
  return [...rows, summarise('total', '合计', invoices)];
}
