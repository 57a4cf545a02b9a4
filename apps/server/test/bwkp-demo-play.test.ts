import type { TBwkpInvoice, TBwkpReadResult, TBwkpSubjectStatus } from '@sxpt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bwkpDemoCase } from '../src/seed/bwkp-demo-case';
import { bwkpDemoCaseSeed } from '../src/seed/bwkp-demo-seed';
import { createBwkpRoom, playQuestion, playUntil, type TBwkpRoom } from './support/bwkp-factories';
import { createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let room: TBwkpRoom;
beforeAll(async () => {
  t = await createTestApp();
  room = await createBwkpRoom(t.app, t.db, bwkpDemoCaseSeed());
});
afterAll(() => t.close());

describe('the demo case plays through the endpoints', () => {
  it('reads in the rolls of the case (广东, the case start numbers)', async () => {
    await playUntil(room, 3);
    for (const answer of room.seed.apply) expect((await room.api('add_fpsl', answer)).code).toBe(200);
    const read = await room.api<TBwkpReadResult>('invoice_read');
    expect(read.data.list.map((row) => [row.type_name, row.invoice_code, row.start_num])).toEqual(
      bwkpDemoCase.rolls.map((roll) => [
        `广东${roll.invoice_type === 1 ? '增值税普通发票' : '增值税专用发票'}`,
        roll.invoice_code,
        roll.start_num,
      ]),
    );
  });

  it('completes all 17 questions; the red invoices reverse the numbers the case foresaw', async () => {
    for (let sort = 5; sort <= 17; sort++) await playQuestion(room, sort);
    const status = await room.api<TBwkpSubjectStatus>('subject_status');
    expect(status.data.is_all_complete).toBe(true);
    const invoices = await room.api<{ list: TBwkpInvoice[] }>('get_invoice', { page_size: 200 });
    for (const subject of bwkpDemoCase.subjects.filter((entry) => entry.red !== undefined)) {
      const red = invoices.data.list.find(
        (invoice) => invoice.subject_id === room.subjectIds[subject.sort] && invoice.invoice_status === 2,
      );
      expect(red, `question ${subject.sort}`).toMatchObject({
        y_invoice_code: subject.red?.y_invoice_code,
        y_invoice_num: subject.red?.y_invoice_num,
      });
    }
  });
});
