// baoshui authoring (acc5, /adminViews/dutiableAdmin/*): filing cases, their returns due, the answers of their
// forms and their source documents. Contract: packages/contract/src/baoshui-admin.ts.
import type {
  TPage,
  TReportDataBody,
  TTaxAnswerDetail,
  TTaxCaseDetail,
  TTaxCaseIndexBody,
  TTaxCaseRow,
  TTaxCaseSaveBody,
  TTaxReturnOption,
} from '@sxpt/contract';
import { request } from '../../api/client';

const call = <T>(name: string, body: Record<string, unknown> = {}) => request<T>(`/admin/baoshui/${name}`, body);

export const taxAdminApi = {
  returnOptions: () => call<TTaxReturnOption[]>('return_options'),
  list: (body: TTaxCaseIndexBody) => call<TPage<TTaxCaseRow>>('industry_list', body),
  detail: (id: number) => call<TTaxCaseDetail>('industry_detail', { id }),
  save: (body: TTaxCaseSaveBody) => call<{ id: number }>('industry_save', body),
  setStatus: (id: number, status: 0 | 1) => call<null>('industry_status', { id, status }),
  remove: (id: number) => call<null>('industry_delete', { id }),
  answer: (itemId: number, reportId: number) =>
    call<TTaxAnswerDetail>('answer_detail', { item_id: itemId, report_id: reportId }),
  saveAnswer: (itemId: number, reportId: number, data: TReportDataBody) =>
    call<{ invoice_data: TReportDataBody; problems: string[]; disabled: boolean }>('answer_save', {
      item_id: itemId,
      report_id: reportId,
      invoice_data: data,
    }),
};

export const taxAdminKeys = {
  all: ['baoshui-admin'] as const,
  list: (body: TTaxCaseIndexBody) => ['baoshui-admin', 'list', body] as const,
  detail: (id: number) => ['baoshui-admin', 'case', id] as const,
  answer: (itemId: number, reportId: number) => ['baoshui-admin', 'answer', itemId, reportId] as const,
  returns: ['baoshui-admin', 'returns'] as const,
};

export const TAX_ADMIN_PATHS = {
  list: '/adminViews/dutiableAdmin/industry_management',
  edit: (id?: number) => `/adminViews/dutiableAdmin/add_industry${id ? `?id=${id}` : ''}`,
  detail: (id: number) => `/adminViews/dutiableAdmin/industry_detail?id=${id}`,
  report: (itemId: number, reportId: number) =>
    `/adminViews/dutiableAdmin/edit_report?item_id=${itemId}&report_id=${reportId}`,
};
