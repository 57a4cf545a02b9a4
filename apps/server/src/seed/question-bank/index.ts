// The demo question bank (issue 10 §6): the questions of four subjects, every type with its 解析, correct under the
// rules of 2026. Seeded in one transaction through the bank's own insert, which checks every question.
import type { Db } from '../../db/client';
import { questionChapters } from '../../db/schema';
import { insertQuestions } from '../../modules/question-bank/question-service';
import { accountingCashierQuestions } from './accounting-cashier';
import { invoicingTaxQuestions } from './invoicing-tax';
import type { TSeedQuestionChapter } from './types';

export const demoQuestionBank: readonly TSeedQuestionChapter[] = [
  ...invoicingTaxQuestions,
  ...accountingCashierQuestions,
];

/** Seed the bank: subjects in the order they first appear, their chapters in order, the questions of each. */
export async function seedQuestionBank(db: Db, bank: readonly TSeedQuestionChapter[] = demoQuestionBank) {
  await db.transaction(async (tx) => {
    const subjects = new Map<string, number>();
    let sort = 0;
    for (const entry of bank) {
      let subjectId = subjects.get(entry.subject);
      if (subjectId === undefined) {
        const [subject] = await tx
          .insert(questionChapters)
          .values({ name: entry.subject, sort: subjects.size + 1 })
          .returning({ id: questionChapters.id });
        subjectId = subject.id;
        subjects.set(entry.subject, subjectId);
      }
      const [chapter] = await tx
        .insert(questionChapters)
        .values({ parentId: subjectId, name: entry.chapter, sort: ++sort })
        .returning({ id: questionChapters.id });
      await insertQuestions(
        tx,
        entry.questions.map((content) => ({ chapterId: chapter.id, content })),
        null,
      );
    }
  });
}
