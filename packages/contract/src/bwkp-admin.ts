// bwkp-admin area (acc5, school management): authoring of the invoicing cases (税控开票实训案例) that lesson items of
// kind 'bwkp' point at. Every call is POST /admin/bwkp/<part>/<action>. A case holds the company (qyxx), the customer
// codes (khbm) and goods codes (goods) a student must enter, the expected apply forms (apply) and the 17 business
// questions (subject). The arithmetic of goods lines, the rates and the whole-case check are the rules of
// @sxpt/domain, applied on the server; here only the shapes.
import { z } from 'zod';
import { idOf, objectBody, pageBody, textOf as text } from './request-body';
import { TAX_CODE_PATTERN, taxCodeRuleText } from './taxcode';

/** Messages of the authoring screens and calls (not quoted by the spec). */
export const bwkpAdminMessages = {
  caseNotFound: '实训案例不存在',
  subjectNotFound: '题目不存在',
  caseInLesson: '该案例已被课时选作练习，不能删除；请先在相关课时的练习中移除它',
  casePractised: '已有学生练习过该案例，不能删除；如不再使用，可以停用该案例',
  /** prefix of a refused write to an enabled case that would leave it unplayable */
  enabledBroken: '案例已启用，本次修改会使案例无法练习，未保存：',
  /** prefix of a refused enable */
  cannotEnable: '案例尚不完整，不能启用：',
  subjectInvalid: '题目有误：',
  sortInvalid: '排序数据有误，请刷新后重试',
  caseCreated: '案例已创建',
  caseEnabled: '案例已启用',
  caseDisabled: '案例已停用',
  deleted: '删除成功',
  sorted: '排序已保存',
  subjectCreated: '题目已添加',
} as const;

/** 证件类型 of the apply form (spec 01 §3). */
export const bwkpIdTypes = ['身份证', '护照', '军官证', '其它证件'] as const;
/** 含税价标志 of a goods code. */
export const bwkpTaxMarks = ['是', '否'] as const;
/** invoice_type of a subject: 0 no invoice, 1 增值税普通发票, 2 增值税专用发票. */
export const bwkpInvoiceTypeLabels: Record<0 | 1 | 2, string> = {
  0: '不开具发票',
  1: '增值税普通发票',
  2: '增值税专用发票',
};

/** 纳税人识别号: 15, 17, 18 or 20 digits or capital letters (the unified social credit code has 18). */
export const TAXPAYER_ID_PATTERN = /^([0-9A-Z]{15}|[0-9A-Z]{17,18}|[0-9A-Z]{20})$/;
export const INVOICE_NUMBER_MAX = 99_999_999;

/** Optional text: null and undefined read as '', numbers as text, trimmed, at most `max` characters. */
const cell = (label: string, max: number) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : value),
    z
      .string({ error: `${label}有误` })
      .trim()
      .max(max, `${label}不能超过${max}个字`),
  );

/** A taxpayer id, upper-cased; `isRequired` false lets '' through. */
const taxpayerId = (label: string, isRequired: boolean) =>
  cell(label, 20)
    .transform((value) => value.toUpperCase())
    .refine((value) => (value === '' ? !isRequired : TAXPAYER_ID_PATTERN.test(value)), {
      message: `${label}应为15、17、18或20位数字或大写字母`,
    });

/** 0 or 1. */
const zeroOrOne = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .refine((v) => v === 0 || v === 1, message);

/** 1 or 2: the number, never its text. */
const oneOrTwo = (message: string) => z.union([z.literal(1), z.literal(2)], { error: message });

/** An integer in [min, max]; '', null and undefined read as null. */
const optionalInt = (label: string, min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z
      .number({ error: `${label}有误` })
      .int(`${label}应为整数`)
      .min(min, `${label}应在${min}到${max}之间`)
      .max(max, `${label}应在${min}到${max}之间`)
      .nullable(),
  );

/**
 * A list of rows, each parsed by `row`; the first bad row answers "<label>第n行：<its message>" so that the screen
 * can point at it.
 */
