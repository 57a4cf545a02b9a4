/**
 * Financial statements from the books, each a definition of lines with formulas over account balances:
 * 资产负债表 (会小企01) and 利润表 (会小企02) of 小企业会计准则. A line's formula is a list of terms:
 *   `1002`            the account's closing balance (balance sheet) or its movement on its own side (income statement),
 *                     read on the line's side (an asset line reads debit positive, a liability line credit positive)
 *   `-1602`           the same, taken away
 *   `D1122` / `C2203` the debit (credit) balances of the account's leaves, item by item where the leaf keeps
 *                     auxiliary items (应收账款 analysed by customer: a customer in credit goes to 预收账款)
 *   `5403:城市维护建设税|教育费附加`  the children of an account whose names contain one of the words
 *   `L15`             another line of the statement
 */
import type Decimal from 'decimal.js';
import { Dec } from '../decimal';
import { auxBalances, type TAuxBalanceRow, type TPosting, type TTrialBalance, trialBalance } from './books';
import { KEY_ACCOUNTS, leavesOf, lineageOf, type TChart } from './chart';
import type { TOpeningBalance, TPeriod, TSide, TStandard } from './types';

const ZERO = new Dec(0);

export interface TStatementLine {
  line: number;
  name: string;
  /** indentation: 0 a heading line or total, 1 an item, 2 a 其中 item */
  indent: 0 | 1 | 2;
  formula: string;
  /** the side the line reads balances on */
  side: TSide;
}

export interface TStatementDef {
  /** the spec's report type: 0 balance sheet, 1 income statement */
  type: number;
  code: string;
  title: string;
  /** the form number printed at the top right (会小企01) */
  formNo: string;
  standard: TStandard;
  kind: 'balance' | 'income';
  /** the two amount columns */
  columns: readonly [string, string];
  /**
   * what each column reads (default: a balance sheet 期末 and 年初, an income statement 本年累计 and 本月); 'none' is a
   * column the exercise's one month cannot fill (会企02's 上期金额): its cells stay empty and are not graded
   */
  sources?: readonly [TColumnSource, TColumnSource];
  lines: readonly TStatementLine[];
  /** sections printed as headings before a line (e.g. 流动资产： before line 1) */
  headings: Readonly<Record<number, string>>;
}

export type TColumnSource = 'closing' | 'yearStart' | 'ytd' | 'month' | 'none';

type TLineSeed = readonly [line: number, name: string, indent: 0 | 1 | 2, formula: string];

function lines(side: TSide, seeds: readonly TLineSeed[]): TStatementLine[] {
  return seeds.map(([line, name, indent, formula]) => ({ line, name, indent, formula, side }));
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `L${from + index}`).join(' ');

