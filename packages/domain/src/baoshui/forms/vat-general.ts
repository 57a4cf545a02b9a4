/**
 * 增值税及附加税费申报表（一般纳税人适用） with 附列资料（一）至（五） and 增值税减免税申报明细表: the 2021 forms
 * (2021年第20号) kept from 1 Feb 2026 under the amended instructions of 国家税务总局公告2026年第6号
 * (tax-filing-forms.md §1, §2, §4). Main lines 3 and 10 carry services, immovables and intangibles from 2026.
 *
 * The main form takes from the schedules what the new portal pre-fills and locks: lines 1–3, 5, 11, 12, 14 and 21
 * (一般项目 and 即征即退 本月数), and 39–41 from 附列资料（五）col 13. The rest of the cross-form table of the
 * reference are checks of the return. 本年累计 columns are open and not graded (the portal carries them from the
 * returns filed earlier in the year), as on the small-scale form.
 *
 * Cells shaded (——) on the real form are left out. Unconfirmed points are listed in the case notes
 * (cases/suitong-2026-06-vat.ts): the 2026 wording of main lines 3 and 10, which lines of 附列资料（一） make main
 * line 2 and 3, the base of the surcharges (main line 34), the links of line 23 and 39–41 ([G] in the reference).
 */
import type { TCellSpec, TCheck, TFormDef, TFormRow, TReturnDef } from '../form';

const IN: TCellSpec = {};

function calc(formula: string): TCellSpec {
  return { formula };
}

/** The prefix of a line's cell keys: '9a' → r9a, '28.1' → r28_1. */
function r(line: string): string {
  return `r${line.replace(/\./g, '_')}`;
}

function row(line: string, label: string, cells: Record<string, TCellSpec>, extra: Partial<TFormRow> = {}): TFormRow {
  return { line, label, cells, ...extra };
}

/** Input cells in the listed columns. */
function inputs(columns: readonly string[]): Record<string, TCellSpec> {
  return Object.fromEntries(columns.map((key) => [key, IN]));
}

// =================================================================================================================
// 主表

/** 本年累计 (columns 2 and 4) is carried by the portal from the returns filed earlier in the year: not graded. */
function yearToDateUngraded(rows: TFormRow[]): TFormRow[] {
  return rows.map((line) => ({
    ...line,
    cells: Object.fromEntries(
      Object.entries(line.cells).map(([key, spec]) => [
        key,
        spec && (key === '2' || key === '4') ? { ...spec, graded: false } : spec,
      ]),
    ),
  }));
}

const FB1 = 'ybnsr_fb1';
const FB2 = 'ybnsr_fb2';
const FB4 = 'ybnsr_fb4';
const FB5 = 'ybnsr_fb5';

/** A sum of cells of 附列资料（一）: fb1('1 2 3', 9) → ybnsr_fb1.r1c9 + ybnsr_fb1.r2c9 + ybnsr_fb1.r3c9. */
function fb1(lines: string, column: number): string {
  return lines
    .split(' ')
    .map((line) => `${FB1}.${r(line)}c${column}`)
    .join(' + ');
}

