// The business questions (业务题) of a case: places 1..17 of the 17-question structure. Every write is checked by the
// domain's checkSubject at the question's place (type of the place, buyer and its 纳税人识别号, goods lines: money =
// price × quantity and tax = money ÷ (1 + rate) × rate, the 价税合计 the text writes, discount, void and red links, the
// business date and the dates of the text, the 建筑服务 remark) and, against the case's other questions as stored, by
// checkCaseDates (dates in question order, a void in the month of the voided invoice, a red invoice in a later month
// than its blue one) before it is stored: a write that brings in a new problem is refused.
import {
  bwkpAdminMessages,
  type TBwkpAdminLine,
  type TBwkpAdminList,
  type TBwkpAdminSubject,
  type TBwkpAdminSubjectSaveBody,
  type TBwkpAdminSubjectStoreBody,
} from '@sxpt/contract';
import {
  checkCaseDates,
  checkSubject,
  isAllowedRate,
  isInvoiceSubjectType,
  isRedSubjectType,
  SUBJECT_TYPE,
  type TGoodsLine,
  type TSubjectInvoiceType,
  toVatRate,
} from '@sxpt/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { bwkpSubjects } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { loadSubjects, type TCaseSubject } from '../bwkp/case-store';
import { findCase, writeCase } from './case-service';
import { redLinkProblem } from './usability-check';

type TSubjectFields = Omit<TBwkpAdminSubjectSaveBody, 'id'>;

const NO_BUYER = { kh_name: '', tax_num: '', address_telephone: '', bank_account: '' };

function toLine(line: TBwkpAdminLine): TGoodsLine {
  const { spbm, ...rest } = line;
  const rate = rest.tax_rate === '' ? '0' : rest.tax_rate;
  return { ...rest, tax_rate: isAllowedRate(rate) ? toVatRate(rate) : rate, ...(spbm ? { spbm } : {}) };
}

/**
 * The question as the rules read it, with the fields its type does not use cleared: a question without an invoice
 * has no buyer or lines; only 作废并重开 keeps again_goods_content and void_sort, only 红字 red and blue_sort, only
 * 折扣 the discount.
 */
export function toCaseSubject(fields: TSubjectFields, sort: number, id = 0): TCaseSubject {
  const type = fields.subject_type;
  const subject: TCaseSubject = {
    id,
    sort,
    title: fields.title,
    subject_describe: fields.subject_describe,
    video_path: fields.video_path,
    subject_type: type,
    invoice_type: fields.invoice_type as TSubjectInvoiceType,
    kh_data: NO_BUYER,
    goods_content: [],
  };
  if (fields.business_date !== '') subject.business_date = fields.business_date;
  if (!isInvoiceSubjectType(type)) return subject;
  subject.kh_data = fields.kh_data;
  subject.goods_content = fields.goods_content.map(toLine);
  if (fields.remark_parts.length > 0) subject.remark_parts = fields.remark_parts;
  if (type === SUBJECT_TYPE.void_reissue) {
    subject.again_goods_content = (fields.again_goods_content ?? []).map(toLine);
    if (fields.void_sort !== null) subject.void_sort = fields.void_sort;
  }
  if (isRedSubjectType(type)) {
    if (fields.red) subject.red = fields.red;
    if (fields.blue_sort !== null) subject.blue_sort = fields.blue_sort;
  }
  if (type === SUBJECT_TYPE.discount && fields.discount) subject.discount = fields.discount;
  return subject;
}

/** What the rules find wrong with one question at its place. */
export function subjectProblems(subject: TCaseSubject): string[] {
  const linkProblem = redLinkProblem(subject);
  return [...checkSubject(subject), ...(linkProblem ? [linkProblem] : [])];
}

/** What the dates between questions find about `sort` in the case `subjects`. */
function relationProblems(subjects: readonly TCaseSubject[], sort: number): string[] {
  return checkCaseDates(subjects)
    .filter((problem) => problem.sort === sort)
    .map((problem) => problem.message);
}

/** The problems between questions that `after` has and `before` (the case as stored) had not. */
function newRelationProblems(before: readonly TCaseSubject[], after: readonly TCaseSubject[]): string[] {
  const known = new Set(checkCaseDates(before).map((problem) => problem.message));
  return checkCaseDates(after)
    .map((problem) => problem.message)
    .filter((message) => !known.has(message));
}

