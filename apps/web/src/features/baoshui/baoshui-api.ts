// baoshui (the student's electronic tax bureau, 电子税务局): every call of /student/baoshui/*, each carrying the
// working context from session storage. The server computes the locked cells, runs the portal's checks, grades a
// declaration cell by cell (naming wrong cells, never the right values) and keeps every status.
// Contract: packages/contract/src/baoshui.ts.
import type {
  TBaoshuiCourseDetail,
  TBaoshuiDeclareResult,
  TBaoshuiPayResult,
  TBaoshuiReportDetail,
  TBaoshuiReportList,
  TBaoshuiSaveResult,
  TBaoshuiTaxItem,
  TReportDataBody,
} from '@sxpt/contract';
import { request, type TRequestOptions } from '../../api/client';
import { getWorkingContext, workingContextBody } from '../../app/working-context';

/** True when the working context names a class, resource and lesson (the tax bureau cannot work without). */
export function hasFilingContext(): boolean {
  const context = getWorkingContext();
  return Boolean(context.class_id && context.resource_id && context.lesson_id);
}

function call<T>(name: string, body: Record<string, unknown> = {}, options: TRequestOptions = {}) {
  return request<T>(`/student/baoshui/${name}`, { ...workingContextBody(), ...body }, options);
}

export const baoshuiApi = {
  courseDetail: (options: TRequestOptions = {}) => call<TBaoshuiCourseDetail>('course_detail', {}, options),
  taxesList: () => call<TBaoshuiTaxItem[]>('taxes_list'),
  setTaxes: () => call<TBaoshuiTaxItem[]>('set_taxes'),
  reportList: (taxesId: number) => call<TBaoshuiReportList>('report_list', { taxes_id: taxesId }),
  reportDetail: (taxesId: number, reportId: number) =>
    call<TBaoshuiReportDetail>('report_detail', { taxes_id: taxesId, report_id: reportId }),
  saveAnswer: (taxesId: number, reportId: number, data: TReportDataBody) =>
    call<TBaoshuiSaveResult>('save_answer', { taxes_id: taxesId, report_id: reportId, invoice_data: data }),
  reportDelete: (taxesId: number, reportId: number) =>
    call<null>('report_delete', { taxes_id: taxesId, report_id: reportId }),
  declare: (taxesId: number) => call<TBaoshuiDeclareResult>('declare', { taxes_id: taxesId }),
  /** silent: the page shows the portal's refusal (该账户没有网签三方协议) beside the button */
  pay: (taxesIds: number[], cardNumber: string) =>
    call<TBaoshuiPayResult>('pay', { taxes_ids: taxesIds, card_number: cardNumber }, { silent: true }),
};

/** Query keys: invalidating ['baoshui'] refreshes every tax-bureau query. */
export const baoshuiKeys = {
  all: ['baoshui'] as const,
  detail: ['baoshui', 'course-detail'] as const,
  taxes: ['baoshui', 'taxes'] as const,
  reports: (taxesId: number) => ['baoshui', 'reports', taxesId] as const,
  report: (taxesId: number, reportId: number) => ['baoshui', 'report', taxesId, reportId] as const,
};

/** Tax item status (spec 02 §4): 0/1 可申报, 2 待缴款, 4 已完成. */
export function statusGroup(status: number): 'declarable' | 'payable' | 'completed' | 'other' {
  if (status === 0 || status === 1) return 'declarable';
  if (status === 2) return 'payable';
  if (status === 4) return 'completed';
  return 'other';
}

export const STATUS_LABELS = { declarable: '可申报', payable: '待缴款', completed: '已完成', other: '其他' } as const;

export const BAOSHUI_PATHS = {
  index: '/baoshuiViews/index',
  type: (id: number) => `/baoshuiViews/type/${id}`,
  declare: '/baoshuiViews/declare',
  pay: '/baoshuiViews/pay',
  report: (taxesId: number, reportId: number) => `/baoshuiReport/index/${taxesId}/${reportId}`,
  studentHome: '/studentViews/index',
} as const;
