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
import {
  atBusinessDate,
  canApply,
  canRead,
  clientDate,
  fieldKeys,
  gradeApply,
  messages,
  type TInvoiceType,
} from '@sxpt/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { bwkpRolls } from '../../db/schema';
import { statement } from '../../db/statement';
import type { TSessionUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { applyOf, qyxxOf, subjectsOf } from './case-store';
import { assertAllowed, completeStep, openPractice, stepResult } from './practice-store';
import { PRACTICE_UPDATE_CTE, refuseWrongTry, runPracticeWrite, untilWritten } from './practice-write';

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

/** A roll as json_agg writes a bwkp_rolls row (snake_case keys, times as text). */
interface TRollJson {
  id: number;
  practice_id: number;
  invoice_type: number;
  invoice_code: string;
  start_num: number;
  end_num: number;
  next_num: number;
  apply_num: number;
  apply_result: number;
  apply_form: TRollRow['applyForm'];
  is_read: boolean;
  read_at: string | null;
  created_at: string;
  updated_at: string;
}

function rollFromJson(row: TRollJson): TRollRow {
  return {
    id: row.id,
    practiceId: row.practice_id,
    invoiceType: row.invoice_type,
    invoiceCode: row.invoice_code,
    startNum: row.start_num,
    endNum: row.end_num,
    nextNum: row.next_num,
    applyNum: row.apply_num,
    applyResult: row.apply_result,
    applyForm: row.apply_form,
    isRead: row.is_read,
    readAt: row.read_at === null ? null : new Date(row.read_at),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** written: the progress landed; rolls: every roll of the practice after the write, by kind. */
interface TRollsWrite {
  written: boolean;
  rolls: TRollJson[];
}

/**
 * add_fpsl's write: the progress, and the new roll ($4 kind, $5 code, $6 start, $7 end, $8 count, $9 result,
 * $10 the form), with every roll of the practice.
 */
const applyRollStatement = statement<TRollsWrite>(
  'bwkp_apply_roll',
  `with ${PRACTICE_UPDATE_CTE}, ins as (
    insert into bwkp_rolls (practice_id, invoice_type, invoice_code, start_num, end_num, next_num, apply_num,
      apply_result, apply_form)
    select $1, $4, $5, $6, $7, $6, $8, $9, $10::jsonb from upd
    returning *
  )
  select exists (select 1 from upd) as written,
    coalesce((select json_agg(r order by r.invoice_type)
      from (select * from ins union all select * from bwkp_rolls where practice_id = $1) r), '[]') as rolls`,
);

/** invoice_read's write: the progress, and every roll read in at $4, with every roll of the practice. */
const readRollsStatement = statement<TRollsWrite>(
  'bwkp_read_rolls',
  `with ${PRACTICE_UPDATE_CTE}, rd as (
    update bwkp_rolls set is_read = true, read_at = $4::timestamptz, updated_at = $4::timestamptz
    where practice_id = $1 and not is_read and exists (select 1 from upd)
    returning *
  )
  select exists (select 1 from upd) as written,
    coalesce((select json_agg(r order by r.invoice_type)
      from (select * from rd union all select * from bwkp_rolls b
        where b.practice_id = $1 and not exists (select 1 from rd where rd.id = b.id)) r), '[]') as rolls`,
);

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
  return untilWritten(async () => {
    const practice = await openPractice(db, student, body);
    const { context, row } = practice;
    assertAllowed(canApply(row.progress, body.invoice_zl));
    const { answer: expected, startNum } = await applyOf(db, context, body.invoice_zl);
    const step = body.invoice_zl === 1 ? 4.1 : 4.2;
    const { class_id: _c, resource_id: _r, lesson_id: _l, course_id: _co, case_id: _ca, ...answer } = body;
    const grade = gradeApply(expected, body);
    if (!grade.ok) {
      const error = badRequest(grade.message ?? messages.wrongApplyInfo, { wrong: { fields: grade.wrong } });
      return refuseWrongTry(db, practice, { step, answer, wrongFields: fieldKeys(grade) }, error);
    }
    const qyxx = await qyxxOf(db, context);
    const start = startNum ?? randomInt(1, MAX_INVOICE_NUMBER - body.apply_num + 2);
    const progress = completeStep(row.progress, step);
    const applyForm = {
      shenling_slr: body.shenling_slr,
      shenling_zjlx: body.shenling_zjlx,
      shenling_zjh: body.shenling_zjh,
      shenling_shuoming: body.shenling_shuoming,
      shenling_shoujianren: body.shenling_shoujianren,
      shenling_dztel: body.shenling_dztel,
    };
    const [written] = await runPracticeWrite(
      db,
      applyRollStatement,
      practice,
      progress,
      { step, isRight: true, answer },
      [
        body.invoice_zl,
        body.invoice_zl === 1 ? qyxx.pt_fpdm : qyxx.zy_fpdm,
        start,
        start + body.apply_num - 1,
        body.apply_num,
        body.apply_result,
        JSON.stringify(applyForm),
      ],
    );
    if (!written?.written) return null;
    const list = written.rolls.map(rollFromJson).map(toRoll);
    return { ...stepResult(bwkpServerMessages.applySucceeded, progress), list, total: list.length };
  });
}

/** invoice_read (4.3): needs both applications (请完成发票申领！); reads in every roll; the read-in table. */
export async function readRolls(db: Db, student: TSessionUser, body: TBwkpContextBody): Promise<TBwkpReadResult> {
  return untilWritten(async () => {
    const practice = await openPractice(db, student, body);
    const { context, row } = practice;
    assertAllowed(canRead(row.progress));
    const qyxx = await qyxxOf(db, context);
    // 读入时间 on the client's clock: the business date of question 4
    const now = atBusinessDate(clientDate(await subjectsOf(db, context), row.progress), new Date());
    const progress = completeStep(row.progress, 4.3);
    const tried = { step: 4.3, isRight: true, answer: null };
    const [written] = await runPracticeWrite(db, readRollsStatement, practice, progress, tried, [now]);
    if (!written?.written) return null;
    const list = written.rolls.map(rollFromJson).map((roll) => ({
      invoice_type: roll.invoiceType as TInvoiceType,
      type_name: `${qyxx.province}${typeNames[roll.invoiceType as TInvoiceType]}`,
      invoice_code: roll.invoiceCode,
      start_num: formatInvoiceNumber(roll.startNum),
      end_num: formatInvoiceNumber(roll.endNum),
      count: roll.applyNum,
      limit: INVOICE_LIMIT,
      read_at: (roll.readAt ?? now).toISOString(),
    }));
    return { ...stepResult(bwkpServerMessages.readSucceeded, progress), list };
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