/** Refuse `subject` when the rules reject it, or when it brings a new problem between the case's questions. */
function assertValid(subject: TCaseSubject, stored: readonly TCaseSubject[]): void {
  const after = [...stored.filter((entry) => entry.id !== subject.id), subject];
  const problems = [...subjectProblems(subject), ...newRelationProblems(stored, after)];
  if (problems.length) throw badRequest(`${bwkpAdminMessages.subjectInvalid}${problems.join('；')}`, { problems });
}

function rowValues(subject: TCaseSubject) {
  return {
    title: subject.title,
    subjectDescribe: subject.subject_describe,
    videoPath: subject.video_path,
    subjectType: subject.subject_type,
    invoiceType: subject.invoice_type,
    khData: subject.kh_data,
    goodsContent: subject.goods_content,
    againGoodsContent: subject.again_goods_content ?? null,
    red: subject.red ?? null,
    discount: subject.discount ?? null,
    voidSort: subject.void_sort ?? null,
    blueSort: subject.blue_sort ?? null,
    businessDate: subject.business_date ?? '',
    remarkParts: subject.remark_parts ?? [],
  };
}

function toAdminLine(line: TGoodsLine): TBwkpAdminLine {
  return {
    fwname: line.fwname,
    ggxh: line.ggxh,
    company: line.company,
    goods_num: line.goods_num,
    price: line.price,
    money: line.money,
    tax_rate: line.tax_rate,
    tax_amount: line.tax_amount,
    spbm: line.spbm ?? '',
  };
}

/** A question as acc5 edits it, with what the rules find about it in its case (`subjects`, itself among them). */
function toAdminSubject(caseId: number, subject: TCaseSubject, subjects: readonly TCaseSubject[]): TBwkpAdminSubject {
  return {
    id: subject.id,
    case_id: caseId,
    sort: subject.sort,
    title: subject.title,
    subject_describe: subject.subject_describe,
    video_path: subject.video_path,
    subject_type: subject.subject_type,
    invoice_type: subject.invoice_type,
    kh_data: subject.kh_data,
    goods_content: subject.goods_content.map(toAdminLine),
    again_goods_content: subject.again_goods_content ? subject.again_goods_content.map(toAdminLine) : null,
    red: subject.red ?? null,
    blue_sort: subject.blue_sort ?? null,
    discount: subject.discount ? { line: subject.discount.line, tax: String(subject.discount.tax) } : null,
    void_sort: subject.void_sort ?? null,
    business_date: subject.business_date ?? '',
    remark_parts: subject.remark_parts ?? [],
    problems: [...subjectProblems(subject), ...relationProblems(subjects, subject.sort)],
  };
}

async function findSubjectRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: bwkpSubjects.id, caseId: bwkpSubjects.caseId, sort: bwkpSubjects.sort })
    .from(bwkpSubjects)
    .where(eq(bwkpSubjects.id, id))
    .limit(1);
  if (!row) throw notFound(bwkpAdminMessages.subjectNotFound);
  return row;
}

/** The questions of a case by place, each with what checkSubject finds. */
export async function listSubjects(db: Db, caseId: number): Promise<TBwkpAdminList<TBwkpAdminSubject>> {
  await findCase(db, caseId);
  const subjects = await loadSubjects(db, caseId);
  const list = subjects.map((subject) => toAdminSubject(caseId, subject, subjects));
  return { list, total: list.length };
}

export async function readSubject(db: Db, id: number): Promise<TBwkpAdminSubject> {
  const row = await findSubjectRow(db, id);
  const subjects = await loadSubjects(db, row.caseId);
  const subject = subjects.find((entry) => entry.id === id);
  if (!subject) throw notFound(bwkpAdminMessages.subjectNotFound);
  return toAdminSubject(row.caseId, subject, subjects);
}

