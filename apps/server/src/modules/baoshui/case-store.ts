// A filing case as students read it (company, returns due with their answers, source documents), cached against
// content_version like the invoicing cases (db/content-cache.ts).
import {
  FORM_TYPES,
  FORMS_BY_CODE,
  formTypeOf,
  RETURNS_BY_CODE,
  type TFormDef,
  type TReportData,
  type TReturnDef,
} from '@sxpt/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cachedRead } from '../../db/content-cache';
import { type TTaxBankAccount, taxCaseDocuments, taxCaseItems, taxCases } from '../../db/schema';

export interface TTaxCaseItem {
  id: number;
  sort: number;
  returnCode: string;
  taxesName: string;
  periodStart: string;
  periodEnd: string;
  deadline: string;
  answer: Record<string, TReportData>;
}

export interface TTaxCase {
  id: number;
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
  bankName: string;
  subbranch: string;
  cardNumber: string;
  accounts: TTaxBankAccount[];
  items: TTaxCaseItem[];
  documents: { id: number; title: string; html: string }[];
}

async function loadCase(db: DbOrTx, caseId: number): Promise<TTaxCase | null> {
  const [row] = await db.select().from(taxCases).where(eq(taxCases.id, caseId)).limit(1);
  if (!row) return null;
  const items = await db
    .select()
    .from(taxCaseItems)
    .where(eq(taxCaseItems.caseId, caseId))
    .orderBy(asc(taxCaseItems.sort), asc(taxCaseItems.id));
  const documents = await db
    .select({ id: taxCaseDocuments.id, title: taxCaseDocuments.title, html: taxCaseDocuments.html })
    .from(taxCaseDocuments)
    .where(eq(taxCaseDocuments.caseId, caseId))
    .orderBy(asc(taxCaseDocuments.sort), asc(taxCaseDocuments.id));
  return {
    id: row.id,
    name: row.name,
    courseName: row.courseName,
    companyName: row.companyName,
    idCode: row.idCode,
    bill: row.bill,
    quarterStart: row.quarterStart,
    quarterEnd: row.quarterEnd,
    monthStart: row.monthStart,
    monthEnd: row.monthEnd,
    reportDate: row.reportDate,
    writeDate: row.writeDate,
    bankName: row.bankName,
    subbranch: row.subbranch,
    cardNumber: row.cardNumber,
    accounts: row.accounts,
    items: items.map((item) => ({
      id: item.id,
      sort: item.sort,
      returnCode: item.returnCode,
      taxesName: item.taxesName,
      periodStart: item.periodStart,
      periodEnd: item.periodEnd,
      deadline: item.deadline,
      answer: item.answer,
    })),
    documents,
  };
}

/** The case as of a content version, cached (read-only); null when it is gone. */
export function taxCaseOf(db: DbOrTx, caseId: number, contentVersion: number): Promise<TTaxCase | null> {
  return cachedRead(db, `tax-case:${caseId}`, contentVersion, () => loadCase(db, caseId));
}

/** The return definition of a case item (an item naming a return the product does not build has none). */
export function returnOf(item: TTaxCaseItem): TReturnDef | null {
  return RETURNS_BY_CODE[item.returnCode] ?? null;
}

/** The forms of a return as the catalogue numbers them (report_id = the form type's value). */
export function reportsOf(ret: TReturnDef): { reportId: number; form: TFormDef }[] {
  return ret.forms.map((code) => {
    const type = formTypeOf(code);
    if (!type) throw new Error(`form ${code} is not in the catalogue`);
    return { reportId: type.value, form: FORMS_BY_CODE[code] };
  });
}

/** The form of a report id within a return, or null. */
export function formOfReport(ret: TReturnDef, reportId: number): TFormDef | null {
  const type = FORM_TYPES.find((entry) => entry.value === reportId);
  if (!type?.form || !ret.forms.includes(type.form)) return null;
  return FORMS_BY_CODE[type.form] ?? null;
}
