// bwkp-admin area, shared queries: the case options, a case's parts, and refreshing after a write.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  bwkpAdminKeys,
  fetchAllCases,
  fetchApply,
  fetchCaseDetail,
  fetchGoods,
  fetchKhbm,
  fetchQyxx,
  fetchSubjects,
} from './bwkp-admin-api';

/** Every case (for the case pickers). */
export function useCaseOptions() {
  return useQuery({ queryKey: bwkpAdminKeys.caseOptions, queryFn: fetchAllCases, staleTime: 30_000 });
}

/** The case with its counts and the whole-case check. */
export function useCaseDetail(caseId: number | undefined) {
  return useQuery({
    queryKey: bwkpAdminKeys.detail(caseId ?? 0),
    queryFn: () => fetchCaseDetail(caseId ?? 0),
    enabled: caseId !== undefined,
  });
}

export function useQyxx(caseId: number | undefined) {
  return useQuery({
    queryKey: bwkpAdminKeys.qyxx(caseId ?? 0),
    queryFn: () => fetchQyxx(caseId ?? 0),
    enabled: caseId !== undefined,
  });
}

export function useApply(caseId: number | undefined) {
  return useQuery({
    queryKey: bwkpAdminKeys.apply(caseId ?? 0),
    queryFn: () => fetchApply(caseId ?? 0),
    enabled: caseId !== undefined,
  });
}

export function useKhbm(caseId: number | undefined) {
  return useQuery({
    queryKey: bwkpAdminKeys.khbm(caseId ?? 0),
    queryFn: () => fetchKhbm(caseId ?? 0),
    enabled: caseId !== undefined,
  });
}

export function useGoods(caseId: number | undefined) {
  return useQuery({
    queryKey: bwkpAdminKeys.goods(caseId ?? 0),
    queryFn: () => fetchGoods(caseId ?? 0),
    enabled: caseId !== undefined,
  });
}

export function useSubjects(caseId: number | undefined) {
  return useQuery({
    queryKey: bwkpAdminKeys.subjects(caseId ?? 0),
    queryFn: () => fetchSubjects(caseId ?? 0),
    enabled: caseId !== undefined,
  });
}

/** Refresh the case list and every part of one case (its check changes with each write). */
export function useRefreshCase() {
  const queryClient = useQueryClient();
  return useCallback(
    (caseId?: number) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bwkpAdminKeys.cases }),
        caseId === undefined
          ? queryClient.invalidateQueries({ queryKey: ['bwkp-admin', 'case'] })
          : queryClient.invalidateQueries({ queryKey: bwkpAdminKeys.caseParts(caseId) }),
        queryClient.invalidateQueries({ queryKey: ['bwkp-admin', 'subject'] }),
      ]),
    [queryClient],
  );
}
