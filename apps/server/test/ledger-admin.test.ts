import type { TLxCaseCheck, TLxCaseRow, TPage } from '@sxpt/contract';
import type { TLedgerCase } from '@sxpt/domain';
import { SUITONG_2026_06_EXPECTED, SUITONG_2026_06_LEDGER } from '@sxpt/domain/cases';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCases } from '../src/db/schema';
import { createUser, signIn } from './support/factories';
import { createLedgerRoom, SMALL_CASE } from './support/ledger-factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let acc5 = '';
let teacher = '';
beforeAll(async () => {
  t = await createTestApp();
  acc5 = await signIn(t.app, await createUser(t.db, { role: 0 }));
  teacher = await signIn(t.app, await createUser(t.db, { role: 2 }));
});
afterAll(() => t.close());

const api = <T = unknown>(name: string, body: object = {}, token = acc5) =>
  call<T>(t.app, `/admin/lx/${name}`, body, token);

type TSaved = { id: number; status: number } & TLxCaseCheck;

const brokenCase = (): TLedgerCase => ({
  ...SMALL_CASE,
  items: SMALL_CASE.items.map((item) =>
    item.id === 2 ? { ...item, vouchers: [{ attachments: 2, lines: item.vouchers[0].lines.slice(0, 2) }] } : item,
  ),
});

describe('acc5 authors real-ledger cases', () => {
  it('checks a case and draws its model statements with the engine', async () => {
    const checked = await api<TLxCaseCheck>('case_check', { data: SUITONG_2026_06_LEDGER });
    expect(checked.data.problems).toEqual([]);
    const balance = checked.data.statements.find((s) => s.type === 0);
    expect(balance?.lines.find((l) => l.line === 30)?.values).toEqual(['1703152.60', '1598000.00']);
    const income = checked.data.statements.find((s) => s.type === 1);
    expect(income?.lines.find((l) => l.line === 32)?.values[1]).toBe(
      SUITONG_2026_06_EXPECTED.incomeStatement.find((l) => l.line === 32)?.month,
    );
  });

  it('saves a draft with its problems named, refuses to enable it, and enables it once right', async () => {
    const saved = await api<TSaved>('case_save', { name: '小案例（测试）', data: brokenCase() });
    expect(saved.code).toBe(200);
    expect(saved.message).toBe('保存成功，案例有1处问题，修改前不能启用（已停用）');
    expect(saved.data.problems).toEqual(['业务2第1张凭证：借贷不平衡：借方合计1130.00，贷方合计0.00']);
    const refused = await api('case_status', { id: saved.data.id, status: 1 });
    expect(refused.message).toBe('案例有1处问题，不能启用：业务2第1张凭证：借贷不平衡：借方合计1130.00，贷方合计0.00');
    const fixed = await api<TSaved>('case_save', { id: saved.data.id, name: '小案例（测试）', data: SMALL_CASE });
    expect(fixed.data).toMatchObject({ id: saved.data.id, problems: [] });
    expect((await api('case_status', { id: saved.data.id, status: 1 })).message).toBe('已启用');
    // saving problems into an enabled case disables it
    const again = await api<TSaved>('case_save', { id: saved.data.id, name: '小案例（测试）', data: brokenCase() });
    expect(again.data.status).toBe(0);
    const [row] = await t.db.select().from(ledgerCases).where(eq(ledgerCases.id, saved.data.id));
    expect(row.status).toBe(0);
    const list = await api<TPage<TLxCaseRow>>('case_list', { page: 1, page_size: 20, keyword: '小案例' });
    expect(list.data.list).toEqual([
      expect.objectContaining({
        name: '小案例（测试）',
        item_count: 6,
        status: 0,
        period: '2026年6月（小企业会计准则）',
      }),
    ]);
    expect((await api('case_delete', { id: saved.data.id })).message).toBe('删除成功');
  });

  it('refuses a body of the wrong shape, and deleting a case in use', async () => {
    const shapeless = await api('case_save', { name: '坏', data: { company: 1 } });
    expect(shapeless.code).toBe(400);
    const room = await createLedgerRoom(t.app, t.db);
    await room.api.post('set_answer', {
      item_id: 1,
      word: '记',
      date: '2026-06-05',
      attachments: 1,
      lines: SMALL_CASE.items[0].vouchers[0].lines,
    });
    expect((await api('case_delete', { id: room.caseId })).message).toBe('已有学生做过该案例，不能删除；可以停用');
  });

  it('draws a case on 企业会计准则 with 会企01 and 会企02', async () => {
    const map: Record<string, string> = {
      '5001': '6001',
      '5401': '6401',
      '560201': '660201',
      '3001': '4001',
      '310415': '410415',
      '3103': '4103',
    };
    const recode = (code: string) => map[code] ?? code;
    const cas: TLedgerCase = {
      ...SMALL_CASE,
      company: { ...SMALL_CASE.company, standard: 'cas' },
      accounts: SMALL_CASE.accounts.map((account) => ({ ...account, code: recode(account.code) })),
      opening: SMALL_CASE.opening.map((entry) => ({ ...entry, account: recode(entry.account) })),
      yearStart: SMALL_CASE.yearStart?.map((entry) => ({ ...entry, account: recode(entry.account) })),
      items: SMALL_CASE.items.map((item) => ({
        ...item,
        vouchers: item.vouchers.map((voucher) => ({
          ...voucher,
          lines: voucher.lines.map((entry) => ({ ...entry, account: recode(entry.account) })),
        })),
      })),
    };
    const checked = await api<TLxCaseCheck>('case_check', { data: cas });
    expect(checked.data.problems).toEqual([]);
    const income = checked.data.statements.find((statement) => statement.type === 1);
    expect(income?.lines.find((entry) => entry.line === 24)?.values).toEqual(['6000.00', '']);
    const balance = checked.data.statements.find((statement) => statement.type === 0);
    expect(balance?.lines.find((entry) => entry.line === 34)?.values).toEqual(['491470.00', '483000.00']);
    expect(balance?.lines.find((entry) => entry.line === 72)?.values).toEqual(['491470.00', '483000.00']);
  });

  it('is for acc5 only', async () => {
    expect((await api('case_list', { page: 1, page_size: 20 }, teacher)).code).toBe(403);
    expect((await api('case_save', { name: 'x', data: SMALL_CASE }, teacher)).code).toBe(403);
  });
});