/** 资产负债表 会小企01. */
export const SBE_BALANCE_SHEET: TStatementDef = {
  type: 0,
  code: 'sbe_balance_sheet',
  title: '资产负债表',
  formNo: '会小企01表',
  standard: 'sbe',
  kind: 'balance',
  columns: ['期末余额', '年初余额'],
  headings: {
    1: '流动资产：',
    16: '非流动资产：',
    31: '流动负债：',
    42: '非流动负债：',
    48: '所有者权益（或股东权益）：',
  },
  lines: [
    ...lines('debit', [
      [1, '货币资金', 1, '1001 1002 1012'],
      [2, '短期投资', 1, '1101'],
      [3, '应收票据', 1, '1121'],
      [4, '应收账款', 1, 'D1122 D2203'],
      [5, '预付账款', 1, 'D1123 D2202'],
      [6, '应收股利', 1, '1131'],
      [7, '应收利息', 1, '1132'],
      [8, '其他应收款', 1, '1221'],
      [9, '存货', 1, '1401 1402 1403 1404 1405 1407 1408 1411 1421 4001 4401'],
      [10, '其中：原材料', 2, '1403'],
      [11, '在产品', 2, '4001'],
      [12, '库存商品', 2, '1405'],
      [13, '周转材料', 2, '1411'],
      [14, '其他流动资产', 1, '1901'],
      [15, '流动资产合计', 0, `${range(1, 9)} L14`],
      [16, '长期债券投资', 1, '1501'],
      [17, '长期股权投资', 1, '1511'],
      [18, '固定资产原价', 1, '1601'],
      [19, '减：累计折旧', 1, '-1602'],
      [20, '固定资产账面价值', 1, 'L18 -L19'],
      [21, '在建工程', 1, '1604'],
      [22, '工程物资', 1, '1605'],
      [23, '固定资产清理', 1, '1606'],
      [24, '生产性生物资产', 1, '1621 1622'],
      [25, '无形资产', 1, '1701 1702'],
      [26, '开发支出', 1, '4301'],
      [27, '长期待摊费用', 1, '1801'],
      [28, '其他非流动资产', 1, ''],
      [29, '非流动资产合计', 0, `L16 L17 ${range(20, 28)}`],
      [30, '资产总计', 0, 'L15 L29'],
    ]),
    ...lines('credit', [
      [31, '短期借款', 1, '2001'],
      [32, '应付票据', 1, '2201'],
      [33, '应付账款', 1, 'C2202 C1123'],
      [34, '预收账款', 1, 'C2203 C1122'],
      [35, '应付职工薪酬', 1, '2211'],
      [36, '应交税费', 1, '2221'],
      [37, '应付利息', 1, '2231'],
      [38, '应付利润', 1, '2232'],
      [39, '其他应付款', 1, '2241'],
      [40, '其他流动负债', 1, ''],
      [41, '流动负债合计', 0, range(31, 40)],
      [42, '长期借款', 1, '2501'],
      [43, '长期应付款', 1, '2701'],
      [44, '递延收益', 1, '2401'],
      [45, '其他非流动负债', 1, ''],
      [46, '非流动负债合计', 0, range(42, 45)],
      [47, '负债合计', 0, 'L41 L46'],
      [48, '实收资本（或股本）', 1, '3001'],
      [49, '资本公积', 1, '3002'],
      [50, '盈余公积', 1, '3101'],
      [51, '未分配利润', 1, '3103 3104'],
      [52, '所有者权益（或股东权益）合计', 0, range(48, 51)],
      [53, '负债和所有者权益（或股东权益）总计', 0, 'L47 L52'],
    ]),
  ],
};

/** 利润表 会小企02: 本年累计金额 and 本月金额. */
export const SBE_INCOME_STATEMENT: TStatementDef = {
  type: 1,
  code: 'sbe_income_statement',
  title: '利润表',
  formNo: '会小企02表',
  standard: 'sbe',
  kind: 'income',
  columns: ['本年累计金额', '本月金额'],
  headings: {},
  lines: [
    ...lines('credit', [[1, '一、营业收入', 0, '5001 5051']]),
    ...lines('debit', [
      [2, '减：营业成本', 1, '5401 5402'],
      [3, '税金及附加', 1, '5403'],
      [4, '其中：消费税', 2, '5403:消费税'],
      [5, '营业税', 2, '5403:营业税'],
      [6, '城市维护建设税', 2, '5403:城市维护建设税'],
      [7, '资源税', 2, '5403:资源税'],
      [8, '土地增值税', 2, '5403:土地增值税'],
      [9, '城镇土地使用税、房产税、车船税、印花税', 2, '5403:城镇土地使用税|房产税|车船税|印花税'],
      [10, '教育费附加、矿产资源补偿费、排污费', 2, '5403:教育费附加|地方教育附加|矿产资源|排污费'],
      [11, '销售费用', 1, '5601'],
      [12, '其中：商品维修费', 2, '5601:维修'],
      [13, '广告费和业务宣传费', 2, '5601:广告|业务宣传'],
      [14, '管理费用', 1, '5602'],
      [15, '其中：开办费', 2, '5602:开办'],
      [16, '业务招待费', 2, '5602:业务招待'],
      [17, '研究费用', 2, '5602:研究'],
      [18, '财务费用', 1, '5603'],
      [19, '其中：利息费用（收入以“-”号填列）', 2, '5603:利息'],
    ]),
    ...lines('credit', [
      [20, '加：投资收益（损失以“-”号填列）', 1, '5111'],
      [21, '二、营业利润（亏损以“-”号填列）', 0, 'L1 -L2 -L3 -L11 -L14 -L18 L20'],
      [22, '加：营业外收入', 1, '5301'],
      [23, '其中：政府补助', 2, '5301:政府补助'],
    ]),
    ...lines('debit', [
      [24, '减：营业外支出', 1, '5711'],
      [25, '其中：坏账损失', 2, '5711:坏账'],
      [26, '无法收回的长期债券投资损失', 2, '5711:长期债券'],
      [27, '无法收回的长期股权投资损失', 2, '5711:长期股权'],
      [28, '自然灾害等不可抗力因素造成的损失', 2, '5711:自然灾害|不可抗力'],
      [29, '税收滞纳金', 2, '5711:滞纳金'],
    ]),
    ...lines('credit', [[30, '三、利润总额（亏损总额以“-”号填列）', 0, 'L21 L22 -L24']]),
    ...lines('debit', [[31, '减：所得税费用', 1, '5801']]),
    ...lines('credit', [[32, '四、净利润（净亏损以“-”号填列）', 0, 'L30 -L31']]),
  ],
};

