// The student's tax bureau (/student/baoshui/*): the working context is checked and the student's tax set read in
// one statement (openFiling); the case comes from the content cache; the domain computes, checks and grades the
// forms; each write is one statement, conditioned on the item's state as read (ARCHITECTURE.md, "How a hot call is
// built"). A declaration that fails the portal's blocking checks writes nothing; one whose cells disagree with the
// case is a wrong try in the results model; a right one records the return as the result of its tax item.
import type {
  TBaoshuiCheck,
  TBaoshuiContextBody,
  TBaoshuiCourseDetail,
  TBaoshuiDeclareResult,
  TBaoshuiPayBody,
  TBaoshuiPayResult,
  TBaoshuiReportBody,
  TBaoshuiReportDetail,
  TBaoshuiReportList,
  TBaoshuiSaveBody,
  TBaoshuiTaxBody,
  TBaoshuiTaxItem,
} from '@sxpt/contract';
import {
  categoryName,
  computeReturn,
  Dec,
  emptyReport,
  evaluateForm,
  evaluateReturn,
  FORMS_BY_CODE,
  gradeReturn,
  inputProblems,
  sumMoney,
  type TCheckFailure,
  type TReportData,
} from '@sxpt/domain';
import type { Db } from '../../db/client';
import { TAX_ITEM_STATUS } from '../../db/schema';
import { runStatement, statement } from '../../db/statement';
import type { TSessionUser } from '../../http/auth';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { CONTEXT_DENIED_MESSAGE, lessonItemContextCtes } from '../course/context';
import { resultsWriteCtes, type TResultsRecord } from '../results/results-write';
import { formOfReport, reportsOf, returnOf, type TTaxCase, type TTaxCaseItem, taxCaseOf } from './case-store';

export const baoshuiMessages = {
  itemNotFound: '申报事项不存在',
  reportNotFound: '申报表不存在',
  returnNotBuilt: '该申报表暂未开放',
  declaredNoEdit: '该申报表已申报，不能修改',
  declaredNoDelete: '该申报表已申报，不能删除',
  alreadyDeclared: '该申报事项已申报，无需重复申报',
  notPayable: '所选税费不是待缴款状态，请刷新后重试',
  accountNotFound: '缴款账户不存在，请重新选择',
  noAgreement: '该账户没有网签三方协议',
  saveConflict: '操作过于频繁，请稍后重试',
} as const;

/** A tax item of the student's set as openFiling reads it. */
interface TItemRow {
  id: number;
  case_item_id: number;
  status: number;
  declared_at: string | null;
  payables: { label: string; amount: string }[] | null;
  paid_at: string | null;
  revision: string;
}

interface TOpenRow {
  is_member: boolean;
  may_use: boolean;
  has_lesson: boolean;
  content_version: number;
  case_id: number | null;
  practice_id: number | null;
  items: TItemRow[] | null;
  reports: { item_id: number; form_code: string; data: TReportData; updated_at: string }[] | null;
}

/**
 * $1 student, $2 college, $3 class, $4 resource, $5 lesson, $6 case (null: the lesson's first baoshui item), $7 the
 * item whose saved forms to read (null: none). The working context, the student's tax set and the forms, in one
 * round trip.
 */
const openFilingStatement = statement<TOpenRow>(
  'baoshui_open_filing',
  `with ${lessonItemContextCtes('baoshui', 'tax_cases')}
  select ctx.is_member, ctx.may_use, ctx.has_lesson, ctx.content_version, item.case_id, p.id as practice_id,
    (select json_agg(json_build_object('id', i.id, 'case_item_id', i.case_item_id, 'status', i.status,
        'declared_at', i.declared_at, 'payables', i.payables, 'paid_at', i.paid_at, 'revision', i.xmin::text)
        order by i.id)
      from tax_practice_items i where i.practice_id = p.id) as items,
    (select json_agg(json_build_object('item_id', r.item_id, 'form_code', r.form_code, 'data', r.data,
        'updated_at', r.updated_at))
      from tax_practice_reports r where r.item_id = $7::int
        and exists (select 1 from tax_practice_items i where i.id = r.item_id and i.practice_id = p.id)) as reports
  from ctx left join item on true
  left join tax_practices p on p.student_id = $1 and p.class_id = $3 and p.resource_id = $4 and p.lesson_id = $5
    and p.case_id = item.case_id`,
);

interface TFiling {
  caseData: TTaxCase;
  contentVersion: number;
  practiceId: number | null;
  items: TItemRow[];
  reports: NonNullable<TOpenRow['reports']>;
}

