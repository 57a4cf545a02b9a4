import type { TPage } from '@sxpt/contract';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { moveId } from './use-resource-data';

/**
 * Move a row up or down in a paged list: the list reorders at once, the server is told the whole new order,
 * and on failure the old order comes back. Chapters and lessons share it.
 */
export function useReorder<T extends { id: number }>(
  key: QueryKey,
  save: (ids: number[]) => Promise<unknown>,
  refresh: () => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  const [isSorting, setIsSorting] = useState(false);

  async function move(list: readonly T[], index: number, step: -1 | 1) {
    const ids = moveId(
      list.map((row) => row.id),
      index,
      step,
    );
    const previous = queryClient.getQueryData<TPage<T>>(key);
    if (previous) {
      const byId = new Map(previous.list.map((row) => [row.id, row]));
      queryClient.setQueryData(key, { ...previous, list: ids.flatMap((id) => byId.get(id) ?? []) });
    }
    setIsSorting(true);
    try {
      await save(ids);
    } catch {
      if (previous) queryClient.setQueryData(key, previous);
    } finally {
      setIsSorting(false);
      await refresh();
    }
  }

  return { move, isSorting };
}
