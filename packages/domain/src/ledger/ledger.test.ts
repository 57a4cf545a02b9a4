import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../decimal';
import {
  auxBalances,
  bookProblems,
  detailLedger,
  generalLedger,
  openingProblems,
  postingsOf,
  shownBalance,
  trialBalance,
} from './books';
import { buildChart, chartOf, lineageOf, searchAccounts } from './chart';
import { closeProblems, profitTransferLines, reopenProblem, surcharges, vatTransferLines } from './closing';
import { SBE_BALANCE_SHEET, SBE_INCOME_STATEMENT, statementColumns } from './statements';
import type { TOpeningBalance, TVoucher, TVoucherInput, TVoucherLine } from './types';
import {
  auditProblem,
  editProblem,
  nextVoucherNumber,
  numberProblem,
  postProblem,
  renumber,
  reversalOf,
  supplementOf,
  unauditProblem,
  voucherProblems,
} from './voucher';

// a small company on 小企业会计准则, June 2026
const SUBS = [
  { code: '100201', name: '工行天河支行' },
  { code: '140501', name: '激光打印机', unit: '台' },
  { code: '222101', name: '应交增值税' },
  { code: '22210101', name: '进项税额', side: 'debit' as const },
  { code: '22210102', name: '销项税额' },
  { code: '22210103', name: '进项税额转出' },
  { code: '22210104', name: '转出未交增值税', side: 'debit' as const },
  { code: '222102', name: '应交城市维护建设税' },
  { code: '222103', name: '应交教育费附加' },
  { code: '222104', name: '应交地方教育附加' },
  { code: '222107', name: '未交增值税' },
  { code: '310415', name: '未分配利润' },
  { code: '540301', name: '城市维护建设税' },
  { code: '540302', name: '教育费附加' },
  { code: '540303', name: '地方教育附加' },
  { code: '560201', name: '办公费' },
  { code: '560202', name: '工资' },
];
const SETTINGS = [
  { code: '1122', aux: ['customer' as const] },
  { code: '2202', aux: ['supplier' as const] },
];
const chart = chartOf('sbe', SUBS, SETTINGS);
const AUX = {
  customer: [
    { code: 'C01', name: '广州云帆信息科技有限公司' },
    { code: 'C02', name: '广州市天河区智明实验学校' },
  ],
  supplier: [{ code: 'S01', name: '广州恒信科技有限公司' }],
};
const PERIOD = { year: 2026, month: 6 };
const context = { chart, auxItems: AUX, period: PERIOD };

const OPENING: TOpeningBalance[] = [
  { account: '1001', balance: '5000.00' },
  { account: '100201', balance: '300000.00' },
  { account: '1122', aux: { customer: 'C01' }, balance: '113000.00' },
  { account: '140501', balance: '65000.00', quantity: '50' },
  { account: '2202', aux: { supplier: 'S01' }, balance: '83000.00' },
  { account: '3001', balance: '350000.00' },
  { account: '310415', balance: '50000.00' },
];

const line = (account: string, debit: string | null, credit: string | null, extra: Partial<TVoucherLine> = {}) => ({
  summary: '业务',
  account,
  debit,
  credit,
  ...extra,
});

const SALE: TVoucherInput = {
  word: '记',
  number: 1,
  date: '2026-06-05',
  attachments: 2,
  lines: [
    line('1122', '22600.00', null, { aux: { customer: 'C02' } }),
    line('5001', null, '20000.00'),
    line('22210102', null, '2600.00'),
  ],
};
const COST: TVoucherInput = {
  word: '记',
  number: 2,
  date: '2026-06-30',
  attachments: 1,
  lines: [line('5401', '13000.00', null), line('140501', null, '13000.00', { quantity: '10' })],
};
const PURCHASE: TVoucherInput = {
  word: '记',
  number: 3,
  date: '2026-06-10',
  attachments: 2,
  lines: [line('560201', '1000.00', null), line('22210101', '130.00', null), line('100201', null, '1130.00')],
};

