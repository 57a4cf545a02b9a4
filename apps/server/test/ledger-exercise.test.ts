import type {
  TLxAuxBalanceRow,
  TLxBalance,
  TLxDetails,
  TLxExercise,
  TLxGeneralRow,
  TLxItemDetail,
  TLxLedger,
  TLxReport,
  TLxReportAnswer,
  TLxSetAnswerResult,
  TLxVoucher,
  TPracticeTraining,
  TShicaoSubjectDetail,
  TSubjectAnalysis,
} from '@sxpt/contract';
import { SUITONG_2026_06_EXPECTED, SUITONG_2026_06_LEDGER } from '@sxpt/domain/cases';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerPractices, ledgerVouchers, practiceAttempts, practiceResults } from '../src/db/schema';
import { createCollege, createUser, signIn } from './support/factories';
import { createLedgerRoom, lxApi, SMALL_CASE, type TLedgerRoom } from './support/ledger-factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let room: TLedgerRoom;
beforeAll(async () => {
  t = await createTestApp();
  room = await createLedgerRoom(t.app, t.db);
});
afterAll(() => t.close());

const modelOf = (itemId: number) => {
  const item = SMALL_CASE.items.find((entry) => entry.id === itemId);
  if (!item) throw new Error(`no item ${itemId}`);
  return item.vouchers[0];
};

const voucherBody = (itemId: number, lines = modelOf(itemId).lines, extra: object = {}) => ({
  item_id: itemId,
  word: '记',
  date: SMALL_CASE.items.find((item) => item.id === itemId)?.date ?? '2026-06-30',
  attachments: modelOf(itemId).attachments,
  lines,
  ...extra,
});

async function practiceRows() {
  return t.db.select().from(ledgerPractices).where(eq(ledgerPractices.studentId, room.users.student.id));
}

