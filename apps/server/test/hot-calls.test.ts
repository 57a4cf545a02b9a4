// The shape of a hot call (ARCHITECTURE.md): the session user from the process cache, then one statement that
// checks the working context and reads or writes the work; a save that must be serialised adds at most one more.
// These counts are the contract every new practice area copies: a change that adds a round trip fails here.
import type { TEnvelope } from '@sxpt/contract';
import { messages } from '@sxpt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baoshuiApi, createTaxRoom } from './support/baoshui-factories';
import {
  bwkpApi,
  createBwkpRoom,
  invoiceBody,
  playUntil,
  type TBwkpApi,
  type TBwkpRoom,
} from './support/bwkp-factories';
import { createLedgerRoom, lxApi, SMALL_CASE } from './support/ledger-factories';
import { statementsOf } from './support/statement-counter';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let room: TBwkpRoom;
beforeAll(async () => {
  t = await createTestApp({ sessionCacheMs: 60_000 });
  room = await createBwkpRoom(t.app, t.db);
  await playUntil(room, 4);
});
afterAll(() => t.close());

const student = () => room.tokens.student;
const courseBody = () => ({ class_id: room.klass.id, resource_id: room.resource.id });

/** The statements of a call once its caches are warm (a first call of the same kind warmed them). */
async function countWarm(send: () => Promise<{ code: number; message: string }>, expectCode = 200) {
  await send();
  let answer: { code: number; message: string } = { code: 0, message: '' };
  const sent = await statementsOf(async () => {
    answer = await send();
  });
  expect(answer.code, answer.message).toBe(expectCode);
  return { sent, answer };
}

describe('hot calls: at most two statements each, the session from the cache', () => {
  it('/student/classes/list: one statement', async () => {
    const { sent } = await countWarm(() => call(t.app, '/student/classes/list', {}, student()));
    expect(sent).toHaveLength(1);
  });

  it('/student/course/course_view: one statement', async () => {
    const { sent } = await countWarm(() => call(t.app, '/student/course/course_view', courseBody(), student()));
    expect(sent).toHaveLength(1);
  });

  it('/student/bwkp/subject_detail: one statement', async () => {
    const { sent } = await countWarm(() => room.api('subject_detail', { subject_id: room.subjectIds[5] }));
    expect(sent).toHaveLength(1);
  });

  it('/student/bwkp/save_fp refused as a wrong answer: two statements (read and grade, then the try recorded)', async () => {
    const wrong = { ...invoiceBody(room, 5), kh_name: '不是这家公司' };
    const { sent, answer } = await countWarm(() => room.api('save_fp', wrong), 400);
    expect(answer.message).toBe(messages.wrongAnswer);
    expect(sent).toHaveLength(2);
  });

  it('/student/bwkp/save_fp accepted: two statements (read and grade, then one write)', async () => {
    await room.api('subject_detail', { subject_id: room.subjectIds[5] });
    let code = 0;
    const sent = await statementsOf(async () => {
      code = (await room.api('save_fp', invoiceBody(room, 5))).code;
    });
    expect(code).toBe(200);
    expect(sent).toHaveLength(2);
  });

  it('/student/bwkp/save_fp repeated: one statement', async () => {
    const { sent, answer } = await countWarm(() => room.api('save_fp', invoiceBody(room, 5)), 400);
    expect(answer.message).toBe(messages.alreadySubmitted);
    expect(sent).toHaveLength(1);
  });
});

