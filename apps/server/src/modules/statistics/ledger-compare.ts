// The real-ledger exercise's side of the analysis: a case's business items and its two statements as the questions;
// a voucher try (every voucher the student had for the item, line by line) beside the model vouchers, the wrong lines
// marked; a statement try (the cells as typed) beside the model's statement computed by the engine, line by line.
import type { TCompareSection, TCompareTable, TLxDetails } from '@sxpt/contract';
import { gradeStatement, statementOf, type TVoucher, type TVoucherLine } from '@sxpt/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { ledgerPractices, ledgerReports, ledgerVouchers } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import type { TCaseVersion } from '../bwkp/case-store';
import { modelStatement } from '../ledger/books-service';
import { ledgerCaseOf, type TLedgerCaseEntry } from '../ledger/case-store';
import { voucherView } from '../ledger/exercise-service';
import type { TItemQuestion } from './bwkp-compare';
import { currentVersion, findAttemptFor } from './scope';

/** The questions of a ledger case: each business item, then the balance sheet and the income statement. */
export async function ledgerQuestions(db: DbOrTx, at: TCaseVersion): Promise<TItemQuestion[]> {
  const found = await ledgerCaseOf(db, at.caseId, at.contentVersion);
  if (!found) return [];
  const items = found.data.items.map((item, index) => ({
    key: String(item.id),
    sort: index + 1,
    title: `业务${item.id} ${item.title}`,
    describe: item.description,
  }));
  const statements = [0, 1]
    .map((type) => statementOf(found.data.company.standard, type))
    .filter((def) => def !== undefined)
    .map((def) => ({
      key: `report${def.type}`,
      sort: found.data.items.length + 1 + def.type,
      title: `${def.title}（${def.formNo}）`,
      describe: `${found.data.period.year}年${found.data.period.month}月`,
    }));
  return [...items, ...statements];
}

/** How a wrong field of the area is named: v1.l2 第1张凭证第2行, missing 缺少应记的分录, r4c1 第4行第1栏. */
export function ledgerFieldLabel(key: string): string {
  const line = /^v(\d+)\.l(\d+)$/.exec(key);
  if (line) return `第${line[1]}张凭证第${line[2]}行`;
  if (key === 'missing') return '缺少应记的分录';
  const cell = /^r(\d+)c([12])$/.exec(key);
  if (cell) return `第${cell[1]}行第${cell[2]}栏`;
  return key;
}

const COLUMNS = [
  { key: 'voucher', label: '凭证' },
  { key: 'summary', label: '摘要' },
  { key: 'account', label: '会计科目' },
  { key: 'aux', label: '辅助核算' },
  { key: 'quantity', label: '数量' },
  { key: 'debit', label: '借方金额' },
  { key: 'credit', label: '贷方金额' },
];

function rowsOf(entry: TLedgerCaseEntry, vouchers: readonly (readonly TVoucherLine[])[]): Record<string, string>[] {
  const itemName = (kind: string, code: string) =>
    (entry.data.auxItems[kind as keyof typeof entry.data.auxItems] ?? []).find((item) => item.code === code)?.name ??
    code;
  return vouchers.flatMap((lines, index) =>
    lines.map((line) => ({
      voucher: `第${index + 1}张`,
      summary: line.summary,
      account: `${line.account} ${entry.chart.accounts.get(line.account)?.fullName ?? ''}`.trim(),
      aux: Object.entries(line.aux ?? {})
        .map(([kind, code]) => itemName(kind, code ?? ''))
        .join('、'),
      quantity: line.quantity ?? '',
      debit: line.debit ?? '',
      credit: line.credit ?? '',
    })),
  );
}

const asVouchers = (value: unknown): TVoucherLine[][] =>
  Array.isArray(value) ? value.filter(Array.isArray).map((lines) => lines as TVoucherLine[]) : [];

const asCells = (value: unknown): Record<string, [string | null, string | null]> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, [string | null, string | null]>)
    : {};

