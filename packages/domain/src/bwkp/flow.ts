/**
 * Order and repeat rules of the invoicing practice as pure decisions over a progress (progress.ts)
 * and the 17-question structure (subjects.ts). The server decides with these; the browser shows the
 * message. Each returns { ok: true } or { ok: false, message } with the spec's exact text.
 *
 * Order of checks in canSubmit: repeat first (a finished step is reported as finished, whatever
 * else), then earlier questions (请按顺序完成实操题目(有未完成题目)！), then the sub-item's own
 * prerequisites within its question (e.g. 4.3 needs 4.1 and 4.2: 请完成发票申领！).
 */
import { DomainError } from '../errors';
import { messages } from '../messages';
import {
  firstIncomplete,
  firstIncompleteBefore,
  isItemComplete,
  isQuestionComplete,
  type TProgress,
} from '../progress';
import { bwkpMessages } from './bwkp-messages';
import { parseBusinessDate } from './content-check';
import { checkDiscountInvoice } from './discount';
import { withoutBlankLines } from './lines';
import {
  getQuestionDef,
  invoiceStepOf,
  isInvoiceSubjectType,
  isRedSubjectType,
  resolveStep,
  SUBJECT_TYPE,
} from './subjects';
import type { TDecision, TInvoiceDraft, TInvoiceType, TIssuedInvoice, TSubject } from './types';

const OK: TDecision = Object.freeze({ ok: true });

function refuse(message: string): TDecision {
  return { ok: false, message };
}

/** Whether step (5, 4.1, 14 …) may be submitted now. Throws DomainError for an unknown step. */
export function canSubmit(progress: TProgress, step: number | string): TDecision {
  const { question, item } = resolveStep(step);
  const answerId = question.answerId;
  if (item !== undefined && isItemComplete(progress, answerId, item.id)) return refuse(item.repeatMessage);
  if (item === undefined && isQuestionComplete(progress, answerId)) return refuse(question.repeatMessage);
  if (firstIncompleteBefore(progress, answerId) !== null) return refuse(messages.outOfOrder);
  if (item?.requires.some((required) => !isItemComplete(progress, answerId, required))) {
    return refuse(item.requiresMessage);
  }
  return OK;
}

/** Read-in (读入, step 4.3): needs 4.1 and 4.2 (请完成发票申领！). */
export function canRead(progress: TProgress): TDecision {
  return canSubmit(progress, 4.3);
}

/** Apply (申领) for invoice kind 1 (step 4.1) or 2 (step 4.2): once per kind (当前发票类型已完成申领！). */
export function canApply(progress: TProgress, invoice_zl: TInvoiceType): TDecision {
  return canSubmit(progress, invoice_zl === 1 ? 4.1 : 4.2);
}

/**
 * Opening the issue form (fptk) for the current question with the chosen invoice type: the question
 * is finished (当前题目已完成！); it issues no invoice (当前题目无需填开发票！); an earlier question is
 * open (请按顺序…); the type differs (请按照题目选择正确的发票种类！); the re-issue question before
 * its void (请先完成发票作废！).
 */
export function canOpenIssueForm(progress: TProgress, subject: TSubject, chosenInvoiceType: number): TDecision {
  const answerId = subject.sort;
  getQuestionDef(answerId);
  if (isQuestionComplete(progress, answerId)) return refuse(messages.questionAlreadyDone);
  if (!isInvoiceSubjectType(subject.subject_type)) return refuse(messages.noInvoiceNeeded);
  if (firstIncompleteBefore(progress, answerId) !== null) return refuse(messages.outOfOrder);
  if (chosenInvoiceType !== subject.invoice_type) return refuse(messages.wrongInvoiceType);
  if (subject.subject_type === SUBJECT_TYPE.void_reissue && !isItemComplete(progress, answerId, 10.1)) {
    return refuse(messages.voidFirst);
  }
  return OK;
}

/**
 * Saving the invoice of the current question (before grading): the form gate again, then the
 * question's invoice step (canSubmit: 12.2 needs 12.1, 14.5 needs 14.1–14.4 …), then the shape the
 * question needs: 正数 or 负数 (请按照题目开具正确的正数或负数发票！), a list question's 清单
 * (请先完成清单填写！), a discount question's discount line (请完成发票折扣！).
 */