/** 资产负债表 会企01表 (2019 layout for enterprises on the new financial-instrument, revenue and lease standards). */
export const CAS_BALANCE_SHEET: TStatementDef = {
  type: 0,
  code: 'cas_balance_sheet',
  title: '资产负债表',
  formNo: '会企01表',
  standard: 'cas',
  kind: 'balance',
  columns: ['期末余额', '上年年末余额'],
  headings: {
    1: '流动资产：',
    15: '非流动资产：',
    35: '流动负债：',
    49: '非流动负债：',
    61: '所有者权益（或股东权益）：',
  },
  lines: [
    ...lines('debit', [
      [1, '货币资金', 1, '1001 1002 1012'],
      [2, '交易性金融资产', 1, '1101'],
      [3, '衍生金融资产', 1, ''],
      [4, '应收票据', 1, '1121'],
      [5, '应收账款', 1, 'D1122 D2203 1231'],
      [6, '应收款项融资', 1, ''],
      [7, '预付款项', 1, 'D1123 D2202'],
      [8, '其他应收款', 1, '1131 1132 1221'],
      [9, '存货', 1, '1401 1402 1403 1404 1405 1406 1407 1408 1411 1471 5001 5201'],
      [10, '合同资产', 1, ''],
      [11, '持有待售资产', 1, ''],
      [12, '一年内到期的非流动资产', 1, ''],
      [13, '其他流动资产', 1, '1901'],
      [14, '流动资产合计', 0, range(1, 13)],
      [15, '债权投资', 1, '1501'],
      [16, '其他债权投资', 1, ''],
      [17, '长期应收款', 1, '1531'],
      [18, '长期股权投资', 1, '1511 1512'],
      [19, '其他权益工具投资', 1, ''],
      [20, '其他非流动金融资产', 1, ''],
      [21, '投资性房地产', 1, '1521'],
      [22, '固定资产', 1, '1601 1602 1603 1606'],
      [23, '在建工程', 1, '1604 1605'],
      [24, '生产性生物资产', 1, ''],
      [25, '油气资产', 1, ''],
      [26, '使用权资产', 1, ''],
      [27, '无形资产', 1, '1701 1702 1703'],
      [28, '开发支出', 1, '5301'],
      [29, '商誉', 1, '1711'],
      [30, '长期待摊费用', 1, '1801'],
      [31, '递延所得税资产', 1, '1811'],
      [32, '其他非流动资产', 1, ''],
      [33, '非流动资产合计', 0, range(15, 32)],
      [34, '资产总计', 0, 'L14 L33'],
    ]),
    ...lines('credit', [
      [35, '短期借款', 1, '2001'],
      [36, '交易性金融负债', 1, '2101'],
      [37, '衍生金融负债', 1, ''],
      [38, '应付票据', 1, '2201'],
      [39, '应付账款', 1, 'C2202 C1123'],
      [40, '预收款项', 1, 'C2203 C1122'],
      [41, '合同负债', 1, ''],
      [42, '应付职工薪酬', 1, '2211'],
      [43, '应交税费', 1, '2221'],
      [44, '其他应付款', 1, '2231 2232 2241'],
      [45, '持有待售负债', 1, ''],
      [46, '一年内到期的非流动负债', 1, ''],
      [47, '其他流动负债', 1, ''],
      [48, '流动负债合计', 0, range(35, 47)],
      [49, '长期借款', 1, '2501'],
      [50, '应付债券', 1, '2502'],
      [51, '其中：优先股', 2, ''],
      [52, '永续债', 2, ''],
      [53, '租赁负债', 1, ''],
      [54, '长期应付款', 1, '2701'],
      [55, '预计负债', 1, '2801'],
      [56, '递延收益', 1, ''],
      [57, '递延所得税负债', 1, '2901'],
      [58, '其他非流动负债', 1, ''],
      [59, '非流动负债合计', 0, `L49 L50 ${range(53, 58)}`],
      [60, '负债合计', 0, 'L48 L59'],
      [61, '实收资本（或股本）', 1, '4001'],
      [62, '其他权益工具', 1, ''],
      [63, '其中：优先股', 2, ''],
      [64, '永续债', 2, ''],
      [65, '资本公积', 1, '4002'],
      [66, '减：库存股', 1, '-4201'],
      [67, '其他综合收益', 1, ''],
      [68, '专项储备', 1, ''],
      [69, '盈余公积', 1, '4101'],
      [70, '未分配利润', 1, '4103 4104'],
      [71, '所有者权益（或股东权益）合计', 0, 'L61 L62 L65 -L66 L67 L68 L69 L70'],
      [72, '负债和所有者权益（或股东权益）总计', 0, 'L60 L71'],
    ]),
  ],
};

