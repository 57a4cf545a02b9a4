// Question 4: invoice rolls (发票领用): apply (申领, 4.1 / 4.2), read in (读入, 4.3), and the next number.
import { randomInt } from 'node:crypto';
import {
  bwkpServerMessages,
  type TBwkpAddFpslBody,
  type TBwkpApplyResult,
  type TBwkpContextBody,
  type TBwkpInvoiceNum,
  type TBwkpInvoiceNumBody,
  type TBwkpPageBody,
  type TBwkpReadResult,
  type TBwkpRoll,
  type TPage,
} from '@sxpt/contract';
import { canApply, canRead, gradeApply, messages, type TInvoiceType } from '@sxpt/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { bwkpRolls } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { loadApplyAnswer, qyxxOf } from './case-store';
import { assertAllowed, completeStep, openPractice, stepResult, writePractice } from './practice-store';

/** 开票限额 shown in the read-in table (spec 01 §9). */
export const INVOICE_LIMIT = '99999.99';
/** Invoice numbers have 8 digits. */
const MAX_INVOICE_NUMBER = 99_999_999;

export type TRollRow = typeof bwkpRolls.$inferSelect;

export function formatInvoiceNumber(value: number): string {
  return String(value).padStart(8, '0');
}

const typeNames: Record<TInvoiceType, string> = { 1: '增值税普通发票', 2: '增值税专用发票' };

