// The student's books and statements (/student/lx/general, ledger, balance, report_*, set_report): computed by the
// domain from the case's opening balances and the student's posted vouchers (the books show what is 记账), and the
// statements the student fills, graded cell by cell against the model's (computed by the same engine from the
// case's model vouchers), the answer shown once the period is closed.
import type {
  TLxAuxBalanceRow,
  TLxBalance,
  TLxBalanceRow,
  TLxGeneralRow,
  TLxLedger,
  TLxLedgerQuery,
  TLxLedgerRow,
  TLxQuery,
  TLxReport,
  TLxReportAnswer,
  TLxSetReportBody,
} from '@sxpt/contract';
import {
  amountOf,
  auxBalances,
  balanceColumns,
  bookProblems,
  Dec,
  detailLedger,
  generalLedger,
  gradeStatement,
  postingsOf,
  statementColumns,
  statementOf,
  type TDecimal,
  type TLedgerRow,
  type TStatementDef,
  type TTrialBalance,
  type TVoucherInput,
  trialBalance,
} from '@sxpt/domain';
import type { Db } from '../../db/client';
import { runStatement, statement } from '../../db/statement';
import type { TSessionUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { resultsWriteCtes, type TResultsRecord } from '../results/results-write';
import type { TLedgerCaseEntry } from './case-store';
import { lxMessages, openBooks, postedInputs, type TBooks } from './exercise-service';

const money = (value: TDecimal) => value.toFixed(2);

/** The books of the student's posted vouchers. */
function studentBooks(books: TBooks) {
  const { chart, data } = books.entry;
  const postings = postingsOf(postedInputs(books));
  const tb = trialBalance(chart, data.period, data.opening, postings);
  return { postings, tb, aux: auxBalances(chart, data.opening, postings) };
}

function ledgerRowView(row: TLedgerRow): TLxLedgerRow {
  return {
    kind: row.kind,
    date: row.date,
    voucher: row.voucher,
    summary: row.summary,
    debit: money(row.debit),
    credit: money(row.credit),
    direction: row.balance.direction,
    balance: money(row.balance.amount),
    ...(row.quantity !== undefined ? { quantity: row.quantity ? row.quantity.toFixed() : null } : {}),
    ...(row.quantityOnHand !== undefined
      ? { quantity_on_hand: row.quantityOnHand ? row.quantityOnHand.toFixed() : null }
      : {}),
    ...(row.columns ? { columns: Object.fromEntries(Object.entries(row.columns).map(([k, v]) => [k, money(v)])) } : {}),
  };
}

function balanceRowView(tb: TTrialBalance, code: string): TLxBalanceRow | null {
  const row = tb.rows.get(code);
  if (!row) return null;
  const open = balanceColumns(row.opening);
  const close = balanceColumns(row.closing);
  return {
    code: row.code,
    name: row.fullName,
    level: row.level,
    opening_debit: money(open.debit),
    opening_credit: money(open.credit),
    debit: money(row.debit),
    credit: money(row.credit),
    ytd_debit: money(row.ytdDebit),
    ytd_credit: money(row.ytdCredit),
    closing_debit: money(close.debit),
    closing_credit: money(close.credit),
  };
}

/** balance: 科目余额表 of every account with a balance or a movement this year, all levels, and the checks. */
export async function balance(db: Db, student: TSessionUser, query: TLxQuery): Promise<TLxBalance> {
  const books = await openBooks(db, student, query);
  const { tb, aux } = studentBooks(books);
  const rows = [...tb.rows.values()]
    .filter((row) => !(row.opening.isZero() && row.ytdDebit.isZero() && row.ytdCredit.isZero()))
    .map((row) => balanceRowView(tb, row.code) as TLxBalanceRow);
  const t = tb.totals;
  return {
    rows,
    totals: {
      opening_debit: money(t.openingDebit),
      opening_credit: money(t.openingCredit),
      debit: money(t.debit),
      credit: money(t.credit),
      ytd_debit: money(ytdOf(tb, books, 'ytdDebit')),
      ytd_credit: money(ytdOf(tb, books, 'ytdCredit')),
      closing_debit: money(t.closingDebit),
      closing_credit: money(t.closingCredit),
    },
    problems: bookProblems(books.entry.chart, tb, aux).map((problem) => problem.message),
  };
}

/** 本年累计 over the first-level accounts. */
function ytdOf(tb: TTrialBalance, books: TBooks, key: 'ytdDebit' | 'ytdCredit'): TDecimal {
  return books.entry.chart.firstLevel.reduce((sum, code) => {
    const row = tb.rows.get(code);
    return row ? sum.plus(row[key]) : sum;
  }, new Dec(0));
}

const AUX_NAMES: Record<string, string> = {
  customer: '客户',
  supplier: '供应商',
  department: '部门',
  person: '个人',
  project: '项目',
};

/** aux_balance: 核算项目余额表 of the accounts kept by auxiliary items, per item: opening, period, closing. */
export async function auxBalance(db: Db, student: TSessionUser, query: TLxQuery): Promise<TLxAuxBalanceRow[]> {
  const books = await openBooks(db, student, query);
  const { chart, data } = books.entry;
  const { aux } = studentBooks(books);
  return aux
    .filter((row) => !(row.opening.isZero() && row.debit.isZero() && row.credit.isZero()))
    .map((row) => {
      const open = balanceColumns(row.opening);
      const close = balanceColumns(row.closing);
      const itemName = Object.entries(row.aux)
        .map(([kind, code]) => {
          const found = (data.auxItems[kind as keyof typeof data.auxItems] ?? []).find((item) => item.code === code);
          return `${AUX_NAMES[kind] ?? kind}：${found?.name ?? code}`;
        })
        .join(' / ');
      return {
        account: row.account,
        account_name: chart.accounts.get(row.account)?.fullName ?? row.account,
        aux: { ...row.aux },
        item_name: itemName,
        opening_debit: money(open.debit),
        opening_credit: money(open.credit),
        debit: money(row.debit),
        credit: money(row.credit),
        closing_debit: money(close.debit),
        closing_credit: money(close.credit),
      };
    });
}

/** general: 总账 of every first-level account with a balance or a movement this year. */
export async function general(db: Db, student: TSessionUser, query: TLxQuery): Promise<TLxGeneralRow[]> {
  const books = await openBooks(db, student, query);
  const { tb } = studentBooks(books);
  return books.entry.chart.firstLevel
    .filter((code) => {
      const row = tb.rows.get(code);
      return row && !(row.opening.isZero() && row.ytdDebit.isZero() && row.ytdCredit.isZero());
    })
    .map((code) => ({
      code,
      name: books.entry.chart.accounts.get(code)?.name ?? code,
      rows: generalLedger(tb, code).map(ledgerRowView),
    }));
}

/** ledger: 明细账 of an account (三栏式, 数量金额式 with quantities, 多栏式 with a column per child, 日记账). */
export async function ledger(db: Db, student: TSessionUser, query: TLxLedgerQuery): Promise<TLxLedger> {
  const books = await openBooks(db, student, query);
  const { chart, data } = books.entry;
  const account = chart.accounts.get(query.account);
  if (!account) throw notFound(`科目「${query.account}」不存在`);
  const { postings, tb } = studentBooks(books);
  const aux = query.aux_kind && query.aux_code ? { [query.aux_kind]: query.aux_code } : undefined;
  if (aux && !account.aux.includes(query.aux_kind as never) && account.children.length === 0) {
    throw badRequest(`科目「${account.fullName}」不核算该辅助项目`);
  }
  const rows = detailLedger(
    chart,
    tb,
    postings,
    account.code,
    { daily: query.daily === '1', columns: query.columns === '1', ...(aux ? { aux } : {}) },
    data.opening,
  );
  return {
    account: {
      code: account.code,
      name: account.name,
      full_name: account.fullName,
      side: account.side,
      level: account.level,
      leaf: account.children.length === 0,
      aux: [...account.aux],
      unit: account.unit,
    },
    children: account.children.map((code) => ({ code, name: chart.accounts.get(code)?.name ?? code })),
    rows: rows.map(ledgerRowView),
  };
}

// ---- statements ----

const answerCache = new WeakMap<
  TLedgerCaseEntry,
  Map<number, { line: number; name: string; values: [string, string] }[]>
>();

/** The model's statement of a case: the engine's, from the opening and every model voucher. */
export function modelStatement(entry: TLedgerCaseEntry, def: TStatementDef) {
  let byType = answerCache.get(entry);
  if (!byType) {
    byType = new Map();
    answerCache.set(entry, byType);
  }
  const known = byType.get(def.type);
  if (known) return known;
  const { chart, data } = entry;
  const vouchers: TVoucherInput[] = data.items.flatMap((item) =>
    item.vouchers.map((voucher, index) => ({
      word: '记' as const,
      number: item.id * 10 + index,
      date: item.date,
      attachments: voucher.attachments,
      lines: voucher.lines,
    })),
  );
  const postings = postingsOf(vouchers);
  const tb = trialBalance(chart, data.period, data.opening, postings);
  const columns = statementColumns(def, {
    chart,
    tb,
    aux: auxBalances(chart, data.opening, postings),
    yearStart: data.yearStart ?? [],
    postings,
  });
  byType.set(def.type, columns);
  return columns;
}

/** The report types the exercise's standard draws up (report_list). */
export async function reportList(
  db: Db,
  student: TSessionUser,
  query: TLxQuery,
): Promise<{ type: number; name: string }[]> {
  const books = await openBooks(db, student, query);
  return [0, 1]
    .map((type) => statementOf(books.entry.data.company.standard, type))
    .filter((def): def is TStatementDef => def !== undefined)
    .map((def) => ({ type: def.type, name: def.title }));
}

function statementDef(books: TBooks, type: number): TStatementDef {
  const def = statementOf(books.entry.data.company.standard, type);
  if (!def) throw notFound('该报表不属于本实训');
  return def;
}

function reportView(books: TBooks, def: TStatementDef): TLxReport {
  const { data } = books.entry;
  const typed = books.reports[String(def.type)] ?? {};
  const answer = modelStatement(books.entry, def);
  return {
    type: def.type,
    title: def.title,
    form_no: def.formNo,
    columns: [...def.columns],
    company_name: data.company.name,
    period: `${data.period.year}年${data.period.month}月`,
    lines: def.lines.map((line) => ({
      line: line.line,
      name: line.name,
      indent: line.indent,
      heading: def.headings[line.line] ?? null,
      values: typed[String(line.line)] ?? [null, null],
    })),
    closed: books.closed,
    wrong_cells: books.reports[String(def.type)] ? gradeStatement(answer, typed) : null,
  };
}

/** report_balance, report_profit: the statement as the student filled it, and its wrong cells once saved. */
export async function report(db: Db, student: TSessionUser, query: TLxQuery, type: number): Promise<TLxReport> {
  const books = await openBooks(db, student, query);
  return reportView(books, statementDef(books, type));
}

/** report_answer: the model's statement, once the period is closed. */
export async function reportAnswer(
  db: Db,
  student: TSessionUser,
  query: TLxQuery,
  type: number,
): Promise<TLxReportAnswer> {
  const books = await openBooks(db, student, query);
  if (!books.closed) throw badRequest('结账后才能查看报表答案');
  const def = statementDef(books, type);
  return { type, lines: modelStatement(books.entry, def) };
}

/** $1 practice, $2 revision, $3 type, $4 data, $5 record: the statement saved and graded. */
const setReportStatement = statement<{ practice_id: number }>(
  'lx_set_report',
  `with upd as (
    update ledger_practices set updated_at = now() where id = $1 and xmin = $2::text::xid
    returning id, student_id, class_id, resource_id, lesson_id, case_id
  ), rep as (
    insert into ledger_reports (practice_id, type, data, updated_at) select upd.id, $3, $4::jsonb, now() from upd
    on conflict (practice_id, type) do update set data = excluded.data, updated_at = now()
    returning practice_id
  ), ${resultsWriteCtes('lx', 'upd', '$5::jsonb')}
  select practice_id from rep`,
);

/**
 * set_report: the statement's cells as typed (amounts only), saved and graded against the model's: a try of the
 * statement's question, the wrong cells answered (never the right values).
 */
export async function setReport(db: Db, student: TSessionUser, body: TLxSetReportBody): Promise<TLxReport> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const books = await openBooks(db, student, body);
    if (books.practiceId === null) throw badRequest(lxMessages.notStarted);
    const def = statementDef(books, body.type);
    const lines = new Set(def.lines.map((line) => String(line.line)));
    const data: Record<string, [string | null, string | null]> = {};
    for (const [line, cells] of Object.entries(body.data)) {
      if (!lines.has(line)) throw badRequest('报表行次有误');
      const clean = cells.map((cell) => {
        const text = cell?.trim().replace(/,/g, '') ?? '';
        if (text === '') return null;
        if (amountOf(text) === null) throw badRequest(`第${line}行：金额应为数字，最多两位小数`);
        return text;
      }) as [string | null, string | null];
      data[line] = clean;
    }
    const answer = modelStatement(books.entry, def);
    const wrong = gradeStatement(answer, data);
    const total = books.entry.data.items.length + 2;
    const record: TResultsRecord = {
      attempt: { status: books.closed ? 2 : 1, total_count: total, max_score: String(total), submitted: false },
      tries: [
        {
          question_key: `report${def.type}`,
          sort: books.entry.data.items.length + 1 + def.type,
          step: `report${def.type}`,
          max_points: '1',
          is_complete: wrong.length === 0,
          is_right: wrong.length === 0,
          answer: data,
          wrong_fields: wrong,
        },
      ],
    };
    const saved = await runStatement(db, setReportStatement, [
      books.practiceId,
      books.revision,
      def.type,
      JSON.stringify(data),
      JSON.stringify(record),
    ]);
    if (saved.length === 0) continue;
    return reportView({ ...books, reports: { ...books.reports, [String(def.type)]: data } }, def);
  }
  throw badRequest(lxMessages.saveConflict);
}