describe('the real-ledger exercise: a student keeps the books of June', () => {
  it('get_exercise_list shows the company, the chart and the items, and no model voucher', async () => {
    const list = await room.api.get<TLxExercise>('get_exercise_list');
    expect(list.code).toBe(200);
    expect(list.data).toMatchObject({
      company_name: '广州市穗通办公设备有限公司',
      standard: 'sbe',
      standard_name: '小企业会计准则',
      year: 2026,
      month: 6,
      closed: false,
      done_count: 0,
      total_count: 6,
    });
    expect(list.data.items.map((item) => [item.id, item.state, item.period_end])).toEqual([
      [1, 0, false],
      [2, 0, false],
      [3, 0, false],
      [4, 0, true],
      [5, 0, true],
      [6, 0, true],
    ]);
    const vat = list.data.accounts.find((a) => a.code === '22210101');
    expect(vat).toMatchObject({ full_name: '应交税费—应交增值税—进项税额', leaf: true, side: 'debit' });
    expect(list.data.accounts.find((a) => a.code === '1002')?.leaf).toBe(false);
    expect(list.data.accounts.find((a) => a.code === '1122')?.aux).toEqual(['customer']);
    expect(JSON.stringify(list.data)).not.toContain('22600.00');
    const item = await room.api.get<TLxItemDetail>('get_exercise', { item_id: 1 });
    expect(item.data).toMatchObject({ id: 1, title: '销售激光打印机给智明学校', vouchers: [], answer: null });
  });

  it('refuses a voucher that breaks a rule with the rule’s message, and writes nothing', async () => {
    const unbalanced = voucherBody(1, [
      { summary: '销售', account: '1122', debit: '22600.00', credit: null, aux: { customer: 'C02' } },
      { summary: '销售', account: '5001', debit: null, credit: '20000.00' },
    ]);
    const refused = await room.api.post('set_answer', unbalanced);
    expect(refused.code).toBe(400);
    expect(refused.message).toBe('借贷不平衡：借方合计22600.00，贷方合计20000.00');
    const parent = await room.api.post(
      'set_answer',
      voucherBody(2, [
        { summary: '购办公用品', account: '5602', debit: '1130.00', credit: null },
        { summary: '购办公用品', account: '1002', debit: null, credit: '1130.00' },
      ]),
    );
    expect(parent.message).toBe('第1行：「管理费用」不是末级科目，凭证只能录入末级科目');
    const outside = await room.api.post('set_answer', voucherBody(1, undefined, { date: '2026-07-01' }));
    expect(outside.message).toBe('凭证日期须在本期（2026年6月）内');
    expect(await practiceRows()).toEqual([]);
  });

  it('grades a voucher: a wrong customer is named by its line, a correction of the draft makes the item right', async () => {
    const wrongCustomer = modelOf(1).lines.map((line) =>
      line.account === '1122' ? { ...line, aux: { customer: 'C01' } } : line,
    );
    const wrong = await room.api.post<TLxSetAnswerResult>('set_answer', voucherBody(1, wrongCustomer));
    expect(wrong.code).toBe(200);
    expect(wrong.message).toBe('保存成功，凭证有误：第1行有误');
    expect(wrong.data).toMatchObject({ right: false, wrong_lines: [1] });
    expect(wrong.data.voucher).toMatchObject({ word: '记', number: 1, status: 0, preparer: '陈思远' });
    const fixed = await room.api.post<TLxSetAnswerResult>(
      'set_answer',
      voucherBody(1, undefined, { voucher_id: wrong.data.voucher.id }),
    );
    expect(fixed.message).toBe('保存成功，凭证正确');
    expect(fixed.data.voucher.number).toBe(1);
    const item = await room.api.get<TLxItemDetail>('get_exercise', { item_id: 1 });
    expect(item.data.vouchers).toHaveLength(1);
    expect(item.data.answer?.[0].lines).toHaveLength(3);
    // done, but not right at the first try: no point
    const [practice] = await practiceRows();
    const [attempt] = await t.db
      .select()
      .from(practiceAttempts)
      .where(and(eq(practiceAttempts.area, 'lx'), eq(practiceAttempts.sourceId, practice.id)));
    const [result] = await t.db
      .select()
      .from(practiceResults)
      .where(and(eq(practiceResults.attemptId, attempt.id), eq(practiceResults.questionKey, '1')));
    expect(result).toMatchObject({ isComplete: true, isRight: false, tries: 2, wrongTries: 1 });
    expect(attempt.totalCount).toBe(8);
  });

  it('numbers vouchers in order; audits and posts them; a posted voucher cannot change', async () => {
    const second = await room.api.post<TLxSetAnswerResult>('set_answer', voucherBody(2));
    const third = await room.api.post<TLxSetAnswerResult>('set_answer', voucherBody(3));
    expect([second.data.voucher.number, third.data.voucher.number]).toEqual([2, 3]);
    expect([second.data.right, third.data.right]).toEqual([true, true]);
    const vouchers = await room.api.get<TLxVoucher[]>('get_voucher');
    const ids = vouchers.data.map((v) => v.id);
    const notAudited = await room.api.post('voucher_action', { voucher_ids: ids, action: 'post' });
    expect(notAudited.message).toBe('记-1：凭证未审核，不能记账');
    const audited = await room.api.post<{ vouchers: TLxVoucher[] }>('voucher_action', {
      voucher_ids: ids,
      action: 'audit',
    });
    expect(audited.message).toBe('审核成功');
    expect(audited.data.vouchers.map((v) => [v.status, v.reviewer])).toEqual([
      [1, '黄丽萍'],
      [1, '黄丽萍'],
      [1, '黄丽萍'],
    ]);
    const edit = await room.api.post('set_answer', voucherBody(2, undefined, { voucher_id: ids[1] }));
    expect(edit.message).toBe('凭证已审核，不能修改或删除；请先由审核人取消审核');
    const posted = await room.api.post<{ vouchers: TLxVoucher[] }>('voucher_action', {
      voucher_ids: ids,
      action: 'post',
    });
    expect(posted.data.vouchers.every((v) => v.status === 2 && v.poster === '陈思远')).toBe(true);
    const remove = await room.api.post('voucher_action', { voucher_ids: [ids[2]], action: 'delete' });
    expect(remove.message).toBe('凭证已记账，不能修改或删除；错误请用红字冲销或补充登记更正');
  });

  it('keeps the books from the posted vouchers: trial balance, general ledger, detail ledger', async () => {
    const tb = await room.api.get<TLxBalance>('balance');
    const row = (code: string) => tb.data.rows.find((r) => r.code === code);
    expect(row('1122')).toMatchObject({
      opening_debit: '113000.00',
      debit: '22600.00',
      credit: '113000.00',
      closing_debit: '22600.00',
    });
    expect(row('1002')).toMatchObject({ debit: '113000.00', credit: '1130.00', closing_debit: '411870.00' });
    expect(tb.data.totals).toMatchObject({ debit: '136730.00', credit: '136730.00' });
    expect(tb.data.problems).toEqual([]);
    const general = await room.api.get<TLxGeneralRow[]>('general');
    expect(general.data.find((g) => g.code === '1122')?.rows.map((r) => [r.summary, r.direction, r.balance])).toEqual([
      ['期初余额', '借', '113000.00'],
      ['本月合计', '借', '22600.00'],
      ['本年累计', '借', '22600.00'],
    ]);
    const journal = await room.api.get<TLxLedger>('ledger', { account: '100201', daily: '1' });
    expect(journal.data.rows.map((r) => r.summary)).toEqual([
      '期初余额',
      '业务',
      '本日合计',
      '业务',
      '本日合计',
      '本月合计',
      '本年累计',
    ]);
    expect(tb.data.totals).toMatchObject({ ytd_debit: '136730.00', ytd_credit: '136730.00' });
    const aux = await room.api.get<TLxAuxBalanceRow[]>('aux_balance');
    expect(
      aux.data
        .filter((r) => r.account === '1122')
        .map((r) => [r.item_name, r.opening_debit, r.debit, r.credit, r.closing_debit]),
    ).toEqual([
      ['客户：广州云帆信息科技有限公司', '113000.00', '0.00', '113000.00', '0.00'],
      ['客户：广州市天河区智明实验学校', '0.00', '22600.00', '0.00', '22600.00'],
    ]);
    const byCustomer = await room.api.get<TLxLedger>('ledger', {
      account: '1122',
      aux_kind: 'customer',
      aux_code: 'C01',
    });
    expect(byCustomer.data.rows.map((r) => [r.summary, r.credit, r.direction, r.balance])).toEqual([
      ['期初余额', '0.00', '借', '113000.00'],
      ['业务', '113000.00', '平', '0.00'],
      ['本月合计', '113000.00', '平', '0.00'],
      ['本年累计', '113000.00', '平', '0.00'],
    ]);
    const notKept = await room.api.get('ledger', { account: '5001', aux_kind: 'customer', aux_code: 'C01' });
    expect(notKept.message).toBe('科目「主营业务收入」不核算该辅助项目');
    const unknown = await room.api.get('ledger', { account: '9999' });
    expect(unknown.message).toBe('科目「9999」不存在');
  });

  it('refuses 结账 while the period is not done, then closes it; the statements are graded and their answer shown', async () => {
    const early = await room.api.post<{ closed: boolean; problems: string[] }>('settle', { action: 'close' });
    expect(early.data.closed).toBe(false);
    expect(early.data.problems).toEqual(['损益类科目尚有余额，请先结转损益：主营业务收入、管理费用—办公费']);
    const beforeClose = await room.api.get('report_answer', { type: '0' });
    expect(beforeClose.message).toBe('结账后才能查看报表答案');
    for (const id of [4, 5, 6]) {
      const saved = await room.api.post<TLxSetAnswerResult>('set_answer', voucherBody(id));
      expect(saved.data.right).toBe(true);
    }
    const left = await room.api.post('settle', { action: 'close' });
    expect((left.data as { problems: string[] }).problems).toEqual([
      '本期有3张凭证未审核',
      '本期有3张凭证未记账',
      '损益类科目尚有余额，请先结转损益：主营业务收入、管理费用—办公费',
    ]);
    const all = (await room.api.get<TLxVoucher[]>('get_voucher')).data.filter((v) => v.status === 0).map((v) => v.id);
    await room.api.post('voucher_action', { voucher_ids: all, action: 'audit' });
    await room.api.post('voucher_action', { voucher_ids: all, action: 'post' });
    const report = await room.api.post<TLxReport>('set_report', {
      type: 0,
      data: { '1': ['416870.00', '305000.00'], '30': ['431870.00', '483000.00'] },
    });
    expect(report.data.wrong_cells).toContain('r4c1');
    expect(report.data.wrong_cells).not.toContain('r1c1');
    expect(report.data.wrong_cells).not.toContain('r1c2');
    const closed = await room.api.post<{ closed: boolean; problems: string[] }>('settle', { action: 'close' });
    expect(closed).toMatchObject({ code: 200, message: '结账成功', data: { closed: true, problems: [] } });
    const after = await room.api.post('set_answer', voucherBody(1));
    expect(after.message).toBe('本期已结账，不能再录入或修改凭证');
    const answer = await room.api.get<TLxReportAnswer>('report_answer', { type: '0' });
    const line = (n: number) => answer.data.lines.find((entry) => entry.line === n)?.values;
    expect(line(1)).toEqual(['416870.00', '305000.00']);
    expect(line(4)).toEqual(['22600.00', '113000.00']);
    expect(line(9)).toEqual(['52000.00', '65000.00']);
    expect(line(30)).toEqual(['491470.00', '483000.00']);
    expect(line(36)).toEqual(['2470.00', '0.00']);
    expect(line(51)).toEqual(['56000.00', '50000.00']);
    expect(line(53)).toEqual(line(30));
    const profit = await room.api.get<TLxReportAnswer>('report_answer', { type: '1' });
    expect(profit.data.lines.find((entry) => entry.line === 32)?.values).toEqual(['6000.00', '6000.00']);
    const reopen = await room.api.post('settle', { action: 'reopen' });
    expect(reopen.message).toBe('反结账成功');
  });
});