function rowsOf<T extends z.ZodType>(row: T, label: string, max: number) {
  return z
    .array(z.unknown(), { error: `请提交${label}` })
    .max(max, `${label}不能超过${max}行`)
    .transform((rows, ctx) => {
      const parsed: z.output<T>[] = [];
      for (const [index, value] of rows.entries()) {
        const result = row.safeParse(value);
        if (!result.success) {
          ctx.addIssue({
            code: 'custom',
            message: `${label}第${index + 1}行：${result.error.issues[0]?.message ?? '有误'}`,
          });
          return z.NEVER;
        }
        parsed.push(result.data);
      }
      return parsed;
    });
}

/** Names that must not repeat in a list (the student picks rows by them). */
function uniqueBy<T>(label: string, key: (row: T) => string) {
  return (rows: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    for (const row of rows) {
      const name = key(row);
      if (seen.has(name)) {
        ctx.addIssue({ code: 'custom', message: `${label}「${name}」重复` });
        return;
      }
      seen.add(name);
    }
  };
}

const caseRef = { case_id: idOf('实训案例') };

export const ZBwkpAdminCaseRefBody = objectBody(caseRef);
export type TBwkpAdminCaseRefBody = z.infer<typeof ZBwkpAdminCaseRefBody>;

// ---- cases ----

export const ZBwkpAdminCaseIndexBody = pageBody({
  keyword: z.string().trim().max(50, '关键词过长').optional(),
  /** 1 启用, 0 停用 */
  status: zeroOrOne('启用状态有误').optional(),
});
export type TBwkpAdminCaseIndexBody = z.infer<typeof ZBwkpAdminCaseIndexBody>;

const caseFields = {
  name: text('案例名称', 100),
  description: cell('案例简介', 2000),
};

/** A new case starts disabled (停用): it can be enabled once the whole-case check finds no problem. */
export const ZBwkpAdminCaseStoreBody = objectBody(caseFields);
export type TBwkpAdminCaseStoreBody = z.infer<typeof ZBwkpAdminCaseStoreBody>;

export const ZBwkpAdminCaseSaveBody = objectBody({ id: idOf('实训案例'), ...caseFields });
export type TBwkpAdminCaseSaveBody = z.infer<typeof ZBwkpAdminCaseSaveBody>;

export const ZBwkpAdminCaseIdBody = objectBody({ id: idOf('实训案例') });
export type TBwkpAdminCaseIdBody = z.infer<typeof ZBwkpAdminCaseIdBody>;

export const ZBwkpAdminCaseStatusBody = objectBody({ id: idOf('实训案例'), status: zeroOrOne('启用状态有误') });
export type TBwkpAdminCaseStatusBody = z.infer<typeof ZBwkpAdminCaseStatusBody>;

// ---- company (qyxx) ----

export const ZBwkpAdminQyxxSaveBody = objectBody({
  ...caseRef,
  nsr_sbh: taxpayerId('纳税人识别号', true),
  nsr_mc: text('纳税人名称', 100),
  business_address: text('经营地址', 200),
  phone_number: text('电话号码', 50),
  bank_name: text('开户银行', 100),
  account: text('银行账号', 50),
  supervisor_name: text('主管税务机关名称', 100),
  pt_fpdm: z
    .string({ error: '请输入普通发票代码' })
    .trim()
    .regex(/^\d{12}$/, '普通发票代码应为12位数字'),
  zy_fpdm: z
    .string({ error: '请输入专用发票代码' })
    .trim()
    .regex(/^\d{10}$/, '专用发票代码应为10位数字'),
  /** the province word of the read-in table (广东 → 广东增值税专用发票); '' takes it from the business address */
  province: cell('省份', 10),
});
export type TBwkpAdminQyxxSaveBody = z.infer<typeof ZBwkpAdminQyxxSaveBody>;

// ---- customer codes (khbm) ----

