import type {
  TBwkpInvoiceResult,
  TBwkpRedForm,
  TBwkpRedFormResult,
  TBwkpRedSubjectData,
  TBwkpStepResult,
  TPage,
} from '@sxpt/contract';
import { bwkpMessages, checkHzxxbNumber, messages } from '@sxpt/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bwkpInvoices, bwkpSubjects } from '../src/db/schema';
import { createBwkpRoom, invoiceBody, invoiceOf, playUntil, type TBwkpRoom } from './support/bwkp-factories';
import { createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function zfStatusOf(id: number) {
  const [row] = await t.db.select().from(bwkpInvoices).where(eq(bwkpInvoices.id, id));
  return row.zfStatus;
}

describe('void (zf_fp) and question 10', () => {
  let room: TBwkpRoom;
  beforeAll(async () => {
    room = await createBwkpRoom(t.app, t.db);
    await playUntil(room, 9);
  });

  it('needs a selected invoice of the student', async () => {
    expect(await room.api('zf_fp', {})).toMatchObject({ code: 400, message: messages.selectInvoiceToVoid });
    expect(await room.api('zf_fp', { invocie_id: 999_999 })).toMatchObject({
      code: 400,
      message: messages.selectInvoiceToVoid,
    });
  });

  it('re-issue (10.2) is refused before the void (请先完成发票作废！)', async () => {
    expect(await room.api('save_fp', invoiceBody(room, 10))).toMatchObject({ code: 400, message: messages.voidFirst });
  });

  it('refuses to void the blue invoice a red question still needs', async () => {
    const blue = await invoiceOf(room, 5);
    expect(await room.api('zf_fp', { invocie_id: blue.id })).toMatchObject({
      code: 400,
      message: '该发票是后续红字发票题目对应的正数发票，不能作废！',
    });
    expect(await zfStatusOf(blue.id)).toBe(0);
  });

  it('refuses an invoice of an earlier month (only this month may be voided)', async () => {
    const other = await invoiceOf(room, 7);
    await t.db
      .update(bwkpInvoices)
      .set({ kpTime: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(bwkpInvoices.id, other.id));
    expect(await room.api('zf_fp', { invocie_id: other.id })).toMatchObject({
      code: 400,
      message: bwkpMessages.voidCrossMonth,
    });
    await t.db.update(bwkpInvoices).set({ kpTime: new Date() }).where(eq(bwkpInvoices.id, other.id));
  });

  it('voiding the target of question 10 completes 10.1; voiding again is refused; then the re-issue', async () => {
    const target = await invoiceOf(room, 9);
    const res = await room.api<TBwkpInvoiceResult>('zf_fp', { invocie_id: target.id });
    expect(res).toMatchObject({ code: 200, message: '发票作废成功！', data: { invoice: { zf_status: 2, void: 2 } } });
    expect(res.data.progress[9].items).toEqual([
      { answerItemId: 10.1, isComplete: true },
      { answerItemId: 10.2, isComplete: false },
    ]);
    expect(await zfStatusOf(target.id)).toBe(2);
    expect(await room.api('zf_fp', { invocie_id: target.id })).toMatchObject({
      code: 400,
      message: messages.invoiceAlreadyVoided,
    });
    const reissue = await room.api<TBwkpInvoiceResult>('save_fp', invoiceBody(room, 10));
    expect(reissue.code).toBe(200);
    expect(reissue.data.invoice.total_price).toBe('25750.00');
    expect(reissue.data.progress[9].isComplete).toBe(true);
  });

  it('another invoice may be voided without touching the progress', async () => {
    const other = await invoiceOf(room, 8);
    const res = await room.api<TBwkpStepResult>('zf_fp', { invocie_id: other.id });
    expect(res.code).toBe(200);
    expect(res.data.progress[7].isComplete).toBe(true);
  });
});

describe('red-letter ordinary invoice (question 12)', () => {
  it('verifies the blue code and number (12.1) before the red data and the red invoice', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await playUntil(room, 11);
    const blue = await invoiceOf(room, 5);
    const subject_id = room.subjectIds[12];
    expect(await room.api('kj_hzfp', { subject_id })).toMatchObject({ code: 400, message: messages.prerequisiteFirst });
    expect(await room.api('save_fp', invoiceBody(room, 12))).toMatchObject({
      code: 400,
      message: messages.prerequisiteFirst,
    });
    const wrong = await room.api('hongzi_hx', { fpdm: blue.invoice_code, fphm: '00000000' });
    expect(wrong).toMatchObject({
      code: 400,
      message: messages.wrongInvoiceCodeOrNumber,
      data: { wrong: { fields: ['fphm'] } },
    });
    expect(JSON.stringify(wrong)).not.toContain(blue.invoice_num);
    const ok = await room.api<TBwkpStepResult>('hongzi_hx', { fpdm: ` ${blue.invoice_code} `, fphm: blue.invoice_num });
    expect(ok.code).toBe(200);
    expect(await room.api('hongzi_hx', { fpdm: blue.invoice_code, fphm: blue.invoice_num })).toMatchObject({
      code: 400,
      message: messages.alreadySubmitted,
    });
    const data = await room.api<TBwkpRedSubjectData>('kj_hzfp', { subject_id });
    expect(data.data).toMatchObject({
      y_invoice_code: blue.invoice_code,
      y_invoice_num: blue.invoice_num,
      kh_data: { kh_name: '上海明德教育科技有限公司' },
      remark: `对应正数发票代码:${blue.invoice_code}号码:${blue.invoice_num}`,
    });
    expect(data.data.goods_data.map((line) => line.money)).toEqual(['2260.00', '1695.00']);
    expect((await room.api('save_fp', invoiceBody(room, 12))).code).toBe(200);
    // the blue invoice is now red-flushed: it can no longer be voided
    expect(await room.api('zf_fp', { invocie_id: blue.id })).toMatchObject({
      code: 400,
      message: bwkpMessages.voidRedFlushed,
    });
  });
});

describe('red-letter special invoice (question 14): form, preview, save, upload, download, import', () => {
  it('takes the steps in order with the spec messages', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await playUntil(room, 13);
    const blue = await invoiceOf(room, 6);
    const ref = { sqfs: 2, fpdm: blue.invoice_code, fphm: blue.invoice_num };

    expect(await room.api('hzyl')).toMatchObject({ code: 400, message: messages.prerequisiteFirst });
    expect(await room.api('hzxz')).toMatchObject({ code: 400, message: messages.prerequisiteFirst });
    expect(await room.api('save_fp', invoiceBody(room, 14))).toMatchObject({
      code: 400,
      message: messages.redLetterDownloadFirst,
    });
    expect(await room.api('hztk', { ...ref, fpdm: '1100194131' })).toMatchObject({
      code: 400,
      message: messages.wrongInvoiceCodeOrNumber,
    });
    // the case asks for the seller's application: the buyer's is a wrong answer naming only sqfs
    await t.db
      .update(bwkpSubjects)
      .set({ red: sql`${bwkpSubjects.red} || '{"sqfs": 2}'::jsonb` })
      .where(and(eq(bwkpSubjects.caseId, room.caseId), eq(bwkpSubjects.sort, 14)));
    expect(await room.api('hztk', { ...ref, sqfs: 1 })).toMatchObject({
      code: 400,
      message: messages.wrongAnswer,
      data: { wrong: { fields: ['sqfs'] } },
    });

    const filled = await room.api<TBwkpRedFormResult>('hztk', ref);
    expect(filled.data.form).toMatchObject({
      status: 'filled',
      number: '',
      total_amount: '-6900.00',
      tax_amount: '-897.00',
    });
    expect(filled.data.form.lines[0]).toMatchObject({ goods_num: '-3', money: '-7797.00' });
    expect(await room.api('hztk', ref)).toMatchObject({ code: 400, message: messages.redLetterAlreadyDone });
    expect(await room.api('hzxxb', { action: 'save' })).toMatchObject({
      code: 400,
      message: messages.prerequisiteFirst,
    });

    expect((await room.api<TBwkpRedFormResult>('hzyl')).data.form.status).toBe('confirmed');
    expect(await room.api('hzxxb', { action: 'upload' })).toMatchObject({
      code: 400,
      message: messages.saveRedLetterForm,
    });
    const saved = await room.api<TBwkpRedFormResult>('hzxxb', { action: 'save' });
    expect(saved).toMatchObject({ code: 200, message: messages.redLetterSavedUpload });
    expect(checkHzxxbNumber(saved.data.form.number)).toBe(true);
    const savedAgain = await room.api<TBwkpRedFormResult>('hzxxb', { action: 'save' });
    expect(savedAgain.data.form.number).toBe(saved.data.form.number);
    expect(await room.api('hzxz')).toMatchObject({ code: 400, message: messages.prerequisiteFirst });
    const uploaded = await room.api<TBwkpRedFormResult>('hzxxb', { action: 'upload' });
    expect(uploaded).toMatchObject({
      code: 200,
      message: messages.reviewPassed,
      data: { form: { status: 'approved' } },
    });
    expect(await room.api('hzxxb', { action: 'upload' })).toMatchObject({
      code: 400,
      message: messages.redLetterAlreadyDone,
    });
    expect(await room.api('save_fp', invoiceBody(room, 14))).toMatchObject({
      code: 400,
      message: messages.redLetterDownloadFirst,
    });
    const downloaded = await room.api<TBwkpRedFormResult>('hzxz');
    expect(downloaded).toMatchObject({ code: 200, message: messages.downloadSucceeded });
    expect(downloaded.data.progress[13].items.map((item) => item.isComplete)).toEqual([true, true, true, true, false]);

    const data = await room.api<TBwkpRedSubjectData>('kj_hzfp', { subject_id: room.subjectIds[14] });
    expect(data.data).toMatchObject({ notic_no: saved.data.form.number, y_invoice_num: blue.invoice_num });
    const red = await room.api<TBwkpInvoiceResult>('save_fp', invoiceBody(room, 14));
    expect(red.data.invoice).toMatchObject({
      invoice_status: 2,
      notic_no: saved.data.form.number,
      total_price: '-7797.00',
      remark: `开具红字增值税专用发票信息表编号${saved.data.form.number}`,
    });
    expect(await room.api('save_fp', invoiceBody(room, 14))).toMatchObject({
      code: 400,
      message: messages.redLetterAlreadyDone,
    });
    const forms = await room.api<TPage<TBwkpRedForm>>('hzcx');
    expect(forms.data).toMatchObject({
      total: 1,
      list: [{ status: 'downloaded', blue_invoice_num: blue.invoice_num }],
    });
  });
});
