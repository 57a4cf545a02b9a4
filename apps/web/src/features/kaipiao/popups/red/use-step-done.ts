// After a graded step: keep the server's progress and refresh every simulator query.
import type { TBwkpProgressQuestion } from '@sxpt/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { kaipiaoKeys } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';

export function useStepDone() {
  const queryClient = useQueryClient();
  return useCallback(
    (progress: TBwkpProgressQuestion[]) => {
      useKaipiaoStore.getState().setProgress(progress);
      void queryClient.invalidateQueries({ queryKey: kaipiaoKeys.all });
    },
    [queryClient],
  );
}
