// The student's real-ledger exercise (/student/lx/*): the working context is checked and the student's books
// (vouchers, statements, closed or not) read in one statement (openBooks); the case comes from the content cache;
// the domain checks the vouchers, grades them against the model, computes the books and statements; each write is
// one statement conditioned on the books' revision as read (ARCHITECTURE.md, "How a hot call is built"), with the
// results recorded in the same statement.
import type {
  TLxExercise,
  TLxItemDetail,
  TLxItemRow,
  TLxLine,
  TLxQuery,
  TLxReverseBody,
  TLxSetAnswerBody,
  TLxSetAnswerResult,
  TLxSettleBody,
  TLxVoucher,
  TLxVoucherActionBody,
} from '@sxpt/contract';
import {
  auditProblem,
  closeProblems,
  editProblem,
  endOfMonth,
  gradeVouchers,
  postingsOf,
  postProblem,
  reversalOf,
  STANDARD_NAMES,
  type TLedgerCaseItem,
  type TVoucher,
  type TVoucherInput,
  trialBalance,
  unauditProblem,
  voucherProblems,
  voucherTotals,
  wrongLineKeys,
} from '@sxpt/domain';
import type { Db } from '../../db/client';
import { LEDGER_VOUCHER_STATUS } from '../../db/schema';
import { runStatement, statement } from '../../db/statement';
import type { TSessionUser } from '../../http/auth';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { CONTEXT_DENIED_MESSAGE, lessonItemContextCtes } from '../course/context';
import { resultsWriteCtes, type TResultsRecord, type TTryRecord } from '../results/results-write';
import { ledgerCaseOf, type TLedgerCaseEntry } from './case-store';

export const lxMessages = {
  itemNotFound: '业务不存在',
  voucherNotFound: '凭证不存在',
  closed: '本期已结账，不能再录入或修改凭证',
  wordFixed: '修改凭证时不能改变凭证字',
  itemMismatch: '该凭证不属于所选业务',
  deleteAfterLocked: '该凭证之后已有审核或记账的同字凭证，不能删除；请用红字冲销更正',
  saveConflict: '操作过于频繁，请稍后重试',
  notStarted: '请先填制凭证',
} as const;

const STATUS_OF: Record<number, TVoucher['status']> = { 0: 'draft', 1: 'audited', 2: 'posted' };
const STATUS_CODE = { draft: 0, audited: 1, posted: 2 } as const;

/** A voucher row as openBooks reads it. */
interface TVoucherRow {
  id: number;
  item_id: number | null;
  word: TVoucher['word'];
  number: number;
  date: string;
  attachments: number;
  lines: TLxLine[];
  status: number;
  preparer: string;
  reviewer: string | null;
  poster: string | null;
}

interface TOpenRow {
  is_member: boolean;
  may_use: boolean;
  has_lesson: boolean;
  content_version: number;
  case_id: number | null;
  practice_id: number | null;
  closed: boolean | null;
  revision: string | null;
  vouchers: TVoucherRow[] | null;
  reports: Record<string, Record<string, [string | null, string | null]>> | null;
}

/** The books' read: the working context, the practice and its vouchers (`voucherFilter` narrows them). */
function openBooksText(voucherFilter: string, withReports: boolean): string {
  return `with ${lessonItemContextCtes('lx', 'ledger_cases')}
  select ctx.is_member, ctx.may_use, ctx.has_lesson, ctx.content_version, item.case_id, p.id as practice_id,
    p.closed, p.xmin::text as revision,
    (select json_agg(json_build_object('id', v.id, 'item_id', v.item_id, 'word', v.word, 'number', v.number,
        'date', v.date, 'attachments', v.attachments, 'lines', v.lines, 'status', v.status, 'preparer', v.preparer,
        'reviewer', v.reviewer, 'poster', v.poster) order by v.date, v.word, v.number)
      from ledger_vouchers v where v.practice_id = p.id ${voucherFilter}) as vouchers,
    ${withReports ? '(select json_object_agg(r.type, r.data) from ledger_reports r where r.practice_id = p.id)' : 'null'}
      as reports
  from ctx left join item on true
  left join ledger_practices p on p.student_id = $1 and p.class_id = $3 and p.resource_id = $4 and p.lesson_id = $5
    and p.case_id = item.case_id`;
}

