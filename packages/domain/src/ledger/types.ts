/**
 * The real-ledger exercise's data: charts of accounts, vouchers, opening balances and the seeded case's shape.
 * Amounts are decimal strings with at most two places ('1234.50', '-80.00' on a red-letter voucher), never numbers.
 */

/** 小企业会计准则 (SBE, 财会〔2011〕17号) or 企业会计准则 (CAS, the 2006 chart): equity, cost and P&L codes differ. */
export type TStandard = 'sbe' | 'cas';

/** The side on which an account normally carries its balance. */
export type TSide = 'debit' | 'credit';

/** The class of a first-level account (the first digit of its code, read per standard). */
export type TAccountClass = 'asset' | 'liability' | 'common' | 'equity' | 'cost' | 'profit_loss';

/** Auxiliary dimensions (辅助核算). */
export type TAuxKind = 'customer' | 'supplier' | 'department' | 'person' | 'project';

export const AUX_KIND_NAMES: Readonly<Record<TAuxKind, string>> = {
  customer: '客户',
  supplier: '供应商',
  department: '部门',
  person: '个人',
  project: '项目',
};

/** The page layout of an account's detail ledger. */
export type TLedgerLayout = 'three_column' | 'quantity_amount' | 'multi_column';

/** A first-level account of a standard chart. */
export interface TStandardAccount {
  code: string;
  name: string;
  side: TSide;
  class: TAccountClass;
}

/**
 * An account a case adds below a first-level one (scheme 4-2-2-2: 100201, 22210101). Side and class come from the
 * first-level account unless given (a column of 应交增值税 such as 进项税额 keeps the debit side of its column).
 */
export interface TSubAccountDef {
  code: string;
  name: string;
  side?: TSide;
  /** auxiliary dimensions every line on this account must name (customers on 应收账款, departments on 管理费用) */
  aux?: readonly TAuxKind[];
  /** a quantity-amount account (库存商品 by item): the unit of quantity */
  unit?: string;
  /** the detail ledger's layout (three-column unless given) */
  layout?: TLedgerLayout;
}

/** Auxiliary settings of a first-level account that a case uses without sub-accounts (1122 with 客户). */
export interface TAccountSetting {
  code: string;
  aux?: readonly TAuxKind[];
  unit?: string;
  layout?: TLedgerLayout;
}

/** An auxiliary item (a customer, a supplier, a department, a person, a project). */
export interface TAuxItem {
  code: string;
  name: string;
}

/** The auxiliary items a line names, by kind (the item's code). */
export type TAuxRef = Partial<Record<TAuxKind, string>>;

/** Voucher words: 记 (general) or 收/付/转. */
export type TVoucherWord = '记' | '收' | '付' | '转';

export const VOUCHER_WORDS: readonly TVoucherWord[] = ['记', '收', '付', '转'];

/** One line (分录) of a voucher: exactly one of debit and credit carries an amount. */
export interface TVoucherLine {
  summary: string;
  account: string;
  debit: string | null;
  credit: string | null;
  aux?: TAuxRef;
  /** quantity on a quantity-amount account (negative on a red-letter line) */
  quantity?: string | null;
}

/** A voucher as entered (制单). */
export interface TVoucherInput {
  word: TVoucherWord;
  /** number within the month and word, from 1 without gaps */
  number: number;
  /** YYYY-MM-DD, within the period */
  date: string;
  /** 附单据数 */
  attachments: number;
  lines: readonly TVoucherLine[];
}

/** 草稿 → 已审核 → 已记账 (the period's 结账 then freezes it). */
export type TVoucherStatus = 'draft' | 'audited' | 'posted';

export interface TVoucher extends TVoucherInput {
  status: TVoucherStatus;
  preparer: string;
  reviewer?: string | null;
  poster?: string | null;
}

