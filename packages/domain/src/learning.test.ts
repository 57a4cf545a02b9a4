import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attendanceStatusAt,
  clampVideoPosition,
  creditFor,
  isAttendanceOpen,
  isLessonCompleted,
  isLessonCountable,
  isVideoCompleted,
  progressPercent,
  resumePosition,
} from './learning';

describe('time-based credit of a report', () => {
  it.each([
    // claimed, elapsed on the server, credit, carried to the next report
    [60, 0, 0, 0],
    [60, 12, 12, 0],
    [15, 14.6, 14, 0.6],
    [15, 15.4, 15, 0],
    [10, 3600, 10, 0],
    [14.6, 20, 15, 0],
    [30, -4, 0, 0],
    [30, Number.NaN, 0, 0],
    [Number.NaN, 30, 0, 0],
    [-5, 30, 0, 0],
  ])('claims %s s after %s s → %i s, %s s carried', (claimed, elapsed, credit, carry) => {
    const result = creditFor(claimed, elapsed);
    expect(result.credit).toBe(credit);
    expect(result.carrySeconds).toBeCloseTo(carry, 9);
  });

  it('never credits more than the time that passed, however the reports are split', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ claimed: fc.integer({ min: 0, max: 120 }), gap: fc.double({ min: 0, max: 90, noNaN: true }) }),
        ),
        (reports) => {
          let total = 0;
          let elapsed = 0;
          let sinceClock = 0;
          for (const { claimed, gap } of reports) {
            elapsed += gap;
            sinceClock += gap;
            const { credit, carrySeconds } = creditFor(claimed, sinceClock);
            total += credit;
            sinceClock = carrySeconds;
          }
          return total <= elapsed + 1e-9;
        },
      ),
    );
  });
});

describe('video completion', () => {
  it.each([
    // watched, position, duration, completed
    [0, 0, 600, false],
    [539, 100, 600, false],
    [540, 100, 600, true],
    [10, 597, 600, false],
    // dragging to the end completes nothing: only watched seconds count
    [10, 598, 600, false],
    [10, 600, 600, false],
    [540, 600, 600, true],
    [100, 100, 0, false],
  ])('watched %i s at %i of %i s → %s', (watchedSeconds, position, duration, completed) => {
    expect(isVideoCompleted({ watchedSeconds, position, duration })).toBe(completed);
  });

  it('clamps the position into 0..duration in whole seconds', () => {
    expect(clampVideoPosition(-5, 100)).toBe(0);
    expect(clampVideoPosition(Number.NaN, 100)).toBe(0);
    expect(clampVideoPosition(42.9, 100)).toBe(42);
    expect(clampVideoPosition(500, 100)).toBe(100);
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.integer({ min: 0, max: 100_000 }), (p, d) => {
        const clamped = clampVideoPosition(p, d);
        return clamped >= 0 && clamped <= d && Number.isInteger(clamped);
      }),
    );
  });

  it('resumes where the student stopped, or from the start after the end', () => {
    expect(resumePosition(120, 600)).toBe(120);
    expect(resumePosition(599, 600)).toBe(0);
    expect(resumePosition(0, 0)).toBe(0);
  });
});

describe('lesson completion and progress', () => {
  it.each([
    [{ hasVideo: true, hasHandout: true, isVideoCompleted: false, isHandoutOpened: true }, false],
    [{ hasVideo: true, hasHandout: false, isVideoCompleted: true, isHandoutOpened: false }, true],
    [{ hasVideo: false, hasHandout: true, isVideoCompleted: false, isHandoutOpened: true }, true],
    [{ hasVideo: false, hasHandout: true, isVideoCompleted: false, isHandoutOpened: false }, false],
    [{ hasVideo: false, hasHandout: false, isVideoCompleted: true, isHandoutOpened: true }, false],
  ])('%o → %s', (lesson, completed) => {
    expect(isLessonCompleted(lesson)).toBe(completed);
  });

  it('counts only lessons with a video or a handout', () => {
    expect(isLessonCountable({ hasVideo: false, hasHandout: false })).toBe(false);
    expect(isLessonCountable({ hasVideo: false, hasHandout: true })).toBe(true);
  });

  it('rounds the percentage down and stays within 0..100', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(3, 3)).toBe(100);
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (a, b) => {
        const p = progressPercent(Math.min(a, b), Math.max(a, b));
        return p >= 0 && p <= 100 && (p === 100) === (a === b && a > 0);
      }),
    );
  });
});

describe('attendance', () => {
  const startsAt = new Date('2025-03-01T08:00:00Z');
  const window = { startsAt, endsAt: new Date('2025-03-01T08:30:00Z'), closedAt: null, graceMinutes: 5 };
  const at = (minutes: number) => new Date(startsAt.getTime() + minutes * 60_000);

  it('is on time within the grace minutes, late after', () => {
    expect(attendanceStatusAt(window, at(0))).toBe('on_time');
    expect(attendanceStatusAt(window, at(5))).toBe('on_time');
    expect(attendanceStatusAt(window, at(5.01))).toBe('late');
  });

  it('is open between start and end unless closed', () => {
    expect(isAttendanceOpen(window, at(-1))).toBe(false);
    expect(isAttendanceOpen(window, at(10))).toBe(true);
    expect(isAttendanceOpen(window, at(30))).toBe(true);
    expect(isAttendanceOpen(window, at(31))).toBe(false);
    expect(isAttendanceOpen({ ...window, closedAt: at(1) }, at(10))).toBe(false);
  });
});
