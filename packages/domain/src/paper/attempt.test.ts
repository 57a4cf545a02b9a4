import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attemptDeadline,
  checkPublication,
  gradeAttempt,
  mayShowAnswers,
  mayStartAttempt,
  paperState,
  planAttempt,
  type TPublicationSettings,
} from './attempt';
import { DEFAULT_PARTIAL_RULES } from './grading';
import type { TPaperSection } from './paper';

const fixed = (ids: number[], points = '2'): TPaperSection => ({
  type: 'single',
  title: '',
  points,
  mode: 'fixed',
  questionIds: ids,
  draw: null,
});
const random = (count: number, difficulties: number[] = []): TPaperSection => ({
  type: 'judge',
  title: '',
  points: '1',
  mode: 'random',
  questionIds: [],
  draw: { chapterIds: [1], count, difficulties },
});
const pool = Array.from({ length: 12 }, (_, i) => ({ id: 100 + i, difficulty: (i % 5) + 1 }));

describe('planAttempt', () => {
  it('keeps fixed sections in order and draws the random ones from their pool', () => {
    const plan = planAttempt([fixed([3, 1, 2]), random(4)], [null, pool], 42, false);
    if (!('slots' in plan)) throw new Error('expected slots');
    expect(plan.slots.slice(0, 3).map((slot) => slot.questionId)).toEqual([3, 1, 2]);
    expect(plan.slots.slice(0, 3).every((slot) => slot.section === 0 && slot.points === '2')).toBe(true);
    const drawn = plan.slots.slice(3);
    expect(drawn).toHaveLength(4);
    expect(drawn.every((slot) => slot.section === 1 && slot.points === '1')).toBe(true);
    expect(new Set(drawn.map((slot) => slot.questionId)).size).toBe(4);
  });

  it('gives the same paper for the same seed and (almost always) another for another seed', () => {
    const sections = [fixed([1, 2, 3, 4, 5, 6]), random(5)];
    const one = planAttempt(sections, [null, pool], 7, true);
    expect(planAttempt(sections, [null, pool], 7, true)).toEqual(one);
    const others = [8, 9, 10, 11].map((seed) => JSON.stringify(planAttempt(sections, [null, pool], seed, true)));
    expect(others.some((other) => other !== JSON.stringify(one))).toBe(true);
  });

  it('names the section whose pool is too small', () => {
    expect(planAttempt([fixed([1]), random(3, [5])], [null, pool], 1, false)).toEqual({ shortSection: 1 });
  });

  it('shuffles a section only within itself (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const plan = planAttempt([fixed([1, 2, 3, 4]), fixed([5, 6, 7])], [null, null], seed, true);
        if (!('slots' in plan)) return false;
        const first = plan.slots.filter((slot) => slot.section === 0).map((slot) => slot.questionId);
        const second = plan.slots.filter((slot) => slot.section === 1).map((slot) => slot.questionId);
        return (
          [...first].sort().join() === '1,2,3,4' &&
          [...second].sort().join() === '5,6,7' &&
          plan.slots.findIndex((slot) => slot.section === 1) === 4
        );
      }),
    );
  });
});

describe('attemptDeadline', () => {
  const start = new Date('2026-12-01T01:00:00Z');
  it.each([
    [60, '2026-12-01T09:00:00Z', '2026-12-01T02:00:00.000Z'],
    [60, '2026-12-01T01:30:00Z', '2026-12-01T01:30:00.000Z'],
    [0, '2026-12-08T01:00:00Z', '2026-12-08T01:00:00.000Z'],
  ])('duration %i min, window ends %s → %s', (minutes, end, want) => {
    expect(attemptDeadline(start, minutes, new Date(end)).toISOString()).toBe(want);
  });
});

