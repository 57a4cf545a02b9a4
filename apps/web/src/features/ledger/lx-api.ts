// lx (the real-ledger exercise, 账务实训): every call of /student/lx/*, each carrying the working context from
// session storage (GET in the query, POST in the body). The server checks every rule of entry, grades the vouchers
// (wrong lines named, never the right values), keeps the books from the posted vouchers and grades the statements.
// Contract: packages/contract/src/ledger.ts.
import type {
  TLxAuxBalanceRow,
  TLxBalance,
  TLxExercise,
  TLxGeneralRow,
  TLxItemDetail,
  TLxLedger,
  TLxLine,
  TLxReport,
  TLxReportAnswer,
  TLxSetAnswerResult,
  TLxVoucher,
} from '@sxpt/contract';
import { request, requestGet, type TRequestOptions } from '../../api/client';
import { getWorkingContext, workingContextBody } from '../../app/working-context';

/** True when the working context names a class, resource and lesson (the exercise cannot work without). */
export function hasLedgerContext(): boolean {
  const context = getWorkingContext();
  return Boolean(context.class_id && context.resource_id && context.lesson_id);
}

function get<T>(name: string, query: Record<string, string | number> = {}, options: TRequestOptions = {}) {
  return requestGet<T>(`/student/lx/${name}`, { ...workingContextBody(), ...query }, options);
}

function post<T>(name: string, body: Record<string, unknown> = {}, options: TRequestOptions = {}) {
  return request<T>(`/student/lx/${name}`, { ...workingContextBody(), ...body }, options);
}

export interface TVoucherDraft {
  item_id?: number;
  voucher_id?: number;
  word: string;
  date: string;
  attachments: number;
  lines: TLxLine[];
}

export const lxApi = {
  exercise: (options: TRequestOptions = {}) => get<TLxExercise>('get_exercise_list', {}, options),
  item: (itemId: number) => get<TLxItemDetail>('get_exercise', { item_id: itemId }),
  vouchers: () => get<TLxVoucher[]>('get_voucher'),
  general: () => get<TLxGeneralRow[]>('general'),
  ledger: (
    account: string,
    options: { daily?: boolean; columns?: boolean; aux?: { kind: string; code: string } } = {},
  ) =>
    get<TLxLedger>('ledger', {
      account,
      ...(options.daily ? { daily: '1' } : {}),
      ...(options.columns ? { columns: '1' } : {}),
      ...(options.aux ? { aux_kind: options.aux.kind, aux_code: options.aux.code } : {}),
    }),
  balance: () => get<TLxBalance>('balance'),
  auxBalance: () => get<TLxAuxBalanceRow[]>('aux_balance'),
  reportList: () => get<{ type: number; name: string }[]>('report_list'),
  report: (type: 0 | 1) => get<TLxReport>(type === 0 ? 'report_balance' : 'report_profit'),
  reportAnswer: (type: number) => get<TLxReportAnswer>('report_answer', { type: String(type) }),
  /** silent: the editor shows the refusal beside the voucher */
  setAnswer: (draft: TVoucherDraft) =>
    post<TLxSetAnswerResult>('set_answer', draft as unknown as Record<string, unknown>, { silent: true }),
  voucherAction: (ids: number[], action: 'audit' | 'unaudit' | 'post' | 'delete') =>
    post<{ vouchers: TLxVoucher[] }>('voucher_action', { voucher_ids: ids, action }),
  reverse: (voucherId: number) => post<TLxSetAnswerResult>('reverse', { voucher_id: voucherId }),
  settle: (action: 'close' | 'reopen') => post<{ closed: boolean; problems: string[] }>('settle', { action }),
  setReport: (type: number, data: Record<string, [string | null, string | null]>) =>
    post<TLxReport>('set_report', { type, data }),
};

/** Query keys: invalidating ['lx'] refreshes every query of the exercise. */
export const lxKeys = {
  all: ['lx'] as const,
  exercise: ['lx', 'exercise'] as const,
  item: (id: number) => ['lx', 'item', id] as const,
  vouchers: ['lx', 'vouchers'] as const,
  general: ['lx', 'general'] as const,
  ledger: (account: string, daily: boolean, columns: boolean) => ['lx', 'ledger', account, daily, columns] as const,
  balance: ['lx', 'balance'] as const,
  auxBalance: ['lx', 'aux-balance'] as const,
  report: (type: number) => ['lx', 'report', type] as const,
  answer: (type: number) => ['lx', 'answer', type] as const,
};

export const VOUCHER_STATUS_LABELS: Record<number, string> = { 0: '未审核', 1: '已审核', 2: '已记账' };

export const LX_PATHS = {
  record: '/studentViews/handsonViews/voucher/record_voucher',
  check: '/studentViews/handsonViews/voucher/check_voucher',
  summary: '/studentViews/handsonViews/voucher/page_1',
  documents: '/studentViews/handsonViews/voucher/page_2',
  detail: '/studentViews/handsonViews/book/detailed_account',
  general: '/studentViews/handsonViews/book/all_account',
  balance: '/studentViews/handsonViews/book/account_balance',
  settle: '/studentViews/handsonViews/settle/index',
  reportBalance: '/studentViews/handsonViews/report/report_balance',
  reportProfit: '/studentViews/handsonViews/report/report_profit',
  studentHome: '/studentViews/index',
} as const;

/** An amount as the books print it: thousands separated, two places; empty for nothing. */
export function formatAmount(value: string | null | undefined, blankZero = true): string {
  if (value === null || value === undefined || value === '') return '';
  const negative = value.startsWith('-');
  const [whole, fraction = '00'] = (negative ? value.slice(1) : value).split('.');
  if (blankZero && /^0*$/.test(whole) && /^0*$/.test(fraction)) return '';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}
