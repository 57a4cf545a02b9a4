import { describe, expect, it } from 'vitest';
import { ANSWER, CASE, CASE_NOTES, QIMING_2026_Q2_CIT } from '../cases/qiming-2026-q2-cit';
import { FORM_TYPES } from '../catalogue';
import { checkReturn, computeReturn, gradeReturn, inputProblems, payablesOf } from '../engine';
import { cellsOf, reportFrom, type TReportData } from '../form';
import { computedCells } from '../test-support';
import { validateDefinitions } from '../validate';
import { CIT_A, CIT_A200000, CIT_FORMS } from './cit';

const FORMS = Object.fromEntries(CIT_FORMS.map((form) => [form.code, form]));

/** The case's answer with some fixed cells replaced (null: emptied). */
function changed(values: Record<string, string | null>, table?: (string | null)[][]): Record<string, TReportData> {
  const cells = cellsOf(CIT_A200000);
  const list = [...ANSWER.cit_a200000.defaultDataList];
  for (const [key, value] of Object.entries(values)) {
    const index = cells.findIndex((cell) => cell.key === key);
    if (index < 0) throw new Error(`no cell ${key}`);
    list[index] = value;
  }
  return {
    cit_a200000: {
      defaultDataList: list,
      tableDataList: table ?? ANSWER.cit_a200000.tableDataList.map((row) => [...row]),
    },
  };
}

const failures = (data: Record<string, TReportData>) => checkReturn(CIT_A, FORMS, data);
const blocking = (data: Record<string, TReportData>) =>
  failures(data)
    .filter((failure) => failure.blocking)
    .map((failure) => failure.id);

/** A small company's answer built from its inputs (the quarterly table of the case unless given). */
function filed(values: Record<string, string>, table?: (string | null)[][]): Record<string, TReportData> {
  return {
    cit_a200000: reportFrom(CIT_A200000, values, table ?? ANSWER.cit_a200000.tableDataList),
  };
}

describe('企业所得税月（季）度预缴纳税申报表（A类） definitions', () => {
  it('are sound', () => {
    expect(validateDefinitions(CIT_FORMS, [CIT_A])).toEqual([]);
  });

  it('use the catalogue code of the A200000 and the CIT filing category', () => {
    const type = FORM_TYPES.find((entry) => entry.form === 'cit_a200000');
    expect(type?.category).toBe(3);
    expect(CIT_A.category).toBe(3);
    expect(CIT_A.forms).toEqual(['cit_a200000']);
    expect(QIMING_2026_Q2_CIT.items[0].returnCode).toBe(CIT_A.code);
  });

  it('number the rows as the 2025 form and place the 附报 block first', () => {
    const lines = CIT_A200000.rows.map((row) => row.line);
    expect(lines.slice(0, 6)).toEqual(['101', '102', '103', '104', '105', '106']);
    expect(lines.slice(6)).toEqual([
      '1',
      '1.1',
      '1.2',
      '1.3',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
      '19',
      '20',
      '21',
      '22',
      '22.1',
      '22.2',
      '23',
      '24',
      '25',
      '26',
      '27',
      '28',
      '28.1',
      '28.2',
      '29',
      '30',
      '31',
      '32',
    ]);
  });
});

