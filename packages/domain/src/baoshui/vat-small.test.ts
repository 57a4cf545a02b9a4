import { describe, expect, it } from 'vitest';
import { YUEXIANG_2026_Q3_VAT } from './cases/yuexiang-2026-q3-vat';
import { checkReturn, computeReturn, gradeReturn, inputProblems, payablesOf } from './engine';
import { cellsOf, cellValueIn, reportFrom, type TReportData } from './form';
import { VAT_SMALL, XGM_FJS, XGM_JMB, XGM_MAIN } from './forms/vat-small';
import { FORMS_BY_CODE } from './registry';
import { withCells as withAnswerCells } from './test-support';

const answer = YUEXIANG_2026_Q3_VAT.answer as Record<string, TReportData>;

/** The value of a cell of a computed form by key. */
function cellOf(data: TReportData, form: typeof XGM_MAIN, key: string) {
  return cellValueIn(form, data, key);
}

/** A copy of the answer with some input cells of one form changed. */
function withCells(form: typeof XGM_MAIN, values: Record<string, string | null>): Record<string, TReportData> {
  return withAnswerCells(answer, form, values);
}

describe('small-scale VAT return: 悦享公司 2026年第三季度 (handout sb-03, 情形三)', () => {
  const computed = computeReturn(VAT_SMALL, FORMS_BY_CODE, answer);

  it.each([
    ['r1c1', '313000.00'],
    ['r3c1', '268000.00'],
    ['r9c1', '0.00'],
    ['r9c2', '0.00'],
    ['r15c1', '9390.00'],
    ['r15c2', '0.00'],
    ['r16c1', '6260.00'],
    ['r20c1', '3130.00'],
    ['r22c1', '3130.00'],
    ['r22c2', '0.00'],
    ['r23c1', '109.55'],
    ['r24c1', '46.95'],
    ['r25c1', '31.30'],
  ])('主表 %s = %s', (key, expected) => {
    expect(cellOf(computed.xgm_main, XGM_MAIN, key)).toBe(expected);
  });

  it.each([
    ['r1c1', '3130.00'],
    ['r1c2', '7%'],
    ['r1c3', '219.10'],
    ['r1c7', '109.55'],
    ['r1c9', '109.55'],
    ['r2c1', '3130.00'],
    ['r2c2', '3%'],
    ['r2c3', '93.90'],
    ['r2c7', '46.95'],
    ['r2c9', '46.95'],
    ['r3c2', '2%'],
    ['r3c3', '62.60'],
    ['r3c7', '31.30'],
    ['r3c9', '31.30'],
    ['r4c3', '375.60'],
    ['r4c5', '0.00'],
    ['r4c7', '187.80'],
    ['r4c9', '187.80'],
  ])('附加税费情况表 %s = %s', (key, expected) => {
    expect(cellOf(computed.xgm_fjs, XGM_FJS, key)).toBe(expected);
  });

  it('减免税申报明细表: the table row and the 合计 row', () => {
    expect(computed.xgm_jmb.tableDataList).toEqual([
      ['0001011608 增值税小规模纳税人3%征收率销售额减按1%征收', null, '6260.00', '6260.00', '6260.00', '0.00'],
    ]);
    expect(cellOf(computed.xgm_jmb, XGM_JMB, 'r1c2')).toBe('6260.00');
    expect(cellOf(computed.xgm_jmb, XGM_JMB, 'r1c3')).toBe('6260.00');
    expect(cellOf(computed.xgm_jmb, XGM_JMB, 'r1c4')).toBe('6260.00');
    expect(cellOf(computed.xgm_jmb, XGM_JMB, 'r1c5')).toBe('0.00');
    expect(cellOf(computed.xgm_jmb, XGM_JMB, 'r2c1')).toBe('0.00');
  });

  it('passes every check of the return', () => {
    expect(checkReturn(VAT_SMALL, FORMS_BY_CODE, answer)).toEqual([]);
  });

  it('owes 3,130.00 of VAT and 187.80 of surcharges', () => {
    expect(payablesOf(VAT_SMALL, FORMS_BY_CODE, answer)).toEqual([
      { label: '增值税', amount: '3130.00' },
      { label: '城市维护建设税', amount: '109.55' },
      { label: '教育费附加', amount: '46.95' },
      { label: '地方教育附加', amount: '31.30' },
    ]);
  });

  it('refuses 申报 when row 16 does not match the 减免表 (the reduction typed in the main form only)', () => {
    const data = structuredClone(answer);
    data.xgm_jmb = reportFrom(XGM_JMB, {});
    const failures = checkReturn(VAT_SMALL, FORMS_BY_CODE, data);
    expect(failures.map((f) => [f.id, f.blocking])).toEqual([['r16_equals_jmb', true]]);
    expect(failures[0].message).toBe(
      '主表第16栏“本期应纳税额减征额”应等于《增值税减免税申报明细表》减税项目本期实际抵减税额合计！',
    );
  });

  it('refuses a 本期免税额 that is not the sum of rows 18 and 19 (the portal message)', () => {
    const failures = checkReturn(VAT_SMALL, FORMS_BY_CODE, withCells(XGM_MAIN, { r17c1: '100.00' }));
    expect(failures.filter((f) => f.blocking).map((f) => f.message)).toEqual([
      '第十七栏应等于第十八栏与第十九栏之和！',
    ]);
  });

  it('refuses 未达起征点销售额 without its 免税额, and a reduction above the tax', () => {
    const failures = checkReturn(VAT_SMALL, FORMS_BY_CODE, withCells(XGM_MAIN, { r11c1: '5000.00', r16c1: '9400.00' }));
    expect(failures.map((f) => f.id)).toEqual(
      expect.arrayContaining(['r11_needs_r19_c1', 'r16_le_r15_c1', 'r16_equals_jmb']),
    );
  });

  it('warns (without blocking) when sales under the threshold are taxed', () => {
    const data = withCells(XGM_MAIN, { r1c1: '288000.00', r3c1: '248000.00', r16c1: '5760.00' });
    data.xgm_jmb.tableDataList[0][2] = '5760.00';
    data.xgm_jmb.tableDataList[0][4] = '5760.00';
    const failures = checkReturn(VAT_SMALL, FORMS_BY_CODE, data);
    expect(failures.map((f) => [f.id, f.blocking])).toEqual([['under_threshold', false]]);
  });

  it('refuses a 城建税 rate that is not 7 %, 5 % or 1 %', () => {
    const failures = checkReturn(VAT_SMALL, FORMS_BY_CODE, withCells(XGM_FJS, { r1c2: '6%' }));
    expect(failures.map((f) => f.message)).toEqual([
      '城市维护建设税税率应为7%（市区）、5%（县城、镇）或1%（其他地区）！',
    ]);
  });

  it('grades the answer right, and a typo wrong at the cell and every cell computed from it', () => {
    expect(gradeReturn(VAT_SMALL, FORMS_BY_CODE, answer, answer)).toEqual([]);
    const wrong = gradeReturn(VAT_SMALL, FORMS_BY_CODE, answer, withCells(XGM_MAIN, { r1c1: '310000.00' }));
    expect(wrong.map((w) => `${w.form}.${w.cell}`)).toEqual([
      'xgm_main.r1c1',
      'xgm_main.r15c1',
      'xgm_main.r20c1',
      'xgm_main.r22c1',
      'xgm_main.r23c1',
      'xgm_main.r24c1',
      'xgm_main.r25c1',
      ...['r1c1', 'r1c3', 'r1c7', 'r1c9', 'r2c1', 'r2c3', 'r2c7', 'r2c9', 'r3c1', 'r3c3', 'r3c7', 'r3c9']
        .concat(['r4c3', 'r4c7', 'r4c9'])
        .map((key) => `xgm_fjs.${key}`),
    ]);
    expect(wrong[0].label).toBe('第1栏 本期数·货物及劳务');
  });

  it('does not grade 本年累计, and treats empty and 0 alike in amounts', () => {
    const data = withCells(XGM_MAIN, { r1c3: '999.00', r2c1: '0', r12c1: '0.00' });
    expect(gradeReturn(VAT_SMALL, FORMS_BY_CODE, answer, data)).toEqual([]);
  });

  it('grades a missing table row of the 减免表', () => {
    const data = structuredClone(answer);
    data.xgm_jmb.tableDataList = [[null, null, null, null, null, null]];
    const wrong = gradeReturn(VAT_SMALL, FORMS_BY_CODE, answer, data).filter((w) => w.form === 'xgm_jmb');
    expect(wrong.map((w) => w.label)).toEqual([
      '第1栏 本期发生额',
      '第1栏 本期应抵减税额（3=1+2）',
      '第1栏 本期实际抵减税额（4≤3）',
      '第1行 减税性质代码及名称',
      '第1行 期初余额',
      '第1行 本期发生额',
      '第1行 本期应抵减税额',
      '第1行 本期实际抵减税额',
      '第1行 期末余额',
    ]);
  });
});

