// The model answers of steps 1–4 of a case: company (qyxx), customer codes (khbm), goods codes, apply forms.
import type {
  TBwkpAdminApply,
  TBwkpAdminApplySaveBody,
  TBwkpAdminGoodsRow,
  TBwkpAdminGoodsSaveBody,
  TBwkpAdminKhbmRow,
  TBwkpAdminKhbmSaveBody,
  TBwkpAdminList,
  TBwkpAdminQyxx,
  TBwkpAdminQyxxSaveBody,
} from '@sxpt/contract';
import {
  checkApplyCodes,
  checkKhbmCodes,
  checkQyxxCodes,
  goodsCodeRowProblems,
  isAllowedRate,
  toVatRate,
} from '@sxpt/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bwkpCaseApply, bwkpCaseCustomers, bwkpCaseGoods, bwkpCaseQyxx, taxCodes } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { loadCaseCustomers } from '../bwkp/case-store';
import { loadTaxCodeLookup } from '../taxcode/tax-code-lookup';
import { findCase, writeCase } from './case-service';
import { summarizeProblems } from './usability-check';

/** Refuse a save whose data the content checks reject: every problem, one sentence each. */
function assertNoProblems(problems: readonly string[]): void {
  if (problems.length > 0) throw badRequest(summarizeProblems(problems), { problems });
}

/** The province word at the start of an address (广东省广州市… → 广东, 北京市… → 北京), as the seed derives it. */
function provinceOf(address: string): string {
  return /^(.+?)(省|市|自治区)/.exec(address.trim())?.[1] ?? '';
}

// ---- qyxx ----

/** The company of a case, or null before it is entered. */
export async function readQyxx(db: Db, caseId: number): Promise<TBwkpAdminQyxx | null> {
  await findCase(db, caseId);
  const [row] = await db.select().from(bwkpCaseQyxx).where(eq(bwkpCaseQyxx.caseId, caseId)).limit(1);
  if (!row) return null;
  return {
    nsr_sbh: row.nsrSbh,
    nsr_mc: row.nsrMc,
    business_address: row.businessAddress,
    phone_number: row.phoneNumber,
    bank_name: row.bankName,
    account: row.account,
    supervisor_name: row.supervisorName,
    pt_fpdm: row.ptFpdm,
    zy_fpdm: row.zyFpdm,
    province: row.province,
  };
}

/** The company; its 纳税人识别号 must be a valid unified social credit code when it has 18 characters. */
export async function saveQyxx(db: Db, body: TBwkpAdminQyxxSaveBody): Promise<void> {
  assertNoProblems(checkQyxxCodes(body));
  const values = {
    nsrSbh: body.nsr_sbh,
    nsrMc: body.nsr_mc,
    businessAddress: body.business_address,
    phoneNumber: body.phone_number,
    bankName: body.bank_name,
    account: body.account,
    supervisorName: body.supervisor_name,
    ptFpdm: body.pt_fpdm,
    zyFpdm: body.zy_fpdm,
    province: body.province || provinceOf(body.business_address),
  };
  await writeCase(db, body.case_id, (tx) =>
    tx
      .insert(bwkpCaseQyxx)
      .values({ caseId: body.case_id, ...values })
      .onConflictDoUpdate({ target: bwkpCaseQyxx.caseId, set: values }),
  );
}

// ---- khbm ----

export async function listKhbm(db: Db, caseId: number): Promise<TBwkpAdminList<TBwkpAdminKhbmRow>> {
  await findCase(db, caseId);
  const list = await loadCaseCustomers(db, caseId);
  return { list, total: list.length };
}

/** The customer codes become exactly the list given, in its order (each 18-character 税号 a valid credit code). */
export async function saveKhbm(db: Db, body: TBwkpAdminKhbmSaveBody): Promise<void> {
  assertNoProblems(checkKhbmCodes(body.kh_content));
  await writeCase(db, body.case_id, async (tx) => {
    await tx.delete(bwkpCaseCustomers).where(eq(bwkpCaseCustomers.caseId, body.case_id));
    if (body.kh_content.length === 0) return;
    await tx.insert(bwkpCaseCustomers).values(
      body.kh_content.map((row, index) => ({
        caseId: body.case_id,
        sort: index + 1,
        khName: row.kh_name,
        simpleCode: row.simple_code,
        taxNum: row.tax_num,
        addressTelephone: row.address_telephone,
        bankAccount: row.bank_account,
      })),
    );
  });
}

// ---- goods codes ----

