// lx authoring (acc5): the calls of /admin/lx/*. Contract: packages/contract/src/ledger-admin.ts.
import type { TLxCaseCheck, TLxCaseIndexBody, TLxCaseRow, TPage } from '@sxpt/contract';
import type { TLedgerCase } from '@sxpt/domain';
import { request } from '../../api/client';

const call = <T>(name: string, body: object) => request<T>(`/admin/lx/${name}`, body as Record<string, unknown>);

export const ledgerAdminApi = {
  list: (query: TLxCaseIndexBody) => call<TPage<TLxCaseRow>>('case_list', query),
  detail: (id: number) => call<{ id: number; name: string; status: number; data: TLedgerCase }>('case_detail', { id }),
  check: (data: TLedgerCase) => call<TLxCaseCheck>('case_check', { data }),
  save: (name: string, data: TLedgerCase, id?: number) =>
    call<{ id: number; status: number } & TLxCaseCheck>('case_save', { ...(id ? { id } : {}), name, data }),
  setStatus: (id: number, status: 0 | 1) => call<null>('case_status', { id, status }),
  remove: (id: number) => call<null>('case_delete', { id }),
};

export const ledgerAdminKeys = {
  all: ['lx-admin'] as const,
  list: (query: TLxCaseIndexBody) => ['lx-admin', 'list', query] as const,
};