export const ZBwkpAdminKhbmRow = z.object(
  {
    kh_name: text('客户名称', 100),
    simple_code: cell('简码', 50),
    tax_num: taxpayerId('税号', false),
    address_telephone: cell('地址电话', 200),
    bank_account: cell('开户行及账号', 200),
  },
  { error: '客户编码有误' },
);

/** The customer codes become exactly `kh_content`, in that order. */
export const ZBwkpAdminKhbmSaveBody = objectBody({
  ...caseRef,
  kh_content: rowsOf(ZBwkpAdminKhbmRow, '客户编码', 200).superRefine(
    uniqueBy('客户名称', (row: { kh_name: string }) => row.kh_name),
  ),
});
export type TBwkpAdminKhbmSaveBody = z.infer<typeof ZBwkpAdminKhbmSaveBody>;

// ---- goods codes ----

/** Rates are checked on the server against the domain's VAT_RATES (0, 0.03, 0.05, 0.06, 0.09, 0.13). */
export const ZBwkpAdminGoodsRow = z.object(
  {
    code: z
      .string({ error: '请选择税收分类编码' })
      .trim()
      .min(1, '请选择税收分类编码')
      .regex(TAX_CODE_PATTERN, taxCodeRuleText),
    name: text('商品名称', 100),
    simple_code: cell('简码', 50),
    tax_rate: cell('税率', 10).refine((value) => value !== '', '请选择税率'),
    brand_model: cell('规格型号', 100),
    units: cell('计量单位', 20),
    applicable_tax_rate: cell('适用税率', 10).refine((value) => value !== '', '请选择适用税率'),
    tax_mark: z.enum(bwkpTaxMarks, { error: '含税价标志应为是或否' }),
    flqc: text('分类简称', 50),
  },
  { error: '商品编码有误' },
);

/** The goods codes become exactly `goods_content`, in that order. */
export const ZBwkpAdminGoodsSaveBody = objectBody({
  ...caseRef,
  goods_content: rowsOf(ZBwkpAdminGoodsRow, '商品编码', 500).superRefine(
    uniqueBy('商品名称', (row: { name: string }) => row.name),
  ),
});
export type TBwkpAdminGoodsSaveBody = z.infer<typeof ZBwkpAdminGoodsSaveBody>;

// ---- expected apply forms (fpsl) ----

export const ZBwkpAdminApplyAnswer = z
  .object(
    {
      /** 1 普通发票, 2 专用发票 */
      invoice_zl: oneOrTwo('发票种类有误'),
      apply_num: z
        .number({ error: '请输入申领数量' })
        .int('申领数量应为整数')
        .min(1, '申领数量应大于0')
        .max(1000, '申领数量不能超过1000'),
      /** 1 自取, 2 邮寄 */
      apply_result: oneOrTwo('请选择领取方式'),
      shenling_slr: text('申领人', 50),
      shenling_zjlx: z.enum(bwkpIdTypes, { error: '请选择证件类型' }),
      shenling_zjh: text('证件号码', 50),
      shenling_shuoming: cell('申领说明', 500),
      shenling_shoujianren: cell('收件人', 50),
      shenling_dztel: cell('收件地址电话', 200),
      /** the first number of every student's roll (8 digits at most); null: a random start per student */
      start_num: optionalInt('起始号码', 1, INVOICE_NUMBER_MAX),
    },
    { error: '申领答案有误' },
  )
  .superRefine((answer, ctx) => {
    if (answer.apply_result === 2 && answer.shenling_shoujianren === '') {
      ctx.addIssue({ code: 'custom', message: '邮寄领取时请输入收件人' });
    } else if (answer.apply_result === 2 && answer.shenling_dztel === '') {
      ctx.addIssue({ code: 'custom', message: '邮寄领取时请输入收件地址电话' });
    } else if (answer.start_num !== null && answer.start_num + answer.apply_num - 1 > INVOICE_NUMBER_MAX) {
      ctx.addIssue({ code: 'custom', message: '起始号码加申领数量超出发票号码范围（最大99999999）' });
    }
  })
  // the courier fields are not asked when the invoices are picked up in person
  .transform((answer) =>
    answer.apply_result === 1 ? { ...answer, shenling_shoujianren: '', shenling_dztel: '' } : answer,
  );