export async function listGoods(db: Db, caseId: number): Promise<TBwkpAdminList<TBwkpAdminGoodsRow>> {
  await findCase(db, caseId);
  const rows = await db
    .select({ row: bwkpCaseGoods, taxName: taxCodes.name })
    .from(bwkpCaseGoods)
    .leftJoin(taxCodes, eq(taxCodes.code, bwkpCaseGoods.code))
    .where(eq(bwkpCaseGoods.caseId, caseId))
    .orderBy(asc(bwkpCaseGoods.sort));
  const list = rows.map(({ row, taxName }) => ({
    code: row.code,
    name: row.name,
    simple_code: row.simpleCode,
    tax_rate: row.taxRate,
    brand_model: row.brandModel,
    units: row.units,
    applicable_tax_rate: row.applicableTaxRate,
    tax_mark: row.taxMark as TBwkpAdminGoodsRow['tax_mark'],
    flqc: row.flqc,
    tax_name: taxName ?? '',
  }));
  return { list, total: list.length };
}

const rateText = '只能选择0、3%、5%、6%、9%、13%';

/**
 * Every code is in the tax-code table and usable on an invoice (not a summary row, no codes under it), its short name
 * is the table's and its rates are VAT_RATES the code allows (the domain's checkGoodsCodeRows).
 */
async function checkGoodsRows(db: Db, rows: TBwkpAdminGoodsSaveBody['goods_content']): Promise<void> {
  const lookup = await loadTaxCodeLookup(db);
  const problems = rows.flatMap((row, index) => {
    const where = `商品编码第${index + 1}行：`;
    const found = goodsCodeRowProblems(row, lookup(row.code), where);
    if (!isAllowedRate(row.tax_rate)) found.push(`${where}税率${rateText}`);
    if (!isAllowedRate(row.applicable_tax_rate)) found.push(`${where}适用税率${rateText}`);
    return found;
  });
  assertNoProblems(problems);
}

/** The goods codes become exactly the list given, in its order (rates written as VAT_RATES spell them). */
export async function saveGoods(db: Db, body: TBwkpAdminGoodsSaveBody): Promise<void> {
  await checkGoodsRows(db, body.goods_content);
  await writeCase(db, body.case_id, async (tx) => {
    await tx.delete(bwkpCaseGoods).where(eq(bwkpCaseGoods.caseId, body.case_id));
    if (body.goods_content.length === 0) return;
    await tx.insert(bwkpCaseGoods).values(
      body.goods_content.map((row, index) => ({
        caseId: body.case_id,
        sort: index + 1,
        code: row.code,
        name: row.name,
        simpleCode: row.simple_code,
        taxRate: toVatRate(row.tax_rate),
        brandModel: row.brand_model,
        units: row.units,
        applicableTaxRate: toVatRate(row.applicable_tax_rate),
        taxMark: row.tax_mark,
        flqc: row.flqc,
      })),
    );
  });
}

// ---- apply forms ----

export async function listApply(db: Db, caseId: number): Promise<TBwkpAdminList<TBwkpAdminApply>> {
  await findCase(db, caseId);
  const rows = await db
    .select()
    .from(bwkpCaseApply)
    .where(eq(bwkpCaseApply.caseId, caseId))
    .orderBy(asc(bwkpCaseApply.invoiceZl));
  const list = rows.map(
    (row): TBwkpAdminApply => ({
      invoice_zl: row.invoiceZl as 1 | 2,
      apply_num: row.applyNum,
      apply_result: row.applyResult as 1 | 2,
      shenling_slr: row.shenlingSlr,
      shenling_zjlx: row.shenlingZjlx as TBwkpAdminApply['shenling_zjlx'],
      shenling_zjh: row.shenlingZjh,
      shenling_shuoming: row.shenlingShuoming,
      shenling_shoujianren: row.shenlingShoujianren,
      shenling_dztel: row.shenlingDztel,
      start_num: row.startNum,
    }),
  );
  return { list, total: list.length };
}

/** Both kinds' expected apply forms at once (an identity number of 证件类型 身份证 must be valid). */
export async function saveApply(db: Db, body: TBwkpAdminApplySaveBody): Promise<void> {
  assertNoProblems(checkApplyCodes(body.apply));
  await writeCase(db, body.case_id, async (tx) => {
    await tx.delete(bwkpCaseApply).where(eq(bwkpCaseApply.caseId, body.case_id));
    await tx.insert(bwkpCaseApply).values(
      body.apply.map((answer) => ({
        caseId: body.case_id,
        invoiceZl: answer.invoice_zl,
        applyNum: answer.apply_num,
        applyResult: answer.apply_result,
        shenlingSlr: answer.shenling_slr,
        shenlingZjlx: answer.shenling_zjlx,
        shenlingZjh: answer.shenling_zjh,
        shenlingShuoming: answer.shenling_shuoming,
        shenlingShoujianren: answer.shenling_shoujianren,
        shenlingDztel: answer.shenling_dztel,
        startNum: answer.start_num,
      })),
    );
  });
}