/**
 * 利润表 会企02表 (2019 layout). 本期金额 is the month; 上期金额 (the same period of the year before) lies outside an
 * exercise of one month and stays empty.
 */
export const CAS_INCOME_STATEMENT: TStatementDef = {
  type: 1,
  code: 'cas_income_statement',
  title: '利润表',
  formNo: '会企02表',
  standard: 'cas',
  kind: 'income',
  columns: ['本期金额', '上期金额'],
  sources: ['month', 'none'],
  headings: {},
  lines: [
    ...lines('credit', [[1, '一、营业收入', 0, '6001 6051']]),
    ...lines('debit', [
      [2, '减：营业成本', 1, '6401 6402'],
      [3, '税金及附加', 1, '6403'],
      [4, '销售费用', 1, '6601'],
      [5, '管理费用', 1, '6602 -6602:研究|研发'],
      [6, '研发费用', 1, '6602:研究|研发'],
      [7, '财务费用', 1, '6603'],
      [8, '其中：利息费用', 2, '6603:利息支出|利息费用'],
    ]),
    ...lines('credit', [
      [9, '利息收入', 2, '6603:利息收入'],
      [10, '加：其他收益', 1, ''],
      [11, '投资收益（损失以“－”号填列）', 1, '6111'],
      [12, '其中：对联营企业和合营企业的投资收益', 2, ''],
      [13, '以摊余成本计量的金融资产终止确认收益（损失以“－”号填列）', 2, ''],
      [14, '净敞口套期收益（损失以“－”号填列）', 1, ''],
      [15, '公允价值变动收益（损失以“－”号填列）', 1, '6101'],
      [16, '信用减值损失（损失以“－”号填列）', 1, ''],
      [17, '资产减值损失（损失以“－”号填列）', 1, '6701'],
      [18, '资产处置收益（损失以“－”号填列）', 1, ''],
      [19, '二、营业利润（亏损以“－”号填列）', 0, 'L1 -L2 -L3 -L4 -L5 -L6 -L7 L10 L11 L14 L15 L16 L17 L18'],
      [20, '加：营业外收入', 1, '6301'],
    ]),
    ...lines('debit', [[21, '减：营业外支出', 1, '6711']]),
    ...lines('credit', [[22, '三、利润总额（亏损总额以“－”号填列）', 0, 'L19 L20 -L21']]),
    ...lines('debit', [[23, '减：所得税费用', 1, '6801']]),
    ...lines('credit', [
      [24, '四、净利润（净亏损以“－”号填列）', 0, 'L22 -L23'],
      [25, '（一）持续经营净利润（净亏损以“－”号填列）', 1, 'L24'],
      [26, '（二）终止经营净利润（净亏损以“－”号填列）', 1, ''],
    ]),
  ],
};

export const STATEMENT_DEFS: readonly TStatementDef[] = [
  SBE_BALANCE_SHEET,
  SBE_INCOME_STATEMENT,
  CAS_BALANCE_SHEET,
  CAS_INCOME_STATEMENT,
];

/** The statements a standard draws up, by report type. */
export function statementOf(standard: TStandard, type: number): TStatementDef | undefined {
  return STATEMENT_DEFS.find((def) => def.standard === standard && def.type === type);
}