export const YBNSR_MAIN: TFormDef = {
  code: 'ybnsr_main',
  title: '增值税及附加税费申报表（一般纳税人适用）',
  note: '金额单位：元（列至角分）。本年累计各列按本年已申报数据累计填写，实训中不计入评分',
  lineLabel: '栏次',
  labelHeader: '项目',
  columns: [
    { key: '1', label: '本月数', group: '一般项目' },
    { key: '2', label: '本年累计', group: '一般项目' },
    { key: '3', label: '本月数', group: '即征即退项目' },
    { key: '4', label: '本年累计', group: '即征即退项目' },
  ],
  rows: yearToDateUngraded([
    row(
      '1',
      '（一）按适用税率计税销售额',
      {
        '1': calc(`${fb1('1 2 3 4 5', 9)} - ${FB1}.r6c9 - ${FB1}.r7c9`),
        '2': IN,
        '3': calc(fb1('6 7', 9)),
        '4': IN,
      },
      { section: '销售额' },
    ),
    row(
      '2',
      '其中：应税货物销售额',
      { '1': calc(`${fb1('1 3', 9)} - ${FB1}.r6c9`), '2': IN, '3': calc(`${FB1}.r6c9`), '4': IN },
      { indent: 1 },
    ),
    row(
      '3',
      '应税服务、不动产和无形资产销售额',
      { '1': calc(`${fb1('2 4 5', 9)} - ${FB1}.r7c9`), '2': IN, '3': calc(`${FB1}.r7c9`), '4': IN },
      { indent: 1 },
    ),
    row('4', '纳税检查调整的销售额', inputs(['1', '2', '3', '4']), { indent: 1 }),
    row('5', '（二）按简易办法计税销售额', {
      '1': calc(`${fb1('8 9a 9b 10 11 12 13a 13b', 9)} - ${FB1}.r14c9 - ${FB1}.r15c9`),
      '2': IN,
      '3': calc(fb1('14 15', 9)),
      '4': IN,
    }),
    row('6', '其中：纳税检查调整的销售额', inputs(['1', '2', '3', '4']), { indent: 1 }),
    row('7', '（三）免、抵、退办法出口销售额', inputs(['1', '2'])),
    row('8', '（四）免税销售额', inputs(['1', '2'])),
    row('9', '其中：免税货物销售额', inputs(['1', '2']), { indent: 1 }),
    row('10', '免税服务、不动产和无形资产销售额', inputs(['1', '2']), { indent: 1 }),
    row(
      '11',
      '销项税额',
      {
        '1': calc(`${fb1('1 3', 10)} - ${FB1}.r6c10 + ${fb1('2 4 5', 14)} - ${FB1}.r7c14`),
        '2': IN,
        '3': calc(`${FB1}.r6c10 + ${FB1}.r7c14`),
        '4': IN,
      },
      { section: '税款计算' },
    ),
    row('12', '进项税额', { '1': calc(`${FB2}.r12c3 - r12c3`), '2': IN, '3': IN, '4': IN }),
    row('13', '上期留抵税额', inputs(['1', '3'])),
    row('14', '进项税额转出', { '1': calc(`${FB2}.r13c3 - r14c3`), '2': IN, '3': IN, '4': IN }),
    row('15', '免、抵、退应退税额', inputs(['1', '2'])),
    row('16', '按适用税率计算的纳税检查应补缴税额', inputs(['1', '2'])),
    row('17', '应抵扣税额合计', {
      '1': calc('r12c1 + r13c1 - r14c1 - r15c1 + r16c1'),
      '3': calc('r12c3 + r13c3 - r14c3'),
    }),
    row('18', '实际抵扣税额', {
      '1': calc('if(r17c1 < r11c1, r17c1, r11c1)'),
      '2': IN,
      '3': calc('if(r17c3 < r11c3, r17c3, r11c3)'),
      '4': IN,
    }),
    row('19', '应纳税额', {
      '1': calc(`r11c1 - r18c1 - ${FB4}.r6c5`),
      '2': IN,
      '3': calc(`r11c3 - r18c3 - ${FB4}.r7c5`),
      '4': IN,
    }),
    row('20', '期末留抵税额', { '1': calc('r17c1 - r18c1'), '3': calc('r17c3 - r18c3') }),
    row('21', '简易计税办法计算的应纳税额', {
      '1': calc(`${fb1('8 9a 10 11', 10)} - ${FB1}.r14c10 + ${fb1('9b 12 13a 13b', 14)} - ${FB1}.r15c14`),
      '2': IN,
      '3': calc(`${FB1}.r14c10 + ${FB1}.r15c14`),
      '4': IN,
    }),
    row('22', '按简易计税办法计算的纳税检查应补缴税额', inputs(['1', '2'])),
    row('23', '应纳税额减征额', inputs(['1', '2', '3', '4'])),
    row('24', '应纳税额合计', {
      '1': calc('r19c1 + r21c1 - r23c1'),
      '2': calc('r19c2 + r21c2 - r23c2'),
      '3': calc('r19c3 + r21c3 - r23c3'),
      '4': calc('r19c4 + r21c4 - r23c4'),
    }),
    row('25', '期初未缴税额（多缴为负数）', inputs(['1', '2', '3', '4']), { section: '税款缴纳' }),
    row('26', '实收出口开具专用缴款书退税额', inputs(['1', '2'])),
    row('27', '本期已缴税额', {
      '1': calc('r28c1 + r29c1 + r30c1 + r31c1'),
      '2': IN,
      '3': calc('r28c3 + r30c3 + r31c3'),
      '4': IN,
    }),
    row('28', '①分次预缴税额', inputs(['1', '3']), { indent: 1 }),
    row('29', '②出口开具专用缴款书预缴税额', inputs(['1']), { indent: 1 }),
    row('30', '③本期缴纳上期应纳税额', inputs(['1', '2', '3', '4']), { indent: 1 }),
    row('31', '④本期缴纳欠缴税额', inputs(['1', '2', '3', '4']), { indent: 1 }),
    row('32', '期末未缴税额（多缴为负数）', {
      '1': calc('r24c1 + r25c1 + r26c1 - r27c1'),
      '2': calc('r24c2 + r25c2 + r26c2 - r27c2'),
      '3': calc('r24c3 + r25c3 - r27c3'),
      '4': calc('r24c4 + r25c4 - r27c4'),
    }),
    row(
      '33',
      '其中：欠缴税额（≥0）',
      { '1': calc('r25c1 + r26c1 - r27c1'), '3': calc('r25c3 - r27c3') },
      { indent: 1 },
    ),
    row('34', '本期应补(退)税额', { '1': calc('r24c1 - r28c1 - r29c1'), '3': calc('r24c3 - r28c3') }),
    row('35', '即征即退实际退税额', inputs(['3', '4'])),
    row('36', '期初未缴查补税额', inputs(['1', '2'])),
    row('37', '本期入库查补税额', inputs(['1', '2'])),
    row('38', '期末未缴查补税额', {
      '1': calc('r16c1 + r22c1 + r36c1 - r37c1'),
      '2': calc('r16c2 + r22c2 + r36c2 - r37c2'),
    }),
    row('39', '城市维护建设税本期应补（退）税额', { '1': calc(`${FB5}.r1c13`), '2': IN }, { section: '附加税费' }),
    row('40', '教育费附加本期应补（退）费额', { '1': calc(`${FB5}.r2c13`), '2': IN }),
    row('41', '地方教育附加本期应补（退）费额', { '1': calc(`${FB5}.r3c13`), '2': IN }),
  ]),
  checks: [
    ...['1', '3'].map(
      (c): TCheck => ({
        id: `r23_le_r19_r21_c${c}`,
        assert: `r23c${c} <= r19c${c} + r21c${c}`,
        message: '第23栏“应纳税额减征额”不能大于第19栏“应纳税额”与第21栏“简易计税办法计算的应纳税额”之和！',
        blocking: true,
      }),
    ),
    {
      id: 'r9_r10_le_r8',
      assert: 'r9c1 + r10c1 <= r8c1',
      message: '第9栏与第10栏之和不能大于第8栏“免税销售额”！',
      blocking: true,
    },
  ],
};