/**
 * $1 student, $2 college, $3 class, $4 resource, $5 lesson, $6 case (null: the lesson's first lx item). The working
 * context and the student's books (vouchers in book order, statements), in one round trip.
 */
const openBooksStatement = statement<TOpenRow>('lx_open_books', openBooksText('', true));

/**
 * The same for a save of one item's voucher: only the vouchers of item $7 and voucher $8 (a save needs the item's
 * vouchers to grade it and the voucher it changes; the numbering is the write's), no statements.
 */
const openItemStatement = statement<TOpenRow>(
  'lx_open_item',
  openBooksText('and (v.item_id = $7::int or v.id = $8::int)', false),
);

export interface TBooks {
  entry: TLedgerCaseEntry;
  caseId: number;
  practiceId: number | null;
  closed: boolean;
  revision: string | null;
  vouchers: TVoucherRow[];
  reports: Record<string, Record<string, [string | null, string | null]>>;
  context: { studentId: number; classId: number; resourceId: number; lessonId: number };
}

type TContext = Pick<TLxQuery, 'class_id' | 'resource_id' | 'lesson_id' | 'exercise_id'>;

/**
 * Open the student's books in a working context (403 无权访问该课程内容 for any context the student may not use).
 * `only` narrows the vouchers read to one item's and one voucher (a save): the books' other vouchers are then absent.
 */
export async function openBooks(
  db: Db,
  student: TSessionUser,
  body: TContext,
  only?: { itemId: number | null; voucherId: number | null },
): Promise<TBooks> {
  if (student.collegeId === null) throw forbidden(CONTEXT_DENIED_MESSAGE);
  const context = [
    student.id,
    student.collegeId,
    body.class_id,
    body.resource_id,
    body.lesson_id,
    body.exercise_id ?? null,
  ];
  const [found] = only
    ? await runStatement(db, openItemStatement, [...context, only.itemId, only.voucherId])
    : await runStatement(db, openBooksStatement, context);
  if (!found?.is_member || !found.may_use || !found.has_lesson || found.case_id === null) {
    throw forbidden(CONTEXT_DENIED_MESSAGE);
  }
  const entry = await ledgerCaseOf(db, found.case_id, Number(found.content_version));
  if (!entry) throw forbidden(CONTEXT_DENIED_MESSAGE);
  return {
    entry,
    caseId: found.case_id,
    practiceId: found.practice_id,
    closed: found.closed ?? false,
    revision: found.revision,
    vouchers: found.vouchers ?? [],
    reports: found.reports ?? {},
    context: { studentId: student.id, classId: body.class_id, resourceId: body.resource_id, lessonId: body.lesson_id },
  };
}

export function voucherView(row: TVoucherRow): TLxVoucher {
  const totals = voucherTotals(row.lines);
  return {
    id: row.id,
    item_id: row.item_id,
    word: row.word,
    number: row.number,
    date: row.date,
    attachments: row.attachments,
    lines: row.lines,
    status: row.status,
    preparer: row.preparer,
    reviewer: row.reviewer,
    poster: row.poster,
    debit_total: totals.debit.toFixed(2),
    credit_total: totals.credit.toFixed(2),
  };
}

/** The domain's voucher of a row. */
export function voucherOf(row: TVoucherRow): TVoucher {
  return {
    word: row.word,
    number: row.number,
    date: row.date,
    attachments: row.attachments,
    lines: row.lines,
    status: STATUS_OF[row.status] ?? 'draft',
    preparer: row.preparer,
    reviewer: row.reviewer,
    poster: row.poster,
  };
}

/** An item's state from the vouchers the student has for it: 0 none, 1 right, 2 wrong (or not yet complete). */
function itemState(item: TLedgerCaseItem, vouchers: readonly TVoucherRow[]): 0 | 1 | 2 {
  const own = vouchers.filter((voucher) => voucher.item_id === item.id);
  if (own.length === 0) return 0;
  return gradeVouchers(item.vouchers, own).right ? 1 : 2;
}

