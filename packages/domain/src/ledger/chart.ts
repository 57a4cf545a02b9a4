/**
 * Charts of accounts: the first-level accounts of 小企业会计准则 and 企业会计准则 (keyed by standard and code: the
 * two differ in equity, cost and P&L codes), a case's sub-accounts in the scheme 4-2-2-2, and the chart as a tree.
 */
import { ledgerMessages } from './messages';
import type {
  TAccountClass,
  TAccountSetting,
  TAuxKind,
  TLedgerLayout,
  TSide,
  TStandard,
  TStandardAccount,
  TSubAccountDef,
} from './types';

type TRow = readonly [code: string, name: string, side?: TSide];

function accounts(klass: TAccountClass, side: TSide, rows: readonly TRow[]): TStandardAccount[] {
  return rows.map(([code, name, own]) => ({ code, name, side: own ?? side, class: klass }));
}

const SHARED_ASSETS: readonly TRow[] = [
  ['1001', '库存现金'],
  ['1002', '银行存款'],
  ['1012', '其他货币资金'],
];

/** 小企业会计准则 (会小企): the appendix's first-level accounts. */
export const SBE_ACCOUNTS: readonly TStandardAccount[] = [
  ...accounts('asset', 'debit', [
    ...SHARED_ASSETS,
    ['1101', '短期投资'],
    ['1121', '应收票据'],
    ['1122', '应收账款'],
    ['1123', '预付账款'],
    ['1131', '应收股利'],
    ['1132', '应收利息'],
    ['1221', '其他应收款'],
    ['1401', '材料采购'],
    ['1402', '在途物资'],
    ['1403', '原材料'],
    ['1404', '材料成本差异'],
    ['1405', '库存商品'],
    ['1407', '商品进销差价', 'credit'],
    ['1408', '委托加工物资'],
    ['1411', '周转材料'],
    ['1421', '消耗性生物资产'],
    ['1501', '长期债券投资'],
    ['1511', '长期股权投资'],
    ['1601', '固定资产'],
    ['1602', '累计折旧', 'credit'],
    ['1604', '在建工程'],
    ['1605', '工程物资'],
    ['1606', '固定资产清理'],
    ['1621', '生产性生物资产'],
    ['1622', '生产性生物资产累计折旧', 'credit'],
    ['1701', '无形资产'],
    ['1702', '累计摊销', 'credit'],
    ['1801', '长期待摊费用'],
    ['1901', '待处理财产损溢'],
  ]),
  ...accounts('liability', 'credit', [
    ['2001', '短期借款'],
    ['2201', '应付票据'],
    ['2202', '应付账款'],
    ['2203', '预收账款'],
    ['2211', '应付职工薪酬'],
    ['2221', '应交税费'],
    ['2231', '应付利息'],
    ['2232', '应付利润'],
    ['2241', '其他应付款'],
    ['2401', '递延收益'],
    ['2501', '长期借款'],
    ['2701', '长期应付款'],
  ]),
  ...accounts('equity', 'credit', [
    ['3001', '实收资本'],
    ['3002', '资本公积'],
    ['3101', '盈余公积'],
    ['3103', '本年利润'],
    ['3104', '利润分配'],
  ]),
  ...accounts('cost', 'debit', [
    ['4001', '生产成本'],
    ['4101', '制造费用'],
    ['4301', '研发支出'],
    ['4401', '工程施工'],
    ['4403', '机械作业'],
  ]),
  ...accounts('profit_loss', 'credit', [
    ['5001', '主营业务收入'],
    ['5051', '其他业务收入'],
    ['5111', '投资收益'],
    ['5301', '营业外收入'],
  ]),
  ...accounts('profit_loss', 'debit', [
    ['5401', '主营业务成本'],
    ['5402', '其他业务成本'],
    ['5403', '税金及附加'],
    ['5601', '销售费用'],
    ['5602', '管理费用'],
    ['5603', '财务费用'],
    ['5711', '营业外支出'],
    ['5801', '所得税费用'],
  ]),
];

