/**
 * The 17-question structure of the invoicing practice (spec 02 §3 sub-item counts; spec 01 §4 step
 * ids). progress.ts keeps completion; this file says what each question is and how its sub-items
 * depend on each other, as data (STANDARD_QUESTIONS) plus lookups.
 *
 * subject_type codes (the spec names the field but not its values; only "8 uses
 * again_goods_content" is given, so 8 is the void-and-re-issue question):
 *   1 qyxx 企业参数设置 · 2 khbm 客户编码 · 3 spbm 商品编码 · 4 fpsl 发票领用(申领+读入)
 *   5 issue 开具正数发票 · 6 list 清单发票 · 7 discount 折扣发票 · 8 void_reissue 作废并重开
 *   9 red_ordinary 红字普通发票(hongziHx 核对) · 10 red_special 红字专用发票(信息表导入) · 11 report 抄报汇总
 *
 * A step is a question id (questions without sub-items) or a sub-item id (4.1). The spec's bare step
 * ids 4, 10 and 14 for questions that have sub-items are their last sub-item (read-in confirm 4.3,
 * re-issue 10.2, red invoice 14.5); resolveStep applies that to every question with sub-items.
 */
import { DomainError } from '../errors';
import { messages } from '../messages';
import { makeItemId, QUESTION_COUNT, SUB_ITEM_COUNTS } from '../progress';
import type { TSubjectInvoiceType } from './types';

export const SUBJECT_TYPE = {
  qyxx: 1,
  khbm: 2,
  spbm: 3,
  fpsl: 4,
  issue: 5,
  list: 6,
  discount: 7,
  void_reissue: 8,
  red_ordinary: 9,
  red_special: 10,
  report: 11,
} as const;
export type TSubjectTypeName = keyof typeof SUBJECT_TYPE;
export type TSubjectType = (typeof SUBJECT_TYPE)[TSubjectTypeName];

export const SUBJECT_TYPE_LABELS: Readonly<Record<TSubjectType, string>> = Object.freeze({
  1: '企业参数设置',
  2: '客户编码',
  3: '商品编码',
  4: '发票领用',
  5: '发票开具',
  6: '清单发票开具',
  7: '折扣发票开具',
  8: '发票作废与重开',
  9: '红字增值税普通发票开具',
  10: '红字增值税专用发票开具',
  11: '抄报汇总',
});

const INVOICE_TYPES: readonly number[] = [
  SUBJECT_TYPE.issue,
  SUBJECT_TYPE.list,
  SUBJECT_TYPE.discount,
  SUBJECT_TYPE.void_reissue,
  SUBJECT_TYPE.red_ordinary,
  SUBJECT_TYPE.red_special,
];

/** One sub-item of a question. */
export interface TQuestionItemDef {
  /** 4.1, 14.5, … */
  id: number;
  title: string;
  /** sub-items of the same question that must be complete first */
  requires: readonly number[];
  /** shown when one of `requires` is not complete */
  requiresMessage: string;
  /** shown when this sub-item is submitted again */
  repeatMessage: string;
}

/** One of the 17 big questions. */
export interface TQuestionDef {
  answerId: number;
  subject_type: TSubjectType;
  /** the standard case's invoice type (0: no invoice); the case's own subject decides at run time */
  invoice_type: TSubjectInvoiceType;
  title: string;
  items: readonly TQuestionItemDef[];
  /** shown when the question (without sub-items) is submitted again */
  repeatMessage: string;
}

type TItemSpec = [title: string, requires?: number[], requiresMessage?: string];

function define(
  answerId: number,
  subject_type: TSubjectType,
  invoice_type: TSubjectInvoiceType,
  title: string,
  items: TItemSpec[] = [],
  repeatMessage: string = messages.alreadySubmitted,
): TQuestionDef {
  return {
    answerId,
    subject_type,
    invoice_type,
    title,
    repeatMessage,
    items: items.map(([itemTitle, requires = [], requiresMessage = messages.prerequisiteFirst], i) => ({
      id: makeItemId(answerId, i + 1),
      title: itemTitle,
      requires,
      requiresMessage,
      repeatMessage,
    })),
  };
}

function withItemRepeat(question: TQuestionDef, itemId: number, repeatMessage: string): TQuestionDef {
  return { ...question, items: question.items.map((item) => (item.id === itemId ? { ...item, repeatMessage } : item)) };
}

const T = SUBJECT_TYPE;

const fpsl = withItemRepeat(
  withItemRepeat(
    define(4, T.fpsl, 0, '发票领用：申领并读入发票', [
      ['申领增值税普通发票'],
      ['申领增值税专用发票'],
      ['读入发票', [4.1, 4.2], messages.applyFirst],
    ]),
    4.1,
    messages.alreadyApplied,
  ),
  4.2,
  messages.alreadyApplied,
);