// =================================================================================================================
// 附列资料（一）本期销售情况明细

/** Columns 9 and 10 of a row: the sums of the sales and tax columns the row has. */
function totals(line: string, sales: readonly string[]): Record<string, TCellSpec> {
  const p = r(line);
  return {
    '9': calc(sales.map((key) => `${p}c${key}`).join(' + ')),
    '10': calc(sales.map((key) => `${p}c${Number(key) + 1}`).join(' + ')),
  };
}

/**
 * Columns 11–14 of a service row: 11 = 9 + 10; 12 the deduction (from 附列资料（三）col 5, or typed); 13 = 11 − 12;
 * 14 = 13 ÷ (100% + rate) × rate (typed where the rate is not fixed: 即征即退, 预征率).
 */
function afterDeduction(
  line: string,
  deduction: string | null,
  rate: string | null,
  total = `${r(line)}c9 + ${r(line)}c10`,
): Record<string, TCellSpec> {
  const p = r(line);
  return {
    '11': calc(total),
    '12': deduction === null ? IN : calc(deduction),
    '13': calc(`${p}c11 - ${p}c12`),
    ...(rate === null ? { '14': IN } : { '14': calc(`${p}c13 / (100% + ${rate}) * ${rate}`) }),
  };
}

const EIGHT = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
const SIX = ['1', '2', '3', '4', '5', '6'] as const;

/** 一般计税方法 全部征税项目: columns 1–8 typed; service rows with 11–14. */
function generalRow(
  line: string,
  label: string,
  service: { deduction: string; rate: string } | null,
  extra: Partial<TFormRow> = {},
) {
  return row(
    line,
    label,
    {
      ...inputs(EIGHT),
      ...totals(line, ['1', '3', '5', '7']),
      ...(service ? afterDeduction(line, service.deduction, service.rate) : {}),
    },
    extra,
  );
}

/** 简易计税方法 全部征税项目: columns 1–6 typed (no 纳税检查调整 columns); service rows with 11–14. */
function simpleRow(
  line: string,
  label: string,
  service: { deduction: string | null; rate: string | null } | null,
  extra: Partial<TFormRow> = {},
) {
  return row(
    line,
    label,
    {
      ...inputs(SIX),
      ...totals(line, ['1', '3', '5']),
      ...(service ? afterDeduction(line, service.deduction, service.rate) : {}),
    },
    extra,
  );
}

/** 即征即退项目: only the totals (9, 10) are typed; service rows with 11–14. */
function refundRow(line: string, label: string, service: boolean, extra: Partial<TFormRow> = {}) {
  return row(line, label, { ...inputs(['9', '10']), ...(service ? afterDeduction(line, null, null) : {}) }, extra);
}

const FB3 = 'ybnsr_fb3';

