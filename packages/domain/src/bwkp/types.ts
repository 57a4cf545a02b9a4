/**
 * The case data the invoicing (bwkp, 百旺开票 / 税控开票) rules work on. Field names are the spec's
 * (spec 01 §3), snake_case and spelt as there. Amounts are decimal strings with two decimals
 * ('1130.00'); quantities and unit prices are decimal strings with up to 8 decimals; rates are
 * the strings of VAT_RATES ('0', '0.03', '0.05', '0.06', '0.09', '0.13'). Empty cells are ''.
 */

/** 发票类型: 1 增值税普通发票 (ordinary VAT), 2 增值税专用发票 (special VAT). */
export type TInvoiceType = 1 | 2;
/** A subject's invoice type: 0 for a question that issues no invoice (company parameters, codes, rolls, report). */
export type TSubjectInvoiceType = 0 | TInvoiceType;
/** 发票种类 as saved (save_fp invoice_status): 1 正数 (normal, blue), 2 负数 (negative, red). */
export type TInvoiceStatus = 1 | 2;
/** 领取方式 (apply_result): 1 自取 (pick up in person), 2 邮寄 (courier). */
export type TApplyResult = 1 | 2;

/** qyxx (企业信息): the company basic information of a case. */
export interface TQyxx {
  /** 纳税人识别号 */
  nsr_sbh: string;
  /** 纳税人名称 */
  nsr_mc: string;
  business_address: string;
  phone_number: string;
  bank_name: string;
  account: string;
  /** 主管税务机关名称 */
  supervisor_name: string;
  /** 普通发票代码 */
  pt_fpdm: string;
  /** 专用发票代码 */
  zy_fpdm: string;
}

/** khbm (客户编码): one customer code row. */
export interface TKhbmRow {
  kh_name: string;
  simple_code: string;
  tax_num: string;
  address_telephone: string;
  bank_account: string;
}

/** spbm (商品编码): one goods and service tax-classification code row. */
export interface TGoodsCodeRow {
  /** 19-digit 商品和服务税收分类编码 */
  code: string;
  name: string;
  simple_code: string;
  tax_rate: string;
  brand_model: string;
  units: string;
  applicable_tax_rate: string;
  /** 含税价标志 */
  tax_mark: string;
  /** classification short name (简称), written between asterisks before the goods name */
  flqc: string;
}

/** fpsl (发票申领): the apply form's expected (or entered) values for one invoice kind. */
export interface TApplyAnswer {
  /** 1 普通发票, 2 专用发票 */
  invoice_zl: TInvoiceType;
  apply_num: number | string;
  apply_result: TApplyResult;
  /** 申领人 */
  shenling_slr: string;
  /** 证件类型: 身份证, 护照, 军官证, 其它证件 */
  shenling_zjlx: string;
  /** 证件号 */
  shenling_zjh: string;
  /** 申领说明 */
  shenling_shuoming: string;
  /** 收件人 (courier only) */
  shenling_shoujianren: string;
  /** 收件地址电话 (courier only) */
  shenling_dztel: string;
}

/**
 * Kind of a goods line (reference "Goods lines"): normal; discount (the negative 折扣行); discounted
 * (a line followed by its discount line, 被折扣行); list_summary (the one 详情见清单 line of a list invoice).
 * A line without line_kind is normal.
 */
export type TLineKind = 'normal' | 'discount' | 'discounted' | 'list_summary';

/** One goods line of an invoice (spec 01 §3, Goods line). */
export interface TGoodsLine {
  /** goods name as shown, `*简称*名称` */
  fwname: string;
  /** 规格型号 */
  ggxh: string;
  /** 单位 */
  company: string;
  goods_num: string;
  /** 单价(含税) */
  price: string;
  /** 金额(含税) */
  money: string;
  tax_rate: string;
  tax_amount: string;
  line_kind?: TLineKind;
  /** 19-digit tax-classification code of the line */
  spbm?: string;
}

