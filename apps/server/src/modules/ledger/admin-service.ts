// acc5's authoring of real-ledger cases (/admin/lx/*): a case is data (TLedgerCase), checked by the domain on every
// save (caseProblems: chart, balances, items, each model voucher). A case with problems may be saved as a draft but
// not enabled, and saving problems into an enabled case disables it (students never meet a broken case). A case
// with students' books or in a lesson cannot be deleted.
import type { TLxCaseCheck, TLxCaseIndexBody, TLxCaseRow, TLxCaseSaveBody, TPage } from '@sxpt/contract';
import {
  auxBalances,
  buildChart,
  caseProblems,
  postingsOf,
  STANDARD_NAMES,
  statementColumns,
  statementOf,
  type TLedgerCase,
  type TVoucherInput,
  trialBalance,
} from '@sxpt/domain';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { ledgerCases, ledgerPractices, lessonItems } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';

export const lxAdminMessages = {
  caseNotFound: '实训案例不存在',
  inUse: '已有学生做过该案例，不能删除；可以停用',
  linked: '该案例已加入课时的实训项目，请先在课程中移除',
  cannotEnable: (first: string, count: number) => `案例有${count}处问题，不能启用：${first}`,
} as const;

export async function listLedgerCases(db: Db, body: TLxCaseIndexBody): Promise<TPage<TLxCaseRow>> {
  const where = body.keyword
    ? or(
        ilike(ledgerCases.name, containsPattern(body.keyword)),
        ilike(ledgerCases.companyName, containsPattern(body.keyword)),
      )
    : undefined;
  const [{ total }] = await db.select({ total: count() }).from(ledgerCases).where(where);
  const rows = await db
    .select({
      id: ledgerCases.id,
      name: ledgerCases.name,
      companyName: ledgerCases.companyName,
      data: ledgerCases.data,
      status: ledgerCases.status,
      updatedAt: ledgerCases.updatedAt,
      practiceCount: sql<number>`(select count(*) from ledger_practices p where p.case_id = ${ledgerCases.id})::int`,
      lessonCount: sql<number>`(select count(*) from lesson_items li where li.kind = 'lx'
        and li.ref_id = ${ledgerCases.id})::int`,
    })
    .from(ledgerCases)
    .where(where)
    .orderBy(desc(ledgerCases.updatedAt), desc(ledgerCases.id))
    .limit(body.page_size)
    .offset((body.page - 1) * body.page_size);
  return {
    list: rows.map((row) => ({
      id: row.id,
      name: row.name,
      company_name: row.companyName,
      standard: row.data.company.standard,
      period: `${row.data.period.year}年${row.data.period.month}月（${STANDARD_NAMES[row.data.company.standard]}）`,
      item_count: row.data.items.length,
      status: row.status,
      practice_count: row.practiceCount,
      lesson_count: row.lessonCount,
      updated_at: row.updatedAt.toISOString(),
    })),
    total: Number(total),
    page: body.page,
    page_size: body.page_size,
  };
}

async function caseRow(db: Db, id: number) {
  const [row] = await db.select().from(ledgerCases).where(eq(ledgerCases.id, id)).limit(1);
  if (!row) throw notFound(lxAdminMessages.caseNotFound);
  return row;
}

export async function ledgerCaseDetail(
  db: Db,
  id: number,
): Promise<{ id: number; name: string; status: number; data: TLedgerCase }> {
  const row = await caseRow(db, id);
  return { id: row.id, name: row.name, status: row.status, data: row.data };
}

/** The problems of a case and, when it has none, its model statements as the engine draws them. */
export function checkLedgerCase(data: TLedgerCase): TLxCaseCheck {
  const problems = caseProblems(data);
  if (problems.length > 0) return { problems, statements: [] };
  const { chart } = buildChart(data.company.standard, data.accounts, data.settings);
  let number = 0;
  const vouchers: TVoucherInput[] = data.items.flatMap((item) =>
    item.vouchers.map((voucher) => {
      number += 1;
      return { word: '记' as const, number, date: item.date, attachments: voucher.attachments, lines: voucher.lines };
    }),
  );
  const postings = postingsOf(vouchers);
  const tb = trialBalance(chart, data.period, data.opening, postings);
  const input = {
    chart,
    tb,
    aux: auxBalances(chart, data.opening, postings),
    yearStart: data.yearStart ?? [],
    postings,
  };
  const statements = [0, 1]
    .map((type) => statementOf(data.company.standard, type))
    .filter((def) => def !== undefined)
    .map((def) => ({
      type: def.type,
      title: `${def.title}（${def.formNo}）`,
      columns: [...def.columns] as [string, string],
      lines: statementColumns(def, input),
    }));
  return { problems, statements };
}

/**
 * Save a case (new or changed): its problems are answered beside the id; an enabled case that now has problems is
 * disabled in the same write.
 */
export async function saveLedgerCase(
  db: Db,
  body: TLxCaseSaveBody,
  userId: number,
): Promise<{ id: number; status: number } & TLxCaseCheck> {
  const data = body.data as TLedgerCase;
  const check = checkLedgerCase(data);
  const broken = check.problems.length > 0;
  if (body.id === undefined) {
    const [row] = await db
      .insert(ledgerCases)
      .values({ name: body.name, companyName: data.company.name, data, status: 0, createdBy: userId })
      .returning({ id: ledgerCases.id, status: ledgerCases.status });
    return { ...row, ...check };
  }
  const existing = await caseRow(db, body.id);
  const status = broken ? 0 : existing.status;
  await db
    .update(ledgerCases)
    .set({ name: body.name, companyName: data.company.name, data, status, updatedAt: new Date() })
    .where(eq(ledgerCases.id, body.id));
  return { id: body.id, status, ...check };
}

export async function setLedgerCaseStatus(db: Db, id: number, status: 0 | 1): Promise<void> {
  const row = await caseRow(db, id);
  if (status === 1) {
    const problems = caseProblems(row.data);
    if (problems.length > 0) throw badRequest(lxAdminMessages.cannotEnable(problems[0], problems.length), { problems });
  }
  await db.update(ledgerCases).set({ status, updatedAt: new Date() }).where(eq(ledgerCases.id, id));
}

export async function deleteLedgerCase(db: Db, id: number): Promise<void> {
  await caseRow(db, id);
  const [{ practices }] = await db
    .select({ practices: count() })
    .from(ledgerPractices)
    .where(eq(ledgerPractices.caseId, id));
  if (practices > 0) throw badRequest(lxAdminMessages.inUse);
  const [{ links }] = await db
    .select({ links: count() })
    .from(lessonItems)
    .where(and(eq(lessonItems.kind, 'lx'), eq(lessonItems.refId, id)));
  if (links > 0) throw badRequest(lxAdminMessages.linked);
  await db.delete(ledgerCases).where(eq(ledgerCases.id, id));
}
