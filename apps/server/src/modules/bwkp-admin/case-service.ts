import {
  bwkpAdminMessages,
  type TBwkpAdminCase,
  type TBwkpAdminCaseDetail,
  type TBwkpAdminCaseIndexBody,
  type TBwkpAdminCaseSaveBody,
  type TBwkpAdminCaseStoreBody,
  type TPage,
} from '@sxpt/contract';
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { bwkpCases, bwkpProgress, lessonItems } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { checkCaseForUse, summarizeProblems } from './usability-check';

/** LIKE pattern for "contains keyword" with %, _ and \ taken literally. */

/** Counts of a case's parts, as correlated subqueries of the outer bwkp_cases row. */
const countOf = (table: string, extra = '') =>
  sql<number>`(select count(*) from ${sql.raw(table)} as part where part.case_id = "bwkp_cases"."id"${sql.raw(extra)})::int`;

const caseColumns = {
  id: bwkpCases.id,
  title: bwkpCases.title,
  description: bwkpCases.description,
  status: bwkpCases.status,
  createdAt: bwkpCases.createdAt,
  updatedAt: bwkpCases.updatedAt,
  subjectCount: countOf('bwkp_subjects'),
  customerCount: countOf('bwkp_case_customers'),
  goodsCount: countOf('bwkp_case_goods'),
  qyxxCount: countOf('bwkp_case_qyxx'),
  applyCount: countOf('bwkp_case_apply'),
  practiceCount: countOf('bwkp_progress'),
  lessonCount: sql<number>`(select count(*) from lesson_items as item where item.kind = 'bwkp' and item.ref_id = "bwkp_cases"."id")::int`,
};

type TCaseRow = {
  id: number;
  title: string;
  description: string;
  status: number;
  createdAt: Date;
  updatedAt: Date;
  subjectCount: number;
  customerCount: number;
  goodsCount: number;
  qyxxCount: number;
  applyCount: number;
  practiceCount: number;
  lessonCount: number;
};

function caseOf(row: TCaseRow): TBwkpAdminCase {
  return {
    id: row.id,
    name: row.title,
    description: row.description,
    status: row.status,
    subject_count: Number(row.subjectCount),
    customer_count: Number(row.customerCount),
    goods_count: Number(row.goodsCount),
    has_qyxx: Number(row.qyxxCount) > 0,
    has_apply: Number(row.applyCount) >= 2,
    lesson_count: Number(row.lessonCount),
    practice_count: Number(row.practiceCount),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function findCase(db: DbOrTx, id: number) {
  const [row] = await db.select().from(bwkpCases).where(eq(bwkpCases.id, id)).limit(1);
  if (!row) throw notFound(bwkpAdminMessages.caseNotFound);
  return row;
}

/** Cases, newest first; keyword matches inside the name. */
export async function listCases(db: Db, q: TBwkpAdminCaseIndexBody): Promise<TPage<TBwkpAdminCase>> {
  const conditions: SQL[] = [];
  if (q.keyword) conditions.push(ilike(bwkpCases.title, containsPattern(q.keyword)));
  if (q.status !== undefined) conditions.push(eq(bwkpCases.status, q.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(bwkpCases).where(where);
  const rows = await db
    .select(caseColumns)
    .from(bwkpCases)
    .where(where)
    .orderBy(desc(bwkpCases.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  return { list: rows.map(caseOf), total: Number(total), page: q.page, page_size: q.page_size };
}

/** A case with its counts and the whole-case check. */
export async function readCaseDetail(db: Db, id: number): Promise<TBwkpAdminCaseDetail> {
  const [row] = await db.select(caseColumns).from(bwkpCases).where(eq(bwkpCases.id, id)).limit(1);
  if (!row) throw notFound(bwkpAdminMessages.caseNotFound);
  return { ...caseOf(row), check: await checkCaseForUse(db, id) };
}

export async function createCase(db: Db, body: TBwkpAdminCaseStoreBody, userId: number): Promise<number> {
  const [row] = await db
    .insert(bwkpCases)
    .values({ title: body.name, description: body.description, status: 0, createdBy: userId })
    .returning({ id: bwkpCases.id });
  return row.id;
}

async function lockCase(tx: Tx, caseId: number) {
  const [row] = await tx.select().from(bwkpCases).where(eq(bwkpCases.id, caseId)).for('update');
  if (!row) throw notFound(bwkpAdminMessages.caseNotFound);
  return row;
}

/** Refuse (rolling the write back) when the case as stored now has problems. */
async function assertUsable(tx: Tx, caseId: number, prefix: string): Promise<void> {
  const check = await checkCaseForUse(tx, caseId);
  if (check.problems.length === 0) return;
  const messages = check.problems.map((problem) => problem.message);
  throw badRequest(`${prefix}${summarizeProblems(messages)}`, { problems: messages });
}

/**
 * One write of a case's parts, in one transaction with the case row locked (writes of one case are serialised). An
 * enabled case must stay playable: if the write leaves problems, nothing is kept.
 */
export async function writeCase<T>(db: Db, caseId: number, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const locked = await lockCase(tx, caseId);
    const result = await write(tx);
    await tx.update(bwkpCases).set({ updatedAt: new Date() }).where(eq(bwkpCases.id, caseId));
    if (locked.status === 1) await assertUsable(tx, caseId, bwkpAdminMessages.enabledBroken);
    return result;
  });
}

export async function saveCase(db: Db, body: TBwkpAdminCaseSaveBody): Promise<void> {
  await writeCase(db, body.id, (tx) =>
    tx.update(bwkpCases).set({ title: body.name, description: body.description }).where(eq(bwkpCases.id, body.id)),
  );
}

/** Enable (only a case without problems) or disable a case. */
export async function setCaseStatus(db: Db, id: number, status: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCase(tx, id);
    if (status === 1) await assertUsable(tx, id, bwkpAdminMessages.cannotEnable);
    await tx.update(bwkpCases).set({ status, updatedAt: new Date() }).where(eq(bwkpCases.id, id));
  });
}

/** Delete a case with all its parts; refused while a lesson item points at it or a student has practised it. */
export async function deleteCase(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCase(tx, id);
    const [lessons] = await tx
      .select({ n: count() })
      .from(lessonItems)
      .where(and(eq(lessonItems.kind, 'bwkp'), eq(lessonItems.refId, id)));
    if (Number(lessons.n) > 0) throw badRequest(bwkpAdminMessages.caseInLesson);
    const [practices] = await tx.select({ n: count() }).from(bwkpProgress).where(eq(bwkpProgress.caseId, id));
    if (Number(practices.n) > 0) throw badRequest(bwkpAdminMessages.casePractised);
    await tx.delete(bwkpCases).where(eq(bwkpCases.id, id));
  });
}
