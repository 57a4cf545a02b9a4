import type { TBwkpContextBody, TBwkpStepResult } from '@sxpt/contract';
import {
  completeQuestion,
  createProgress,
  resolveStep,
  SUBJECT_TYPE,
  setItem,
  type TDecision,
  type TProgress,
} from '@sxpt/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { rowFromJson, rowJsonSql } from '../../db/row-json';
import { bwkpInvoices, bwkpProgress, bwkpRedForms } from '../../db/schema';
import { runStatement, statement } from '../../db/statement';
import type { TSessionUser } from '../../http/auth';
import { badRequest, forbidden } from '../../http/errors';
import { CONTEXT_DENIED_MESSAGE, lessonItemContextCtes } from '../course/context';
import { loadSubjects } from './case-store';
import type { TInvoiceRow, TRedFormRow } from './invoice-store';
import type { TBwkpContext } from './practice-context';

export type TPracticeRow = typeof bwkpProgress.$inferSelect;

export interface TPractice {
  context: TBwkpContext;
  row: TPracticeRow;
  /** the row's version as read (xmin): a write made with it applies only if nobody wrote the row since */
  revision: string;
  /** the read-in roll of the kind asked for (openPractice's rollType), if any */
  roll: TReadRoll | null;
  /** the practice's invoices (newest first) and red-letter forms, when openPractice's links asked for them */
  links: TPracticeLinks | null;
}

/** The rows a practice's invoices and red-letter questions link to, read with the practice. */
export interface TPracticeLinks {
  /** newest first (开票日期, then id) */
  invoices: TInvoiceRow[];
  redForms: TRedFormRow[];
}

/** The read-in roll of a kind as openPractice reads it. */
export interface TReadRoll {
  id: number;
  invoiceCode: string;
  nextNum: number;
  endNum: number;
}

function contextKey(context: TBwkpContext) {
  return and(
    eq(bwkpProgress.studentId, context.studentId),
    eq(bwkpProgress.classId, context.classId),
    eq(bwkpProgress.resourceId, context.resourceId),
    eq(bwkpProgress.lessonId, context.lessonId),
    eq(bwkpProgress.caseId, context.caseId),
  );
}

/** A fresh progress: question k takes the case's subject of sort k (id and invoice type), nothing done. */
async function initialProgress(db: DbOrTx, caseId: number): Promise<TProgress> {
  const subjects = await loadSubjects(db, caseId);
  return createProgress(
    subjects.map((subject) => ({ id: subject.id, invoice_type: subject.invoice_type, subject_status: 0 })),
  );
}

/** The working context of a bwkp call and the student's practice row there, from one statement. */
interface TOpenRow {
  class_id: number;
  is_member: boolean;
  may_use: boolean;
  has_lesson: boolean;
  content_version: number;
  case_id: number | null;
  id: number | null;
  revision: string | null;
  /** [id, invoice code, next number, end number] of the read-in roll of $7 */
  roll: [number, string, number, number] | null;
  /** rowJsonSql of the practice's invoices and red forms, when $8 asked for them */
  invoices: Record<string, unknown>[] | null;
  red_forms: Record<string, unknown>[] | null;
  progress: TProgress | null;
  submitted_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
}

/** $8 of openPracticeStatement: the links are read when it is 0, or a red question's subject id. */
const LINKS_WANTED = `($8::int = 0 or exists (select 1 from bwkp_subjects s where s.id = $8::int
  and s.subject_type in (${SUBJECT_TYPE.red_ordinary}, ${SUBJECT_TYPE.red_special})))`;

/**
 * $1 student, $2 college, $3 class, $4 resource, $5 lesson, $6 case (or null: the lesson's first bwkp item), $7 a
 * roll kind (or null), $8 the links (null: none; 0: always; a subject id: when it is a red question). The checks
 * of the working context, the practice row, the read-in roll and the links, in one round trip.
 */
const openPracticeStatement = statement<TOpenRow>(
  'bwkp_open_practice',
  `with ${lessonItemContextCtes('bwkp', 'bwkp_cases')}
  select ctx.class_id, ctx.is_member, ctx.may_use, ctx.has_lesson, ctx.content_version, item.case_id,
    p.id, p.xmin::text as revision, p.progress, p.submitted_at, p.created_at, p.updated_at,
    (select json_build_array(r.id, r.invoice_code, r.next_num, r.end_num) from bwkp_rolls r
      where r.practice_id = p.id and r.invoice_type = $7::int and r.is_read limit 1) as roll,
    links.invoices, links.red_forms
  from ctx left join item on true
  left join bwkp_progress p on p.student_id = $1 and p.class_id = $3 and p.resource_id = $4 and p.lesson_id = $5
    and p.case_id = item.case_id
  left join lateral (
    select (select coalesce(json_agg(${rowJsonSql(bwkpInvoices, 'i')} order by i.kp_time desc, i.id desc), '[]'::json)
        from bwkp_invoices i where i.practice_id = p.id) as invoices,
      (select coalesce(json_agg(${rowJsonSql(bwkpRedForms, 'f')} order by f.id), '[]'::json)
        from bwkp_red_forms f where f.practice_id = p.id) as red_forms
    where ${LINKS_WANTED}
  ) links on true`,
);

