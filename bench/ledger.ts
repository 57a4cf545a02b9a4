// The real-ledger exercise's bench (issue 12 §5): students of the demo college keep 穗通公司's June books; each has
// entered the first 40 business items' vouchers (half a month, so every read carries a realistic book) and the load
// saves the draft voucher of item 41 again and again (set_answer: the working context and the books read in one
// statement, the rules and the grading in the process, one write). And the domain's books of a month of 200
// vouchers (trial balance, auxiliary balances, the integrity checks, both statements), timed alone.
import type { TCourseView, TLxSetAnswerResult, TPage } from '@sxpt/contract';
import {
  auxBalances,
  bookProblems,
  buildChart,
  postingsOf,
  SBE_BALANCE_SHEET,
  SBE_INCOME_STATEMENT,
  statementColumns,
  type TVoucherInput,
  trialBalance,
} from '@sxpt/domain';
import { SUITONG_2026_06_LEDGER as CASE } from '@sxpt/domain/cases';
import { BENCH_CLASS, createBenchClass, type TBwkpRoom, type TBwkpStudent } from './bwkp';
import { expectOk, mapLimit, signIn } from './http';

const LEDGER_COURSE = '会计实账实训';
const TAX_COURSE = '电子税务局纳税申报实训';
const VOUCHER_LESSON = '填制与审核记账凭证';
/** the items entered before the load (half the month) */
const PREFILLED = 40;

export interface TLedgerRoom {
  students: (TBwkpStudent & { voucherId: number })[];
  context: { course_id: number; class_id: number; resource_id: number; lesson_id: number };
  itemId: number;
}

async function courseId(base: string, admin: string, name: string): Promise<number> {
  const bank = await expectOk<TPage<{ id: number; name: string }>>(
    base,
    '/college/resource/index',
    { keyword: name },
    admin,
  );
  const course = bank.list.find((row) => row.name === name);
  if (!course) throw new Error(`the demo college has no ${name}`);
  return course.id;
}

/** The invoicing bench's students when it ran (the ledger course added to their class), else a class of their own. */
async function ledgerClass(base: string, count: number, bwkp: TBwkpRoom | null) {
  if (!bwkp) return createBenchClass(base, count, { className: '账务压测班', prefix: 'zw', courseName: LEDGER_COURSE });
  const admin = await signIn(base, '/api/login/college', 'admin');
  const ledger = await courseId(base, admin, LEDGER_COURSE);
  const tax = await courseId(base, admin, TAX_COURSE);
  await expectOk(
    base,
    '/college/class/save',
    {
      id: bwkp.context.class_id,
      name: BENCH_CLASS,
      grade: '2024',
      campus_id: null,
      resource_ids: [bwkp.context.resource_id, tax, ledger],
    },
    admin,
  );
  return { klass: { id: bwkp.context.class_id }, course: { id: ledger, name: LEDGER_COURSE }, students: bwkp.students };
}

function voucherBody(context: TLedgerRoom['context'], itemIndex: number, extra: object = {}) {
  const item = CASE.items[itemIndex];
  const voucher = item.vouchers[0];
  return {
    ...context,
    item_id: item.id,
    word: '记',
    date: item.date,
    attachments: voucher.attachments,
    lines: voucher.lines,
    ...extra,
  };
}

/** The class with the ledger course; each student's books hold the first PREFILLED items and item 41's draft. */
export async function prepareLedgerRoom(base: string, count: number, bwkp: TBwkpRoom | null): Promise<TLedgerRoom> {
  const { klass, course, students } = await ledgerClass(base, count, bwkp);
  const view = await expectOk<TCourseView>(
    base,
    '/student/course/course_view',
    { class_id: klass.id, resource_id: course.id },
    students[0].token,
  );
  const lesson = view.chapters.flatMap((chapter) => chapter.lessons).find((entry) => entry.title === VOUCHER_LESSON);
  if (!lesson) throw new Error(`the ledger course has no lesson ${VOUCHER_LESSON}`);
  const context = { course_id: course.id, class_id: klass.id, resource_id: course.id, lesson_id: lesson.id };
  const ready = await mapLimit(students, 10, async (student) => {
    for (let index = 0; index < PREFILLED; index++) {
      await expectOk(base, '/student/lx/set_answer', voucherBody(context, index), student.token);
    }
    const draft = await expectOk<TLxSetAnswerResult>(
      base,
      '/student/lx/set_answer',
      voucherBody(context, PREFILLED),
      student.token,
    );
    return { ...student, voucherId: draft.voucher.id };
  });
  return { students: ready, context, itemId: CASE.items[PREFILLED].id };
}

/** Each student's save body: item 41's voucher saved over its draft. */
export function draftBodies(room: TLedgerRoom, student: TLedgerRoom['students'][number]): string[] {
  return [JSON.stringify(voucherBody(room.context, PREFILLED, { voucher_id: student.voucherId }))];
}

/**
 * The books of a month of `count` vouchers (the case's model vouchers, repeated and numbered on): trial balance,
 * auxiliary balances, the integrity checks and both statements, computed `runs` times; the times in ms.
 */
export function timeBooks(count = 200, runs = 200): { vouchers: number; p50: number; p99: number; max: number } {
  const { chart } = buildChart(CASE.company.standard, CASE.accounts, CASE.settings);
  const model = CASE.items.flatMap((item) => item.vouchers.map((voucher) => ({ item, voucher })));
  const vouchers: TVoucherInput[] = Array.from({ length: count }, (_, index) => {
    const { item, voucher } = model[index % model.length];
    return { word: '记', number: index + 1, date: item.date, attachments: voucher.attachments, lines: voucher.lines };
  });
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const postings = postingsOf(vouchers);
    const tb = trialBalance(chart, CASE.period, CASE.opening, postings);
    const aux = auxBalances(chart, CASE.opening, postings);
    bookProblems(chart, tb, aux);
    const input = { chart, tb, aux, yearStart: CASE.yearStart ?? [], postings };
    statementColumns(SBE_BALANCE_SHEET, input);
    statementColumns(SBE_INCOME_STATEMENT, input);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
  return { vouchers: count, p50: at(0.5), p99: at(0.99), max: at(1) };
}