/** The standard layout of the 17 questions (answerId 1..17, in order). */
export const STANDARD_QUESTIONS: readonly TQuestionDef[] = Object.freeze([
  define(1, T.qyxx, 0, '企业参数设置', [['基本信息'], ['运行参数']]),
  define(2, T.khbm, 0, '客户编码设置'),
  define(3, T.spbm, 0, '商品和服务税收分类编码设置'),
  fpsl,
  define(5, T.issue, 1, '开具增值税普通发票（13%）'),
  define(6, T.issue, 2, '开具增值税专用发票（13%）'),
  define(7, T.issue, 2, '开具增值税专用发票（9%）'),
  define(8, T.issue, 2, '开具增值税专用发票（6%）'),
  define(9, T.issue, 1, '开具增值税普通发票（简易征收3%）'),
  define(10, T.void_reissue, 1, '作废发票并重新开具', [['作废发票'], ['重新开具发票', [10.1], messages.voidFirst]]),
  define(11, T.issue, 2, '开具增值税专用发票（多税率）'),
  define(12, T.red_ordinary, 1, '开具红字增值税普通发票', [['核对正数发票代码和号码'], ['开具红字普通发票', [12.1]]]),
  define(13, T.issue, 1, '开具增值税普通发票'),
  define(
    14,
    T.red_special,
    2,
    '开具红字增值税专用发票',
    [
      ['填开红字信息表申请（核对发票代码和号码）'],
      ['确认红字信息表预览', [14.1]],
      ['保存并上传红字信息表', [14.2]],
      ['下载红字信息表', [14.3]],
      ['导入红字信息表开具红字专用发票', [14.1, 14.2, 14.3, 14.4], messages.redLetterDownloadFirst],
    ],
    messages.redLetterAlreadyDone,
  ),
  define(15, T.list, 2, '开具带销货清单的增值税专用发票'),
  define(16, T.discount, 1, '开具带折扣的增值税普通发票'),
  define(17, T.report, 0, '抄报汇总'),
]);

/** The definition of question `answerId`; throws DomainError('unknown_question') outside 1..17. */
export function getQuestionDef(answerId: number): TQuestionDef {
  const question = STANDARD_QUESTIONS.find((entry) => entry.answerId === answerId);
  if (question === undefined) throw new DomainError('unknown_question', `没有第${answerId}题`);
  return question;
}

/** The subject_type question `answerId` has in the structure. */
export function subjectTypeOf(answerId: number): TSubjectType {
  return getQuestionDef(answerId).subject_type;
}

/** True for the subject types that are answered by saving an invoice in the issue form. */
export function isInvoiceSubjectType(subjectType: number): boolean {
  return INVOICE_TYPES.includes(subjectType);
}

/** True for the red-letter (负数) subject types. */
export function isRedSubjectType(subjectType: number): boolean {
  return subjectType === T.red_ordinary || subjectType === T.red_special;
}

export interface TResolvedStep {
  question: TQuestionDef;
  /** the sub-item, when the step is one (or is the bare id of a question with sub-items) */
  item?: TQuestionItemDef;
}

/**
 * Reads a step id: 5 → question 5; 4.1 → question 4, item 4.1; 14 → question 14, item 14.5 (its last).
 * Throws DomainError ('unknown_question' / 'unknown_item') for ids outside the structure.
 */
export function resolveStep(step: number | string): TResolvedStep {
  const text = String(step).trim();
  const answerId = Number(text.split('.')[0]);
  if (!/^\d+(\.\d+)?$/.test(text)) throw new DomainError('unknown_question', `没有第${text}题`);
  const question = getQuestionDef(answerId);
  if (!text.includes('.')) {
    const last = question.items[question.items.length - 1];
    return last === undefined ? { question } : { question, item: last };
  }
  const item = question.items.find((entry) => String(entry.id) === text);
  if (item === undefined) throw new DomainError('unknown_item', `第${answerId}题没有小题${text}`);
  return { question, item };
}

/**
 * The step completed by saving the question's invoice: the last sub-item for questions with sub-items
 * (10.2, 12.2, 14.5), the question itself otherwise; null for a question that issues no invoice.
 */
export function invoiceStepOf(answerId: number): number | null {
  const question = getQuestionDef(answerId);
  if (!isInvoiceSubjectType(question.subject_type)) return null;
  const last = question.items[question.items.length - 1];
  return last === undefined ? answerId : last.id;
}

/** True when the structure agrees with progress.ts (17 questions, the spec's sub-item counts). */
export function isStructureConsistent(): boolean {
  return (
    STANDARD_QUESTIONS.length === QUESTION_COUNT &&
    STANDARD_QUESTIONS.every(
      (question, i) => question.answerId === i + 1 && question.items.length === (SUB_ITEM_COUNTS[i + 1] ?? 0),
    )
  );
}