/** An opening balance of a leaf account (and auxiliary item) at the start of the exercise's period. */
export interface TOpeningBalance {
  account: string;
  aux?: TAuxRef;
  /** the balance on its side: debit minus credit for a debit-side account, credit minus debit for a credit-side one */
  balance: string;
  quantity?: string;
  /** debits and credits of the year before this period (本年累计 of January to the month before) */
  ytdDebit?: string;
  ytdCredit?: string;
}

/** An accounting period (one month). */
export interface TPeriod {
  year: number;
  month: number;
}

// ---------------------------------------------------------------------------------------------------------------
// original documents (原始凭证): data the product draws as images of the real paper

/** A party on a document. */
export interface TDocParty {
  name: string;
  taxId?: string;
  addressPhone?: string;
  bankAccount?: string;
}

/** A VAT invoice (专用 or 普通; paper with code and number, or 数电 with a 20-digit number). */
export interface TInvoiceDoc {
  kind: 'invoice';
  invoiceType: 'special' | 'normal' | 'digital_special' | 'digital_normal';
  /** 发票联 or 抵扣联 as the copy the company holds (记账联 for its own sales) */
  copy: '记账联' | '发票联' | '抵扣联';
  code?: string;
  number: string;
  date: string;
  buyer: TDocParty;
  seller: TDocParty;
  lines: readonly {
    name: string;
    spec?: string;
    unit?: string;
    quantity?: string;
    price?: string;
    amount: string;
    rate: string;
    tax: string;
  }[];
  totalAmount: string;
  totalTax: string;
  remark?: string;
  /** red-letter invoice */
  red?: boolean;
}

/** A bank receipt (银行电子回单) or the bank's copy of a slip. */
export interface TBankDoc {
  kind: 'bank';
  title: string;
  bank: string;
  date: string;
  serial: string;
  payer: { name: string; account: string; bank: string };
  payee: { name: string; account: string; bank: string };
  amount: string;
  purpose: string;
  /** further lines the real slip prints (e.g. 税种明细 of a tax payment) */
  details?: readonly [string, string][];
}

/** Any other paper as a titled table: a payroll sheet, a depreciation schedule, an outbound note, a claim form. */
export interface TSheetDoc {
  kind: 'sheet';
  title: string;
  /** lines above the table (编制单位, 日期, 编号 …) as label and value */
  heading?: readonly [string, string][];
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  /** lines under the table (合计 in words, remarks) */
  footer?: readonly string[];
  /** the signatures at the bottom (label and name) */
  signatures?: readonly [string, string][];
}

export type TLedgerDocument = TInvoiceDoc | TBankDoc | TSheetDoc;

/** A business item of the month: what happened, its documents, and the voucher(s) it makes. */
export interface TLedgerCaseItem {
  /** 1, 2, … in the order of the month */
  id: number;
  date: string;
  title: string;
  /** what the student reads */
  description: string;
  documents: readonly TLedgerDocument[];
  /** the model voucher(s): lines as the teacher's answer (order free in grading) */
  vouchers: readonly { attachments: number; lines: readonly TVoucherLine[] }[];
  /** a period-end item (计提, 结转): made after the others, in order */
  periodEnd?: boolean;
}

/** A real-ledger case: one company, one month. */
export interface TLedgerCase {
  company: {
    name: string;
    creditCode: string;
    standard: TStandard;
    taxpayer: string;
    bank: string;
    bankAccount: string;
    /** who keeps the books (制单, 审核, 记账, 主管) */
    people: { preparer: string; reviewer: string; poster: string; supervisor: string; cashier: string };
  };
  period: TPeriod;
  accounts: readonly TSubAccountDef[];
  settings: readonly TAccountSetting[];
  auxItems: Readonly<Partial<Record<TAuxKind, readonly TAuxItem[]>>>;
  opening: readonly TOpeningBalance[];
  /** the balances at the start of the year (the balance sheet's 年初余额), at leaves */
  yearStart?: readonly TOpeningBalance[];
  items: readonly TLedgerCaseItem[];
  /** facts that are the case's assumptions or unconfirmed (Chinese, for the teacher) */
  notes: readonly string[];
}
