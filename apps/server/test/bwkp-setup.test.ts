import type { TBwkpGoodsList, TBwkpKhbmList, TBwkpQyxxDetail, TBwkpStepResult } from '@sxpt/contract';
import { messages } from '@sxpt/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bwkpProgress, bwkpSavedCodes } from '../src/db/schema';
import {
  createBwkpRoom,
  leaksNone,
  qyxxAnswer,
  SAMPLE_GOODS_CODES,
  SAMPLE_KHBM,
  SAMPLE_QYXX,
  type TBwkpRoom,
} from './support/bwkp-factories';
import { createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const qyxxValues = Object.values(SAMPLE_QYXX);
const khbmValues = SAMPLE_KHBM.flatMap((row) => Object.values(row));
const goodsValues = SAMPLE_GOODS_CODES.flatMap((row) => [
  row.code,
  row.name,
  row.simple_code,
  row.brand_model,
  row.flqc,
]);

async function practiceOf(room: TBwkpRoom) {
  const [row] = await t.db.select().from(bwkpProgress).where(eq(bwkpProgress.studentId, room.users.student.id));
  return row;
}

async function progressOf(room: TBwkpRoom) {
  return (await practiceOf(room)).progress;
}

async function savedOf(room: TBwkpRoom) {
  const practice = await practiceOf(room);
  const [saved] = await t.db.select().from(bwkpSavedCodes).where(eq(bwkpSavedCodes.practiceId, practice.id));
  return saved ?? null;
}

describe('question 1: company parameters', () => {
  it('qyxx_detail gives nothing of the company before the question is done', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    const res = await room.api<TBwkpQyxxDetail>('qyxx_detail');
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ is_complete: false, nsr_sbh: '', nsr_mc: '', pt_fpdm: '' });
    expect(leaksNone(res, qyxxValues)).toEqual([]);
  });

  it('a wrong answer names the wrong fields only, and changes nothing', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    const res = await room.api('save_qyxx', { ...qyxxAnswer, account: '123', supervisor_name: '' });
    expect(res).toMatchObject({
      code: 400,
      message: messages.wrongAnswer,
      data: { wrong: { fields: ['account', 'supervisor_name'] } },
    });
    expect(leaksNone(res, [SAMPLE_QYXX.account, SAMPLE_QYXX.supervisor_name])).toEqual([]);
    expect((await progressOf(room))[0].isComplete).toBe(false);
    expect(await savedOf(room)).toBeNull();
  });

  it('the right answer (spaces trimmed) completes question 1 with both sub-items; a second save is refused', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    const res = await room.api<TBwkpStepResult>('save_qyxx', { ...qyxxAnswer, nsr_mc: ` ${qyxxAnswer.nsr_mc} ` });
    expect(res).toMatchObject({ code: 200, message: messages.saveSucceeded, data: { msg: messages.saveSucceeded } });
    expect(res.data.progress[0]).toMatchObject({
      isComplete: true,
      items: [{ isComplete: true }, { isComplete: true }],
    });
    expect((await progressOf(room))[0].isComplete).toBe(true);
    expect(await room.api('save_qyxx', qyxxAnswer)).toMatchObject({ code: 400, message: messages.alreadySubmitted });
    const detail = await room.api<TBwkpQyxxDetail>('qyxx_detail');
    expect(detail.data).toMatchObject({ is_complete: true, nsr_mc: SAMPLE_QYXX.nsr_mc, zy_fpdm: SAMPLE_QYXX.zy_fpdm });
  });
});

