// bwkp area (税控开票实训), response data of /student/bwkp/*. Amounts are decimal strings with two decimals;
// invoice numbers are 8-digit strings; times ISO strings. A model answer appears only for a step the student
// has completed.

/** Messages of the bwkp server that the spec does not quote (the spec's own are in @sxpt/domain `messages`). */
export const bwkpServerMessages = {
  applySucceeded: '发票申领成功！',
  readSucceeded: '发票读入成功！',
  noReadRoll: '请先读入发票！',
  rollUsedUp: '该发票卷已用完，请申领新的发票！',
  invoiceSaved: '发票开具成功！',
  voidSucceeded: '发票作废成功！',
  /** void refused: a red-letter question still to do reverses this invoice */
  voidBlueNeeded: '该发票是后续红字发票题目对应的正数发票，不能作废！',
  blueInvoiceMissing: '未找到对应的正数发票，请先完成前面的题目！',
  notRedSubject: '当前题目无需开具红字发票！',
  refVerified: '发票代码和号码核对无误！',
  previewConfirmed: '红字信息表预览已确认！',
  subjectNotDone: '该题尚未完成！',
  subjectDone: '该题已完成',
  submitted: '交卷成功！',
  subjectNotFound: '题目不存在',
  /** a save kept meeting other saves of the same practice (many clicks at once): nothing was saved */
  saveConflict: '操作过于频繁，请稍后重试',
} as const;

export interface TBwkpKhData {
  kh_name: string;
  tax_num: string;
  address_telephone: string;
  bank_account: string;
}

/** One goods line of an invoice (spec 01 §3 Goods line); money and tax tax-inclusive, as the issue form. */
export interface TBwkpGoodsLine {
  fwname: string;
  ggxh: string;
  company: string;
  goods_num: string;
  price: string;
  money: string;
  tax_rate: string;
  tax_amount: string;
  line_kind?: 'normal' | 'discount' | 'discounted' | 'list_summary';
  spbm?: string;
}

export interface TBwkpKhbmRow {
  kh_name: string;
  simple_code: string;
  tax_num: string;
  address_telephone: string;
  bank_account: string;
}

export interface TBwkpGoodsCodeRow {
  code: string;
  name: string;
  simple_code: string;
  tax_rate: string;
  brand_model: string;
  units: string;
  applicable_tax_rate: string;
  tax_mark: string;
  flqc: string;
}

/** One question of the progress (spec 02 §3 Practical progress), as the server decided it. */
export interface TBwkpProgressQuestion {
  answerId: number;
  isComplete: boolean;
  subjectId?: number;
  invoiceType?: number;
  items: { answerItemId: number | string; isComplete: boolean }[];
}

/** subject_list rows (and the business question window). subject_status 1 done, 0 not. */
export interface TBwkpSubjectListItem {
  id: number;
  sort: number;
  title: string;
  subject_describe: string;
  /** the walkthrough video: only once the student has done the question (it shows the answer); '' before */
  video_path: string;
  /** the question has a walkthrough video (given once the question is done) */
  has_video: boolean;
  subject_type: number;
  invoice_type: number;
  subject_status: 0 | 1;
  /** the question's business date YYYY-MM-DD ('' when the case gives none): the simulated client's date */
  business_date: string;
}

/** subject_status: the server's progress; the web rebuilds its cache from it (spec 02 §4 sync). */
export interface TBwkpSubjectStatus {
  subjects: { id: number; invoice_type: number; subject_status: 0 | 1 }[];
  progress: TBwkpProgressQuestion[];
  is_all_complete: boolean;
  /** 确认交卷 time, null before */
  submitted_at: string | null;
}

/** What every graded step answers on success: a tip and the new progress. */
export interface TBwkpStepResult {
  msg: string;
  progress: TBwkpProgressQuestion[];
}

