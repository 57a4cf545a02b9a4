import { describe, expect, it } from 'vitest';
import { ANSWER, CASE, SUITONG_2026_Q1_STAMP } from '../cases/suitong-2026-q1-stamp';
import { FORM_TYPES } from '../catalogue';
import { checkReturn, computeReturn, gradeReturn, inputProblems, payablesOf } from '../engine';
import { reportFrom, type TFormDef, type TReportData } from '../form';
import { computedCells } from '../test-support';
import { validateDefinitions } from '../validate';
import {
  CXS_FCS,
  CXS_MAIN,
  CXS_TDSYS,
  CXS_YHS,
  PROPERTY_BEHAVIOUR,
  PROPERTY_BEHAVIOUR_FORMS,
  STAMP_DUTY_ITEM_NAMES,
} from './property-behaviour';

const FORMS = Object.fromEntries(PROPERTY_BEHAVIOUR_FORMS.map((form) => [form.code, form]));

/** The computed columns of a table, row by row. */
function computedTable(form: TFormDef, data: TReportData): (string | null)[][] {
  const columns = form.table?.columns ?? [];
  return data.tableDataList.map((row) =>
    columns.flatMap((column, index) => (column.formula !== undefined ? [row[index] ?? null] : [])),
  );
}

function withYhsRows(rows: (string | null)[][]): Record<string, TReportData> {
  return { ...ANSWER, cxs_yhs: reportFrom(CXS_YHS, {}, rows) };
}

function caseRows(): (string | null)[][] {
  return ANSWER.cxs_yhs.tableDataList.map((row) => [...row]);
}

const blockingIds = (data: Record<string, TReportData>) =>
  checkReturn(PROPERTY_BEHAVIOUR, FORMS, data)
    .filter((failure) => failure.blocking)
    .map((failure) => failure.id);

/** The invented 房产税 and 城镇土地使用税 case: a building of 3,000,000.00 (30 % deducted), 1,200 m² at 15.00. */
function landAndBuilding(fcs: Record<string, string>, tdsys: Record<string, string>): Record<string, TReportData> {
  return {
    cxs_main: reportFrom(CXS_MAIN, { r2c3: '2026-01-01', r2c4: '2026-03-31', r3c3: '2026-01-01', r3c4: '2026-03-31' }),
    cxs_yhs: reportFrom(CXS_YHS, {}),
    cxs_fcs: reportFrom(CXS_FCS, fcs),
    cxs_tdsys: reportFrom(CXS_TDSYS, tdsys),
  };
}

const BUILDING = { r1c1: '3000000.00', r3c1: '30%', r8c1: '3' };
const LAND = { r1c1: '1200.00', r2c1: '15.00', r4c1: '3' };

describe('财产和行为税合并申报 definitions', () => {
  it('are sound', () => {
    expect(validateDefinitions(PROPERTY_BEHAVIOUR_FORMS, [PROPERTY_BEHAVIOUR])).toEqual([]);
  });

  it('use the catalogue codes of category 5, main form first', () => {
    expect(PROPERTY_BEHAVIOUR.category).toBe(5);
    expect(PROPERTY_BEHAVIOUR.forms).toEqual(['cxs_main', 'cxs_yhs', 'cxs_fcs', 'cxs_tdsys']);
    for (const form of PROPERTY_BEHAVIOUR_FORMS) {
      const type = FORM_TYPES.find((entry) => entry.form === form.code);
      expect(type?.category).toBe(5);
      expect(type?.label).toBe(form.title);
    }
  });

  it('offers the 14 税目 of the brief', () => {
    expect(STAMP_DUTY_ITEM_NAMES).toHaveLength(14);
    expect(CXS_YHS.table?.columns[0].options).toEqual(STAMP_DUTY_ITEM_NAMES);
  });
});

