/**
 * 中华人民共和国企业所得税月（季）度预缴纳税申报表（A类） A200000 as revised by 国家税务总局公告2025年第17号, in force
 * from 1 Oct 2025 (tax-filing-forms.md §5): all amounts 本年累计; rows 1–17 the income-statement lines (1.1–1.3 the
 * export lines the revision added), 18 利润总额, 19–24 the adjustments, 25 实际利润额, 26–32 the tax, and the
 * 优惠及附报事项有关信息 block with the 职工薪酬 items the revision added.
 *
 * The 优惠及附报事项有关信息 block is not numbered on the paper form. Here its fixed cells are rows 101–106 (placed
 * first, as on the form) and its quarterly 从业人数 / 资产总额 figures are the form's table, one row per quarter
 * (季初 and 季末); the 季度平均值 rows are computed from it: (Σ季初 + Σ季末) ÷ 2 ÷ 季度数.
 *
 * 国家限制或禁止行业 and 小型微利企业 are choices of 是 / 否 worth 1 / 2 in formulas (0: not chosen). The portal
 * judges 小型微利企业 itself from the figures; here the taxpayer chooses it, a blocking check refuses 是 when the
 * figures or the industry exceed the limits, and row 28.1 is computed only when 是 is chosen and the limits hold.
 *
 * Unconfirmed [G] (listed in the case notes): row 15 computed as 1−2−3−4−5−6−7+8+…+14; row 27 ≥ 0; row 32 filled
 * 0 when negative; the sub-rows 22.1/22.2 and 28.2 as named here; the 职工薪酬 items' wording; the row-24 and
 * row-29 limits as blocking checks.
 */
import type { TCheck, TFormDef, TFormRow, TReturnDef } from '../form';

/** An amount the taxpayer fills (本年累计). */
function input(line: string, label: string, extra: Partial<TFormRow> = {}): TFormRow {
  return { line, label, cells: { '1': {} }, ...extra };
}

/** An amount the portal computes. */
function computed(line: string, label: string, formula: string, extra: Partial<TFormRow> = {}): TFormRow {
  return { line, label, cells: { '1': { formula } }, ...extra };
}

/** A choice of 是 / 否, worth 1 / 2 in formulas (0 while not chosen). */
function yesNo(line: string, label: string, extra: Partial<TFormRow> = {}): TFormRow {
  return {
    line,
    label,
    cells: { '1': { format: 'select', options: ['是', '否'], values: { 是: '1', 否: '2' } } },
    ...extra,
  };
}

export const CIT_QUARTERS = ['一季度', '二季度', '三季度', '四季度'] as const;

/**
 * 小型微利企业 limits (tax-filing-forms.md §5): 从业人数, 资产总额（万元）, 应纳税所得额 (yuan), not a restricted
 * industry (row 103 not 是).
 */
const SMALL_LOW_PROFIT_LIMITS = 'r101c1 <= 300 and r102c1 <= 5000 and r25c1 <= 3000000 and r103c1 != 1';