function itemRows(books: TBooks): TLxItemRow[] {
  return books.entry.data.items.map((item) => ({
    id: item.id,
    date: item.date,
    title: item.title,
    period_end: item.periodEnd ?? false,
    state: itemState(item, books.vouchers),
    voucher_ids: books.vouchers.filter((voucher) => voucher.item_id === item.id).map((voucher) => voucher.id),
  }));
}

/** The questions of an exercise: its business items, then the two statements. */
function questionCount(entry: TLedgerCaseEntry): number {
  return entry.data.items.length + 2;
}

/** get_exercise_list: the exercise (company, chart, auxiliary items) and its business items with their state. */
export async function exerciseList(db: Db, student: TSessionUser, query: TLxQuery): Promise<TLxExercise> {
  const books = await openBooks(db, student, query);
  const { entry } = books;
  const data = entry.data;
  const items = itemRows(books);
  return {
    id: entry.id,
    name: entry.name,
    company_name: data.company.name,
    credit_code: data.company.creditCode,
    standard: data.company.standard,
    standard_name: STANDARD_NAMES[data.company.standard],
    year: data.period.year,
    month: data.period.month,
    people: data.company.people,
    accounts: [...entry.chart.accounts.values()].map((account) => ({
      code: account.code,
      name: account.name,
      full_name: account.fullName,
      side: account.side,
      level: account.level,
      leaf: account.children.length === 0,
      aux: [...account.aux],
      unit: account.unit,
    })),
    aux_items: Object.fromEntries(
      Object.entries(data.auxItems).map(([kind, list]) => [kind, (list ?? []).map((i) => ({ ...i }))]),
    ),
    items,
    closed: books.closed,
    done_count: items.filter((item) => item.state === 1).length,
    total_count: items.length,
  };
}

function itemOf(books: TBooks, itemId: number): TLedgerCaseItem {
  const item = books.entry.data.items.find((entry) => entry.id === itemId);
  if (!item) throw notFound(lxMessages.itemNotFound);
  return item;
}

/** get_exercise: a business item (its documents), the student's vouchers for it, the model once it is right. */
export async function exerciseItem(
  db: Db,
  student: TSessionUser,
  query: TLxQuery & { item_id: number },
): Promise<TLxItemDetail> {
  const books = await openBooks(db, student, query);
  const item = itemOf(books, query.item_id);
  const own = books.vouchers.filter((voucher) => voucher.item_id === item.id);
  const done = own.length > 0 && gradeVouchers(item.vouchers, own).right;
  return {
    id: item.id,
    date: item.date,
    title: item.title,
    description: item.description,
    period_end: item.periodEnd ?? false,
    documents: [...item.documents],
    vouchers: own.map(voucherView),
    answer:
      done || books.closed ? item.vouchers.map((v) => ({ attachments: v.attachments, lines: [...v.lines] })) : null,
  };
}

/** get_voucher: every voucher of the student's books in book order (凭证查询, 凭证汇总). */
export async function voucherList(db: Db, student: TSessionUser, query: TLxQuery): Promise<TLxVoucher[]> {
  const books = await openBooks(db, student, query);
  return books.vouchers.map(voucherView);
}

// ---- writes ----

const voucherJson = `json_build_object('id', v.id, 'item_id', v.item_id, 'word', v.word, 'number', v.number,
  'date', v.date, 'attachments', v.attachments, 'lines', v.lines, 'status', v.status, 'preparer', v.preparer,
  'reviewer', v.reviewer, 'poster', v.poster)`;

/** The books' row taken at the revision read (not closed): `upd` for the results CTEs. $1 practice, $2 revision. */
const PRACTICE_UPD = `upd as (
    update ledger_practices set updated_at = now() where id = $1 and xmin = $2::text::xid and not closed
    returning id, student_id, class_id, resource_id, lesson_id, case_id
  )`;

/** The books made with their first voucher. $1 student, $2 class, $3 resource, $4 lesson, $5 case. */
const PRACTICE_NEW = `upd as (
    insert into ledger_practices (student_id, class_id, resource_id, lesson_id, case_id)
    values ($1, $2, $3, $4, $5) on conflict do nothing
    returning id, student_id, class_id, resource_id, lesson_id, case_id
  )`;

interface TWrittenVoucher {
  voucher: TVoucherRow;
}