describe('穗通公司 2026年第一季度印花税 (sb-06)', () => {
  const computed = computeReturn(PROPERTY_BEHAVIOUR, FORMS, ANSWER);

  it('describes the case', () => {
    expect(CASE.creditCode).toBe('91440106MA5CQ8T480');
    expect(SUITONG_2026_Q1_STAMP.answer).toBe(ANSWER);
    expect(SUITONG_2026_Q1_STAMP.documents.length).toBeGreaterThanOrEqual(2);
    expect(SUITONG_2026_Q1_STAMP.notes.some((note) => note.includes('0009049901') && note.includes('未经核实'))).toBe(
      true,
    );
  });

  it('answer cells fit their formats', () => {
    for (const form of PROPERTY_BEHAVIOUR_FORMS) {
      expect(inputProblems(form, ANSWER[form.code as keyof typeof ANSWER])).toEqual([]);
    }
  });

  it('computes the 印花税税源明细表 rows and totals', () => {
    // 税率 (filled from the 税目), 应纳税额, 应补（退）税额
    expect(computedTable(CXS_YHS, computed.cxs_yhs)).toEqual([
      ['0.03%', '240.00', '120.00'],
      ['0.03%', '30.00', '15.00'],
      ['0.03%', '378.00', '189.00'],
      ['0.1%', '180.00', '90.00'],
      ['0.005%', '25.00', '12.50'],
      ['0.03%', '10.80', '5.40'],
    ]);
    expect(computedCells(CXS_YHS, computed.cxs_yhs)).toEqual({
      r1c1: '2876000.00',
      r2c1: '863.80',
      r3c1: '431.90',
      r4c1: '431.90',
    });
  });

  it('leaves the 房产税 and 城镇土地使用税 sources at zero', () => {
    expect(computedCells(CXS_FCS, computed.cxs_fcs)).toEqual({
      r4c1: '100%',
      r5c1: '0.00',
      r6c1: '1.2%',
      r7c1: '0.00',
      r9c1: '0.00',
      r11c1: '0.00',
      r13c1: '12%',
      r14c1: '0.00',
      r16c1: '0.00',
      r17c1: '0.00',
      r18c1: '0.00',
      r19c1: '0.00',
    });
    expect(computedCells(CXS_TDSYS, computed.cxs_tdsys)).toEqual({ r3c1: '0.00', r5c1: '0.00', r7c1: '0.00' });
  });

  it('computes the main form', () => {
    expect(computedCells(CXS_MAIN, computed.cxs_main)).toEqual({
      r1c5: '2876000.00',
      r1c7: '863.80',
      r1c8: '431.90',
      r1c10: '431.90',
      r2c5: '0.00',
      r2c7: '0.00',
      r2c8: '0.00',
      r2c10: '0.00',
      r3c5: '0.00',
      r3c7: '0.00',
      r3c8: '0.00',
      r3c10: '0.00',
      r4c7: '863.80',
      r4c8: '431.90',
      r4c9: '0.00',
      r4c10: '431.90',
    });
  });

  it('passes every check', () => {
    expect(checkReturn(PROPERTY_BEHAVIOUR, FORMS, ANSWER)).toEqual([]);
  });

  it('fills the rate from the 税目: 租赁合同 chosen for the purchase contract taxes it at 1‰, graded wrong', () => {
    const rows = caseRows();
    rows[0][0] = '租赁合同';
    const out = computeReturn(PROPERTY_BEHAVIOUR, FORMS, withYhsRows(rows));
    expect(out.cxs_yhs.tableDataList[0].slice(4, 6)).toEqual(['0.1%', '800.00']);
    const wrong = gradeReturn(PROPERTY_BEHAVIOUR, FORMS, ANSWER, withYhsRows(rows)).map((w) => w.cell);
    expect(wrong).toEqual(expect.arrayContaining(['t0.1', 't0.5', 't0.6', 't0.9']));
  });

  it('refuses a contract row without a 税目', () => {
    const rows = caseRows();
    rows[4][0] = null;
    expect(blockingIds(withYhsRows(rows))).toEqual(['yhs_item_given']);
  });

  it('refuses 已缴税额 above what the 税源明细表 leaves to pay', () => {
    const data = {
      ...ANSWER,
      cxs_main: reportFrom(CXS_MAIN, { r1c3: '2026-01-01', r1c4: '2026-03-31', r1c9: '863.80' }),
    };
    const failures = checkReturn(PROPERTY_BEHAVIOUR, FORMS, data).filter((failure) => failure.blocking);
    expect(failures.map((failure) => failure.message)).toEqual([
      '印花税已缴税额不能大于《印花税税源明细表》应补（退）税额合计！',
    ]);
  });

  it('warns when the whole tax is entered as relief', () => {
    const rows = caseRows().map((row, index) => {
      const copy = [...row];
      copy[7] = ['240.00', '30.00', '378.00', '180.00', '25.00', '10.80'][index];
      return copy;
    });
    const failures = checkReturn(PROPERTY_BEHAVIOUR, FORMS, withYhsRows(rows));
    expect(failures.filter((failure) => failure.blocking)).toEqual([]);
    expect(failures.map((failure) => failure.id)).toContain('yhs_relief_half');
  });

  it('grades the answer against itself as right', () => {
    expect(gradeReturn(PROPERTY_BEHAVIOUR, FORMS, ANSWER, ANSWER)).toEqual([]);
  });

  it('grades a typo in one 计税金额 as that cell and the cells computed from it', () => {
    const rows = caseRows();
    rows[0][2] = '80000.00';
    const wrong = gradeReturn(PROPERTY_BEHAVIOUR, FORMS, ANSWER, withYhsRows(rows));
    expect(wrong.map((cell) => `${cell.form}.${cell.cell}`)).toEqual([
      'cxs_main.r1c5',
      'cxs_main.r1c7',
      'cxs_main.r1c10',
      'cxs_main.r4c7',
      'cxs_main.r4c10',
      'cxs_yhs.r1c1',
      'cxs_yhs.r2c1',
      'cxs_yhs.r4c1',
      'cxs_yhs.t0.3',
      'cxs_yhs.t0.6',
      'cxs_yhs.t0.9',
    ]);
    expect(wrong.find((cell) => cell.cell === 't0.3')?.label).toBe('第1行 计税金额');
  });

  it('does not grade the 凭证名称, 核定比例, 减免性质代码 or the period dates', () => {
    const rows = caseRows().map((row) => {
      const copy = [...row];
      copy[1] = '合同';
      copy[3] = '100%';
      copy[6] = null;
      return copy;
    });
    const data = { ...withYhsRows(rows), cxs_main: reportFrom(CXS_MAIN, {}) };
    expect(gradeReturn(PROPERTY_BEHAVIOUR, FORMS, ANSWER, data)).toEqual([]);
  });

  it('makes 431.90 of 印花税 owed and nothing else', () => {
    expect(payablesOf(PROPERTY_BEHAVIOUR, FORMS, ANSWER)).toEqual([
      { label: '印花税', amount: '431.90' },
      { label: '房产税', amount: '0.00' },
      { label: '城镇土地使用税', amount: '0.00' },
    ]);
  });
});

