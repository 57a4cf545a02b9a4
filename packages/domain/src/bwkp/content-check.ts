/**
 * Content checks of a case beyond the line arithmetic of case-check.ts: what a real invoice of the story would
 * carry. Identity codes (credit codes, identity numbers), goods codes against the official classification table, the
 * 价税合计 written in a question's text, the business dates (in order; a void in the month of the invoice it voids,
 * a red invoice in a later month than its blue one), the 建筑服务 remark and the red-letter form number. Every
 * problem is one Chinese sentence naming the question (or row) and the field, as case-check.ts writes them.
 */
import type Decimal from 'decimal.js';
import { parseDecimal } from '../decimal';
import { idNumberProblem, taxpayerIdProblem } from '../identity';
import { formatRate, isAllowedRate, toVatRate, VAT_RATES } from '../money';
import type { TCaseProblem } from './case-check';
import { expectedDraft } from './grading';
import { computeTotals } from './lines';
import { checkHzxxbNumber } from './red-letter';
import { isInvoiceSubjectType, isRedSubjectType, SUBJECT_TYPE } from './subjects';
import type { TApplyAnswer, TGoodsCodeRow, TGoodsLine, TKhbmRow, TQyxx, TRedData, TSubject } from './types';

/** A subject as the content checks read it: the question's text and, for a red question, the blue question. */
export interface TCheckedSubject extends TSubject {
  /** 业务描述: the text the student works from */
  subject_describe?: string;
  /** red-letter questions: the question whose blue invoice this one reverses */
  blue_sort?: number;
  /** red special questions may name the information form's number (notic_no) the red invoice imports */
  red?: TRedData & { notic_no?: string };
}

// ---- identity codes ----

/** The company's 纳税人识别号 (a credit code when 18 characters, else the format of 15, 17 or 20). */
export function checkQyxxCodes(qyxx: Pick<TQyxx, 'nsr_sbh'>): string[] {
  const problem = taxpayerIdProblem(qyxx.nsr_sbh);
  return problem === null ? [] : [`企业信息纳税人识别号${qyxx.nsr_sbh}${problem}`];
}

/** Every customer's 税号: empty (a private person) or an acceptable 纳税人识别号. */
export function checkKhbmCodes(rows: readonly Pick<TKhbmRow, 'kh_name' | 'tax_num'>[]): string[] {
  return rows.flatMap((row, i) => {
    if (row.tax_num === '') return [];
    const problem = taxpayerIdProblem(row.tax_num);
    return problem === null ? [] : [`客户编码第${i + 1}行（${row.kh_name}）税号${row.tax_num}${problem}`];
  });
}

const APPLY_KIND_LABELS: Record<number, string> = { 1: '增值税普通发票', 2: '增值税专用发票' };

/** The apply answers: an identity number (证件类型 身份证) must be a valid 居民身份证号码. */
export function checkApplyCodes(
  answers: readonly (Pick<TApplyAnswer, 'shenling_zjlx' | 'shenling_zjh'> & { invoice_zl: number })[],
  today: Date = new Date(),
): string[] {
  return answers.flatMap((answer) => {
    if (answer.shenling_zjlx !== '身份证') return [];
    const problem = idNumberProblem(answer.shenling_zjh, today);
    const kind = APPLY_KIND_LABELS[answer.invoice_zl] ?? `发票种类${answer.invoice_zl}`;
    return problem === null
      ? []
      : [`${kind}申领答案证件号码${answer.shenling_zjh}不是有效的居民身份证号码：${problem}`];
  });
}

// ---- goods codes against the classification table ----

/** One code of the 商品和服务税收分类编码表 as the checks read it. */
export interface TTaxCodeInfo {
  code: string;
  name: string;
  short_name: string;
  /** the rates the table lists, as fractions ('0.13', '0.09') */
  rate_list: readonly string[];
  /** ZZSTSGL, the special VAT management ('简易征收', '按5%简易征收', '免税', '不征税', … '、' between several) */
  special_management: string;
  /** HZX: a summary row, not for invoices */
  is_summary: boolean;
  /** the table has codes under this one */
  has_children: boolean;
}

export type TTaxCodeLookup = (code: string) => TTaxCodeInfo | undefined;

