/**
 * 个人所得税扣缴申报表, 综合所得 正常工资薪金所得 by the cumulative withholding method (tax-filing-forms.md §6): one
 * table row per employee (序号 is the row's number), the columns of the 扣缴申报表 for 工资、薪金 (本月（次）情况,
 * 累计情况, 税款计算), and a fixed 合计 row under it.
 *
 *   应纳税所得额 = max(0, 累计收入额 − 累计免税收入 − 累计减除费用 − 累计专项扣除 − 累计专项附加扣除 − 累计个人养老金
 *                − 累计其他扣除)
 *   税率/预扣率, 速算扣除数 = the cumulative bracket of 应纳税所得额 (iit_rate, iit_quick)
 *   应纳税额 = 应纳税所得额 × 预扣率 − 速算扣除数 (to the fen)
 *   应补/退税额 = 应纳税额 − 减免税额 − 已缴税额
 *
 * In the 扣缴端 the cumulative columns come from the months already filed; here the taxpayer types them from the
 * payroll history of the case documents, as well as this month's figures.
 *
 * Engine limit: checks read the form's fixed cells and the table's column sums and counts only, not each row, so
 * the checks here work on the table's totals (a per-employee rule such as "住房贷款利息与住房租金不能同时扣除" cannot
 * be written).
 *
 * Unconfirmed [G] (listed in the case notes): the column 累计免税收入 (the 2019 printed form has 免税收入 for the month
 * only; the 扣缴端 shows the cumulative figure), the columns 累计3岁以下婴幼儿照护 and 累计个人养老金 (added to the
 * 扣缴端 after 2022, their place on the printed form not confirmed), the 合计 row's columns.
 */
import type { TCheck, TFormDef, TReturnDef, TTableColumn } from '../form';

/** The table's columns; formulas over the same row's columns (c{key}). */
const COLUMNS: readonly TTableColumn[] = [
  { key: 'xm', label: '姓名', format: 'text', width: 90 },
  { key: 'zjhm', label: '身份证件号码', format: 'text', width: 180 },
  { key: 'sr', label: '本期收入' },
  { key: 'mssr', label: '本期免税收入' },
  { key: 'yanglao', label: '基本养老保险费' },
  { key: 'yiliao', label: '基本医疗保险费' },
  { key: 'shiye', label: '失业保险费' },
  { key: 'gjj', label: '住房公积金' },
  { key: 'ljsr', label: '累计收入额' },
  { key: 'ljmssr', label: '累计免税收入' },
  { key: 'ljjcfy', label: '累计减除费用' },
  { key: 'ljzxkc', label: '累计专项扣除' },
  { key: 'znjy', label: '累计子女教育' },
  { key: 'jxjy', label: '累计继续教育' },
  { key: 'zfdk', label: '累计住房贷款利息' },
  { key: 'zfzj', label: '累计住房租金' },
  { key: 'sylr', label: '累计赡养老人' },
  { key: 'yyezh', label: '累计3岁以下婴幼儿照护' },
  { key: 'grylj', label: '累计个人养老金' },
  { key: 'qtkc', label: '累计其他扣除' },
  {
    key: 'ynssde',
    label: '应纳税所得额',
    formula:
      'max(0, cljsr - cljmssr - cljjcfy - cljzxkc - cznjy - cjxjy - czfdk - czfzj - csylr - cyyezh - cgrylj - cqtkc)',
  },
  { key: 'sl', label: '税率/预扣率', format: 'rate', formula: 'iit_rate(cynssde)' },
  { key: 'sskcs', label: '速算扣除数', formula: 'iit_quick(cynssde)' },
  { key: 'ynse', label: '应纳税额', formula: 'cynssde * csl - csskcs' },
  { key: 'jmse', label: '减免税额' },
  { key: 'yjse', label: '已缴税额' },
  { key: 'ybtse', label: '应补/退税额', formula: 'cynse - cjmse - cyjse' },
];

