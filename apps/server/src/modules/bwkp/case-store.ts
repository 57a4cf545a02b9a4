import { bwkpServerMessages } from '@sxpt/contract';
import type {
  TApplyAnswer,
  TApplyResult,
  TGoodsCodeRow,
  TInvoiceType,
  TKhbmRow,
  TQyxx,
  TSubject,
  TSubjectInvoiceType,
} from '@sxpt/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cachedRead } from '../../db/content-cache';
import { bwkpCaseApply, bwkpCaseCustomers, bwkpCaseGoods, bwkpCaseQyxx, bwkpSubjects } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';

/** A subject of a case as the rules read it, plus what the question window and the red/void links need. */
export interface TCaseSubject extends TSubject {
  subject_describe: string;
  video_path: string;
  /** red-letter subjects: the subject whose invoice (the student's own) is reversed */
  blue_sort?: number;
}

export interface TCaseQyxx extends TQyxx {
  province: string;
}

/** The model answer of step 1 and the roll codes. A case without one cannot be played. */
export async function loadCaseQyxx(db: DbOrTx, caseId: number): Promise<TCaseQyxx> {
  const [row] = await db.select().from(bwkpCaseQyxx).where(eq(bwkpCaseQyxx.caseId, caseId)).limit(1);
  if (!row) throw new AppError(500, '实训案例缺少企业信息，请联系管理员');
  return {
    nsr_sbh: row.nsrSbh,
    nsr_mc: row.nsrMc,
    business_address: row.businessAddress,
    phone_number: row.phoneNumber,
    bank_name: row.bankName,
    account: row.account,
    supervisor_name: row.supervisorName,
    pt_fpdm: row.ptFpdm,
    zy_fpdm: row.zyFpdm,
    province: row.province,
  };
}

/** The model answer of step 2, in order. */
export async function loadCaseCustomers(db: DbOrTx, caseId: number): Promise<TKhbmRow[]> {
  const rows = await db
    .select()
    .from(bwkpCaseCustomers)
    .where(eq(bwkpCaseCustomers.caseId, caseId))
    .orderBy(asc(bwkpCaseCustomers.sort));
  return rows.map((row) => ({
    kh_name: row.khName,
    simple_code: row.simpleCode,
    tax_num: row.taxNum,
    address_telephone: row.addressTelephone,
    bank_account: row.bankAccount,
  }));
}

/** The model answer of step 3, in order. */
export async function loadCaseGoods(db: DbOrTx, caseId: number): Promise<TGoodsCodeRow[]> {
  const rows = await db
    .select()
    .from(bwkpCaseGoods)
    .where(eq(bwkpCaseGoods.caseId, caseId))
    .orderBy(asc(bwkpCaseGoods.sort));
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    simple_code: row.simpleCode,
    tax_rate: row.taxRate,
    brand_model: row.brandModel,
    units: row.units,
    applicable_tax_rate: row.applicableTaxRate,
    tax_mark: row.taxMark,
    flqc: row.flqc,
  }));
}

export interface TCaseApply {
  answer: TApplyAnswer;
  /** the roll's first number the case fixes, or null (random per student) */
  startNum: number | null;
}

/** The expected apply form of one invoice kind, and the case's roll start. */
export async function loadApplyAnswer(db: DbOrTx, caseId: number, invoiceZl: TInvoiceType): Promise<TCaseApply> {
  const [row] = await db
    .select()
    .from(bwkpCaseApply)
    .where(and(eq(bwkpCaseApply.caseId, caseId), eq(bwkpCaseApply.invoiceZl, invoiceZl)))
    .limit(1);
  if (!row) throw new AppError(500, '实训案例缺少发票申领信息，请联系管理员');
  const answer: TApplyAnswer = {
    invoice_zl: invoiceZl,
    apply_num: row.applyNum,
    apply_result: row.applyResult as TApplyResult,
    shenling_slr: row.shenlingSlr,
    shenling_zjlx: row.shenlingZjlx,
    shenling_zjh: row.shenlingZjh,
    shenling_shuoming: row.shenlingShuoming,
    shenling_shoujianren: row.shenlingShoujianren,
    shenling_dztel: row.shenlingDztel,
  };
  return { answer, startNum: row.startNum };
}

