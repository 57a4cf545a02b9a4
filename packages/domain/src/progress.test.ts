import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import {
  assertInOrder,
  completeQuestion,
  createProgress,
  firstIncomplete,
  firstIncompleteBefore,
  isAllComplete,
  isItemComplete,
  isQuestionComplete,
  makeItemId,
  needsRebuild,
  QUESTION_COUNT,
  SUB_ITEM_COUNTS,
  setItem,
  syncProgress,
  type TProgress,
  type TServerSubject,
  uncompleteQuestion,
} from './progress';

function makeSubjects(statuses: readonly number[]): TServerSubject[] {
  return statuses.map((subject_status, i) => ({ id: 100 + i, invoice_type: (i % 2) + 1, subject_status }));
}

const allOpen = makeSubjects(Array(17).fill(0));

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

function completeThrough(progress: TProgress, last: number): TProgress {
  let result = progress;
  for (let answerId = 1; answerId <= last; answerId++) result = completeQuestion(result, answerId);
  return result;
}

describe('createProgress', () => {
  it('creates 17 open questions with the sub-items of the spec', () => {
    const progress = createProgress();
    expect(progress).toHaveLength(QUESTION_COUNT);
    expect(progress.map((q) => q.answerId)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(progress.every((q) => !q.isComplete && q.subjectId === undefined)).toBe(true);
    expect(progress.map((q) => q.items.length)).toEqual([2, 0, 0, 3, 0, 0, 0, 0, 0, 2, 0, 2, 0, 5, 0, 0, 0]);
    expect(progress[3].items).toEqual([
      { answerItemId: 4.1, isComplete: false },
      { answerItemId: 4.2, isComplete: false },
      { answerItemId: 4.3, isComplete: false },
    ]);
    expect(progress[13].items.map((item) => item.answerItemId)).toEqual([14.1, 14.2, 14.3, 14.4, 14.5]);
  });

  it('exports the sub-item counts', () => {
    expect(Object.entries(SUB_ITEM_COUNTS).filter(([, count]) => count > 0)).toEqual([
      ['1', 2],
      ['4', 3],
      ['10', 2],
      ['12', 2],
      ['14', 5],
    ]);
    expect(Object.keys(SUB_ITEM_COUNTS)).toHaveLength(17);
  });

  it('takes ids, invoice types and completion from the server subjects', () => {
    const subjects = makeSubjects([1, 0, 1, 1, 2, ...Array(12).fill(0)]);
    const progress = createProgress(subjects);
    expect(progress[0]).toEqual({
      answerId: 1,
      isComplete: true,
      subjectId: 100,
      invoiceType: 1,
      items: [
        { answerItemId: 1.1, isComplete: true },
        { answerItemId: 1.2, isComplete: true },
      ],
    });
    expect(progress[1]).toMatchObject({ answerId: 2, isComplete: false, subjectId: 101, invoiceType: 2 });
    expect(progress[3].items.every((item) => item.isComplete)).toBe(true);
    expect(progress[4].isComplete).toBe(false);
  });

  it('leaves questions without a server subject open and without subjectId, and ignores extra subjects', () => {
    expect(createProgress(makeSubjects([1, 1]))[2]).toEqual({ answerId: 3, isComplete: false, items: [] });
    expect(createProgress(makeSubjects(Array(20).fill(1)))).toHaveLength(17);
  });
});

describe('makeItemId', () => {
  it.each([
    [4, 1, 4.1],
    [10, 2, 10.2],
    [14, 5, 14.5],
  ])('makeItemId(%i, %i) = %d', (answerId, n, expected) => {
    expect(makeItemId(answerId, n)).toBe(expected);
  });
});

describe('completing questions and sub-items', () => {
  it('completeQuestion marks the question and its sub-items, without changing the input', () => {
    const progress = deepFreeze(createProgress());
    const next = completeQuestion(progress, 14);
    expect(next[13].isComplete).toBe(true);
    expect(next[13].items.every((item) => item.isComplete)).toBe(true);
    expect(progress[13].isComplete).toBe(false);
    expect(next[0]).toBe(progress[0]);
  });

  it('uncompleteQuestion clears the question and its sub-items', () => {
    const next = uncompleteQuestion(completeQuestion(createProgress(), 4), 4);
    expect(next[3].isComplete).toBe(false);
    expect(next[3].items.some((item) => item.isComplete)).toBe(false);
  });

  it('a question becomes complete with its last sub-item and open again when one is cleared', () => {
    const steps: [number | string, boolean, boolean][] = [
      [4.1, true, false],
      ['4.2', true, false],
      [4.3, true, true],
      [4.2, false, false],
      [4.2, true, true],
    ];
    let progress = deepFreeze(createProgress());
    for (const [itemId, isComplete, isQuestionDone] of steps) {
      progress = setItem(progress, 4, itemId, isComplete);
      expect(isItemComplete(progress, 4, itemId)).toBe(isComplete);
      expect(isQuestionComplete(progress, 4)).toBe(isQuestionDone);
    }
  });

  it.each([
    ['an unknown question', () => completeQuestion(createProgress(), 18), 'unknown_question'],
    ['question 0', () => uncompleteQuestion(createProgress(), 0), 'unknown_question'],
    ['an item of a question without items', () => setItem(createProgress(), 2, 2.1, true), 'unknown_item'],
    ['an item id beyond the count', () => setItem(createProgress(), 4, 4.4, true), 'unknown_item'],
    ['an item of another question', () => setItem(createProgress(), 4, 14.1, true), 'unknown_item'],
  ])('refuses %s', (_name, run, code) => {
    expect(run).toThrowError(DomainError);
    expect(run).toThrowError(expect.objectContaining({ code }));
  });

  it('query helpers answer false for unknown ids', () => {
    expect(isQuestionComplete(createProgress(), 99)).toBe(false);
    expect(isItemComplete(createProgress(), 4, 4.9)).toBe(false);
  });
});

describe('order checks', () => {
  it.each([
    [0, 5, 1, 1],
    [3, 5, 4, 4],
    [4, 5, 5, null],
    [4, 4, 5, null],
    [16, 17, 17, null],
    [17, 17, null, null],
    [0, 1, 1, null],
  ])(
    'with questions 1..%i done, before %i: first open %s, first open before %s',
    (done, before, first, firstBefore) => {
      const progress = completeThrough(createProgress(), done);
      expect(firstIncomplete(progress)).toBe(first);
      expect(firstIncompleteBefore(progress, before)).toBe(firstBefore);
    },
  );

  it('finds a gap left open between done questions', () => {
    const progress = uncompleteQuestion(completeThrough(createProgress(), 10), 3);
    expect(firstIncomplete(progress)).toBe(3);
    expect(firstIncompleteBefore(progress, 3)).toBeNull();
    expect(firstIncompleteBefore(progress, 11)).toBe(3);
  });

  it('assertInOrder throws the spec message when an earlier question is open', () => {
    const progress = completeThrough(createProgress(), 2);
    expect(() => assertInOrder(progress, 3)).not.toThrow();
    expect(() => assertInOrder(progress, 4)).toThrowError('请按顺序完成实操题目(有未完成题目)！');
    expect(() => assertInOrder(progress, 4)).toThrowError(expect.objectContaining({ code: 'out_of_order' }));
  });

  it('isAllComplete only when every question is done', () => {
    expect(isAllComplete(createProgress())).toBe(false);
    expect(isAllComplete(completeThrough(createProgress(), 16))).toBe(false);
    expect(isAllComplete(completeThrough(createProgress(), 17))).toBe(true);
    expect(isAllComplete(createProgress(makeSubjects(Array(17).fill(1))))).toBe(true);
    expect(isAllComplete([])).toBe(false);
  });
});

describe('needsRebuild and syncProgress', () => {
  const consistent = createProgress(makeSubjects([1, 1, 0, ...Array(14).fill(0)]));
  const subjects = makeSubjects([1, 1, 0, ...Array(14).fill(0)]);

  it.each<[string, boolean, TProgress | null | undefined]>([
    ['missing (null)', true, null],
    ['missing (undefined)', true, undefined],
    ['consistent', false, consistent],
    ['consistent with sub-item progress on an open question', false, setItem(consistent, 4, 4.1, true)],
    ['too short', true, consistent.slice(0, 16)],
    ['too long', true, [...consistent, { answerId: 18, isComplete: false, items: [] }]],
    ['a question done locally but open on the server', true, completeQuestion(consistent, 3)],
    ['a question open locally but done on the server', true, uncompleteQuestion(consistent, 1)],
    ['a different subjectId', true, consistent.map((q, i) => (i === 5 ? { ...q, subjectId: 999 } : q))],
    ['a different invoiceType', true, consistent.map((q, i) => (i === 5 ? { ...q, invoiceType: 9 } : q))],
    ['questions out of order', true, [consistent[1], consistent[0], ...consistent.slice(2)]],
    ['missing sub-items', true, consistent.map((q, i) => (i === 3 ? { ...q, items: q.items.slice(1) } : q))],
    [
      'a done question with an open sub-item',
      true,
      consistent.map((q, i) => (i === 0 ? { ...q, items: [q.items[0], { ...q.items[1], isComplete: false }] } : q)),
    ],
    [
      'renamed sub-items',
      true,
      consistent.map((q, i) => (i === 3 ? { ...q, items: q.items.map((it) => ({ ...it, answerItemId: 9 })) } : q)),
    ],
  ])('stored progress %s → rebuild %s', (_name, expected, stored) => {
    expect(needsRebuild(stored, subjects)).toBe(expected);
    const synced = syncProgress(stored, subjects);
    expect(synced === stored).toBe(!expected);
    expect(needsRebuild(synced, subjects)).toBe(false);
  });

  it('accepts sub-item ids written as text', () => {
    const stored = consistent.map((q) => ({
      ...q,
      items: q.items.map((it) => ({ ...it, answerItemId: String(it.answerItemId) })),
    }));
    expect(needsRebuild(stored, subjects)).toBe(false);
  });

  it('a rebuild takes completion from the server and drops local sub-item progress', () => {
    const stored = setItem(completeQuestion(consistent, 3), 4, 4.1, true);
    const synced = syncProgress(stored, subjects);
    expect(synced).toEqual(createProgress(subjects));
    expect(isItemComplete(synced, 4, 4.1)).toBe(false);
  });

  it('does not check questions the server list does not cover', () => {
    const stored = completeQuestion(createProgress(makeSubjects([1])), 5);
    expect(needsRebuild(stored, makeSubjects([1]))).toBe(false);
    expect(needsRebuild(stored, allOpen)).toBe(true);
  });
});

const arbOp = fc.oneof(
  fc.record({ kind: fc.constant('complete' as const), answerId: fc.integer({ min: 1, max: 17 }) }),
  fc.record({ kind: fc.constant('uncomplete' as const), answerId: fc.integer({ min: 1, max: 17 }) }),
  fc.constantFrom(1, 4, 10, 12, 14).chain((answerId) =>
    fc.record({
      kind: fc.constant('item' as const),
      answerId: fc.constant(answerId),
      n: fc.integer({ min: 1, max: SUB_ITEM_COUNTS[answerId] }),
      isComplete: fc.boolean(),
      asText: fc.boolean(),
    }),
  ),
);
type TOp = typeof arbOp extends fc.Arbitrary<infer T> ? T : never;

function applyOp(progress: TProgress, op: TOp): TProgress {
  if (op.kind === 'complete') return completeQuestion(progress, op.answerId);
  if (op.kind === 'uncomplete') return uncompleteQuestion(progress, op.answerId);
  const itemId = makeItemId(op.answerId, op.n);
  return setItem(progress, op.answerId, op.asText ? String(itemId) : itemId, op.isComplete);
}

const arbSubjects = fc.array(
  fc.record({
    id: fc.nat({ max: 1000 }),
    invoice_type: fc.integer({ min: 1, max: 3 }),
    subject_status: fc.integer({ min: 0, max: 2 }),
  }),
  { maxLength: 20 },
);
const arbProgress = fc
  .tuple(fc.option(arbSubjects, { nil: undefined }), fc.array(arbOp, { maxLength: 40 }))
  .map(([subjects, ops]) => ops.reduce(applyOp, createProgress(subjects)));

describe('progress properties', () => {
  it('any sequence of operations keeps "question complete ⇔ all its sub-items complete"', () => {
    fc.assert(
      fc.property(arbProgress, (progress) => {
        for (const question of progress.filter((q) => q.items.length > 0)) {
          expect(question.isComplete).toBe(question.items.every((item) => item.isComplete));
        }
        expect(progress.map((q) => q.items.length)).toEqual(createProgress().map((q) => q.items.length));
      }),
    );
  });

  it('operations never change their input', () => {
    fc.assert(
      fc.property(arbProgress, arbOp, (progress, op) => {
        const snapshot = structuredClone(progress);
        applyOp(deepFreeze(progress), op);
        expect(progress).toEqual(snapshot);
      }),
    );
  });

  it('firstIncompleteBefore(p, k) is below k or null, and is the smallest open question below k', () => {
    fc.assert(
      fc.property(arbProgress, fc.integer({ min: -1, max: 19 }), (progress, k) => {
        const found = firstIncompleteBefore(progress, k);
        const open = progress.filter((q) => !q.isComplete && q.answerId < k).map((q) => q.answerId);
        expect(found === null || found < k).toBe(true);
        expect(found).toBe(open.length === 0 ? null : Math.min(...open));
      }),
    );
  });

  it('isAllComplete ⇔ firstIncomplete is null; firstIncomplete equals firstIncompleteBefore(p, 18)', () => {
    fc.assert(
      fc.property(arbProgress, (progress) => {
        expect(isAllComplete(progress)).toBe(firstIncomplete(progress) === null);
        expect(firstIncomplete(progress)).toBe(firstIncompleteBefore(progress, 18));
      }),
    );
  });

  it('syncProgress output never needs a rebuild, and a fresh progress from the server does not either', () => {
    const arbStored = fc.oneof(
      arbProgress,
      fc.constant(null),
      fc.constant(undefined),
      arbProgress.map((p) => p.slice(0, 10)),
    );
    fc.assert(
      fc.property(arbStored, arbSubjects, (stored, subjects) => {
        expect(needsRebuild(syncProgress(stored, subjects), subjects)).toBe(false);
        expect(needsRebuild(createProgress(subjects), subjects)).toBe(false);
      }),
    );
  });

  it('a consistent stored progress is kept as it is', () => {
    fc.assert(
      fc.property(arbSubjects, (subjects) => {
        const stored = createProgress(subjects);
        expect(syncProgress(stored, subjects)).toBe(stored);
      }),
    );
  });
});