/** The 合计 row: column key of the fixed part, its label and group, and the table column it totals. */
const TOTALS = [
  { key: '1', label: '收入', group: '本月（次）情况', of: 'sr' },
  { key: '2', label: '免税收入', group: '本月（次）情况', of: 'mssr' },
  { key: '3', label: '基本养老保险费', group: '专项扣除', of: 'yanglao' },
  { key: '4', label: '基本医疗保险费', group: '专项扣除', of: 'yiliao' },
  { key: '5', label: '失业保险费', group: '专项扣除', of: 'shiye' },
  { key: '6', label: '住房公积金', group: '专项扣除', of: 'gjj' },
  { key: '7', label: '累计收入额', group: '累计情况', of: 'ljsr' },
  { key: '8', label: '应纳税所得额', group: '税款计算', of: 'ynssde' },
  { key: '9', label: '应纳税额', group: '税款计算', of: 'ynse' },
  { key: '10', label: '减免税额', group: '税款计算', of: 'jmse' },
  { key: '11', label: '已缴税额', group: '税款计算', of: 'yjse' },
  { key: '12', label: '应补/退税额', group: '税款计算', of: 'ybtse' },
] as const;

/** The number of employees reported (rows with 本期收入 filled, 0.00 included). */
const PEOPLE = 'count(t.csr)';

const checks: TCheck[] = [
  {
    id: 'rows_required',
    assert: `${PEOPLE} > 0`,
    message: '未填写申报明细，请按全员全额扣缴申报的要求逐人填写本期收入！',
    blocking: true,
  },
  {
    id: 'exempt_le_income',
    assert: 'sum(t.cmssr) <= sum(t.csr) and sum(t.cljmssr) <= sum(t.cljsr)',
    message: '免税收入不能大于收入！',
    blocking: true,
  },
  {
    id: 'cumulative_income_ge_month',
    assert: 'sum(t.cljsr) >= sum(t.csr)',
    message: '累计收入额不能小于本期收入，请填写本年截至本月的累计收入额！',
    blocking: true,
  },
  {
    id: 'cumulative_basic_deduction',
    assert: `sum(t.cljjcfy) >= 5000 * ${PEOPLE} and sum(t.cljjcfy) <= 60000 * ${PEOPLE}`,
    message: '累计减除费用应按5000元/月乘以纳税人当年在本单位的任职受雇月份数计算，请核对！',
    blocking: true,
  },
  {
    id: 'cumulative_special_ge_month',
    assert: 'sum(t.cljzxkc) >= sum(t.cyanglao) + sum(t.cyiliao) + sum(t.cshiye) + sum(t.cgjj)',
    message: '累计专项扣除不能小于本期基本养老保险费、基本医疗保险费、失业保险费、住房公积金之和！',
    blocking: true,
  },
  {
    id: 'pension_limit',
    assert: `sum(t.cgrylj) <= 12000 * ${PEOPLE}`,
    message: '个人养老金扣除限额为每年12000元，累计个人养老金超过限额！',
    blocking: true,
  },
  {
    id: 'relief_le_tax',
    assert: 'sum(t.cjmse) <= sum(t.cynse)',
    message: '减免税额不能大于应纳税额！',
    blocking: true,
  },
  {
    id: 'no_refund_when_withholding',
    assert: 'r1c12 >= 0',
    message:
      '本期应补（退）税额合计为负数：预扣预缴时本月暂不退税，纳税年度终了后余额为负数的，由纳税人办理综合所得年度汇算多退少补。',
    blocking: false,
  },
];

export const IIT_WITHHOLD: TFormDef = {
  code: 'iit_withhold',
  title: '个人所得税扣缴申报表',
  note: '金额单位：人民币元（列至角分）。所得项目：正常工资薪金所得（居民个人，身份证件类型：居民身份证）。每名员工填写一行，按人员信息采集的顺序填写；累计各栏填写本年截至本月的累计数；应纳税所得额、税率/预扣率、速算扣除数、应纳税额、应补/退税额和合计由系统计算。',
  lineLabel: '栏次',
  labelHeader: '项目',
  columns: TOTALS.map(({ key, label, group }) => ({ key, label, group })),
  rows: [
    {
      line: '1',
      label: '合计',
      cells: Object.fromEntries(TOTALS.map(({ key, of }) => [key, { formula: `sum(t.c${of})` }])),
    },
  ],
  table: { title: '扣缴明细（正常工资薪金所得）', columns: COLUMNS },
  checks,
};

export const IIT_WITHHOLD_RETURN: TReturnDef = {
  code: 'iit_withhold',
  title: '个人所得税扣缴申报（综合所得）',
  category: 4,
  forms: ['iit_withhold'],
  payables: [{ label: '个人所得税', amount: 'r1c12' }],
};

export const IIT_FORMS: readonly TFormDef[] = [IIT_WITHHOLD];
