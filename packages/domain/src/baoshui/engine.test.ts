import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../decimal';
import { YUEXIANG_2026_Q3_VAT } from './cases/yuexiang-2026-q3-vat';
import { categoryName, FILING_CATEGORIES, FORM_TYPES } from './catalogue';
import {
  computeReturn,
  evaluateForm,
  formatCell,
  gradeReturn,
  isSameReportCell,
  normaliseReport,
  readCell,
} from './engine';
import { evaluate, FormulaError, parseFormula, type TScope } from './expr';
import { cellsOf, type TFormDef, type TReportData, type TReturnDef } from './form';
import { VAT_SMALL, XGM_MAIN } from './forms/vat-small';
import { FORM_DEFS, FORMS_BY_CODE, isBuiltFormType, RETURN_DEFS } from './registry';
import { validateDefinitions } from './validate';

const cells: Record<string, string> = { r1c1: '100', r2c1: '30.5', r3c1: '0' };
const scope: TScope = {
  ref: (_form, name) => new Dec(cells[name] ?? 0),
  column: () => [new Dec(1), null, new Dec('2.5')],
  compareRound: (value) => value.toDecimalPlaces(2),
};

function run(source: string) {
  const value = evaluate(parseFormula(source), scope);
  return typeof value === 'boolean' ? value : value.toFixed();
}

describe('what a computed cell shows', () => {
  it.each([
    ['313000', 'amount', '313000.00'],
    ['5.5', 'amount', '5.50'],
    ['0.005', 'amount', '0.01'],
    ['2.345', 'amount', '2.35'],
    ['-2.345', 'amount', '-2.35'],
    ['-0.001', 'amount', '0.00'],
    ['-0.4', 'int', '0'],
    ['2.5', 'int', '3'],
    ['17', 'int', '17'],
    ['0.13', 'rate', '13%'],
    ['0.000125', 'rate', '0.0125%'],
  ] as const)('%s as %s → %s', (value, format, shown) => {
    expect(formatCell(new Dec(value), format)).toBe(shown);
  });

  it('the same decimal read twice is the same value', () => {
    expect(readCell('1,234.50', 'amount')?.toFixed(2)).toBe('1234.50');
    expect(readCell('1234.50', 'amount')?.eq(readCell('1,234.5', 'amount') ?? 0)).toBe(true);
  });
});

describe('formulas', () => {
  it.each([
    ['r1c1 + r2c1 * 2', '161'],
    ['(r1c1 + r2c1) * 2', '261'],
    ['r1c1 - r2c1 - 10', '59.5'],
    ['-r2c1 + 1', '-29.5'],
    ['r1c1 * 13%', '13'],
    ['r1c1 / 3', new Dec(100).div(3).toFixed()],
    ['r1c1 / r3c1', '0'],
    ['min(r1c1, r2c1, 50)', '30.5'],
    ['max(r1c1, r2c1)', '100'],
    ['abs(r3c1 - r2c1)', '30.5'],
    ['round(r2c1 / 3, 2)', '10.17'],
    ['if(r1c1 > r2c1, 1, 2)', '1'],
    ['sum(t.c2)', '3.5'],
    ['count(t.c2)', '2'],
    ['iit_rate(36000)', '0.03'],
    ['iit_rate(36000.01)', '0.1'],
    ['iit_quick(144000.01)', '16920'],
    ['iit_quick(2000000)', '181920'],
    ['r1c1 = 100.001', true],
    ['r1c1 != 100 or r2c1 > 30', true],
    ['not r1c1 >= 100 and r2c1 < 40', false],
    ['r9c9 = 0', true],
  ])('%s → %s', (source, expected) => {
    expect(run(source)).toBe(expected);
  });

  it.each([
    ['', '公式为空'],
    ['r1c1 +', '公式不完整'],
    ['(r1c1', '缺少「)」'],
    ['foo(1)', '未知的函数「foo」'],
    ['round(1)', '函数「round」的参数个数不对'],
    ['r1c1 r2c1', '「r2c1」的位置不对'],
    ['r1c1 # 2', '无法识别的内容「# 2」'],
    ['xgm.', '「xgm.」后缺少单元格'],
  ])('refuses %j: %s', (source, message) => {
    expect(() => parseFormula(source)).toThrow(new FormulaError(message));
  });
});