const LEVY_RATE = /^按(\d+(?:\.\d+)?)%简易征收/;

/** The VAT_RATES spelling of a rate ('0.130' → '0.13'), or null for a rate outside VAT_RATES. */
function vatRateOf(value: string): string | null {
  return isAllowedRate(value) ? toVatRate(value) : null;
}

/**
 * The VAT_RATES a goods code may carry: the rates the table lists; 3 % when its special management allows the
 * simplified levy (简易征收), the named rate for 按N%简易征收; 0 for 免税 and 不征税. In VAT_RATES order.
 */
export function allowedRatesOf(info: Pick<TTaxCodeInfo, 'rate_list' | 'special_management'>): string[] {
  const allowed = new Set<string>();
  const add = (value: string) => {
    const rate = vatRateOf(value);
    if (rate !== null) allowed.add(rate);
  };
  for (const rate of info.rate_list) add(rate);
  for (const part of info.special_management.split('、').map((entry) => entry.trim())) {
    const levy = LEVY_RATE.exec(part);
    if (part === '简易征收') add('0.03');
    else if (levy) add(String(Number(levy[1]) / 100));
    else if (part === '免税' || part === '不征税') add('0');
  }
  return VAT_RATES.filter((rate) => allowed.has(rate));
}

function rateText(rate: string): string {
  return rate === '0' ? '0' : formatRate(rate);
}

/** What is wrong with one goods-code row against the table, each a phrase after `where` (商品编码第n行：). */
export function goodsCodeRowProblems(
  row: Pick<TGoodsCodeRow, 'code' | 'flqc' | 'tax_rate' | 'applicable_tax_rate'>,
  info: TTaxCodeInfo | undefined,
  where: string,
): string[] {
  if (info === undefined) return [`${where}税收分类编码${row.code}不在税收分类编码表中`];
  if (info.is_summary) return [`${where}税收分类编码${row.code}是汇总项，不能用于开票，请选择其下级编码`];
  if (info.has_children) return [`${where}税收分类编码${row.code}下还有下级编码，请选择最末级编码`];
  const problems: string[] = [];
  if (row.flqc.trim() !== info.short_name) {
    problems.push(`${where}分类简称「${row.flqc.trim()}」与编码表中${row.code}的简称「${info.short_name}」不一致`);
  }
  const allowed = allowedRatesOf(info);
  const allowedText = allowed.length > 0 ? allowed.map(rateText).join('、') : '无';
  for (const [field, label] of [
    ['tax_rate', '税率'],
    ['applicable_tax_rate', '适用税率'],
  ] as const) {
    const rate = vatRateOf(row[field]);
    if (rate !== null && !allowed.includes(rate)) {
      problems.push(
        `${where}${label}${rateText(rate)}不是税收分类编码${row.code}（${info.name}）可用的税率（可用：${allowedText}）`,
      );
    }
  }
  return problems;
}

/** Every goods-code row against the table: 商品编码第n行：… (rows whose rate is not in VAT_RATES are left to the caller). */
export function checkGoodsCodeRows(
  rows: readonly Pick<TGoodsCodeRow, 'code' | 'flqc' | 'tax_rate' | 'applicable_tax_rate'>[],
  lookup: TTaxCodeLookup,
): string[] {
  return rows.flatMap((row, i) => goodsCodeRowProblems(row, lookup(row.code), `商品编码第${i + 1}行：`));
}

// ---- dates ----

export interface TDateParts {
  year: number;
  month: number;
  day: number;
}

const BUSINESS_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TEXT_DATE = /(\d{4})年(\d{1,2})月(\d{1,2})日/g;

function isCalendarDate({ year, month, day }: TDateParts): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A business date 'YYYY-MM-DD' that is a real calendar date, as its parts; null otherwise. */
export function parseBusinessDate(value: unknown): TDateParts | null {
  const match = typeof value === 'string' ? BUSINESS_DATE.exec(value) : null;
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isCalendarDate(parts) ? parts : null;
}

/** The dates a text writes as 2026年5月9日, in order, with whether each is a real calendar date. */
export function textDates(text: string): (TDateParts & { text: string; isValid: boolean })[] {
  return [...text.matchAll(TEXT_DATE)].map((match) => {
    const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
    return { ...parts, text: match[0], isValid: isCalendarDate(parts) };
  });
}

