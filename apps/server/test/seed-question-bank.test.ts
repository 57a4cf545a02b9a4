// The demo question bank: at least 200 questions over four subjects, every type in each, each with its 解析; each
// question's own model answer, typed back as a student would, earns full marks.

import type { TModelAnswer } from '@sxpt/domain';
import { DEFAULT_PARTIAL_RULES, gradeAnswer, QUESTION_TYPES, type TStudentAnswer } from '@sxpt/domain';
import { asc, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paperSections, papers, questionChapters, questions } from '../src/db/schema';
import { demoQuestionBank, seedDemoPapers, seedQuestionBank } from '../src/seed/question-bank';
import { createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedQuestionBank(t.db);
  paperIds = await seedDemoPapers(t.db, null);
});
let paperIds: number[];
afterAll(() => t.close());

/** The model answer as the answer sheet would hold it. */
function asTyped(answer: TModelAnswer): TStudentAnswer {
  switch (answer.type) {
    case 'single':
    case 'multiple':
    case 'indefinite':
      return { type: answer.type, choices: answer.choices };
    case 'judge':
      return { type: 'judge', value: answer.value };
    case 'blank':
      return { type: 'blank', blanks: answer.blanks.map((accepted) => accepted[0]) };
    case 'entry':
      return {
        type: 'entry',
        lines: [...answer.lines].reverse().map(({ side, account, amount }) => ({ side, account, amount })),
      };
    case 'essay':
      return { type: 'essay', text: answer.reference };
  }
}

describe('the demo question bank', () => {
  it('holds at least 200 questions under four subjects, every type in each', async () => {
    const [{ n }] = await t.db.select({ n: count() }).from(questions);
    expect(Number(n)).toBeGreaterThanOrEqual(200);
    const subjects = await t.db.select().from(questionChapters).where(isNull(questionChapters.parentId));
    expect(subjects.map((subject) => subject.name).sort()).toEqual(
      ['增值税发票开具实训', '电子税务局纳税申报实训', '会计实账实训', '出纳实务'].sort(),
    );
    for (const subject of subjects.map((entry) => entry.name)) {
      const types = new Set(
        demoQuestionBank
          .filter((entry) => entry.subject === subject)
          .flatMap((entry) => entry.questions.map((q) => q.type)),
      );
      expect([...types].sort(), subject).toEqual([...QUESTION_TYPES].sort());
    }
  });

  it('gives every question its 解析 and difficulty, and full marks to its own model answer', () => {
    for (const entry of demoQuestionBank) {
      for (const question of entry.questions) {
        expect(question.explanation.length, question.stem).toBeGreaterThan(5);
        const grade = gradeAnswer(question.answer, asTyped(question.answer), '2', DEFAULT_PARTIAL_RULES);
        expect(grade.status, question.stem).toBe(question.type === 'essay' ? 'pending' : 'right');
      }
    }
  });

  it('has no two questions with the same stem', () => {
    const stems = demoQuestionBank.flatMap((entry) => entry.questions.map((q) => q.stem));
    expect(new Set(stems).size).toBe(stems.length);
  });

  it('has three papers of 100 points: a timed exam, a practice paper and an exam drawn at random', async () => {
    const rows = await t.db.select().from(papers).orderBy(asc(papers.id));
    expect(rows.map((row) => [row.id, row.kind, row.durationMinutes, row.totalPoints, row.passMark])).toEqual([
      [paperIds[0], 'exam', 90, '100.00', '60.00'],
      [paperIds[1], 'practice', 0, '100.00', '60.00'],
      [paperIds[2], 'exam', 60, '100.00', '60.00'],
    ]);
    const drawn = await t.db.select().from(paperSections).where(eq(paperSections.paperId, paperIds[2]));
    expect(drawn.every((section) => section.mode === 'random')).toBe(true);
  });
});
