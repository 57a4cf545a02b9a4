// bwkp-admin tests: the demo case (广州市穗通办公设备有限公司) as the bodies acc5 sends, authoring a whole case through
// the endpoints, and a snapshot of every table of a case to prove that a refused write changed nothing.
import type { TAdminCreatedId, TEnvelope } from '@sxpt/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import {
  bwkpCaseApply,
  bwkpCaseCustomers,
  bwkpCaseGoods,
  bwkpCaseQyxx,
  bwkpCases,
  bwkpSubjects,
  taxCodes,
} from '../../src/db/schema';
import { normalizeRates } from '../../src/modules/taxcode/tax-code-fields';
import { bwkpDemoCase, type TBwkpDemoSubject } from '../../src/seed/bwkp-demo-case';
import { seedTaxCodes } from '../../src/seed/tax-codes';
import { readReferenceCodes } from './taxcode-factories';
import { call } from './test-app';

export type TAcc5Call = <T = unknown>(url: string, body?: unknown) => Promise<TEnvelope<T>>;

/** Calls of one acc5 user: acc5('case/store', {...}) → POST /admin/bwkp/case/store. */
export function acc5Api(app: FastifyInstance, token: string): TAcc5Call {
  return (url, body = {}) => call(app, `/admin/bwkp/${url}`, body, token);
}

/**
 * The curated tax-code table, plus the demo case's codes it lacks, copied from the official reference table (the
 * demo case is proven against the official table, edition 32.0).
 */
export async function seedCodesForDemo(db: Db): Promise<void> {
  await seedTaxCodes(db);
  const codes = [...new Set(bwkpDemoCase.goods.map((row) => row.code))];
  const present = new Set(
    (await db.select({ code: taxCodes.code }).from(taxCodes).where(inArray(taxCodes.code, codes))).map((r) => r.code),
  );
  const reference = readReferenceCodes();
  for (const code of codes.filter((entry) => !present.has(entry))) {
    const row = reference.get(code);
    const rates = row ? normalizeRates(row.rates) : null;
    if (!row || !rates) throw new Error(`demo code ${code} not in the reference table`);
    await db.insert(taxCodes).values({
      code,
      name: row.name,
      shortName: row.shortName,
      rates: rates.rates,
      rateList: rates.rateList,
      parentCode: row.parentCode,
      version: '32.0',
    });
  }
}

export const demoQyxxBody = { ...bwkpDemoCase.qyxx, province: bwkpDemoCase.province };
export const demoKhbm = bwkpDemoCase.customers;
export const demoGoods = bwkpDemoCase.goods;

/** The demo apply forms with the rolls' first numbers. */
export const demoApply = bwkpDemoCase.apply.map((answer) => ({
  ...answer,
  start_num: Number(bwkpDemoCase.rolls.find((roll) => roll.invoice_type === answer.invoice_zl)?.start_num),
}));

/** The body of subject/store (or subject/save without case_id and sort) of a demo question. */
export function subjectBody(subject: TBwkpDemoSubject) {
  return {
    title: subject.title,
    subject_describe: subject.subject_describe,
    video_path: '',
    subject_type: subject.subject_type,
    invoice_type: subject.invoice_type,
    kh_data: subject.kh_data,
    goods_content: subject.goods_content,
    again_goods_content: subject.again_goods_content ?? null,
    red: subject.red ?? null,
    blue_sort: subject.blue_sort ?? null,
    discount: subject.discount ?? null,
    void_sort: subject.void_sort ?? null,
    business_date: subject.business_date ?? '',
    remark_parts: subject.remark_parts ?? [],
  };
}

export function demoSubject(sort: number): TBwkpDemoSubject {
  const subject = bwkpDemoCase.subjects.find((entry) => entry.sort === sort);
  if (!subject) throw new Error(`no demo subject ${sort}`);
  return subject;
}

async function expectOk<T>(promise: Promise<TEnvelope<T>>, what: string): Promise<T> {
  const res = await promise;
  if (res.code !== 200) throw new Error(`${what}: ${res.code} ${res.message}`);
  return res.data;
}

/** A new case named `name` with the demo's company, codes, apply forms and the questions of `sorts` (default all). */
export async function authorDemoCase(
  acc5: TAcc5Call,
  name: string,
  sorts: readonly number[] = bwkpDemoCase.subjects.map((subject) => subject.sort),
) {
  const { id } = await expectOk(acc5<TAdminCreatedId>('case/store', { name, description: '演示' }), 'case/store');
  await expectOk(acc5('qyxx/save', { case_id: id, ...demoQyxxBody }), 'qyxx/save');
  await expectOk(acc5('khbm/save', { case_id: id, kh_content: demoKhbm }), 'khbm/save');
  await expectOk(acc5('goods/save', { case_id: id, goods_content: demoGoods }), 'goods/save');
  await expectOk(acc5('apply/save', { case_id: id, apply: demoApply }), 'apply/save');
  const subjectIds: Record<number, number> = {};
  for (const sort of sorts) {
    const body = { case_id: id, sort, ...subjectBody(demoSubject(sort)) };
    subjectIds[sort] = (await expectOk(acc5<TAdminCreatedId>('subject/store', body), `subject ${sort}`)).id;
  }
  return { caseId: id, subjectIds };
}

/** Every row of a case's tables, to compare before and after a refused call. */
export async function snapshotCase(db: Db, caseId: number) {
  return {
    case: await db.select().from(bwkpCases).where(eq(bwkpCases.id, caseId)),
    qyxx: await db.select().from(bwkpCaseQyxx).where(eq(bwkpCaseQyxx.caseId, caseId)),
    customers: await db
      .select()
      .from(bwkpCaseCustomers)
      .where(eq(bwkpCaseCustomers.caseId, caseId))
      .orderBy(asc(bwkpCaseCustomers.sort)),
    goods: await db
      .select()
      .from(bwkpCaseGoods)
      .where(eq(bwkpCaseGoods.caseId, caseId))
      .orderBy(asc(bwkpCaseGoods.sort)),
    apply: await db
      .select()
      .from(bwkpCaseApply)
      .where(eq(bwkpCaseApply.caseId, caseId))
      .orderBy(asc(bwkpCaseApply.invoiceZl)),
    subjects: await db
      .select()
      .from(bwkpSubjects)
      .where(eq(bwkpSubjects.caseId, caseId))
      .orderBy(asc(bwkpSubjects.sort)),
  };
}
