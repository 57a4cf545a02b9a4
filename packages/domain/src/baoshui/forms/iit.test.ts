import { describe, expect, it } from 'vitest';
import { ANSWER, CASE, CASE_NOTES, EMPLOYEE_ROWS, SUITONG_2026_06_IIT } from '../cases/suitong-2026-06-iit';
import { FORM_TYPES } from '../catalogue';
import { checkReturn, computeReturn, gradeReturn, inputProblems, payablesOf } from '../engine';
import { reportFrom, type TReportData } from '../form';
import { computedCells } from '../test-support';
import { validateDefinitions } from '../validate';
import { IIT_FORMS, IIT_WITHHOLD, IIT_WITHHOLD_RETURN } from './iit';

const FORMS = Object.fromEntries(IIT_FORMS.map((form) => [form.code, form]));
const COLUMNS = IIT_WITHHOLD.table?.columns ?? [];
const at = (key: string) => COLUMNS.findIndex((column) => column.key === key);

/** The computed columns of the table, row by row, by column key. */
function computedTable(data: TReportData): Record<string, string | null>[] {
  return data.tableDataList.map((row) =>
    Object.fromEntries(
      COLUMNS.flatMap((column, index) => (column.formula !== undefined ? [[column.key, row[index] ?? null]] : [])),
    ),
  );
}

/** The case's rows with some cells replaced: (row index or 'all', column key, value). */
function withRows(...edits: [number | 'all', string, string | null][]): Record<string, TReportData> {
  const rows = EMPLOYEE_ROWS.map((row) => [...row]);
  for (const [row, key, value] of edits) {
    for (const index of row === 'all' ? rows.keys() : [row]) rows[index][at(key)] = value;
  }
  return { iit_withhold: reportFrom(IIT_WITHHOLD, {}, rows) };
}

const failures = (data: Record<string, TReportData>) => checkReturn(IIT_WITHHOLD_RETURN, FORMS, data);
const blocking = (data: Record<string, TReportData>) =>
  failures(data)
    .filter((failure) => failure.blocking)
    .map((failure) => failure.id);

describe('个人所得税扣缴申报表 definitions', () => {
  it('are sound', () => {
    expect(validateDefinitions(IIT_FORMS, [IIT_WITHHOLD_RETURN])).toEqual([]);
  });

  it('use the catalogue code and the 个人所得税 filing category', () => {
    expect(FORM_TYPES.find((entry) => entry.form === 'iit_withhold')?.category).toBe(4);
    expect(IIT_WITHHOLD_RETURN.category).toBe(4);
    expect(IIT_WITHHOLD_RETURN.forms).toEqual(['iit_withhold']);
    expect(SUITONG_2026_06_IIT.items[0].returnCode).toBe(IIT_WITHHOLD_RETURN.code);
  });

  it('has the columns of the 扣缴申报表 for 工资、薪金', () => {
    expect(COLUMNS.map((column) => column.label)).toEqual([
      '姓名',
      '身份证件号码',
      '本期收入',
      '本期免税收入',
      '基本养老保险费',
      '基本医疗保险费',
      '失业保险费',
      '住房公积金',
      '累计收入额',
      '累计免税收入',
      '累计减除费用',
      '累计专项扣除',
      '累计子女教育',
      '累计继续教育',
      '累计住房贷款利息',
      '累计住房租金',
      '累计赡养老人',
      '累计3岁以下婴幼儿照护',
      '累计个人养老金',
      '累计其他扣除',
      '应纳税所得额',
      '税率/预扣率',
      '速算扣除数',
      '应纳税额',
      '减免税额',
      '已缴税额',
      '应补/退税额',
    ]);
  });
});

