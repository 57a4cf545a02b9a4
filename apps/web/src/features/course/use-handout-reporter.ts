// Reports handout reading to /student/course/handout_learn_record: every 30 s while the page is visible, when the
// page number changes, and when the student leaves. read_delta is the time the handout was really in front of
// an active reader since the last report (at most 120 s a report).
import type { THandoutLearnRecordData, TLessonContextBody } from '@sxpt/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reportHandoutReading } from './course-api';
import { ReadClock } from './learning-meters';
import { sendOnLeave } from './leave-report';

export const HANDOUT_REPORT_INTERVAL_MS = 30_000;
/** Mouse moves and scrolls are counted as activity at most this often. */
const ACTIVITY_THROTTLE_MS = 5_000;

type TReason = 'tick' | 'page' | 'hidden' | 'leave';

interface THandoutReporterOptions {
  ids: TLessonContextBody;
  /** the page shown (1-based) and the document's page count; 0 until the document is loaded */
  page: number;
  pageCount: number;
  onSaved: (data: THandoutLearnRecordData) => void;
}

export function useHandoutReporter({ ids, page, pageCount, onSaved }: THandoutReporterOptions) {
  const clock = useRef<ReadClock | null>(null);
  clock.current ??= new ReadClock(
    Date.now(),
    typeof document === 'undefined' || document.visibilityState === 'visible',
  );
  const state = useRef({ page, pageCount, lastSentPage: 0 });
  state.current.page = page;
  state.current.pageCount = pageCount;
  const saved = useRef(onSaved);
  saved.current = onSaved;
  const [error, setError] = useState<string | null>(null);

  const report = useCallback(
    (reason: TReason) => {
      const meter = clock.current!;
      meter.mark(Date.now());
      const { page: current, pageCount: count, lastSentPage } = state.current;
      if (count < 1 || current < 1) return;
      const read = meter.meter.take();
      if (read === 0 && current === lastSentPage) return;
      state.current.lastSentPage = current;
      const body = { ...ids, page: current, page_count: count, read_delta: read };
      if (reason === 'hidden' || reason === 'leave') {
        sendOnLeave('/student/course/handout_learn_record', body);
        return;
      }
      reportHandoutReading(body, { silent: true })
        .then((data) => {
          setError(null);
          saved.current(data);
        })
        .catch((failure: Error) => {
          meter.meter.giveBack(read);
          state.current.lastSentPage = 0;
          setError(failure.message);
        });
    },
    [ids],
  );

  // a page turn is reported at once (and counts as activity)
  useEffect(() => {
    if (page < 1 || pageCount < 1) return;
    clock.current!.mark(Date.now(), { isActive: true });
    if (page !== state.current.lastSentPage) report('page');
  }, [page, pageCount, report]);

  useEffect(() => {
    let lastActivity = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - lastActivity < ACTIVITY_THROTTLE_MS) return;
      lastActivity = now;
      clock.current!.mark(now, { isActive: true });
    };
    const onVisibility = () => {
      const isVisible = document.visibilityState === 'visible';
      if (!isVisible) report('hidden');
      clock.current!.mark(Date.now(), { isVisible });
    };
    const onPageHide = () => report('leave');
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') report('tick');
    }, HANDOUT_REPORT_INTERVAL_MS);
    const events = ['mousemove', 'keydown', 'wheel', 'scroll', 'touchstart', 'pointerdown'] as const;
    for (const name of events) window.addEventListener(name, onActivity, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(timer);
      for (const name of events) window.removeEventListener(name, onActivity);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      report('tick');
    };
  }, [report]);

  return { error };
}
