// Authoring of filing cases by acc5 (/admin/baoshui/*): the case (company, accounts, notes), its returns due, the
// answer of each form entered in the form view the student sees (the domain fills the locked cells), the source
// documents. A case whose answers fail a blocking check of their return cannot be enabled. Not hot calls: Drizzle
// and transactions.
import type {
  TPage,
  TTaxAnswerBody,
  TTaxAnswerDetail,
  TTaxAnswerSaveBody,
  TTaxCaseDetail,
  TTaxCaseIndexBody,
  TTaxCaseRow,
  TTaxCaseSaveBody,
  TTaxReturnOption,
} from '@sxpt/contract';
import {
  categoryName,
  checkReturn,
  computeReturn,
  emptyReport,
  FORMS_BY_CODE,
  inputProblems,
  RETURN_DEFS,
  RETURNS_BY_CODE,
  type TReportData,
} from '@sxpt/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { lessonItems, taxCaseDocuments, taxCaseItems, taxCases, taxPracticeItems, taxPractices } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { formOfReport, reportsOf } from './case-store';

export const taxAdminMessages = {
  caseNotFound: '申报案例不存在',
  itemNotFound: '申报事项不存在',
  reportNotFound: '申报表不存在',
  returnNotBuilt: '该申报表暂未开放',
  inUse: '已有学生做过该案例，不能删除，可以停用',
  linked: '该案例已被课程课时引用，请先在课时中移除',
  itemInUse: '已有学生申报过的申报事项不能删除',
} as const;

/** The returns a case may hold: every built one. */
export function returnOptions(): TTaxReturnOption[] {
  return RETURN_DEFS.map((ret) => ({ code: ret.code, title: ret.title, category_name: categoryName(ret.category) }));
}

export async function listTaxCases(db: Db, body: TTaxCaseIndexBody): Promise<TPage<TTaxCaseRow>> {
  const where = body.keyword
    ? or(
        ilike(taxCases.name, containsPattern(body.keyword)),
        ilike(taxCases.companyName, containsPattern(body.keyword)),
      )
    : undefined;
  const [{ total }] = await db.select({ total: count() }).from(taxCases).where(where);
  const rows = await db
    .select({
      id: taxCases.id,
      name: taxCases.name,
      companyName: taxCases.companyName,
      status: taxCases.status,
      updatedAt: taxCases.updatedAt,
      returns: sql<string[]>`coalesce((select array_agg(i.return_code order by i.sort, i.id) from tax_case_items i
        where i.case_id = ${taxCases.id}), '{}')`,
      practiceCount: sql<number>`(select count(*) from tax_practices p where p.case_id = ${taxCases.id})::int`,
      lessonCount: sql<number>`(select count(*) from lesson_items li where li.kind = 'baoshui'
        and li.ref_id = ${taxCases.id})::int`,
    })
    .from(taxCases)
    .where(where)
    .orderBy(desc(taxCases.updatedAt), desc(taxCases.id))
    .limit(body.page_size)
    .offset((body.page - 1) * body.page_size);
  return {
    list: rows.map((row) => ({
      id: row.id,
      name: row.name,
      company_name: row.companyName,
      status: row.status,
      returns: row.returns.map((code) => RETURNS_BY_CODE[code]?.title ?? code),
      practice_count: row.practiceCount,
      lesson_count: row.lessonCount,
      updated_at: row.updatedAt.toISOString(),
    })),
    total,
    page: body.page,
    page_size: body.page_size,
  };
}

/** The blocking checks an item's answer fails (the answer computed first), as messages. */
function answerProblems(returnCode: string, answer: Record<string, TReportData>): string[] {
  const ret = RETURNS_BY_CODE[returnCode];
  if (!ret) return ['该申报表暂未开放'];
  const main = ret.forms[0];
  const problems: string[] = [];
  if (!answer[main]) problems.push(`未填写《${FORMS_BY_CODE[main].title}》的答案`);
  const computed = computeReturn(ret, FORMS_BY_CODE, answer);
  for (const failure of checkReturn(ret, FORMS_BY_CODE, computed)) {
    if (failure.blocking) problems.push(`${failure.formTitle}：${failure.message}`);
  }
  return problems;
}

