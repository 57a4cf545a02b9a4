// admin area (acc5), data access: colleges, their administrator accounts and licences (activation codes).
// Every call is the server's contract (packages/contract/src/admin.ts, apps/server/src/modules/admin/routes.ts).
import type {
  TAdminAdminStoreBody,
  TAdminCollege,
  TAdminCollegeIndexBody,
  TAdminCollegeStoreBody,
  TAdminCollegeStoreData,
  TAdminCreatedAccount,
  TAdminLicenceCode,
  TAdminLicenceIndexBody,
  TAdminLicenceIssueBody,
  TAdminResetPwdData,
  TPage,
} from '@sxpt/contract';
import { request } from '../../api/client';

/** Query keys of the admin area: invalidating ['admin'] refreshes everything below it. */
export const collegeAdminKeys = {
  colleges: ['admin', 'colleges'] as const,
  collegeList: (body: TAdminCollegeIndexBody) => ['admin', 'colleges', 'list', body] as const,
  collegeOptions: ['admin', 'colleges', 'options'] as const,
  licences: ['admin', 'licences'] as const,
  licenceList: (body: TAdminLicenceIndexBody) => ['admin', 'licences', 'list', body] as const,
};

// ---- colleges

export function fetchColleges(body: TAdminCollegeIndexBody): Promise<TPage<TAdminCollege>> {
  return request<TPage<TAdminCollege>>('/admin/college/index', body);
}

/** Every college (id, name, code), for pickers: the server pages at most 200 at a time. */
export async function fetchCollegeOptions(): Promise<Pick<TAdminCollege, 'id' | 'name' | 'code'>[]> {
  const options: Pick<TAdminCollege, 'id' | 'name' | 'code'>[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const data = await fetchColleges({ page, page_size: 200 });
    options.push(...data.list.map(({ id, name, code }) => ({ id, name, code })));
    if (options.length >= data.total || data.list.length === 0) break;
  }
  return options;
}

export function createCollege(body: TAdminCollegeStoreBody): Promise<TAdminCollegeStoreData> {
  return request<TAdminCollegeStoreData>('/admin/college/store', body);
}

export function renameCollege(id: number, name: string): Promise<null> {
  return request<null>('/admin/college/save', { id, name });
}

/** 1 enabled, 0 disabled (disabling signs every user of the college out). */
export function setCollegeStatus(id: number, status: 0 | 1): Promise<null> {
  return request<null>('/admin/college/status', { id, status });
}

// ---- administrator accounts

export function createCollegeAdmin(body: TAdminAdminStoreBody): Promise<TAdminCreatedAccount> {
  return request<TAdminCreatedAccount>('/admin/college/admin_store', body);
}

export function setCollegeAdminEnabled(userId: number, enabled: boolean): Promise<null> {
  return request<null>('/admin/college/admin_status', { user_id: userId, enabled });
}

export function resetCollegeAdminPassword(userId: number): Promise<TAdminResetPwdData> {
  return request<TAdminResetPwdData>('/admin/college/reset_pwd', { user_id: userId });
}

// ---- licences

export function issueLicence(body: TAdminLicenceIssueBody): Promise<TAdminLicenceCode> {
  return request<TAdminLicenceCode>('/admin/licence/issue', body);
}

export function fetchLicences(body: TAdminLicenceIndexBody): Promise<TPage<TAdminLicenceCode>> {
  return request<TPage<TAdminLicenceCode>>('/admin/licence/index', body);
}

/** The college's licence becomes 未激活 and its unused codes are withdrawn. */
export function revokeLicence(collegeId: number): Promise<null> {
  return request<null>('/admin/licence/revoke', { college_id: collegeId });
}
