// The once-per-question writes of the invoicing simulator are one statement each, guarded by the practice's
// revision: a double click or two tabs never write twice, and the later call answers the rules' own message.

import { bwkpServerMessages } from '@sxpt/contract';
import { messages } from '@sxpt/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bwkpRolls, bwkpSavedCodes } from '../src/db/schema';
import { createBwkpRoom, playUntil, type TBwkpRoom } from './support/bwkp-factories';
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
});