function toSubject(row: typeof bwkpSubjects.$inferSelect): TCaseSubject {
  const subject: TCaseSubject = {
    id: row.id,
    sort: row.sort,
    title: row.title,
    subject_describe: row.subjectDescribe,
    video_path: row.videoPath,
    subject_type: row.subjectType,
    invoice_type: row.invoiceType as TSubjectInvoiceType,
    kh_data: row.khData,
    goods_content: row.goodsContent,
  };
  if (row.againGoodsContent) subject.again_goods_content = row.againGoodsContent;
  if (row.red) subject.red = row.red;
  if (row.discount) subject.discount = row.discount;
  if (row.voidSort !== null) subject.void_sort = row.voidSort;
  if (row.blueSort !== null) subject.blue_sort = row.blueSort;
  if (row.businessDate !== '') subject.business_date = row.businessDate;
  if (row.remarkParts.length > 0) subject.remark_parts = row.remarkParts;
  return subject;
}

/** The subjects of a case by sort (1..17). */
export async function loadSubjects(db: DbOrTx, caseId: number): Promise<TCaseSubject[]> {
  const rows = await db
    .select()
    .from(bwkpSubjects)
    .where(eq(bwkpSubjects.caseId, caseId))
    .orderBy(asc(bwkpSubjects.sort));
  return rows.map(toSubject);
}

/** One subject of the case; a subject of another case answers 题目不存在. */
export async function loadSubject(db: DbOrTx, caseId: number, subjectId: number): Promise<TCaseSubject> {
  const [row] = await db
    .select()
    .from(bwkpSubjects)
    .where(and(eq(bwkpSubjects.caseId, caseId), eq(bwkpSubjects.id, subjectId)))
    .limit(1);
  if (!row) throw notFound(bwkpServerMessages.subjectNotFound);
  return toSubject(row);
}

/** The subject of the case at a place (answerId) of the 17 questions. */
export async function loadSubjectAt(db: DbOrTx, caseId: number, sort: number): Promise<TCaseSubject> {
  const [row] = await db
    .select()
    .from(bwkpSubjects)
    .where(and(eq(bwkpSubjects.caseId, caseId), eq(bwkpSubjects.sort, sort)))
    .limit(1);
  if (!row) throw notFound(bwkpServerMessages.subjectNotFound);
  return toSubject(row);
}

// ---- cached reads ----
// A case changes only when acc5 edits it, while every student call reads its subjects and company. Both are cached
// per database and case and revalidated against content_version (raised by triggers on the case tables, migration
// 0005), which the working-context check reads anyway. Cached values are frozen: a caller that tried to change
// one would throw instead of corrupting what other students read.

/** What a cached read needs: the case and the content version the context check saw. */
export interface TCaseVersion {
  caseId: number;
  contentVersion: number;
}

/** The case's subjects by sort, cached (read-only). */
export function subjectsOf(db: DbOrTx, at: TCaseVersion): Promise<readonly TCaseSubject[]> {
  return cachedRead(db, `subjects:${at.caseId}`, at.contentVersion, () => loadSubjects(db, at.caseId));
}

/** One subject of the case, cached (read-only); a subject of another case answers 题目不存在. */
export async function subjectOf(db: DbOrTx, at: TCaseVersion, subjectId: number): Promise<TCaseSubject> {
  const subject = (await subjectsOf(db, at)).find((entry) => entry.id === subjectId);
  if (!subject) throw notFound(bwkpServerMessages.subjectNotFound);
  return subject;
}

/** The case's company, cached (read-only). */
export function qyxxOf(db: DbOrTx, at: TCaseVersion): Promise<TCaseQyxx> {
  return cachedRead(db, `qyxx:${at.caseId}`, at.contentVersion, () => loadCaseQyxx(db, at.caseId));
}

/** The case's customer codes (the model answer of question 2), cached (read-only). */
export function customersOf(db: DbOrTx, at: TCaseVersion): Promise<readonly TKhbmRow[]> {
  return cachedRead(db, `customers:${at.caseId}`, at.contentVersion, () => loadCaseCustomers(db, at.caseId));
}

/** The case's goods codes (the model answer of question 3), cached (read-only). */
export function goodsOf(db: DbOrTx, at: TCaseVersion): Promise<readonly TGoodsCodeRow[]> {
  return cachedRead(db, `goods:${at.caseId}`, at.contentVersion, () => loadCaseGoods(db, at.caseId));
}

/** The expected apply form of one invoice kind and the case's roll start, cached (read-only). */
export function applyOf(db: DbOrTx, at: TCaseVersion, invoiceZl: TInvoiceType): Promise<TCaseApply> {
  return cachedRead(db, `apply:${at.caseId}:${invoiceZl}`, at.contentVersion, () =>
    loadApplyAnswer(db, at.caseId, invoiceZl),
  );
}
