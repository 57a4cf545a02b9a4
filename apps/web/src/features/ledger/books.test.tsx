import type { TLxAccount, TLxExercise, TLxLedgerRow, TLxLine, TLxVoucher } from '@sxpt/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, setUpPageHarness } from '../../../test/page-harness';
import { ToastProvider } from '../../app/toast';
import { setWorkingContext } from '../../app/working-context';
import AuxBalancePage from './aux-balance-page';
import {
  columnTotals,
  countByStatus,
  defaultAccount,
  quantityFlows,
  shortDate,
  summarizeByFirstLevel,
  unitPrice,
  voucherRange,
  ytdTotals,
} from './book-tables';
import DetailLedgerPage from './detail-ledger-page';
import DocumentsPage from './documents-page';
import GeneralLedgerPage from './general-ledger-page';
import JournalPage from './journal-page';
import { lxApi } from './lx-api';
import MultiColumnPage from './multi-column-page';
import QuantityLedgerPage from './quantity-ledger-page';
import SettlePage from './settle-page';
import TrialBalancePage from './trial-balance-page';
import VoucherSummaryPage from './voucher-summary-page';

vi.mock('./lx-api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./lx-api')>();
  return {
    ...actual,
    lxApi: {
      exercise: vi.fn(),
      item: vi.fn(),
      vouchers: vi.fn(),
      general: vi.fn(),
      ledger: vi.fn(),
      balance: vi.fn(),
      auxBalance: vi.fn(),
      settle: vi.fn(),
    },
  };
});

const api = vi.mocked(lxApi);

setUpPageHarness();

function account(code: string, name: string, extra: Partial<TLxAccount> = {}): TLxAccount {
  return {
    code,
    name,
    full_name: name,
    side: 'debit',
    level: code.length === 4 ? 1 : (code.length - 4) / 2 + 1,
    leaf: true,
    aux: [],
    unit: null,
    ...extra,
  };
}

function line(accountCode: string, debit: string | null, credit: string | null, extra: Partial<TLxLine> = {}): TLxLine {
  return { summary: '摘要', account: accountCode, debit, credit, ...extra };
}

function voucher(number: number, lines: TLxLine[], status = 2, word = '记'): TLxVoucher {
  return {
    id: number,
    item_id: null,
    word,
    number,
    date: '2024-12-05',
    attachments: 1,
    lines,
    status,
    preparer: '张三',
    reviewer: null,
    poster: null,
    debit_total: '0',
    credit_total: '0',
  };
}

function row(
  kind: TLxLedgerRow['kind'],
  debit: string,
  credit: string,
  extra: Partial<TLxLedgerRow> = {},
): TLxLedgerRow {
  return {
    kind,
    date: '2024-12-31',
    voucher: null,
    summary: '',
    debit,
    credit,
    direction: '借',
    balance: '0.00',
    ...extra,
  };
}

const accounts = [
  account('1002', '银行存款', { leaf: false }),
  account('100201', '工行'),
  account('1122', '应收账款', { aux: ['customer'] }),
  account('2221', '应交税费', { leaf: false }),
  account('222101', '应交增值税', { leaf: false, side: 'credit' }),
  account('6001', '主营业务收入', { side: 'credit' }),
];

describe('凭证汇总表', () => {
  it('adds the lines by first-level account exactly, in code order, with the totals', () => {
    const summary = summarizeByFirstLevel(
      [
        voucher(1, [line('100201', '0.1', null), line('6001', null, '0.1')]),
        voucher(2, [line('100201', '0.2', null), line('6001', null, '0.17'), line('22210102', null, '0.03')]),
        voucher(3, [line('1122', '1,130.00', ''), line('6001', null, '1000'), line('22210102', null, '130')]),
      ],
      accounts,
    );
    expect(summary.rows).toEqual([
      { code: '1002', name: '银行存款', debit: '0.30', credit: '0.00' },
      { code: '1122', name: '应收账款', debit: '1130.00', credit: '0.00' },
      { code: '2221', name: '应交税费', debit: '0.00', credit: '130.03' },
      { code: '6001', name: '主营业务收入', debit: '0.00', credit: '1000.27' },
    ]);
    expect(summary.debit).toBe('1130.30');
    expect(summary.credit).toBe('1130.30');
  });

  it('has no rows and zero totals without vouchers', () => {
    expect(summarizeByFirstLevel([], accounts)).toEqual({ rows: [], debit: '0.00', credit: '0.00' });
  });

  it('names the range of numbers per word', () => {
    expect(voucherRange([voucher(3, []), voucher(1, []), voucher(12, [])])).toBe('记-1 至 记-12');
    expect(voucherRange([voucher(4, [])])).toBe('记-4');
    expect(voucherRange([voucher(1, []), voucher(2, [], 2, '收')])).toBe('记-1，收-2');
  });

  it('counts the vouchers by status', () => {
    expect(countByStatus([voucher(1, [], 0), voucher(2, [], 2), voucher(3, [], 2)])).toEqual({ 0: 1, 1: 0, 2: 2 });
  });
});