/** data of a wrong field-by-field answer (code 400): names of the wrong fields, never expected values. */
export interface TBwkpWrongFields {
  wrong: { fields: string[] };
}

/** data of a wrong row-by-row answer (code 400): wrong rows with their wrong fields, missing and extra rows. */
export interface TBwkpWrongRows {
  wrong: { rows: { index: number; fields: string[] }[]; missing: number[]; extra: number[] };
}

/** data of a wrong invoice (code 400), as gradeInvoice names it. */
export interface TBwkpWrongInvoice {
  wrong: {
    type: boolean;
    status: boolean;
    customer: string[];
    lines: { index: number; fields: string[] }[];
    missing: number[];
    extra: number[];
    list?: { lines: { index: number; fields: string[] }[]; missing: number[]; extra: number[] };
  };
}

/**
 * qyxx_detail. Before question 1 is done every field is '' (the student types them from the question); once
 * done, the company as the case has it (the seller block of the issue form reads nsr_mc and nsr_sbh).
 */
export interface TBwkpQyxxDetail {
  is_complete: boolean;
  nsr_sbh: string;
  nsr_mc: string;
  business_address: string;
  phone_number: string;
  bank_name: string;
  account: string;
  supervisor_name: string;
  pt_fpdm: string;
  zy_fpdm: string;
}

export interface TBwkpKhbmList {
  is_complete: boolean;
  kh_content: TBwkpKhbmRow[];
}

export interface TBwkpGoodsList {
  is_complete: boolean;
  goods_content: TBwkpGoodsCodeRow[];
}

/** An invoice roll (fpsl_list). Numbers as 8-digit strings. */
export interface TBwkpRoll {
  id: number;
  invoice_type: 1 | 2;
  invoice_zl: 1 | 2;
  invoice_code: string;
  start_num: string;
  end_num: string;
  /** the next number to issue; '' when the roll is used up */
  next_num: string;
  apply_num: number;
  apply_result: 1 | 2;
  is_read: 0 | 1;
  /** 领票 time (the application) */
  lp_time: string;
  /** invoices issued from the roll */
  ykp_num: number;
  /** invoices applied for */
  ysq_num: number;
  /** invoices left */
  remaining: number;
  read_at: string | null;
  created_at: string;
  updated_at: string;
}

/** add_fpsl: the tip, the progress and the student's rolls (the list's length goes to shared state). */
export interface TBwkpApplyResult extends TBwkpStepResult {
  list: TBwkpRoll[];
  total: number;
}

/** One row of the read-in result table (duruInvoice). */
export interface TBwkpReadRoll {
  invoice_type: 1 | 2;
  /** 发票种类名称, with the province word: 北京增值税专用发票 */
  type_name: string;
  invoice_code: string;
  start_num: string;
  end_num: string;
  count: number;
  /** 开票限额 */
  limit: string;
  read_at: string;
}

export interface TBwkpReadResult extends TBwkpStepResult {
  list: TBwkpReadRoll[];
}

export interface TBwkpInvoiceNum {
  fp_dm: string;
  fp_num: string;
}

/**
 * subject_detail. Before the question is done, goods lines carry the business facts only: fwname is the bare
 * goods name (no *简称*: the student picks the goods code), ggxh, company, goods_num, price, tax_rate; money and
 * tax_amount are '' and spbm is absent; red is null. Once done, the full lines, red and the discount.
 */
export interface TBwkpSubjectDetail {
  id: number;
  sort: number;
  title: string;
  subject_describe: string;
  /** the walkthrough video once the question is done, '' before */
  video_path: string;
  has_video: boolean;
  subject_type: number;
  invoice_type: number;
  subject_status: 0 | 1;
  is_complete: boolean;
  kh_name: string;
  tax_num: string;
  address_telephone: string;
  bank_account: string;
  goods_content: TBwkpGoodsLine[];
  /** the correct lines of the void-and-reissue question (subject_type 8), [] otherwise */
  again_goods_content: TBwkpGoodsLine[];
  /** the discount the question asks for (line, percentage `tax`), null when none */
  discount: { line: number; tax: string } | null;
  /** the blue invoice a red question reverses: only once the question is done */
  red: { y_invoice_code: string; y_invoice_num: string } | null;
  /** the question's business date YYYY-MM-DD ('' when none): the 开票日期 the client prints */
  business_date: string;
  /** the model remark (phrases joined with ；) once the question is done; '' before and when none is required */
  remark: string;
}