describe('the teacher’s analysis of the exercise (实训分析)', () => {
  it('lists the items and statements as questions, a voucher try beside the model, and the whole books', async () => {
    const query = new URLSearchParams({
      class_id: String(room.context.class_id),
      resource_id: String(room.context.resource_id),
      lesson_id: String(room.context.lesson_id),
      area: 'lx',
      case_id: String(room.caseId),
    });
    const get = <T>(path: string) =>
      call<T>(t.app, `/api/statistics/shicao/${path}?${query}`, undefined, room.tokens.teacher, 'GET');
    const training = await get<TPracticeTraining>('practice_training');
    const row = training.data.list.find((entry) => entry.student_id === room.users.student.id);
    // six items right (item 1 after a wrong try: no point), the balance sheet saved wrong; closed, then reopened
    expect(row).toMatchObject({ status: 1, total_count: 8, max_score: '8.00', score: '5.00' });
    const analysis = await get<TSubjectAnalysis>('subject_analysis_compute');
    expect(analysis.data.list.map((q) => q.title)).toEqual([
      '业务1 销售激光打印机给智明学校',
      '业务2 购买办公用品',
      '业务3 收到云帆科技货款',
      '业务4 结转销售成本',
      '业务5 转出未交增值税',
      '业务6 结转损益',
      '资产负债表（会小企01表）',
      '利润表（会小企02表）',
    ]);
    expect(analysis.data.list[0].top_wrong_field?.label).toBe('第1张凭证第1行');
    const detail = await call<TShicaoSubjectDetail>(
      t.app,
      '/api/statistics/shicao/subject_detail',
      { attempt_id: row?.attempt_id, question_key: '1', try_id: undefined },
      room.tokens.teacher,
    );
    expect(detail.data.tries.map((entry) => [entry.is_right, entry.wrong_labels])).toEqual([
      [false, ['第1张凭证第1行', '缺少应记的分录']],
      [true, []],
    ]);
    const wrongTry = await call<TShicaoSubjectDetail>(
      t.app,
      '/api/statistics/shicao/subject_detail',
      { attempt_id: row?.attempt_id, question_key: '1', try_id: detail.data.tries[0].id },
      room.tokens.teacher,
    );
    const [table] = wrongTry.data.sections[0].tables;
    expect(table.answer[0]).toMatchObject({
      account: '1122 应收账款',
      aux: '广州云帆信息科技有限公司',
      debit: '22600.00',
    });
    expect(table.model[0]).toMatchObject({ aux: '广州市天河区智明实验学校' });
    expect(table.wrong).toEqual(['1']);
    const sheet = await call<TShicaoSubjectDetail>(
      t.app,
      '/api/statistics/shicao/subject_detail',
      { attempt_id: row?.attempt_id, question_key: 'report0' },
      room.tokens.teacher,
    );
    expect(sheet.data.sections[0].fields.find((field) => field.key === 'r1c1')).toMatchObject({
      label: '1 货币资金·期末余额',
      answer: '416870.00',
      model: '416870.00',
      is_wrong: false,
    });
    const books = await call<TLxDetails>(
      t.app,
      `/api/statistics/shicao/lx_details?attempt_id=${row?.attempt_id}`,
      undefined,
      room.tokens.teacher,
      'GET',
    );
    expect(books.data).toMatchObject({ available: true, closed: false });
    expect(books.data.vouchers).toHaveLength(6);
    expect(books.data.reports[0]).toMatchObject({ type: 0, saved: true });
    expect(books.data.reports[0].wrong_cells).toContain('r4c1');
    const outsider = await call(
      t.app,
      `/api/statistics/shicao/lx_details?attempt_id=${row?.attempt_id}`,
      undefined,
      room.tokens.student,
      'GET',
    );
    expect(outsider.code).toBe(403);
  });
});