function toRoll(row: TRollRow): TBwkpRoll {
  const used = row.nextNum - row.startNum;
  const kind = row.invoiceType as TInvoiceType;
  return {
    id: row.id,
    invoice_type: kind,
    invoice_zl: kind,
    invoice_code: row.invoiceCode,
    start_num: formatInvoiceNumber(row.startNum),
    end_num: formatInvoiceNumber(row.endNum),
    next_num: row.nextNum > row.endNum ? '' : formatInvoiceNumber(row.nextNum),
    apply_num: row.applyNum,
    apply_result: row.applyResult as 1 | 2,
    is_read: row.isRead ? 1 : 0,
    lp_time: row.createdAt.toISOString(),
    ykp_num: used,
    ysq_num: row.applyNum,
    remaining: row.endNum - row.nextNum + 1,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function loadRolls(db: DbOrTx, practiceId: number): Promise<TRollRow[]> {
  return db.select().from(bwkpRolls).where(eq(bwkpRolls.practiceId, practiceId)).orderBy(asc(bwkpRolls.invoiceType));
}

/** fpsl_list: the student's roll applications. */
export async function listRolls(db: Db, student: TSessionUser, body: TBwkpPageBody): Promise<TPage<TBwkpRoll>> {
  const { row } = await openPractice(db, student, body);
  const rolls = (await loadRolls(db, row.id)).map(toRoll);
  const offset = (body.page - 1) * body.page_size;
  return {
    list: rolls.slice(offset, offset + body.page_size),
    total: rolls.length,
    page: body.page,
    page_size: body.page_size,
  };
}

/**
 * add_fpsl (4.1 ordinary, 4.2 special): once per kind (当前发票类型已完成申领！), after questions 1–3; the form
 * graded (申领信息，请查正后重试！). A right form creates the roll: the case's invoice code of that kind and
 * apply_num numbers from the case's start number (every student the same, as on the answer sheet) or, when the
 * case fixes none, a random 8-digit start.
 */
export async function applyRoll(db: Db, student: TSessionUser, body: TBwkpAddFpslBody): Promise<TBwkpApplyResult> {
  const { context, row } = await openPractice(db, student, body);
  const { answer: expected, startNum } = await loadApplyAnswer(db, context.caseId, body.invoice_zl);
  const qyxx = await qyxxOf(db, context);
  return writePractice(db, row.id, async (tx, locked) => {
    assertAllowed(canApply(locked.progress, body.invoice_zl));
    const grade = gradeApply(expected, body);
    if (!grade.ok) throw badRequest(grade.message ?? messages.wrongApplyInfo, { wrong: { fields: grade.wrong } });
    const start = startNum ?? randomInt(1, MAX_INVOICE_NUMBER - body.apply_num + 2);
    await tx.insert(bwkpRolls).values({
      practiceId: row.id,
      invoiceType: body.invoice_zl,
      invoiceCode: body.invoice_zl === 1 ? qyxx.pt_fpdm : qyxx.zy_fpdm,
      startNum: start,
      endNum: start + body.apply_num - 1,
      nextNum: start,
      applyNum: body.apply_num,
      applyResult: body.apply_result,
      applyForm: {
        shenling_slr: body.shenling_slr,
        shenling_zjlx: body.shenling_zjlx,
        shenling_zjh: body.shenling_zjh,
        shenling_shuoming: body.shenling_shuoming,
        shenling_shoujianren: body.shenling_shoujianren,
        shenling_dztel: body.shenling_dztel,
      },
    });
    const progress = completeStep(locked.progress, body.invoice_zl === 1 ? 4.1 : 4.2);
    const list = (await loadRolls(tx, row.id)).map(toRoll);
    return {
      result: { ...stepResult(bwkpServerMessages.applySucceeded, progress), list, total: list.length },
      progress,
    };
  });
}

/** invoice_read (4.3): needs both applications (请完成发票申领！); reads in every roll; the read-in table. */
export async function readRolls(db: Db, student: TSessionUser, body: TBwkpContextBody): Promise<TBwkpReadResult> {
  const { context, row } = await openPractice(db, student, body);
  const qyxx = await qyxxOf(db, context);
  return writePractice(db, row.id, async (tx, locked) => {
    assertAllowed(canRead(locked.progress));
    const now = new Date();
    await tx
      .update(bwkpRolls)
      .set({ isRead: true, readAt: now, updatedAt: now })
      .where(and(eq(bwkpRolls.practiceId, row.id), eq(bwkpRolls.isRead, false)));
    const list = (await loadRolls(tx, row.id)).map((roll) => ({
      invoice_type: roll.invoiceType as TInvoiceType,
      type_name: `${qyxx.province}${typeNames[roll.invoiceType as TInvoiceType]}`,
      invoice_code: roll.invoiceCode,
      start_num: formatInvoiceNumber(roll.startNum),
      end_num: formatInvoiceNumber(roll.endNum),
      count: roll.applyNum,
      limit: INVOICE_LIMIT,
      read_at: (roll.readAt ?? now).toISOString(),
    }));
    const progress = completeStep(locked.progress, 4.3);
    return { result: { ...stepResult(bwkpServerMessages.readSucceeded, progress), list }, progress };
  });
}

/** The read-in roll of a kind, locked (FOR UPDATE) when a transaction takes a number from it. */
export async function findReadRoll(db: DbOrTx | Tx, practiceId: number, kind: number, lock = false) {
  const query = db
    .select()
    .from(bwkpRolls)
    .where(and(eq(bwkpRolls.practiceId, practiceId), eq(bwkpRolls.invoiceType, kind), eq(bwkpRolls.isRead, true)))
    .limit(1);
  const [roll] = lock ? await query.for('update') : await query;
  if (!roll) throw badRequest(bwkpServerMessages.noReadRoll);
  if (roll.nextNum > roll.endNum) throw badRequest(bwkpServerMessages.rollUsedUp);
  return roll;
}

/** invoice_num: the code and the next number of the read-in roll of the kind. */
export async function readNextNumber(
  db: Db,
  student: TSessionUser,
  body: TBwkpInvoiceNumBody,
): Promise<TBwkpInvoiceNum> {
  const { row } = await openPractice(db, student, body);
  const roll = await findReadRoll(db, row.id, body.invoice_type);
  return { fp_dm: roll.invoiceCode, fp_num: formatInvoiceNumber(roll.nextNum) };
}
