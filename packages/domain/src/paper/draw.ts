// The draw of a paper (issue 10 §2): questions picked at random per section, and questions and options shuffled,
// from a seed the server keeps with the attempt, so that a student who reloads or changes computer sees the same
// paper, and each student gets their own.

/** A small deterministic generator (mulberry32): the same seed gives the same numbers, 0 ≤ n < 1. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy of `items` in an order fixed by the seed (Fisher–Yates). */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A seed for one part of one attempt (a section, a question's options) from the attempt's seed. */
export function childSeed(seed: number, part: number): number {
  return (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(part + 1, 0xc2b2ae35)) >>> 0;
}

export interface TDrawRule {
  /** how many questions to draw */
  count: number;
  /** difficulties allowed (empty: any) */
  difficulties: number[];
}

/**
 * The ids drawn for a section from its pool (the questions of its chapters and type), in the pool's order; null
 * when the pool has fewer than `count` questions of the allowed difficulties.
 */
export function drawQuestions(
  pool: readonly { id: number; difficulty: number }[],
  rule: TDrawRule,
  seed: number,
): number[] | null {
  const eligible = pool.filter(
    (question) => rule.difficulties.length === 0 || rule.difficulties.includes(question.difficulty),
  );
  if (eligible.length < rule.count) return null;
  const picked = new Set(
    seededShuffle(eligible, seed)
      .slice(0, rule.count)
      .map((question) => question.id),
  );
  return eligible.filter((question) => picked.has(question.id)).map((question) => question.id);
}

/**
 * The display order of a question's options: order[k] is the original index shown at position k. The identity
 * when options are not shuffled.
 */
export function optionOrder(count: number, seed: number | null): number[] {
  const identity = Array.from({ length: count }, (_, i) => i);
  return seed === null ? identity : seededShuffle(identity, seed);
}

const LETTERS = 'ABCDEFGH';

/** Letters chosen on the shown options → the original letters (sorted), as answers are stored and graded. */
export function toOriginalChoices(shown: string, order: readonly number[]): string {
  return [...shown]
    .map((letter) => LETTERS[order[LETTERS.indexOf(letter)]] ?? '')
    .sort()
    .join('');
}

/** Original letters → the letters the student sees (sorted). */
export function toShownChoices(original: string, order: readonly number[]): string {
  return [...original]
    .map((letter) => LETTERS[order.indexOf(LETTERS.indexOf(letter))] ?? '')
    .sort()
    .join('');
}
