import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageText,
  durationText,
  mostCommonWrongField,
  scorePercent,
  shareOf,
  sharePercent,
  sharePercentText,
} from './results';

describe('figures of the results model', () => {
  it.each([
    ['14', '17', '82.4'],
    ['17', '17', '100.0'],
    ['0', '17', '0.0'],
    ['1', '3', '33.3'],
    ['2', '3', '66.7'],
    ['5', '0', '0.0'],
    ['87.5', '100', '87.5'],
  ])('score %s of %s is %s of 100', (score, max, percent) => {
    expect(scorePercent(score, max)).toBe(percent);
  });

  it('a score of at most its max is between 0 and 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.nat(), (max, raw) => {
        const percent = Number(scorePercent(String(raw % (max + 1)), String(max)));
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });

  it.each([
    [2, 3, '0.6667'],
    [0, 50, '0.0000'],
    [50, 50, '1.0000'],
    [3, 0, '0.0000'],
  ])('%i of %i is a share of %s', (count, total, share) => {
    expect(shareOf(count, total)).toBe(share);
  });

  it('finds the field most often wrong, the same field on any row counting as one, once per try', () => {
    expect(
      mostCommonWrongField([
        ['goods.1.tax_amount', 'goods.2.tax_amount', 'kh_name'],
        ['goods.3.tax_amount'],
        ['kh_name'],
        ['remark'],
        ['goods.1.price'],
      ]),
    ).toEqual({ key: 'goods.tax_amount', count: 2 });
    expect(mostCommonWrongField([['kh_name'], ['remark']])).toEqual({ key: 'kh_name', count: 1 });
    expect(mostCommonWrongField([])).toBeNull();
    expect(mostCommonWrongField([[], []])).toBeNull();
  });

  it.each([
    [0, '0秒'],
    [35, '35秒'],
    [59.9, '59秒'],
    [60, '1分'],
    [95, '1分35秒'],
    [3599, '59分59秒'],
    [3600, '1小时0分'],
    [3959, '1小时5分'],
    [-5, '0秒'],
  ])('%i seconds read %s', (seconds, text) => {
    expect(durationText(seconds)).toBe(text);
  });

  it.each([
    [['82.4', '100.0', '5.9'], 1, '62.8'],
    [[1, 2], 1, '1.5'],
    [[], 1, '0.0'],
    [[600, 301], 0, '451'],
  ])('the mean of %j to %i places is %s', (values, decimals, mean) => {
    expect(averageText(values, decimals)).toBe(mean);
  });

  it.each([
    ['0.6667', 66.7, '66.7%'],
    ['0.5000', 50, '50.0%'],
    ['1.0000', 100, '100.0%'],
    ['0.0000', 0, '0.0%'],
    ['0.3333', 33.3, '33.3%'],
    ['', 0, '0.0%'],
  ])('the share %s is %d % (%s)', (share, percent, text) => {
    expect(sharePercent(share)).toBe(percent);
    expect(sharePercentText(share)).toBe(text);
  });
});