/**
 * Check the working context and return the student's practice of the case there: one statement when the
 * practice exists (every call after the first); on first use the row is created with a fresh progress (two
 * first calls at once create one row: unique context key).
 */
export async function openPractice(
  db: Db,
  student: TSessionUser,
  body: TBwkpContextBody,
  options: { rollType?: number; links?: 'all' | number } = {},
): Promise<TPractice> {
  if (student.collegeId === null) throw forbidden(CONTEXT_DENIED_MESSAGE);
  const [found] = await runStatement(db, openPracticeStatement, [
    student.id,
    student.collegeId,
    body.class_id,
    body.resource_id,
    body.lesson_id,
    body.case_id ?? null,
    options.rollType ?? null,
    options.links === undefined ? null : options.links === 'all' ? 0 : options.links,
  ]);
  if (!found?.is_member || !found.may_use || !found.has_lesson || found.case_id === null) {
    throw forbidden(CONTEXT_DENIED_MESSAGE);
  }
  const context: TBwkpContext = {
    studentId: student.id,
    studentName: student.name,
    classId: body.class_id,
    resourceId: body.resource_id,
    lessonId: body.lesson_id,
    caseId: found.case_id,
    contentVersion: Number(found.content_version),
  };
  if (found.id !== null && found.revision !== null && found.progress && found.created_at && found.updated_at) {
    const row: TPracticeRow = {
      id: found.id,
      studentId: context.studentId,
      classId: context.classId,
      resourceId: context.resourceId,
      lessonId: context.lessonId,
      caseId: context.caseId,
      progress: found.progress,
      submittedAt: found.submitted_at,
      createdAt: found.created_at,
      updatedAt: found.updated_at,
    };
    const roll = found.roll
      ? { id: found.roll[0], invoiceCode: found.roll[1], nextNum: found.roll[2], endNum: found.roll[3] }
      : null;
    const links =
      found.invoices && found.red_forms
        ? {
            invoices: found.invoices.map((json) => rowFromJson(bwkpInvoices, json)),
            redForms: found.red_forms.map((json) => rowFromJson(bwkpRedForms, json)),
          }
        : null;
    return { context, row, revision: found.revision, roll, links };
  }
  await db
    .insert(bwkpProgress)
    .values({
      studentId: context.studentId,
      classId: context.classId,
      resourceId: context.resourceId,
      lessonId: context.lessonId,
      caseId: context.caseId,
      progress: await initialProgress(db, context.caseId),
    })
    .onConflictDoNothing();
  const [created] = await db
    .select({ row: bwkpProgress, revision: sql<string>`${bwkpProgress}.xmin::text` })
    .from(bwkpProgress)
    .where(contextKey(context))
    .limit(1);
  // a new practice has no roll, invoice or form yet
  const links = options.links === undefined ? null : { invoices: [], redForms: [] };
  return { context, row: created.row, revision: created.revision, roll: null, links };
}

/** The links of a practice opened with openPractice's `links` option. */
export function linksOf(practice: TPractice): TPracticeLinks {
  if (practice.links === null) throw new Error('openPractice was not asked for the links');
  return practice.links;
}

/** Refuse with the rule's message (code 400) unless the decision allows. */
export function assertAllowed(decision: TDecision): void {
  if (!decision.ok) throw badRequest(decision.message);
}

/**
 * Mark a step done: a sub-item id (4.1, 10.2) sets that item (its question completes with its last item); a
 * question id completes the question and all its sub-items.
 */
export function completeStep(progress: TProgress, step: number): TProgress {
  const { question, item } = resolveStep(step);
  if (item !== undefined && String(step).includes('.')) return setItem(progress, question.answerId, item.id, true);
  return completeQuestion(progress, question.answerId);
}

/** The answer of a graded step: the tip and the new progress. */
export function stepResult(msg: string, progress: TProgress): TBwkpStepResult {
  return { msg, progress };
}