/**
 * A new voucher, numbered next in its word, after the practice CTE whose parameters come first: from $n on, item,
 * word, date, attachments, lines, preparer, record.
 */
function insertVoucherText(practice: string, n: number): string {
  const p = (offset: number) => `$${n + offset}`;
  return `with ${practice}, ins as (
    insert into ledger_vouchers (practice_id, item_id, word, number, date, attachments, lines, status, preparer)
    select upd.id, ${p(0)}::int, ${p(1)}, coalesce((select max(number) from ledger_vouchers w
        where w.practice_id = upd.id and w.word = ${p(1)}), 0) + 1, ${p(2)}, ${p(3)}, ${p(4)}::jsonb, 0, ${p(5)}
    from upd returning *
  ), ${resultsWriteCtes('lx', 'upd', `${p(6)}::jsonb`)}
  select ${voucherJson} as voucher from ins v`;
}

/** $1 practice, $2 revision, then the voucher ($3 …). */
const insertVoucherStatement = statement<TWrittenVoucher>('lx_insert_voucher', insertVoucherText(PRACTICE_UPD, 3));
/** The first voucher of the books: $1–$5 the practice's context, then the voucher ($6 …). */
const firstVoucherStatement = statement<TWrittenVoucher>('lx_first_voucher', insertVoucherText(PRACTICE_NEW, 6));

/** A draft changed. $1 practice, $2 revision, $3 voucher, $4 date, $5 attachments, $6 lines, $7 record. */
const updateVoucherStatement = statement<TWrittenVoucher>(
  'lx_update_voucher',
  `with ${PRACTICE_UPD}, chg as (
    update ledger_vouchers v set date = $4, attachments = $5, lines = $6::jsonb, updated_at = now()
    from upd where v.id = $3 and v.practice_id = upd.id and v.status = 0
    returning v.*
  ), ${resultsWriteCtes('lx', 'upd', '$7::jsonb')}
  select ${voucherJson} as voucher from chg v`,
);

const WRITE_TRIES = 5;

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/** The results of a write: the attempt after it and the try of the item it graded (none for an ungraded write). */
function recordOf(books: TBooks, tries: TTryRecord[]): TResultsRecord {
  const total = questionCount(books.entry);
  return {
    attempt: { status: books.closed ? 2 : 1, total_count: total, max_score: String(total), submitted: false },
    tries,
  };
}

function itemTry(
  books: TBooks,
  item: TLedgerCaseItem,
  vouchers: readonly { lines: readonly TLxLine[] }[],
): { tryRecord: TTryRecord | null; right: boolean | null; wrongLines: number[]; missing: number; lastIndex: number } {
  const grade = gradeVouchers(item.vouchers, vouchers);
  const lastIndex = vouchers.length - 1;
  // an item of several vouchers is graded once as many are entered (or when what is entered is already right)
  if (!grade.right && vouchers.length < item.vouchers.length) {
    return { tryRecord: null, right: null, wrongLines: [], missing: 0, lastIndex };
  }
  return {
    tryRecord: {
      question_key: String(item.id),
      sort: books.entry.itemSort.get(item.id) ?? 0,
      step: String(item.id),
      max_points: '1',
      is_complete: grade.right,
      is_right: grade.right,
      answer: vouchers.map((voucher) => voucher.lines),
      wrong_fields: wrongLineKeys(grade),
    },
    right: grade.right,
    wrongLines: grade.wrongLines.filter((wrong) => wrong.voucher === lastIndex).map((wrong) => wrong.line),
    missing: grade.missing,
    lastIndex,
  };
}

/**
 * set_answer: a voucher checked by every rule of entry (refused with the first rule broken, nothing written), saved
 * (a new one numbered next in its word, or a draft changed), and the business item graded with all its vouchers.
 */