async function openFiling(
  db: Db,
  student: TSessionUser,
  body: TBaoshuiContextBody,
  reportsOfItem: number | null = null,
): Promise<TFiling> {
  if (student.collegeId === null) throw forbidden(CONTEXT_DENIED_MESSAGE);
  const [found] = await runStatement(db, openFilingStatement, [
    student.id,
    student.collegeId,
    body.class_id,
    body.resource_id,
    body.lesson_id,
    body.case_id ?? null,
    reportsOfItem,
  ]);
  if (!found?.is_member || !found.may_use || !found.has_lesson || found.case_id === null) {
    throw forbidden(CONTEXT_DENIED_MESSAGE);
  }
  const contentVersion = Number(found.content_version);
  const caseData = await taxCaseOf(db, found.case_id, contentVersion);
  if (!caseData) throw forbidden(CONTEXT_DENIED_MESSAGE);
  return {
    caseData,
    contentVersion,
    practiceId: found.practice_id,
    items: found.items ?? [],
    reports: found.reports ?? [],
  };
}

/** The student's item `taxesId` with its case item and return (built ones only). */
function itemOf(filing: TFiling, taxesId: number) {
  const row = filing.items.find((entry) => entry.id === taxesId);
  const caseItem = row && filing.caseData.items.find((entry) => entry.id === row.case_item_id);
  if (!row || !caseItem) throw notFound(baoshuiMessages.itemNotFound);
  const ret = returnOf(caseItem);
  if (!ret) throw badRequest(baoshuiMessages.returnNotBuilt);
  return { row, caseItem, ret };
}

function itemView(caseData: TTaxCase, row: TItemRow, caseItem: TTaxCaseItem): TBaoshuiTaxItem {
  const ret = returnOf(caseItem);
  return {
    id: row.id,
    taxes_name: caseItem.taxesName,
    status: row.status,
    category: ret?.category ?? 0,
    category_name: ret ? categoryName(ret.category) : '未知类别',
    return_code: caseItem.returnCode,
    return_title: ret?.title ?? caseItem.returnCode,
    period_start: caseItem.periodStart,
    period_end: caseItem.periodEnd,
    deadline: caseItem.deadline,
    declared_date: row.declared_at ? caseData.reportDate : null,
    payables: row.payables,
    paid_date: row.paid_at ? caseData.reportDate : null,
  };
}

/** The saved forms of an item by form code (computed cells as saved; computeReturn recomputes them). */
function savedForms(filing: TFiling, itemId: number): Record<string, TReportData> {
  return Object.fromEntries(
    filing.reports.filter((report) => report.item_id === itemId).map((report) => [report.form_code, report.data]),
  );
}

function checkView(failure: TCheckFailure): TBaoshuiCheck {
  return { form: failure.form, form_title: failure.formTitle, message: failure.message, blocking: failure.blocking };
}

// ---- course_detail, taxes_list, set_taxes ----

export async function courseDetail(
  db: Db,
  student: TSessionUser,
  body: TBaoshuiContextBody,
): Promise<TBaoshuiCourseDetail> {
  const { caseData } = await openFiling(db, student, body);
  return {
    case_id: caseData.id,
    company_name: caseData.companyName,
    course_name: caseData.courseName,
    id_code: caseData.idCode,
    bill: caseData.bill,
    quarter_start: caseData.quarterStart,
    quarter_end: caseData.quarterEnd,
    month_start: caseData.monthStart,
    month_end: caseData.monthEnd,
    report_date: caseData.reportDate,
    write_date: caseData.writeDate,
    bank_name: caseData.bankName,
    subbranch: caseData.subbranch,
    card_number: caseData.cardNumber,
    accounts: caseData.accounts.map((account) => ({
      bank_name: account.bankName,
      subbranch: account.subbranch,
      card_number: account.cardNumber,
      has_agreement: account.agreement !== null,
    })),
  };
}

function listOf(filing: TFiling): TBaoshuiTaxItem[] {
  const order = new Map(filing.caseData.items.map((item, index) => [item.id, index]));
  return filing.items
    .filter((row) => order.has(row.case_item_id))
    .sort((a, b) => (order.get(a.case_item_id) ?? 0) - (order.get(b.case_item_id) ?? 0))
    .map((row) => {
      const caseItem = filing.caseData.items[order.get(row.case_item_id) ?? 0];
      return itemView(filing.caseData, row, caseItem);
    });
}

/** taxes_list: the student's tax items (empty until set_taxes has made the set). */
export async function taxesList(db: Db, student: TSessionUser, body: TBaoshuiContextBody): Promise<TBaoshuiTaxItem[]> {
  return listOf(await openFiling(db, student, body));
}