export const YBNSR_FB1: TFormDef = {
  code: 'ybnsr_fb1',
  title: '增值税及附加税费申报表附列资料（一）（本期销售情况明细）',
  note: '金额单位：元（列至角分）',
  lineLabel: '行次',
  labelHeader: '项目及栏次',
  columns: [
    { key: '1', label: '销售额', group: '开具增值税专用发票' },
    { key: '2', label: '销项（应纳）税额', group: '开具增值税专用发票' },
    { key: '3', label: '销售额', group: '开具其他发票' },
    { key: '4', label: '销项（应纳）税额', group: '开具其他发票' },
    { key: '5', label: '销售额', group: '未开具发票' },
    { key: '6', label: '销项（应纳）税额', group: '未开具发票' },
    { key: '7', label: '销售额', group: '纳税检查调整' },
    { key: '8', label: '销项（应纳）税额', group: '纳税检查调整' },
    { key: '9', label: '销售额（9=1+3+5+7）', group: '合计' },
    { key: '10', label: '销项（应纳）税额（10=2+4+6+8）', group: '合计' },
    { key: '11', label: '价税合计（11=9+10）', group: '合计' },
    { key: '12', label: '服务、不动产和无形资产扣除项目本期实际扣除金额' },
    { key: '13', label: '含税（免税）销售额（13=11-12）', group: '扣除后' },
    { key: '14', label: '销项（应纳）税额（14=13÷(100%+税率或征收率)×税率或征收率）', group: '扣除后' },
  ],
  rows: [
    generalRow('1', '13%税率的货物及加工修理修配劳务', null, { section: '一、一般计税方法计税　全部征税项目' }),
    generalRow('2', '13%税率的服务、不动产和无形资产', { deduction: `${FB3}.r1c5`, rate: '13%' }),
    generalRow('3', '9%税率的货物及加工修理修配劳务', null),
    generalRow('4', '9%税率的服务、不动产和无形资产', { deduction: `${FB3}.r2c5`, rate: '9%' }),
    generalRow('5', '6%税率', { deduction: `${FB3}.r3c5 + ${FB3}.r4c5`, rate: '6%' }),
    refundRow('6', '即征即退货物及加工修理修配劳务', false, { section: '其中：即征即退项目' }),
    refundRow('7', '即征即退服务、不动产和无形资产', true),
    simpleRow('8', '6%征收率', null, { section: '二、简易计税方法计税　全部征税项目' }),
    simpleRow('9a', '5%征收率的货物及加工修理修配劳务', null),
    simpleRow('9b', '5%征收率的服务、不动产和无形资产', { deduction: `${FB3}.r5c5`, rate: '5%' }),
    simpleRow('10', '4%征收率', null),
    simpleRow('11', '3%征收率的货物及加工修理修配劳务', null),
    simpleRow('12', '3%征收率的服务、不动产和无形资产', { deduction: `${FB3}.r6c5`, rate: '3%' }),
    simpleRow('13a', '预征率　%', { deduction: null, rate: null }),
    simpleRow('13b', '预征率　%', { deduction: null, rate: null }),
    simpleRow('13c', '预征率　%', { deduction: null, rate: null }),
    refundRow('14', '即征即退货物及加工修理修配劳务', false, { section: '其中：即征即退项目' }),
    refundRow('15', '即征即退服务、不动产和无形资产', true),
    row(
      '16',
      '货物及加工修理修配劳务',
      { ...inputs(['3', '5']), '9': calc('r16c3 + r16c5') },
      { section: '三、免抵退税' },
    ),
    row('17', '服务、不动产和无形资产', {
      ...inputs(['3', '5']),
      '9': calc('r17c3 + r17c5'),
      '11': calc('r17c9'),
      '12': calc(`${FB3}.r7c5`),
      '13': calc('r17c11 - r17c12'),
    }),
    row(
      '18',
      '货物及加工修理修配劳务',
      { ...inputs(['1', '3', '5']), '9': calc('r18c1 + r18c3 + r18c5') },
      { section: '四、免税' },
    ),
    row('19', '服务、不动产和无形资产', {
      ...inputs(['3', '5']),
      '9': calc('r19c3 + r19c5'),
      '11': calc('r19c9'),
      '12': calc(`${FB3}.r8c5`),
      '13': calc('r19c11 - r19c12'),
    }),
  ],
  checks: [
    {
      id: 'r6_le_goods',
      assert: 'r6c9 <= r1c9 + r3c9',
      message: '第6行“即征即退货物及加工修理修配劳务”销售额不能大于第1行与第3行销售额之和！',
      blocking: true,
    },
    {
      id: 'r7_le_services',
      assert: 'r7c9 <= r2c9 + r4c9 + r5c9',
      message: '第7行“即征即退服务、不动产和无形资产”销售额不能大于第2、4、5行销售额之和！',
      blocking: true,
    },
    {
      id: 'r14_le_goods',
      assert: 'r14c9 <= r8c9 + r9ac9 + r10c9 + r11c9',
      message: '第14行“即征即退货物及加工修理修配劳务”销售额不能大于第8、9a、10、11行销售额之和！',
      blocking: true,
    },
    {
      id: 'r15_le_services',
      assert: 'r15c9 <= r9bc9 + r12c9 + r13ac9 + r13bc9 + r13cc9',
      message: '第15行“即征即退服务、不动产和无形资产”销售额不能大于第9b、12、13a、13b、13c行销售额之和！',
      blocking: true,
    },
    ...['7', '13a', '13b', '13c', '15'].map(
      (line): TCheck => ({
        id: `r${line}_c12_le_c11`,
        assert: `${r(line)}c12 <= ${r(line)}c11`,
        message: `第${line}行第12列“服务、不动产和无形资产扣除项目本期实际扣除金额”不能大于第11列“价税合计”！`,
        blocking: true,
      }),
    ),
  ],
};

// =================================================================================================================
// 附列资料（二）本期进项税额明细

const ALL3 = ['1', '2', '3'] as const;

