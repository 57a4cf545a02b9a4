// Reports video watching to /student/course/course_video_learn: every 15 s while playing, and on pause, end,
// page hide and leaving the lesson. watched_delta is the media seconds really played since the last report
// (seeks do not count; at most 60 a report); the server keeps the total and decides completion.
import type { TCourseVideoLearnData, TLessonContextBody } from '@sxpt/contract';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { reportVideoLearning } from './course-api';
import { MAX_WATCHED_DELTA, playedBetween, SecondsMeter } from './learning-meters';
import { sendOnLeave } from './leave-report';

export const VIDEO_REPORT_INTERVAL_MS = 15_000;

type TReason = 'tick' | 'pause' | 'ended' | 'hidden' | 'leave';

interface TVideoReporterOptions {
  ids: TLessonContextBody;
  /** the lesson's duration from the server, used until the player knows the real one */
  knownDuration: number;
  onSaved: (data: TCourseVideoLearnData) => void;
}

export function useVideoReporter(videoRef: RefObject<HTMLVideoElement | null>, options: TVideoReporterOptions) {
  const { ids, knownDuration } = options;
  const onSaved = useRef(options.onSaved);
  onSaved.current = options.onSaved;
  const meter = useRef(new SecondsMeter(MAX_WATCHED_DELTA));
  const lastTime = useRef(0);
  const lastSentPosition = useRef(-1);
  const [error, setError] = useState<string | null>(null);

  const report = useCallback(
    (reason: TReason, video: HTMLVideoElement) => {
      const duration = Number.isFinite(video.duration) && video.duration >= 1 ? video.duration : knownDuration;
      if (!(duration >= 1)) return;
      const position = Math.floor(video.currentTime);
      const watched = meter.current.take();
      if (watched === 0 && position === lastSentPosition.current) return;
      lastSentPosition.current = position;
      const body = { ...ids, position, watched_delta: watched, duration: Math.round(duration) };
      if (reason === 'hidden' || reason === 'leave') {
        sendOnLeave('/student/course/course_video_learn', body);
        return;
      }
      reportVideoLearning(body, { silent: true })
        .then((data) => {
          setError(null);
          onSaved.current(data);
        })
        .catch((failure: Error) => {
          meter.current.giveBack(watched);
          lastSentPosition.current = -1;
          setError(failure.message);
        });
    },
    [ids, knownDuration],
  );

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onTimeUpdate = () => {
      if (!video.paused && !video.seeking)
        meter.current.add(playedBetween(lastTime.current, video.currentTime, video.playbackRate));
      lastTime.current = video.currentTime;
    };
    const onSeek = () => {
      lastTime.current = video.currentTime;
    };
    const onPause = () => report('pause', video);
    const onEnded = () => report('ended', video);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') report('hidden', video);
    };
    const onPageHide = () => report('leave', video);
    const timer = window.setInterval(() => {
      if (!video.paused) report('tick', video);
    }, VIDEO_REPORT_INTERVAL_MS);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('seeking', onSeek);
    video.addEventListener('seeked', onSeek);
    video.addEventListener('loadedmetadata', onSeek);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnded);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(timer);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('seeking', onSeek);
      video.removeEventListener('seeked', onSeek);
      video.removeEventListener('loadedmetadata', onSeek);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onEnded);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      // leaving the lesson inside the app: the last seconds are saved (the page stays, so a normal call)
      report('pause', video);
    };
  }, [videoRef, report]);

  return { error };
}