/** $1 student, $2 class, $3 resource, $4 lesson, $5 case, $6 the case's item ids: the set, made once. */
const setTaxesStatement = statement<{ id: number }>(
  'baoshui_set_taxes',
  `with p as (
    insert into tax_practices (student_id, class_id, resource_id, lesson_id, case_id) values ($1, $2, $3, $4, $5)
    on conflict (student_id, class_id, resource_id, lesson_id, case_id)
      do update set updated_at = tax_practices.updated_at
    returning id
  )
  insert into tax_practice_items (practice_id, case_item_id)
  select p.id, unnest($6::int[]) from p
  on conflict (practice_id, case_item_id) do nothing
  returning id`,
);

/** set_taxes: make the student's tax set from the case's returns due (again: adds items the case gained). */
export async function setTaxes(db: Db, student: TSessionUser, body: TBaoshuiContextBody): Promise<TBaoshuiTaxItem[]> {
  const filing = await openFiling(db, student, body);
  const missing = filing.caseData.items.filter((item) => !filing.items.some((row) => row.case_item_id === item.id));
  if (filing.practiceId === null || missing.length > 0) {
    await runStatement(db, setTaxesStatement, [
      student.id,
      body.class_id,
      body.resource_id,
      body.lesson_id,
      filing.caseData.id,
      missing.map((item) => item.id),
    ]);
    return listOf(await openFiling(db, student, body));
  }
  return listOf(filing);
}

// ---- report_list, report_detail ----

export async function reportList(db: Db, student: TSessionUser, body: TBaoshuiTaxBody): Promise<TBaoshuiReportList> {
  const filing = await openFiling(db, student, body, body.taxes_id);
  const { row, caseItem, ret } = itemOf(filing, body.taxes_id);
  const saved = new Map(filing.reports.map((report) => [report.form_code, report.updated_at]));
  return {
    item: itemView(filing.caseData, row, caseItem),
    reports: reportsOf(ret).map(({ reportId, form }) => ({
      report_id: reportId,
      form_code: form.code,
      bill_name: form.title,
      saved: saved.has(form.code),
      updated_at: saved.get(form.code) ?? null,
    })),
    documents: filing.caseData.documents,
  };
}

export async function reportDetail(
  db: Db,
  student: TSessionUser,
  body: TBaoshuiReportBody,
): Promise<TBaoshuiReportDetail> {
  const filing = await openFiling(db, student, body, body.taxes_id);
  const { row, caseItem, ret } = itemOf(filing, body.taxes_id);
  const form = formOfReport(ret, body.report_id);
  if (!form) throw notFound(baoshuiMessages.reportNotFound);
  const saved = savedForms(filing, row.id);
  const computed = computeReturn(ret, FORMS_BY_CODE, saved);
  const declared = row.status !== TAX_ITEM_STATUS.declarable;
  return {
    item: itemView(filing.caseData, row, caseItem),
    report_id: body.report_id,
    bill_name: form.title,
    form,
    invoice_data: saved[form.code] ? computed[form.code] : emptyReport(form),
    return_data: Object.fromEntries(Object.keys(saved).map((code) => [code, computed[code]])),
    saved: saved[form.code] !== undefined,
    editable: !declared,
    answer_data: declared ? computeReturn(ret, FORMS_BY_CODE, caseItem.answer)[form.code] : null,
  };
}

// ---- save_answer, report_delete ----

/** $1 item, $2 form code, $3 data: saved only while the item is declarable. */
const saveReportStatement = statement<{ item_id: number }>(
  'baoshui_save_report',
  `insert into tax_practice_reports (item_id, form_code, data, updated_at)
  select $1, $2, $3::jsonb, now() where exists (select 1 from tax_practice_items i where i.id = $1 and i.status = 1)
  on conflict (item_id, form_code) do update set data = excluded.data, updated_at = now()
  returning item_id`,
);

/**
 * save_answer: the typed cells checked against their formats (a bad one refuses the save, nothing written), the
 * locked cells computed by the server, the form stored, and this form's checks answered.
 */
