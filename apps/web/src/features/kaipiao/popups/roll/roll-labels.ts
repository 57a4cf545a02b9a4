// Labels and formatting shared by the invoice-roll pop-ups (question 4: 发票领用, 申领, 读入).
import { bwkpIdTypes, type TBwkpProgressQuestion } from '@sxpt/contract';
import { isItemComplete } from '@sxpt/domain';
import dayjs from 'dayjs';

export type TInvoiceKind = 1 | 2;

/** 发票种类 (invoice_zl / invoice_type) */
export const INVOICE_KIND_LABEL: Record<TInvoiceKind, string> = {
  1: '增值税普通发票',
  2: '增值税专用发票',
};

/** 领取方式 (apply_result) */
export const APPLY_RESULT_LABEL: Record<1 | 2, string> = {
  1: '自行领取',
  2: '快递邮寄',
};

/** 证件类型 (spec 01 §3 Apply form) */
export const ID_TYPES = bwkpIdTypes;

/** The default quantity of the apply form (spec: 25). */
export const DEFAULT_APPLY_NUM = 25;

/** The question of the rolls and its sub-items: 4.1 ordinary applied, 4.2 special applied, 4.3 read in. */
export const ROLL_QUESTION = 4;
export const APPLY_ITEM: Record<TInvoiceKind, number> = { 1: 4.1, 2: 4.2 };
export const READ_ITEM = 4.3;

export function kindLabel(kind: number): string {
  return INVOICE_KIND_LABEL[kind as TInvoiceKind] ?? String(kind);
}

export function applyResultLabel(value: number): string {
  return APPLY_RESULT_LABEL[value as 1 | 2] ?? '无';
}

/** An ISO time as the client shows it: 2025-05-07 09:30:00 ('' for none). */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const time = dayjs(value);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm:ss') : value;
}

/** Whether the server's progress says kind `kind` was applied for; null when the progress is not known. */
export function isApplied(progress: TBwkpProgressQuestion[] | null, kind: TInvoiceKind): boolean | null {
  if (!progress) return null;
  return isItemComplete(progress, ROLL_QUESTION, APPLY_ITEM[kind]);
}

/** The kinds the progress says are still to apply for ([] when both are done or the progress is unknown). */
export function kindsToApply(progress: TBwkpProgressQuestion[] | null): TInvoiceKind[] {
  if (!progress) return [];
  return ([1, 2] as const).filter((kind) => isApplied(progress, kind) === false);
}

/** Whether the rolls were read in (4.3), null when the progress is not known. */
export function isReadIn(progress: TBwkpProgressQuestion[] | null): boolean | null {
  if (!progress) return null;
  return isItemComplete(progress, ROLL_QUESTION, READ_ITEM);
}