describe('the invoicing simulator’s once-per-question writes: two statements each (read, then one write)', () => {
  let fresh: TBwkpRoom;
  beforeAll(async () => {
    fresh = await createBwkpRoom(t.app, t.db);
  });

  /** The statements of an accepted call, after a refused one of the same kind warmed the case caches. */
  async function countAccepted(name: string, wrong: object | null, right: object = {}) {
    if (wrong !== null) expect((await fresh.api(name, { ...right, ...wrong })).code).toBe(400);
    let answer = { code: 0, message: '' };
    const sent = await statementsOf(async () => {
      answer = await fresh.api(name, right);
    });
    expect(answer.code, answer.message).toBe(200);
    return sent;
  }

  it('save_qyxx, save_khbm, save_goods', async () => {
    const { pt_fpdm: _pt, zy_fpdm: _zy, province: _province, ...company } = fresh.seed.qyxx;
    expect(await countAccepted('save_qyxx', { nsr_mc: '别的公司' }, company)).toHaveLength(2);
    const customers = fresh.seed.customers;
    const wrongCustomers = [{ ...customers[0], kh_name: '别的客户' }, ...customers.slice(1)];
    expect(await countAccepted('save_khbm', { kh_content: wrongCustomers }, { kh_content: customers })).toHaveLength(2);
    const goods = fresh.seed.goods;
    const wrongGoods = [{ ...goods[0], units: '吨' }, ...goods.slice(1)];
    expect(await countAccepted('save_goods', { goods_content: wrongGoods }, { goods_content: goods })).toHaveLength(2);
  });

  it('add_fpsl (both kinds) and invoice_read', async () => {
    for (const answer of fresh.seed.apply) {
      expect(await countAccepted('add_fpsl', { shenling_slr: '别人' }, answer)).toHaveLength(2);
    }
    // the client has the question list before it reads in (the read-in time is the question's business date)
    await fresh.api('subject_list');
    expect(await countAccepted('invoice_read', null)).toHaveLength(2);
  });

  it('chaobao (report, question 17) and the confirm-submit', async () => {
    await playUntil(fresh, 16, 5);
    expect(await countAccepted('chaobao', null, { action: 'report' })).toHaveLength(2);
    expect(await countAccepted('submit', null)).toHaveLength(2);
  });
});

describe('every invoicing call of a whole practice: at most two statements', () => {
  it('a second student plays all 17 questions and reads every list: no call sends more than two', async () => {
    const played = await createBwkpRoom(t.app, t.db);
    // the first student's play warms the case caches, as a class's first students do
    await playUntil(played, 17);
    const classmate = bwkpApi(t.app, played.tokens.classmate, played.context);
    // the first call creates the classmate's practice row (once per practice)
    await classmate('subject_list');
    const counts: { name: string; sent: number; code: number }[] = [];
    const counting = (async (name: string, body?: object) => {
      let answer = { code: 0, message: '' } as Awaited<ReturnType<TBwkpApi>>;
      const sent = await statementsOf(async () => {
        answer = await classmate(name, body);
      });
      counts.push({ name, sent: sent.length, code: answer.code });
      return answer;
    }) as TBwkpApi;
    await playUntil(played, 17, 1, counting);
    const red12 = played.subjectIds[12];
    const red14 = played.subjectIds[14];
    for (const [name, body] of [
      ['subject_list', {}],
      ['subject_status', {}],
      ['subject_detail', { subject_id: red12 }],
      ['subject_detail', { subject_id: red14 }],
      ['kj_hzfp', { subject_id: red12 }],
      ['kj_hzfp', { subject_id: red14 }],
      ['get_invoice', { page_size: 200 }],
      ['get_invoice', { zf_status: 2, keyword: played.seed.customers[0].kh_name.slice(0, 2) }],
      ['hzcx', {}],
      ['qyxx_detail', {}],
      ['khbm_list', {}],
      ['goods_list', {}],
      ['fpsl_list', {}],
    ] as const) {
      expect((await counting(name, body)).code, name).toBe(200);
    }
    expect(counts.filter((entry) => entry.code === 200).length).toBeGreaterThan(30);
    expect(counts.filter((entry) => entry.sent > 2)).toEqual([]);
  });
});

