// bwkp-admin area (acc5), data access: the invoicing cases and their parts. Every call is the server's contract
// (packages/contract/src/bwkp-admin.ts, apps/server/src/modules/bwkp-admin/routes.ts); the tax-code table's import,
// tree and search are the taxcode area's (packages/contract/src/taxcode.ts).
import type {
  TAdminCreatedId,
  TBwkpAdminApply,
  TBwkpAdminApplySaveBody,
  TBwkpAdminCase,
  TBwkpAdminCaseDetail,
  TBwkpAdminCaseIndexBody,
  TBwkpAdminCaseStoreBody,
  TBwkpAdminGoodsRow,
  TBwkpAdminGoodsSaveBody,
  TBwkpAdminKhbmRow,
  TBwkpAdminKhbmSaveBody,
  TBwkpAdminList,
  TBwkpAdminQyxx,
  TBwkpAdminQyxxSaveBody,
  TBwkpAdminSubject,
  TBwkpAdminSubjectSaveBody,
  TBwkpAdminSubjectStoreBody,
  TPage,
  TTaxCodeImportData,
  TTaxCodeImportMode,
  TTaxCodeNode,
} from '@sxpt/contract';
import { request } from '../../api/client';

/** Query keys (all under ['bwkp-admin']); a case's parts sit under its id so one refresh reaches them all. */
export const bwkpAdminKeys = {
  all: ['bwkp-admin'] as const,
  cases: ['bwkp-admin', 'cases'] as const,
  caseList: (body: TBwkpAdminCaseIndexBody) => ['bwkp-admin', 'cases', 'list', body] as const,
  caseOptions: ['bwkp-admin', 'cases', 'options'] as const,
  caseParts: (caseId: number) => ['bwkp-admin', 'case', caseId] as const,
  detail: (caseId: number) => ['bwkp-admin', 'case', caseId, 'detail'] as const,
  qyxx: (caseId: number) => ['bwkp-admin', 'case', caseId, 'qyxx'] as const,
  apply: (caseId: number) => ['bwkp-admin', 'case', caseId, 'apply'] as const,
  khbm: (caseId: number) => ['bwkp-admin', 'case', caseId, 'khbm'] as const,
  goods: (caseId: number) => ['bwkp-admin', 'case', caseId, 'goods'] as const,
  subjects: (caseId: number) => ['bwkp-admin', 'case', caseId, 'subjects'] as const,
  subject: (id: number) => ['bwkp-admin', 'subject', id] as const,
  taxTree: (parent: string) => ['bwkp-admin', 'taxcode', 'tree', parent] as const,
  taxSearch: (keyword: string, page: number) => ['bwkp-admin', 'taxcode', 'search', keyword, page] as const,
};

const at = (path: string) => `/admin/bwkp/${path}`;

// ---- cases

export function fetchCases(body: TBwkpAdminCaseIndexBody): Promise<TPage<TBwkpAdminCase>> {
  return request<TPage<TBwkpAdminCase>>(at('case/index'), body);
}

/** Every case, for pickers: the server pages at most 200 at a time. */
export async function fetchAllCases(): Promise<TBwkpAdminCase[]> {
  const all: TBwkpAdminCase[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const data = await fetchCases({ page, page_size: 200 });
    all.push(...data.list);
    if (all.length >= data.total || data.list.length === 0) break;
  }
  return all;
}

export function fetchCaseDetail(id: number): Promise<TBwkpAdminCaseDetail> {
  return request<TBwkpAdminCaseDetail>(at('case/detail'), { id });
}

export function createCase(body: TBwkpAdminCaseStoreBody): Promise<TAdminCreatedId> {
  return request<TAdminCreatedId>(at('case/store'), body);
}

export function saveCase(id: number, body: TBwkpAdminCaseStoreBody): Promise<null> {
  return request<null>(at('case/save'), { ...body, id });
}

/** 1 启用 (refused with the problems while the case is incomplete), 0 停用. */
export function setCaseStatus(id: number, status: 0 | 1): Promise<null> {
  return request<null>(at('case/status'), { id, status });
}

