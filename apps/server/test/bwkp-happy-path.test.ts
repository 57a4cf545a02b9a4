import type { TBwkpInvoice, TBwkpProgressQuestion, TBwkpSubjectListItem, TBwkpSubjectStatus } from '@sxpt/contract';
import { checkHzxxbNumber, messages } from '@sxpt/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bwkpInvoices, bwkpProgress, bwkpRolls } from '../src/db/schema';
import { createBwkpRoom, playQuestion, SAMPLE_QYXX, type TBwkpRoom } from './support/bwkp-factories';
import { createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let room: TBwkpRoom;
beforeAll(async () => {
  t = await createTestApp();
  room = await createBwkpRoom(t.app, t.db);
});
afterAll(() => t.close());

const doneOf = (progress: TBwkpProgressQuestion[]) => progress.filter((q) => q.isComplete).map((q) => q.answerId);

describe('a student plays the whole case through the endpoints', () => {
  it('starts with 17 open questions of the case', async () => {
    const list = await room.api<TBwkpSubjectListItem[]>('subject_list');
    expect(list.code).toBe(200);
    expect(list.data.map((s) => s.sort)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(list.data.every((s) => s.subject_status === 0)).toBe(true);
    expect(list.data[4]).toMatchObject({ id: room.subjectIds[5], invoice_type: 1, subject_type: 5 });
    const status = await room.api<TBwkpSubjectStatus>('subject_status');
    expect(status.data.progress).toHaveLength(17);
    expect(status.data.progress[3].items.map((item) => item.answerItemId)).toEqual([4.1, 4.2, 4.3]);
    expect(status.data.progress[13].items).toHaveLength(5);
    expect(status.data.progress[4]).toMatchObject({ subjectId: room.subjectIds[5], invoiceType: 1 });
    expect(status.data).toMatchObject({ is_all_complete: false, submitted_at: null });
  });

  it('refuses the report, the confirm-submit and a done-report before their time', async () => {
    expect(await room.api('chaobao', { action: 'report' })).toMatchObject({ code: 400, message: messages.outOfOrder });
    expect(await room.api('submit')).toMatchObject({ code: 400, message: messages.reportFirst });
    expect(await room.api('subject_done', { subject_id: room.subjectIds[1] })).toMatchObject({
      code: 400,
      message: '该题尚未完成！',
    });
    const [row] = await t.db.select().from(bwkpProgress).where(eq(bwkpProgress.studentId, room.users.student.id));
    expect(row.progress.some((q) => q.isComplete)).toBe(false);
    expect(row.submittedAt).toBeNull();
  });

  it('completes each question in turn, and the server progress follows', async () => {
    for (let sort = 1; sort <= 17; sort++) {
      await playQuestion(room, sort);
      const status = await room.api<TBwkpSubjectStatus>('subject_status');
      expect(doneOf(status.data.progress), `after question ${sort}`).toEqual(
        Array.from({ length: sort }, (_, i) => i + 1),
      );
      const ack = await room.api('subject_done', { subject_id: room.subjectIds[sort] });
      expect(ack).toMatchObject({ code: 200, data: { subject_id: room.subjectIds[sort], subject_status: 1 } });
    }
    const status = await room.api<TBwkpSubjectStatus>('subject_status');
    expect(status.data.is_all_complete).toBe(true);
    expect(status.data.subjects.every((s) => s.subject_status === 1)).toBe(true);
    const [row] = await t.db.select().from(bwkpProgress).where(eq(bwkpProgress.studentId, room.users.student.id));
    expect(row.progress.every((q) => q.isComplete)).toBe(true);
  });

  it('issued one invoice per invoice question, numbered from the rolls without gaps or repeats', async () => {
    const res = await room.api<{ list: TBwkpInvoice[]; total: number }>('get_invoice', { page_size: 200 });
    // questions 5–16 issue one each, plus the voided first invoice of question 9
    expect(res.data.total).toBe(12);
    const rolls = await t.db.select().from(bwkpRolls);
    for (const roll of rolls) {
      const numbers = res.data.list
        .filter((invoice) => invoice.invoice_code === roll.invoiceCode)
        .map((invoice) => Number(invoice.invoice_num))
        .sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => roll.startNum + i));
      expect(roll.nextNum).toBe(roll.startNum + numbers.length);
      expect(roll.invoiceCode).toBe(roll.invoiceType === 1 ? SAMPLE_QYXX.pt_fpdm : SAMPLE_QYXX.zy_fpdm);
    }
    const stored = await t.db.select().from(bwkpInvoices);
    expect(stored).toHaveLength(12);
    expect(stored.every((invoice) => invoice.xhDwName === SAMPLE_QYXX.nsr_mc)).toBe(true);
  });

  it('stored the amounts, the void, the red links and the list and discount invoices as the rules say', async () => {
    const res = await room.api<{ list: TBwkpInvoice[] }>('get_invoice', { page_size: 200 });
    const of = (sort: number, status = 1) =>
      res.data.list.filter((i) => i.subject_id === room.subjectIds[sort] && i.invoice_status === status);
    // question 5: 办公椅 2 × 1130 + 文件柜 1695 at 13 %
    expect(of(5)[0]).toMatchObject({
      total_price: '3955.00',
      tax_amount: '455.00',
      total_amount: '3500.00',
      total_price_capital: '叁仟玖佰伍拾伍元整',
      goods_name: '*家具*办公椅等',
      kh_name: '上海明德教育科技有限公司',
      zf_status: 0,
    });
    expect(of(9)[0]).toMatchObject({ zf_status: 2, void: 2 });
    expect(of(9)[0].void_time).not.toBeNull();
    const blue5 = of(5)[0];
    expect(of(12, 2)[0]).toMatchObject({
      y_invoice_code: blue5.invoice_code,
      y_invoice_num: blue5.invoice_num,
      total_price: '-3955.00',
      remark: `对应正数发票代码:${blue5.invoice_code}号码:${blue5.invoice_num}`,
    });
    const red14 = of(14, 2)[0];
    expect(checkHzxxbNumber(red14.notic_no)).toBe(true);
    expect(red14.remark).toBe(`开具红字增值税专用发票信息表编号${red14.notic_no}`);
    expect(red14.y_invoice_num).toBe(of(6)[0].invoice_num);
    expect(of(15)[0]).toMatchObject({ list_identifier: 1, goods_num: 10 });
    expect(of(15)[0].goods_content).toHaveLength(1);
    expect(of(15)[0].goods_content[0].fwname).toBe(messages.seeGoodsList);
    expect(of(16)[0].goods_content.map((line) => line.money)).toEqual(['2260.00', '-113.00', '1695.00']);
  });

  it('filters the query list by kind, status, void, keyword and date', async () => {
    const query = async (filters: Record<string, unknown>) =>
      (await room.api<{ total: number; list: TBwkpInvoice[] }>('get_invoice', { page_size: 200, ...filters })).data;
    expect((await query({ invoice_type: 2 })).total).toBe(6);
    expect((await query({ invoice_status: 2 })).total).toBe(2);
    expect((await query({ zf_status: 2 })).total).toBe(1);
    expect((await query({ zf_status: 1 })).total).toBe(11);
    expect((await query({ keyword: '禾丰' })).list.every((i) => i.kh_name.includes('禾丰'))).toBe(true);
    const [newest] = (await query({})).list;
    const today = new Date(Date.parse(newest.kp_time) + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await query({ date_from: today, date_to: today })).total).toBe(12);
    expect((await query({ date_to: '2000-01-01' })).total).toBe(0);
    const page = await room.api<{ total: number; list: TBwkpInvoice[] }>('get_invoice', { page: 2, page_size: 5 });
    expect(page.data).toMatchObject({ total: 12, page: 2, page_size: 5 });
    expect(page.data.list).toHaveLength(5);
    expect(await room.api('get_invoice', { date_from: '2025/01/01' })).toMatchObject({
      code: 400,
      message: '开始日期有误',
    });
  });

  it('answers the report sync, refuses nothing more, and accepts the confirm-submit once questions are done', async () => {
    expect(await room.api('chaobao', { action: 'sync' })).toMatchObject({
      code: 200,
      message: messages.invoiceSyncSucceeded,
    });
    expect(await room.api('chaobao', { action: 'report' })).toMatchObject({
      code: 400,
      message: messages.alreadySubmitted,
    });
    const first = await room.api<{ submitted_at: string }>('submit');
    expect(first.code).toBe(200);
    const again = await room.api<{ submitted_at: string }>('submit');
    expect(again.data.submitted_at).toBe(first.data.submitted_at);
  });
});