export async function saveAnswer(
  db: Db,
  student: TSessionUser,
  body: TBaoshuiSaveBody,
): Promise<{ data: { invoice_data: TReportData; checks: TBaoshuiCheck[] }; message: string }> {
  const filing = await openFiling(db, student, body, body.taxes_id);
  const { row, ret } = itemOf(filing, body.taxes_id);
  const form = formOfReport(ret, body.report_id);
  if (!form) throw notFound(baoshuiMessages.reportNotFound);
  if (row.status !== TAX_ITEM_STATUS.declarable) throw badRequest(baoshuiMessages.declaredNoEdit);
  const problems = inputProblems(form, body.invoice_data);
  if (problems.length > 0) {
    throw badRequest(problems[0].message, { problems: problems.map((p) => ({ cell: p.cell, message: p.message })) });
  }
  const forms = { ...savedForms(filing, row.id), [form.code]: body.invoice_data };
  // the other forms are as earlier saves stored them (normalised); the one sent is normalised now
  const evaluated = evaluateForm(ret, FORMS_BY_CODE, forms, form.code, true);
  const written = await runStatement(db, saveReportStatement, [row.id, form.code, JSON.stringify(evaluated.report)]);
  if (written.length === 0) throw badRequest(baoshuiMessages.declaredNoEdit);
  const checks = evaluated.failures.map(checkView);
  const blocking = checks.filter((check) => check.blocking).length;
  return {
    data: { invoice_data: evaluated.report, checks },
    message: blocking > 0 ? `保存成功，有${blocking}项校验未通过，申报前请修改` : '保存成功',
  };
}

const deleteReportStatement = statement<{ item_id: number }>(
  'baoshui_delete_report',
  `delete from tax_practice_reports r where r.item_id = $1 and r.form_code = $2
    and exists (select 1 from tax_practice_items i where i.id = $1 and i.status = 1)
  returning r.item_id`,
);

/** report_delete: the saved form cleared (only while the item is declarable). */
export async function reportDelete(db: Db, student: TSessionUser, body: TBaoshuiReportBody): Promise<void> {
  const filing = await openFiling(db, student, body, body.taxes_id);
  const { row, ret } = itemOf(filing, body.taxes_id);
  const form = formOfReport(ret, body.report_id);
  if (!form) throw notFound(baoshuiMessages.reportNotFound);
  if (row.status !== TAX_ITEM_STATUS.declarable) throw badRequest(baoshuiMessages.declaredNoDelete);
  await runStatement(db, deleteReportStatement, [row.id, form.code]);
}

// ---- declare ----

/** The CTEs of a declaration write: $1 item, $2 its revision, $3 the results record, then `set`. */
function declareStatementText(set: string): string {
  return `with item_upd as (
    update tax_practice_items set ${set}, updated_at = now()
    where id = $1 and xmin = $2::text::xid and status = 1
    returning practice_id
  ), upd as (
    update tax_practices p set updated_at = now() from item_upd where p.id = item_upd.practice_id
    returning p.id, p.student_id, p.class_id, p.resource_id, p.lesson_id, p.case_id
  ), ${resultsWriteCtes('baoshui', 'upd', '$3::jsonb')}
  select id from upd`;
}

/** A right declaration: $4 the new status, $5 the amounts owed. */
const declareRightStatement = statement<{ id: number }>(
  'baoshui_declare_right',
  declareStatementText('status = $4::smallint, declared_at = now(), payables = $5::jsonb'),
);

/** A declaration whose cells disagree with the case: counted, the wrong try recorded. */
const declareWrongStatement = statement<{ id: number }>(
  'baoshui_declare_wrong',
  declareStatementText('failed_declarations = failed_declarations + 1'),
);

const WRITE_TRIES = 5;

function recordOf(
  filing: TFiling,
  caseItem: TTaxCaseItem,
  itemId: number,
  right: boolean,
  answer: Record<string, TReportData>,
  wrongFields: string[],
): TResultsRecord {
  const declaredAfter = filing.items.filter(
    (item) => item.status !== TAX_ITEM_STATUS.declarable || (right && item.id === itemId),
  ).length;
  const total = filing.caseData.items.length;
  const sort = filing.caseData.items.findIndex((entry) => entry.id === caseItem.id) + 1;
  return {
    attempt: { status: declaredAfter >= total ? 2 : 1, total_count: total, max_score: String(total), submitted: false },
    tries: [
      {
        question_key: String(caseItem.id),
        sort,
        step: String(caseItem.id),
        max_points: '1',
        is_complete: right,
        is_right: right,
        answer,
        wrong_fields: wrongFields,
      },
    ],
  };
}

/**
 * 申报 of an item: every form of the return computed from what was saved (a form never saved counts as empty; the
 * main form must have been saved), the blocking checks (申报失败 with their messages, nothing written), then the
 * cells against the case (申报失败 naming the cells, a wrong try), else 申报成功: 待缴款 when it makes tax owed,
 * 已完成 when nothing is owed (a zero return).
 */
