// The whole-case check of an invoicing case: what keeps students from practising it (problems) and what is worth a
// look (warnings). The 17 questions are checked by the domain's checkCase (with the business dates between them);
// here the parts it does not see: the company, the codes (identity codes, goods codes against the tax-code table), the
// apply forms, and the links between questions (red → blue, void → voided).
import type { TBwkpAdminCaseCheck, TBwkpAdminCaseProblem } from '@sxpt/contract';
import {
  checkApplyCodes,
  checkCase,
  checkGoodsCodeRows,
  checkKhbmCodes,
  checkQyxxCodes,
  formatGoodsName,
  GOODS_LINE_FIELDS,
  isInvoiceSubjectType,
  isRedSubjectType,
  SUBJECT_TYPE,
  type TGoodsLine,
} from '@sxpt/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bwkpCaseApply, bwkpCaseQyxx } from '../../db/schema';
import { loadCaseCustomers, loadCaseGoods, loadSubjects, type TCaseSubject } from '../bwkp/case-store';
import { voidTargetOf } from '../bwkp/invoice-store';
import { loadTaxCodeLookup } from '../taxcode/tax-code-lookup';

const kindLabels: Record<1 | 2, string> = { 1: '增值税普通发票', 2: '增值税专用发票' };

function finding(area: TBwkpAdminCaseProblem['area'], sort: number | null, message: string): TBwkpAdminCaseProblem {
  return { area, sort, message };
}

function linesKey(lines: readonly TGoodsLine[] | undefined): string {
  return JSON.stringify((lines ?? []).map((line) => GOODS_LINE_FIELDS.map((field) => String(line[field]).trim())));
}

/** An earlier blue (non-red) invoice question of the same invoice type. */
function isBlueOf(candidate: TCaseSubject | undefined, subject: TCaseSubject): candidate is TCaseSubject {
  return (
    candidate !== undefined &&
    candidate.sort < subject.sort &&
    isInvoiceSubjectType(candidate.subject_type) &&
    !isRedSubjectType(candidate.subject_type) &&
    candidate.invoice_type === subject.invoice_type
  );
}

/** A red question must name the earlier question whose invoice (the student's own) it reverses. */
export function redLinkProblem(subject: Pick<TCaseSubject, 'sort' | 'subject_type' | 'blue_sort'>): string | null {
  if (!isRedSubjectType(subject.subject_type)) return null;
  if (subject.blue_sort === undefined) return `第${subject.sort}题请选择对应的正数发票题目`;
  if (subject.blue_sort >= subject.sort) return `第${subject.sort}题对应的正数发票应为前面题目所开`;
  return null;
}

function checkLinks(
  subjects: readonly TCaseSubject[],
  problems: TBwkpAdminCaseProblem[],
  warnings: TBwkpAdminCaseProblem[],
) {
  for (const subject of subjects) {
    const n = subject.sort;
    if (isRedSubjectType(subject.subject_type)) {
      const linkProblem = redLinkProblem(subject);
      const blue = subjects.find((other) => other.sort === subject.blue_sort);
      if (linkProblem) problems.push(finding('subject', n, linkProblem));
      else if (!isBlueOf(blue, subject)) {
        problems.push(
          finding(
            'subject',
            n,
            `第${n}题对应的正数发票应为前面开具${kindLabels[subject.invoice_type as 1 | 2] ?? '同类发票'}的题目`,
          ),
        );
      } else if (linesKey(blue.goods_content) !== linesKey(subject.goods_content)) {
        warnings.push(finding('subject', n, `第${n}题的货物行与第${blue.sort}题不同，红字发票将不能完整冲销原发票`));
      } else if (blue.kh_data.kh_name.trim() !== subject.kh_data.kh_name.trim()) {
        warnings.push(finding('subject', n, `第${n}题的购买方与第${blue.sort}题不同`));
      }
    }
    if (subject.subject_type === SUBJECT_TYPE.void_reissue) {
      const target = voidTargetOf(subjects, subject);
      if (target !== undefined && !isBlueOf(target, subject)) {
        problems.push(finding('subject', n, `第${n}题作废的发票应为前面开具同类发票的题目所开`));
      } else if (target !== undefined && linesKey(target.goods_content) !== linesKey(subject.goods_content)) {
        warnings.push(finding('subject', n, `第${n}题作废发票的货物行与第${target.sort}题不同`));
      }
    }
  }
}