/** 企业会计准则 (the 2006 chart as used with the 2019 statement layouts). */
export const CAS_ACCOUNTS: readonly TStandardAccount[] = [
  ...accounts('asset', 'debit', [
    ...SHARED_ASSETS,
    ['1101', '交易性金融资产'],
    ['1121', '应收票据'],
    ['1122', '应收账款'],
    ['1123', '预付账款'],
    ['1131', '应收股利'],
    ['1132', '应收利息'],
    ['1221', '其他应收款'],
    ['1231', '坏账准备', 'credit'],
    ['1401', '材料采购'],
    ['1402', '在途物资'],
    ['1403', '原材料'],
    ['1404', '材料成本差异'],
    ['1405', '库存商品'],
    ['1406', '发出商品'],
    ['1407', '商品进销差价', 'credit'],
    ['1408', '委托加工物资'],
    ['1411', '周转材料'],
    ['1471', '存货跌价准备', 'credit'],
    ['1501', '债权投资'],
    ['1511', '长期股权投资'],
    ['1512', '长期股权投资减值准备', 'credit'],
    ['1521', '投资性房地产'],
    ['1531', '长期应收款'],
    ['1601', '固定资产'],
    ['1602', '累计折旧', 'credit'],
    ['1603', '固定资产减值准备', 'credit'],
    ['1604', '在建工程'],
    ['1605', '工程物资'],
    ['1606', '固定资产清理'],
    ['1701', '无形资产'],
    ['1702', '累计摊销', 'credit'],
    ['1703', '无形资产减值准备', 'credit'],
    ['1711', '商誉'],
    ['1801', '长期待摊费用'],
    ['1811', '递延所得税资产'],
    ['1901', '待处理财产损溢'],
  ]),
  ...accounts('liability', 'credit', [
    ['2001', '短期借款'],
    ['2101', '交易性金融负债'],
    ['2201', '应付票据'],
    ['2202', '应付账款'],
    ['2203', '预收账款'],
    ['2211', '应付职工薪酬'],
    ['2221', '应交税费'],
    ['2231', '应付利息'],
    ['2232', '应付股利'],
    ['2241', '其他应付款'],
    ['2501', '长期借款'],
    ['2502', '应付债券'],
    ['2701', '长期应付款'],
    ['2801', '预计负债'],
    ['2901', '递延所得税负债'],
  ]),
  ...accounts('equity', 'credit', [
    ['4001', '实收资本'],
    ['4002', '资本公积'],
    ['4101', '盈余公积'],
    ['4103', '本年利润'],
    ['4104', '利润分配'],
    ['4201', '库存股', 'debit'],
  ]),
  ...accounts('cost', 'debit', [
    ['5001', '生产成本'],
    ['5101', '制造费用'],
    ['5201', '劳务成本'],
    ['5301', '研发支出'],
  ]),
  ...accounts('profit_loss', 'credit', [
    ['6001', '主营业务收入'],
    ['6051', '其他业务收入'],
    ['6101', '公允价值变动损益'],
    ['6111', '投资收益'],
    ['6301', '营业外收入'],
  ]),
  ...accounts('profit_loss', 'debit', [
    ['6401', '主营业务成本'],
    ['6402', '其他业务成本'],
    ['6403', '税金及附加'],
    ['6601', '销售费用'],
    ['6602', '管理费用'],
    ['6603', '财务费用'],
    ['6701', '资产减值损失'],
    ['6711', '营业外支出'],
    ['6801', '所得税费用'],
    ['6901', '以前年度损益调整', 'credit'],
  ]),
];

export const STANDARD_NAMES: Readonly<Record<TStandard, string>> = {
  sbe: '小企业会计准则',
  cas: '企业会计准则',
};

/** The accounts the closing steps need, by standard. */
export const KEY_ACCOUNTS: Readonly<Record<TStandard, { profitForYear: string; distribution: string }>> = {
  sbe: { profitForYear: '3103', distribution: '3104' },
  cas: { profitForYear: '4103', distribution: '4104' },
};

/** An account of a chart: a node of the tree. */
export interface TAccount {
  code: string;
  name: string;
  /** 应交税费—应交增值税—进项税额 */
  fullName: string;
  side: TSide;
  class: TAccountClass;
  /** 1 for a first-level account, 2 for 100201, … */
  level: number;
  parent: string | null;
  children: string[];
  aux: readonly TAuxKind[];
  unit: string | null;
  layout: TLedgerLayout;
}

export interface TChart {
  standard: TStandard;
  accounts: ReadonlyMap<string, TAccount>;
  /** first-level codes in code order */
  firstLevel: readonly string[];
}

/** The length of each level's code in the scheme 4-2-2-2. */
const LEVEL_LENGTHS = [4, 6, 8, 10];

/** An account's level from its code's length (0 when the length fits no level). */
export function levelOf(code: string): number {
  return LEVEL_LENGTHS.indexOf(code.length) + 1;
}

/** A problem found building a chart. */
export interface TChartProblem {
  code: string;
  message: string;
}

/**
 * Build a case's chart: the standard's first-level accounts, then the case's sub-accounts (a parent first: a code
 * extends its parent's by two digits) and settings. Throws nothing: problems are returned beside the chart.
 */