async function caseRow(db: Db, id: number) {
  const [row] = await db.select().from(taxCases).where(eq(taxCases.id, id)).limit(1);
  if (!row) throw notFound(taxAdminMessages.caseNotFound);
  return row;
}

export async function taxCaseDetail(db: Db, id: number): Promise<TTaxCaseDetail> {
  const row = await caseRow(db, id);
  const items = await db
    .select()
    .from(taxCaseItems)
    .where(eq(taxCaseItems.caseId, id))
    .orderBy(asc(taxCaseItems.sort), asc(taxCaseItems.id));
  const documents = await db
    .select({ title: taxCaseDocuments.title, html: taxCaseDocuments.html })
    .from(taxCaseDocuments)
    .where(eq(taxCaseDocuments.caseId, id))
    .orderBy(asc(taxCaseDocuments.sort), asc(taxCaseDocuments.id));
  const [{ practices }] = await db.select({ practices: count() }).from(taxPractices).where(eq(taxPractices.caseId, id));
  return {
    id: row.id,
    name: row.name,
    course_name: row.courseName,
    company_name: row.companyName,
    id_code: row.idCode,
    bill: row.bill,
    quarter_start: row.quarterStart,
    quarter_end: row.quarterEnd,
    month_start: row.monthStart,
    month_end: row.monthEnd,
    report_date: row.reportDate,
    write_date: row.writeDate,
    status: row.status,
    accounts: row.accounts.map((account) => ({
      bank_name: account.bankName,
      subbranch: account.subbranch,
      card_number: account.cardNumber,
      agreement: account.agreement ?? '',
    })),
    notes: row.notes,
    items: items.map((item) => {
      const ret = RETURNS_BY_CODE[item.returnCode];
      return {
        id: item.id,
        return_code: item.returnCode,
        return_title: ret?.title ?? item.returnCode,
        taxes_name: item.taxesName,
        period_start: item.periodStart,
        period_end: item.periodEnd,
        deadline: item.deadline,
        reports: ret
          ? reportsOf(ret).map(({ reportId, form }) => ({
              report_id: reportId,
              form_code: form.code,
              bill_name: form.title,
              answered: item.answer[form.code] !== undefined,
            }))
          : [],
        problems: answerProblems(item.returnCode, item.answer),
      };
    }),
    documents,
    practice_count: practices,
  };
}

/**
 * Create or update a case with its items and documents, in one transaction. Items keep their answers (matched by
 * id); an item removed is deleted only if no student has filed it; a case's return may change only while no
 * student has filed it (its answers are then cleared).
 */
