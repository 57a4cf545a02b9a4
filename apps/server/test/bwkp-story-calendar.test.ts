// Issue 15 through the endpoints, on the seeded demo case: the simulated client lives on the story's calendar
// (each question's business date, not the day of practice), the 建筑服务 remark is graded and stored, and the
// red-letter information form number has the real 16-digit layout.
import type { TBwkpInvoice, TBwkpRedFormResult, TBwkpSubjectDetail, TBwkpSubjectListItem } from '@sxpt/contract';
import { bwkpMessages, checkHzxxbNumber, messages, shanghaiMonth } from '@sxpt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionOf } from '../src/modules/bwkp/red-service';
import { bwkpDemoCase } from '../src/seed/bwkp-demo-case';
import { bwkpDemoCaseSeed } from '../src/seed/bwkp-demo-seed';
import { COMPANY } from '../src/seed/story';
import {
  createBwkpRoom,
  invoiceBody,
  invoiceOf,
  playQuestion,
  playUntil,
  type TBwkpRoom,
} from './support/bwkp-factories';
import { createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let room: TBwkpRoom;
beforeAll(async () => {
  t = await createTestApp();
  room = await createBwkpRoom(t.app, t.db, bwkpDemoCaseSeed());
});
afterAll(() => t.close());

const dateOf = (sort: number) => bwkpDemoCase.subjects[sort - 1].business_date;

/** The day of a stored moment in Asia/Shanghai. */
function shanghaiDay(iso: string): string {
  return new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

async function invoices(): Promise<TBwkpInvoice[]> {
  return (await room.api<{ list: TBwkpInvoice[] }>('get_invoice', { page_size: 200 })).data.list;
}

describe('the simulated client runs on the story’s calendar', () => {
  it('subject_list gives every question its business date, in 2026', async () => {
    const list = await room.api<TBwkpSubjectListItem[]>('subject_list');
    expect(list.data.map((subject) => subject.business_date)).toEqual(
      bwkpDemoCase.subjects.map((s) => s.business_date),
    );
    for (const subject of list.data) expect(subject.business_date).toMatch(/^2026-0[5-7]-\d{2}$/);
  });

  it('an invoice’s 开票日期 is its question’s business date, not today', async () => {
    await playUntil(room, 8);
    // the rolls were read in on question 4's date
    const rolls = await room.api<{ list: { read_at: string | null }[] }>('fpsl_list', { page_size: 10 });
    expect(rolls.data.list.map((roll) => shanghaiDay(roll.read_at ?? ''))).toEqual([dateOf(4), dateOf(4)]);
    for (const sort of [5, 6, 7, 8]) {
      const invoice = (await invoices()).find((row) => row.subject_id === room.subjectIds[sort]);
      expect(invoice, `question ${sort}`).toBeDefined();
      expect(shanghaiDay(invoice?.kp_time ?? ''), `question ${sort}`).toBe(dateOf(sort));
    }
  });
});

describe('建筑服务: the remark the question asks for is graded and stored (questions 9 and 10)', () => {
  it('a question 9 invoice without the place and project is refused, names the remark, and issues nothing', async () => {
    const before = (await invoices()).length;
    const body = invoiceBody(room, 9);
    for (const remark of [undefined, '', '广州市天河区', '智明实验学校多媒体教室投影设备安装工程']) {
      const res = await room.api('save_fp', { ...body, remark });
      expect(res, String(remark)).toMatchObject({
        code: 400,
        message: messages.wrongAnswer,
        data: { wrong: { remark: true } },
      });
    }
    expect(await invoices()).toHaveLength(before);
  });

  it('with the remark the invoice is issued and keeps what the clerk wrote', async () => {
    const remark = '建筑服务发生地：广州市天河区；项目名称：智明实验学校多媒体教室投影设备安装工程';
    const res = await room.api('save_fp', { ...invoiceBody(room, 9), remark });
    expect(res.code).toBe(200);
    const blue = (await invoices()).find((row) => row.subject_id === room.subjectIds[9]);
    expect(blue?.remark).toBe(remark);
    expect(shanghaiDay(blue?.kp_time ?? '')).toBe('2026-05-20');
    const detail = await room.api<TBwkpSubjectDetail>('subject_detail', { subject_id: room.subjectIds[9] });
    expect(detail.data).toMatchObject({
      business_date: '2026-05-20',
      remark: '广州市天河区；智明实验学校多媒体教室投影设备安装工程',
    });
  });

  it('question 10’s model remark stays hidden until it is done', async () => {
    const detail = await room.api<TBwkpSubjectDetail>('subject_detail', { subject_id: room.subjectIds[10] });
    expect(detail.data.remark).toBe('');
  });

  it('the void of question 10 (21 May) is in the month of issue (20 May) and is allowed; the reissue needs the remark too', async () => {
    await playQuestion(room, 10);
    const voided = (await invoices()).find((row) => row.subject_id === room.subjectIds[9] && row.zf_status === 2);
    expect(voided).toBeDefined();
    const reissued = (await invoices()).filter((row) => row.subject_id === room.subjectIds[10]);
    expect(reissued.map((row) => shanghaiDay(row.kp_time))).toEqual(['2026-05-21']);
    expect(reissued[0].remark).toContain('智明实验学校多媒体教室投影设备安装工程');
  });
});

describe('voids follow the story’s months', () => {
  it('at question 12 (4 June) a May invoice can no longer be voided: only a red invoice reverses it', async () => {
    await playQuestion(room, 11);
    const may = await invoiceOf(room, 7);
    const res = await room.api('zf_fp', { invocie_id: may.id });
    expect(res).toMatchObject({ code: 400, message: bwkpMessages.voidCrossMonth });
  });
});

describe('the red-letter information form number (question 14)', () => {
  it('is the seller’s region, the year and month of the application, a serial and the check digit', async () => {
    await playUntil(room, 13, 12);
    const blue = await invoiceOf(room, 6);
    expect((await room.api('hztk', { sqfs: 2, fpdm: blue.invoice_code, fphm: blue.invoice_num })).code).toBe(200);
    expect((await room.api('hzyl')).code).toBe(200);
    const saved = await room.api<TBwkpRedFormResult>('hzxxb', { action: 'save' });
    expect(saved.code).toBe(200);
    const number = saved.data.form.number;
    expect(number).toHaveLength(16);
    expect(number.slice(0, 6)).toBe(COMPANY.regionCode);
    expect(number.slice(6, 10)).toBe('2606');
    expect(checkHzxxbNumber(number)).toBe(true);
    // 填开日期 is the question's business date
    expect(shanghaiDay(saved.data.form.saved_at ?? '')).toBe(dateOf(14));
    expect(shanghaiMonth(saved.data.form.saved_at ?? '')).toBe('2026-06');
  });
});

describe('the region a form number starts with', () => {
  it.each([
    ['91440106MA5CQ8T480', '440106'],
    ['440106123456789', '440106'],
    ['44010612345678901X', '010612'],
    ['X4010612345678', '000000'],
  ])('%s → %s', (taxpayerId, region) => {
    expect(regionOf(taxpayerId)).toBe(region);
  });
});