describe('who may use the exercise', () => {
  it('answers 无权访问该课程内容 to a student of another college and refuses other roles', async () => {
    const { college, campus } = await createCollege(t.db);
    const outsider = await createUser(t.db, { role: 3, collegeId: college.id, campusId: campus.id });
    const other = lxApi(t.app, await signIn(t.app, outsider), room.context);
    expect((await other.get('get_exercise_list')).message).toBe('无权访问该课程内容');
    expect((await other.post('set_answer', voucherBody(1))).message).toBe('无权访问该课程内容');
    const teacher = lxApi(t.app, room.tokens.teacher, room.context);
    expect((await teacher.get('get_exercise_list')).code).toBe(403);
  });

  it('reads ids as integers only', async () => {
    const text = await room.api.post('set_answer', { ...voucherBody(1), class_id: String(room.context.class_id) });
    expect(text.code).toBe(400);
    const query = await room.api.get('get_exercise', { item_id: '1.0' });
    expect(query.code).toBe(400);
  });

  it('keeps each student’s books apart: the classmate starts empty', async () => {
    const classmate = lxApi(t.app, room.tokens.classmate, room.context);
    const list = await classmate.get<TLxExercise>('get_exercise_list');
    expect(list.data.items.every((item) => item.state === 0)).toBe(true);
    const theirs = await t.db.select().from(ledgerVouchers);
    expect(theirs.length).toBeGreaterThan(0);
    expect((await classmate.get<TLxVoucher[]>('get_voucher')).data).toEqual([]);
  });
});