export async function saveTaxCase(db: Db, body: TTaxCaseSaveBody, userId: number): Promise<{ id: number }> {
  for (const item of body.items) {
    if (!RETURNS_BY_CODE[item.return_code]) throw badRequest(taxAdminMessages.returnNotBuilt);
    if (item.period_start > item.period_end) throw badRequest(`${item.taxes_name}的所属期起不能晚于所属期止`);
  }
  const signed = body.accounts.find((account) => account.agreement !== '');
  if (!signed) throw badRequest('请至少为一个银行账户填写三方协议号（学生缴款时使用）');
  const values = {
    name: body.name,
    courseName: body.course_name,
    companyName: body.company_name,
    idCode: body.id_code,
    bill: body.bill,
    quarterStart: body.quarter_start,
    quarterEnd: body.quarter_end,
    monthStart: body.month_start,
    monthEnd: body.month_end,
    reportDate: body.report_date,
    writeDate: body.write_date,
    bankName: signed.bank_name,
    subbranch: signed.subbranch,
    cardNumber: signed.card_number,
    accounts: body.accounts.map((account) => ({
      bankName: account.bank_name,
      subbranch: account.subbranch,
      cardNumber: account.card_number,
      agreement: account.agreement === '' ? null : account.agreement,
    })),
    notes: body.notes,
  };
  return db.transaction(async (tx) => {
    let caseId = body.id;
    if (caseId === undefined) {
      const [row] = await tx
        .insert(taxCases)
        .values({ ...values, status: 0, createdBy: userId })
        .returning({ id: taxCases.id });
      caseId = row.id;
    } else {
      const updated = await tx
        .update(taxCases)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(taxCases.id, caseId))
        .returning({ id: taxCases.id });
      if (updated.length === 0) throw notFound(taxAdminMessages.caseNotFound);
    }
    const existing = await tx.select().from(taxCaseItems).where(eq(taxCaseItems.caseId, caseId));
    const filed = new Set(
      existing.length === 0
        ? []
        : (
            await tx
              .select({ id: taxPracticeItems.caseItemId })
              .from(taxPracticeItems)
              .where(
                inArray(
                  taxPracticeItems.caseItemId,
                  existing.map((item) => item.id),
                ),
              )
          ).map((row) => row.id),
    );
    const kept = new Set(body.items.map((item) => item.id).filter((id): id is number => id !== undefined));
    for (const item of existing) {
      if (!kept.has(item.id) && filed.has(item.id)) throw badRequest(taxAdminMessages.itemInUse);
    }
    const removed = existing.filter((item) => !kept.has(item.id)).map((item) => item.id);
    if (removed.length > 0) await tx.delete(taxCaseItems).where(inArray(taxCaseItems.id, removed));
    for (const [index, item] of body.items.entries()) {
      const fields = {
        returnCode: item.return_code,
        taxesName: item.taxes_name,
        periodStart: item.period_start,
        periodEnd: item.period_end,
        deadline: item.deadline,
        sort: index + 1,
      };
      if (item.id === undefined) {
        await tx.insert(taxCaseItems).values({ ...fields, caseId, answer: {} });
        continue;
      }
      const before = existing.find((entry) => entry.id === item.id);
      if (!before) throw notFound(taxAdminMessages.itemNotFound);
      const returnChanged = before.returnCode !== item.return_code;
      if (returnChanged && filed.has(item.id)) throw badRequest('已有学生申报过的申报事项不能更换申报表');
      await tx
        .update(taxCaseItems)
        .set(returnChanged ? { ...fields, answer: {} } : fields)
        .where(eq(taxCaseItems.id, item.id));
    }
    await tx.delete(taxCaseDocuments).where(eq(taxCaseDocuments.caseId, caseId));
    if (body.documents.length > 0) {
      await tx
        .insert(taxCaseDocuments)
        .values(body.documents.map((doc, index) => ({ caseId, title: doc.title, html: doc.html, sort: index + 1 })));
    }
    // an enabled case stays enabled only while its answers pass
    const items = await tx.select().from(taxCaseItems).where(eq(taxCaseItems.caseId, caseId));
    if (items.some((item) => answerProblems(item.returnCode, item.answer).length > 0)) {
      await tx.update(taxCases).set({ status: 0 }).where(eq(taxCases.id, caseId));
    }
    return { id: caseId };
  });
}

/** 启用 (only when every item's answer passes its return's blocking checks) or 停用. */
export async function setTaxCaseStatus(db: Db, id: number, status: 0 | 1): Promise<void> {
  await caseRow(db, id);
  if (status === 1) {
    const items = await db.select().from(taxCaseItems).where(eq(taxCaseItems.caseId, id));
    for (const item of items) {
      const problems = answerProblems(item.returnCode, item.answer);
      if (problems.length > 0) {
        throw badRequest(
          `《${RETURNS_BY_CODE[item.returnCode]?.title ?? item.returnCode}》的答案未通过校验，不能启用：${problems[0]}`,
        );
      }
    }
  }
  await db.update(taxCases).set({ status, updatedAt: new Date() }).where(eq(taxCases.id, id));
}

