import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration } from './admin-format';

describe('formatDuration', () => {
  it.each([
    [0, '—'],
    [-3, '—'],
    [Number.NaN, '—'],
    [5, '00:05'],
    [65.4, '01:05'],
    [599.6, '10:00'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('formatBytes', () => {
  it('shows KB below one MB and MB with one decimal above', () => {
    expect(formatBytes(100)).toBe('1 KB');
    expect(formatBytes(200 * 1024)).toBe('200 KB');
    expect(formatBytes(5.25 * 1024 * 1024)).toBe('5.3 MB');
  });
});