describe('input problems: what save refuses', () => {
  it('names a cell that is not an amount', () => {
    const data = structuredClone(answer.xgm_main);
    data.defaultDataList[0] = '三十一万';
    expect(inputProblems(XGM_MAIN, data)).toEqual([
      { form: 'xgm_main', cell: 'r1c1', message: '第1栏 本期数·货物及劳务应填写金额（数字，最多两位小数）' },
    ]);
  });

  it('accepts thousands separators and ignores what computed cells hold', () => {
    const data = structuredClone(answer.xgm_main);
    data.defaultDataList[0] = '313,000.00';
    const r15 = cellsOf(XGM_MAIN).findIndex((cell) => cell.key === 'r15c1');
    data.defaultDataList[r15] = 'anything';
    expect(inputProblems(XGM_MAIN, data)).toEqual([]);
  });

  it('refuses a list of the wrong length, a rate that is not a rate, and a select value not offered', () => {
    expect(inputProblems(XGM_MAIN, { defaultDataList: [null], tableDataList: [] })[0].message).toBe(
      '增值税及附加税费申报表（小规模纳税人适用）的数据与表式不符，请刷新后重新填写',
    );
    const fjs = structuredClone(answer.xgm_fjs);
    fjs.defaultDataList[cellsOf(XGM_FJS).findIndex((cell) => cell.key === 'r1c2')] = '七';
    expect(inputProblems(XGM_FJS, fjs).map((p) => p.cell)).toEqual(['r1c2']);
    const jmb = structuredClone(answer.xgm_jmb);
    jmb.tableDataList[0][0] = '9999 自编代码';
    expect(inputProblems(XGM_JMB, jmb)).toEqual([
      { form: 'xgm_jmb', cell: 't0.0', message: '第1行 减税性质代码及名称应从选项中选择' },
    ]);
    jmb.tableDataList = [];
    expect(inputProblems(XGM_JMB, jmb)[0].message).toBe('增值税减免税申报明细表的表格应有1至500行');
  });
});