describe('房产税 and 城镇土地使用税 (an invented quarter)', () => {
  // 房产税: 3,000,000.00 × (1 − 30%) = 2,100,000.00; × 1.2% = 25,200.00 a year; × 3 ÷ 12 = 6,300.00
  // 城镇土地使用税: 1,200 m² × 15.00 = 18,000.00 a year; × 3 ÷ 12 = 4,500.00; no halving
  const data = landAndBuilding(BUILDING, LAND);
  const computed = computeReturn(PROPERTY_BEHAVIOUR, FORMS, data);

  it('computes the 房产税税源明细表', () => {
    expect(computedCells(CXS_FCS, computed.cxs_fcs)).toEqual({
      r4c1: '70%',
      r5c1: '2100000.00',
      r6c1: '1.2%',
      r7c1: '25200.00',
      r9c1: '6300.00',
      r11c1: '6300.00',
      r13c1: '12%',
      r14c1: '0.00',
      r16c1: '0.00',
      r17c1: '6300.00',
      r18c1: '0.00',
      r19c1: '6300.00',
    });
  });

  it('computes the 城镇土地使用税税源明细表', () => {
    expect(computedCells(CXS_TDSYS, computed.cxs_tdsys)).toEqual({
      r3c1: '18000.00',
      r5c1: '4500.00',
      r7c1: '4500.00',
    });
  });

  it('carries both into the main form', () => {
    expect(computedCells(CXS_MAIN, computed.cxs_main)).toEqual({
      r1c5: '0.00',
      r1c7: '0.00',
      r1c8: '0.00',
      r1c10: '0.00',
      r2c5: '2100000.00',
      r2c7: '6300.00',
      r2c8: '0.00',
      r2c10: '6300.00',
      r3c5: '1200.00',
      r3c7: '4500.00',
      r3c8: '0.00',
      r3c10: '4500.00',
      r4c7: '10800.00',
      r4c8: '0.00',
      r4c9: '0.00',
      r4c10: '10800.00',
    });
    expect(checkReturn(PROPERTY_BEHAVIOUR, FORMS, data)).toEqual([]);
    expect(payablesOf(PROPERTY_BEHAVIOUR, FORMS, data)).toEqual([
      { label: '印花税', amount: '0.00' },
      { label: '房产税', amount: '6300.00' },
      { label: '城镇土地使用税', amount: '4500.00' },
    ]);
  });

  it('computes 从租计征 and a halved 城镇土地使用税', () => {
    // 从价: (3,000,000.00 − 500,000.00) × 70% = 1,750,000.00; × 1.2% = 21,000.00; × 3 ÷ 12 = 5,250.00
    // 从租: 60,000.00 × 12% = 7,200.00; total 12,450.00. Land halved: 4,500.00 − 2,250.00 = 2,250.00
    const rented = landAndBuilding({ ...BUILDING, r2c1: '500000.00', r12c1: '60000.00' }, { ...LAND, r6c1: '2250.00' });
    const result = computeReturn(PROPERTY_BEHAVIOUR, FORMS, rented);
    expect(computedCells(CXS_FCS, result.cxs_fcs)).toMatchObject({
      r5c1: '1750000.00',
      r7c1: '21000.00',
      r9c1: '5250.00',
      r11c1: '5250.00',
      r14c1: '7200.00',
      r16c1: '7200.00',
      r17c1: '12450.00',
      r19c1: '12450.00',
    });
    expect(computedCells(CXS_TDSYS, result.cxs_tdsys)).toEqual({ r3c1: '18000.00', r5c1: '4500.00', r7c1: '2250.00' });
    expect(computedCells(CXS_MAIN, result.cxs_main)).toMatchObject({
      r2c5: '1810000.00',
      r2c10: '12450.00',
      r3c8: '2250.00',
      r3c10: '2250.00',
      r4c10: '14700.00',
    });
    expect(blockingIds(rented)).toEqual([]);
  });

  it('refuses the 计税比例 typed as the 减除比例 (70%)', () => {
    const failures = checkReturn(PROPERTY_BEHAVIOUR, FORMS, landAndBuilding({ ...BUILDING, r3c1: '70%' }, LAND));
    expect(failures.filter((failure) => failure.blocking).map((failure) => failure.message)).toEqual([
      '从价计征房产税的减除比例应在10%至30%之间（按当地规定）！',
    ]);
  });

  it('refuses land without the months of the period', () => {
    const failures = checkReturn(PROPERTY_BEHAVIOUR, FORMS, landAndBuilding(BUILDING, { ...LAND, r4c1: '' }));
    expect(failures.filter((failure) => failure.blocking).map((failure) => failure.message)).toEqual([
      '城镇土地使用税的本期申报月数应为1至12个月！',
    ]);
  });

  it('grades a typo in the 单位税额 as that cell and the cells computed from it', () => {
    const typo = landAndBuilding(BUILDING, { ...LAND, r2c1: '1.50' });
    expect(gradeReturn(PROPERTY_BEHAVIOUR, FORMS, data, typo).map((cell) => `${cell.form}.${cell.cell}`)).toEqual([
      'cxs_main.r3c7',
      'cxs_main.r3c10',
      'cxs_main.r4c7',
      'cxs_main.r4c10',
      'cxs_tdsys.r2c1',
      'cxs_tdsys.r3c1',
      'cxs_tdsys.r5c1',
      'cxs_tdsys.r7c1',
    ]);
  });
});
