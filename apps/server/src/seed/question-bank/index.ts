// The demo question bank (issue 10 §6): the questions of four subjects, every type with its 解析, correct under the
// rules of 2026. Seeded in one transaction through the bank's own insert, which checks every question.
import type { TQuestionType } from '@sxpt/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionChapters, questions } from '../../db/schema';
import { storePaper, storeTemplate } from '../../modules/question-bank/paper-service';
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

/** The demo scoring template (points per type; 多选 all or nothing, the rest per part). */
export const demoTemplate = {
  name: '常用评分模板',
  points: { single: '2', multiple: '3', judge: '1', indefinite: '3', blank: '2', entry: '10', essay: '10' },
  multiple: 'all',
  indefinite: 'per_option',
  blank: 'per_blank',
  entry: 'per_line',
} as const;

type TSectionPlan = { type: TQuestionType; title: string; points: string; count: number };

/**
 * The three demo papers (issue 10 §6): a timed exam and a practice paper with questions picked in bank order, and an
 * exam drawn at random per section from a subject's chapters. Through the papers' own service, which checks them.
 */
export async function seedDemoPapers(db: Db, userId: number | null): Promise<number[]> {
  const templateId = await storeTemplate(db, { ...demoTemplate, points: { ...demoTemplate.points } });
  const subjects = await db.select().from(questionChapters).where(isNull(questionChapters.parentId));
  const subjectId = (name: string) => subjects.find((subject) => subject.name === name)?.id ?? 0;
  const picked = async (subject: string, type: TQuestionType, take: number) => {
    const rows = await db
      .select({ id: questions.id })
      .from(questions)
      .innerJoin(questionChapters, eq(questionChapters.id, questions.chapterId))
      .where(and(eq(questionChapters.parentId, subjectId(subject)), eq(questions.type, type)))
      .orderBy(asc(questions.id))
      .limit(take);
    return rows.map((row) => row.id);
  };
  const fixedSections = async (subject: string, plans: TSectionPlan[]) =>
    Promise.all(
      plans.map(async (plan) => ({
        type: plan.type,
        title: plan.title,
        points: plan.points,
        mode: 'fixed' as const,
        question_ids: await picked(subject, plan.type, plan.count),
        draw: null,
      })),
    );
  const base = { template_id: templateId, description: '', shuffle_options: false };
  const exam = await storePaper(db, userId, {
    ...base,
    title: '增值税发票开具实训 期末考试',
    kind: 'exam',
    description: '闭卷，90分钟，满分100分，60分及格。',
    duration_minutes: 90,
    pass_mark: '60',
    shuffle_questions: true,
    sections: await fixedSections('增值税发票开具实训', [
      { type: 'single', title: '一、单项选择题', points: '2', count: 15 },
      { type: 'multiple', title: '二、多项选择题', points: '3', count: 8 },
      { type: 'judge', title: '三、判断题', points: '1', count: 10 },
      { type: 'blank', title: '四、填空题', points: '4', count: 4 },
      { type: 'entry', title: '五、计算分录题', points: '10', count: 2 },
    ]),
  });
  const practice = await storePaper(db, userId, {
    ...base,
    title: '出纳实务 课后练习',
    kind: 'practice',
    description: '不限时，可反复练习，提交后查看答案与解析。',
    duration_minutes: 0,
    pass_mark: '60',
    shuffle_questions: false,
    sections: await fixedSections('出纳实务', [
      { type: 'single', title: '一、单项选择题', points: '4', count: 10 },
      { type: 'judge', title: '二、判断题', points: '4', count: 5 },
      { type: 'blank', title: '三、填空题', points: '8', count: 5 },
    ]),
  });
  const draw = (type: TQuestionType, title: string, points: string, count: number) => ({
    type,
    title,
    points,
    mode: 'random' as const,
    question_ids: [],
    draw: { chapter_ids: [subjectId('会计实账实训')], count, difficulties: [] },
  });
  const drawn = await storePaper(db, userId, {
    ...base,
    title: '会计实账实训 随机组卷测验',
    kind: 'exam',
    description: '每位学生从各章随机抽题，开考后试题固定。',
    duration_minutes: 60,
    pass_mark: '60',
    shuffle_questions: false,
    shuffle_options: true,
    sections: [
      draw('single', '一、单项选择题', '4', 10),
      draw('multiple', '二、多项选择题', '5', 6),
      draw('judge', '三、判断题', '5', 6),
    ],
  });
  return [exam, practice, drawn];
}
