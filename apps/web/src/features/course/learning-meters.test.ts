import { describe, expect, it } from 'vitest';
import { playedBetween, READ_IDLE_SECONDS, ReadClock, SecondsMeter } from './learning-meters';

describe('SecondsMeter', () => {
  it('reports whole seconds, keeps the fraction, caps each report', () => {
    const meter = new SecondsMeter(60);
    meter.add(0.4);
    meter.add(0.4);
    expect(meter.take()).toBe(0);
    meter.add(0.4);
    expect(meter.take()).toBe(1);
    expect(meter.seconds).toBeCloseTo(0.2);
    meter.add(100);
    expect(meter.take()).toBe(60);
    expect(meter.take()).toBe(40);
  });

  it('takes back the seconds of a failed report and ignores nonsense', () => {
    const meter = new SecondsMeter(60);
    meter.add(12);
    const sent = meter.take();
    meter.giveBack(sent);
    meter.add(Number.NaN);
    meter.add(-5);
    expect(meter.take()).toBe(12);
  });
});

describe('playedBetween', () => {
  it.each([
    [10, 10.25, 0.25],
    [10, 12.5, 2.5],
    [10, 10, 0],
    [10, 8, 0],
    [10, 40, 0],
  ])('from %s to %s counts %s', (previous, current, played) => {
    expect(playedBetween(previous, current)).toBeCloseTo(played);
  });

  it('allows longer steps at a faster playback rate', () => {
    expect(playedBetween(10, 14, 2)).toBeCloseTo(4);
    expect(playedBetween(10, 30, 2)).toBe(0);
  });
});

describe('ReadClock', () => {
  it('counts visible time only', () => {
    const clock = new ReadClock(0, true);
    clock.mark(10_000, { isVisible: false });
    clock.mark(50_000, { isVisible: true });
    clock.mark(55_000);
    expect(clock.meter.take()).toBe(15);
  });

  it('stops counting when the reader has been idle too long', () => {
    const clock = new ReadClock(0, true);
    clock.mark((READ_IDLE_SECONDS + 600) * 1000);
    expect(clock.meter.seconds).toBe(READ_IDLE_SECONDS);
    while (clock.meter.take() > 0) {
      // drain: each report carries at most MAX_READ_DELTA
    }
    clock.mark((READ_IDLE_SECONDS + 700) * 1000, { isActive: true });
    clock.mark((READ_IDLE_SECONDS + 730) * 1000);
    expect(clock.meter.take()).toBe(30);
  });
});