const checks: TCheck[] = [
  {
    id: 'staff_required',
    assert: 'r101c1 > 0',
    message: '请填写“优惠及附报事项有关信息”的从业人数，从业人数季度平均值应大于0！',
    blocking: true,
  },
  {
    id: 'assets_required',
    assert: 'r102c1 > 0',
    message: '请填写“优惠及附报事项有关信息”的资产总额，资产总额季度平均值应大于0！',
    blocking: true,
  },
  {
    id: 'restricted_industry_chosen',
    assert: 'r103c1 > 0',
    message: '请选择是否从事“国家限制或禁止行业”！',
    blocking: true,
  },
  {
    id: 'small_low_profit_chosen',
    assert: 'r104c1 > 0',
    message: '请选择是否为“小型微利企业”！',
    blocking: true,
  },
  {
    id: 'export_le_revenue',
    assert: 'r1_1c1 + r1_2c1 + r1_3c1 <= r1c1',
    message: '第1.1+1.2+1.3行不能大于第1行“营业收入”！',
    blocking: true,
  },
  {
    id: 'loss_offset_limit',
    assert: 'r24c1 <= max(0, r18c1 + r19c1 - r20c1 - r21c1 - r22c1 - r23c1)',
    message: '第24行“弥补以前年度亏损”不能大于第18+19-20-21-22-23行；第18+19-20-21-22-23行小于等于0时，第24行应为0！',
    blocking: true,
  },
  {
    id: 'relief_le_tax',
    assert: 'r28c1 <= r27c1',
    message: '第28行“减免所得税额”不能大于第27行“应纳所得税额”！',
    blocking: true,
  },
  {
    id: 'credit_le_rest',
    assert: 'r29c1 <= max(0, r27c1 - r28c1)',
    message: '第29行“抵免所得税额”不能大于第27行“应纳所得税额”减第28行“减免所得税额”的余额！',
    blocking: true,
  },
  {
    id: 'prepaid_not_negative',
    assert: 'r30c1 >= 0 and r31c1 >= 0',
    message: '第30行“本年实际已缴纳所得税额”和第31行“特定业务预缴（征）所得税额”不能为负数！',
    blocking: true,
  },
  {
    id: 'small_low_profit_limits',
    when: 'r104c1 = 1',
    assert: SMALL_LOW_PROFIT_LIMITS,
    message:
      '从业人数、资产总额、实际利润额超过小型微利企业标准（从业人数300人、资产总额5000万元、应纳税所得额300万元）或从事国家限制或禁止行业的，不能享受小型微利企业减免企业所得税优惠，“小型微利企业”应选择“否”！',
    blocking: true,
  },
  {
    id: 'small_low_profit_missed',
    when: `r104c1 = 2 and r101c1 > 0 and r102c1 > 0 and r25c1 > 0 and ${SMALL_LOW_PROFIT_LIMITS}`,
    assert: '0 = 1',
    message: '从业人数、资产总额和实际利润额均符合小型微利企业条件，请核对“小型微利企业”选项。',
    blocking: false,
  },
  {
    id: 'treasury_interest_in_investment_income',
    when: 'r22_1c1 > 0',
    assert: 'r22_1c1 <= r9c1',
    message: '第22.1行“国债利息收入免征企业所得税”大于第9行“投资收益”，请核对。',
    blocking: false,
  },
  {
    id: 'payroll_reported',
    assert: 'r105c1 > 0',
    message: '请填报附报事项“职工薪酬-已计入成本费用的职工薪酬”（本年累计金额）。',
    blocking: false,
  },
];