describe('charts of accounts', () => {
  it('keys accounts by standard and code: the two standards differ in equity, cost and P&L codes', () => {
    const sbe = chartOf('sbe');
    const cas = chartOf('cas');
    expect(sbe.accounts.get('4001')?.name).toBe('生产成本');
    expect(cas.accounts.get('4001')?.name).toBe('实收资本');
    expect(sbe.accounts.get('5001')?.name).toBe('主营业务收入');
    expect(cas.accounts.get('5001')?.name).toBe('生产成本');
    expect(cas.accounts.get('6001')?.name).toBe('主营业务收入');
    expect(sbe.accounts.get('1231')).toBeUndefined();
    expect(cas.accounts.get('1231')?.side).toBe('credit');
    expect(sbe.accounts.get('1602')?.side).toBe('credit');
    expect(sbe.accounts.get('3103')?.class).toBe('equity');
    expect(cas.accounts.get('4103')?.class).toBe('equity');
  });

  it('builds sub-accounts in the scheme 4-2-2-2 with full names, inherited sides and settings', () => {
    const vatIn = chart.accounts.get('22210101');
    expect(vatIn?.fullName).toBe('应交税费—应交增值税—进项税额');
    expect(vatIn?.side).toBe('debit');
    expect(vatIn?.level).toBe(3);
    expect(chart.accounts.get('22210102')?.side).toBe('credit');
    expect(chart.accounts.get('140501')?.layout).toBe('quantity_amount');
    expect(chart.accounts.get('1122')?.aux).toEqual(['customer']);
    expect(chart.accounts.get('2221')?.children).toContain('222107');
    expect(lineageOf(chart, '22210101')).toEqual(['22210101', '222101', '2221']);
  });

  it.each([
    [{ code: '10021', name: '错位' }, '科目编码「10021」不符合编码方案4-2-2-2'],
    [{ code: '1002AB', name: '字母' }, '科目编码「1002AB」不符合编码方案4-2-2-2'],
    [{ code: '9999', name: '一级' }, '科目编码「9999」不符合编码方案4-2-2-2'],
    [{ code: '100101', name: '   ' }, '科目「100101」的名称不能为空，且不超过40个字'],
    [{ code: '99990101', name: '无上级' }, '科目「99990101」的上级科目「999901」不存在'],
  ])('refuses the sub-account %j', (def, message) => {
    expect(buildChart('sbe', [def]).problems.map((p) => p.message)).toEqual([message]);
  });

  it('refuses a code taken and two children of one parent with the same name', () => {
    const { problems } = buildChart('sbe', [
      { code: '560201', name: '办公费' },
      { code: '560202', name: '办公费' },
      { code: '560201', name: '差旅费' },
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      '科目编码「560201」已存在',
      '「管理费用」下已有名为「办公费」的明细科目',
    ]);
  });

  it('finds accounts by code, by name and by initials, leaves first', () => {
    expect(
      searchAccounts(chart, '2221')
        .map((a) => a.code)
        .slice(0, 3),
    ).toEqual(['22210101', '22210102', '22210103']);
    expect(searchAccounts(chart, '进项').map((a) => a.code)).toEqual(['22210101', '22210103']);
    const initials = new Map([['100201', 'yhckghthzh']]);
    expect(searchAccounts(chart, 'yhck', initials).map((a) => a.code)).toEqual(['100201']);
  });
});