/** Buyers and goods the student cannot pick from the codes they entered, and questions without a description. */
function checkPickable(
  subjects: readonly TCaseSubject[],
  customerNames: ReadonlySet<string>,
  goodsNames: ReadonlySet<string>,
  warnings: TBwkpAdminCaseProblem[],
) {
  for (const subject of subjects) {
    const n = subject.sort;
    if (subject.subject_describe.trim() === '') warnings.push(finding('subject', n, `第${n}题没有业务描述`));
    if (!isInvoiceSubjectType(subject.subject_type)) continue;
    const buyer = subject.kh_data.kh_name.trim();
    if (buyer !== '' && !customerNames.has(buyer)) {
      warnings.push(finding('subject', n, `第${n}题的购买方「${buyer}」不在客户编码中`));
    }
    const names = new Set(
      [...subject.goods_content, ...(subject.again_goods_content ?? [])].map((line) => line.fwname.trim()),
    );
    for (const name of names) {
      if (name !== '' && !goodsNames.has(name)) {
        warnings.push(finding('subject', n, `第${n}题的商品「${name}」不在商品编码中`));
      }
    }
  }
}

/** 缺少第5题 for one question; 缺少第1～3、5题（共4题） for several (runs of places as ranges). */
export function missingText(sorts: readonly number[]): string {
  if (sorts.length === 1) return `缺少第${sorts[0]}题`;
  const runs: string[] = [];
  let start = sorts[0];
  for (let i = 1; i <= sorts.length; i++) {
    if (sorts[i] === sorts[i - 1] + 1) continue;
    const end = sorts[i - 1];
    runs.push(end === start ? String(start) : end === start + 1 ? `${start}、${end}` : `${start}～${end}`);
    start = sorts[i];
  }
  return `缺少第${runs.join('、')}题（共${sorts.length}题）`;
}

/** The check of a case as it is stored (inside a write, as the write left it). */
export async function checkCaseForUse(db: DbOrTx, caseId: number): Promise<TBwkpAdminCaseCheck> {
  const [qyxx] = await db
    .select({ nsr_sbh: bwkpCaseQyxx.nsrSbh })
    .from(bwkpCaseQyxx)
    .where(eq(bwkpCaseQyxx.caseId, caseId))
    .limit(1);
  const customers = await loadCaseCustomers(db, caseId);
  const goods = await loadCaseGoods(db, caseId);
  const applies = await db.select().from(bwkpCaseApply).where(eq(bwkpCaseApply.caseId, caseId));
  const subjects = await loadSubjects(db, caseId);
  const problems: TBwkpAdminCaseProblem[] = [];
  const warnings: TBwkpAdminCaseProblem[] = [];

  if (!qyxx) problems.push(finding('qyxx', null, '缺少企业信息'));
  else problems.push(...checkQyxxCodes(qyxx).map((message) => finding('qyxx', null, message)));
  if (customers.length === 0) problems.push(finding('khbm', null, '缺少客户编码'));
  problems.push(...checkKhbmCodes(customers).map((message) => finding('khbm', null, message)));
  if (goods.length === 0) problems.push(finding('goods', null, '缺少商品编码'));
  const lookup = goods.length > 0 ? await loadTaxCodeLookup(db) : () => undefined;
  problems.push(...checkGoodsCodeRows(goods, lookup).map((message) => finding('goods', null, message)));
  for (const kind of [1, 2] as const) {
    const apply = applies.find((row) => row.invoiceZl === kind);
    const needed = subjects.filter(
      (subject) => isInvoiceSubjectType(subject.subject_type) && subject.invoice_type === kind,
    ).length;
    if (!apply) problems.push(finding('apply', null, `缺少${kindLabels[kind]}的申领答案`));
    else if (apply.applyNum < needed) {
      problems.push(
        finding('apply', null, `${kindLabels[kind]}申领数量${apply.applyNum}份，少于本案例要开具的${needed}张`),
      );
    }
  }
  const answers = applies.map((row) => ({
    invoice_zl: row.invoiceZl,
    shenling_zjlx: row.shenlingZjlx,
    shenling_zjh: row.shenlingZjh,
  }));
  problems.push(...checkApplyCodes(answers).map((message) => finding('apply', null, message)));
  const caseProblems = checkCase(subjects);
  const missing = caseProblems.filter((problem) => problem.message === `缺少第${problem.sort}题`);
  if (missing.length > 0) {
    problems.push(
      finding('subject', missing.length === 1 ? missing[0].sort : null, missingText(missing.map((p) => p.sort))),
    );
  }
  for (const problem of caseProblems) {
    if (!missing.includes(problem)) problems.push(finding('subject', problem.sort, problem.message));
  }
  checkLinks(subjects, problems, warnings);
  checkPickable(
    subjects,
    new Set(customers.map((row) => row.kh_name.trim())),
    new Set(goods.map((row) => formatGoodsName(row.flqc, row.name))),
    warnings,
  );
  return { is_usable: problems.length === 0, problems, warnings };
}

/** The first problems as one sentence for a refusal. */
export function summarizeProblems(messages: readonly string[], limit = 5): string {
  const shown = messages.slice(0, limit).join('；');
  return messages.length > limit ? `${shown}；等共${messages.length}个问题` : shown;
}
