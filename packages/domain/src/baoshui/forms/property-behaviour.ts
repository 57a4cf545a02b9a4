/**
 * 财产和行为税合并申报 (tax-filing-forms.md §7): the 《财产和行为税纳税申报表》 (2021年第9号) with the 税源明细 of 印花税,
 * 房产税 and 城镇土地使用税. The taxpayer enters the 税源 first; the main form takes each tax's 计税依据, 应纳税额 and
 * 减免税额 from its 税源明细表 and leaves 已缴税额 to the taxpayer. The 六税两费 50 % cut (2023年第12号, §4) is typed
 * as the 减免税额 of the 税源明细 where it applies.
 *
 * Simplifications of the training forms (named in the case notes):
 * - The main form has one fixed row per tax (印花税, 房产税, 城镇土地使用税) and a 合计 row; the real form lists one row
 *   per 税目 and also prints 税目 and 税率. Its column keys are the columns' places on the real form after 税种 (1) and
 *   税目 (2): 3 税款所属期起, 4 税款所属期止, 5 计税依据, (6 税率, not kept), 7 应纳税额, 8 减免税额, 9 已缴税额,
 *   10 应补（退）税额. 房产税's 计税依据 adds the 从价 计税余值 and the 从租 租金收入.
 * - 印花税税源明细表 keeps, of the 2022 form's columns, 税目, 应税凭证名称, 计税金额, 核定比例, 税率, 应纳税额, 减免性质代码,
 *   减免税额 and 应补（退）税额. The 税率 is filled by the portal from the 税目 chosen
 *   (the select's values), as the real 税源采集 does. 核定比例 is kept for the 核定征收 taxpayer and not used in the
 *   formula (应纳税额 = 计税金额 × 税率).
 * - 房产税 and 城镇土地使用税 are entered as one 税源 each (a building, a plot of land) with the months of the period.
 */
import type { TCheck, TFormDef, TFormRow, TReturnDef } from '../form';

/** The 印花税 税目 of the 按期申报 税源 and their rates (印花税法, from 2022-07-01; §7). */
export const STAMP_DUTY_ITEMS = [
  { item: '借款合同', rate: '0.005%' },
  { item: '融资租赁合同', rate: '0.005%' },
  { item: '买卖合同', rate: '0.03%' },
  { item: '承揽合同', rate: '0.03%' },
  { item: '建设工程合同', rate: '0.03%' },
  { item: '运输合同', rate: '0.03%' },
  { item: '技术合同', rate: '0.03%' },
  { item: '租赁合同', rate: '0.1%' },
  { item: '保管合同', rate: '0.1%' },
  { item: '仓储合同', rate: '0.1%' },
  { item: '财产保险合同', rate: '0.1%' },
  { item: '产权转移书据（土地使用权、房屋等）', rate: '0.05%' },
  { item: '产权转移书据（商标专用权、著作权等）', rate: '0.03%' },
  { item: '营业账簿', rate: '0.025%' },
] as const;

export const STAMP_DUTY_ITEM_NAMES: readonly string[] = STAMP_DUTY_ITEMS.map((entry) => entry.item);

/** A one-column row: typed (no formula) or computed, in the given format. */
function line(
  lineNo: string,
  label: string,
  spec: { formula?: string; format?: 'amount' | 'rate' | 'int' } = {},
  extra: Partial<TFormRow> = {},
): TFormRow {
  return { line: lineNo, label, cells: { '1': spec }, ...extra };
}

// ---------------------------------------------------------------------------------------------------------------
// 印花税税源明细表