describe('cell comparison (spec 02 §5)', () => {
  it.each([
    [null, null, 'amount', true],
    [null, '0', 'amount', true],
    ['0.00', null, 'amount', true],
    ['100', '100.00', 'amount', true],
    ['100.004', '100.00', 'amount', true],
    ['100.01', '100.00', 'amount', false],
    ['7%', '0.07', 'rate', true],
    ['7%', '7', 'rate', false],
    ['张三', ' 张三 ', 'text', true],
    ['张三', '', 'text', false],
    [null, '', 'text', true],
    ['是', '否', 'select', false],
  ] as const)('%j vs %j as %s → %s', (a, b, format, expected) => {
    expect(isSameReportCell(a, b === null ? null : b.trim() === '' ? null : b.trim(), format)).toBe(expected);
  });

  it('reads amounts with thousands separators and rates as percent or fraction', () => {
    expect(readCell('1,234.50', 'amount')?.toFixed(2)).toBe('1234.50');
    expect(readCell('13%', 'rate')?.toFixed()).toBe('0.13');
    expect(readCell('0.13', 'rate')?.toFixed()).toBe('0.13');
    expect(readCell('abc', 'amount')).toBeNull();
    expect(readCell('1.5', 'int')).toBeNull();
  });
});

describe('definitions', () => {
  it('every built form and return is sound', () => {
    expect(validateDefinitions(FORM_DEFS, RETURN_DEFS)).toEqual([]);
  });

  const tiny = (cellsOfRow: TFormDef['rows'][number]['cells'][]): TFormDef => ({
    code: 'tiny',
    title: '测试表',
    columns: [{ key: '1', label: '金额' }],
    rows: cellsOfRow.map((rowCells, index) => ({
      line: String(index + 1),
      label: `第${index + 1}行`,
      cells: rowCells,
    })),
  });
  const returnOf = (form: TFormDef, extra: Partial<TReturnDef> = {}): TReturnDef => ({
    code: 'tiny_return',
    title: '测试申报',
    category: 1,
    forms: [form.code],
    payables: [],
    ...extra,
  });

  it('finds a formula cycle, a missing cell, a bad formula and a form outside the return', () => {
    const form = tiny([
      { '1': { formula: 'r2c1 + 1' } },
      { '1': { formula: 'r1c1 * 2' } },
      { '1': { formula: 'r9c1' } },
      { '1': { formula: 'r1c1 +' } },
      { '1': { formula: 'other.r1c1' } },
    ]);
    const problems = validateDefinitions([form], [returnOf(form)]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'tiny.r3c1: 单元格 tiny.r9c1 不存在',
        'tiny.r4c1: 公式不完整',
        'tiny.r5c1: 表单 other 不在本申报表中',
      ]),
    );
    expect(problems.some((p) => p.startsWith('tiny_return: 公式循环引用'))).toBe(true);
  });

  it('finds duplicate lines, unknown columns, select cells without options and bad payables', () => {
    const form: TFormDef = {
      ...tiny([{ '1': {} }]),
      rows: [
        { line: '1', label: 'a', cells: { '1': {}, '9': {} } },
        { line: '1', label: 'b', cells: { '1': { format: 'select' } } },
      ],
    };
    const problems = validateDefinitions([form], [returnOf(form, { payables: [{ label: '税', amount: 'r7c1' }] })]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'tiny: 栏次 1 重复或不合规',
        'tiny: 第1栏用了不存在的列 9',
        'tiny.r1c1: 下拉单元格缺少选项',
        'tiny_return 应缴项目 税: 单元格 tiny.r7c1 不存在',
      ]),
    );
  });

  it('lists 13 filing categories and about 80 form types, the built ones with a definition', () => {
    expect(FILING_CATEGORIES).toHaveLength(13);
    expect(categoryName(5)).toBe('财产和行为税合并申报');
    expect(categoryName(99)).toBe('未知类别');
    expect(FORM_TYPES.length).toBeGreaterThanOrEqual(80);
    expect(new Set(FORM_TYPES.map((type) => type.value)).size).toBe(FORM_TYPES.length);
    const built = FORM_TYPES.filter(isBuiltFormType).map((type) => type.form);
    expect(built).toEqual(expect.arrayContaining(['xgm_main', 'xgm_fjs', 'xgm_jmb']));
    for (const code of built) expect(FORMS_BY_CODE[code as string]).toBeDefined();
  });
});