export const YBNSR_FB2: TFormDef = {
  code: 'ybnsr_fb2',
  title: '增值税及附加税费申报表附列资料（二）（本期进项税额明细）',
  note: '金额单位：元（列至角分）。二、进项税额转出额只填写税额',
  lineLabel: '栏次',
  labelHeader: '项目',
  columns: [
    { key: '1', label: '份数', format: 'int' },
    { key: '2', label: '金额' },
    { key: '3', label: '税额' },
  ],
  rows: [
    row('1', '（一）认证相符的增值税专用发票', Object.fromEntries(ALL3.map((c) => [c, calc(`r2c${c} + r3c${c}`)])), {
      section: '一、申报抵扣的进项税额',
    }),
    row('2', '其中：本期认证相符且本期申报抵扣', inputs(ALL3), { indent: 1 }),
    row('3', '前期认证相符且本期申报抵扣', inputs(ALL3), { indent: 1 }),
    row('4', '（二）其他扣税凭证', {
      '1': calc('r5c1 + r6c1 + r7c1 + r8bc1'),
      '2': calc('r5c2 + r6c2 + r7c2 + r8bc2'),
      '3': calc('r5c3 + r6c3 + r7c3 + r8ac3 + r8bc3'),
    }),
    row('5', '其中：海关进口增值税专用缴款书', inputs(ALL3), { indent: 1 }),
    row('6', '农产品收购发票或者销售发票', inputs(ALL3), { indent: 1 }),
    row('7', '代扣代缴税收缴款凭证', inputs(ALL3), { indent: 1 }),
    row('8a', '加计扣除农产品进项税额', inputs(['3']), { indent: 1 }),
    row('8b', '其他', inputs(ALL3), { indent: 1 }),
    row('9', '（三）本期用于购建不动产的扣税凭证', inputs(ALL3)),
    row('10', '（四）本期用于抵扣的旅客运输服务扣税凭证', inputs(ALL3)),
    row('11', '（五）外贸企业进项税额抵扣证明', inputs(['3'])),
    row('12', '当期申报抵扣进项税额合计', {
      '1': calc('r1c1 + r4c1'),
      '2': calc('r1c2 + r4c2'),
      '3': calc('r1c3 + r4c3 + r11c3'),
    }),
    row(
      '13',
      '本期进项税额转出额',
      {
        '3': calc(
          ['14', '15', '16', '17', '18', '19', '20', '21', '22', '23a', '23b']
            .map((line) => `${r(line)}c3`)
            .join(' + '),
        ),
      },
      { section: '二、进项税额转出额' },
    ),
    row('14', '其中：免税项目用', inputs(['3']), { indent: 1 }),
    row('15', '集体福利、个人消费', inputs(['3']), { indent: 1 }),
    row('16', '非正常损失', inputs(['3']), { indent: 1 }),
    row('17', '简易计税方法征税项目用', inputs(['3']), { indent: 1 }),
    row('18', '免抵退税办法不得抵扣的进项税额', inputs(['3']), { indent: 1 }),
    row('19', '纳税检查调减进项税额', inputs(['3']), { indent: 1 }),
    row('20', '红字专用发票信息表注明的进项税额', inputs(['3']), { indent: 1 }),
    row('21', '上期留抵税额抵减欠税', inputs(['3']), { indent: 1 }),
    row('22', '上期留抵税额退税', inputs(['3']), { indent: 1 }),
    row('23a', '异常凭证转出进项税额', inputs(['3']), { indent: 1 }),
    row('23b', '其他应作进项税额转出的情形', inputs(['3']), { indent: 1 }),
    row('24', '（一）认证相符的增值税专用发票', {}, { section: '三、待抵扣进项税额' }),
    row('25', '期初已认证相符但未申报抵扣', inputs(ALL3), { indent: 1 }),
    row('26', '本期认证相符且本期未申报抵扣', inputs(ALL3), { indent: 1 }),
    row('27', '期末已认证相符但未申报抵扣', inputs(ALL3), { indent: 1 }),
    row('28', '其中：按照税法规定不允许抵扣', inputs(ALL3), { indent: 2 }),
    row(
      '29',
      '（二）其他扣税凭证',
      Object.fromEntries(ALL3.map((c) => [c, calc(`r30c${c} + r31c${c} + r32c${c} + r33c${c}`)])),
    ),
    row('30', '其中：海关进口增值税专用缴款书', inputs(ALL3), { indent: 1 }),
    row('31', '农产品收购发票或者销售发票', inputs(ALL3), { indent: 1 }),
    row('32', '代扣代缴税收缴款凭证', inputs(ALL3), { indent: 1 }),
    row('33', '其他', inputs(ALL3), { indent: 1 }),
    row('34', '', {}),
    row('35', '本期认证相符的增值税专用发票', inputs(ALL3), { section: '四、其他' }),
    row('36', '代扣代缴税额', inputs(['3'])),
  ],
  checks: [
    {
      id: 'r9_le_deducted',
      assert: 'r9c3 <= r1c3 + r4c3 + r11c3',
      message: '第9栏“本期用于购建不动产的扣税凭证”税额不能大于第1、4、11栏税额之和！',
      blocking: true,
    },
    {
      id: 'r10_le_deducted',
      assert: 'r10c3 <= r1c3 + r4c3',
      message: '第10栏“本期用于抵扣的旅客运输服务扣税凭证”税额不能大于第1栏与第4栏税额之和！',
      blocking: true,
    },
    ...ALL3.map(
      (c): TCheck => ({
        id: `r28_le_r27_c${c}`,
        assert: `r28c${c} <= r27c${c}`,
        message: '第28栏“按照税法规定不允许抵扣”不能大于第27栏“期末已认证相符但未申报抵扣”！',
        blocking: true,
      }),
    ),
    {
      id: 'r35_is_r2_r26',
      assert: 'r35c1 = r2c1 + r26c1 and r35c2 = r2c2 + r26c2 and r35c3 = r2c3 + r26c3',
      message: '第35栏“本期认证相符的增值税专用发票”与第2栏、第26栏之和不一致，请核对本期勾选确认的专用发票。',
      blocking: false,
    },
  ],
};

// =================================================================================================================
// 附列资料（三）服务、不动产和无形资产扣除项目明细

const FB3_ROWS = [
  ['1', '13%税率的项目'],
  ['2', '9%税率的项目'],
  ['3', '6%税率的项目（不含金融商品转让）'],
  ['4', '6%税率的金融商品转让项目'],
  ['5', '5%征收率的项目'],
  ['6', '3%征收率的项目'],
  ['7', '免抵退税的项目'],
  ['8', '免税的项目'],
] as const;

export const YBNSR_FB3: TFormDef = {
  code: 'ybnsr_fb3',
  title: '增值税及附加税费申报表附列资料（三）（服务、不动产和无形资产扣除项目明细）',
  note: '金额单位：元（列至角分）。按规定可以扣除价款的纳税人填写，其他纳税人不填写',
  lineLabel: '行次',
  labelHeader: '项目及栏次',
  columns: [
    { key: '1', label: '本期服务、不动产和无形资产价税合计额（免税销售额）' },
    { key: '2', label: '期初余额', group: '服务、不动产和无形资产扣除项目' },
    { key: '3', label: '本期发生额', group: '服务、不动产和无形资产扣除项目' },
    { key: '4', label: '本期应扣除金额（4=2+3）', group: '服务、不动产和无形资产扣除项目' },
    { key: '5', label: '本期实际扣除金额（5≤1且5≤4）', group: '服务、不动产和无形资产扣除项目' },
    { key: '6', label: '期末余额（6=4-5）', group: '服务、不动产和无形资产扣除项目' },
  ],
  rows: FB3_ROWS.map(([line, label]) =>
    row(line, label, {
      ...inputs(['1', '2', '3']),
      '4': calc(`r${line}c2 + r${line}c3`),
      '5': IN,
      '6': calc(`r${line}c4 - r${line}c5`),
    }),
  ),
  checks: FB3_ROWS.flatMap(([line]): TCheck[] => [
    {
      id: `r${line}_c5_le_c4`,
      assert: `r${line}c5 <= r${line}c4`,
      message: `第${line}行“本期实际扣除金额”不能大于“本期应扣除金额”！`,
      blocking: true,
    },
    {
      id: `r${line}_c5_le_c1`,
      assert: `r${line}c5 <= r${line}c1`,
      message: `第${line}行“本期实际扣除金额”不能大于“本期服务、不动产和无形资产价税合计额（免税销售额）”！`,
      blocking: true,
    },
  ]),
};

