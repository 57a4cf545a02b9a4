import type { TBwkpInvoiceResult, TBwkpSubjectDetail } from '@sxpt/contract';
import { bwkpMessages, messages } from '@sxpt/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bwkpInvoices, bwkpProgress, bwkpRolls } from '../src/db/schema';
import {
  createBwkpRoom,
  invoiceBody,
  leaksNone,
  playUntil,
  sampleSubject,
  type TBwkpRoom,
} from './support/bwkp-factories';
import { createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function practiceOf(room: TBwkpRoom) {
  const [row] = await t.db.select().from(bwkpProgress).where(eq(bwkpProgress.studentId, room.users.student.id));
  return row;
}

async function ordinaryRollOf(room: TBwkpRoom) {
  const practice = await practiceOf(room);
  const [roll] = await t.db
    .select()
    .from(bwkpRolls)
    .where(and(eq(bwkpRolls.practiceId, practice.id), eq(bwkpRolls.invoiceType, 1)));
  return roll;
}

async function invoicesOf(room: TBwkpRoom) {
  return t.db
    .select()
    .from(bwkpInvoices)
    .where(eq(bwkpInvoices.practiceId, (await practiceOf(room)).id));
}

/** The values a student must work out on question `sort`: money and tax of its lines (unless also a price). */
function computedValues(sort: number): string[] {
  const lines = sampleSubject(sort).goods_content;
  const prices = new Set(lines.map((line) => line.price));
  return lines.flatMap((line) => [line.money, line.tax_amount]).filter((value) => !prices.has(value));
}

describe('subject_detail: the question, not its answer', () => {
  it('before the question is done: buyer and goods facts only (no money, tax, *简称*, code)', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    const res = await room.api<TBwkpSubjectDetail>('subject_detail', { subject_id: room.subjectIds[5] });
    expect(res.data).toMatchObject({
      sort: 5,
      invoice_type: 1,
      subject_type: 5,
      is_complete: false,
      kh_name: '上海明德教育科技有限公司',
      red: null,
    });
    expect(res.data.goods_content[0]).toEqual({
      fwname: '办公椅',
      ggxh: 'BG-201',
      company: '把',
      goods_num: '2',
      price: '1130.00',
      money: '',
      tax_rate: '0.13',
      tax_amount: '',
    });
    expect(leaksNone(res, [...computedValues(5), '*家具*', '1050201040000000000'])).toEqual([]);
    const discount = await room.api<TBwkpSubjectDetail>('subject_detail', { subject_id: room.subjectIds[16] });
    expect(discount.data.discount).toEqual({ line: 1, tax: '5' });
    const red = await room.api<TBwkpSubjectDetail>('subject_detail', { subject_id: room.subjectIds[12] });
    expect(red.data.red).toBeNull();
    expect(leaksNone(red, ['011001900111'])).toEqual([]);
  });

  it('once done: the full lines', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await playUntil(room, 5);
    const res = await room.api<TBwkpSubjectDetail>('subject_detail', { subject_id: room.subjectIds[5] });
    expect(res.data.is_complete).toBe(true);
    expect(res.data.goods_content).toEqual(sampleSubject(5).goods_content);
  });
});

describe('save_fp: graded, in order, once', () => {
  it('refuses out of order, and for a question that issues no invoice', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await playUntil(room, 3);
    expect(await room.api('save_fp', invoiceBody(room, 5))).toMatchObject({ code: 400, message: messages.outOfOrder });
    await playUntil(room, 4, 4);
    expect(await room.api('save_fp', invoiceBody(room, 6))).toMatchObject({ code: 400, message: messages.outOfOrder });
    expect(await room.api('save_fp', { ...invoiceBody(room, 5), subject_id: room.subjectIds[1] })).toMatchObject({
      code: 400,
      message: messages.noInvoiceNeeded,
    });
    expect(await invoicesOf(room)).toHaveLength(0);
  });

  it('a wrong invoice names the wrong buyer fields and line cells, never the expected values; nothing is issued', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await playUntil(room, 4);
    const body = invoiceBody(room, 5);
    const goods = structuredClone(body.goods_content) as Record<string, string>[];
    goods[0].money = '2000.00';
    goods[1].tax_amount = '1.00';
    const res = await room.api('save_fp', { ...body, kh_sbh: '91310115MA1H8K2R6W', goods_content: goods });
    expect(res).toMatchObject({
      code: 400,
      message: messages.wrongAnswer,
      data: {
        wrong: {
          type: false,
          status: false,
          customer: ['kh_sbh'],
          lines: [
            { index: 0, fields: ['money'] },
            { index: 1, fields: ['tax_amount'] },
          ],
        },
      },
    });
    expect(leaksNone(res.data, ['91310115MA1H8K2Q82', '2260.00', '195.00'])).toEqual([]);
    const missing = await room.api('save_fp', { ...body, goods_content: goods.slice(0, 1) });
    expect(missing).toMatchObject({ code: 400, data: { wrong: { missing: [1] } } });
    expect(await invoicesOf(room)).toHaveLength(0);
    const roll = await ordinaryRollOf(room);
    expect(roll.nextNum).toBe(roll.startNum);
  });

  it('the wrong kind or a negative invoice for a blue question is refused with the spec message', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await playUntil(room, 4);
    expect(await room.api('save_fp', { ...invoiceBody(room, 5), invoice_type: 2 })).toMatchObject({
      code: 400,
      message: messages.wrongInvoiceType,
    });
    expect(await room.api('save_fp', { ...invoiceBody(room, 5), invoice_status: 2 })).toMatchObject({
      code: 400,
      message: bwkpMessages.wrongInvoiceStatus,
    });
  });

  it('issues with the roll number whatever the client sends, completes the question, and refuses a second save', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await playUntil(room, 4);
    const res = await room.api<TBwkpInvoiceResult>('save_fp', {
      ...invoiceBody(room, 5),
      invoice_code: '999',
      invoice_num: '00000001',
      xh_dw_name: '别的公司',
    });
    expect(res.code).toBe(200);
    const roll = await ordinaryRollOf(room);
    expect(res.data.invoice).toMatchObject({
      invoice_code: roll.invoiceCode,
      invoice_num: String(roll.startNum).padStart(8, '0'),
      xh_dw_name: '北京华创办公设备有限公司',
      drawer: room.users.student.name,
    });
    expect(res.message).toContain(res.data.invoice.invoice_num);
    expect(res.data.msg).toBe(res.message);
    expect(res.data.progress[4].isComplete).toBe(true);
    expect(await room.api('save_fp', invoiceBody(room, 5))).toMatchObject({
      code: 400,
      message: messages.alreadySubmitted,
    });
    expect(await invoicesOf(room)).toHaveLength(1);
  });

  it('a list question needs its goods list; a discount question its discount line', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await playUntil(room, 14);
    const { list_goods: _list, ...withoutList } = invoiceBody(room, 15);
    expect(await room.api('save_fp', withoutList)).toMatchObject({ code: 400, message: bwkpMessages.listFirst });
    await room.api('save_fp', invoiceBody(room, 15));
    const plain = { ...invoiceBody(room, 16), goods_content: sampleSubject(16).goods_content };
    expect(await room.api('save_fp', plain)).toMatchObject({ code: 400, message: messages.discountFirst });
    expect((await room.api('save_fp', invoiceBody(room, 16))).code).toBe(200);
  });
});

