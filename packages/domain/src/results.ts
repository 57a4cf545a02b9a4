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
