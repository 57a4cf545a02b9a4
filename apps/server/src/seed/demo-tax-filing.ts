// The tax bureau's seeded cases (issue 11 §5): each case's company, returns due, answers and source documents come
// from packages/domain baoshui/cases (pure data, checked there to the fen); here they are written and made the
// practice items of the tax course's lessons (lesson_items kind 'baoshui').
import { RETURNS_BY_CODE, type TReportData } from '@sxpt/domain';
import { YUEXIANG_2026_Q3_VAT } from '@sxpt/domain/cases';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import {
  lessonItems,
  lessons,
  resources,
  type TTaxBankAccount,
  taxCaseDocuments,
  taxCaseItems,
  taxCases,
} from '../db/schema';

export interface TTaxCaseSeed {
  name: string;
  courseName: string;
  companyName: string;
  idCode: string;
  bill: string;
  quarterStart: string;
  quarterEnd: string;
  monthStart: string;
  monthEnd: string;
  reportDate: string;
  writeDate: string;
  accounts: TTaxBankAccount[];
  notes: string[];
  items: {
    returnCode: string;
    taxesName: string;
    periodStart: string;
    periodEnd: string;
    deadline: string;
    answer: Record<string, TReportData>;
  }[];
  documents: { title: string; html: string }[];
}

/** Write a filing case (enabled) with its items and documents, in one transaction; returns its id. */
export async function seedTaxCase(db: DbOrTx, seed: TTaxCaseSeed, createdBy: number | null = null): Promise<number> {
  for (const item of seed.items) {
    if (!RETURNS_BY_CODE[item.returnCode]) throw new Error(`return ${item.returnCode} is not built`);
  }
  const signed = seed.accounts.find((account) => account.agreement !== null);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(taxCases)
      .values({
        name: seed.name,
        courseName: seed.courseName,
        companyName: seed.companyName,
        idCode: seed.idCode,
        bill: seed.bill,
        quarterStart: seed.quarterStart,
        quarterEnd: seed.quarterEnd,
        monthStart: seed.monthStart,
        monthEnd: seed.monthEnd,
        reportDate: seed.reportDate,
        writeDate: seed.writeDate,
        bankName: signed?.bankName ?? '',
        subbranch: signed?.subbranch ?? '',
        cardNumber: signed?.cardNumber ?? '',
        accounts: seed.accounts,
        notes: seed.notes,
        status: 1,
        createdBy,
      })
      .returning({ id: taxCases.id });
    await tx
      .insert(taxCaseItems)
      .values(seed.items.map((item, index) => ({ caseId: row.id, sort: index + 1, ...item })));
    if (seed.documents.length > 0) {
      await tx
        .insert(taxCaseDocuments)
        .values(seed.documents.map((doc, index) => ({ caseId: row.id, sort: index + 1, ...doc })));
    }
    return row.id;
  });
}

/** 悦享公司 2026年第三季度 small-scale VAT (handout sb-03, 情形三). */
export function yuexiangCaseSeed(): TTaxCaseSeed {
  const data = YUEXIANG_2026_Q3_VAT;
  const c = data.case;
  return {
    name: '小规模纳税人季度申报：佛山市悦享文具有限公司 2026年第三季度',
    courseName: '电子税务局纳税申报实训',
    companyName: c.companyName,
    idCode: c.creditCode,
    bill: c.taxpayerKind,
    quarterStart: c.quarterStart,
    quarterEnd: c.quarterEnd,
    monthStart: c.monthStart,
    monthEnd: c.monthEnd,
    reportDate: c.reportDate,
    writeDate: c.writeDate,
    accounts: [
      { bankName: c.bankName, subbranch: c.subbranch, cardNumber: c.cardNumber, agreement: c.agreementNo },
      { ...c.otherAccount, agreement: null },
    ],
    notes: [...data.notes],
    items: data.items.map((item) => ({
      ...item,
      deadline: c.deadline,
      answer: structuredClone(data.answer) as Record<string, TReportData>,
    })),
    documents: data.documents.map((doc) => ({ ...doc })),
  };
}

/** The lesson of the tax course titled `title` (null when the course is not seeded). */
async function taxLesson(db: Db, title: string): Promise<number | null> {
  const [lesson] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(resources, eq(resources.id, lessons.resourceId))
    .where(and(eq(resources.name, '电子税务局纳税申报实训'), eq(lessons.title, title)))
    .orderBy(asc(lessons.id))
    .limit(1);
  return lesson?.id ?? null;
}

/** Seed the demo filing cases and make each the practice item of its lesson. Returns the case ids by key. */
export async function seedDemoTaxFiling(db: Db, acc5Id: number | null = null): Promise<Record<string, number>> {
  const cases: { key: string; lesson: string; title: string; seed: TTaxCaseSeed }[] = [
    {
      key: 'yuexiang',
      lesson: '小规模纳税人申报',
      title: '申报实训：悦享公司2026年第三季度增值税及附加税费申报',
      seed: yuexiangCaseSeed(),
    },
  ];
  const ids: Record<string, number> = {};
  for (const entry of cases) {
    const caseId = await seedTaxCase(db, entry.seed, acc5Id);
    ids[entry.key] = caseId;
    const lessonId = await taxLesson(db, entry.lesson);
    if (lessonId !== null) {
      await db.insert(lessonItems).values({ lessonId, kind: 'baoshui', refId: caseId, title: entry.title, sort: 1 });
    }
  }
  return ids;
}