describe('corrections', () => {
  it('a posted wrong voucher is reversed in red, and the corrected one makes the item right', async () => {
    const other = await createLedgerRoom(t.app, t.db);
    const wrongAmount = modelOf(2).lines.map((line) =>
      line.account === '560201'
        ? { ...line, debit: '1100.00' }
        : line.account === '100201'
          ? { ...line, credit: '1230.00' }
          : line,
    );
    const wrong = await other.api.post<TLxSetAnswerResult>('set_answer', voucherBody(2, wrongAmount));
    expect(wrong.data.wrong_lines).toEqual([1, 3]);
    await other.api.post('voucher_action', { voucher_ids: [wrong.data.voucher.id], action: 'audit' });
    await other.api.post('voucher_action', { voucher_ids: [wrong.data.voucher.id], action: 'post' });
    const red = await other.api.post<TLxSetAnswerResult>('reverse', { voucher_id: wrong.data.voucher.id });
    expect(red.message).toBe('已生成红字冲销凭证');
    expect(red.data.voucher).toMatchObject({ number: 2, date: '2026-06-30', debit_total: '-1230.00' });
    expect(red.data.voucher.lines[0].summary).toBe('冲销06月10日记-1号凭证');
    const blue = await other.api.post<TLxSetAnswerResult>('set_answer', voucherBody(2));
    expect(blue.data).toMatchObject({ right: true });
    const list = await other.api.get<TLxExercise>('get_exercise_list');
    expect(list.data.items.find((item) => item.id === 2)).toMatchObject({ state: 1 });
    expect(list.data.items.find((item) => item.id === 2)?.voucher_ids).toHaveLength(3);
  });
});