export function buildChart(
  standard: TStandard,
  subAccounts: readonly TSubAccountDef[] = [],
  settings: readonly TAccountSetting[] = [],
): { chart: TChart; problems: TChartProblem[] } {
  const map = new Map<string, TAccount>();
  const problems: TChartProblem[] = [];
  const first = standard === 'sbe' ? SBE_ACCOUNTS : CAS_ACCOUNTS;
  for (const account of first) {
    map.set(account.code, {
      ...account,
      fullName: account.name,
      level: 1,
      parent: null,
      children: [],
      aux: [],
      unit: null,
      layout: 'three_column',
    });
  }
  const ordered = [...subAccounts].sort((a, b) => a.code.length - b.code.length || a.code.localeCompare(b.code));
  for (const def of ordered) {
    const level = levelOf(def.code);
    if (!/^\d+$/.test(def.code) || level < 2) {
      problems.push({ code: def.code, message: ledgerMessages.accountCodeScheme(def.code) });
      continue;
    }
    if (map.has(def.code)) {
      problems.push({ code: def.code, message: ledgerMessages.accountCodeTaken(def.code) });
      continue;
    }
    const parentCode = def.code.slice(0, LEVEL_LENGTHS[level - 2]);
    const parent = map.get(parentCode);
    if (!parent) {
      problems.push({ code: def.code, message: ledgerMessages.accountParentMissing(def.code, parentCode) });
      continue;
    }
    const name = def.name.trim();
    if (name === '' || name.length > 40) {
      problems.push({ code: def.code, message: ledgerMessages.accountNameInvalid(def.code) });
      continue;
    }
    if (parent.children.some((child) => map.get(child)?.name === name)) {
      problems.push({ code: def.code, message: ledgerMessages.accountNameTaken(parent.fullName, name) });
      continue;
    }
    map.set(def.code, {
      code: def.code,
      name,
      fullName: `${parent.fullName}—${name}`,
      side: def.side ?? parent.side,
      class: parent.class,
      level,
      parent: parent.code,
      children: [],
      aux: def.aux ?? [],
      unit: def.unit ?? null,
      layout: def.layout ?? (def.unit ? 'quantity_amount' : parent.layout),
    });
    parent.children.push(def.code);
  }
  for (const setting of settings) {
    const account = map.get(setting.code);
    if (!account) {
      problems.push({ code: setting.code, message: ledgerMessages.accountMissing(setting.code) });
      continue;
    }
    map.set(setting.code, {
      ...account,
      aux: setting.aux ?? account.aux,
      unit: setting.unit ?? account.unit,
      layout: setting.layout ?? (setting.unit ? 'quantity_amount' : account.layout),
    });
  }
  // a sub-account inherits its parent's settings when it has none of its own
  for (const code of [...map.keys()].sort((a, b) => a.length - b.length)) {
    const account = map.get(code) as TAccount;
    if (!account.parent) continue;
    const parent = map.get(account.parent) as TAccount;
    if (account.aux.length === 0 && parent.aux.length > 0) account.aux = parent.aux;
    if (account.unit === null && parent.unit !== null) {
      account.unit = parent.unit;
      account.layout = 'quantity_amount';
    }
  }
  for (const account of map.values()) account.children.sort();
  const sorted = new Map([...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    chart: { standard, accounts: sorted, firstLevel: first.map((account) => account.code).sort() },
    problems,
  };
}

/** Build a chart that must be sound (the seeded cases, the tests): throws on the first problem. */
export function chartOf(
  standard: TStandard,
  subAccounts: readonly TSubAccountDef[] = [],
  settings: readonly TAccountSetting[] = [],
): TChart {
  const { chart, problems } = buildChart(standard, subAccounts, settings);
  if (problems.length > 0) throw new Error(problems.map((problem) => problem.message).join('；'));
  return chart;
}

export function isLeaf(chart: TChart, code: string): boolean {
  const account = chart.accounts.get(code);
  return account !== undefined && account.children.length === 0;
}

/** The first-level account an account belongs to. */
export function firstLevelOf(code: string): string {
  return code.slice(0, 4);
}

/** The account and its ancestors, from itself up. */
export function lineageOf(chart: TChart, code: string): string[] {
  const out: string[] = [];
  let current = chart.accounts.get(code);
  while (current) {
    out.push(current.code);
    current = current.parent ? chart.accounts.get(current.parent) : undefined;
  }
  return out;
}

/** The leaves under an account (itself when it is a leaf). */
export function leavesOf(chart: TChart, code: string): string[] {
  const account = chart.accounts.get(code);
  if (!account) return [];
  if (account.children.length === 0) return [code];
  return account.children.flatMap((child) => leavesOf(chart, child));
}

/**
 * Search the chart as the account picker does: by code prefix, by a part of the name, or by the pinyin initials a
 * caller supplies for each account (leaves first, in code order).
 */
export function searchAccounts(
  chart: TChart,
  query: string,
  initials?: ReadonlyMap<string, string>,
  limit = 20,
): TAccount[] {
  const text = query.trim().toLowerCase();
  if (text === '') return [];
  const hits: TAccount[] = [];
  for (const account of chart.accounts.values()) {
    const matches =
      account.code.startsWith(text) ||
      account.fullName.includes(query.trim()) ||
      (initials?.get(account.code)?.startsWith(text) ?? false);
    if (matches) hits.push(account);
  }
  hits.sort(
    (a, b) => Number(b.children.length === 0) - Number(a.children.length === 0) || a.code.localeCompare(b.code),
  );
  return hits.slice(0, limit);
}
