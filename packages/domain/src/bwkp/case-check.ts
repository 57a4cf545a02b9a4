/**
 * Consistency check of a case's 17 subjects against the structure and the arithmetic, for seeding and
 * for the acc5 subject editor: every problem is one Chinese sentence naming the question (and line).
 * An empty list means the case can be played and graded. The content checks (content-check.ts: buyer
 * codes, business dates, 建筑服务 remark, form number, the 价税合计 of the text) run here too.
 */
import { isEmptyValue, isSameValue } from '../compare';
import { parseDecimal } from '../decimal';
import { isAllowedRate, lineMoney, lineTax, toVatRate } from '../money';
import { QUESTION_COUNT } from '../progress';
import { checkCaseDates, subjectContentProblems, type TCheckedSubject, textTotalProblems } from './content-check';
import { applyDiscount, DISCOUNT_ANSWER, isDiscountLine } from './discount';
import { isListRequired, withoutBlankLines } from './lines';
import { getQuestionDef, isInvoiceSubjectType, isRedSubjectType, SUBJECT_TYPE, SUBJECT_TYPE_LABELS } from './subjects';
import type { TGoodsLine, TSubject } from './types';

export interface TCaseProblem {
  sort: number;
  message: string;
}

const GOODS_NAME = /^\*[^*]+\*\S.*$/;

function isNumber(value: unknown): boolean {
  return !isEmptyValue(value) && parseDecimal(value) !== null;
}

function checkLine(line: TGoodsLine, previous: TGoodsLine | undefined, where: string, invoiceType: number): string[] {
  const problems: string[] = [];
  if (!GOODS_NAME.test(line.fwname.trim())) problems.push(`${where}名称应写作*简称*名称`);
  if (!isAllowedRate(line.tax_rate)) return [...problems, `${where}税率不是可选税率`];
  if (invoiceType === 2 && isSameValue(line.tax_rate, '0')) problems.push(`${where}专用发票不能使用0税率`);
  if (!isNumber(line.money) || !isNumber(line.tax_amount)) return [...problems, `${where}金额或税额不是数字`];
  const hasPriceAndQuantity = isNumber(line.price) && isNumber(line.goods_num);
  if (!hasPriceAndQuantity && !isDiscountLine(line, previous)) problems.push(`${where}缺少数量或单价`);
  if (hasPriceAndQuantity && !isSameValue(lineMoney(line.price, line.goods_num), line.money)) {
    problems.push(`${where}金额不等于数量乘单价`);
  }
  if (!isSameValue(lineTax(line.money, toVatRate(line.tax_rate)), line.tax_amount)) {
    problems.push(`${where}税额不等于金额÷(1+税率)×税率`);
  }
  return problems;
}

function checkLines(lines: readonly TGoodsLine[], label: string, subject: TSubject): string[] {
  const rows = withoutBlankLines(lines);
  if (rows.length === 0) return [`第${subject.sort}题没有${label}`];
  return rows.flatMap((line, i) =>
    checkLine(line, rows[i - 1], `第${subject.sort}题${label}第${i + 1}行`, subject.invoice_type),
  );
}

function checkInvoiceSubject(subject: TSubject): string[] {
  const n = subject.sort;
  const type = subject.subject_type;
  const problems: string[] = [];
  if (subject.invoice_type !== 1 && subject.invoice_type !== 2) problems.push(`第${n}题发票类型应为1或2`);
  if (isEmptyValue(subject.kh_data?.kh_name)) problems.push(`第${n}题缺少购买方名称`);
  problems.push(...checkLines(subject.goods_content, '货物行', subject));
  const isList = isListRequired(subject.goods_content);
  if (type === SUBJECT_TYPE.list && !isList) problems.push(`第${n}题清单发票应多于8行货物`);
  if (type !== SUBJECT_TYPE.list && !isRedSubjectType(type) && isList) problems.push(`第${n}题超过8行，应为清单发票`);
  if (type === SUBJECT_TYPE.discount) {
    const result = applyDiscount(subject.goods_content, subject.discount ?? DISCOUNT_ANSWER);
    if (!result.ok) problems.push(`第${n}题折扣无法添加：${result.message}`);
  }
  if (type === SUBJECT_TYPE.void_reissue) {
    problems.push(...checkLines(subject.again_goods_content ?? [], '重开货物行', subject));
    const target = subject.void_sort ?? n - 1;
    if (!Number.isInteger(target) || target < 1 || target >= n) problems.push(`第${n}题作废的发票应为前面题目所开`);
  }
  if (
    isRedSubjectType(type) &&
    (isEmptyValue(subject.red?.y_invoice_code) || isEmptyValue(subject.red?.y_invoice_num))
  ) {
    problems.push(`第${n}题缺少对应正数发票的代码和号码`);
  }
  return problems;
}

/**
 * Problems of one subject at its place `sort` in the structure, with its content checks. The 价税合计 written in
 * the text is compared only once the lines themselves are right.
 */
export function checkSubject(subject: TCheckedSubject): string[] {
  const question = getQuestionDef(subject.sort);
  if (subject.subject_type !== question.subject_type) {
    return [
      `第${subject.sort}题应为${SUBJECT_TYPE_LABELS[question.subject_type]}题（subject_type ${question.subject_type}）`,
    ];
  }
  if (!isInvoiceSubjectType(subject.subject_type)) {
    const typeProblems = subject.invoice_type === 0 ? [] : [`第${subject.sort}题不开发票，发票类型应为0`];
    return [...typeProblems, ...subjectContentProblems(subject)];
  }
  const problems = checkInvoiceSubject(subject);
  const totals = problems.length === 0 ? textTotalProblems(subject) : [];
  return [...problems, ...totals, ...subjectContentProblems(subject)];
}

/**
 * Problems of a whole case: each sort 1..17 exactly once, each subject consistent, then the business dates between
 * questions (checkCaseDates).
 */
export function checkCase(subjects: readonly TCheckedSubject[]): TCaseProblem[] {
  const problems: TCaseProblem[] = [];
  for (let sort = 1; sort <= QUESTION_COUNT; sort++) {
    const matches = subjects.filter((subject) => subject.sort === sort);
    if (matches.length === 0) problems.push({ sort, message: `缺少第${sort}题` });
    if (matches.length > 1) problems.push({ sort, message: `第${sort}题重复` });
    if (matches.length === 1) problems.push(...checkSubject(matches[0]).map((message) => ({ sort, message })));
  }
  for (const subject of subjects) {
    if (!Number.isInteger(subject.sort) || subject.sort < 1 || subject.sort > QUESTION_COUNT) {
      problems.push({ sort: subject.sort, message: `题号${subject.sort}不在1到${QUESTION_COUNT}之间` });
    }
  }
  problems.push(...checkCaseDates(subjects));
  return problems;
}
