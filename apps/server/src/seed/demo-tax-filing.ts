// The tax bureau's seeded cases (issue 11 §5): each case's company, returns due, answers and source documents come
// from packages/domain baoshui/cases (pure data, checked there to the fen); here they are written and made the
// practice items of the tax course's lessons (lesson_items kind 'baoshui').
import { RETURNS_BY_CODE, type TReportData } from '@sxpt/domain';
import {
  QIMING_2026_Q2_CIT,
  SUITONG_2026_06_IIT,
  SUITONG_2026_06_VAT,
  SUITONG_2026_Q1_STAMP,
  YUEXIANG_2026_Q3_VAT,
} from '@sxpt/domain/cases';
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
import { COMPANY, SUITONG_TAX_AGREEMENT } from './story';

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

/** What a case of packages/domain baoshui/cases holds (each case file exports one). */
interface TDomainCase {
  case: {
    companyName: string;
    creditCode: string;
    taxpayerKind: string;
    quarterStart?: string;
    quarterEnd?: string;
    monthStart?: string;
    monthEnd?: string;
    reportDate: string;
    writeDate: string;
    deadline: string;
  };
  items: readonly { returnCode: string; taxesName: string; periodStart: string; periodEnd: string }[];
  answer: Readonly<Record<string, TReportData>>;
  documents: readonly { title: string; html: string }[];
  notes: readonly string[];
}

/** A domain case as a seed: one answer for its (single) return, the company's accounts as given. */
export function taxCaseSeed(name: string, data: TDomainCase, accounts: TTaxBankAccount[]): TTaxCaseSeed {
  const c = data.case;
  return {
    name,
    courseName: '电子税务局纳税申报实训',
    companyName: c.companyName,
    idCode: c.creditCode,
    bill: c.taxpayerKind,
    quarterStart: c.quarterStart ?? '',
    quarterEnd: c.quarterEnd ?? '',
    monthStart: c.monthStart ?? '',
    monthEnd: c.monthEnd ?? '',
    reportDate: c.reportDate,
    writeDate: c.writeDate,
    accounts,
    notes: [...data.notes],
    items: data.items.map((item) => ({
      ...item,
      deadline: c.deadline,
      answer: structuredClone(data.answer) as Record<string, TReportData>,
    })),
    documents: data.documents.map((doc) => ({ title: doc.title, html: doc.html })),
  };
}

/** 穗通公司's accounts (STORY.md): the 基本存款账户 with the signed 三方协议, and a 一般存款账户 without one. */
export const SUITONG_ACCOUNTS: TTaxBankAccount[] = [
  {
    bankName: '中国工商银行',
    subbranch: '中国工商银行广州天河支行',
    cardNumber: COMPANY.account,
    agreement: SUITONG_TAX_AGREEMENT,
  },
  { bankName: '招商银行', subbranch: '招商银行广州天河北支行', cardNumber: '120915873810608', agreement: null },
];

/** 悦享公司 2026年第三季度 small-scale VAT (handout sb-03, 情形三). */
export function yuexiangCaseSeed(): TTaxCaseSeed {
  const c = YUEXIANG_2026_Q3_VAT.case;
  return taxCaseSeed('小规模纳税人季度申报：佛山市悦享文具有限公司 2026年第三季度', YUEXIANG_2026_Q3_VAT, [
    { bankName: c.bankName, subbranch: c.subbranch, cardNumber: c.cardNumber, agreement: c.agreementNo },
    { ...c.otherAccount, agreement: null },
  ]);
}

/** 穗通公司 2026年6月 general-taxpayer VAT (handouts sb-01, sb-02), filed in July. */
export function suitongVatCaseSeed(): TTaxCaseSeed {
  return taxCaseSeed('一般纳税人月度申报：穗通公司2026年6月增值税及附加税费', SUITONG_2026_06_VAT, SUITONG_ACCOUNTS);
}

/** 启明公司 2026年第二季度 A200000 (handout sb-04), a 小型微利企业. */
export function qimingCitCaseSeed(): TTaxCaseSeed {
  const c = QIMING_2026_Q2_CIT.case;
  return taxCaseSeed('企业所得税季度预缴：启明公司2026年第二季度（小型微利企业）', QIMING_2026_Q2_CIT, [
    { bankName: c.bankName, subbranch: c.subbranch, cardNumber: c.cardNumber, agreement: c.agreementNo },
    { bankName: '中国银行', subbranch: '中国银行广州越秀支行', cardNumber: '699872645102', agreement: null },
  ]);
}

/** 穗通公司 2026年6月 个人所得税扣缴申报, ten employees (handout sb-05's method). */
export function suitongIitCaseSeed(): TTaxCaseSeed {
  return taxCaseSeed('个人所得税扣缴申报：穗通公司2026年6月工资薪金（10人）', SUITONG_2026_06_IIT, SUITONG_ACCOUNTS);
}

/** 穗通公司 2026年第一季度 印花税 (handout sb-06), in the 财产和行为税合并申报. */
export function suitongStampCaseSeed(): TTaxCaseSeed {
  return taxCaseSeed('财产和行为税合并申报：穗通公司2026年第一季度印花税', SUITONG_2026_Q1_STAMP, SUITONG_ACCOUNTS);
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
      key: 'suitong-vat',
      lesson: '一般纳税人申报：附表二与应纳税额',
      title: '申报实训：穗通公司2026年6月增值税及附加税费申报（一般纳税人）',
      seed: suitongVatCaseSeed(),
    },
    {
      key: 'yuexiang',
      lesson: '小规模纳税人申报',
      title: '申报实训：悦享公司2026年第三季度增值税及附加税费申报',
      seed: yuexiangCaseSeed(),
    },
    {
      key: 'qiming-cit',
      lesson: '企业所得税季度预缴',
      title: '申报实训：启明公司2026年第二季度企业所得税预缴申报（A类）',
      seed: qimingCitCaseSeed(),
    },
    {
      key: 'suitong-iit',
      lesson: '个人所得税扣缴申报',
      title: '申报实训：穗通公司2026年6月个人所得税扣缴申报',
      seed: suitongIitCaseSeed(),
    },
    {
      key: 'suitong-stamp',
      lesson: '印花税申报',
      title: '申报实训：穗通公司2026年第一季度印花税（财产和行为税合并申报）',
      seed: suitongStampCaseSeed(),
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