/** An issued invoice (get_invoice rows; the query and void screens' 21 columns and the form's contents). */
export interface TBwkpInvoice {
  id: number;
  subject_id: number | null;
  invoice_type: 1 | 2;
  /** 1 正数, 2 负数 */
  invoice_status: 1 | 2;
  /** 2 voided, 0 not */
  zf_status: number;
  /** 作废原因: 1 负数作废, 2 填开作废; 0 not voided */
  void: number;
  goods_content: TBwkpGoodsLine[];
  /** 清单 lines */
  list: TBwkpGoodsLine[];
  /** first line's name, with 等 when there are more */
  goods_name: string;
  /** number of goods lines (with the 清单's) */
  goods_num: number;
  invoice_code: string;
  invoice_num: string;
  /** 合计金额 (tax-exclusive) */
  total_amount: string;
  /** 合计税额 */
  tax_amount: string;
  /** 价税合计 */
  total_price: string;
  /** 价税合计(大写) */
  total_price_capital: string;
  y_invoice_code: string;
  y_invoice_num: string;
  notic_no: string;
  kh_sbh: string;
  kh_name: string;
  address_telephone: string;
  bank_account: string;
  xh_dw_name: string;
  xh_dw_nsrsbh: string;
  list_identifier: 0 | 1;
  remark: string;
  drawer: string;
  void_time: string | null;
  kp_time: string;
  created_at: string;
  updated_at: string;
}

export interface TBwkpInvoiceResult extends TBwkpStepResult {
  invoice: TBwkpInvoice;
}

/**
 * kj_hzfp: what the red invoice reverses (spec: kh_data and goods_data): the student's own blue invoice, its
 * lines as issued (positive; the form writes them negated), and the remark the red invoice carries.
 */
export interface TBwkpRedSubjectData {
  subject_id: number;
  invoice_type: 1 | 2;
  kh_data: TBwkpKhData;
  goods_data: TBwkpGoodsLine[];
  y_invoice_code: string;
  y_invoice_num: string;
  /** the red-letter information form number (special invoices), '' otherwise */
  notic_no: string;
  remark: string;
}

/** A red-letter information form (hzcx list, hztk/hzyl/hzxxb/hzxz answers). */
export interface TBwkpRedForm {
  id: number;
  subject_id: number;
  /** 16 digits, '' before it is saved */
  number: string;
  sqfs: 1 | 2;
  blue_invoice_code: string;
  blue_invoice_num: string;
  status: 'filled' | 'confirmed' | 'saved' | 'approved' | 'downloaded';
  /** the red (negative) lines */
  lines: TBwkpGoodsLine[];
  total_amount: string;
  tax_amount: string;
  kh_name: string;
  kh_sbh: string;
  xh_dw_name: string;
  xh_dw_nsrsbh: string;
  created_at: string;
  saved_at: string | null;
  approved_at: string | null;
  downloaded_at: string | null;
}

export interface TBwkpRedFormResult extends TBwkpStepResult {
  form: TBwkpRedForm;
}

/** fptk_check: the form may open (otherwise code 400 with the spec message). */
export interface TBwkpFptkCheck {
  subject_id: number;
  invoice_type: 1 | 2;
}

export interface TBwkpSubmitResult {
  submitted_at: string;
}

export interface TBwkpSubjectDone {
  subject_id: number;
  subject_status: 1;
}