describe('广州市穗通办公设备有限公司 2026年6月工资薪金扣缴申报', () => {
  const computed = computeReturn(IIT_WITHHOLD_RETURN, FORMS, ANSWER).iit_withhold;

  it('has typed values that fit their cells', () => {
    expect(inputProblems(IIT_WITHHOLD, ANSWER.iit_withhold)).toEqual([]);
  });

  it('computes every computed column of every employee as computed by hand', () => {
    const row = (ynssde: string, sl: string, sskcs: string, ynse: string, ybtse: string) => ({
      ynssde,
      sl,
      sskcs,
      ynse,
      ybtse,
    });
    expect(computedTable(computed)).toEqual([
      // 周建华 156,000 − 30,000 − 28,392 − 12,000 − 6,000 − 9,000 − 6,000; 64,608 × 10% − 2,520 − 2,864.00
      row('64608.00', '10%', '2520.00', '3940.80', '1076.80'),
      // 黄丽萍 96,000 − 30,000 − 17,472 − 12,000 − 18,000; × 3% − 463.20
      row('18528.00', '3%', '0.00', '555.84', '92.64'),
      // 陈思远 57,000 − 30,000 − 10,374 − 2,400 − 9,000
      row('5226.00', '3%', '0.00', '156.78', '26.13'),
      // 李嘉欣 39,000 − 30,000 − 7,098 − 9,000 < 0
      row('0.00', '3%', '0.00', '0.00', '0.00'),
      // 林晓敏 46,800 − 30,000 − 8,517.60 − 12,000 < 0
      row('0.00', '3%', '0.00', '0.00', '0.00'),
      // 郑浩然 108,000 − 30,000 − 19,656 − 6,000 − 6,000 − 9,000; 37,344 × 10% − 2,520 − 933.60
      row('37344.00', '10%', '2520.00', '1214.40', '280.80'),
      // 吴俊杰 51,000 − 30,000 − 9,282 − 9,000
      row('2718.00', '3%', '0.00', '81.54', '13.59'),
      // 何雅琪 43,200 − 30,000 − 7,862.40 − 2,400; 2,937.60 × 3% = 88.128
      row('2937.60', '3%', '0.00', '88.13', '14.69'),
      // 罗伟明 54,000 − 30,000 − 9,828 − 12,000
      row('2172.00', '3%', '0.00', '65.16', '10.86'),
      // 赵国栋 33,000 − 30,000 − 6,006 < 0
      row('0.00', '3%', '0.00', '0.00', '0.00'),
    ]);
  });

  it('computes the 合计 row', () => {
    expect(computedCells(IIT_WITHHOLD, computed)).toEqual({
      r1c1: '114000.00',
      r1c2: '0.00',
      r1c3: '9120.00',
      r1c4: '2280.00',
      r1c5: '228.00',
      r1c6: '9120.00',
      r1c7: '684000.00',
      r1c8: '133533.60',
      r1c9: '6102.65',
      r1c10: '0.00',
      r1c11: '4587.14',
      r1c12: '1515.51',
    });
  });

  it('passes every check', () => {
    expect(failures(ANSWER)).toEqual([]);
  });

  it('makes 1,515.51 of 个人所得税 owed', () => {
    expect(payablesOf(IIT_WITHHOLD_RETURN, FORMS, ANSWER)).toEqual([{ label: '个人所得税', amount: '1515.51' }]);
  });

  it('grades its own answer right, a trailing blank row ignored', () => {
    expect(gradeReturn(IIT_WITHHOLD_RETURN, FORMS, ANSWER, ANSWER)).toEqual([]);
    const blankRow = COLUMNS.map(() => null);
    const withBlank = { iit_withhold: reportFrom(IIT_WITHHOLD, {}, [...EMPLOYEE_ROWS, blankRow]) };
    expect(computeReturn(IIT_WITHHOLD_RETURN, FORMS, withBlank).iit_withhold.tableDataList[10]).toEqual(blankRow);
    expect(gradeReturn(IIT_WITHHOLD_RETURN, FORMS, ANSWER, withBlank)).toEqual([]);
  });

  it('grades a typo in 累计子女教育 as the cell and every cell computed from it', () => {
    // 黄丽萍 12,000.00 typed 1,200.00: 应纳税所得额 29,328.00, 应纳税额 879.84, 应补 416.64; rate and quick unchanged
    const typo = withRows([1, 'znjy', '1200.00']);
    const wrong = gradeReturn(IIT_WITHHOLD_RETURN, FORMS, ANSWER, typo);
    expect(wrong.map((cell) => cell.cell).sort()).toEqual(
      ['r1c8', 'r1c9', 'r1c12', 't1.znjy', 't1.ynssde', 't1.ynse', 't1.ybtse'].sort(),
    );
    expect(wrong.find((cell) => cell.cell === 't1.znjy')?.label).toBe('第2行 累计子女教育');
    const again = computeReturn(IIT_WITHHOLD_RETURN, FORMS, typo).iit_withhold;
    expect(computedTable(again)[1]).toEqual({
      ynssde: '29328.00',
      sl: '3%',
      sskcs: '0.00',
      ynse: '879.84',
      ybtse: '416.64',
    });
    expect(computedCells(IIT_WITHHOLD, again).r1c12).toBe('1839.51');
  });

  it('grades a missing employee as each of the row’s graded cells', () => {
    const missing = { iit_withhold: reportFrom(IIT_WITHHOLD, {}, EMPLOYEE_ROWS.slice(0, 9)) };
    const wrong = gradeReturn(IIT_WITHHOLD_RETURN, FORMS, ANSWER, missing);
    expect(wrong.filter((cell) => cell.cell.startsWith('t9.'))).toHaveLength(COLUMNS.length);
    expect(wrong.filter((cell) => cell.cell.startsWith('r1c')).map((cell) => cell.cell)).toEqual([
      'r1c1',
      'r1c3',
      'r1c4',
      'r1c5',
      'r1c6',
      'r1c7',
    ]);
  });

  it('describes the withholding agent and the period', () => {
    expect(CASE.creditCode).toBe('91440106MA5CQ8T480');
    expect(CASE.monthStart).toBe('2026-06-01');
    expect(CASE.deadline).toBe('2026-07-15');
    expect(EMPLOYEE_ROWS[4].slice(0, 2)).toEqual(['林晓敏', '440106199203152642']);
    expect(CASE_NOTES.some((note) => note.includes('[G]'))).toBe(true);
  });
});

