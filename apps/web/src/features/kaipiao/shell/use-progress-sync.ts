// Progress of the practice (spec 02 §3, §4): loaded from the server (subject_status) on entry and whenever a
// graded step invalidates kaipiaoKeys.status; pop-ups may also hand over the progress a graded call answered
// (useKaipiaoStore.getState().setProgress). Every change keeps the browser cache, moves the current question
// to the first incomplete one, reports each newly completed question that has a subjectId (subject_done;
// answers other than 200 are ignored) and reloads the question list (a done question's walkthrough video).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSessionStore } from '../../../app/session-store';
import { getWorkingContext } from '../../../app/working-context';
import { kaipiaoApi, kaipiaoKeys } from '../kaipiao-api';
import { firstIncomplete, useKaipiaoStore } from '../kaipiao-store';
import {
  newlyCompleted,
  progressCacheKey,
  readProgressCache,
  syncProgressCache,
  writeProgressCache,
} from './progress-cache';

export function useProgressSync() {
  const userId = useSessionStore((state) => state.userID);
  const client = useQueryClient();
  const cacheKey = useMemo(() => progressCacheKey(userId, getWorkingContext()), [userId]);
  const status = useQuery({ queryKey: kaipiaoKeys.status, queryFn: kaipiaoApi.subjectStatus });
  const subjects = useQuery({ queryKey: kaipiaoKeys.subjects, queryFn: kaipiaoApi.subjectList });

  // every progress change: cache, current question, done reports
  useEffect(
    () =>
      useKaipiaoStore.subscribe((state, previous) => {
        if (!state.progress || state.progress === previous.progress) return;
        writeProgressCache(cacheKey, state.progress);
        const current = firstIncomplete(state.progress)?.subjectId ?? null;
        if (current !== state.currentSubjectId) state.setCurrentSubjectId(current);
        const done = newlyCompleted(previous.progress, state.progress);
        for (const subjectId of done) kaipiaoApi.subjectDone(subjectId).catch(() => undefined);
        // a question just done may have a walkthrough video: the list now gives its address
        if (done.length > 0) void client.invalidateQueries({ queryKey: kaipiaoKeys.subjects });
      }),
    [cacheKey, client],
  );

  // the server's answer: rebuild the cache when it disagrees, then take the server's progress
  useEffect(() => {
    const data = status.data;
    if (!data) return;
    const synced = syncProgressCache(readProgressCache(cacheKey), data);
    if (synced.rebuilt) writeProgressCache(cacheKey, synced.progress);
    useKaipiaoStore.getState().setProgress(data.progress);
  }, [status.data, cacheKey]);

  useEffect(() => {
    if (subjects.data) useKaipiaoStore.getState().setSubjects(subjects.data);
  }, [subjects.data]);

  return { status, subjects };
}
