import { describe, expect, it } from 'vitest';
import { pageCuts } from './report-pdf';

describe('cutting the report into pages', () => {
  it('cuts at the last block that starts in the lower part of a page, else where the page ends', () => {
    // pages of 1000: blocks start at 400, 900, 1500, 2600
    expect(pageCuts(3000, 1000, [400, 900, 1500, 2600])).toEqual([900, 1500, 2500]);
  });

  it('needs no cut when the report fits one page, and cuts a tall block at page height', () => {
    expect(pageCuts(800, 1000, [200, 600])).toEqual([]);
    expect(pageCuts(2500, 1000, [])).toEqual([1000, 2000]);
  });

  it('every page is at most a page high and the cuts go down', () => {
    const cuts = pageCuts(10_000, 1000, [120, 950, 1700, 2300, 2400, 5200, 9990]);
    const starts = [0, ...cuts, 10_000];
    for (let i = 1; i < starts.length; i++) {
      expect(starts[i] - starts[i - 1]).toBeGreaterThan(0);
      expect(starts[i] - starts[i - 1]).toBeLessThanOrEqual(1000);
    }
  });
});