/** A question at a free place of the case. */
export async function createSubject(db: Db, body: TBwkpAdminSubjectStoreBody): Promise<number> {
  const { case_id: caseId, sort, ...fields } = body;
  return writeCase(db, caseId, async (tx) => {
    const [taken] = await tx
      .select({ id: bwkpSubjects.id })
      .from(bwkpSubjects)
      .where(and(eq(bwkpSubjects.caseId, caseId), eq(bwkpSubjects.sort, sort)))
      .limit(1);
    if (taken) throw badRequest(`第${sort}题已存在，请编辑该题或选择其他题号`);
    const subject = toCaseSubject(fields, sort);
    assertValid(subject, await loadSubjects(tx, caseId));
    const [row] = await tx
      .insert(bwkpSubjects)
      .values({ caseId, sort, ...rowValues(subject) })
      .returning({ id: bwkpSubjects.id });
    return row.id;
  });
}

/** Every field of a question (its place stays). */
export async function saveSubject(db: Db, body: TBwkpAdminSubjectSaveBody): Promise<void> {
  const { id, ...fields } = body;
  const found = await findSubjectRow(db, id);
  await writeCase(db, found.caseId, async (tx) => {
    const row = await findSubjectRow(tx, id);
    const subject = toCaseSubject(fields, row.sort, id);
    assertValid(subject, await loadSubjects(tx, row.caseId));
    await tx.update(bwkpSubjects).set(rowValues(subject)).where(eq(bwkpSubjects.id, id));
  });
}

export async function deleteSubject(db: Db, id: number): Promise<void> {
  const found = await findSubjectRow(db, id);
  await writeCase(db, found.caseId, async (tx) => {
    await findSubjectRow(tx, id);
    await tx.delete(bwkpSubjects).where(eq(bwkpSubjects.id, id));
  });
}

/** The new place of a question referred to by its old place (links follow the question they point at). */
function follow(oldSort: number | undefined, idAt: Map<number, number>, newSortOf: Map<number, number>) {
  if (oldSort === undefined) return undefined;
  const id = idAt.get(oldSort);
  return id === undefined ? oldSort : newSortOf.get(id);
}

/**
 * Reorder the questions: `ids` (every question of the case) take the case's places in ascending order. Red and void
 * links keep pointing at the same questions. Refused when a moved question does not fit its new place.
 */
export async function sortSubjects(db: Db, caseId: number, ids: number[]): Promise<void> {
  await writeCase(db, caseId, async (tx) => {
    const subjects = await loadSubjects(tx, caseId);
    const current = new Set(subjects.map((subject) => subject.id));
    if (current.size !== ids.length || ids.some((id) => !current.has(id))) {
      throw badRequest(bwkpAdminMessages.sortInvalid);
    }
    const places = subjects.map((subject) => subject.sort).sort((a, b) => a - b);
    const newSortOf = new Map(ids.map((id, index) => [id, places[index]]));
    const idAt = new Map(subjects.map((subject) => [subject.sort, subject.id]));
    const moved = subjects.map((subject) => {
      const next: TCaseSubject = { ...subject, sort: newSortOf.get(subject.id) ?? subject.sort };
      const blueSort = follow(subject.blue_sort, idAt, newSortOf);
      if (blueSort !== undefined) next.blue_sort = blueSort;
      if (subject.subject_type === SUBJECT_TYPE.void_reissue) {
        next.void_sort = follow(subject.void_sort ?? subject.sort - 1, idAt, newSortOf);
      }
      return next;
    });
    const problems = moved
      .filter((subject, index) => subject.sort !== subjects[index].sort)
      .sort((a, b) => a.sort - b.sort)
      .flatMap((subject) => subjectProblems(subject));
    problems.push(...newRelationProblems(subjects, moved));
    if (problems.length) throw badRequest(`调整顺序后题目有误：${problems.join('；')}`, { problems });
    // two steps: places are unique per case, so the moved questions first leave them
    for (const subject of moved) {
      await tx.update(bwkpSubjects).set({ sort: -subject.id }).where(eq(bwkpSubjects.id, subject.id));
    }
    for (const subject of moved) {
      await tx
        .update(bwkpSubjects)
        .set({ sort: subject.sort, blueSort: subject.blue_sort ?? null, voidSort: subject.void_sort ?? null })
        .where(eq(bwkpSubjects.id, subject.id));
    }
  });
}
