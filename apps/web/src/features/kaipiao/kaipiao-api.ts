// kaipiao (the student's invoicing simulator, 税控开票实训): every call of /student/bwkp/*, each carrying the
// working context (course_id, class_id, resource_id, lesson_id) from session storage. The server grades every
// step, decides order and repeats, and answers a wrong step with code 400 and `data.wrong` (the wrong fields,
// never the expected values). Contract: packages/contract/src/bwkp.ts (requests) and bwkp-data.ts (answers).
import type {
  TBwkpAddFpslBody,
  TBwkpApplyResult,
  TBwkpFptkCheck,
  TBwkpGoodsCodeRow,
  TBwkpGoodsList,
  TBwkpInvoice,
  TBwkpInvoiceListBody,
  TBwkpInvoiceNum,
  TBwkpInvoiceResult,
  TBwkpKhbmList,
  TBwkpKhbmRow,
  TBwkpQyxxDetail,
  TBwkpReadResult,
  TBwkpRedForm,
  TBwkpRedFormResult,
  TBwkpRedSubjectData,
  TBwkpRoll,
  TBwkpSaveInvoiceBody,
  TBwkpSaveQyxxBody,
  TBwkpStepResult,
  TBwkpSubjectDetail,
  TBwkpSubjectDone,
  TBwkpSubjectListItem,
  TBwkpSubjectStatus,
  TBwkpSubmitResult,
  TPage,
  TTaxCodeNode,
  TTaxCodeRow,
} from '@sxpt/contract';
import { request, type TRequestOptions } from '../../api/client';
import { getWorkingContext, workingContextBody } from '../../app/working-context';

/** What every bwkp call carries (the working context as numbers). */
export const practiceContext = workingContextBody;

/** True when the working context names a class, resource and lesson (the simulator cannot work without). */
export function hasBwkpContext(): boolean {
  const context = getWorkingContext();
  return Boolean(context.class_id && context.resource_id && context.lesson_id);
}

/** Distributive Omit: the context keys are added by `call`. */
type TWithoutContext<T> = Omit<T, 'course_id' | 'class_id' | 'resource_id' | 'lesson_id' | 'case_id'>;

/** POST /student/bwkp/<name> with the working context merged in. */
export function bwkpCall<T>(name: string, body: Record<string, unknown> = {}, options: TRequestOptions = {}) {
  return request<T>(`/student/bwkp/${name}`, { ...practiceContext(), ...body }, options);
}

/** Query keys: invalidating ['kaipiao'] refreshes every simulator query. */
export const kaipiaoKeys = {
  all: ['kaipiao'] as const,
  status: ['kaipiao', 'status'] as const,
  subjects: ['kaipiao', 'subjects'] as const,
  subject: (id: number) => ['kaipiao', 'subject', id] as const,
  qyxx: ['kaipiao', 'qyxx'] as const,
  khbm: (isAnswer: 0 | 1) => ['kaipiao', 'khbm', isAnswer] as const,
  goods: (isAnswer: 0 | 1) => ['kaipiao', 'goods', isAnswer] as const,
  rolls: ['kaipiao', 'rolls'] as const,
  invoices: (filters: object) => ['kaipiao', 'invoices', filters] as const,
  redForms: ['kaipiao', 'red-forms'] as const,
  taxTree: (parent: string) => ['kaipiao', 'tax-tree', parent] as const,
  taxSearch: (keyword: string) => ['kaipiao', 'tax-search', keyword] as const,
};

