/**
 * The real-ledger exercise's messages (the spec's catalogue has none for this area: these follow the style of the
 * real software, 用友 and 金蝶, and say what to do).
 */
export const ledgerMessages = {
  // the chart
  accountCodeScheme: (code: string) => `科目编码「${code}」不符合编码方案4-2-2-2`,
  accountCodeTaken: (code: string) => `科目编码「${code}」已存在`,
  accountParentMissing: (code: string, parent: string) => `科目「${code}」的上级科目「${parent}」不存在`,
  accountNameInvalid: (code: string) => `科目「${code}」的名称不能为空，且不超过40个字`,
  accountNameTaken: (parent: string, name: string) => `「${parent}」下已有名为「${name}」的明细科目`,
  accountMissing: (code: string) => `科目「${code}」不存在`,

  // a voucher as entered
  voucherWord: '凭证字应为记、收、付、转之一',
  voucherNumber: '凭证号应为正整数',
  voucherDate: '凭证日期格式应为YYYY-MM-DD',
  voucherOutOfPeriod: (year: number, month: number) => `凭证日期须在本期（${year}年${month}月）内`,
  attachments: '附单据数应为0至999的整数',
  tooFewLines: '凭证至少需要两行分录',
  tooManyLines: '一张凭证最多99行分录',
  lineSummary: (line: number) => `第${line}行：摘要不能为空`,
  lineSummaryLong: (line: number) => `第${line}行：摘要不能超过60个字`,
  lineAccount: (line: number) => `第${line}行：请选择会计科目`,
  lineAccountMissing: (line: number, code: string) => `第${line}行：科目「${code}」不存在`,
  lineNotLeaf: (line: number, name: string) => `第${line}行：「${name}」不是末级科目，凭证只能录入末级科目`,
  lineBothSides: (line: number) => `第${line}行：借方和贷方不能同时有金额`,
  lineNoAmount: (line: number) => `第${line}行：借方或贷方须填写金额，且不能为零`,
  lineAmount: (line: number) => `第${line}行：金额应为数字，最多两位小数`,
  lineAux: (line: number, name: string, kind: string) => `第${line}行：科目「${name}」须选择${kind}`,
  lineAuxMissing: (line: number, kind: string, code: string) => `第${line}行：${kind}「${code}」不存在`,
  lineAuxNotUsed: (line: number, name: string, kind: string) => `第${line}行：科目「${name}」不核算${kind}`,
  lineQuantity: (line: number, name: string) => `第${line}行：科目「${name}」为数量金额式，须填写数量`,
  lineQuantityFormat: (line: number) => `第${line}行：数量应为数字，最多四位小数`,
  unbalanced: (debit: string, credit: string) => `借贷不平衡：借方合计${debit}，贷方合计${credit}`,
  zeroVoucher: '凭证借贷合计不能为零',

  // numbering
  numberTaken: (word: string, number: number) => `凭证号${word}-${number}已存在`,
  numberGap: (word: string, expected: number) => `凭证号不连续：本期下一张${word}字凭证应为${word}-${expected}`,

  // the lifecycle
  periodClosed: (year: number, month: number) => `${year}年${month}月已结账，不能再录入或修改凭证`,
  notDraftEdit: '凭证已审核，不能修改或删除；请先由审核人取消审核',
  postedEdit: '凭证已记账，不能修改或删除；错误请用红字冲销或补充登记更正',
  reviewerIsPreparer: '审核人与制单人不能为同一人',
  alreadyAudited: '凭证已审核',
  notAudited: '凭证未审核，不能记账',
  unauditByOther: '只有审核人本人才能取消审核',
  unauditPosted: '凭证已记账，不能取消审核',
  alreadyPosted: '凭证已记账',
  reverseNotPosted: '只有已记账的凭证才需要红字冲销；未记账的凭证可以直接修改',
  reversalSummary: (word: string, number: number, date: string) => `冲销${date}${word}-${number}号凭证`,

  // closing
  previousNotClosed: (year: number, month: number) => `上期（${year}年${month}月）尚未结账`,
  unaudited: (count: number) => `本期有${count}张凭证未审核`,
  unposted: (count: number) => `本期有${count}张凭证未记账`,
  profitLossNotZero: (names: string) => `损益类科目尚有余额，请先结转损益：${names}`,
  trialUnbalanced: '试算不平衡，不能结账',
  alreadyClosed: '本期已结账',
  notClosed: '本期尚未结账',
  reopenNextClosed: '下一期已结账，不能反结账；请先反结账下一期',
  nothingToTransfer: '本期没有需要结转的损益',
} as const;