describe('数量金额明细账', () => {
  it('computes the unit price exactly to two places, blank without a quantity', () => {
    expect(unitPrice('1000.00', '3')).toBe('333.33');
    expect(unitPrice('2000.00', '3')).toBe('666.67');
    expect(unitPrice('0.30', '0.1')).toBe('3.00');
    expect(unitPrice('100.00', '0')).toBe('');
    expect(unitPrice('100.00', null)).toBe('');
  });

  it('puts a debit row in 收入 and a credit row in 发出, and adds the month', () => {
    const rows = [
      row('opening', '0.00', '0.00', { quantity: null, quantity_on_hand: '10' }),
      row('entry', '500.00', '0.00', { quantity: '5', quantity_on_hand: '15' }),
      row('entry', '0.00', '200.00', { quantity: '2.5', quantity_on_hand: '12.5' }),
      row('entry', '0.00', '100.00', { quantity: '1.5', quantity_on_hand: '11' }),
      row('month', '500.00', '300.00', { quantity: null, quantity_on_hand: '11' }),
      row('year', '500.00', '300.00'),
    ];
    expect(quantityFlows(rows)).toEqual([
      { in: '', out: '' },
      { in: '5', out: '' },
      { in: '', out: '2.5' },
      { in: '', out: '1.5' },
      { in: '5', out: '4' },
      { in: '', out: '' },
    ]);
  });
});

describe('the books', () => {
  it('prints dates as MM-DD', () => {
    expect(shortDate('2024-12-05')).toBe('12-05');
    expect(shortDate(null)).toBe('');
  });

  it('adds the 本年累计 of the first level only', () => {
    expect(
      ytdTotals([
        { level: 1, ytd_debit: '0.10', ytd_credit: '0.00' },
        { level: 2, ytd_debit: '0.10', ytd_credit: '0.00' },
        { level: 1, ytd_debit: '0.20', ytd_credit: '0.30' },
      ]),
    ).toEqual({ debit: '0.30', credit: '0.30' });
  });

  it('adds the 多栏账 columns over the entries', () => {
    const rows = [
      row('entry', '0.10', '0.00', { columns: { '560201': '0.10', '560202': '0.00' } }),
      row('entry', '0.20', '0.00', { columns: { '560201': '0.20', '560202': '0.00' } }),
      row('entry', '0.00', '0.05', { columns: { '560201': '0.00', '560202': '-0.05' } }),
      row('month', '0.30', '0.05'),
    ];
    expect(columnTotals(rows)).toEqual({ '560201': '0.30', '560202': '-0.05' });
  });

  it('opens on the first leaf moved this period', () => {
    const balance = [
      { code: '1002', debit: '100.00', credit: '0.00' },
      { code: '100201', debit: '0.00', credit: '0.00' },
      { code: '1122', debit: '100.00', credit: '0.00' },
    ];
    expect(defaultAccount(accounts, balance)).toBe('1122');
    expect(defaultAccount(accounts, [{ code: '100201', debit: '0.00', credit: '0.00' }])).toBe('100201');
    expect(defaultAccount(accounts, undefined)).toBe('1002');
    expect(defaultAccount(accounts, undefined, (entry) => entry.code.startsWith('6'))).toBe('6001');
  });
});

// ---- the pages, rendered against the mocked client ----

const chart: TLxAccount[] = [
  ...accounts,
  account('1403', '原材料', { unit: '千克' }),
  account('5602', '管理费用', { leaf: false }),
  account('560201', '办公费'),
];

const exercise: TLxExercise = {
  id: 1,
  name: '案例',
  company_name: '广州测试有限公司',
  credit_code: '91440000000000000Y',
  standard: 'sbe',
  standard_name: '小企业会计准则',
  year: 2024,
  month: 12,
  people: { preparer: '张三', reviewer: '李四', poster: '王五', supervisor: '赵六', cashier: '钱七' },
  accounts: chart,
  aux_items: { customer: [{ code: 'C01', name: '广州甲公司' }] },
  items: [
    { id: 11, date: '2024-12-05', title: '销售商品', period_end: false, state: 1, voucher_ids: [1] },
    { id: 12, date: '2024-12-31', title: '计提折旧', period_end: true, state: 1, voucher_ids: [2] },
    { id: 13, date: '2024-12-31', title: '结转损益', period_end: true, state: 2, voucher_ids: [] },
  ],
  closed: false,
  done_count: 2,
  total_count: 3,
};