export const CXS_YHS: TFormDef = {
  code: 'cxs_yhs',
  title: '印花税税源明细表',
  note: '金额单位：人民币元（列至角分）。按期申报：下方表格每行填写一类应税凭证，税率按所选税目填写，应纳税额=计税金额×税率；享受“六税两费”减半征收的，在减免税额栏填写应纳税额的50%',
  lineLabel: '行次',
  labelHeader: '项目',
  columns: [{ key: '1', label: '金额' }],
  rows: [
    line('1', '计税金额合计', { formula: 'sum(t.c3)' }),
    line('2', '应纳税额合计', { formula: 'sum(t.c6)' }),
    line('3', '减免税额合计', { formula: 'sum(t.c8)' }),
    line('4', '应补（退）税额合计', { formula: 'sum(t.c9)' }),
  ],
  table: {
    title: '按期申报应税凭证明细',
    columns: [
      {
        key: '1',
        label: '税目',
        format: 'select',
        options: STAMP_DUTY_ITEM_NAMES,
        values: Object.fromEntries(STAMP_DUTY_ITEMS.map((entry) => [entry.item, entry.rate])),
        width: 240,
      },
      { key: '2', label: '应税凭证名称', format: 'text', graded: false, width: 160 },
      { key: '3', label: '计税金额' },
      { key: '4', label: '核定比例', format: 'rate', graded: false },
      { key: '5', label: '税率', format: 'rate', formula: 'c1' },
      { key: '6', label: '应纳税额', formula: 'round(c3 * c5, 2)' },
      { key: '7', label: '减免性质代码', format: 'text', graded: false, width: 140 },
      { key: '8', label: '减免税额' },
      { key: '9', label: '应补（退）税额', formula: 'c6 - c8' },
    ],
  },
  checks: [
    {
      id: 'yhs_item_given',
      assert: 'count(t.c1) >= count(t.c3)',
      message: '填写了计税金额的应税凭证，请选择税目！',
      blocking: true,
    },
    {
      id: 'yhs_relief_le_tax',
      assert: 'r3c1 <= r2c1',
      message: '减免税额合计不能大于应纳税额合计！',
      blocking: true,
    },
    {
      id: 'yhs_relief_half',
      when: 'r3c1 > 0',
      assert: 'r3c1 <= r2c1 * 50% + count(t.c3) * 0.005',
      message: '减免税额合计超过应纳税额合计的50%。“六税两费”减征比例为50%，如享受其他减免政策，请核对减免性质代码。',
      blocking: false,
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// 房产税税源明细表

export const CXS_FCS: TFormDef = {
  code: 'cxs_fcs',
  title: '房产税税源明细表',
  note: '金额单位：人民币元（列至角分）。从价计征：年应纳税额=（房产原值-出租房产原值）×（1-减除比例）×1.2%，本期应纳税额=年应纳税额×本期申报月数÷12；从租计征：应纳税额=租金收入×12%',
  lineLabel: '行次',
  labelHeader: '项目',
  columns: [{ key: '1', label: '本期数' }],
  rows: [
    line('1', '房产原值', {}, { section: '一、从价计征房产税' }),
    line('2', '其中：出租房产原值', {}, { indent: 1 }),
    line('3', '减除比例', { format: 'rate' }),
    line('4', '计税比例（4=1-3）', { formula: '1 - r3c1', format: 'rate' }),
    line('5', '计税余值（5=(1-2)×4）', { formula: '(r1c1 - r2c1) * r4c1' }),
    line('6', '税率', { formula: '1.2%', format: 'rate' }),
    line('7', '年应纳税额（7=5×6）', { formula: 'r5c1 * r6c1' }),
    line('8', '本期申报月数', { format: 'int' }),
    line('9', '本期应纳税额（9=7×8÷12）', { formula: 'r7c1 * r8c1 / 12' }),
    line('10', '本期减免税额'),
    line('11', '本期应补（退）税额（11=9-10）', { formula: 'r9c1 - r10c1' }),
    line('12', '本期应税租金收入', {}, { section: '二、从租计征房产税' }),
    line('13', '税率', { formula: '12%', format: 'rate' }),
    line('14', '本期应纳税额（14=12×13）', { formula: 'r12c1 * r13c1' }),
    line('15', '本期减免税额'),
    line('16', '本期应补（退）税额（16=14-15）', { formula: 'r14c1 - r15c1' }),
    line('17', '本期应纳税额合计（17=9+14）', { formula: 'r9c1 + r14c1' }, { section: '三、合计' }),
    line('18', '本期减免税额合计（18=10+15）', { formula: 'r10c1 + r15c1' }),
    line('19', '本期应补（退）税额合计（19=11+16）', { formula: 'r11c1 + r16c1' }),
  ],
  checks: [
    {
      id: 'fcs_let_le_value',
      assert: 'r2c1 <= r1c1',
      message: '出租房产原值不能大于房产原值！',
      blocking: true,
    },
    {
      id: 'fcs_deduction_range',
      when: 'r1c1 - r2c1 > 0',
      assert: 'r3c1 >= 10% and r3c1 <= 30%',
      message: '从价计征房产税的减除比例应在10%至30%之间（按当地规定）！',
      blocking: true,
    },
    {
      id: 'fcs_months',
      when: 'r1c1 - r2c1 > 0',
      assert: 'r8c1 >= 1 and r8c1 <= 12',
      message: '从价计征房产税的本期申报月数应为1至12个月！',
      blocking: true,
    },
    {
      id: 'fcs_value_relief',
      assert: 'r10c1 <= r9c1',
      message: '从价计征本期减免税额不能大于本期应纳税额！',
      blocking: true,
    },
    {
      id: 'fcs_rent_relief',
      assert: 'r15c1 <= r14c1',
      message: '从租计征本期减免税额不能大于本期应纳税额！',
      blocking: true,
    },
    {
      id: 'fcs_let_needs_rent',
      when: 'r2c1 > 0',
      assert: 'r12c1 > 0',
      message: '填写了出租房产原值，出租部分应从租计征，请填写本期应税租金收入。',
      blocking: false,
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// 城镇土地使用税税源明细表

export const CXS_TDSYS: TFormDef = {
  code: 'cxs_tdsys',
  title: '城镇土地使用税税源明细表',
  note: '金额单位：人民币元（列至角分）。年应纳税额=占用土地面积×单位税额，本期应纳税额=年应纳税额×本期申报月数÷12',
  lineLabel: '行次',
  labelHeader: '项目',
  columns: [{ key: '1', label: '本期数' }],
  rows: [
    line('1', '占用土地面积（平方米）'),
    line('2', '单位税额（元/平方米·年）'),
    line('3', '年应纳税额（3=1×2）', { formula: 'r1c1 * r2c1' }),
    line('4', '本期申报月数', { format: 'int' }),
    line('5', '本期应纳税额（5=3×4÷12）', { formula: 'r3c1 * r4c1 / 12' }),
    line('6', '本期减免税额'),
    line('7', '本期应补（退）税额（7=5-6）', { formula: 'r5c1 - r6c1' }),
  ],
  checks: [
    {
      id: 'tdsys_unit_range',
      when: 'r1c1 > 0',
      assert: 'r2c1 >= 0.6 and r2c1 <= 30',
      message: '城镇土地使用税单位税额应在每平方米0.6元至30元之间（按土地等级）！',
      blocking: true,
    },
    {
      id: 'tdsys_months',
      when: 'r1c1 > 0',
      assert: 'r4c1 >= 1 and r4c1 <= 12',
      message: '城镇土地使用税的本期申报月数应为1至12个月！',
      blocking: true,
    },
    {
      id: 'tdsys_relief',
      assert: 'r6c1 <= r5c1',
      message: '城镇土地使用税本期减免税额不能大于本期应纳税额！',
      blocking: true,
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// 财产和行为税纳税申报表

const TAXES = [
  {
    line: '1',
    label: '印花税',
    basis: 'cxs_yhs.r1c1',
    tax: 'cxs_yhs.r2c1',
    relief: 'cxs_yhs.r3c1',
  },
  {
    line: '2',
    label: '房产税',
    basis: 'cxs_fcs.r5c1 + cxs_fcs.r12c1',
    tax: 'cxs_fcs.r17c1',
    relief: 'cxs_fcs.r18c1',
  },
  {
    line: '3',
    label: '城镇土地使用税',
    basis: 'cxs_tdsys.r1c1',
    tax: 'cxs_tdsys.r5c1',
    relief: 'cxs_tdsys.r6c1',
  },
] as const;

export const CXS_MAIN: TFormDef = {
  code: 'cxs_main',
  title: '财产和行为税纳税申报表',
  note: '金额单位：人民币元（列至角分）。计税依据、应纳税额和减免税额由税源明细表带出',
  lineLabel: '序号',
  labelHeader: '税种',
  columns: [
    { key: '3', label: '税款所属期起', format: 'text' },
    { key: '4', label: '税款所属期止', format: 'text' },
    { key: '5', label: '计税依据' },
    { key: '7', label: '应纳税额' },
    { key: '8', label: '减免税额' },
    { key: '9', label: '已缴税额' },
    { key: '10', label: '应补（退）税额' },
  ],
  rows: [
    ...TAXES.map(
      (tax): TFormRow => ({
        line: tax.line,
        label: tax.label,
        cells: {
          '3': { format: 'text', graded: false },
          '4': { format: 'text', graded: false },
          '5': { formula: tax.basis },
          '7': { formula: tax.tax },
          '8': { formula: tax.relief },
          '9': {},
          '10': { formula: `r${tax.line}c7 - r${tax.line}c8 - r${tax.line}c9` },
        },
      }),
    ),
    {
      line: '4',
      label: '合计',
      cells: Object.fromEntries(
        ['7', '8', '9', '10'].map((key) => [key, { formula: `r1c${key} + r2c${key} + r3c${key}` }]),
      ),
    },
  ],
  checks: TAXES.map(
    (tax): TCheck => ({
      id: `r${tax.line}_paid_not_negative`,
      assert: `r${tax.line}c9 >= 0`,
      message: `${tax.label}已缴税额不能小于0！`,
      blocking: true,
    }),
  ),
};

/** Across the forms: 已缴税额 at most what the 税源明细表 leaves to pay (应纳税额 − 减免税额). */
const returnChecks: TCheck[] = [
  {
    id: 'yhs_paid_le_source',
    assert: 'r1c9 <= cxs_yhs.r4c1',
    message: '印花税已缴税额不能大于《印花税税源明细表》应补（退）税额合计！',
    blocking: true,
  },
  {
    id: 'fcs_paid_le_source',
    assert: 'r2c9 <= cxs_fcs.r19c1',
    message: '房产税已缴税额不能大于《房产税税源明细表》本期应补（退）税额合计！',
    blocking: true,
  },
  {
    id: 'tdsys_paid_le_source',
    assert: 'r3c9 <= cxs_tdsys.r7c1',
    message: '城镇土地使用税已缴税额不能大于《城镇土地使用税税源明细表》本期应补（退）税额！',
    blocking: true,
  },
  {
    id: 'nothing_declared',
    assert: 'cxs_yhs.r2c1 + cxs_fcs.r17c1 + cxs_tdsys.r5c1 > 0',
    message: '本次申报各税种应纳税额均为0，请确认已采集全部税源信息。',
    blocking: false,
  },
];

export const PROPERTY_BEHAVIOUR: TReturnDef = {
  code: 'property_behaviour',
  title: '财产和行为税合并申报',
  category: 5,
  forms: ['cxs_main', 'cxs_yhs', 'cxs_fcs', 'cxs_tdsys'],
  checks: returnChecks,
  payables: [
    { label: '印花税', amount: 'r1c10' },
    { label: '房产税', amount: 'r2c10' },
    { label: '城镇土地使用税', amount: 'r3c10' },
  ],
};

export const PROPERTY_BEHAVIOUR_FORMS: readonly TFormDef[] = [CXS_MAIN, CXS_YHS, CXS_FCS, CXS_TDSYS];
