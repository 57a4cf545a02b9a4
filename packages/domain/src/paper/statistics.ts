// Exam statistics (issue 10 §5), as Moodle's quiz statistics define them: a question's facility index is the mean
// share of its full marks the students earned; its discrimination is the correlation of the question's score with
// the score of the rest of the paper. Points are decimals; the statistics are ratios (numbers).
import { Dec } from '../decimal';
import { OPTION_LETTERS } from './question';

/** Mean of numbers; null for none. */
function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * Facility index: the mean of score ÷ full marks over the attempts, 0–1 (null without attempts). 1 means every
 * student had full marks.
 */
export function facilityIndex(scores: readonly string[], fullMarks: string): number | null {
  const full = new Dec(fullMarks);
  if (full.isZero()) return null;
  return mean(scores.map((score) => new Dec(score).dividedBy(full).toNumber()));
}

/**
 * Pearson's correlation of the question's scores with the rest of each attempt's total (total − the question's
 * score), −1 to 1; null with fewer than two attempts or when either side does not vary.
 */
export function discriminationIndex(questionScores: readonly string[], totals: readonly string[]): number | null {
  const n = questionScores.length;
  if (n < 2 || totals.length !== n) return null;
  const x = questionScores.map((score) => Number(score));
  const y = totals.map((total, i) => new Dec(total).minus(questionScores[i]).toNumber());
  const mx = mean(x)!;
  const my = mean(y)!;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/** How many chose each option (by letter, of `optionCount`), and how many left the question unanswered. */
export function answerDistribution(
  choices: readonly (string | null)[],
  optionCount: number,
): { options: { letter: string; count: number }[]; unanswered: number } {
  const letters = OPTION_LETTERS.slice(0, optionCount).split('');
  const counts = new Map(letters.map((letter) => [letter, 0]));
  let unanswered = 0;
  for (const chosen of choices) {
    if (!chosen) unanswered++;
    for (const letter of new Set(chosen ?? '')) if (counts.has(letter)) counts.set(letter, counts.get(letter)! + 1);
  }
  return { options: letters.map((letter) => ({ letter, count: counts.get(letter)! })), unanswered };
}

/** Score bands by share of the paper's total: below 60 %, 60–69, 70–79, 80–89, 90 % and above. */
export const SCORE_BANDS = ['60分以下', '60–69分', '70–79分', '80–89分', '90分以上'] as const;

/** How many totals fall in each band (as a percentage of `fullMarks`). */
export function scoreBands(totals: readonly string[], fullMarks: string): number[] {
  const counts = SCORE_BANDS.map(() => 0);
  const full = new Dec(fullMarks);
  for (const total of totals) {
    const percent = full.isZero() ? new Dec(0) : new Dec(total).times(100).dividedBy(full);
    const band = percent.lt(60) ? 0 : percent.lt(70) ? 1 : percent.lt(80) ? 2 : percent.lt(90) ? 3 : 4;
    counts[band]++;
  }
  return counts;
}

export interface TExamSummary {
  count: number;
  /** two places; null without attempts */
  average: string | null;
  highest: string | null;
  lowest: string | null;
  /** passed ÷ count, 0–1 as text with four places; null without attempts */
  passRate: string | null;
  passed: number;
}

/** The figures of a set of submitted totals against the pass mark. */
export function examSummary(totals: readonly string[], passMark: string): TExamSummary {
  if (totals.length === 0) return { count: 0, average: null, highest: null, lowest: null, passRate: null, passed: 0 };
  const values = totals.map((total) => new Dec(total));
  const sum = values.reduce((acc, value) => acc.plus(value), new Dec(0));
  const passed = values.filter((value) => value.gte(passMark)).length;
  return {
    count: values.length,
    average: sum.dividedBy(values.length).toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2),
    highest: Dec.max(...values).toFixed(2),
    lowest: Dec.min(...values).toFixed(2),
    passRate: new Dec(passed).dividedBy(values.length).toDecimalPlaces(4, Dec.ROUND_HALF_UP).toFixed(4),
    passed,
  };
}
