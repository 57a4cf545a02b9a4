// admin area, shared queries of the resource bank: pickers' options, chapters, lessons, and refreshing after a write.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { fetchAllResources, fetchChapterDetail, fetchChapters, fetchLessons, resourceKeys } from './resource-api';

/** The categories acc5 starts from; the select also offers every category already in use. */
export const defaultCategories = ['发票实训', '纳税申报', '会计实账', '财务管理'] as const;

/** Every resource (for pickers, category options and the recommend screen). */
export function useResourceOptions() {
  return useQuery({ queryKey: resourceKeys.resourceOptions, queryFn: fetchAllResources, staleTime: 30_000 });
}

export function useChapters(resourceId: number | undefined) {
  return useQuery({
    queryKey: resourceKeys.chapters(resourceId ?? 0),
    queryFn: () => fetchChapters(resourceId ?? 0),
    enabled: resourceId !== undefined,
  });
}

/** The categories to choose from: the default ones, then every other category in use. */
export function useResourceCategories(): string[] {
  const resources = useResourceOptions();
  return useMemo(() => {
    const used = (resources.data ?? []).map((r) => r.category).filter(Boolean);
    return [...new Set([...defaultCategories, ...used])];
  }, [resources.data]);
}

export function useChapterDetail(chapterId: number | undefined) {
  return useQuery({
    queryKey: resourceKeys.chapterDetail(chapterId ?? 0),
    queryFn: () => fetchChapterDetail(chapterId ?? 0),
    enabled: chapterId !== undefined,
  });
}

export function useLessons(chapterId: number | undefined) {
  return useQuery({
    queryKey: resourceKeys.lessons(chapterId ?? 0),
    queryFn: () => fetchLessons(chapterId ?? 0),
    enabled: chapterId !== undefined,
  });
}

/** Refresh every resource-bank query (lists, counts, details) after a write. */
export function useRefreshResources() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.resources }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'chapters'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'lessons'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'lesson'] }),
      ]),
    [queryClient],
  );
}

/** `ids` with the item at `index` moved one place up (-1) or down (+1); the same list when it cannot move. */
export function moveId(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