// ---- reading balances ----

/** What a statement's column reads: per account a signed amount (debit positive) and, for D/C terms, the items. */
export interface TBalanceSource {
  /** the amount of an account read debit positive (a balance, or a movement on the account's own side) */
  amount(code: string): Decimal;
  /** the signed balances of an account's leaves, item by item where a leaf keeps auxiliary items */
  items(code: string): Decimal[];
}

/** Closing balances of a trial balance (with its auxiliary rows) as a balance-sheet column reads them. */
export function closingSource(chart: TChart, tb: TTrialBalance, aux: readonly TAuxBalanceRow[]): TBalanceSource {
  const byLeaf = new Map<string, Decimal[]>();
  for (const row of aux) {
    const list = byLeaf.get(row.account) ?? [];
    list.push(row.closing);
    byLeaf.set(row.account, list);
  }
  return {
    amount: (code) => tb.rows.get(code)?.closing ?? ZERO,
    items: (code) => leavesOf(chart, code).flatMap((leaf) => byLeaf.get(leaf) ?? [tb.rows.get(leaf)?.closing ?? ZERO]),
  };
}

/** Balances at a moment given as opening balances (the year start of a case), as a balance-sheet column reads them. */
export function openingSource(chart: TChart, period: TPeriod, opening: readonly TOpeningBalance[]): TBalanceSource {
  const tb = trialBalance(chart, period, opening, []);
  return closingSource(chart, tb, auxBalances(chart, opening, []));
}

/** The vouchers (word-number) of 结转损益: lines on 本年利润 (3103 or 4103) and on P&L accounts only. */
function transferVouchers(chart: TChart, postings: readonly TPosting[]): Set<string> {
  const profit = KEY_ACCOUNTS[chart.standard].profitForYear;
  const withProfit = new Set<string>();
  const withOther = new Set<string>();
  for (const posting of postings) {
    const key = `${posting.word}-${posting.number}`;
    if (posting.account.startsWith(profit)) withProfit.add(key);
    else if (chart.accounts.get(posting.account)?.class !== 'profit_loss') withOther.add(key);
  }
  return new Set([...withProfit].filter((key) => !withOther.has(key)));
}

/**
 * An income statement's column, read debit positive: each P&L account's net movement of the month leaving out the
 * 结转损益 vouchers (a revenue's credits less any debits, an expense's debits less any credits, red entries
 * included); for the year to date, the months before as the books carry them on the account's own side (a revenue's
 * 本年累计贷方, an expense's 本年累计借方: Chinese books write a P&L account on its own side, reductions in red, and
 * empty it on the other side) plus this month.
 */
export function movementSource(
  chart: TChart,
  tb: TTrialBalance,
  postings: readonly TPosting[],
  yearToDate: boolean,
): TBalanceSource {
  const transfers = transferVouchers(chart, postings);
  const month = new Map<string, Decimal>();
  for (const posting of postings) {
    if (transfers.has(`${posting.word}-${posting.number}`)) continue;
    const net = posting.debit.minus(posting.credit);
    for (const code of lineageOf(chart, posting.account)) month.set(code, (month.get(code) ?? ZERO).plus(net));
  }
  // a parent adds up its children, each read on its own side (利息收入 under 财务费用 is a credit-side leaf)
  const amount = (code: string): Decimal => {
    const row = tb.rows.get(code);
    const account = chart.accounts.get(code);
    if (!row || !account) return ZERO;
    if (account.children.length > 0) return account.children.reduce((sum, child) => sum.plus(amount(child)), ZERO);
    const thisMonth = month.get(code) ?? ZERO;
    if (!yearToDate) return thisMonth;
    const before = account.side === 'credit' ? row.ytdCredit.minus(row.credit).neg() : row.ytdDebit.minus(row.debit);
    return before.plus(thisMonth);
  };
  return { amount, items: (code) => [amount(code)] };
}

// ---- evaluating ----

const TERM = /^([+-]?)(?:(L)(\d+)|([DC])(\d+)|(\d+)(?::(.+))?)$/;