describe('voucher entry rules', () => {
  it('accepts a voucher that keeps every rule', () => {
    expect(voucherProblems(SALE, context)).toEqual([]);
    expect(voucherProblems(COST, context)).toEqual([]);
  });

  const broken = (lines: TVoucherLine[], extra: Partial<TVoucherInput> = {}) => ({ ...SALE, lines, ...extra });
  it.each<[string, TVoucherInput, string[]]>([
    [
      'Σ借 ≠ Σ贷',
      broken([line('1001', '100.00', null), line('5001', null, '90.00')]),
      ['借贷不平衡：借方合计100.00，贷方合计90.00'],
    ],
    ['one line', broken([line('1001', '100.00', null)]), ['凭证至少需要两行分录']],
    [
      'both sides on one line',
      broken([line('1001', '100.00', '100.00'), line('5001', null, '0')]),
      ['第1行：借方和贷方不能同时有金额', '第2行：借方或贷方须填写金额，且不能为零'],
    ],
    [
      'an empty line',
      broken([line('1001', '100.00', null), line('5001', null, '100.00'), line('5001', null, null)]),
      ['第3行：借方或贷方须填写金额，且不能为零'],
    ],
    [
      'a parent account',
      broken([line('1002', '100.00', null), line('5001', null, '100.00')]),
      ['第1行：「银行存款」不是末级科目，凭证只能录入末级科目'],
    ],
    [
      'no summary and no account',
      broken([line('1001', '100.00', null, { summary: ' ' }), line('', null, '100.00')]),
      ['第1行：摘要不能为空', '第2行：请选择会计科目'],
    ],
    [
      'an unknown account',
      broken([line('1009', '100.00', null), line('5001', null, '100.00')]),
      ['第1行：科目「1009」不存在'],
    ],
    [
      'three decimals',
      broken([line('1001', '100.005', null), line('5001', null, '100.00')]),
      ['第1行：金额应为数字，最多两位小数'],
    ],
    [
      'a customer missing, an unknown one, a dimension the account does not keep',
      broken([
        line('1122', '100.00', null),
        line('1122', '100.00', null, { aux: { customer: 'C99' } }),
        line('5001', null, '200.00', { aux: { customer: 'C01' } }),
      ]),
      ['第1行：科目「应收账款」须选择客户', '第2行：客户「C99」不存在', '第3行：科目「主营业务收入」不核算客户'],
    ],
    [
      'a quantity-amount account without quantity',
      broken([line('5401', '100.00', null), line('140501', null, '100.00')]),
      ['第2行：科目「库存商品—激光打印机」为数量金额式，须填写数量'],
    ],
    ['a date outside the period', { ...SALE, date: '2026-07-01' }, ['凭证日期须在本期（2026年6月）内']],
    ['a date that does not exist', { ...SALE, date: '2026-06-31' }, ['凭证日期格式应为YYYY-MM-DD']],
    ['a negative attachment count', { ...SALE, attachments: -1 }, ['附单据数应为0至999的整数']],
    [
      'all zero',
      broken([line('1001', '0.00', null), line('5001', null, '0.00')]),
      ['第1行：借方或贷方须填写金额，且不能为零', '第2行：借方或贷方须填写金额，且不能为零', '凭证借贷合计不能为零'],
    ],
  ])('refuses %s', (_name, voucher, messages) => {
    expect(voucherProblems(voucher, context).map((p) => p.message)).toEqual(messages);
  });

  it('refuses every voucher of a closed period', () => {
    expect(voucherProblems(SALE, { ...context, closed: true }).map((p) => p.message)).toEqual([
      '2026年6月已结账，不能再录入或修改凭证',
    ]);
  });

  it('accepts red amounts (a red-letter line is negative)', () => {
    const red = broken([line('1122', '-1130.00', null, { aux: { customer: 'C01' } }), line('5001', null, '-1130.00')]);
    expect(voucherProblems(red, context)).toEqual([]);
  });
});

describe('numbering', () => {
  const taken = [
    { word: '记', number: 1 },
    { word: '记', number: 2 },
    { word: '收', number: 1 },
  ];
  it('numbers each word from 1 without gaps', () => {
    expect(nextVoucherNumber(taken, '记')).toBe(3);
    expect(nextVoucherNumber(taken, '付')).toBe(1);
    expect(numberProblem(taken, '记', 3)).toBeNull();
    expect(numberProblem(taken, '记', 2)).toBe('凭证号记-2已存在');
    expect(numberProblem(taken, '记', 5)).toBe('凭证号不连续：本期下一张记字凭证应为记-3');
  });

  it('closes up the numbers after a deletion (整理凭证)', () => {
    const left = [
      { word: '记', number: 1, date: '2026-06-01' },
      { word: '记', number: 3, date: '2026-06-03' },
      { word: '记', number: 4, date: '2026-06-02' },
      { word: '收', number: 2, date: '2026-06-05' },
    ];
    const changes = renumber(left);
    expect([...changes.entries()].map(([v, n]) => `${v.word}-${v.number}→${n}`)).toEqual(['记-4→2', '收-2→1']);
  });
});