function dayNumber({ year, month, day }: TDateParts): number {
  return Date.UTC(year, month - 1, day);
}

function monthNumber({ year, month }: TDateParts): number {
  return year * 12 + month;
}

function hasBusinessDate(subject: TSubject): boolean {
  return subject.business_date !== undefined && subject.business_date !== '';
}

/** The business date is a real date; the text's dates are real and its first one is the business date. */
function dateProblems(subject: TCheckedSubject): string[] {
  const n = subject.sort;
  const problems: string[] = [];
  const business = parseBusinessDate(subject.business_date);
  if (hasBusinessDate(subject) && business === null) {
    problems.push(`第${n}题业务日期${subject.business_date}不是有效日期（应为YYYY-MM-DD）`);
  }
  const dates = textDates(subject.subject_describe ?? '');
  for (const date of dates.filter((entry) => !entry.isValid)) {
    problems.push(`第${n}题业务描述中的日期${date.text}不是有效日期`);
  }
  const [first] = dates;
  if (business !== null && first?.isValid && dayNumber(first) !== dayNumber(business)) {
    problems.push(`第${n}题业务描述中的第一个日期${first.text}与业务日期${subject.business_date}不一致`);
  }
  return problems;
}

/**
 * Problems between questions of a case: the business dates run in question order (never earlier than the question
 * before); a void-and-reissue question is in the month of the invoice it voids (void only within the month of issue);
 * a red question is in a later month than its blue question (across the month the invoice can no longer be voided).
 * Questions without a (valid) business date are left out.
 */
export function checkCaseDates(subjects: readonly TCheckedSubject[]): TCaseProblem[] {
  const dated = subjects
    .map((subject) => ({ subject, date: parseBusinessDate(subject.business_date) }))
    .filter((entry): entry is { subject: TCheckedSubject; date: TDateParts } => entry.date !== null)
    .sort((a, b) => a.subject.sort - b.subject.sort);
  const bySort = new Map(dated.map((entry) => [entry.subject.sort, entry]));
  const problems: TCaseProblem[] = [];
  dated.forEach(({ subject, date }, i) => {
    const n = subject.sort;
    const previous = dated[i - 1];
    if (previous !== undefined && dayNumber(date) < dayNumber(previous.date)) {
      problems.push({
        sort: n,
        message: `第${n}题业务日期${subject.business_date}早于第${previous.subject.sort}题的业务日期${previous.subject.business_date}，业务日期应按题目顺序排列`,
      });
    }
    if (subject.subject_type === SUBJECT_TYPE.void_reissue) {
      const target = bySort.get(subject.void_sort ?? n - 1);
      if (target !== undefined && monthNumber(target.date) !== monthNumber(date)) {
        problems.push({
          sort: n,
          message: `第${n}题作废第${target.subject.sort}题开具的发票，业务日期${subject.business_date}应与第${target.subject.sort}题的业务日期${target.subject.business_date}在同一月份（发票只能在开具当月作废）`,
        });
      }
    }
    if (isRedSubjectType(subject.subject_type) && subject.blue_sort !== undefined) {
      const blue = bySort.get(subject.blue_sort);
      if (blue !== undefined && monthNumber(date) <= monthNumber(blue.date)) {
        problems.push({
          sort: n,
          message: `第${n}题开具红字发票，业务日期${subject.business_date}应在第${blue.subject.sort}题正数发票的业务日期${blue.subject.business_date}的次月或以后（当月开具的发票应作废，跨月后才开具红字发票）`,
        });
      }
    }
  });
  return problems;
}

// ---- the invoice's own content ----

/** 建筑服务: classification codes 305…, or a line printed *建筑服务*… */
export function isConstructionLine(line: TGoodsLine): boolean {
  return (line.spbm ?? '').startsWith('305') || /^\*建筑服务\*/.test(line.fwname.trim());
}

/** The least number of remark phrases of a 建筑服务 invoice: the place (县(市、区)) and the project name. */
export const CONSTRUCTION_REMARK_PARTS = 2;