// =================================================================================================================
// 附列资料（四）税额抵减情况表

const CREDIT_ROWS = [
  ['1', '增值税税控系统专用设备费及技术维护费'],
  ['2', '分支机构预征缴纳税款'],
  ['3', '建筑服务预征缴纳税款'],
  ['4', '销售不动产预征缴纳税款'],
  ['5', '出租不动产预征缴纳税款'],
] as const;

const SUPER_ROWS = [
  ['6', '一般项目加计抵减额计算'],
  ['7', '即征即退项目加计抵减额计算'],
] as const;

export const YBNSR_FB4: TFormDef = {
  code: 'ybnsr_fb4',
  title: '增值税及附加税费申报表附列资料（四）（税额抵减情况表）',
  note:
    '金额单位：元（列至角分）。表头各列为“一、税额抵减情况”（第1至5行）的列次；“二、加计抵减情况”（第6至8行）各列依次为：' +
    '1 期初余额，2 本期发生额，3 本期调减额，4 本期可抵减额（4=1+2-3），5 本期实际抵减额，6 期末余额（6=4-5）',
  lineLabel: '行次',
  labelHeader: '抵减项目',
  columns: [
    { key: '1', label: '期初余额' },
    { key: '2', label: '本期发生额' },
    { key: '3', label: '本期应抵减税额（3=1+2）' },
    { key: '4', label: '本期实际抵减税额（4≤3）' },
    { key: '5', label: '期末余额（5=3-4）' },
    { key: '6', label: '期末余额（加计抵减，6=4-5）' },
  ],
  rows: [
    ...CREDIT_ROWS.map(([line, label], index) =>
      row(
        line,
        label,
        {
          ...inputs(['1', '2']),
          '3': calc(`r${line}c1 + r${line}c2`),
          '4': IN,
          '5': calc(`r${line}c3 - r${line}c4`),
        },
        index === 0 ? { section: '一、税额抵减情况' } : {},
      ),
    ),
    ...SUPER_ROWS.map(([line, label], index) =>
      row(
        line,
        label,
        {
          ...inputs(['1', '2', '3']),
          '4': calc(`r${line}c1 + r${line}c2 - r${line}c3`),
          '5': IN,
          '6': calc(`r${line}c4 - r${line}c5`),
        },
        index === 0 ? { section: '二、加计抵减情况' } : {},
      ),
    ),
    row('8', '合计', Object.fromEntries(['1', '2', '3', '4', '5', '6'].map((c) => [c, calc(`r6c${c} + r7c${c}`)]))),
  ],
  checks: [
    ...CREDIT_ROWS.map(
      ([line]): TCheck => ({
        id: `r${line}_c4_le_c3`,
        assert: `r${line}c4 <= r${line}c3`,
        message: `第${line}行“本期实际抵减税额”不能大于“本期应抵减税额”！`,
        blocking: true,
      }),
    ),
    ...SUPER_ROWS.map(
      ([line]): TCheck => ({
        id: `r${line}_c5_le_c4`,
        assert: `r${line}c5 <= r${line}c4`,
        message: `第${line}行“本期实际抵减额”不能大于“本期可抵减额”！`,
        blocking: true,
      }),
    ),
  ],
};

// =================================================================================================================
// 附列资料（五）附加税费情况表

const SURCHARGES = [
  { line: '1', label: '城市维护建设税', rate: null },
  { line: '2', label: '教育费附加', rate: '3%' },
  { line: '3', label: '地方教育附加', rate: '2%' },
] as const;