describe('扣缴申报表 checks', () => {
  it('refuses a return whose 累计 columns were left empty', () => {
    const data = withRows(['all', 'ljsr', null], ['all', 'ljjcfy', null], ['all', 'ljzxkc', null]);
    expect(blocking(data)).toEqual([
      'cumulative_income_ge_month',
      'cumulative_basic_deduction',
      'cumulative_special_ge_month',
    ]);
    expect(failures(data)[0].message).toBe('累计收入额不能小于本期收入，请填写本年截至本月的累计收入额！');
  });

  it('refuses a 累计减除费用 beyond 5,000 a month for twelve months', () => {
    // 周建华 typed 400,000.00: 400,000.00 + 9 × 30,000.00 = 670,000.00 in all > 60,000 × 10
    const data = withRows([0, 'ljjcfy', '400000.00']);
    expect(blocking(data)).toEqual(['cumulative_basic_deduction']);
    expect(failures(data)[0].message).toBe(
      '累计减除费用应按5000元/月乘以纳税人当年在本单位的任职受雇月份数计算，请核对！',
    );
  });

  it('refuses a return with no employee', () => {
    const data = { iit_withhold: reportFrom(IIT_WITHHOLD, {}) };
    expect(blocking(data)[0]).toBe('rows_required');
  });

  it('refuses 减免税额 larger than 应纳税额', () => {
    const data = withRows([0, 'jmse', '7000.00']);
    expect(blocking(data)).toEqual(['relief_le_tax']);
    expect(failures(data)[0].message).toBe('减免税额不能大于应纳税额！');
  });

  it('refuses a 个人养老金 deduction above 12,000 a year', () => {
    expect(blocking(withRows([0, 'grylj', '130000.00']))).toEqual(['pension_limit']);
  });

  it('only warns when the month gives a refund', () => {
    // 周建华 已缴 typed 5,000.00: 3,940.80 − 5,000.00 = −1,059.20; total 1,515.51 − 1,076.80 − 1,059.20 = −620.49
    const data = withRows([0, 'yjse', '5000.00']);
    expect(computedCells(IIT_WITHHOLD, computeReturn(IIT_WITHHOLD_RETURN, FORMS, data).iit_withhold).r1c12).toBe(
      '-620.49',
    );
    expect(failures(data).map((failure) => [failure.id, failure.blocking])).toEqual([
      ['no_refund_when_withholding', false],
    ]);
  });
});
