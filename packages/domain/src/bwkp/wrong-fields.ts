/**
 * The wrong fields of a graded invoicing answer as flat keys, for the results model (practice_tries.wrong_fields)
 * and the teacher's analysis: a field ('kh_name'), a field of a row ('goods.2.tax_amount', rows from 1), a missing
 * or extra row ('goods.3'), and their Chinese labels. The family of a key ('goods.tax_amount') groups the same
 * field over rows, for "the most common wrong field".
 */
import type { TRowComparison } from '../compare';
import type { TFieldGrade, TInvoiceGrade, TLinesGrade } from './grading';

/** Labels of the fields the invoicing steps grade, as the simulated client names them. */
export const BWKP_FIELD_LABELS: Readonly<Record<string, string>> = Object.freeze({
  // company (question 1)
  nsr_sbh: '纳税人识别号',
  nsr_mc: '纳税人名称',
  business_address: '经营地址',
  phone_number: '电话号码',
  bank_name: '开户银行',
  account: '银行账号',
  supervisor_name: '主管税务机关',
  // customer codes (question 2) and the buyer of an invoice
  kh_name: '购买方名称',
  simple_code: '简码',
  tax_num: '税号',
  kh_sbh: '纳税人识别号',
  address_telephone: '地址电话',
  bank_account: '开户行及账号',
  // goods codes (question 3)
  code: '税收分类编码',
  name: '商品名称',
  tax_rate: '税率',
  brand_model: '规格型号',
  units: '计量单位',
  applicable_tax_rate: '适用税率',
  tax_mark: '含税价标志',
  flqc: '分类全称',
  // the roll application (question 4)
  invoice_zl: '发票种类',
  apply_num: '申领数量',
  apply_result: '申领方式',
  shenling_slr: '申领人',
  shenling_zjlx: '证件类型',
  shenling_zjh: '证件号码',
  shenling_shuoming: '申领说明',
  shenling_shoujianren: '收件人',
  shenling_dztel: '收件地址电话',
  // an invoice
  invoice_type: '发票种类',
  invoice_status: '正数/负数发票',
  remark: '备注',
  fwname: '货物或应税劳务、服务名称',
  ggxh: '规格型号',
  company: '单位',
  goods_num: '数量',
  price: '单价',
  money: '金额',
  tax_amount: '税额',
  // red letter
  fpdm: '发票代码',
  fphm: '发票号码',
  sqfs: '申请方',
});

/** The row kinds of keys, with their labels. */
const ROW_LABELS: Readonly<Record<string, string>> = Object.freeze({
  rows: '第{n}行',
  goods: '商品第{n}行',
  list: '清单第{n}行',
});

/** Keys of a field grade (company, apply, blue invoice reference). */
export function fieldKeys(grade: Pick<TFieldGrade, 'wrong'>): string[] {
  return [...grade.wrong];
}

function rowKeys(kind: string, wrongRows: TRowComparison['wrongRows'], missing: number[], extra: number[]): string[] {
  const keys: string[] = [];
  for (const row of wrongRows) for (const field of row.fields) keys.push(`${kind}.${row.index + 1}.${field}`);
  for (const index of [...missing, ...extra]) keys.push(`${kind}.${index + 1}`);
  return keys;
}

/** Keys of a row grade (customer codes, goods codes): 'rows.2.tax_num', 'rows.5' (missing or extra). */
export function rowGradeKeys(grade: Pick<TRowComparison, 'wrongRows' | 'missing' | 'extra'>): string[] {
  return rowKeys('rows', grade.wrongRows, grade.missing, grade.extra);
}

function linesKeys(kind: string, lines: TLinesGrade): string[] {
  return rowKeys(kind, lines.lines, lines.missing, lines.extra);
}

/** Keys of an invoice grade: type, status, buyer fields, goods lines, list lines, remark. */
export function invoiceGradeKeys(wrong: TInvoiceGrade['wrong']): string[] {
  return [
    ...(wrong.type ? ['invoice_type'] : []),
    ...(wrong.status ? ['invoice_status'] : []),
    ...wrong.customer,
    ...linesKeys('goods', wrong),
    ...(wrong.list ? linesKeys('list', wrong.list) : []),
    ...(wrong.remark ? ['remark'] : []),
  ];
}

/** The family of a key: the same field on any row ('goods.2.tax_amount' → 'goods.tax_amount'). */
export function fieldFamily(key: string): string {
  return key.replace(/\.\d+(?=\.|$)/g, '');
}

/** The Chinese label of a key: 购买方名称, 商品第2行·税额, 商品第3行 (a row missing or extra). */
export function fieldLabel(key: string): string {
  const parts = key.split('.');
  const [kind, second, third] = parts;
  const rowLabel = ROW_LABELS[kind];
  if (rowLabel === undefined || parts.length === 1) return BWKP_FIELD_LABELS[key] ?? key;
  if (second !== undefined && /^\d+$/.test(second)) {
    const row = rowLabel.replace('{n}', second);
    return third === undefined ? row : `${row}·${BWKP_FIELD_LABELS[third] ?? third}`;
  }
  // a family: goods.tax_amount → 商品·税额
  const kindName = rowLabel.replace('第{n}行', '');
  return `${kindName || '行'}·${BWKP_FIELD_LABELS[second ?? ''] ?? second}`;
}