describe('广州启明商务咨询有限公司 2026年第二季度预缴', () => {
  const computed = computeReturn(CIT_A, FORMS, ANSWER);

  it('has typed values that fit their cells', () => {
    expect(inputProblems(CIT_A200000, ANSWER.cit_a200000)).toEqual([]);
  });

  it('computes every locked cell as computed by hand', () => {
    expect(computedCells(CIT_A200000, computed.cit_a200000)).toEqual({
      r101c1: '45.00',
      r102c1: '1200.00',
      r15c1: '420000.00',
      r18c1: '420000.00',
      r22c1: '20000.00',
      r25c1: '400000.00',
      r26c1: '25%',
      r27c1: '100000.00',
      r28c1: '80000.00',
      r28_1c1: '80000.00',
      r32c1: '13500.00',
    });
  });

  it('passes every check', () => {
    expect(failures(ANSWER)).toEqual([]);
  });

  it('makes 13,500.00 of 企业所得税 owed', () => {
    expect(payablesOf(CIT_A, FORMS, ANSWER)).toEqual([{ label: '企业所得税', amount: '13500.00' }]);
  });

  it('grades its own answer right', () => {
    expect(gradeReturn(CIT_A, FORMS, ANSWER, ANSWER)).toEqual([]);
  });

  it('grades a typo in 营业成本 as the cell and every cell computed from it', () => {
    const wrong = gradeReturn(CIT_A, FORMS, ANSWER, changed({ r2c1: '1905000.00' }));
    expect(wrong.map((cell) => cell.cell).sort()).toEqual(
      ['r2c1', 'r15c1', 'r18c1', 'r25c1', 'r27c1', 'r28_1c1', 'r28c1', 'r32c1'].sort(),
    );
    expect(wrong.find((cell) => cell.cell === 'r28_1c1')?.label).toBe('第28.1行');
    const typo = computeReturn(CIT_A, FORMS, changed({ r2c1: '1905000.00' }));
    expect(computedCells(CIT_A200000, typo.cit_a200000)).toMatchObject({
      r25c1: '445000.00',
      r27c1: '111250.00',
      r28_1c1: '89000.00',
      r32c1: '15750.00',
    });
  });

  it('grades a typo in the quarterly 从业人数 as the table cell and the average', () => {
    const table = [
      ['一季度', '43', '46', '1146.52', '1213.48'],
      ['二季度', '46', '54', '1213.48', '1226.52'],
    ];
    const wrong = gradeReturn(CIT_A, FORMS, ANSWER, changed({}, table));
    expect(wrong.map((cell) => cell.cell).sort()).toEqual(['r101c1', 't1.3']);
    expect(computedCells(CIT_A200000, computeReturn(CIT_A, FORMS, changed({}, table)).cit_a200000).r101c1).toBe(
      '47.25',
    );
  });

  it('grades the 小型微利企业 choice with the relief it brings', () => {
    const data = changed({ r104c1: '否' });
    const wrong = gradeReturn(CIT_A, FORMS, ANSWER, data);
    expect(wrong.map((cell) => cell.cell)).toEqual(['r104c1', 'r28c1', 'r28_1c1', 'r32c1']);
    // no relief: 100,000.00 − 6,500.00
    expect(computedCells(CIT_A200000, computeReturn(CIT_A, FORMS, data).cit_a200000)).toMatchObject({
      r28_1c1: '0.00',
      r32c1: '93500.00',
    });
    expect(failures(data).map((failure) => [failure.id, failure.blocking])).toEqual([
      ['small_low_profit_missed', false],
    ]);
  });

  it('describes the company and its period', () => {
    expect(CASE.creditCode).toMatch(/^914401[0-9A-Z]{12}$/);
    expect(CASE.quarterStart).toBe('2026-04-01');
    expect(CASE.quarterEnd).toBe('2026-06-30');
    expect(CASE.deadline).toBe('2026-07-15');
    expect(CASE_NOTES.some((note) => note.includes('[G]'))).toBe(true);
  });
});

describe('A200000 checks', () => {
  it('refuses a return without the quarterly 从业人数 and 资产总额', () => {
    const data = changed({}, [[null, null, null, null, null]]);
    expect(blocking(data)).toEqual(['staff_required', 'assets_required']);
    expect(failures(data)[0].message).toBe('请填写“优惠及附报事项有关信息”的从业人数，从业人数季度平均值应大于0！');
  });

  it('refuses a loss carried forward larger than the profit', () => {
    const data = changed({ r24c1: '500000.00' });
    expect(blocking(data)).toEqual(['loss_offset_limit']);
    expect(failures(data)[0].message).toBe(
      '第24行“弥补以前年度亏损”不能大于第18+19-20-21-22-23行；第18+19-20-21-22-23行小于等于0时，第24行应为0！',
    );
  });

  it('refuses export sales larger than 营业收入', () => {
    expect(blocking(changed({ r1_1c1: '3000000.00' }))).toEqual(['export_le_revenue']);
  });

  it('refuses reliefs larger than the tax', () => {
    const data = changed({ r28_2c1: '30000.00' });
    expect(blocking(data)).toEqual(['relief_le_tax']);
    expect(failures(data)[0].message).toBe('第28行“减免所得税额”不能大于第27行“应纳所得税额”！');
  });

  it('refuses a credit larger than the tax left after reliefs', () => {
    // 100,000.00 − 80,000.00 = 20,000.00 < 25,000.00
    expect(blocking(changed({ r29c1: '25000.00' }))).toEqual(['credit_le_rest']);
  });

  it('warns, without refusing, when 国债利息 exceeds 投资收益 or 职工薪酬 is missing', () => {
    const data = changed({ r9c1: null, r105c1: null });
    const found = failures(data);
    expect(found.filter((failure) => failure.blocking)).toEqual([]);
    expect(found.map((failure) => failure.id)).toEqual(['treasury_interest_in_investment_income', 'payroll_reported']);
  });
});