describe('question 2: customer codes', () => {
  it('is refused before question 1 (请按顺序…)', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    expect(await room.api('save_khbm', { kh_content: SAMPLE_KHBM })).toMatchObject({
      code: 400,
      message: messages.outOfOrder,
    });
    expect((await progressOf(room))[1].isComplete).toBe(false);
  });

  it('khbm_list never returns the answer before the question is done, whatever is_answer says', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await room.api('save_qyxx', qyxxAnswer);
    for (const is_answer of [1, 0]) {
      const res = await room.api<TBwkpKhbmList>('khbm_list', { is_answer });
      expect(res.data).toEqual({ is_complete: false, kh_content: [] });
      expect(leaksNone(res, khbmValues)).toEqual([]);
    }
    // a flag that is not the number 0 or 1 is refused as a bad request, and tells nothing either
    for (const is_answer of ['1', true]) {
      const res = await room.api<TBwkpKhbmList>('khbm_list', { is_answer });
      expect(res.code).toBe(400);
      expect(leaksNone(res, khbmValues)).toEqual([]);
    }
  });

  it('a wrong row names its index and fields, never the expected values; missing rows are counted', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await room.api('save_qyxx', qyxxAnswer);
    const rows = [{ ...SAMPLE_KHBM[0], tax_num: '91310115MA1H8K2R6W', simple_code: 'XX' }];
    const res = await room.api('save_khbm', { kh_content: rows });
    expect(res).toMatchObject({
      code: 400,
      message: messages.wrongAnswer,
      data: { wrong: { rows: [{ index: 0, fields: ['simple_code', 'tax_num'] }], missing: [1], extra: [] } },
    });
    expect(
      leaksNone(res, [SAMPLE_KHBM[0].tax_num, SAMPLE_KHBM[0].simple_code, ...Object.values(SAMPLE_KHBM[1])]),
    ).toEqual([]);
    expect((await savedOf(room))?.khContent).toBeNull();
  });

  it('the right rows complete question 2; then khbm_list gives the model (1) and the saved work (0)', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await room.api('save_qyxx', qyxxAnswer);
    const res = await room.api<TBwkpStepResult>('save_khbm', { kh_content: SAMPLE_KHBM });
    expect(res).toMatchObject({ code: 200, message: messages.saveSucceeded });
    expect(res.data.progress[1].isComplete).toBe(true);
    const answer = await room.api<TBwkpKhbmList>('khbm_list', { is_answer: 1 });
    expect(answer.data).toEqual({ is_complete: true, kh_content: SAMPLE_KHBM });
    const saved = await room.api<TBwkpKhbmList>('khbm_list', { is_answer: 0 });
    expect(saved.data.kh_content).toEqual(SAMPLE_KHBM);
    expect(await room.api('save_khbm', { kh_content: SAMPLE_KHBM })).toMatchObject({
      code: 400,
      message: messages.alreadySubmitted,
    });
  });

  it('bad input answers the Chinese message and changes nothing', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await room.api('save_qyxx', qyxxAnswer);
    expect(await room.api('save_khbm', {})).toMatchObject({ code: 400, message: '请录入客户编码' });
    expect(await room.api('save_khbm', { kh_content: [] })).toMatchObject({ code: 400, message: '请录入客户编码' });
    expect(await room.api('save_khbm', { kh_content: 'x' })).toMatchObject({ code: 400 });
    expect((await progressOf(room))[1].isComplete).toBe(false);
  });
});

describe('question 3: goods codes', () => {
  it('goods_list leaks nothing before; wrong rows are named; a rate typed 13% equals 0.13', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await room.api('save_qyxx', qyxxAnswer);
    await room.api('save_khbm', { kh_content: SAMPLE_KHBM });
    const before = await room.api<TBwkpGoodsList>('goods_list', { is_answer: 1 });
    expect(before.data).toEqual({ is_complete: false, goods_content: [] });
    expect(leaksNone(before, goodsValues)).toEqual([]);

    const wrong = [SAMPLE_GOODS_CODES[0], { ...SAMPLE_GOODS_CODES[1], code: '3040201010000000000', units: '次' }];
    const res = await room.api('save_goods', { goods_content: wrong });
    expect(res).toMatchObject({ code: 400, data: { wrong: { rows: [{ index: 1, fields: ['code', 'units'] }] } } });
    expect(leaksNone(res, [SAMPLE_GOODS_CODES[1].code, SAMPLE_GOODS_CODES[1].units])).toEqual([]);

    const typed = SAMPLE_GOODS_CODES.map((row) => ({ ...row, tax_rate: `${Number(row.tax_rate) * 100}%` }));
    const ok = await room.api<TBwkpStepResult>('save_goods', { goods_content: typed });
    expect(ok).toMatchObject({ code: 200, message: messages.saveSucceeded });
    const answer = await room.api<TBwkpGoodsList>('goods_list', { is_answer: 1 });
    expect(answer.data.goods_content).toEqual(SAMPLE_GOODS_CODES);
  });
});
