/**
 * Every user-facing message the specification quotes (spec/messages.txt), exactly as the product must
 * show it. Use these constants instead of retyping the Chinese text.
 */
export const messages = {
  /** Wrong answer (issue, list, discount, company, codes). */
  wrongAnswer: '答案有误，请查正后重试！',
  /** A step was submitted before all earlier steps were done. */
  outOfOrder: '请按顺序完成实操题目(有未完成题目)！',
  alreadySubmitted: '该题已做，无需重复提交！',
  redLetterAlreadyDone: '该题已做，请到增值税专用红字信息表查询！',
  applyFirst: '请完成发票申领！',
  wrongApplyInfo: '申领信息，请查正后重试！',
  alreadyApplied: '当前发票类型已完成申领！',
  questionAlreadyDone: '当前题目已完成！',
  noInvoiceNeeded: '当前题目无需填开发票！',
  wrongInvoiceType: '请按照题目选择正确的发票种类！',
  prerequisiteFirst: '请按当前题目的前置步骤！',
  voidFirst: '请先完成发票作废！',
  redLetterDownloadFirst: '请先完成红字发票下载！',
  goodsInfoFirst: '请先完成货物信息填写！',
  discountFirst: '请完成发票折扣！',
  reportFirst: '请完成上报汇总！',
  wrongInvoiceCodeOrNumber: '发票代码或号码有误，请查正后重试！',
  reuploadRedLetterFile: '请重新上传红字信息文件！',
  selectRedLetterFile: '请先选中红字信息文件后再点击确定上传，或者双击红字信息文件上传！',
  selectInvoiceToVoid: '请选择要作废的发票！',
  invoiceAlreadyVoided: '该发票已经作废，无需重复操作！',
  redLetterImportOnly: '根据税局要求，当前状态下纳税人只能通过导入红字发票信息表开具红字增值税专用发票！',
  saveRedLetterForm: '请保存该红字信息表！',
  redLetterSavedUpload: '保存红字发票成功！请上传该红字信息表！',
  reviewPassed: '审核通过！',
  downloadSucceeded: '下载成功！',
  saveSucceeded: '保存成功！',
  invoiceSyncSucceeded: '发票同步成功',
  reportSucceeded: '上报成功',
  notSupported: '此系统为模拟系统，该功能暂不支持！',
  componentUnfinished: '该组件还没完成！！！',
  confirmSubmitPaper: '是否确认交卷',
  continuePaper: '继续做题',
  submitPaper: '确认交卷',
  /** The single goods line shown on a list (清单) invoice. */
  seeGoodsList: '详情见清单',
  /** Malformed input, e.g. an amount that cannot be written in capitals. */
  invalidData: '数据非法',
} as const;

export type TMessageKey = keyof typeof messages;
export type TMessage = (typeof messages)[TMessageKey];