export async function deleteTaxCase(db: Db, id: number): Promise<void> {
  await caseRow(db, id);
  const [{ practices }] = await db.select({ practices: count() }).from(taxPractices).where(eq(taxPractices.caseId, id));
  if (practices > 0) throw badRequest(taxAdminMessages.inUse);
  const [{ links }] = await db
    .select({ links: count() })
    .from(lessonItems)
    .where(and(eq(lessonItems.kind, 'baoshui'), eq(lessonItems.refId, id)));
  if (links > 0) throw badRequest(taxAdminMessages.linked);
  await db.delete(taxCases).where(eq(taxCases.id, id));
}

async function itemOf(db: Db, itemId: number, reportId: number) {
  const [item] = await db.select().from(taxCaseItems).where(eq(taxCaseItems.id, itemId)).limit(1);
  if (!item) throw notFound(taxAdminMessages.itemNotFound);
  const ret = RETURNS_BY_CODE[item.returnCode];
  if (!ret) throw badRequest(taxAdminMessages.returnNotBuilt);
  const form = formOfReport(ret, reportId);
  if (!form) throw notFound(taxAdminMessages.reportNotFound);
  return { item, ret, form };
}

/** The answer of one form, as the student's form view shows it (locked cells computed). */
export async function answerDetail(db: Db, body: TTaxAnswerBody): Promise<TTaxAnswerDetail> {
  const { item, ret, form } = await itemOf(db, body.item_id, body.report_id);
  const computed = computeReturn(ret, FORMS_BY_CODE, item.answer);
  return {
    item_id: item.id,
    case_id: item.caseId,
    report_id: body.report_id,
    return_code: ret.code,
    return_title: ret.title,
    bill_name: form.title,
    form,
    invoice_data: item.answer[form.code] ? computed[form.code] : emptyReport(form),
    return_data: Object.fromEntries(Object.keys(item.answer).map((code) => [code, computed[code]])),
    reports: reportsOf(ret).map(({ reportId, form: entry }) => ({
      report_id: reportId,
      form_code: entry.code,
      bill_name: entry.title,
      answered: item.answer[entry.code] !== undefined,
    })),
  };
}

/**
 * Save the answer of one form: typed cells checked against their formats (a bad one refuses, nothing written), the
 * typed cells stored (locked ones are computed from them), the return's blocking checks answered. A case whose
 * answers now fail is disabled.
 */
export async function saveAnswerOf(
  db: Db,
  body: TTaxAnswerSaveBody,
): Promise<{ invoice_data: TReportData; problems: string[]; disabled: boolean }> {
  const { item, ret, form } = await itemOf(db, body.item_id, body.report_id);
  const typed = inputProblems(form, body.invoice_data);
  if (typed.length > 0) throw badRequest(typed[0].message);
  const answer = { ...item.answer, [form.code]: body.invoice_data };
  const computed = computeReturn(ret, FORMS_BY_CODE, answer);
  const stored = { ...item.answer, [form.code]: computed[form.code] };
  const problems = answerProblems(ret.code, stored);
  return db.transaction(async (tx) => {
    await tx.update(taxCaseItems).set({ answer: stored }).where(eq(taxCaseItems.id, item.id));
    let disabled = false;
    if (problems.length > 0) {
      const changed = await tx
        .update(taxCases)
        .set({ status: 0, updatedAt: new Date() })
        .where(and(eq(taxCases.id, item.caseId), eq(taxCases.status, 1)))
        .returning({ id: taxCases.id });
      disabled = changed.length > 0;
    } else {
      await tx.update(taxCases).set({ updatedAt: new Date() }).where(eq(taxCases.id, item.caseId));
    }
    return { invoice_data: computed[form.code], problems, disabled };
  });
}
