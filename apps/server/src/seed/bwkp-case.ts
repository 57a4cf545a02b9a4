// Seeding of an invoicing (bwkp) case from typed data: company, customer and goods codes, apply answers and
// the 17 subjects. The case is checked with the domain's checkCase first; nothing is written when it fails.
import {
  checkApplyCodes,
  checkCase,
  checkKhbmCodes,
  checkQyxxCodes,
  GOODS_LINE_FIELDS,
  isInvoiceSubjectType,
  isRedSubjectType,
  type TApplyAnswer,
  type TGoodsCodeRow,
  type TGoodsLine,
  type TKhbmRow,
  type TQyxx,
  type TSubject,
} from '@sxpt/domain';
import type { Db } from '../db/client';
import { bwkpCaseApply, bwkpCaseCustomers, bwkpCaseGoods, bwkpCaseQyxx, bwkpCases, bwkpSubjects } from '../db/schema';

/** A subject to seed: TSubject (its id is ignored) plus the question window's text and the red link. */
export type TBwkpSubjectSeed = Omit<TSubject, 'id'> & {
  id?: number;
  subject_describe?: string;
  video_path?: string;
  /** red-letter subjects: the subject whose invoice is reversed; found from the goods when left out */
  blue_sort?: number;
};

export interface TBwkpCaseSeed {
  title: string;
  description?: string;
  /** 1 published (default), 0 draft */
  status?: number;
  createdBy?: number | null;
  /** the company; province defaults to the start of business_address (北京市… → 北京) */
  qyxx: TQyxx & { province?: string };
  customers: readonly TKhbmRow[];
  goods: readonly TGoodsCodeRow[];
  /** the expected apply form of each kind, 1 and 2; start_num fixes the roll's first number (else random) */
  apply: readonly (TApplyAnswer & { start_num?: string | number })[];
  subjects: readonly TBwkpSubjectSeed[];
}

export interface TSeededBwkpCase {
  caseId: number;
  /** subject id by sort */
  subjectIds: Record<number, number>;
}

const MAX_INVOICE_NUMBER = 99_999_999;

function provinceOf(address: string): string {
  return /^(.+?)(省|市|自治区)/.exec(address.trim())?.[1] ?? '';
}

function lineKey(lines: readonly TGoodsLine[]): string {
  return JSON.stringify(lines.map((line) => GOODS_LINE_FIELDS.map((field) => String(line[field]).trim())));
}

/** The earlier blue subject a red subject reverses: same invoice type, buyer and goods lines. */
function inferBlueSort(subject: TBwkpSubjectSeed, subjects: readonly TBwkpSubjectSeed[]): number | undefined {
  if (subject.blue_sort !== undefined || !isRedSubjectType(subject.subject_type)) return subject.blue_sort;
  const key = lineKey(subject.goods_content);
  const blue = subjects.find(
    (other) =>
      other.sort < subject.sort &&
      isInvoiceSubjectType(other.subject_type) &&
      !isRedSubjectType(other.subject_type) &&
      other.invoice_type === subject.invoice_type &&
      other.kh_data.kh_name.trim() === subject.kh_data.kh_name.trim() &&
      lineKey(other.goods_content) === key,
  );
  return blue?.sort;
}

