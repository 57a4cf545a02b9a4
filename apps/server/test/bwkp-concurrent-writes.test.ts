// The once-per-question writes of the invoicing simulator are one statement each, guarded by the practice's
// revision: a double click or two tabs never write twice, and the later call answers the rules' own message.

import { bwkpServerMessages } from '@sxpt/contract';
import { messages } from '@sxpt/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bwkpInvoices, bwkpRedForms, bwkpRolls, bwkpSavedCodes } from '../src/db/schema';
import { createBwkpRoom, invoiceBody, invoiceOf, playUntil, type TBwkpRoom } from './support/bwkp-factories';
import { createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let room: TBwkpRoom;
beforeAll(async () => {
  t = await createTestApp();
  room = await createBwkpRoom(t.app, t.db);
  await playUntil(room, 1);
});
afterAll(() => t.close());

describe('concurrent once-per-question writes', () => {
  it('three identical save_khbm at once: one is saved, the others answer 该题已做', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => room.api('save_khbm', { kh_content: room.seed.customers })));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    for (const answer of answers.filter((entry) => entry.code !== 200)) {
      expect([messages.alreadySubmitted, bwkpServerMessages.saveConflict]).toContain(answer.message);
    }
    const saved = await t.db.select().from(bwkpSavedCodes);
    expect(saved).toHaveLength(1);
    expect(saved[0].khContent).toEqual(room.seed.customers);
  });

  it('two applications of the same kind at once make one roll', async () => {
    await playUntil(room, 3, 3);
    const [ordinary] = room.seed.apply;
    const answers = await Promise.all([1, 2].map(() => room.api('add_fpsl', ordinary)));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    const practiceId = (await t.db.select().from(bwkpSavedCodes))[0].practiceId;
    const rolls = await t.db.select().from(bwkpRolls).where(eq(bwkpRolls.practiceId, practiceId));
    expect(rolls.map((roll) => roll.invoiceType)).toEqual([1]);
  });

  it('read-in twice at once reads every roll once', async () => {
    expect((await room.api('add_fpsl', room.seed.apply[1])).code).toBe(200);
    const answers = await Promise.all([1, 2].map(() => room.api<{ list: unknown[] }>('invoice_read')));
    const accepted = answers.filter((answer) => answer.code === 200);
    expect(accepted).toHaveLength(1);
    expect(accepted[0].data.list).toHaveLength(2);
    const rolls = await t.db.select().from(bwkpRolls);
    expect(rolls.every((roll) => roll.isRead && roll.readAt !== null)).toBe(true);
  });

  it('two voids of the same invoice at once: one voids it, the other is refused', async () => {
    await playUntil(room, 9, 5);
    const target = await invoiceOf(room, 9);
    const answers = await Promise.all([1, 2].map(() => room.api('zf_fp', { invocie_id: target.id })));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    const [voided] = await t.db.select().from(bwkpInvoices).where(eq(bwkpInvoices.id, target.id));
    expect(voided.zfStatus).toBe(2);
    expect(voided.voidTime).not.toBeNull();
  });

  it('the red form’s save twice at once numbers it once; upload twice at once approves it once', async () => {
    // question 10's void was the test above; its reissue and questions 11–13
    expect((await room.api('save_fp', invoiceBody(room, 10))).code).toBe(200);
    await playUntil(room, 13, 11);
    const blue = await invoiceOf(room, room.blueSorts[14] ?? 0);
    expect((await room.api('hztk', { sqfs: 2, fpdm: blue.invoice_code, fphm: blue.invoice_num })).code).toBe(200);
    expect((await room.api('hzyl')).code).toBe(200);
    const saves = await Promise.all(
      [1, 2].map(() => room.api<{ form: { number: string } }>('hzxxb', { action: 'save' })),
    );
    expect(saves.every((answer) => answer.code === 200)).toBe(true);
    expect(saves[0].data.form.number).toMatch(/^\d{16}$/);
    expect(saves[1].data.form.number).toBe(saves[0].data.form.number);
    const uploads = await Promise.all([1, 2].map(() => room.api('hzxxb', { action: 'upload' })));
    expect(uploads.filter((answer) => answer.code === 200)).toHaveLength(1);
    const forms = await t.db.select().from(bwkpRedForms);
    expect(forms.map((form) => form.status)).toEqual(['approved']);
  });
});
