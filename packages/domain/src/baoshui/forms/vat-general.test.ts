import { describe, expect, it } from 'vitest';
import { SUITONG_2026_06_VAT } from '../cases/suitong-2026-06-vat';
import { FORM_TYPES } from '../catalogue';
import { checkReturn, computeReturn, gradeReturn, inputProblems, payablesOf } from '../engine';
import { cellsOf, type TFormDef, type TReportData } from '../form';
import { withCells as withAnswerCells } from '../test-support';
import { validateDefinitions } from '../validate';
import {
  VAT_GENERAL,
  VAT_GENERAL_FORMS,
  YBNSR_FB1,
  YBNSR_FB2,
  YBNSR_FB3,
  YBNSR_FB4,
  YBNSR_FB5,
  YBNSR_JMB,
  YBNSR_MAIN,
} from './vat-general';

const FORMS = Object.fromEntries(VAT_GENERAL_FORMS.map((form) => [form.code, form]));
const answer = SUITONG_2026_06_VAT.answer as Record<string, TReportData>;

/** A copy of the answer with some input cells of one form changed. */
function withCells(form: TFormDef, values: Record<string, string | null>): Record<string, TReportData> {
  return withAnswerCells(answer, form, values);
}

/** Keys written out by hand whose computed value is zero ('0.00'). */
function zeros(keys: string): Record<string, string> {
  return Object.fromEntries(keys.split(/\s+/).map((key) => [key, '0.00']));
}

/**
 * Every computed cell of every form for the case, computed by hand (sb-01, sb-02; 附加税费 at 7 %, 3 %, 2 % of
 * 13,955.12: 976.8584, 418.6536, 279.1024).
 */
const EXPECTED: Record<string, Record<string, string>> = {
  ybnsr_main: {
    r1c1: '423100.88', // 403,100.88 + 20,000.00
    r2c1: '403100.88',
    r3c1: '20000.00',
    r11c1: '53603.12', // 52,403.12 + 1,200.00
    r12c1: '40168.00',
    r14c1: '520.00',
    r17c1: '39648.00', // 40,168.00 + 0 − 520.00
    r18c1: '39648.00', // 17 < 11
    r19c1: '13955.12', // 53,603.12 − 39,648.00
    r24c1: '13955.12',
    r24c2: '25455.12', // May 11,500.00 + June 13,955.12
    r27c1: '11500.00', // May's tax paid on 12 June (row 30)
    r32c1: '13955.12', // 13,955.12 + 11,500.00 − 11,500.00
    r32c2: '13955.12', // 25,455.12 + 0 − 11,500.00
    r34c1: '13955.12',
    r39c1: '976.86',
    r40c1: '418.65',
    r41c1: '279.10',
    ...zeros(
      'r1c3 r2c3 r3c3 r5c1 r5c3 r11c3 r17c3 r18c3 r19c3 r20c1 r20c3 r21c1 r21c3 r24c3 r24c4 r27c3 r32c3 r32c4 ' +
        'r33c1 r33c3 r34c3 r38c1 r38c2',
    ),
  },
  ybnsr_fb1: {
    r1c9: '403100.88', // 315,143.36 + 79,957.52 + 8,000.00
    r1c10: '52403.12', // 40,968.64 + 10,394.48 + 1,040.00
    r5c9: '20000.00',
    r5c10: '1200.00',
    r5c11: '21200.00',
    r5c13: '21200.00',
    r5c14: '1200.00', // 21,200.00 ÷ 1.06 × 6 %
    ...zeros(
      'r2c9 r2c10 r2c11 r2c12 r2c13 r2c14 r3c9 r3c10 r4c9 r4c10 r4c11 r4c12 r4c13 r4c14 r5c12 r7c11 r7c13 ' +
        'r8c9 r8c10 r9ac9 r9ac10 r9bc9 r9bc10 r9bc11 r9bc12 r9bc13 r9bc14 r10c9 r10c10 r11c9 r11c10 ' +
        'r12c9 r12c10 r12c11 r12c12 r12c13 r12c14 r13ac9 r13ac10 r13ac11 r13ac13 r13bc9 r13bc10 r13bc11 r13bc13 ' +
        'r13cc9 r13cc10 r13cc11 r13cc13 r15c11 r15c13 r16c9 r17c9 r17c11 r17c12 r17c13 r18c9 r19c9 r19c11 r19c12 r19c13',
    ),
  },
  ybnsr_fb2: {
    r1c1: '38',
    r1c2: '310600.00',
    r1c3: '39898.00', // 38,818.00 + 1,080.00
    r4c1: '4',
    r4c2: '3000.00', // (760.00 + 57.50) × 4 ÷ 1.09
    r4c3: '270.00',
    r12c1: '42',
    r12c2: '313600.00',
    r12c3: '40168.00',
    r13c3: '520.00',
    r29c1: '0',
    r29c2: '0.00',
    r29c3: '0.00',
  },
  ybnsr_fb3: zeros('r1c4 r1c6 r2c4 r2c6 r3c4 r3c6 r4c4 r4c6 r5c4 r5c6 r6c4 r6c6 r7c4 r7c6 r8c4 r8c6'),
  ybnsr_fb4: zeros(
    'r1c3 r1c5 r2c3 r2c5 r3c3 r3c5 r4c3 r4c5 r5c3 r5c5 r6c4 r6c6 r7c4 r7c6 r8c1 r8c2 r8c3 r8c4 r8c5 r8c6',
  ),
  ybnsr_fb5: {
    r1c1: '13955.12',
    r1c5: '976.86',
    r1c13: '976.86',
    r2c1: '13955.12',
    r2c4: '3%',
    r2c5: '418.65',
    r2c13: '418.65',
    r3c1: '13955.12',
    r3c4: '2%',
    r3c5: '279.10',
    r3c13: '279.10',
    r4c5: '1674.61',
    r4c13: '1674.61',
    ...zeros('r1c9 r2c9 r3c9 r4c7 r4c9 r4c11 r4c12'),
  },
  ybnsr_jmb: zeros('r1c1 r1c2 r1c3 r1c4 r1c5 r7c1 r7c2 r7c3 r7c4 r7c5 r10c3'),
};