export const CIT_A200000: TFormDef = {
  code: 'cit_a200000',
  title: '中华人民共和国企业所得税月（季）度预缴纳税申报表（A类）',
  note: '金额单位：人民币元（列至角分）。预缴方式：按照实际利润额预缴；企业类型：一般企业。第101—106行为“优惠及附报事项有关信息”（纸质表未编行次）：从业人数、资产总额在下方表格按季度填写季初、季末数（资产总额以万元为单位），季度平均值由系统计算；职工薪酬填写本年累计金额。',
  lineLabel: '行次',
  labelHeader: '项目',
  columns: [{ key: '1', label: '本年累计金额' }],
  rows: [
    computed('101', '从业人数（季度平均值）', '(sum(t.c2) + sum(t.c3)) / 2 / count(t.c2)', {
      section: '优惠及附报事项有关信息',
    }),
    computed('102', '资产总额（万元）（季度平均值）', '(sum(t.c4) + sum(t.c5)) / 2 / count(t.c4)'),
    yesNo('103', '国家限制或禁止行业'),
    yesNo('104', '小型微利企业'),
    input('105', '职工薪酬-已计入成本费用的职工薪酬', { section: '附报事项' }),
    input('106', '职工薪酬-实际支付给职工的应付职工薪酬'),
    input('1', '营业收入', { section: '预缴税款计算' }),
    input('1.1', '其中：自营出口收入', { indent: 1 }),
    input('1.2', '委托出口收入', { indent: 2 }),
    input('1.3', '出口代理费收入', { indent: 2 }),
    input('2', '减：营业成本'),
    input('3', '减：税金及附加'),
    input('4', '减：销售费用'),
    input('5', '减：管理费用'),
    input('6', '减：研发费用'),
    input('7', '减：财务费用'),
    input('8', '加：其他收益'),
    input('9', '加：投资收益（损失以“－”号填列）'),
    input('10', '加：净敞口套期收益（损失以“－”号填列）'),
    input('11', '加：公允价值变动收益（损失以“－”号填列）'),
    input('12', '加：信用减值损失（损失以“－”号填列）'),
    input('13', '加：资产减值损失（损失以“－”号填列）'),
    input('14', '加：资产处置收益（损失以“－”号填列）'),
    computed(
      '15',
      '营业利润（亏损以“－”号填列）',
      'r1c1 - r2c1 - r3c1 - r4c1 - r5c1 - r6c1 - r7c1 + r8c1 + r9c1 + r10c1 + r11c1 + r12c1 + r13c1 + r14c1',
    ),
    input('16', '加：营业外收入'),
    input('17', '减：营业外支出'),
    computed('18', '利润总额（15+16-17）', 'r15c1 + r16c1 - r17c1'),
    input('19', '加：特定业务计算的应纳税所得额'),
    input('20', '减：不征税收入'),
    input('21', '减：资产加速折旧、摊销（扣除）调减额（填写A201020）'),
    computed('22', '减：免税收入、减计收入、加计扣除（22.1+22.2+…）', 'r22_1c1 + r22_2c1'),
    input('22.1', '国债利息收入免征企业所得税', { indent: 1 }),
    input('22.2', '其他免税收入、减计收入、加计扣除', { indent: 1 }),
    input('23', '减：所得减免（23.1+23.2+…）'),
    input('24', '减：弥补以前年度亏损'),
    computed(
      '25',
      '实际利润额（18+19-20-21-22-23-24）＼按照上一纳税年度应纳税所得额平均额确定的应纳税所得额',
      'r18c1 + r19c1 - r20c1 - r21c1 - r22c1 - r23c1 - r24c1',
    ),
    { line: '26', label: '税率（25%）', cells: { '1': { formula: '25%', format: 'rate' } } },
    computed('27', '应纳所得税额（25×26）', 'max(0, r25c1 * r26c1)'),
    computed('28', '减：减免所得税额（28.1+28.2+…）', 'r28_1c1 + r28_2c1'),
    computed(
      '28.1',
      '其中：符合条件的小型微利企业减免企业所得税',
      `if(r104c1 = 1 and r25c1 > 0 and ${SMALL_LOW_PROFIT_LIMITS}, r25c1 * 20%, 0)`,
      {
        indent: 1,
      },
    ),
    input('28.2', '其他减免所得税额', { indent: 1 }),
    input('29', '减：抵免所得税额'),
    input('30', '减：本年实际已缴纳所得税额'),
    input('31', '减：特定业务预缴（征）所得税额'),
    computed(
      '32',
      '本期应补（退）所得税额（27-28-29-30-31）＼税务机关确定的本期应纳所得税额',
      'max(0, r27c1 - r28c1 - r29c1 - r30c1 - r31c1)',
    ),
  ],
  table: {
    title: '优惠及附报事项有关信息：从业人数、资产总额（按季度填写季初、季末数）',
    columns: [
      { key: '1', label: '季度', format: 'select', options: CIT_QUARTERS, width: 100 },
      { key: '2', label: '从业人数（季初）', format: 'int', width: 120 },
      { key: '3', label: '从业人数（季末）', format: 'int', width: 120 },
      { key: '4', label: '资产总额（万元）（季初）', width: 160 },
      { key: '5', label: '资产总额（万元）（季末）', width: 160 },
    ],
  },
  checks,
};

export const CIT_A: TReturnDef = {
  code: 'cit_a',
  title: '企业所得税月（季）度预缴纳税申报（A类）',
  category: 3,
  forms: ['cit_a200000'],
  payables: [{ label: '企业所得税', amount: 'max(0, r32c1)' }],
};

export const CIT_FORMS: readonly TFormDef[] = [CIT_A200000];