export type TBwkpAdminApplyAnswer = z.infer<typeof ZBwkpAdminApplyAnswer>;

/** Both kinds at once: one answer with invoice_zl 1 and one with 2. */
export const ZBwkpAdminApplySaveBody = objectBody({
  ...caseRef,
  apply: z
    .array(ZBwkpAdminApplyAnswer, { error: '请填写申领答案' })
    .refine(
      (answers) => answers.length === 2 && new Set(answers.map((answer) => answer.invoice_zl)).size === 2,
      '请分别填写增值税普通发票和增值税专用发票的申领答案',
    ),
});
export type TBwkpAdminApplySaveBody = z.infer<typeof ZBwkpAdminApplySaveBody>;

// ---- business questions (subjects) ----

/** A goods line as acc5 writes it; the amounts are checked by the domain's rules on the server. */
export const ZBwkpAdminGoodsLine = z.object(
  {
    fwname: text('货物或应税劳务名称', 100),
    ggxh: cell('规格型号', 100),
    company: cell('单位', 20),
    goods_num: cell('数量', 30),
    price: cell('单价', 30),
    money: cell('金额', 30),
    tax_rate: cell('税率', 10),
    tax_amount: cell('税额', 30),
    spbm: cell('税收分类编码', 19).refine((value) => value === '' || TAX_CODE_PATTERN.test(value), taxCodeRuleText),
  },
  { error: '货物行有误' },
);
export type TBwkpAdminGoodsLine = z.infer<typeof ZBwkpAdminGoodsLine>;

const ZKhData = z
  .object(
    {
      kh_name: cell('购买方名称', 100),
      tax_num: taxpayerId('购买方纳税人识别号', false),
      address_telephone: cell('购买方地址电话', 200),
      bank_account: cell('购买方开户行及账号', 200),
    },
    { error: '购买方信息有误' },
  )
  .default({ kh_name: '', tax_num: '', address_telephone: '', bank_account: '' });

/** An address of an uploaded file (/uploads/…) or a web address (http, https); '' for none. */
const videoPath = cell('视频地址', 500).refine(
  (v) => v === '' || (/^\/uploads\/[\w./-]+$/.test(v) && !v.includes('..')) || /^https?:\/\/\S+$/.test(v),
  '视频地址应以 http://、https:// 或 /uploads/ 开头',
);