describe('the voucher lifecycle', () => {
  const draft: TVoucher = { ...SALE, status: 'draft', preparer: '陈思远' };
  it('is audited by someone other than the preparer, posted only once audited', () => {
    expect(auditProblem(draft, '陈思远')).toBe('审核人与制单人不能为同一人');
    expect(auditProblem(draft, '黄丽萍')).toBeNull();
    expect(postProblem(draft)).toBe('凭证未审核，不能记账');
    const audited: TVoucher = { ...draft, status: 'audited', reviewer: '黄丽萍' };
    expect(auditProblem(audited, '黄丽萍')).toBe('凭证已审核');
    expect(editProblem(audited)).toBe('凭证已审核，不能修改或删除；请先由审核人取消审核');
    expect(unauditProblem(audited, '陈思远')).toBe('只有审核人本人才能取消审核');
    expect(unauditProblem(audited, '黄丽萍')).toBeNull();
    expect(postProblem(audited)).toBeNull();
    const posted: TVoucher = { ...audited, status: 'posted', poster: '陈思远' };
    expect(editProblem(posted)).toBe('凭证已记账，不能修改或删除；错误请用红字冲销或补充登记更正');
    expect(unauditProblem(posted, '黄丽萍')).toBe('凭证已记账，不能取消审核');
    expect(editProblem(draft)).toBeNull();
    expect(editProblem(draft, true, PERIOD)).toBe('2026年6月已结账，不能再录入或修改凭证');
  });

  it('corrects a posted voucher by a red reversal that cancels it in the books', () => {
    const posted: TVoucher = { ...SALE, status: 'posted', preparer: '陈思远', reviewer: '黄丽萍' };
    const result = reversalOf(posted, '2026-06-20', 4);
    if (!('input' in result)) throw new Error(result.problem);
    expect(result.input.lines.map((l) => [l.debit, l.credit])).toEqual([
      ['-22600.00', null],
      [null, '-20000.00'],
      [null, '-2600.00'],
    ]);
    expect(result.input.lines[0].summary).toBe('冲销06月05日记-1号凭证');
    expect(voucherProblems(result.input, context)).toEqual([]);
    const tb = trialBalance(chart, PERIOD, OPENING, postingsOf([SALE, result.input]));
    for (const code of ['1122', '5001', '22210102'])
      expect(tb.rows.get(code)?.closing.toFixed(2)).toBe(tb.rows.get(code)?.opening.toFixed(2));
    expect(reversalOf({ ...posted, status: 'audited' }, '2026-06-20', 4)).toEqual({
      problem: '只有已记账的凭证才需要红字冲销；未记账的凭证可以直接修改',
    });
  });

  it('records an amount written too small by a supplementary voucher for the difference', () => {
    const posted: TVoucher = { ...PURCHASE, status: 'posted', preparer: '陈思远' };
    const supplement = supplementOf(posted, ['1100.00', '130.00', '1230.00'], '2026-06-21', 5);
    expect(supplement.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ['560201', '100.00', null],
      ['100201', null, '100.00'],
    ]);
  });
});

