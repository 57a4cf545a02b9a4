// The demo invoicing case (bwkp-demo-case.ts) as seed data: its rolls' first numbers become the case's roll
// starts, so every student's invoice numbers are those of the case's answer sheet (the red questions' blue
// invoices included).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chapters, lessonItems, lessons, resources } from '../db/schema';
import { seedBwkpCase, type TBwkpCaseSeed, type TSeededBwkpCase } from './bwkp-case';
import { bwkpDemoCase } from './bwkp-demo-case';

export function bwkpDemoCaseSeed(): TBwkpCaseSeed {
  const { title, description, province, qyxx, customers, goods, apply, rolls, subjects } = bwkpDemoCase;
  return {
    title,
    description,
    qyxx: { ...qyxx, province },
    customers,
    goods,
    apply: apply.map((answer) => ({
      ...answer,
      start_num: rolls.find((roll) => roll.invoice_type === answer.invoice_zl)?.start_num,
    })),
    subjects,
  };
}

/** Insert the demo case; the caller points a lesson item of kind 'bwkp' at the returned caseId. */
export function seedBwkpDemoCase(db: Db): Promise<TSeededBwkpCase> {
  return seedBwkpCase(db, bwkpDemoCaseSeed());
}

/**
 * Seed the demo case and make it the practice item of the invoicing course's first lesson, so a demo student
 * reaches it from 实训练习 of that lesson.
 */
export async function seedBwkpDemoPractice(db: Db): Promise<TSeededBwkpCase> {
  const seeded = await seedBwkpDemoCase(db);
  const [lesson] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(resources, eq(resources.id, lessons.resourceId))
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .where(eq(resources.name, '增值税发票开具实训'))
    .orderBy(asc(chapters.sort), asc(chapters.id), asc(lessons.sort), asc(lessons.id))
    .limit(1);
  if (lesson) {
    await db.insert(lessonItems).values({
      lessonId: lesson.id,
      kind: 'bwkp',
      refId: seeded.caseId,
      title: `综合实训：${bwkpDemoCase.qyxx.nsr_mc} 税控开票全流程（17题）`,
      sort: 1,
    });
  }
  return seeded;
}