export async function setAnswer(db: Db, student: TSessionUser, body: TLxSetAnswerBody): Promise<TLxSetAnswerResult> {
  for (let attempt = 1; attempt <= WRITE_TRIES; attempt++) {
    const books = await openBooks(db, student, body, {
      itemId: body.item_id ?? null,
      voucherId: body.voucher_id ?? null,
    });
    const { entry } = books;
    const data = entry.data;
    if (books.closed) throw badRequest(lxMessages.closed);
    const item = body.item_id === undefined ? null : itemOf(books, body.item_id);
    const existing = body.voucher_id === undefined ? null : books.vouchers.find((v) => v.id === body.voucher_id);
    if (body.voucher_id !== undefined && !existing) throw notFound(lxMessages.voucherNotFound);
    if (existing) {
      const locked = editProblem(voucherOf(existing));
      if (locked) throw badRequest(locked);
      if (existing.word !== body.word) throw badRequest(lxMessages.wordFixed);
      if (existing.item_id !== (item?.id ?? null)) throw badRequest(lxMessages.itemMismatch);
    }
    const lines: TLxLine[] = body.lines.map((line) => ({
      summary: line.summary.trim(),
      account: line.account.trim(),
      debit: line.debit?.trim() ? line.debit.trim().replace(/,/g, '') : null,
      credit: line.credit?.trim() ? line.credit.trim().replace(/,/g, '') : null,
      ...(line.aux && Object.values(line.aux).some(Boolean)
        ? { aux: Object.fromEntries(Object.entries(line.aux).filter(([, v]) => v)) }
        : {}),
      ...(line.quantity?.trim() ? { quantity: line.quantity.trim() } : {}),
    }));
    const input: TVoucherInput = {
      word: body.word,
      number: existing?.number ?? 1,
      date: body.date,
      attachments: body.attachments,
      lines,
    };
    const problems = voucherProblems(input, {
      chart: entry.chart,
      auxItems: data.auxItems,
      period: data.period,
    });
    if (problems.length > 0) throw badRequest(problems[0].message, { problems });
    // the item's vouchers after this save
    const others = item ? books.vouchers.filter((v) => v.item_id === item.id && v.id !== existing?.id) : [];
    const graded = item ? itemTry(books, item, [...others, { lines }]) : null;
    const record = recordOf(books, graded?.tryRecord ? [graded.tryRecord] : []);
    const people = data.company.people;
    let written: TWrittenVoucher[];
    try {
      if (existing) {
        written = await runStatement(db, updateVoucherStatement, [
          books.practiceId,
          books.revision,
          existing.id,
          input.date,
          input.attachments,
          JSON.stringify(lines),
          JSON.stringify(record),
        ]);
      } else if (books.practiceId === null) {
        written = await runStatement(db, firstVoucherStatement, [
          student.id,
          body.class_id,
          body.resource_id,
          body.lesson_id,
          books.caseId,
          item?.id ?? null,
          input.word,
          input.date,
          input.attachments,
          JSON.stringify(lines),
          people.preparer,
          JSON.stringify(record),
        ]);
      } else {
        written = await runStatement(db, insertVoucherStatement, [
          books.practiceId,
          books.revision,
          item?.id ?? null,
          input.word,
          input.date,
          input.attachments,
          JSON.stringify(lines),
          people.preparer,
          JSON.stringify(record),
        ]);
      }
    } catch (error) {
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    const [row] = written;
    if (!row) continue;
    return {
      voucher: voucherView(row.voucher),
      right: graded?.right ?? null,
      wrong_lines: graded?.wrongLines ?? [],
      missing: graded?.missing ?? 0,
    };
  }
  throw badRequest(lxMessages.saveConflict);
}

/** $1 practice, $2 revision, $3 voucher ids, $4 from status, $5 to status, $6 reviewer, $7 poster. */
const statusStatement = statement<{ id: number }>(
  'lx_voucher_status',
  `with ${PRACTICE_UPD}
  update ledger_vouchers v set status = $5::smallint,
    reviewer = case when $5::smallint = 0 then null when $5::smallint = 1 then $6 else v.reviewer end,
    poster = case when $5::smallint = 2 then $7 else v.poster end, updated_at = now()
  from upd where v.practice_id = upd.id and v.id = any($3::int[]) and v.status = $4::smallint
    and (select count(*) from ledger_vouchers o where o.practice_id = upd.id and o.id = any($3::int[])
      and o.status = $4::smallint) = cardinality($3::int[])
  returning v.id`,
);

/** $1 practice, $2 revision, $3 voucher, $4 word, $5 number: a draft deleted, the later drafts of its word closed up. */
const deleteStatement = statement<{ id: number }>(
  'lx_voucher_delete',
  `with ${PRACTICE_UPD}, del as (
    delete from ledger_vouchers v using upd where v.id = $3 and v.practice_id = upd.id and v.status = 0
    returning v.id
  ), shift as (
    update ledger_vouchers v set number = v.number - 1, updated_at = now()
    from upd where v.practice_id = upd.id and v.word = $4 and v.number > $5 and exists (select 1 from del)
    returning v.id
  )
  select id from del`,
);

/**
 * voucher_action: 审核 (as the exercise's reviewer: never the preparer), 取消审核, 记账 (audited ones), 删除 (a
 * draft; the later drafts of its word are numbered down so the numbers stay without gaps). All the ids or none.
 */
export async function voucherAction(
  db: Db,
  student: TSessionUser,
  body: TLxVoucherActionBody,
): Promise<{ vouchers: TLxVoucher[] }> {
  for (let attempt = 1; attempt <= WRITE_TRIES; attempt++) {
    const books = await openBooks(db, student, body);
    if (books.practiceId === null) throw badRequest(lxMessages.notStarted);
    if (books.closed) throw badRequest(lxMessages.closed);
    const ids = [...new Set(body.voucher_ids)];
    const rows = ids.map((id) => books.vouchers.find((v) => v.id === id));
    if (rows.some((row) => !row)) throw notFound(lxMessages.voucherNotFound);
    const chosen = rows as TVoucherRow[];
    const people = books.entry.data.company.people;
    if (body.action === 'delete') {
      if (chosen.length !== 1) throw badRequest('一次只能删除一张凭证');
      const [row] = chosen;
      const locked = editProblem(voucherOf(row));
      if (locked) throw badRequest(locked);
      const later = books.vouchers.filter((v) => v.word === row.word && v.number > row.number);
      if (later.some((v) => v.status !== LEDGER_VOUCHER_STATUS.draft)) throw badRequest(lxMessages.deleteAfterLocked);
      const deleted = await runStatement(db, deleteStatement, [
        books.practiceId,
        books.revision,
        row.id,
        row.word,
        row.number,
      ]);
      if (deleted.length === 0) continue;
      // the books as the statement left them (no read again): the later drafts of the word one number down
      return {
        vouchers: books.vouchers
          .filter((v) => v.id !== row.id)
          .map((v) => voucherView(v.word === row.word && v.number > row.number ? { ...v, number: v.number - 1 } : v)),
      };
    }
    for (const row of chosen) {
      const voucher = voucherOf(row);
      const problem =
        body.action === 'audit'
          ? auditProblem(voucher, people.reviewer)
          : body.action === 'unaudit'
            ? unauditProblem(voucher, people.reviewer)
            : postProblem(voucher);
      if (problem) throw badRequest(`${row.word}-${row.number}：${problem}`);
    }
    const [from, to] =
      body.action === 'audit'
        ? [STATUS_CODE.draft, STATUS_CODE.audited]
        : body.action === 'unaudit'
          ? [STATUS_CODE.audited, STATUS_CODE.draft]
          : [STATUS_CODE.audited, STATUS_CODE.posted];
    const changed = await runStatement(db, statusStatement, [
      books.practiceId,
      books.revision,
      ids,
      from,
      to,
      people.reviewer,
      people.poster,
    ]);
    if (changed.length !== ids.length) continue;
    const reviewer = to === STATUS_CODE.audited ? people.reviewer : to === STATUS_CODE.draft ? null : undefined;
    return {
      vouchers: books.vouchers.map((row) =>
        ids.includes(row.id)
          ? voucherView({
              ...row,
              status: to,
              ...(reviewer !== undefined ? { reviewer } : {}),
              ...(to === STATUS_CODE.posted ? { poster: people.poster } : {}),
            })
          : voucherView(row),
      ),
    };
  }
  throw badRequest(lxMessages.saveConflict);
}

/**
 * reverse: 红字冲销 of a posted voucher: a red copy (the same accounts and sides, the amounts negative) dated the
 * last day of the period, for the same business item, numbered next in its word. The correct voucher is then entered
 * as usual; the item is graded with all its vouchers.
 */
export async function reverse(db: Db, student: TSessionUser, body: TLxReverseBody): Promise<TLxSetAnswerResult> {
  for (let attempt = 1; attempt <= WRITE_TRIES; attempt++) {
    const books = await openBooks(db, student, body);
    if (books.practiceId === null) throw badRequest(lxMessages.notStarted);
    if (books.closed) throw badRequest(lxMessages.closed);
    const row = books.vouchers.find((v) => v.id === body.voucher_id);
    if (!row) throw notFound(lxMessages.voucherNotFound);
    const date = endOfMonth(books.entry.data.period);
    const result = reversalOf(voucherOf(row), date, 1);
    if ('problem' in result) throw badRequest(result.problem);
    const lines = result.input.lines as TLxLine[];
    const item = row.item_id === null ? null : (books.entry.data.items.find((i) => i.id === row.item_id) ?? null);
    const others = item ? books.vouchers.filter((v) => v.item_id === item.id) : [];
    const graded = item ? itemTry(books, item, [...others, { lines }]) : null;
    // a reversal alone leaves the item undone: it is graded when the corrected voucher is entered
    const tries = graded?.tryRecord?.is_right ? [graded.tryRecord] : [];
    const record = recordOf(books, tries);
    let written: TWrittenVoucher[];
    try {
      written = await runStatement(db, insertVoucherStatement, [
        books.practiceId,
        books.revision,
        row.item_id,
        row.word,
        date,
        0,
        JSON.stringify(lines),
        books.entry.data.company.people.preparer,
        JSON.stringify(record),
      ]);
    } catch (error) {
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    const [saved] = written;
    if (!saved) continue;
    return { voucher: voucherView(saved.voucher), right: graded?.right ?? null, wrong_lines: [], missing: 0 };
  }
  throw badRequest(lxMessages.saveConflict);
}

/** $1 practice, $2 revision, $3 closed, $4 record. */
const settleStatement = statement<{ id: number }>(
  'lx_settle',
  `with upd as (
    update ledger_practices set closed = $3::boolean, closed_at = case when $3::boolean then now() end,
      updated_at = now()
    where id = $1 and xmin = $2::text::xid and closed = not $3::boolean
    returning id, student_id, class_id, resource_id, lesson_id, case_id
  ), ${resultsWriteCtes('lx', 'upd', '$4::jsonb')}
  select id from upd`,
);

/** The posted vouchers of the books as the domain's vouchers. */
export function postedInputs(books: TBooks): TVoucherInput[] {
  return books.vouchers.filter((v) => v.status === LEDGER_VOUCHER_STATUS.posted).map(voucherOf);
}

/**
 * settle: 结账 (refused with every check the period fails: vouchers not audited or posted, P&L not transferred, the
 * trial balance off) or 反结账 (the exercise has one period: the next is never closed).
 */
export async function settle(
  db: Db,
  student: TSessionUser,
  body: TLxSettleBody,
): Promise<{ closed: boolean; problems: string[] }> {
  for (let attempt = 1; attempt <= WRITE_TRIES; attempt++) {
    const books = await openBooks(db, student, body);
    if (books.practiceId === null) throw badRequest(lxMessages.notStarted);
    const data = books.entry.data;
    const close = body.action === 'close';
    if (close) {
      const tb = trialBalance(books.entry.chart, data.period, data.opening, postingsOf(postedInputs(books)));
      const problems = closeProblems(books.entry.chart, tb, {
        period: data.period,
        previousClosed: true,
        closed: books.closed,
        vouchers: books.vouchers.map((v) => ({ status: STATUS_OF[v.status] ?? 'draft' })),
      });
      if (problems.length > 0) return { closed: books.closed, problems };
    } else if (!books.closed) {
      throw badRequest('本期尚未结账');
    }
    const record = recordOf({ ...books, closed: close }, []);
    const done = await runStatement(db, settleStatement, [
      books.practiceId,
      books.revision,
      close,
      JSON.stringify(record),
    ]);
    if (done.length === 0) continue;
    return { closed: close, problems: [] };
  }
  throw badRequest(lxMessages.saveConflict);
}