describe('the books', () => {
  const vouchers = [SALE, PURCHASE, COST];
  const postings = postingsOf(vouchers);
  const tb = trialBalance(chart, PERIOD, OPENING, postings);
  const aux = auxBalances(chart, OPENING, postings);

  it('computes the trial balance with parents summing their children (hand-computed)', () => {
    const row = (code: string) => {
      const r = tb.rows.get(code);
      return r && [r.opening, r.debit, r.credit, r.closing].map((v) => v.toFixed(2));
    };
    expect(row('1002')).toEqual(['300000.00', '0.00', '1130.00', '298870.00']);
    expect(row('1122')).toEqual(['113000.00', '22600.00', '0.00', '135600.00']);
    expect(row('2221')).toEqual(['0.00', '130.00', '2600.00', '-2470.00']);
    expect(row('222101')).toEqual(['0.00', '130.00', '2600.00', '-2470.00']);
    expect(row('1405')).toEqual(['65000.00', '0.00', '13000.00', '52000.00']);
    expect(tb.rows.get('140501')?.closingQuantity?.toFixed()).toBe('40');
    const t = tb.totals;
    expect(
      [t.openingDebit, t.openingCredit, t.debit, t.credit, t.closingDebit, t.closingCredit].map((v) => v.toFixed(2)),
    ).toEqual(['483000.00', '483000.00', '36730.00', '36730.00', '505470.00', '505470.00']);
    expect(bookProblems(chart, tb, aux)).toEqual([]);
  });

  it('keeps auxiliary balances per customer that add up to the account', () => {
    expect(aux.filter((r) => r.account === '1122').map((r) => [r.key, r.closing.toFixed(2)])).toEqual([
      ['customer:C01', '113000.00'],
      ['customer:C02', '22600.00'],
    ]);
  });

  it('finds an opening balance that does not balance, sits on a parent or lacks its customer', () => {
    const problems = openingProblems(
      chart,
      [...OPENING, { account: '1002', balance: '10.00' }, { account: '1122', balance: '5.00' }],
      (kind, code) => (AUX[kind as 'customer'] ?? []).some((item) => item.code === code),
    ).map((p) => p.message);
    expect(problems).toEqual([
      '期初余额应录入末级科目，「银行存款」有下级科目',
      '「应收账款」按客户核算，期初余额须选择客户',
      '期初余额试算不平衡：借方比贷方多15.00元',
    ]);
    expect(openingProblems(chart, OPENING, () => true)).toEqual([]);
  });

  it('writes a detail ledger with running balances, and a journal with 本日合计', () => {
    const rows = detailLedger(chart, tb, postings, '100201', { daily: true });
    expect(
      rows.map((r) => [
        r.summary,
        r.debit.toFixed(2),
        r.credit.toFixed(2),
        r.balance.direction,
        r.balance.amount.toFixed(2),
      ]),
    ).toEqual([
      ['期初余额', '0.00', '0.00', '借', '300000.00'],
      ['业务', '0.00', '1130.00', '借', '298870.00'],
      ['本日合计', '0.00', '1130.00', '借', '298870.00'],
      ['本月合计', '0.00', '1130.00', '借', '298870.00'],
      ['本年累计', '0.00', '1130.00', '借', '298870.00'],
    ]);
    const stock = detailLedger(chart, tb, postings, '140501');
    expect(stock.map((r) => r.quantityOnHand?.toFixed())).toEqual(['50', '40', '40', undefined]);
    const tax = detailLedger(chart, tb, postings, '222101', { columns: true });
    // 应交增值税 is a credit-side account: its columns read credit positive (进项 in red)
    expect(tax[1].columns?.['22210102'].toFixed(2)).toBe('2600.00');
    expect(tax[2].columns?.['22210101'].toFixed(2)).toBe('-130.00');
    expect(tax[2].columns?.['22210102'].toFixed(2)).toBe('0.00');
    expect(generalLedger(tb, '1122').map((r) => [r.summary, r.balance.amount.toFixed(2)])).toEqual([
      ['期初余额', '113000.00'],
      ['本月合计', '135600.00'],
      ['本年累计', '135600.00'],
    ]);
    expect(shownBalance(new Dec(0)).direction).toBe('平');
  });
});