describe('the seeded case: 穗通公司 June 2026 played through the server', () => {
  it('takes every model voucher as right, posts, closes and draws the statements of the hand computation', async () => {
    const play = await createLedgerRoom(t.app, t.db, SUITONG_2026_06_LEDGER);
    const list = await play.api.get<TLxExercise>('get_exercise_list');
    expect(list.data.total_count).toBe(SUITONG_2026_06_LEDGER.items.length);
    for (const item of SUITONG_2026_06_LEDGER.items) {
      for (const voucher of item.vouchers) {
        const saved = await play.api.post<TLxSetAnswerResult>('set_answer', {
          item_id: item.id,
          word: '记',
          date: item.date,
          attachments: voucher.attachments,
          lines: voucher.lines,
        });
        expect(saved.code, `${item.id} ${saved.message}`).toBe(200);
      }
    }
    const after = await play.api.get<TLxExercise>('get_exercise_list');
    expect(after.data.done_count).toBe(SUITONG_2026_06_LEDGER.items.length);
    const ids = (await play.api.get<TLxVoucher[]>('get_voucher')).data.map((v) => v.id);
    expect((await play.api.post('voucher_action', { voucher_ids: ids, action: 'audit' })).code).toBe(200);
    expect((await play.api.post('voucher_action', { voucher_ids: ids, action: 'post' })).code).toBe(200);
    const tb = await play.api.get<TLxBalance>('balance');
    expect(tb.data.problems).toEqual([]);
    expect(tb.data.totals.closing_debit).toBe(SUITONG_2026_06_EXPECTED.trialBalanceTotals.closingDebit);
    const closed = await play.api.post<{ closed: boolean; problems: string[] }>('settle', { action: 'close' });
    expect(closed.data).toEqual({ closed: true, problems: [] });
    const bs = await play.api.get<TLxReportAnswer>('report_answer', { type: '0' });
    expect(bs.data.lines.map((l) => [l.line, ...l.values])).toEqual(
      SUITONG_2026_06_EXPECTED.balanceSheet.map((l) => [l.line, l.closing, l.yearStart]),
    );
    const is = await play.api.get<TLxReportAnswer>('report_answer', { type: '1' });
    expect(is.data.lines.map((l) => [l.line, ...l.values])).toEqual(
      SUITONG_2026_06_EXPECTED.incomeStatement.map((l) => [l.line, l.ytd, l.month]),
    );
  });
});
