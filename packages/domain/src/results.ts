/**
 * Figures of the results model (issue 9): a score as a share of 100, a share of a class, and the most common
 * wrong field. Decimal arithmetic; values travel as text.
 */

import { fieldFamily } from './bwkp/wrong-fields';
import { Dec } from './decimal';

/** score of max as a share of 100, one decimal, half up ('82.4'); '0.0' when max is 0. */
export function scorePercent(score: string, max: string): string {
  const full = new Dec(max);
  if (full.lte(0)) return '0.0';
  return new Dec(score).times(100).dividedBy(full).toDecimalPlaces(1, Dec.ROUND_HALF_UP).toFixed(1);
}

/** count of total as a share (0–1), four decimals ('0.6667'); '0.0000' when total is 0. */
export function shareOf(count: number, total: number): string {
  if (total <= 0) return '0.0000';
  return new Dec(count).dividedBy(total).toDecimalPlaces(4, Dec.ROUND_HALF_UP).toFixed(4);
}

/**
 * The field family most often wrong over a set of wrong tries (each try's fields counted once per family), with
 * its count; ties go to the family met first. null when no field was wrong.
 */
export function mostCommonWrongField(tries: readonly (readonly string[])[]): { key: string; count: number } | null {
  const counts = new Map<string, number>();
  for (const fields of tries) {
    for (const family of new Set(fields.map(fieldFamily))) counts.set(family, (counts.get(family) ?? 0) + 1);
  }
  let best: { key: string; count: number } | null = null;
  for (const [key, count] of counts) if (best === null || count > best.count) best = { key, count };
  return best;
}

/**
 * Working, watching or reading time: 1小时5分 from an hour (whole minutes), 12分30秒 / 12分 under an hour, 35秒
 * under a minute (a lesson's video is often shorter than one).
 */
export function durationText(seconds: number): string {
  const whole = Math.floor(Math.max(0, seconds));
  const minutes = Math.floor(whole / 60);
  const hours = Math.floor(minutes / 60);
  if (hours > 0) return `${hours}小时${minutes % 60}分`;
  if (minutes === 0) return `${whole}秒`;
  return whole % 60 === 0 ? `${minutes}分` : `${minutes}分${whole % 60}秒`;
}

/** The mean of decimal values, half up to `decimals` places ('0.0' for none). */
export function averageText(values: readonly (string | number)[], decimals = 1): string {
  if (values.length === 0) return new Dec(0).toFixed(decimals);
  const sum = values.reduce<InstanceType<typeof Dec>>((total, value) => total.plus(value), new Dec(0));
  return sum.dividedBy(values.length).toDecimalPlaces(decimals, Dec.ROUND_HALF_UP).toFixed(decimals);
}

/** A share (0–1 text, as shareOf gives it) as a percent, one decimal, half up: '0.6667' → 66.7. */
export function sharePercent(share: string): number {
  return new Dec(share || '0').times(100).toDecimalPlaces(1, Dec.ROUND_HALF_UP).toNumber();
}

/** The same as text for a table or a file: '0.5000' → '50.0%'. */
export function sharePercentText(share: string): string {
  return `${new Dec(share || '0').times(100).toDecimalPlaces(1, Dec.ROUND_HALF_UP).toFixed(1)}%`;
}