/** Refused while a lesson uses the case or a student has practised it (the server's message is shown). */
export function deleteCase(id: number): Promise<null> {
  return request<null>(at('case/delete'), { id });
}

// ---- company, codes, apply forms

export function fetchQyxx(caseId: number): Promise<TBwkpAdminQyxx | null> {
  return request<TBwkpAdminQyxx | null>(at('qyxx/detail'), { case_id: caseId });
}

export function saveQyxx(body: TBwkpAdminQyxxSaveBody): Promise<null> {
  return request<null>(at('qyxx/save'), body);
}

export function fetchKhbm(caseId: number): Promise<TBwkpAdminList<TBwkpAdminKhbmRow>> {
  return request<TBwkpAdminList<TBwkpAdminKhbmRow>>(at('khbm/index'), { case_id: caseId });
}

/** The customer codes become exactly `kh_content`, in that order. */
export function saveKhbm(body: TBwkpAdminKhbmSaveBody): Promise<null> {
  return request<null>(at('khbm/save'), body);
}

export function fetchGoods(caseId: number): Promise<TBwkpAdminList<TBwkpAdminGoodsRow>> {
  return request<TBwkpAdminList<TBwkpAdminGoodsRow>>(at('goods/index'), { case_id: caseId });
}

/** The goods codes become exactly `goods_content`, in that order. */
export function saveGoods(body: TBwkpAdminGoodsSaveBody): Promise<null> {
  return request<null>(at('goods/save'), body);
}

export function fetchApply(caseId: number): Promise<TBwkpAdminList<TBwkpAdminApply>> {
  return request<TBwkpAdminList<TBwkpAdminApply>>(at('apply/detail'), { case_id: caseId });
}

export function saveApply(body: TBwkpAdminApplySaveBody): Promise<null> {
  return request<null>(at('apply/save'), body);
}

// ---- business questions

export function fetchSubjects(caseId: number): Promise<TBwkpAdminList<TBwkpAdminSubject>> {
  return request<TBwkpAdminList<TBwkpAdminSubject>>(at('subject/index'), { case_id: caseId });
}

export function fetchSubject(id: number): Promise<TBwkpAdminSubject> {
  return request<TBwkpAdminSubject>(at('subject/detail'), { id });
}

export function createSubject(body: TBwkpAdminSubjectStoreBody): Promise<TAdminCreatedId> {
  return request<TAdminCreatedId>(at('subject/store'), body);
}

export function saveSubject(body: TBwkpAdminSubjectSaveBody): Promise<null> {
  return request<null>(at('subject/save'), body);
}

export function deleteSubject(id: number): Promise<null> {
  return request<null>(at('subject/delete'), { id });
}

/** `ids`: every question of the case in the new order. */
export function sortSubjects(caseId: number, ids: number[]): Promise<null> {
  return request<null>(at('subject/sort'), { case_id: caseId, ids });
}

// ---- the tax-code table

/** The children of a code in the table (the six groups without one); open to every role. */
export function fetchTaxCodeChildren(parentCode?: string): Promise<TTaxCodeNode[]> {
  return request<TTaxCodeNode[]>('/student/bwkp/taxcode_tree', parentCode ? { parent_code: parentCode } : {});
}

/** Codes usable on an invoice whose code starts with, or name / short name contains, the keyword. */
export function searchTaxCodes(keyword: string, page: number): Promise<TPage<TTaxCodeNode>> {
  return request<TPage<TTaxCodeNode>>('/student/bwkp/taxcode_search', { keyword, page, page_size: 20 });
}

/** Upload the tax authority's .xlsx export (at most 20 MB): replace or update the table; answers the change report. */
export function importTaxCodes(file: File, mode: TTaxCodeImportMode): Promise<TTaxCodeImportData> {
  const form = new FormData();
  form.append('mode', mode);
  form.append('file', file);
  // silent: the dialog shows a refusal itself; a whole table takes a while to compare and write
  return request<TTaxCodeImportData>('/admin/taxcode/import', form, { silent: true, timeoutMs: 180_000 });
}