export const kaipiaoApi = {
  // ---- questions and progress ----
  subjectList: () => bwkpCall<TBwkpSubjectListItem[]>('subject_list'),
  subjectStatus: () => bwkpCall<TBwkpSubjectStatus>('subject_status'),
  subjectDetail: (subject_id: number) => bwkpCall<TBwkpSubjectDetail>('subject_detail', { subject_id }),
  /** the question-done report (spec 02 §4): the server only confirms its own decision */
  subjectDone: (subject_id: number) => bwkpCall<TBwkpSubjectDone>('subject_done', { subject_id }, { silent: true }),
  submit: () => bwkpCall<TBwkpSubmitResult>('submit'),

  // ---- question 1-3: company, customer and goods codes ----
  qyxxDetail: () => bwkpCall<TBwkpQyxxDetail>('qyxx_detail'),
  saveQyxx: (body: TWithoutContext<TBwkpSaveQyxxBody>) =>
    bwkpCall<TBwkpStepResult>('save_qyxx', body, { silent: true }),
  khbmList: (is_answer: 0 | 1) => bwkpCall<TBwkpKhbmList>('khbm_list', { is_answer }),
  saveKhbm: (kh_content: TBwkpKhbmRow[]) => bwkpCall<TBwkpStepResult>('save_khbm', { kh_content }, { silent: true }),
  goodsList: (is_answer: 0 | 1) => bwkpCall<TBwkpGoodsList>('goods_list', { is_answer }),
  saveGoods: (goods_content: TBwkpGoodsCodeRow[]) =>
    bwkpCall<TBwkpStepResult>('save_goods', { goods_content }, { silent: true }),
  taxTree: (parent_code?: string) => bwkpCall<TTaxCodeNode[]>('taxcode_tree', parent_code ? { parent_code } : {}),
  taxSearch: (keyword: string, page = 1, page_size = 50) =>
    bwkpCall<TPage<TTaxCodeRow>>('taxcode_search', { keyword, page, page_size }),

  // ---- question 4: rolls ----
  rolls: (page = 1, page_size = 50) => bwkpCall<TPage<TBwkpRoll>>('fpsl_list', { page, page_size }),
  applyRoll: (body: TWithoutContext<TBwkpAddFpslBody>) =>
    bwkpCall<TBwkpApplyResult>('add_fpsl', body, { silent: true }),
  readRolls: () => bwkpCall<TBwkpReadResult>('invoice_read', {}, { silent: true }),
  invoiceNum: (invoice_type: 1 | 2) => bwkpCall<TBwkpInvoiceNum>('invoice_num', { invoice_type }),

  // ---- issue, query, void ----
  fptkCheck: (subject_id: number, invoice_type: 1 | 2) =>
    bwkpCall<TBwkpFptkCheck>('fptk_check', { subject_id, invoice_type }, { silent: true }),
  saveInvoice: (body: TWithoutContext<TBwkpSaveInvoiceBody>) =>
    bwkpCall<TBwkpInvoiceResult>('save_fp', body, { silent: true }),
  invoices: (filters: Partial<TWithoutContext<TBwkpInvoiceListBody>> = {}) =>
    bwkpCall<TPage<TBwkpInvoice>>('get_invoice', { page: 1, page_size: 50, ...filters }),
  voidInvoice: (invocie_id: number) => bwkpCall<TBwkpInvoiceResult>('zf_fp', { invocie_id }, { silent: true }),

  // ---- red letter ----
  redSubject: (subject_id: number) => bwkpCall<TBwkpRedSubjectData>('kj_hzfp', { subject_id }),
  hongziHx: (fpdm: string, fphm: string) => bwkpCall<TBwkpStepResult>('hongzi_hx', { fpdm, fphm }, { silent: true }),
  hztk: (sqfs: 1 | 2, fpdm: string, fphm: string) =>
    bwkpCall<TBwkpRedFormResult>('hztk', { sqfs, fpdm, fphm }, { silent: true }),
  hzyl: () => bwkpCall<TBwkpRedFormResult>('hzyl', {}, { silent: true }),
  hzxxb: (action: 'save' | 'upload') => bwkpCall<TBwkpRedFormResult>('hzxxb', { action }, { silent: true }),
  hzxz: () => bwkpCall<TBwkpRedFormResult>('hzxz', {}, { silent: true }),
  redForms: (page = 1, page_size = 50) => bwkpCall<TPage<TBwkpRedForm>>('hzcx', { page, page_size }),

  // ---- question 17 ----
  chaobao: (action: 'sync' | 'report') => bwkpCall<TBwkpStepResult>('chaobao', { action }, { silent: true }),
};