describe('general-taxpayer VAT return: definitions', () => {
  it('are sound', () => {
    expect(validateDefinitions(VAT_GENERAL_FORMS, [VAT_GENERAL])).toEqual([]);
  });

  it('use the catalogue form codes, the main form first', () => {
    expect(VAT_GENERAL.forms).toEqual([
      'ybnsr_main',
      'ybnsr_fb1',
      'ybnsr_fb2',
      'ybnsr_fb3',
      'ybnsr_fb4',
      'ybnsr_fb5',
      'ybnsr_jmb',
    ]);
    expect(VAT_GENERAL_FORMS.map((form) => form.code)).toEqual(VAT_GENERAL.forms);
    const catalogued = new Set(FORM_TYPES.filter((type) => type.category === 1).map((type) => type.form));
    for (const code of VAT_GENERAL.forms) expect(catalogued.has(code)).toBe(true);
  });

  it('lay out the real forms: rows, shaded cells and locked cells', () => {
    expect(YBNSR_MAIN.rows.map((row) => row.line)).toEqual(Array.from({ length: 41 }, (_, i) => String(i + 1)));
    expect(YBNSR_FB1.rows.map((row) => row.line)).toEqual(
      ['1', '2', '3', '4', '5', '6', '7', '8', '9a', '9b', '10', '11', '12', '13a', '13b', '13c'].concat([
        '14',
        '15',
        '16',
        '17',
        '18',
        '19',
      ]),
    );
    expect(YBNSR_FB2.rows.length).toBe(38);
    expect(YBNSR_FB3.rows.length).toBe(8);
    expect(YBNSR_FB4.rows.map((row) => row.line)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(YBNSR_FB5.rows.map((row) => row.label)).toEqual(['城市维护建设税', '教育费附加', '地方教育附加', '合计']);
    expect(YBNSR_JMB.rows.map((row) => row.line)).toEqual(['1', '7', '8', '9', '10']);
    const keys = (form: TFormDef) => new Set(cellsOf(form).map((cell) => cell.key));
    // 即征即退 columns shaded on 7–10; 本年累计 of 13, 17, 20 not used
    for (const key of ['r7c3', 'r8c3', 'r13c2', 'r17c2', 'r20c2', 'r34c2', 'r35c1']) {
      expect(keys(YBNSR_MAIN).has(key)).toBe(false);
    }
    // goods rows have no columns 11–14; 简易 rows no 纳税检查调整; 即征即退 rows only their totals
    for (const key of ['r1c11', 'r1c14', 'r8c7', 'r12c8', 'r6c1', 'r7c8', 'r16c1', 'r19c14']) {
      expect(keys(YBNSR_FB1).has(key)).toBe(false);
    }
    // 转出额 only 税额; 8a and 11 only 税额; rows 24 and 34 wholly shaded
    for (const key of ['r15c1', 'r15c2', 'r8ac1', 'r11c2', 'r24c1', 'r34c3']) {
      expect(keys(YBNSR_FB2).has(key)).toBe(false);
    }
    // the 产教融合 credit is for the education surcharges only
    expect(keys(YBNSR_FB5).has('r1c11')).toBe(false);
    expect(keys(YBNSR_FB5).has('r2c11')).toBe(true);
    const computedKeys = (form: TFormDef) =>
      cellsOf(form)
        .filter((cell) => cell.computed)
        .map((cell) => cell.key);
    expect(computedKeys(YBNSR_MAIN)).toEqual(expect.arrayContaining(['r1c1', 'r11c1', 'r12c1', 'r14c1', 'r39c1']));
    expect(computedKeys(YBNSR_MAIN)).not.toContain('r4c1');
    expect(computedKeys(YBNSR_FB1)).toContain('r5c12'); // from 附列资料（三）
    expect(computedKeys(YBNSR_FB1)).not.toContain('r13ac14'); // 预征率 varies: typed
  });

  it('grade no 本年累计 cell', () => {
    const ungraded = cellsOf(YBNSR_MAIN)
      .filter((cell) => !cell.graded)
      .map((cell) => cell.column.key);
    expect(new Set(ungraded)).toEqual(new Set(['2', '4']));
    expect(cellsOf(YBNSR_MAIN).filter((cell) => cell.column.key === '2' && cell.graded)).toEqual([]);
  });
});

describe('general-taxpayer VAT return: 穗通公司 2026年6月 (handouts sb-01, sb-02)', () => {
  const computed = computeReturn(VAT_GENERAL, FORMS, answer);

  it.each(VAT_GENERAL_FORMS.map((form) => [form.code, form] as const))(
    '%s: every computed cell as computed by hand',
    (code, form) => {
      const cells = cellsOf(form);
      const got = Object.fromEntries(
        cells.flatMap((cell, index) => (cell.computed ? [[cell.key, computed[code].defaultDataList[index]]] : [])),
      );
      expect(got).toEqual(EXPECTED[code]);
    },
  );

  it('the 减免表 keeps its one empty table row', () => {
    expect(computed.ybnsr_jmb.tableDataList).toEqual([[null, null, null, null, null, null]]);
  });

  it('the answer is typed as the cells allow', () => {
    for (const form of VAT_GENERAL_FORMS) expect(inputProblems(form, answer[form.code])).toEqual([]);
  });

  it('passes every check of the return (blocking and advisory)', () => {
    expect(checkReturn(VAT_GENERAL, FORMS, answer)).toEqual([]);
  });

  it('owes 13,955.12 of VAT and 1,674.61 of surcharges', () => {
    expect(payablesOf(VAT_GENERAL, FORMS, answer)).toEqual([
      { label: '增值税', amount: '13955.12' },
      { label: '城市维护建设税', amount: '976.86' },
      { label: '教育费附加', amount: '418.65' },
      { label: '地方教育附加', amount: '279.10' },
    ]);
  });

  it('gives the student the figures the answer is built from', () => {
    const text = SUITONG_2026_06_VAT.documents.map((doc) => doc.html).join('\n');
    for (const figure of [
      '315,143.36',
      '40,968.64',
      '79,957.52',
      '10,394.48',
      '9,040.00',
      '20,000.00',
      '298,600.00',
      '38,818.00',
      '12,000.00',
      '1,080.00',
      '310,600.00',
      '39,898.00',
      '760.00',
      '57.50',
      '520.00',
      '11,500.00',
      '2026年6月12日',
    ]) {
      expect(text).toContain(figure);
    }
  });
});

describe('general-taxpayer VAT return: mistakes', () => {
  it('refuses a 税控设备费 credit larger than the credit available (附列资料（四）col 4 > col 3)', () => {
    const failures = checkReturn(VAT_GENERAL, FORMS, withCells(YBNSR_FB4, { r1c4: '280.00' }));
    expect(failures.map((f) => [f.form, f.id, f.blocking])).toEqual([
      ['ybnsr_fb4', 'r1_c4_le_c3', true],
      ['ybnsr_main', 'fb4_r1_le_main_r23', true],
    ]);
    expect(failures.map((f) => f.message)).toEqual([
      '第1行“本期实际抵减税额”不能大于“本期应抵减税额”！',
      '《附列资料（四）》第1行“本期实际抵减税额”不能大于主表第23栏“应纳税额减征额”！',
    ]);
  });

  it('refuses 免税销售额 typed in the main form but not in 附列资料（一）, and warns about the 减免表', () => {
    const failures = checkReturn(VAT_GENERAL, FORMS, withCells(YBNSR_MAIN, { r8c1: '5000.00', r9c1: '5000.00' }));
    expect(failures.map((f) => [f.id, f.blocking])).toEqual([
      ['main_r8_fb1', true],
      ['main_r9_fb1', true],
      ['jmb_r7_main_r8', false],
    ]);
    expect(failures[0].message).toBe('主表第8栏“免税销售额”应等于《附列资料（一）》第9列第18、19行之和！');
  });

  it('refuses 城建税 at the 教育费附加 rate', () => {
    const failures = checkReturn(VAT_GENERAL, FORMS, withCells(YBNSR_FB5, { r1c4: '3%' }));
    expect(failures.map((f) => f.message)).toEqual([
      '城市维护建设税税率应为7%（市区）、5%（县城、镇）或1%（其他地区）！',
    ]);
  });

  it('refuses a deduction above the 附列资料（三）balance, and 附列资料（三）that does not match 附列资料（一）', () => {
    const failures = checkReturn(VAT_GENERAL, FORMS, withCells(YBNSR_FB3, { r3c3: '1000.00', r3c5: '1500.00' }));
    expect(failures.map((f) => [f.form, f.id])).toEqual([
      ['ybnsr_fb3', 'r3_c5_le_c4'],
      ['ybnsr_fb3', 'r3_c5_le_c1'],
      ['ybnsr_main', 'fb3_r3_4_fb1_r5'],
    ]);
  });

  it('refuses a 旅客运输 amount larger than the input tax it is part of', () => {
    const failures = checkReturn(VAT_GENERAL, FORMS, withCells(YBNSR_FB2, { r10c3: '41000.00' }));
    expect(failures.map((f) => f.message)).toEqual([
      '第10栏“本期用于抵扣的旅客运输服务扣税凭证”税额不能大于第1栏与第4栏税额之和！',
    ]);
  });
});

describe('general-taxpayer VAT return: grading', () => {
  it('grades the answer right', () => {
    expect(gradeReturn(VAT_GENERAL, FORMS, answer, answer)).toEqual([]);
  });

  it('grades a typo wrong at the cell and every cell computed from it', () => {
    // the tax of the unbilled retail computed on the price with tax: 9,040.00 × 13 % = 1,175.20
    const wrong = gradeReturn(VAT_GENERAL, FORMS, answer, withCells(YBNSR_FB1, { r1c6: '1175.20' }));
    expect(wrong.map((w) => `${w.form}.${w.cell}`)).toEqual([
      ...['r11c1', 'r19c1', 'r24c1', 'r32c1', 'r34c1', 'r39c1', 'r40c1', 'r41c1'].map((key) => `ybnsr_main.${key}`),
      ...['r1c6', 'r1c10'].map((key) => `ybnsr_fb1.${key}`),
      ...['r1c1', 'r1c5', 'r1c13', 'r2c1', 'r2c5', 'r2c13', 'r3c1', 'r3c5', 'r3c13', 'r4c5', 'r4c13'].map(
        (key) => `ybnsr_fb5.${key}`,
      ),
    ]);
    expect(wrong[0].label).toBe('第11栏 一般项目·本月数');
    expect(wrong.find((w) => w.form === 'ybnsr_fb1')?.label).toBe('第1行 未开具发票·销项（应纳）税额');
  });

  it('does not grade 本年累计', () => {
    expect(gradeReturn(VAT_GENERAL, FORMS, answer, withCells(YBNSR_MAIN, { r1c2: '423100.88', r19c2: null }))).toEqual(
      [],
    );
  });
});
