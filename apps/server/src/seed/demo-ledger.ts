// The real-ledger exercise's seeded cases (issue 12 §4): each case is pure data in packages/domain ledger/cases,
// checked there to the fen; here it is written (enabled) and made the practice item of a lesson (lesson_items kind
// 'lx').
import type { TLedgerCase } from '@sxpt/domain';
import { SUITONG_2026_06_LEDGER } from '@sxpt/domain/cases';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { ledgerCases, lessonItems, lessons, resources } from '../db/schema';

/** Write a ledger case (enabled); returns its id. */
export async function seedLedgerCase(
  db: DbOrTx,
  name: string,
  data: TLedgerCase,
  createdBy: number | null = null,
): Promise<number> {
  const [row] = await db
    .insert(ledgerCases)
    .values({ name, companyName: data.company.name, data, status: 1, createdBy })
    .returning({ id: ledgerCases.id });
  return row.id;
}

/** The lesson of the accounting course titled `title` (null when the course is not seeded). */
async function ledgerLesson(db: Db, title: string): Promise<number | null> {
  const [lesson] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(resources, eq(resources.id, lessons.resourceId))
    .where(and(eq(resources.name, '会计实账实训'), eq(lessons.title, title)))
    .orderBy(asc(lessons.id))
    .limit(1);
  return lesson?.id ?? null;
}

/** Seed the demo ledger case (穗通公司 2026年6月) as the practice item of the accounting course's voucher lesson. */
export async function seedDemoLedger(db: Db, acc5Id: number | null = null): Promise<number> {
  const caseId = await seedLedgerCase(db, '账务实训：穗通公司2026年6月全月账务处理', SUITONG_2026_06_LEDGER, acc5Id);
  const lessonId = await ledgerLesson(db, '填制与审核记账凭证');
  if (lessonId !== null) {
    await db.insert(lessonItems).values({
      lessonId,
      kind: 'lx',
      refId: caseId,
      title: '账务实训：穗通公司2026年6月全月账务处理（一般纳税人）',
      sort: 1,
    });
  }
  return caseId;
}