function renderLedgerPage(page: React.ReactNode, path = '/') {
  setWorkingContext({ class_id: 1, resource_id: 2, lesson_id: 3 });
  api.exercise.mockResolvedValue(exercise);
  return renderPage(<ToastProvider>{page}</ToastProvider>, path);
}

const ledgerRows: TLxLedgerRow[] = [
  {
    ...row('opening', '0.00', '0.00', { quantity: null, quantity_on_hand: '10' }),
    summary: '期初余额',
    date: '2024-12-01',
    balance: '1000.00',
  },
  {
    ...row('entry', '0.00', '300.00', { quantity: '3', quantity_on_hand: '7' }),
    date: '2024-12-08',
    voucher: '记-2',
    summary: '领用材料',
    balance: '700.00',
  },
  {
    ...row('month', '0.00', '300.00', { quantity: null, quantity_on_hand: '7' }),
    summary: '本月合计',
    balance: '700.00',
  },
  { ...row('year', '0.00', '300.00'), summary: '本年累计', balance: '700.00' },
];

describe('the pages', () => {
  it('凭证汇总表: sums the chosen status and counts the vouchers', async () => {
    api.vouchers.mockResolvedValue([
      voucher(1, [line('1122', '1130.00', null), line('6001', null, '1130.00')], 2),
      voucher(2, [line('100201', '0.10', null), line('1122', null, '0.10')], 0),
    ]);
    renderLedgerPage(<VoucherSummaryPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('应收账款')).toBeTruthy();
    expect(within(table).getAllByText('1,130.10').length).toBe(2);
    expect(screen.getByTestId('lx-summary-facts').textContent).toContain('记-1 至 记-2');
    fireEvent.click(screen.getByText('已记账'));
    await waitFor(() => expect(screen.getByTestId('lx-summary-facts').textContent).toContain('1 张'));
    expect(screen.queryByText('银行存款')).toBeNull();
  });

  it('科目余额表: grouped columns, 合计 and the checks', async () => {
    api.balance.mockResolvedValue({
      rows: [
        {
          code: '1002',
          name: '银行存款',
          level: 1,
          opening_debit: '1000.00',
          opening_credit: '0.00',
          debit: '200.00',
          credit: '0.00',
          ytd_debit: '5000.00',
          ytd_credit: '0.00',
          closing_debit: '1200.00',
          closing_credit: '0.00',
        },
        {
          code: '100201',
          name: '银行存款_工行',
          level: 2,
          opening_debit: '1000.00',
          opening_credit: '0.00',
          debit: '200.00',
          credit: '0.00',
          ytd_debit: '5000.00',
          ytd_credit: '0.00',
          closing_debit: '1200.00',
          closing_credit: '0.00',
        },
      ],
      totals: {
        opening_debit: '1000.00',
        opening_credit: '1000.00',
        debit: '200.00',
        credit: '200.00',
        ytd_debit: '5000.00',
        ytd_credit: '0.00',
        closing_debit: '1200.00',
        closing_credit: '1200.00',
      },
      problems: ['应交税费的余额不等于其明细科目之和'],
    });
    renderLedgerPage(<TrialBalancePage />);
    expect(await screen.findByText('账簿检查未通过')).toBeTruthy();
    expect(screen.getByText('应交税费的余额不等于其明细科目之和')).toBeTruthy();
    expect(screen.getByText('期初余额')).toBeTruthy();
    expect(screen.getByText('合计')).toBeTruthy();
    expect(screen.getAllByText('5,000.00').length).toBe(2);
    expect(screen.queryByText('银行存款_工行')).toBeNull();
    fireEvent.click(screen.getByText('全部级次'));
    expect(await screen.findByText('银行存款_工行')).toBeTruthy();
  });

  it('总账: a block per first-level account', async () => {
    api.general.mockResolvedValue([
      { code: '1403', name: '原材料', rows: [ledgerRows[0], ledgerRows[2], ledgerRows[3]] },
    ]);
    renderLedgerPage(<GeneralLedgerPage />);
    expect(await screen.findByText('1403 原材料')).toBeTruthy();
    expect(screen.getByText('本年累计')).toBeTruthy();
    expect(screen.getByText('12-01')).toBeTruthy();
  });

  it('明细账: the account of ?account= with its quantity columns', async () => {
    api.ledger.mockResolvedValue({ account: chart[6], children: [], rows: ledgerRows });
    renderLedgerPage(<DetailLedgerPage />, '/?account=1403');
    expect(await screen.findByText('领用材料')).toBeTruthy();
    expect(api.ledger).toHaveBeenCalledWith('1403', { daily: false, columns: false });
    expect(screen.getAllByText('结存数量（千克）').length).toBeGreaterThan(0);
    expect(screen.getByText('记-2')).toBeTruthy();
    expect(screen.getByText('12-08')).toBeTruthy();
  });

  it('数量金额明细账: 发出 with its unit price', async () => {
    api.balance.mockResolvedValue({ rows: [], totals: {} as never, problems: [] });
    api.ledger.mockResolvedValue({ account: chart[6], children: [], rows: ledgerRows });
    renderLedgerPage(<QuantityLedgerPage />);
    expect(await screen.findByText('领用材料')).toBeTruthy();
    expect(api.ledger).toHaveBeenCalledWith('1403', { daily: false, columns: false });
    // 300.00 ÷ 3 and 700.00 ÷ 7
    expect(screen.getAllByText('100.00').length).toBeGreaterThanOrEqual(2);
  });

  it('辅助核算余额表: the posted lines per customer', async () => {
    api.auxBalance.mockResolvedValue([
      {
        account: '1122',
        account_name: '应收账款',
        aux: { customer: 'C01' },
        item_name: '客户：广州甲公司',
        opening_debit: '500.00',
        opening_credit: '0.00',
        debit: '1130.00',
        credit: '0.00',
        closing_debit: '1630.00',
        closing_credit: '0.00',
      },
    ]);
    renderLedgerPage(<AuxBalancePage />);
    expect(await screen.findByText('客户：广州甲公司')).toBeTruthy();
    expect(screen.getByText('1,130.00')).toBeTruthy();
    expect(screen.getByText('1,630.00')).toBeTruthy();
  });

  it('期末结账: the period-end items, and the problems of a refused 结账', async () => {
    api.vouchers.mockResolvedValue([voucher(1, [], 0), voucher(2, [], 2)]);
    api.settle.mockResolvedValue({ closed: false, problems: ['有凭证未记账'] });
    renderLedgerPage(<SettlePage />);
    expect(await screen.findByText('计提折旧')).toBeTruthy();
    expect(screen.getByTestId('lx-settle-item-13').textContent).toBe('有误');
    expect(screen.queryByText('销售商品')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '结 账' }));
    expect(await screen.findByText('结账检查未通过')).toBeTruthy();
    expect(screen.getByText('有凭证未记账')).toBeTruthy();
    expect(api.settle).toHaveBeenCalledWith('close');
  });

  it('多栏账: a column per child, the month added', async () => {
    api.ledger.mockResolvedValue({
      account: chart[7],
      children: [{ code: '560201', name: '办公费' }],
      rows: [
        { ...row('entry', '12.30', '0.00', { columns: { '560201': '12.30' } }), voucher: '记-5', summary: '买文具' },
        { ...row('month', '12.30', '0.00'), summary: '本月合计' },
      ],
    });
    renderLedgerPage(<MultiColumnPage />);
    expect(await screen.findByText('买文具')).toBeTruthy();
    expect(api.ledger).toHaveBeenCalledWith('5602', { daily: false, columns: true });
    expect(screen.getAllByText('办公费').length).toBeGreaterThan(0);
    // 借方 and 办公费 of the entry and of 本月合计
    expect(screen.getAllByText('12.30').length).toBe(4);
  });

  it('日记账: the bank account with its 本日合计', async () => {
    api.balance.mockResolvedValue({ rows: [], totals: {} as never, problems: [] });
    api.ledger.mockResolvedValue({
      account: chart[1],
      children: [],
      rows: [
        { ...row('entry', '50.00', '0.00'), voucher: '记-1', summary: '收回货款' },
        { ...row('day', '50.00', '0.00'), summary: '本日合计' },
      ],
    });
    renderLedgerPage(<JournalPage />);
    expect(await screen.findByText('本日合计')).toBeTruthy();
    expect(api.ledger).toHaveBeenCalledWith('100201', { daily: true, columns: false });
    expect(screen.getByText('银行存款日记账')).toBeTruthy();
  });

  it('原始凭证: the items in order, the documents of the chosen one', async () => {
    api.item.mockResolvedValue({
      id: 12,
      date: '2024-12-31',
      title: '计提折旧',
      description: '计提本月固定资产折旧',
      period_end: true,
      documents: [],
      vouchers: [],
      answer: null,
    });
    renderLedgerPage(<DocumentsPage />, '/?item=12');
    expect(await screen.findByText('计提本月固定资产折旧')).toBeTruthy();
    expect(api.item).toHaveBeenCalledWith(12);
    expect(screen.getByText('本业务没有原始凭证（根据账簿资料编制）')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /销售商品|计提折旧|结转损益/ }).length).toBe(3);
  });
});
