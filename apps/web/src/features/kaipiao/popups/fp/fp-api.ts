// Calls of this group that the shared kaipiaoApi does not make the way the forms need them.
import type { TBwkpInvoiceNum } from '@sxpt/contract';
import { bwkpCall, kaipiaoKeys } from '../../kaipiao-api';

/** The code and next number of the read-in roll of a kind (invoice_num), refreshed with every simulator query. */
export const invoiceNumKey = (invoiceType: 1 | 2) => [...kaipiaoKeys.all, 'invoice-num', invoiceType] as const;

/**
 * invoice_num without the client's error toast: before a roll is read in the server answers 请先读入发票！, which the
 * forms show in place (the header of the invoice, the readout of tiankai) instead of a toast on every open.
 */
export function fetchInvoiceNum(invoiceType: 1 | 2): Promise<TBwkpInvoiceNum> {
  return bwkpCall<TBwkpInvoiceNum>('invoice_num', { invoice_type: invoiceType }, { silent: true });
}

/** The red question's data (kj_hzfp) for the form in red mode. */
export const redSubjectKey = (subjectId: number) => [...kaipiaoKeys.all, 'red-subject', subjectId] as const;
