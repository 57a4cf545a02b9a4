// The browser's side of the learning records: how many seconds of video were really played, and how long a
// handout was really read, between two reports. The server adds what it is told (watched_delta ≤ 60,
// read_delta ≤ 120) and decides completion; these meters only measure honestly and never report a second twice.

/** A jump of the playhead larger than this between two timeupdate events is a seek, not playing. */
export const MAX_PLAY_STEP_SECONDS = 3;
/** Most seconds one video report may carry (the server's limit). */
export const MAX_WATCHED_DELTA = 60;
/** Most seconds one handout report may carry (the server's limit). */
export const MAX_READ_DELTA = 120;
/** Reading time stops counting after this long without any sign of the reader (scroll, key, mouse, page turn). */
export const READ_IDLE_SECONDS = 300;

/** Seconds waiting to be reported: whole seconds go out (at most `max` a report), the fraction stays. */
export class SecondsMeter {
  private pending = 0;

  constructor(private readonly max: number) {}

  add(seconds: number): void {
    if (Number.isFinite(seconds) && seconds > 0) this.pending += seconds;
  }

  /** Whole seconds to report now (at most `max`); they leave the meter. */
  take(): number {
    const whole = Math.min(this.max, Math.floor(this.pending));
    this.pending -= whole;
    return whole;
  }

  /** A report failed: its seconds go back, to be sent with the next one. */
  giveBack(seconds: number): void {
    this.add(seconds);
  }

  get seconds(): number {
    return this.pending;
  }
}

/**
 * Media seconds played between two playhead readings during normal playback: the forward step when it is small
 * enough to be playing at `rate` (faster playback moves further between readings); 0 for a pause, a backward
 * jump or a seek forward.
 */
export function playedBetween(previous: number, current: number, rate = 1): number {
  const step = current - previous;
  const limit = MAX_PLAY_STEP_SECONDS * Math.max(1, Number.isFinite(rate) ? rate : 1);
  return step > 0 && step <= limit ? step : 0;
}

/**
 * Reading time: counts the time between two marks while the page is visible and the reader was active within
 * READ_IDLE_SECONDS. `mark` is called with the current time (ms) whenever visibility changes, the reader does
 * something, and before each report.
 */
export class ReadClock {
  private lastMark: number;
  private lastActivity: number;
  private isVisible: boolean;
  readonly meter = new SecondsMeter(MAX_READ_DELTA);

  constructor(now: number, isVisible: boolean) {
    this.lastMark = now;
    this.lastActivity = now;
    this.isVisible = isVisible;
  }

  /** Count the time since the last mark (up to the idle cut-off), then record the new state. */
  mark(now: number, state: { isVisible?: boolean; isActive?: boolean } = {}): void {
    if (this.isVisible) {
      const countUntil = Math.min(now, this.lastActivity + READ_IDLE_SECONDS * 1000);
      if (countUntil > this.lastMark) this.meter.add((countUntil - this.lastMark) / 1000);
    }
    this.lastMark = now;
    if (state.isVisible !== undefined) this.isVisible = state.isVisible;
    if (state.isActive || state.isVisible) this.lastActivity = now;
  }
}