describe('period end and closing', () => {
  it('transfers P&L to 本年利润, moves the VAT owed, computes surcharges and closes', () => {
    let vouchers: TVoucherInput[] = [SALE, PURCHASE, COST];
    let tb = trialBalance(chart, PERIOD, OPENING, postingsOf(vouchers));
    const vat = vatTransferLines(chart, tb, {
      vat: '222101',
      transferOutUnpaid: '22210104',
      unpaid: '222107',
    });
    expect(vat.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ['22210104', '2470.00', null],
      ['222107', null, '2470.00'],
    ]);
    const s = surcharges(new Dec('2470.00'));
    expect([s.city, s.education, s.localEducation].map((v) => v.toFixed(2))).toEqual(['172.90', '74.10', '49.40']);
    const surchargeLines: TVoucherLine[] = [
      line('540301', '172.90', null),
      line('540302', '74.10', null),
      line('540303', '49.40', null),
      line('222102', null, '172.90'),
      line('222103', null, '74.10'),
      line('222104', null, '49.40'),
    ];
    vouchers = [
      ...vouchers,
      { word: '记', number: 4, date: '2026-06-30', attachments: 0, lines: vat },
      { word: '记', number: 5, date: '2026-06-30', attachments: 1, lines: surchargeLines },
    ];
    tb = trialBalance(chart, PERIOD, OPENING, postingsOf(vouchers));
    const state = {
      period: PERIOD,
      previousClosed: true,
      closed: false,
      vouchers: vouchers.map(() => ({ status: 'posted' as const })),
    };
    expect(closeProblems(chart, tb, state)).toEqual([
      '损益类科目尚有余额，请先结转损益：主营业务收入、主营业务成本、税金及附加—城市维护建设税、税金及附加—教育费附加、税金及附加—地方教育附加、管理费用—办公费',
    ]);
    const [transfer] = profitTransferLines(chart, tb);
    expect(transfer.at(-1)).toEqual({ summary: '结转本期损益', account: '3103', debit: null, credit: '5703.60' });
    vouchers = [...vouchers, { word: '记', number: 6, date: '2026-06-30', attachments: 0, lines: transfer }];
    tb = trialBalance(chart, PERIOD, OPENING, postingsOf(vouchers));
    expect(
      closeProblems(chart, tb, { ...state, vouchers: vouchers.map(() => ({ status: 'posted' as const })) }),
    ).toEqual([]);
    expect(
      closeProblems(chart, tb, {
        ...state,
        previousClosed: false,
        vouchers: [{ status: 'draft' }, { status: 'audited' }],
      }),
    ).toEqual(['上期（2026年5月）尚未结账', '本期有1张凭证未审核', '本期有2张凭证未记账']);
    expect(profitTransferLines(chart, tb)).toEqual([]);
    expect(reopenProblem(true, false)).toBeNull();
    expect(reopenProblem(true, true)).toBe('下一期已结账，不能反结账；请先反结账下一期');
    expect(reopenProblem(false, false)).toBe('本期尚未结账');

    // the statements agree with the books
    const postings = postingsOf(vouchers);
    const input = { chart, tb, aux: auxBalances(chart, OPENING, postings), yearStart: OPENING, postings };
    const bs = new Map(statementColumns(SBE_BALANCE_SHEET, input).map((r) => [r.line, r.values]));
    expect(bs.get(30)).toEqual(bs.get(53));
    expect(bs.get(30)?.[0]).toBe('491470.00');
    expect(bs.get(1)?.[0]).toBe('303870.00');
    expect(bs.get(36)?.[0]).toBe('2766.40');
    expect(bs.get(51)).toEqual(['55703.60', '50000.00']);
    const is = new Map(statementColumns(SBE_INCOME_STATEMENT, input).map((r) => [r.line, r.values]));
    expect(is.get(1)?.[1]).toBe('20000.00');
    expect(is.get(3)?.[1]).toBe('296.40');
    expect(is.get(6)?.[1]).toBe('172.90');
    expect(is.get(10)?.[1]).toBe('123.50');
    expect(is.get(32)).toEqual(['5703.60', '5703.60']);
  });

  it('splits the transfer into revenue and expense vouchers when asked, red for a balance on the unusual side', () => {
    const interestIncome: TVoucherInput = {
      word: '记',
      number: 1,
      date: '2026-06-21',
      attachments: 1,
      lines: [line('100201', '35.20', null), line('5603', '-35.20', null)],
    };
    const tb = trialBalance(chart, PERIOD, OPENING, postingsOf([SALE, interestIncome]));
    const [revenue, expense] = profitTransferLines(chart, tb, true);
    expect(revenue.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ['5001', '20000.00', null],
      ['3103', null, '20000.00'],
    ]);
    expect(expense.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ['3103', '-35.20', null],
      ['5603', null, '-35.20'],
    ]);
  });
});