describe('paperState and mayStartAttempt', () => {
  const window = { startAt: new Date('2026-12-01T01:00:00Z'), endAt: new Date('2026-12-01T03:00:00Z') };
  const at = (time: string) => new Date(`2026-12-01T${time}:00Z`);
  const open = { status: 1, deadlineAt: at('02:00') };
  const done = { status: 2, deadlineAt: at('02:00') };
  it.each([
    ['00:30', [], 'upcoming'],
    ['01:10', [], 'open'],
    ['01:10', [open], 'in_progress'],
    ['02:30', [open], 'submitted'],
    ['01:50', [done], 'submitted'],
    ['03:00', [], 'closed'],
    ['03:30', [done], 'submitted'],
  ] as const)('at %s with %j → %s', (time, attempts, want) => {
    expect(paperState(at(time), window, attempts)).toBe(want);
  });
  it.each([
    ['00:30', [], 1, '考试尚未开始'],
    ['01:10', [], 1, null],
    ['01:50', [done], 1, '作答次数已用完'],
    ['01:50', [done], 0, null],
    ['01:50', [done], 2, null],
    ['03:00', [], 1, '考试已截止'],
  ] as const)('may start at %s with %j, %i allowed → %s', (time, attempts, max, want) => {
    expect(mayStartAttempt(at(time), window, attempts, max)).toBe(want);
  });
});

describe('mayShowAnswers', () => {
  const end = new Date('2026-12-01T03:00:00Z');
  const before = new Date('2026-12-01T02:00:00Z');
  const after = new Date('2026-12-01T04:00:00Z');
  it.each([
    ['after_submit', before, true, true],
    ['after_submit', before, false, false],
    ['after_end', before, true, false],
    ['after_end', after, true, true],
    ['never', after, true, false],
  ] as const)('%s at %s, submitted %s → %s', (show, now, submitted, want) => {
    expect(mayShowAnswers(show, now, end, submitted)).toBe(want);
  });
});

describe('checkPublication', () => {
  const good: TPublicationSettings = {
    startAt: new Date('2026-12-01T01:00:00Z'),
    endAt: new Date('2026-12-01T03:00:00Z'),
    maxAttempts: 1,
    showAnswers: 'after_end',
    countSwitches: true,
    switchLimit: 3,
  };
  it('accepts good settings', () => expect(checkPublication(good)).toEqual([]));
  it.each([
    [{ endAt: new Date('2026-12-01T01:00:00Z') }, '结束时间应晚于开始时间'],
    [{ startAt: new Date('nope') }, '请选择开始和结束时间'],
    [{ maxAttempts: 11 }, '允许作答次数应为0（不限）到10次'],
    [{ maxAttempts: 1.5 }, '允许作答次数应为0（不限）到10次'],
    [{ switchLimit: -1 }, '切屏次数上限应为0（不限）到50次'],
  ])('refuses %j', (change, problem) => {
    expect(checkPublication({ ...good, ...change })).toEqual([problem]);
  });
});

describe('gradeAttempt', () => {
  it('adds up the points and counts the 简答 waiting for the teacher', () => {
    const result = gradeAttempt(
      [
        { questionId: 1, points: '2', answer: { type: 'single', choices: 'B' } },
        { questionId: 2, points: '3', answer: { type: 'indefinite', choices: 'ABD' } },
        { questionId: 3, points: '1.5', answer: { type: 'judge', value: false } },
        { questionId: 4, points: '10', answer: { type: 'essay', reference: '…' } },
        { questionId: 5, points: '2', answer: { type: 'single', choices: 'A' } },
      ],
      {
        '1': { type: 'single', choices: 'B' },
        '2': { type: 'indefinite', choices: 'AB' },
        '3': { type: 'judge', value: false },
        '4': { type: 'essay', text: '应当先核对' },
      },
      DEFAULT_PARTIAL_RULES,
    );
    expect(result.grades.map((grade) => grade.status)).toEqual(['right', 'partial', 'right', 'pending', 'unanswered']);
    // 2 + 3 × 2/3 + 1.5
    expect(result.score).toBe('5.50');
    expect(result.pending).toBe(1);
  });
});
