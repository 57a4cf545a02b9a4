// Issued invoices: the row → response mapping and the links between questions (the blue invoice a red
// question reverses, the invoice the void question voids), always the student's own invoices, as openPractice
// read them (its links).
import { bwkpServerMessages, type TBwkpInvoice } from '@sxpt/contract';
import { type TIssuedInvoice, type TRedData, toInvoiceCapital } from '@sxpt/domain';
import type { bwkpInvoices, bwkpRedForms } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { TCaseSubject } from './case-store';

export type TInvoiceRow = typeof bwkpInvoices.$inferSelect;
export type TRedFormRow = typeof bwkpRedForms.$inferSelect;

function goodsNameOf(row: TInvoiceRow): string {
  const lines = row.list.length > 0 ? row.list : row.goodsContent;
  const first = lines[0]?.fwname ?? '';
  return lines.length > 1 ? `${first}等` : first;
}

export function toInvoice(row: TInvoiceRow): TBwkpInvoice {
  const isVoided = row.zfStatus === 2;
  return {
    id: row.id,
    subject_id: row.subjectId,
    invoice_type: row.invoiceType as 1 | 2,
    invoice_status: row.invoiceStatus as 1 | 2,
    zf_status: row.zfStatus,
    void: isVoided ? (row.invoiceStatus === 2 ? 1 : 2) : 0,
    goods_content: row.goodsContent,
    list: row.list,
    goods_name: goodsNameOf(row),
    goods_num: row.list.length > 0 ? row.list.length : row.goodsContent.length,
    invoice_code: row.invoiceCode,
    invoice_num: row.invoiceNum,
    total_amount: row.totalAmount,
    tax_amount: row.taxAmount,
    total_price: row.totalPrice,
    total_price_capital: toInvoiceCapital(row.totalPrice),
    y_invoice_code: row.yInvoiceCode,
    y_invoice_num: row.yInvoiceNum,
    notic_no: row.noticNo,
    kh_sbh: row.khSbh,
    kh_name: row.khName,
    address_telephone: row.addressTelephone,
    bank_account: row.bankAccount,
    xh_dw_name: row.xhDwName,
    xh_dw_nsrsbh: row.xhDwNsrsbh,
    list_identifier: row.listIdentifier === 1 ? 1 : 0,
    remark: row.remark,
    drawer: row.drawer,
    void_time: row.voidTime ? row.voidTime.toISOString() : null,
    kp_time: row.kpTime.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The part of an invoice the void rules read. */
export function toIssued(row: TInvoiceRow): TIssuedInvoice {
  return {
    invoice_code: row.invoiceCode,
    invoice_num: row.invoiceNum,
    invoice_type: row.invoiceType as 1 | 2,
    invoice_status: row.invoiceStatus,
    zf_status: row.zfStatus,
    kp_time: row.kpTime,
    y_invoice_code: row.yInvoiceCode,
    y_invoice_num: row.yInvoiceNum,
  };
}

/** The student's latest blue invoice of a subject that is not voided, or null. */
function blueInvoiceOf(invoices: readonly TInvoiceRow[], subjectId: number): TInvoiceRow | null {
  let found: TInvoiceRow | null = null;
  for (const invoice of invoices) {
    if (invoice.subjectId !== subjectId || invoice.invoiceStatus !== 1 || invoice.zfStatus === 2) continue;
    if (found === null || invoice.id > found.id) found = invoice;
  }
  return found;
}

export interface TBlueRef {
  /** what the verification (hongziHx, hztk) compares the student's input with */
  ref: TRedData;
  /** the student's blue invoice, when the case links the question to one */
  invoice: TInvoiceRow | null;
}

/**
 * The blue invoice a red question reverses: the student's own invoice of the subject `blue_sort` when the case
 * links one; otherwise the fixed code and number of the case (red). Neither: 未找到对应的正数发票….
 */
export function resolveBlueRef(
  invoices: readonly TInvoiceRow[],
  subjects: readonly TCaseSubject[],
  redSubject: TCaseSubject,
): TBlueRef {
  const blueSubject = subjects.find((subject) => subject.sort === redSubject.blue_sort);
  if (blueSubject !== undefined) {
    const invoice = blueInvoiceOf(invoices, blueSubject.id);
    if (invoice) {
      return { ref: { y_invoice_code: invoice.invoiceCode, y_invoice_num: invoice.invoiceNum }, invoice };
    }
  }
  if (redSubject.red !== undefined) return { ref: redSubject.red, invoice: null };
  throw badRequest(bwkpServerMessages.blueInvoiceMissing);
}

/** The subject whose invoice the void-and-reissue question voids (void_sort, by default the question before). */
export function voidTargetOf(subjects: readonly TCaseSubject[], voidSubject: TCaseSubject): TCaseSubject | undefined {
  const sort = voidSubject.void_sort ?? voidSubject.sort - 1;
  return subjects.find((subject) => subject.sort === sort);
}
