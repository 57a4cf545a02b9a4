/**
 * Messages of the invoicing rules that the spec does not quote (spec 01 §8 has the others, in
 * ../messages.ts). Written in the product's voice for the real-client rules of
 * reference/invoicing-rules.md.
 */
export const bwkpMessages = {
  /** Void refused: a red (负数) invoice has been issued against this invoice. */
  voidRedFlushed: '该发票已开具红字发票，不能作废！',
  /** Void refused: the invoice was issued in an earlier month (Asia/Shanghai). */
  voidCrossMonth: '只能作废本月开具的发票，跨月发票请开具红字发票！',
  /** Discount form: the line number is not a line of the table. */
  discountLineNumber: '请输入正确的折扣行号！',
  /** Discount form: the percentage is not a number in (0, 100]. */
  discountRate: '折扣率应大于0且不超过100！',
  /** Discount form: the chosen line is a discount line or a list summary line. */
  discountNotAllowed: '该行不能添加折扣！',
  /** Discount form: the chosen line already has its discount line. */
  discountAlreadyAdded: '该行已添加折扣，不能重复添加！',
  /** Discount larger than the discounted line (a discount of more than the line's amount). */
  discountTooLarge: '折扣金额不能大于被折扣行金额！',
  /** Saved lines break the discount-line rules (first line, two in a row, not matching the line above). */
  discountLayout: '折扣行设置有误，请查正后重试！',
  /** A list (清单) question saved without its goods list. */
  listFirst: '请先完成清单填写！',
  /** A red-letter question saved as a blue invoice, or a blue question saved as a red one. */
  wrongInvoiceStatus: '请按照题目开具正确的正数或负数发票！',
  /** A red-letter information form number typed by the student that is not 16 digits of the real layout. */
  redFormNumberInvalid: '传入的红字信息表编号格式有误',
} as const;
