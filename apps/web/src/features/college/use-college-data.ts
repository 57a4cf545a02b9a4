// college area, shared queries: pickers' options, the signed-in role, and refreshing the area after a change.
import { Role } from '@sxpt/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSessionStore } from '../../app/session-store';
import { collegeKeys, fetchAllResources, fetchCampusOptions, fetchClassOptions } from './college-api';

/** The campuses of the college, for selects (admin). */
export function useCampusOptions() {
  return useQuery({ queryKey: collegeKeys.campusOptions, queryFn: fetchCampusOptions, staleTime: 60_000 });
}

/** The classes the user may see (admin: every class; teacher: their own), for selects. */
export function useClassOptions(isEnabled = true) {
  return useQuery({
    queryKey: collegeKeys.classOptions,
    queryFn: fetchClassOptions,
    staleTime: 30_000,
    enabled: isEnabled,
  });
}

/** Every resource granted to the college. */
export function useGrantedResources() {
  return useQuery({ queryKey: [...collegeKeys.resources, 'all'], queryFn: fetchAllResources, staleTime: 60_000 });
}

/** Refresh every college query (lists, details, options) after a write. */
export function useRefreshCollege() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: collegeKeys.all }), [queryClient]);
}

export function useIsCollegeAdmin(): boolean {
  return useSessionStore((state) => state.role === Role.admin);
}

export function useIsTeacher(): boolean {
  return useSessionStore((state) => state.role === Role.teacher);
}

/** Antd pagination props from the server's paging answer. */
export function pagingOf(
  data: { page: number; page_size: number; total: number } | undefined,
  onChange: (page: number, pageSize: number) => void,
) {
  return {
    current: data?.page ?? 1,
    pageSize: data?.page_size ?? 20,
    total: data?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    showTotal: (total: number) => `共 ${total} 条`,
    onChange,
  };
}