describe('properties of a computed return', () => {
  const inputKeys = cellsOf(XGM_MAIN).filter((cell) => !cell.computed && cell.format === 'amount');
  const amount = fc
    .tuple(fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 0, max: 99 }))
    .map(([yuan, fen]) => `${yuan}.${String(fen).padStart(2, '0')}`);
  const mainData = fc
    .array(fc.option(amount, { nil: null }), { minLength: inputKeys.length, maxLength: inputKeys.length })
    .map((values) => {
      const all = cellsOf(XGM_MAIN);
      const list: (string | null)[] = all.map(() => null);
      inputKeys.forEach((cell, index) => {
        list[all.indexOf(cell)] = values[index];
      });
      return { defaultDataList: list, tableDataList: [] } satisfies TReportData;
    });

  it('computing is idempotent and a computed return grades right against itself', () => {
    fc.assert(
      fc.property(mainData, (main) => {
        const once = computeReturn(VAT_SMALL, FORMS_BY_CODE, { xgm_main: main });
        const twice = computeReturn(VAT_SMALL, FORMS_BY_CODE, once);
        expect(twice).toEqual(once);
        expect(gradeReturn(VAT_SMALL, FORMS_BY_CODE, once, { xgm_main: main })).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('row 22 is always row 15 − row 16 − row 21, to the fen', () => {
    fc.assert(
      fc.property(mainData, (main) => {
        const out = computeReturn(VAT_SMALL, FORMS_BY_CODE, { xgm_main: main }).xgm_main;
        const at = (key: string) =>
          new Dec(out.defaultDataList[cellsOf(XGM_MAIN).findIndex((cell) => cell.key === key)] ?? '0');
        expect(at('r22c1').toFixed(2)).toBe(at('r15c1').minus(at('r16c1')).minus(at('r21c1')).toFixed(2));
      }),
      { numRuns: 60 },
    );
  });
});

describe('typed amounts as saved', () => {
  it.each([
    ['313000', '313000.00'],
    ['313,000.5', '313000.50'],
    ['007', '7.00'],
    ['0', '0.00'],
    ['-12.3', '-12.30'],
    ['+8', '8.00'],
    ['  100.05 ', '100.05'],
  ])('%j → %j', (typed, saved) => {
    const data = { defaultDataList: cellsOf(XGM_MAIN).map(() => null as string | null), tableDataList: [] };
    data.defaultDataList[0] = typed;
    expect(normaliseReport(XGM_MAIN, data).defaultDataList[0]).toBe(saved);
  });
});

describe('a save evaluated with the other forms as saved', () => {
  it('gives the same form and checks as evaluating everything afresh', () => {
    const data = YUEXIANG_2026_Q3_VAT.answer as Record<string, TReportData>;
    const stored = computeReturn(VAT_SMALL, FORMS_BY_CODE, data);
    for (const code of VAT_SMALL.forms) {
      const mixed = { ...stored, [code]: data[code] };
      expect(evaluateForm(VAT_SMALL, FORMS_BY_CODE, mixed, code, true)).toEqual(
        evaluateForm(VAT_SMALL, FORMS_BY_CODE, mixed, code, false),
      );
    }
  });
});