describe('properties', () => {
  // 制造费用 and 机械作业 are allocated before the month ends and have no line of their own on the balance sheet;
  // business vouchers do not post to 本年利润 (a voucher of P&L and 本年利润 lines only is a 结转损益)
  const leaves = [...chart.accounts.values()].filter(
    (a) => a.children.length === 0 && a.aux.length === 0 && !a.unit && !['4101', '4403', '3103'].includes(a.code),
  );
  const cents = fc.integer({ min: -99_999_999, max: 99_999_999 }).filter((n) => n !== 0);
  const voucherArb = fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom(...leaves.map((a) => a.code)), cents), { minLength: 1, maxLength: 6 }),
      fc.constantFrom(...leaves.map((a) => a.code)),
      fc.integer({ min: 1, max: 30 }),
    )
    .map(([debits, creditAccount, day]): TVoucherInput => {
      const total = debits.reduce((sum, [, c]) => sum + c, 0);
      const lines: TVoucherLine[] = debits.map(([account, c]) => line(account, (c / 100).toFixed(2), null));
      lines.push(line(creditAccount, null, (total / 100).toFixed(2)));
      return { word: '记', number: 1, date: `2026-06-${String(day).padStart(2, '0')}`, attachments: 0, lines };
    });

  it('any set of balanced vouchers gives a balanced trial balance whose parents equal their children', () => {
    fc.assert(
      fc.property(fc.array(voucherArb, { maxLength: 20 }), (vouchers) => {
        const numbered = vouchers.map((v, i) => ({ ...v, number: i + 1 }));
        const postings = postingsOf(numbered);
        const tb = trialBalance(chart, PERIOD, OPENING, postings);
        expect(bookProblems(chart, tb, auxBalances(chart, OPENING, postings))).toEqual([]);
        expect(tb.totals.debit.eq(tb.totals.credit)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('after 结转损益 every P&L account is zero and 本年利润 moves by the profit', () => {
    fc.assert(
      fc.property(fc.array(voucherArb, { minLength: 1, maxLength: 12 }), fc.boolean(), (vouchers, split) => {
        const numbered = vouchers.map((v, i) => ({ ...v, number: i + 1 }));
        const tb = trialBalance(chart, PERIOD, OPENING, postingsOf(numbered));
        const transfers = profitTransferLines(chart, tb, split).map(
          (lines, i): TVoucherInput => ({ word: '转', number: i + 1, date: '2026-06-30', attachments: 0, lines }),
        );
        for (const transfer of transfers) expect(voucherProblems(transfer, context).map((p) => p.message)).toEqual([]);
        const after = trialBalance(chart, PERIOD, OPENING, postingsOf([...numbered, ...transfers]));
        for (const account of chart.accounts.values()) {
          if (account.class === 'profit_loss') expect(after.rows.get(account.code)?.closing.isZero()).toBe(true);
        }
        const input = {
          chart,
          tb: after,
          aux: [],
          yearStart: OPENING,
          postings: postingsOf([...numbered, ...transfers]),
        };
        const is = new Map(statementColumns(SBE_INCOME_STATEMENT, input).map((r) => [r.line, r.values]));
        const closing3103 = (balances: typeof tb) => balances.rows.get('3103')?.closing ?? new Dec(0);
        const moved = closing3103(after).minus(closing3103(tb)).neg();
        expect(is.get(32)?.[1]).toBe(moved.toFixed(2));
        const bs = new Map(statementColumns(SBE_BALANCE_SHEET, input).map((r) => [r.line, r.values]));
        expect(bs.get(30)?.[0]).toBe(bs.get(53)?.[0]);
      }),
      { numRuns: 100 },
    );
  });
});

describe('a transfer whose lines cancel', () => {
  it('puts the red lines on the other side in blue, so the voucher is never of nothing', () => {
    const cancelling: TVoucherInput = {
      word: '记',
      number: 1,
      date: '2026-06-01',
      attachments: 0,
      lines: [line('540302', '-0.01', null), line('540303', null, '-0.01')],
    };
    const tb = trialBalance(chart, PERIOD, OPENING, postingsOf([cancelling]));
    for (const split of [false, true]) {
      const [transfer] = profitTransferLines(chart, tb, split);
      expect(transfer.map((l) => [l.account, l.debit, l.credit])).toEqual([
        ['540302', '0.01', null],
        ['540303', null, '0.01'],
      ]);
      expect(voucherProblems({ ...cancelling, number: 2, lines: transfer }, context)).toEqual([]);
    }
  });
});