describe('the issue form gate and bad input', () => {
  it('fptk_check answers the spec messages of the form gate', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await playUntil(room, 5);
    const check = (sort: number, invoice_type: number) =>
      room.api('fptk_check', { subject_id: room.subjectIds[sort], invoice_type });
    expect(await check(5, 1)).toMatchObject({ code: 400, message: messages.questionAlreadyDone });
    expect(await check(3, 1)).toMatchObject({ code: 400, message: messages.questionAlreadyDone });
    expect(await check(17, 1)).toMatchObject({ code: 400, message: messages.noInvoiceNeeded });
    expect(await check(7, 2)).toMatchObject({ code: 400, message: messages.outOfOrder });
    expect(await check(6, 1)).toMatchObject({ code: 400, message: messages.wrongInvoiceType });
    expect(await check(6, 2)).toMatchObject({ code: 200, data: { subject_id: room.subjectIds[6], invoice_type: 2 } });
  });

  it('malformed saves get a Chinese message and issue nothing', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await playUntil(room, 4);
    const body = invoiceBody(room, 5);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, goods_content: 'x' }, messages.goodsInfoFirst],
      [{ ...body, invoice_type: 3 }, '请选择发票种类'],
      [{ ...body, subject_id: 'a' }, '请选择题目'],
      [{ ...body, discount: { line: 'x', tax: 5 } }, '折扣行号有误'],
      [{ ...body, goods_content: [{ ...(body.goods_content as object[])[0], line_kind: 'x' }] }, '行性质有误'],
    ];
    for (const [payload, message] of cases) {
      expect(await room.api('save_fp', payload)).toMatchObject({ code: 400, message });
    }
    expect(await room.api('zf_fp', { invocie_id: 'abc' })).toMatchObject({
      code: 400,
      message: messages.selectInvoiceToVoid,
    });
    expect(await room.api('hongzi_hx', { fpdm: ' ' })).toMatchObject({ code: 400, message: '请输入发票代码' });
    expect(await invoicesOf(room)).toHaveLength(0);
  });
});

describe('concurrent saves', () => {
  it.each([2, 5])('%i identical saves at once issue exactly one invoice with the first number', async (n) => {
    const room = await createBwkpRoom(t.app, t.db);
    await playUntil(room, 4);
    const results = await Promise.all(Array.from({ length: n }, () => room.api('save_fp', invoiceBody(room, 5))));
    expect(results.filter((res) => res.code === 200)).toHaveLength(1);
    for (const res of results.filter((entry) => entry.code !== 200)) {
      expect(res).toMatchObject({ code: 400, message: messages.alreadySubmitted });
    }
    const invoices = await invoicesOf(room);
    expect(invoices).toHaveLength(1);
    const roll = await ordinaryRollOf(room);
    expect(roll.nextNum).toBe(roll.startNum + 1);
    expect(invoices[0].invoiceNum).toBe(String(roll.startNum).padStart(8, '0'));
  });

  it('saves of consecutive questions fired together number sequentially without gaps or repeats', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await playUntil(room, 5);
    // questions 6, 7, 8 (special): only the first in order succeeds each round; fire all, three rounds
    for (let round = 0; round < 3; round++) {
      await Promise.all([6, 7, 8].map((sort) => room.api('save_fp', invoiceBody(room, sort))));
    }
    const special = (await invoicesOf(room)).filter((invoice) => invoice.invoiceType === 2);
    const numbers = special.map((invoice) => Number(invoice.invoiceNum)).sort((a, b) => a - b);
    expect(numbers).toHaveLength(3);
    expect(new Set(numbers).size).toBe(3);
    expect(numbers[2] - numbers[0]).toBe(2);
  });
});