export async function declare(db: Db, student: TSessionUser, body: TBaoshuiTaxBody): Promise<TBaoshuiDeclareResult> {
  for (let tries = 1; tries <= WRITE_TRIES; tries++) {
    const filing = await openFiling(db, student, body, body.taxes_id);
    const { row, caseItem, ret } = itemOf(filing, body.taxes_id);
    if (row.status !== TAX_ITEM_STATUS.declarable) throw badRequest(baoshuiMessages.alreadyDeclared);
    const saved = savedForms(filing, row.id);
    const main = FORMS_BY_CODE[ret.forms[0]];
    if (!saved[main.code]) throw badRequest(`请先填写并保存《${main.title}》`);
    const evaluated = evaluateReturn(ret, FORMS_BY_CODE, saved);
    const computed = evaluated.computed;
    const checks = evaluated.failures.map(checkView);
    const view = itemView(filing.caseData, row, caseItem);
    if (checks.some((check) => check.blocking)) {
      return { declared: false, checks, wrong_cells: [], item: view };
    }
    const wrong = gradeReturn(ret, FORMS_BY_CODE, caseItem.answer, computed);
    if (wrong.length > 0) {
      const record = recordOf(
        filing,
        caseItem,
        row.id,
        false,
        computed,
        wrong.map((w) => `${w.form}.${w.cell}`),
      );
      const written = await runStatement(db, declareWrongStatement, [row.id, row.revision, JSON.stringify(record)]);
      if (written.length === 0) continue;
      return {
        declared: false,
        checks,
        wrong_cells: wrong.map((w) => ({
          form: w.form,
          form_title: FORMS_BY_CODE[w.form].title,
          cell: w.cell,
          label: w.label,
        })),
        item: view,
      };
    }
    const payables = evaluated.payables;
    const owes = payables.some((payable) => new Dec(payable.amount).gt(0));
    const status = owes ? TAX_ITEM_STATUS.payable : TAX_ITEM_STATUS.completed;
    const record = recordOf(filing, caseItem, row.id, true, computed, []);
    const written = await runStatement(db, declareRightStatement, [
      row.id,
      row.revision,
      JSON.stringify(record),
      status,
      JSON.stringify(payables),
    ]);
    if (written.length === 0) continue;
    return {
      declared: true,
      checks,
      wrong_cells: [],
      item: {
        ...view,
        status,
        declared_date: filing.caseData.reportDate,
        payables,
      },
    };
  }
  throw badRequest(baoshuiMessages.saveConflict);
}

// ---- pay ----

/** $1 item ids, $2 practice, $3 account: paid, all of them or none (each must still be owed). */
const payStatement = statement<{ id: number }>(
  'baoshui_pay',
  `update tax_practice_items set status = 4, paid_at = now(), paid_account = $3, updated_at = now()
  where id = any($1::int[]) and practice_id = $2 and status = 2
    and (select count(*) from tax_practice_items o where o.id = any($1::int[]) and o.practice_id = $2
      and o.status = 2) = cardinality($1::int[])
  returning id`,
);

/** 三方协议缴款: the ticked items paid from an account with a signed agreement; each becomes 已完成. */
export async function pay(db: Db, student: TSessionUser, body: TBaoshuiPayBody): Promise<TBaoshuiPayResult> {
  const filing = await openFiling(db, student, body);
  const ids = [...new Set(body.taxes_ids)];
  const rows = ids.map((id) => filing.items.find((item) => item.id === id));
  if (rows.some((row) => row === undefined)) throw notFound(baoshuiMessages.itemNotFound);
  if (rows.some((row) => row?.status !== TAX_ITEM_STATUS.payable)) throw badRequest(baoshuiMessages.notPayable);
  const account = filing.caseData.accounts.find((entry) => entry.cardNumber === body.card_number);
  if (!account) throw badRequest(baoshuiMessages.accountNotFound);
  if (account.agreement === null) throw badRequest(baoshuiMessages.noAgreement);
  const paid = await runStatement(db, payStatement, [ids, filing.practiceId, account.cardNumber]);
  if (paid.length !== ids.length) throw badRequest(baoshuiMessages.notPayable);
  // the items as the payment left them (no read again: the statement paid all of them or none)
  const items = listOf(filing)
    .filter((item) => ids.includes(item.id))
    .map((item) => ({ ...item, status: TAX_ITEM_STATUS.completed, paid_date: filing.caseData.reportDate }));
  const total = sumMoney(items.flatMap((item) => item.payables ?? []).map((payable) => payable.amount));
  return { items, total };
}