export const YBNSR_FB5: TFormDef = {
  code: 'ybnsr_fb5',
  title: '增值税及附加税费申报表附列资料（五）（附加税费情况表）',
  note: '金额单位：元（列至角分）。第1列“增值税税额”取主表第34栏“本期应补(退)税额”（一般项目与即征即退项目本月数之和）',
  lineLabel: '行次',
  labelHeader: '税（费）种',
  columns: [
    { key: '1', label: '增值税税额', group: '计税（费）依据' },
    { key: '2', label: '增值税免抵税额', group: '计税（费）依据' },
    { key: '3', label: '留抵退税本期扣除额', group: '计税（费）依据' },
    { key: '4', label: '税（费）率（%）', format: 'rate' },
    { key: '5', label: '本期应纳税（费）额（5=(1+2-3)×4）' },
    { key: '6', label: '减免性质代码', group: '本期减免税（费）额', format: 'text' },
    { key: '7', label: '减免税（费）额', group: '本期减免税（费）额' },
    { key: '8', label: '减征比例（%）', group: '小微企业“六税两费”减征政策', format: 'rate' },
    { key: '9', label: '减征额（9=(5-7)×8）', group: '小微企业“六税两费”减征政策' },
    { key: '10', label: '减免性质代码', group: '试点建设培育产教融合型企业', format: 'text' },
    { key: '11', label: '本期抵免金额', group: '试点建设培育产教融合型企业' },
    { key: '12', label: '本期已缴税（费）额' },
    { key: '13', label: '本期应补（退）税（费）额（13=5-7-9-11-12）' },
  ],
  rows: [
    ...SURCHARGES.map((tax): TFormRow => {
      const p = `r${tax.line}`;
      const education = tax.rate !== null;
      return row(tax.line, tax.label, {
        '1': calc('ybnsr_main.r34c1 + ybnsr_main.r34c3'),
        '2': IN,
        '3': IN,
        '4': tax.rate === null ? { format: 'rate' } : { formula: tax.rate, format: 'rate' },
        '5': calc(`(${p}c1 + ${p}c2 - ${p}c3) * ${p}c4`),
        '6': { format: 'text', graded: false },
        '7': IN,
        '8': { format: 'rate' },
        '9': calc(`(${p}c5 - ${p}c7) * ${p}c8`),
        ...(education ? { '10': { format: 'text', graded: false }, '11': IN } : {}),
        '12': IN,
        '13': calc(`${p}c5 - ${p}c7 - ${p}c9${education ? ` - ${p}c11` : ''} - ${p}c12`),
      });
    }),
    row('4', '合计', {
      ...Object.fromEntries(['5', '7', '9', '12', '13'].map((c) => [c, calc(`r1c${c} + r2c${c} + r3c${c}`)])),
      '11': calc('r2c11 + r3c11'),
    }),
  ],
  checks: [
    ...SURCHARGES.map(
      (tax): TCheck => ({
        id: `r${tax.line}_halving_le_50`,
        assert: `r${tax.line}c8 <= 50%`,
        message: '小微企业“六税两费”减征比例不能大于50%！',
        blocking: true,
      }),
    ),
    {
      id: 'r1_city_rate',
      when: 'r1c4 != 0',
      assert: 'r1c4 = 7% or r1c4 = 5% or r1c4 = 1%',
      message: '城市维护建设税税率应为7%（市区）、5%（县城、镇）或1%（其他地区）！',
      blocking: true,
    },
    {
      id: 'r1_city_rate_missing',
      when: 'r1c1 + r1c2 - r1c3 > 0',
      assert: 'r1c4 > 0',
      message: '本期有计税（费）依据，请填写城市维护建设税税率！',
      blocking: true,
    },
  ],
};

// =================================================================================================================
// 增值税减免税申报明细表

/**
 * 减税性质代码及名称 offered in the 减税项目 table (codes as the 2025 portals list them; whether 2026 keeps them
 * after the VAT Law is unconfirmed, see the case notes).
 */
export const YBNSR_REDUCTION_CODES = [
  '0001129914 购置增值税税控系统专用设备抵减增值税',
  '0001129902 已使用固定资产减征增值税',
  '0001013609 招录重点群体就业扣减增值税优惠',
  '0001011812 企业招用退役士兵扣减增值税优惠',
] as const;

export const YBNSR_JMB: TFormDef = {
  code: 'ybnsr_jmb',
  title: '增值税减免税申报明细表',
  note:
    '金额单位：元（列至角分）。上方表格逐项填写减税项目；二、免税项目各列依次为：1 免征增值税项目销售额，' +
    '2 免税销售额扣除项目本期实际扣除金额，3 扣除后免税销售额（3=1-2），4 免税销售额对应的进项税额，5 免税额',
  lineLabel: '栏次',
  labelHeader: '项目',
  columns: [
    { key: '1', label: '期初余额' },
    { key: '2', label: '本期发生额' },
    { key: '3', label: '本期应抵减税额（3=1+2）' },
    { key: '4', label: '本期实际抵减税额（4≤3）' },
    { key: '5', label: '期末余额（5=3-4）' },
  ],
  rows: [
    row(
      '1',
      '一、减税项目 合计',
      Object.fromEntries(['1', '2', '3', '4', '5'].map((key) => [key, calc(`sum(t.c${key})`)])),
    ),
    row('7', '二、免税项目 合计', {
      '1': calc('r8c1 + r10c1'),
      '2': calc('r10c2'),
      '3': calc('r8c1 + r10c3'),
      '4': calc('r10c4'),
      '5': calc('r10c5'),
    }),
    row('8', '出口免税', inputs(['1']), { indent: 1 }),
    row('9', '其中：跨境服务', inputs(['1']), { indent: 2 }),
    row(
      '10',
      '其他免税项目',
      { ...inputs(['1', '2']), '3': calc('r10c1 - r10c2'), ...inputs(['4', '5']) },
      { indent: 1 },
    ),
  ],
  table: {
    title: '减税项目明细',
    columns: [
      { key: '0', label: '减税性质代码及名称', format: 'select', options: YBNSR_REDUCTION_CODES, width: 320 },
      { key: '1', label: '期初余额' },
      { key: '2', label: '本期发生额' },
      { key: '3', label: '本期应抵减税额', formula: 'c1 + c2' },
      { key: '4', label: '本期实际抵减税额' },
      { key: '5', label: '期末余额', formula: 'c3 - c4' },
    ],
  },
  checks: [
    {
      id: 'r1_c4_le_c3',
      assert: 'r1c4 <= r1c3',
      message: '减税项目“本期实际抵减税额”不能大于“本期应抵减税额”！',
      blocking: true,
    },
    {
      id: 'r9_le_r8',
      assert: 'r9c1 <= r8c1',
      message: '“其中：跨境服务”免征增值税项目销售额不能大于“出口免税”免征增值税项目销售额！',
      blocking: true,
    },
    {
      id: 'r10_c2_le_c1',
      assert: 'r10c2 <= r10c1',
      message: '免税销售额扣除项目本期实际扣除金额不能大于免征增值税项目销售额！',
      blocking: true,
    },
  ],
};

// =================================================================================================================
// the return

