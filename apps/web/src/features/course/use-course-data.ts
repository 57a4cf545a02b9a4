// course area, the queries and writes the learning screens share.
import type { TLessonContextBody } from '@sxpt/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import {
  courseKeys,
  fetchCourseLearn,
  fetchCourseView,
  fetchLearningAnalysis,
  fetchMyAttendance,
  fetchMyClasses,
  signInAttendance,
} from './course-api';
import type { TCourseIds } from './course-links';

export function useMyClasses() {
  return useQuery({ queryKey: courseKeys.classes, queryFn: fetchMyClasses });
}

export function useLearningAnalysis() {
  return useQuery({ queryKey: courseKeys.analysis, queryFn: fetchLearningAnalysis });
}

/** Sign-ins open now and of the last week; polled so a sign-in the teacher just opened shows up by itself. */
export function useMyAttendance() {
  return useQuery({ queryKey: courseKeys.attendance, queryFn: fetchMyAttendance, refetchInterval: 30_000 });
}

export function useCourseView(ids: TCourseIds | null) {
  return useQuery({
    queryKey: courseKeys.view(ids ?? { class_id: 0, resource_id: 0 }),
    queryFn: () => fetchCourseView(ids!),
    enabled: ids !== null,
  });
}

export function useCourseLearn(ids: TLessonContextBody | null) {
  return useQuery({
    queryKey: courseKeys.learn(ids ?? { class_id: 0, resource_id: 0, lesson_id: 0 }),
    queryFn: () => fetchCourseLearn(ids!),
    enabled: ids !== null,
    // the resume position must be the server's latest, not a cached one
    staleTime: 0,
    gcTime: 0,
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, code }: { id: number; code?: string }) => signInAttendance(id, code),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: courseKeys.attendance });
      void queryClient.invalidateQueries({ queryKey: courseKeys.analysis });
    },
  });
}

/**
 * After a learning record changed: the course tree, my classes' progress and the summary are out of date.
 * 'active' refetches those on screen now; 'none' only marks them stale, so they refetch when next shown.
 */
export function useRefreshProgress() {
  const queryClient = useQueryClient();
  return useCallback(
    (refetchType: 'active' | 'none' = 'active') => {
      for (const queryKey of [['course', 'view'], courseKeys.classes, courseKeys.analysis]) {
        void queryClient.invalidateQueries({ queryKey, refetchType });
      }
    },
    [queryClient],
  );
}

/** False once the component has unmounted (a last report can still answer after the student has left). */
export function useIsMounted() {
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);
  return isMounted;
}