describe('A200000 formulas beyond the case', () => {
  it('gives no 小型微利 relief above 3,000,000 and refuses 是 there', () => {
    // handout sb-04 exercise 3: 1—9月 实际利润额 3,200,000.00, 已预缴 20,000.00
    const inputs = {
      r103c1: '否',
      r104c1: '否',
      r105c1: '1.00',
      r1c1: '9000000.00',
      r2c1: '5800000.00',
      r30c1: '20000.00',
    };
    const data = filed(inputs);
    expect(computedCells(CIT_A200000, computeReturn(CIT_A, FORMS, data).cit_a200000)).toMatchObject({
      r25c1: '3200000.00',
      r27c1: '800000.00',
      r28_1c1: '0.00',
      r28c1: '0.00',
      r32c1: '780000.00',
    });
    expect(failures(data)).toEqual([]);
    const chosen = filed({ ...inputs, r104c1: '是' });
    expect(computedCells(CIT_A200000, computeReturn(CIT_A, FORMS, chosen).cit_a200000).r28_1c1).toBe('0.00');
    expect(blocking(chosen)).toEqual(['small_low_profit_limits']);
    expect(failures(chosen)[0].message).toBe(
      '从业人数、资产总额、实际利润额超过小型微利企业标准（从业人数300人、资产总额5000万元、应纳税所得额300万元）或从事国家限制或禁止行业的，不能享受小型微利企业减免企业所得税优惠，“小型微利企业”应选择“否”！',
    );
  });

  it('refuses 小型微利企业 for a restricted industry, and requires both choices', () => {
    expect(blocking(changed({ r103c1: '是' }))).toEqual(['small_low_profit_limits']);
    expect(computedCells(CIT_A200000, computeReturn(CIT_A, FORMS, changed({ r103c1: '是' })).cit_a200000).r28_1c1).toBe(
      '0.00',
    );
    expect(blocking(changed({ r103c1: null, r104c1: null }))).toEqual([
      'restricted_industry_chosen',
      'small_low_profit_chosen',
    ]);
  });

  it('gives no relief when 从业人数 averages over 300', () => {
    const data = filed({ r103c1: '否', r104c1: '是', r1c1: '500000.00', r2c1: '300000.00' }, [
      ['一季度', '280', '320', '1000.00', '1000.00'],
      ['二季度', '320', '310', '1000.00', '1000.00'],
    ]);
    // (280 + 320 + 320 + 310) ÷ 2 ÷ 2 = 307.50
    expect(computedCells(CIT_A200000, computeReturn(CIT_A, FORMS, data).cit_a200000)).toMatchObject({
      r101c1: '307.50',
      r25c1: '200000.00',
      r27c1: '50000.00',
      r28_1c1: '0.00',
      r32c1: '50000.00',
    });
    expect(blocking(data)).toEqual(['small_low_profit_limits']);
  });

  it('offsets a prior loss (handout sb-04 exercise 2)', () => {
    const data = filed({ r103c1: '否', r104c1: '是', r1c1: '900000.00', r2c1: '640000.00', r24c1: '60000.00' });
    expect(computedCells(CIT_A200000, computeReturn(CIT_A, FORMS, data).cit_a200000)).toMatchObject({
      r18c1: '260000.00',
      r25c1: '200000.00',
      r27c1: '50000.00',
      r28_1c1: '40000.00',
      r32c1: '10000.00',
    });
    expect(blocking(data)).toEqual([]);
  });

  it('keeps 应纳所得税额 and 本期应补 at zero for a loss, with nothing owed', () => {
    const data = filed({ r103c1: '否', r104c1: '是', r1c1: '100000.00', r2c1: '150000.00', r30c1: '6500.00' });
    expect(computedCells(CIT_A200000, computeReturn(CIT_A, FORMS, data).cit_a200000)).toMatchObject({
      r18c1: '-50000.00',
      r25c1: '-50000.00',
      r27c1: '0.00',
      r28_1c1: '0.00',
      r32c1: '0.00',
    });
    expect(payablesOf(CIT_A, FORMS, data)).toEqual([{ label: '企业所得税', amount: '0.00' }]);
  });
});