/** 附列资料（三）rows and the 附列资料（一）rows whose col 11 they carry (3 and 4 together are row 5). */
const FB3_TO_FB1: readonly { fb3: readonly string[]; fb1: string }[] = [
  { fb3: ['1'], fb1: '2' },
  { fb3: ['2'], fb1: '4' },
  { fb3: ['3', '4'], fb1: '5' },
  { fb3: ['5'], fb1: '9b' },
  { fb3: ['6'], fb1: '12' },
  { fb3: ['7'], fb1: '17' },
  { fb3: ['8'], fb1: '19' },
];

export const VAT_GENERAL: TReturnDef = {
  code: 'vat_general',
  title: '增值税及附加税费申报（一般纳税人适用）',
  category: 1,
  forms: ['ybnsr_main', 'ybnsr_fb1', 'ybnsr_fb2', 'ybnsr_fb3', 'ybnsr_fb4', 'ybnsr_fb5', 'ybnsr_jmb'],
  checks: [
    {
      id: 'main_r4_fb1',
      assert: `r4c1 = ${fb1('1 2 3 4 5', 7)}`,
      message: '主表第4栏“纳税检查调整的销售额”应等于《附列资料（一）》第7列第1至5行之和！',
      blocking: true,
    },
    {
      id: 'main_r7_fb1',
      assert: `r7c1 = ${fb1('16 17', 9)}`,
      message: '主表第7栏“免、抵、退办法出口销售额”应等于《附列资料（一）》第9列第16、17行之和！',
      blocking: true,
    },
    {
      id: 'main_r8_fb1',
      assert: `r8c1 = ${fb1('18 19', 9)}`,
      message: '主表第8栏“免税销售额”应等于《附列资料（一）》第9列第18、19行之和！',
      blocking: true,
    },
    {
      id: 'main_r9_fb1',
      assert: `r9c1 = ${FB1}.r18c9`,
      message: '主表第9栏“免税货物销售额”应等于《附列资料（一）》第9列第18行！',
      blocking: true,
    },
    {
      id: 'main_r10_fb1',
      assert: `r10c1 = ${FB1}.r19c9`,
      message: '主表第10栏“免税服务、不动产和无形资产销售额”应等于《附列资料（一）》第9列第19行！',
      blocking: true,
    },
    {
      id: 'main_r16_fb1_fb2',
      assert: `r16c1 <= ${fb1('1 2 3 4 5', 8)} + ${FB2}.r19c3`,
      message:
        '主表第16栏“按适用税率计算的纳税检查应补缴税额”不能大于《附列资料（一）》第8列第1至5行之和与《附列资料（二）》第19栏之和！',
      blocking: true,
    },
    {
      id: 'main_r23_jmb',
      assert: 'r23c1 + r23c3 = ybnsr_jmb.r1c4',
      message: '主表第23栏“应纳税额减征额”应等于《增值税减免税申报明细表》减税项目本期实际抵减税额合计！',
      blocking: true,
    },
    {
      id: 'fb4_r1_le_main_r23',
      assert: `${FB4}.r1c4 <= r23c1 + r23c3`,
      message: '《附列资料（四）》第1行“本期实际抵减税额”不能大于主表第23栏“应纳税额减征额”！',
      blocking: true,
    },
    {
      id: 'main_r28_fb4',
      assert: `r28c1 >= ${FB4}.r2c4 + ${FB4}.r3c4 + ${FB4}.r4c4 + ${FB4}.r5c4`,
      message: '主表第28栏“①分次预缴税额”不能小于《附列资料（四）》第2至5行“本期实际抵减税额”之和！',
      blocking: true,
    },
    {
      id: 'fb4_r6_le_main',
      assert: `${FB4}.r6c5 <= r11c1 - r18c1`,
      message: '《附列资料（四）》第6行“本期实际抵减额”不能大于主表第11栏减第18栏的差额（一般项目）！',
      blocking: true,
    },
    {
      id: 'fb4_r7_le_main',
      assert: `${FB4}.r7c5 <= r11c3 - r18c3`,
      message: '《附列资料（四）》第7行“本期实际抵减额”不能大于主表第11栏减第18栏的差额（即征即退项目）！',
      blocking: true,
    },
    ...FB3_TO_FB1.map(
      ({ fb3, fb1: line }): TCheck => ({
        id: `fb3_r${fb3.join('_')}_fb1_r${line}`,
        when: `${fb3.map((l) => `${FB3}.r${l}c2 + ${FB3}.r${l}c3`).join(' + ')} > 0`,
        assert: `${fb3.map((l) => `${FB3}.r${l}c1`).join(' + ')} = ${FB1}.${r(line)}c11`,
        message: `《附列资料（三）》第${fb3.join('、')}行第1列应等于《附列资料（一）》第${line}行第11列“价税合计”！`,
        blocking: true,
      }),
    ),
    {
      id: 'jmb_r7_main_r8',
      when: 'r8c1 > 0 or ybnsr_jmb.r7c1 > 0',
      assert: 'ybnsr_jmb.r7c1 = r8c1',
      message: '《增值税减免税申报明细表》免税项目合计第1列与主表第8栏“免税销售额”不一致，请核对。',
      blocking: false,
    },
  ],
  payables: [
    { label: '增值税', amount: 'r34c1 + r34c3' },
    { label: '城市维护建设税', amount: `${FB5}.r1c13` },
    { label: '教育费附加', amount: `${FB5}.r2c13` },
    { label: '地方教育附加', amount: `${FB5}.r3c13` },
  ],
};

export const VAT_GENERAL_FORMS: readonly TFormDef[] = [
  YBNSR_MAIN,
  YBNSR_FB1,
  YBNSR_FB2,
  YBNSR_FB3,
  YBNSR_FB4,
  YBNSR_FB5,
  YBNSR_JMB,
];