/** Insert a case in one transaction. Throws an Error naming every problem checkCase finds. */
export async function seedBwkpCase(db: Db, data: TBwkpCaseSeed): Promise<TSeededBwkpCase> {
  const problems = [
    ...checkCase(data.subjects.map((subject, i) => ({ ...subject, id: subject.id ?? i + 1 }))).map(
      (problem) => problem.message,
    ),
    // the identities acc5's authoring checks: credit codes (GB 32100-2015) and 身份证号 (GB 11643-1999)
    ...checkQyxxCodes(data.qyxx),
    ...checkKhbmCodes(data.customers),
    ...checkApplyCodes(data.apply),
  ];
  if (problems.length > 0) throw new Error(`开票实训案例有误：${problems.join('；')}`);
  for (const kind of [1, 2] as const) {
    const answer = data.apply.find((entry) => entry.invoice_zl === kind);
    if (!answer) throw new Error(`开票实训案例缺少发票种类${kind}的申领信息`);
    const start = answer.start_num === undefined ? 1 : Number(answer.start_num);
    if (!Number.isInteger(start) || start < 1 || start + Number(answer.apply_num) - 1 > MAX_INVOICE_NUMBER) {
      throw new Error(`开票实训案例发票种类${kind}的起始号码有误`);
    }
  }
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(bwkpCases)
      .values({
        title: data.title,
        description: data.description ?? '',
        status: data.status ?? 1,
        createdBy: data.createdBy ?? null,
      })
      .returning({ id: bwkpCases.id });
    const caseId = created.id;
    const { qyxx } = data;
    await tx.insert(bwkpCaseQyxx).values({
      caseId,
      nsrSbh: qyxx.nsr_sbh,
      nsrMc: qyxx.nsr_mc,
      businessAddress: qyxx.business_address,
      phoneNumber: qyxx.phone_number,
      bankName: qyxx.bank_name,
      account: qyxx.account,
      supervisorName: qyxx.supervisor_name,
      ptFpdm: qyxx.pt_fpdm,
      zyFpdm: qyxx.zy_fpdm,
      province: qyxx.province ?? provinceOf(qyxx.business_address),
    });
    if (data.customers.length > 0) {
      await tx.insert(bwkpCaseCustomers).values(
        data.customers.map((row, i) => ({
          caseId,
          sort: i + 1,
          khName: row.kh_name,
          simpleCode: row.simple_code,
          taxNum: row.tax_num,
          addressTelephone: row.address_telephone,
          bankAccount: row.bank_account,
        })),
      );
    }
    if (data.goods.length > 0) {
      await tx.insert(bwkpCaseGoods).values(
        data.goods.map((row, i) => ({
          caseId,
          sort: i + 1,
          code: row.code,
          name: row.name,
          simpleCode: row.simple_code,
          taxRate: row.tax_rate,
          brandModel: row.brand_model,
          units: row.units,
          applicableTaxRate: row.applicable_tax_rate,
          taxMark: row.tax_mark,
          flqc: row.flqc,
        })),
      );
    }
    await tx.insert(bwkpCaseApply).values(
      data.apply.map((answer) => ({
        caseId,
        invoiceZl: answer.invoice_zl,
        applyNum: Number(answer.apply_num),
        applyResult: answer.apply_result,
        shenlingSlr: answer.shenling_slr,
        shenlingZjlx: answer.shenling_zjlx,
        shenlingZjh: answer.shenling_zjh,
        shenlingShuoming: answer.shenling_shuoming,
        shenlingShoujianren: answer.shenling_shoujianren,
        shenlingDztel: answer.shenling_dztel,
        startNum: answer.start_num === undefined ? null : Number(answer.start_num),
      })),
    );
    const inserted = await tx
      .insert(bwkpSubjects)
      .values(
        data.subjects.map((subject) => ({
          caseId,
          sort: subject.sort,
          title: subject.title,
          subjectDescribe: subject.subject_describe ?? '',
          videoPath: subject.video_path ?? '',
          subjectType: subject.subject_type,
          invoiceType: subject.invoice_type,
          khData: subject.kh_data,
          goodsContent: subject.goods_content,
          againGoodsContent: subject.again_goods_content ?? null,
          red: subject.red ?? null,
          discount: subject.discount ?? null,
          voidSort: subject.void_sort ?? null,
          blueSort: inferBlueSort(subject, data.subjects) ?? null,
          businessDate: subject.business_date ?? '',
          remarkParts: subject.remark_parts ?? [],
        })),
      )
      .returning({ id: bwkpSubjects.id, sort: bwkpSubjects.sort });
    return { caseId, subjectIds: Object.fromEntries(inserted.map((row) => [row.sort, row.id])) };
  });
}
