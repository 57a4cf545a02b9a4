/**
 * Learning rules of the course area: when a lesson video counts as watched, when a lesson counts as
 * completed, the progress percentage, and the status of an attendance sign-in (spec 02 §2.2, §7).
 *
 * Decisions:
 * - A video is completed once the watched seconds reach 90 % of its duration; dragging the position to the end
 *   completes nothing. Completion never reverts.
 * - Time-based credit (seconds watched, seconds read) grows by what the client reports, but never by more than the
 *   time that passed on the server since the lesson was opened or the previous report (creditFor): a client that
 *   reports at once, often or in two tabs gains nothing, and playing faster than real time earns real time.
 * - A lesson with a video is completed when its video is; a lesson without a video but with a handout
 *   is completed once the handout was opened. A lesson with neither has nothing to learn yet and does
 *   not count toward progress.
 * - Progress is a whole percentage rounded down, so 100 % means every counted lesson is done.
 * - A sign-in is on time until starts_at + grace minutes (inclusive), late after that until it ends.
 */

/** Longest stretch of watching one progress report may add (seconds): larger reports are refused. */
export const MAX_WATCHED_DELTA_SECONDS = 60;
/** Longest stretch of reading one handout report may add (seconds). */
export const MAX_READ_DELTA_SECONDS = 120;
/** Share of the duration that must be watched for a video to be completed. */
export const VIDEO_COMPLETION_RATIO = 0.9;
/** A position this close to the end (seconds) counts as the end: the next visit starts from the beginning. */
export const VIDEO_END_TOLERANCE_SECONDS = 2;
export interface TCredit {
  /** whole seconds the report adds */
  credit: number;
  /**
   * seconds of the elapsed time the report could not use because they were a fraction of a second (under 1): the
   * credit clock is set that far back, so that rounding never loses time. Time a report did not claim is not kept.
   */
  carrySeconds: number;
}

/**
 * What a report claiming `claimedSeconds` adds when `elapsedSeconds` passed on the server since the credit clock
 * was set (the lesson opened, or the previous report): the claim, rounded, but never more than the elapsed time.
 */
export function creditFor(claimedSeconds: number, elapsedSeconds: number): TCredit {
  const claimed = Number.isFinite(claimedSeconds) ? Math.max(0, Math.round(claimedSeconds)) : 0;
  const available = Number.isFinite(elapsedSeconds) ? Math.max(0, elapsedSeconds) : 0;
  const credit = Math.min(claimed, Math.floor(available));
  return { credit, carrySeconds: claimed > credit ? available - credit : 0 };
}

/** Position clamped to 0..duration, in whole seconds. */
export function clampVideoPosition(position: number, duration: number): number {
  if (!Number.isFinite(position) || position <= 0) return 0;
  return Math.min(Math.floor(position), Math.max(0, Math.floor(duration)));
}

export function isVideoCompleted(progress: { watchedSeconds: number; position: number; duration: number }): boolean {
  const { watchedSeconds, duration } = progress;
  if (!(duration > 0)) return false;
  return watchedSeconds >= duration * VIDEO_COMPLETION_RATIO;
}

/** Where a returning student resumes: where they stopped, or the start when they had reached the end. */
export function resumePosition(position: number, duration: number): number {
  if (duration > 0 && position >= duration - VIDEO_END_TOLERANCE_SECONDS) return 0;
  return Math.max(0, position);
}

export interface TLessonLearning {
  hasVideo: boolean;
  hasHandout: boolean;
  isVideoCompleted: boolean;
  isHandoutOpened: boolean;
}

/** Whether the lesson counts toward progress at all (it has a video or a handout). */
export function isLessonCountable(lesson: Pick<TLessonLearning, 'hasVideo' | 'hasHandout'>): boolean {
  return lesson.hasVideo || lesson.hasHandout;
}

export function isLessonCompleted(lesson: TLessonLearning): boolean {
  if (lesson.hasVideo) return lesson.isVideoCompleted;
  return lesson.hasHandout && lesson.isHandoutOpened;
}

/** Whole percentage rounded down; 0 when there is nothing to count. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((completed * 100) / total));
}

export interface TAttendanceWindow {
  startsAt: Date;
  endsAt: Date;
  closedAt: Date | null;
  graceMinutes: number;
}

export function isAttendanceOpen(window: TAttendanceWindow, now: Date): boolean {
  const t = now.getTime();
  return window.closedAt === null && t >= window.startsAt.getTime() && t <= window.endsAt.getTime();
}

export type TAttendanceStatus = 'on_time' | 'late';

/** The status of a sign-in made at `at` (the window is assumed open then). */
export function attendanceStatusAt(
  window: Pick<TAttendanceWindow, 'startsAt' | 'graceMinutes'>,
  at: Date,
): TAttendanceStatus {
  const onTimeUntil = window.startsAt.getTime() + window.graceMinutes * 60_000;
  return at.getTime() <= onTimeUntil ? 'on_time' : 'late';
}
