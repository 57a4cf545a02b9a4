import type { TBwkpApplyResult, TBwkpInvoiceNum, TBwkpReadResult, TBwkpRoll, TPage } from '@sxpt/contract';
import { messages } from '@sxpt/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bwkpProgress, bwkpRolls } from '../src/db/schema';
import { createBwkpRoom, playUntil, SAMPLE_APPLY, SAMPLE_QYXX, type TBwkpRoom } from './support/bwkp-factories';
import { createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rollsOf(room: TBwkpRoom) {
  const [practice] = await t.db.select().from(bwkpProgress).where(eq(bwkpProgress.studentId, room.users.student.id));
  return t.db.select().from(bwkpRolls).where(eq(bwkpRolls.practiceId, practice.id));
}

describe('question 4: applying for and reading in invoice rolls', () => {
  it('refuses to apply before questions 1–3', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await playUntil(room, 2);
    expect(await room.api('add_fpsl', SAMPLE_APPLY[1])).toMatchObject({ code: 400, message: messages.outOfOrder });
  });

  it('grades the apply form, naming wrong fields; courier fields count only for courier delivery', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await playUntil(room, 3);
    const wrong = await room.api('add_fpsl', { ...SAMPLE_APPLY[1], apply_num: 20, shenling_zjh: '1' });
    expect(wrong).toMatchObject({
      code: 400,
      message: messages.wrongApplyInfo,
      data: { wrong: { fields: ['apply_num', 'shenling_zjh'] } },
    });
    expect(JSON.stringify(wrong)).not.toContain(SAMPLE_APPLY[1].shenling_zjh);
    const courier = await room.api('add_fpsl', { ...SAMPLE_APPLY[2], shenling_dztel: '' });
    expect(courier).toMatchObject({ code: 400, data: { wrong: { fields: ['shenling_dztel'] } } });
    expect(await rollsOf(room)).toHaveLength(0);
    // self pickup: the recipient fields are not graded
    const ok = await room.api<TBwkpApplyResult>('add_fpsl', { ...SAMPLE_APPLY[1], shenling_dztel: '随便' });
    expect(ok).toMatchObject({ code: 200, data: { total: 1 } });
  });

  it('creates a roll of apply_num numbers with the case code; applies once per kind', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await playUntil(room, 3);
    const first = await room.api<TBwkpApplyResult>('add_fpsl', SAMPLE_APPLY[1]);
    expect(first.code).toBe(200);
    expect(first.data.list).toHaveLength(1);
    const roll: TBwkpRoll = first.data.list[0];
    expect(roll).toMatchObject({ invoice_type: 1, invoice_code: SAMPLE_QYXX.pt_fpdm, apply_num: 25, is_read: 0 });
    expect(roll.start_num).toMatch(/^\d{8}$/);
    expect(Number(roll.end_num) - Number(roll.start_num)).toBe(24);
    expect(first.data.progress[3].items.map((item) => item.isComplete)).toEqual([true, false, false]);
    expect(await room.api('add_fpsl', SAMPLE_APPLY[1])).toMatchObject({ code: 400, message: messages.alreadyApplied });
    expect(await rollsOf(room)).toHaveLength(1);

    const list = await room.api<TPage<TBwkpRoll>>('fpsl_list');
    expect(list.data).toMatchObject({ total: 1, page: 1 });
  });

  it('reads in only after both applications; then gives the next number of each kind', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await playUntil(room, 3);
    await room.api('add_fpsl', SAMPLE_APPLY[1]);
    expect(await room.api('invoice_read')).toMatchObject({ code: 400, message: messages.applyFirst });
    expect(await room.api('invoice_num', { invoice_type: 1 })).toMatchObject({ code: 400, message: '请先读入发票！' });
    await room.api('add_fpsl', SAMPLE_APPLY[2]);
    const read = await room.api<TBwkpReadResult>('invoice_read');
    expect(read).toMatchObject({ code: 200, message: '发票读入成功！' });
    expect(read.data.list.map((row) => row.type_name)).toEqual(['北京增值税普通发票', '北京增值税专用发票']);
    expect(read.data.list.every((row) => row.limit === '99999.99' && row.count === 25)).toBe(true);
    expect(read.data.progress[3].isComplete).toBe(true);
    expect(await room.api('invoice_read')).toMatchObject({ code: 400, message: messages.alreadySubmitted });

    const rolls = await rollsOf(room);
    expect(rolls.every((roll) => roll.isRead)).toBe(true);
    const special = rolls.find((roll) => roll.invoiceType === 2);
    const next = await room.api<TBwkpInvoiceNum>('invoice_num', { invoice_type: 2 });
    expect(next.data).toEqual({ fp_dm: SAMPLE_QYXX.zy_fpdm, fp_num: String(special?.startNum).padStart(8, '0') });
  });

  it('says when a roll is used up', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await playUntil(room, 4);
    const [roll] = (await rollsOf(room)).filter((entry) => entry.invoiceType === 1);
    await t.db
      .update(bwkpRolls)
      .set({ nextNum: roll.endNum + 1 })
      .where(eq(bwkpRolls.id, roll.id));
    expect(await room.api('invoice_num', { invoice_type: 1 })).toMatchObject({
      code: 400,
      message: '该发票卷已用完，请申领新的发票！',
    });
  });

  it('bad input gets a Chinese message', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await playUntil(room, 3);
    expect(await room.api('add_fpsl', { ...SAMPLE_APPLY[1], invoice_zl: 3 })).toMatchObject({
      code: 400,
      message: '请选择发票种类',
    });
    expect(await room.api('add_fpsl', { ...SAMPLE_APPLY[1], apply_num: 0 })).toMatchObject({
      code: 400,
      message: '申领数量应大于0',
    });
    expect(await rollsOf(room)).toHaveLength(0);
  });
});
