import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { childSeed, drawQuestions, optionOrder, seededShuffle, toOriginalChoices, toShownChoices } from './draw';

describe('the draw', () => {
  it('a shuffle is a permutation, the same for the same seed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 40 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (items, seed) => {
          const once = seededShuffle(items, seed);
          expect([...once].sort()).toEqual([...items].sort());
          expect(seededShuffle(items, seed)).toEqual(once);
        },
      ),
    );
  });

  it('different seeds give different orders of a long list', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const orders = new Set(Array.from({ length: 10 }, (_, k) => seededShuffle(items, childSeed(42, k)).join(',')));
    expect(orders.size).toBe(10);
  });

  it('draws the count asked from the allowed difficulties, in pool order, or refuses a short pool', () => {
    const pool = Array.from({ length: 12 }, (_, i) => ({ id: 100 + i, difficulty: (i % 5) + 1 }));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: 5 }), (seed, count) => {
        const ids = drawQuestions(pool, { count, difficulties: [1, 2, 3] }, seed);
        expect(ids).not.toBeNull();
        expect(ids).toHaveLength(count);
        expect(new Set(ids).size).toBe(count);
        for (const id of ids!) expect([1, 2, 3]).toContain(pool.find((q) => q.id === id)!.difficulty);
        expect([...ids!].sort((a, b) => a - b)).toEqual(ids);
      }),
    );
    // difficulties 1–3 cover 8 of the 12
    expect(drawQuestions(pool, { count: 9, difficulties: [1, 2, 3] }, 1)).toBeNull();
    expect(drawQuestions(pool, { count: 12, difficulties: [] }, 1)).toHaveLength(12);
  });

  it('maps the letters a student sees to the original letters and back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (count, seed) => {
        const order = optionOrder(count, seed);
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i));
        const original = 'ABCDEFGH'
          .slice(0, count)
          .split('')
          .filter((_, i) => i % 2 === 0)
          .join('');
        expect(toOriginalChoices(toShownChoices(original, order), order)).toBe(original);
      }),
    );
    // shown option A is original option C
    expect(toOriginalChoices('A', [2, 0, 1])).toBe('C');
    expect(toShownChoices('C', [2, 0, 1])).toBe('A');
    expect(optionOrder(4, null)).toEqual([0, 1, 2, 3]);
  });
});