/** The sections of a try of question `sort`: the vouchers beside the model's, or a statement beside the model's. */
export async function ledgerCompare(
  db: DbOrTx,
  at: TCaseVersion,
  sort: number,
  tried: { answer: unknown; wrongFields: readonly string[] },
): Promise<TCompareSection[]> {
  const entry = await ledgerCaseOf(db, at.caseId, at.contentVersion);
  if (!entry || tried.answer === null || tried.answer === undefined) return [];
  const items = entry.data.items;
  if (sort <= items.length) {
    const item = items[sort - 1];
    const answer = asVouchers(tried.answer);
    // the wrong lines (v1.l2) as rows of the flattened table (rows from 1)
    const starts: number[] = [];
    let row = 0;
    for (const lines of answer) {
      starts.push(row);
      row += lines.length;
    }
    const wrong = tried.wrongFields.flatMap((key) => {
      const match = /^v(\d+)\.l(\d+)$/.exec(key);
      return match ? [String((starts[Number(match[1]) - 1] ?? 0) + Number(match[2]))] : [];
    });
    const table: TCompareTable = {
      title: '记账凭证',
      columns: COLUMNS,
      answer: rowsOf(entry, answer),
      model: rowsOf(
        entry,
        item.vouchers.map((voucher) => voucher.lines),
      ),
      wrong,
    };
    const fields = tried.wrongFields.includes('missing')
      ? [{ key: 'missing', label: '缺少应记的分录', answer: '', model: '见参考答案', is_wrong: true }]
      : [];
    return [{ title: `业务${item.id} ${item.title}`, fields, tables: [table] }];
  }
  const type = sort - items.length - 1;
  const def = statementOf(entry.data.company.standard, type);
  if (!def) return [];
  const model = modelStatement(entry, def);
  const typed = asCells(tried.answer);
  const wrong = new Set(tried.wrongFields);
  const fields = model.flatMap((line) =>
    ([0, 1] as const).map((column) => ({
      key: `r${line.line}c${column + 1}`,
      label: `${line.line} ${line.name}·${def.columns[column]}`,
      answer: typed[String(line.line)]?.[column] ?? '',
      model: line.values[column],
      is_wrong: wrong.has(`r${line.line}c${column + 1}`),
    })),
  );
  return [{ title: `${def.title}（${def.formNo}）`, fields, tables: [] }];
}

/**
 * lx_details: a student's whole books of a ledger attempt for the teacher: every voucher with its status, and each
 * statement as typed beside the model's, the wrong cells named.
 */
export async function ledgerDetails(db: DbOrTx, at: TCaseVersion, practiceId: number): Promise<TLxDetails> {
  const entry = await ledgerCaseOf(db, at.caseId, at.contentVersion);
  const [practice] = await db.select().from(ledgerPractices).where(eq(ledgerPractices.id, practiceId)).limit(1);
  if (!entry || !practice) return { available: false, closed: false, vouchers: [], reports: [] };
  const vouchers = await db
    .select()
    .from(ledgerVouchers)
    .where(eq(ledgerVouchers.practiceId, practiceId))
    .orderBy(asc(ledgerVouchers.date), asc(ledgerVouchers.word), asc(ledgerVouchers.number));
  const saved = await db.select().from(ledgerReports).where(eq(ledgerReports.practiceId, practiceId));
  const reports = [0, 1]
    .map((type) => statementOf(entry.data.company.standard, type))
    .filter((def) => def !== undefined)
    .map((def) => {
      const typed = saved.find((row) => row.type === def.type)?.data ?? {};
      const model = modelStatement(entry, def);
      return {
        type: def.type,
        title: def.title,
        saved: saved.some((row) => row.type === def.type),
        wrong_cells: gradeStatement(model, typed),
        lines: model.map((line) => ({
          line: line.line,
          name: line.name,
          values: typed[String(line.line)] ?? [null, null],
          model: line.values,
        })),
      };
    });
  return {
    available: true,
    closed: practice.closed,
    vouchers: vouchers.map((row) =>
      voucherView({
        id: row.id,
        item_id: row.itemId,
        word: row.word as TVoucher['word'],
        number: row.number,
        date: row.date,
        attachments: row.attachments,
        lines: row.lines,
        status: row.status,
        preparer: row.preparer,
        reviewer: row.reviewer,
        poster: row.poster,
      }),
    ),
    reports,
  };
}

/** lx_details for a teacher or administrator: an attempt of their classes (college) in the real-ledger area. */
export async function lxDetails(db: Db, user: TSessionUser, attemptId: number): Promise<TLxDetails> {
  const attempt = await findAttemptFor(db, user, attemptId);
  if (attempt.area !== 'lx') throw notFound('该实训记录不是账务实训');
  return ledgerDetails(db, { caseId: attempt.caseId, contentVersion: await currentVersion(db) }, attempt.sourceId);
}