/** What a student saves from the issue form (fptk), in the shape the grader reads. */
export interface TInvoiceDraft {
  invoice_type: TInvoiceType;
  invoice_status: TInvoiceStatus;
  kh_name: string;
  /** buyer tax number (购买方纳税人识别号) */
  kh_sbh: string;
  address_telephone: string;
  bank_account: string;
  /** the form's goods table; for a list invoice the single 详情见清单 line */
  goods: TGoodsLine[];
  /** the 清单 (goods list) of a list invoice */
  list_goods?: TGoodsLine[];
  remark?: string;
}

/** The buyer of a subject (spec: kh_data). */
export interface TKhData {
  kh_name: string;
  tax_num: string;
  address_telephone: string;
  bank_account: string;
}

/**
 * The blue (正数) invoice a red-letter subject reverses: its code and number (spec spelling of the
 * issued invoice's y_invoice_code / y_invoice_num). These are the values the hongziHx verification and
 * the hztk application check.
 */
export interface TRedData {
  y_invoice_code: string;
  y_invoice_num: string;
  /** red special invoice: who must apply for the information form (1 购买方, 2 销售方); unset accepts either */
  sqfs?: 1 | 2;
}

/** Discount form (zhekou): the line number (1-based) and the percentage, spelt `tax` as in the spec. */
export interface TDiscountInput {
  line: number;
  tax: string | number;
}

/**
 * A business question (业务题) of a case. `sort` is its place 1..17 in the practice (the progress
 * answerId). `subject_type` says what kind of question it is (see SUBJECT_TYPE in subjects.ts).
 *
 * - issue / list: goods_content are the invoice's lines (for a list invoice, the 清单 lines).
 * - discount: goods_content are the lines before the discount; `discount` says which line and how many
 *   percent (default DISCOUNT_ANSWER, line 1, 5 %).
 * - void_reissue (subject_type 8): goods_content are the lines of the wrongly issued invoice that is
 *   voided (the invoice the student issued for question `void_sort`, default sort − 1);
 *   again_goods_content are the lines of the correct invoice issued again after the void.
 * - red_ordinary / red_special: goods_content are the blue invoice's lines (positive); the expected red
 *   invoice carries them negated (buildRedLines). `red` names the blue invoice.
 */
export interface TSubject {
  id: number;
  sort: number;
  title: string;
  subject_type: number;
  invoice_type: TSubjectInvoiceType;
  kh_data: TKhData;
  goods_content: TGoodsLine[];
  again_goods_content?: TGoodsLine[];
  red?: TRedData;
  discount?: TDiscountInput;
  void_sort?: number;
  /**
   * The business date of the question (YYYY-MM-DD): the simulated client runs on it while the question is worked,
   * so the invoice's 开票日期, the information form's 填开日期, the void month and the report period follow the
   * story, not the day the student practises. Absent: the client runs on the day of practice.
   */
  business_date?: string;
  /**
   * What the invoice's remark (备注) must say, phrase by phrase (e.g. a 建筑服务 invoice: the place where the service
   * is performed and the project name, 国家税务总局公告2016年第23号); graded as "contains every phrase". The model
   * remark joins them with '；'.
   */
  remark_parts?: string[];
}

/** The part of an issued invoice (spec 01 §3, Issued invoice) the void rules read. */
export interface TIssuedInvoice {
  invoice_code: string;
  invoice_num: string;
  invoice_type: TInvoiceType;
  /** 1 正数, 2 负数 */
  invoice_status: number;
  /** 2 = voided (作废) */
  zf_status: number;
  /** issue time: an ISO timestamp (UTC) or a Date */
  kp_time: string | Date;
  /** for a red invoice, the blue invoice it reverses */
  y_invoice_code?: string;
  y_invoice_num?: string;
}

/** A rule's decision: allowed, or refused with the Chinese message to show. */
export type TDecision = { ok: true } | { ok: false; message: string };