export function canSaveInvoice(progress: TProgress, subject: TSubject, draft: TInvoiceDraft): TDecision {
  const gate = canOpenIssueForm(progress, subject, draft.invoice_type);
  if (!gate.ok) return gate;
  const step = invoiceStepOf(subject.sort);
  if (step === null) return refuse(messages.noInvoiceNeeded);
  const submit = canSubmit(progress, step);
  if (!submit.ok) return submit;
  const expectedStatus = isRedSubjectType(subject.subject_type) ? 2 : 1;
  if (draft.invoice_status !== expectedStatus) return refuse(bwkpMessages.wrongInvoiceStatus);
  if (subject.subject_type === SUBJECT_TYPE.list && withoutBlankLines(draft.list_goods ?? []).length === 0) {
    return refuse(bwkpMessages.listFirst);
  }
  if (subject.subject_type === SUBJECT_TYPE.discount) return checkDiscountInvoice(draft.goods);
  return OK;
}

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Year and month of a moment in Asia/Shanghai (UTC+8 all year, no daylight saving): '2025-03'. */
export function shanghaiMonth(moment: string | Date): string {
  const time = (moment instanceof Date ? moment : new Date(moment)).getTime();
  if (Number.isNaN(time)) throw new DomainError('invalid_number', messages.invalidData);
  const local = new Date(time + SHANGHAI_OFFSET_MS);
  return `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** True for a real calendar date written YYYY-MM-DD. */
export function isBusinessDate(value: unknown): value is string {
  return parseBusinessDate(value) !== null;
}

/**
 * The moment the simulated client records for something done now while it runs on a business date: that day in
 * Asia/Shanghai at the time of day it is now (so the order of the day's invoices holds). Without a valid business
 * date, now.
 */
export function atBusinessDate(businessDate: string | undefined, now: Date): Date {
  const date = parseBusinessDate(businessDate);
  if (date === null) return now;
  const { year, month, day } = date;
  const timeOfDay = (((now.getTime() + SHANGHAI_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  return new Date(Date.UTC(year, month - 1, day) - SHANGHAI_OFFSET_MS + timeOfDay);
}

/**
 * The simulated client's date (YYYY-MM-DD) for a student: the business date of the question the student is at
 * (the first one not complete; the last question once all are done), as if the clerk sat at the desk that day.
 * Undefined when the case gives no dates (the client then runs on the day of practice).
 */
export function clientDate(
  subjects: readonly Pick<TSubject, 'sort' | 'business_date'>[],
  progress: TProgress,
): string | undefined {
  const sorted = [...subjects].sort((a, b) => a.sort - b.sort);
  const at = firstIncomplete(progress);
  const current = at === null ? sorted[sorted.length - 1] : sorted.find((subject) => subject.sort === at);
  return current?.business_date !== undefined && isBusinessDate(current.business_date)
    ? current.business_date
    : undefined;
}

/** True when a red invoice that is not voided reverses this invoice (matching y_invoice_code / y_invoice_num). */
export function isRedFlushed(invoice: TIssuedInvoice, invoices: readonly TIssuedInvoice[]): boolean {
  return invoices.some(
    (other) =>
      other.invoice_status === 2 &&
      other.zf_status !== 2 &&
      other.y_invoice_code?.trim() === invoice.invoice_code.trim() &&
      other.y_invoice_num?.trim() === invoice.invoice_num.trim(),
  );
}

export interface TVoidContext {
  /** the moment of the void on the simulated client's clock (atBusinessDate of clientDate) */
  now: string | Date;
  /** the student's issued invoices, to find red invoices against this one */
  invoices?: readonly TIssuedInvoice[];
}

/**
 * Void (作废) of an issued invoice: one must be selected (请选择要作废的发票！); not already voided
 * (该发票已经作废，无需重复操作！); not red-flushed (该发票已开具红字发票，不能作废！); issued in the
 * client's current month, Asia/Shanghai (只能作废本月开具的发票，跨月发票请开具红字发票！): the story's calendar.
 */
export function canVoid(invoice: TIssuedInvoice | null | undefined, context: TVoidContext): TDecision {
  if (invoice === null || invoice === undefined) return refuse(messages.selectInvoiceToVoid);
  if (invoice.zf_status === 2) return refuse(messages.invoiceAlreadyVoided);
  if (isRedFlushed(invoice, context.invoices ?? [])) return refuse(bwkpMessages.voidRedFlushed);
  if (shanghaiMonth(invoice.kp_time) !== shanghaiMonth(context.now)) return refuse(bwkpMessages.voidCrossMonth);
  return OK;
}

/** Import of the red-letter form (导入开具, step 14.5): needs 14.1–14.4 (请先完成红字发票下载！). */
export function canImportRedForm(progress: TProgress): TDecision {
  return canSubmit(progress, 14.5);
}

/** The negative button's 手工开具 on a special invoice is always refused. */
export function refuseManualRedSpecial(): TDecision {
  return refuse(messages.redLetterImportOnly);
}

/** 确认交卷: needs question 17 (上报) done (请完成上报汇总！). */
export function canConfirmSubmit(progress: TProgress): TDecision {
  return isQuestionComplete(progress, 17) ? OK : refuse(messages.reportFirst);
}