function remarkProblems(subject: TCheckedSubject): string[] {
  if (isRedSubjectType(subject.subject_type)) return [];
  const lines = [...subject.goods_content, ...(subject.again_goods_content ?? [])];
  if (!lines.some(isConstructionLine)) return [];
  const phrases = (subject.remark_parts ?? []).filter((part) => part.trim() !== '');
  if (phrases.length >= CONSTRUCTION_REMARK_PARTS) return [];
  return [
    `第${subject.sort}题开具建筑服务发票，备注要求应至少写明建筑服务发生地（县(市、区)）和项目名称两项（国家税务总局公告2016年第23号）`,
  ];
}

function buyerProblems(subject: TCheckedSubject): string[] {
  const taxNum = subject.kh_data?.tax_num ?? '';
  if (taxNum === '') return [];
  const problem = taxpayerIdProblem(taxNum);
  return problem === null ? [] : [`第${subject.sort}题购买方纳税人识别号${taxNum}${problem}`];
}

function formNumberProblems(subject: TCheckedSubject): string[] {
  const number = subject.red?.notic_no ?? '';
  if (subject.subject_type !== SUBJECT_TYPE.red_special || number === '') return [];
  if (checkHzxxbNumber(number)) return [];
  return [
    `第${subject.sort}题红字信息表编号${number}有误：应为16位数字，第7～10位为年月，末位为前15位数字之和的个位数`,
  ];
}

/**
 * Problems of one question's own content: its business date and the dates of its text; for an invoice question the
 * buyer's 纳税人识别号, the 建筑服务 remark and a red special question's form number.
 */
export function subjectContentProblems(subject: TCheckedSubject): string[] {
  if (!isInvoiceSubjectType(subject.subject_type)) return dateProblems(subject);
  return [
    ...buyerProblems(subject),
    ...dateProblems(subject),
    ...remarkProblems(subject),
    ...formNumberProblems(subject),
  ];
}

// ---- 价税合计 in the text ----

const TEXT_TOTAL = /(折扣后)?价税合计[为是：:\s]*(?:人民币)?[￥¥]?\s*(-?\d[\d,，]*(?:\.\d+)?)\s*元/g;

/** The 价税合计 figures a text writes (价税合计3956.00元, 折扣后价税合计…元), in order. */
export function textTotals(text: string): { isDiscounted: boolean; figure: string; value: Decimal | null }[] {
  return [...text.matchAll(TEXT_TOTAL)].map((match) => ({
    isDiscounted: match[1] !== undefined,
    figure: match[2],
    value: parseDecimal(match[2].replace(/[,，]/g, '')),
  }));
}

function totalOf(lines: readonly TGoodsLine[]): Decimal | null {
  return parseDecimal(computeTotals(lines).total_money);
}

/**
 * The 价税合计 figures written in an invoice question's text against its lines, with the expected invoice of the
 * grading (expectedDraft: the discount line added, the re-issued lines, the red lines). A figure may also name the
 * invoice the question starts from: the blue invoice a red one reverses (positive), the voided invoice, the amount
 * before the discount; 折扣后价税合计 must be the discounted total. Run it on lines that pass the line checks.
 */
export function textTotalProblems(subject: TCheckedSubject): string[] {
  const figures = textTotals(subject.subject_describe ?? '');
  if (figures.length === 0 || !isInvoiceSubjectType(subject.subject_type)) return [];
  let expected: Decimal | null;
  try {
    expected = totalOf(expectedDraft(subject).goods);
  } catch {
    return [];
  }
  if (expected === null) return [];
  const starting = totalOf(subject.goods_content);
  const others: Decimal[] = [];
  if (isRedSubjectType(subject.subject_type)) others.push(expected.neg());
  else if (starting !== null) others.push(starting);
  const problems: string[] = [];
  for (const { isDiscounted, figure, value } of figures) {
    const label = isDiscounted ? '折扣后价税合计' : '价税合计';
    const candidates =
      isDiscounted && subject.subject_type === SUBJECT_TYPE.discount ? [expected] : [expected, ...others];
    if (value !== null && candidates.some((candidate) => candidate.equals(value))) continue;
    const shown = [...new Set(candidates.map((candidate) => candidate.toFixed(2)))].join('或');
    problems.push(`第${subject.sort}题业务描述中的${label}${figure}元与货物行计算的结果不一致（应为${shown}元）`);
  }
  return problems;
}