describe('the tax bureau: every call of a filing at most two statements', () => {
  it('a student files, saves every form, fails and passes 申报 and pays: no call sends more than two', async () => {
    const filing = await createTaxRoom(t.app, t.db);
    // the first student's filing warms the case cache and makes the tax set (set_taxes writes once per practice)
    const [first] = (await filing.api<{ id: number }[]>('set_taxes')).data;
    await filing.api('report_detail', { taxes_id: first.id, report_id: 8 });
    const classmate = baoshuiApi(t.app, filing.tokens.classmate, filing.context);
    await classmate('set_taxes');
    const counts: { name: string; sent: number; code: number }[] = [];
    const counting = async <T>(name: string, body: object = {}) => {
      let answer = { code: 0, message: '', data: null } as Awaited<ReturnType<typeof classmate<T>>>;
      const sent = await statementsOf(async () => {
        answer = await classmate<T>(name, body);
      });
      counts.push({ name, sent: sent.length, code: answer.code });
      return answer;
    };
    const [item] = (await counting<{ id: number }[]>('taxes_list')).data;
    const taxes = { taxes_id: item.id };
    await counting('course_detail');
    await counting('report_list', taxes);
    await counting('report_detail', { ...taxes, report_id: 8 });
    const answer = filing.seed.items[0].answer;
    for (const [reportId, code] of [
      [8, 'xgm_main'],
      [10, 'xgm_fjs'],
    ] as const) {
      await counting('save_answer', { ...taxes, report_id: reportId, invoice_data: answer[code] });
    }
    await counting('declare', taxes);
    await counting('save_answer', { ...taxes, report_id: 11, invoice_data: answer.xgm_jmb });
    await counting('report_delete', { ...taxes, report_id: 11 });
    await counting('save_answer', { ...taxes, report_id: 11, invoice_data: answer.xgm_jmb });
    await counting('declare', taxes);
    await counting('pay', { taxes_ids: [item.id], card_number: filing.seed.accounts[0].cardNumber });
    expect(counts.filter((entry) => entry.code !== 200)).toEqual([]);
    expect(counts.filter((entry) => entry.sent > 2)).toEqual([]);
    expect(counts.find((entry) => entry.name === 'save_answer')?.sent).toBe(2);
  });
});

describe('the real-ledger exercise: every call of a month at most two statements', () => {
  it('a student records, audits and posts vouchers, reads the books, closes and fills a statement', async () => {
    const books = await createLedgerRoom(t.app, t.db);
    // the first student warms the case cache
    await books.api.get('get_exercise_list');
    const classmate = lxApi(t.app, books.tokens.classmate, books.context);
    const counts: { name: string; sent: number; code: number }[] = [];
    const counting = async <T>(name: string, send: () => Promise<TEnvelope<T>>) => {
      let answer = { code: 0, message: '', data: null } as TEnvelope<T>;
      const sent = await statementsOf(async () => {
        answer = await send();
      });
      counts.push({ name, sent: sent.length, code: answer.code });
      return answer;
    };
    await counting('get_exercise_list', () => classmate.get('get_exercise_list'));
    await counting('get_exercise', () => classmate.get('get_exercise', { item_id: 1 }));
    for (const item of SMALL_CASE.items) {
      await counting('set_answer', () =>
        classmate.post('set_answer', {
          item_id: item.id,
          word: '记',
          date: item.date,
          attachments: item.vouchers[0].attachments,
          lines: item.vouchers[0].lines,
        }),
      );
    }
    const vouchers = await counting<{ id: number }[]>('get_voucher', () => classmate.get('get_voucher'));
    const ids = vouchers.data.map((v) => v.id);
    await counting('voucher_action', () => classmate.post('voucher_action', { voucher_ids: ids, action: 'audit' }));
    await counting('voucher_action', () => classmate.post('voucher_action', { voucher_ids: ids, action: 'post' }));
    await counting('general', () => classmate.get('general'));
    await counting('ledger', () => classmate.get('ledger', { account: '100201', daily: '1' }));
    await counting('balance', () => classmate.get('balance'));
    await counting('aux_balance', () => classmate.get('aux_balance'));
    await counting('report_list', () => classmate.get('report_list'));
    await counting('set_report', () => classmate.post('set_report', { type: 0, data: { '1': ['416870.00', null] } }));
    await counting('report_balance', () => classmate.get('report_balance'));
    await counting('settle', () => classmate.post('settle', { action: 'close' }));
    await counting('report_answer', () => classmate.get('report_answer', { type: '1' }));
    expect(counts.filter((entry) => entry.code !== 200)).toEqual([]);
    expect(counts.filter((entry) => entry.sent > 2)).toEqual([]);
    expect(counts.find((entry) => entry.name === 'set_answer')?.sent).toBe(2);
    expect(counts.find((entry) => entry.name === 'balance')?.sent).toBe(1);
  });
});