/** Why a formula cannot be read (null: it can). */
export function formulaProblem(def: TStatementDef, chart: TChart | null, formula: string): string | null {
  for (const token of formula.split(/\s+/).filter(Boolean)) {
    const match = TERM.exec(token);
    if (!match) return `无法识别的取数项「${token}」`;
    if (match[2] && !def.lines.some((line) => line.line === Number(match[3]))) return `没有第${match[3]}行`;
    const code = match[5] ?? match[6];
    if (code && chart && !chart.accounts.has(code)) return `科目「${code}」不存在`;
  }
  return null;
}

/** Compute a statement's column from a balance source: every line's amount, rounded to the fen. */
export function computeStatement(def: TStatementDef, chart: TChart, source: TBalanceSource): Map<number, Decimal> {
  const values = new Map<number, Decimal>();
  const byLine = new Map(def.lines.map((line) => [line.line, line]));
  const busy = new Set<number>();
  const lineValue = (number: number): Decimal => {
    const known = values.get(number);
    if (known) return known;
    const line = byLine.get(number);
    if (!line) return ZERO;
    if (busy.has(number)) throw new Error(`statement ${def.code}: line ${number} refers to itself`);
    busy.add(number);
    const sideSign = line.side === 'credit' ? -1 : 1;
    let total = ZERO;
    for (const token of line.formula.split(/\s+/).filter(Boolean)) {
      const match = TERM.exec(token);
      if (!match) throw new Error(`statement ${def.code} line ${number}: bad term ${token}`);
      const sign = match[1] === '-' ? -1 : 1;
      let term = ZERO;
      if (match[2]) term = lineValue(Number(match[3]));
      else if (match[4]) {
        const wantDebit = match[4] === 'D';
        term = source
          .items(match[5])
          .filter((value) => (wantDebit ? value.gt(0) : value.lt(0)))
          .reduce((sum, value) => sum.plus(value.abs()), ZERO);
      } else if (match[7]) {
        const words = match[7].split('|');
        const parent = chart.accounts.get(match[6]);
        const children = (parent?.children ?? []).filter((child) =>
          words.some((word) => chart.accounts.get(child)?.name.includes(word)),
        );
        term = children.reduce((sum, child) => sum.plus(source.amount(child)), ZERO).times(sideSign);
      } else term = source.amount(match[6]).times(sideSign);
      total = sign === 1 ? total.plus(term) : total.minus(term);
    }
    const rounded = total.toDecimalPlaces(2, Dec.ROUND_HALF_UP);
    busy.delete(number);
    values.set(number, rounded);
    return rounded;
  };
  for (const line of def.lines) lineValue(line.line);
  return values;
}

/** Both columns of a statement of a period. */
export interface TStatementInput {
  chart: TChart;
  tb: TTrialBalance;
  aux: readonly TAuxBalanceRow[];
  /** the balances at the start of the year (for 年初余额) */
  yearStart: readonly TOpeningBalance[];
  /** the period's postings (the income statement leaves out the 结转损益 vouchers) */
  postings: readonly TPosting[];
}

/** A statement's two columns: balance sheet 期末余额 and 年初余额; income statement 本年累计金额 and 本月金额. */
/** The sources of a statement's two columns. */
export function columnSources(def: TStatementDef): readonly [TColumnSource, TColumnSource] {
  return def.sources ?? (def.kind === 'balance' ? ['closing', 'yearStart'] : ['ytd', 'month']);
}

export function statementColumns(
  def: TStatementDef,
  input: TStatementInput,
): { line: number; name: string; values: [string, string] }[] {
  const { chart, tb } = input;
  const column = (source: TColumnSource): Map<number, Decimal> | null => {
    if (source === 'closing') return computeStatement(def, chart, closingSource(chart, tb, input.aux));
    if (source === 'yearStart') {
      return computeStatement(def, chart, openingSource(chart, { year: tb.period.year, month: 1 }, input.yearStart));
    }
    if (source === 'none') return null;
    return computeStatement(def, chart, movementSource(chart, tb, input.postings, source === 'ytd'));
  };
  const [firstSource, secondSource] = columnSources(def);
  const first = column(firstSource);
  const second = column(secondSource);
  const cell = (values: Map<number, Decimal> | null, line: number) =>
    values ? (values.get(line) ?? ZERO).toFixed(2) : '';
  return def.lines.map((line) => ({
    line: line.line,
    name: line.name,
    values: [cell(first, line.line), cell(second, line.line)],
  }));
}