/** A real calendar date written YYYY-MM-DD. */
function isDateText(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The most phrases a remark requirement has, and the length of the remark they make (the issue form's 备注). */
export const REMARK_PARTS_MAX = 10;
export const REMARK_MAX_LENGTH = 500;

const remarkParts = z.preprocess(
  (value) => (value === null || value === undefined ? [] : value),
  z
    .array(cell('备注要求', 100), { error: '备注要求有误' })
    .max(REMARK_PARTS_MAX, `备注要求不能超过${REMARK_PARTS_MAX}项`)
    .transform((parts) => parts.filter((part) => part !== ''))
    .refine(
      (parts) => parts.join('；').length <= REMARK_MAX_LENGTH,
      `备注要求合计不能超过${REMARK_MAX_LENGTH}个字（发票备注栏的长度）`,
    ),
);

const subjectFields = {
  title: text('题目名称', 100),
  subject_describe: cell('业务描述', 5000),
  video_path: videoPath,
  subject_type: z
    .number({ error: '请选择题目类型' })
    .int('题目类型有误')
    .min(1, '题目类型有误')
    .max(11, '题目类型有误'),
  invoice_type: z
    .number({ error: '请选择发票类型' })
    .int('发票类型有误')
    .refine((v) => v === 0 || v === 1 || v === 2, '发票类型有误'),
  kh_data: ZKhData,
  goods_content: rowsOf(ZBwkpAdminGoodsLine, '货物行', 100).default([]),
  /** 作废并重开 (type 8): the lines of the invoice issued again */
  again_goods_content: rowsOf(ZBwkpAdminGoodsLine, '重开货物行', 100).nullable().default(null),
  /** 红字 (types 9, 10): the blue invoice's code and number the verification falls back to */
  red: z
    .object(
      {
        y_invoice_code: z
          .string({ error: '请输入对应正数发票代码' })
          .trim()
          .regex(/^(\d{10}|\d{12})$/, '对应正数发票代码应为10位或12位数字'),
        y_invoice_num: z
          .string({ error: '请输入对应正数发票号码' })
          .trim()
          .regex(/^\d{8}$/, '对应正数发票号码应为8位数字'),
        /** 红字专用发票: the applicant of the information form the business calls for (1 购买方, 2 销售方) */
        sqfs: z
          .preprocess(
            (value) => (value === '' || value === null || value === 0 ? undefined : value),
            z.union([z.literal(1), z.literal(2)], { error: '申请方有误' }),
          )
          .optional(),
      },
      { error: '对应正数发票有误' },
    )
    .nullable()
    .default(null),
  /** 红字: the question whose invoice (the student's own) is reversed */
  blue_sort: optionalInt('对应正数发票题号', 1, 17).default(null),
  /** 折扣 (type 7): the line (1-based) and the percentage (spelt tax, as in the spec) */
  discount: z
    .object(
      {
        line: z.number({ error: '请输入折扣行号' }).int('折扣行号应为整数').min(1, '折扣行号应大于0'),
        tax: z
          .union([z.string(), z.number()], { error: '请输入折扣率' })
          .transform((value) => String(value).trim())
          .refine((value) => value !== '', '请输入折扣率'),
      },
      { error: '折扣信息有误' },
    )
    .nullable()
    .default(null),
  /** 作废并重开: the question whose invoice is voided (null: the question before) */
  void_sort: optionalInt('作废发票题号', 1, 17).default(null),
  /**
   * 业务日期 YYYY-MM-DD: the simulated client's date while the question is worked (开票日期, 填开日期, the void month,
   * the report period); '' for the day of practice
   */
  business_date: cell('业务日期', 10).refine((v) => v === '' || isDateText(v), '业务日期应为有效日期（YYYY-MM-DD）'),
  /** 备注要求 (invoice questions): phrases the invoice's remark must contain, e.g. a 建筑服务 place and project */
  remark_parts: remarkParts,
};

export const ZBwkpAdminSubjectStoreBody = objectBody({
  ...caseRef,
  sort: z.number({ error: '请选择题号' }).int('题号有误').min(1, '题号应在1到17之间').max(17, '题号应在1到17之间'),
  ...subjectFields,
});
export type TBwkpAdminSubjectStoreBody = z.infer<typeof ZBwkpAdminSubjectStoreBody>;

/** Every field is written (the question's place is changed only by the sort call). */
export const ZBwkpAdminSubjectSaveBody = objectBody({ id: idOf('题目'), ...subjectFields });
export type TBwkpAdminSubjectSaveBody = z.infer<typeof ZBwkpAdminSubjectSaveBody>;

export const ZBwkpAdminSubjectIdBody = objectBody({ id: idOf('题目') });
export type TBwkpAdminSubjectIdBody = z.infer<typeof ZBwkpAdminSubjectIdBody>;

const sortMessage = bwkpAdminMessages.sortInvalid;

/** `ids`: every question of the case in the new order; they take the case's question numbers in ascending order. */
export const ZBwkpAdminSubjectSortBody = objectBody({
  ...caseRef,
  ids: z
    .array(z.number({ error: sortMessage }).int(sortMessage).positive(sortMessage), { error: '请提交排序' })
    .min(1, '请提交排序')
    .max(17, sortMessage)
    .refine((ids) => new Set(ids).size === ids.length, '排序数据有重复'),
});
export type TBwkpAdminSubjectSortBody = z.infer<typeof ZBwkpAdminSubjectSortBody>;

// ---- responses ----

export interface TBwkpAdminCase {
  id: number;
  name: string;
  description: string;
  /** 1 启用 (students can practise it), 0 停用 */
  status: number;
  /** questions entered, of 17 */
  subject_count: number;
  customer_count: number;
  goods_count: number;
  has_qyxx: boolean;
  /** the expected apply forms of both invoice kinds are entered */
  has_apply: boolean;
  /** lesson items that point at the case */
  lesson_count: number;
  /** student practices of the case */
  practice_count: number;
  created_at: string;
  updated_at: string;
}

/** One finding of the whole-case check. sort: the question it is about (null for the codes and the company). */
export interface TBwkpAdminCaseProblem {
  area: 'qyxx' | 'khbm' | 'goods' | 'apply' | 'subject';
  sort: number | null;
  message: string;
}

/** The whole-case check: problems keep the case from being enabled; warnings are worth a look. */
export interface TBwkpAdminCaseCheck {
  is_usable: boolean;
  problems: TBwkpAdminCaseProblem[];
  warnings: TBwkpAdminCaseProblem[];
}

export interface TBwkpAdminCaseDetail extends TBwkpAdminCase {
  check: TBwkpAdminCaseCheck;
}

export interface TBwkpAdminQyxx {
  nsr_sbh: string;
  nsr_mc: string;
  business_address: string;
  phone_number: string;
  bank_name: string;
  account: string;
  supervisor_name: string;
  pt_fpdm: string;
  zy_fpdm: string;
  province: string;
}

export interface TBwkpAdminKhbmRow {
  kh_name: string;
  simple_code: string;
  tax_num: string;
  address_telephone: string;
  bank_account: string;
}

export interface TBwkpAdminGoodsRow {
  code: string;
  name: string;
  simple_code: string;
  tax_rate: string;
  brand_model: string;
  units: string;
  applicable_tax_rate: string;
  tax_mark: (typeof bwkpTaxMarks)[number];
  flqc: string;
  /** the official name of the code in the tax-code table ('' when the table no longer has it) */
  tax_name: string;
}

export interface TBwkpAdminApply {
  invoice_zl: 1 | 2;
  apply_num: number;
  apply_result: 1 | 2;
  shenling_slr: string;
  shenling_zjlx: (typeof bwkpIdTypes)[number];
  shenling_zjh: string;
  shenling_shuoming: string;
  shenling_shoujianren: string;
  shenling_dztel: string;
  start_num: number | null;
}

/** A whole ordered list (customer codes, goods codes, apply forms, questions): at most a few hundred rows. */
export interface TBwkpAdminList<T> {
  list: T[];
  total: number;
}

export interface TBwkpAdminLine {
  fwname: string;
  ggxh: string;
  company: string;
  goods_num: string;
  price: string;
  money: string;
  tax_rate: string;
  tax_amount: string;
  /** the line's 19-digit tax-classification code, '' when not given */
  spbm: string;
}

/** A business question as acc5 edits it, with what the domain's checkSubject finds at its place. */
export interface TBwkpAdminSubject {
  id: number;
  case_id: number;
  sort: number;
  title: string;
  subject_describe: string;
  video_path: string;
  subject_type: number;
  invoice_type: 0 | 1 | 2;
  kh_data: { kh_name: string; tax_num: string; address_telephone: string; bank_account: string };
  goods_content: TBwkpAdminLine[];
  again_goods_content: TBwkpAdminLine[] | null;
  red: { y_invoice_code: string; y_invoice_num: string; sqfs?: 1 | 2 } | null;
  blue_sort: number | null;
  discount: { line: number; tax: string } | null;
  void_sort: number | null;
  /** 业务日期 YYYY-MM-DD, '' when the question runs on the day of practice */
  business_date: string;
  /** 备注要求: the phrases the invoice's remark must contain */
  remark_parts: string[];
  problems: string[];
}

/** The answer of a write refused by the rules: the problems, one sentence each. */
export interface TBwkpAdminProblems {
  problems: string[];
}
