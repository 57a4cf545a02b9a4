/**
 * The tax forms' engine: reading and checking what the taxpayer typed, computing the locked cells of a whole return
 * (formulas may read the other forms of the return), running the checks within and across forms, and grading a
 * return cell by cell against the case's answer (spec 02 §5).
 */
import type Decimal from 'decimal.js';
import { isEmptyValue, isSameCell } from '../compare';
import { Dec } from '../decimal';
import { evaluate, parseFormula, type TExpr, type TScope } from './expr';
import {
  cellLabel,
  cellsOf,
  emptyReport,
  type TCellFormat,
  type TCellRef,
  type TCheck,
  type TFormDef,
  type TFormTable,
  type TReportData,
  type TReturnDef,
  type TTableColumn,
  tableCellLabel,
} from './form';

const ZERO = new Dec(0);
const AMOUNT_TEXT = /^[+-]?\d+(\.\d{1,2})?$/;
const INT_TEXT = /^[+-]?\d+$/;
const RATE_TEXT = /^([+-]?\d+(?:\.\d+)?)\s*(%?)$/;

/** The forms a return uses, by code. */
export type TFormSet = Readonly<Record<string, TFormDef>>;

/** A value as typed: commas of thousands removed, spaces trimmed (null when empty). */
export function normaliseTyped(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

function amountText(value: string): string {
  return value.replace(/,/g, '');
}

/** An amount as text at two places, without a decimal (313000 → 313000.00, 5.5 → 5.50); null if not an amount. */
function twoPlaces(plain: string): string | null {
  const match = /^([+-]?)0*(\d+?)(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  return `${sign === '+' ? '' : sign}${whole}.${fraction.padEnd(2, '0')}`;
}

/** A cell's value as a decimal for the formulas (empty or not a number: null). */
export function readCell(value: string | null, format: TCellFormat): Decimal | null {
  if (value === null) return null;
  if (format === 'text' || format === 'select') return null;
  if (format === 'rate') {
    const match = RATE_TEXT.exec(value.trim());
    if (!match) return null;
    return match[2] === '%' ? new Dec(match[1]).div(100) : new Dec(match[1]);
  }
  const text = amountText(value.trim());
  if (format === 'int' ? !INT_TEXT.test(text) : !NUMBER_TEXT.test(text)) return null;
  return decimalOf(text);
}

const NUMBER_TEXT = /^[+-]?\d+(\.\d+)?$/;
const readNumbers = new Map<string, Decimal>();

/** A number's text as a decimal, kept for the next read (decimals are immutable; the memo is bounded). */
function decimalOf(text: string): Decimal {
  let number = readNumbers.get(text);
  if (number === undefined) {
    if (readNumbers.size >= 20_000) readNumbers.clear();
    number = new Dec(text);
    readNumbers.set(text, number);
  }
  return number;
}

/** A select cell's worth in formulas: the value its choice maps to (null when unchosen or unmapped). */
function selectValue(values: Readonly<Record<string, string>> | undefined, choice: string | null): Decimal | null {
  if (!values || choice === null) return null;
  const mapped = values[choice.trim()];
  return mapped === undefined ? null : readCell(mapped, 'rate');
}

/** The number a computed cell shows (what readCell would read back from formatCell's text), for formulas. */
function shownNumber(value: Decimal, format: TCellFormat): Decimal | null {
  if (format === 'int') return value.isInteger() ? value : value.toDecimalPlaces(0, Dec.ROUND_HALF_UP);
  if (format === 'rate') return value.times(100).toDecimalPlaces(4, Dec.ROUND_HALF_UP).div(100);
  if (format === 'amount') return value.decimalPlaces() <= 2 ? value : value.toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  return null;
}

const indexCache = new WeakMap<TFormDef, Map<string, number>>();

/** A form's cell keys by position in defaultDataList (made once per definition). */
function indexOf(form: TFormDef): Map<string, number> {
  let index = indexCache.get(form);
  if (!index) {
    index = new Map(cellsOf(form).map((cell, position) => [cell.key, position]));
    indexCache.set(form, index);
  }
  return index;
}

/** What the portal writes into a computed cell. */
export function formatCell(value: Decimal, format: TCellFormat): string {
  // rounded first, then written: toFixed alone would write a negative that rounds to nothing as -0.00
  if (format === 'int') return (value.isInteger() ? value : value.toDecimalPlaces(0, Dec.ROUND_HALF_UP)).toFixed(0);
  if (format === 'rate') return `${value.times(100).toDecimalPlaces(4, Dec.ROUND_HALF_UP).toFixed()}%`;
  return (value.decimalPlaces() <= 2 ? value : value.toDecimalPlaces(2, Dec.ROUND_HALF_UP)).toFixed(2);
}

/** Why a typed value does not fit its cell (null: it fits). */
export function typedProblem(value: string | null, format: TCellFormat, options?: readonly string[]): string | null {
  if (value === null) return null;
  if (value.length > 200) return '内容过长';
  switch (format) {
    case 'amount':
      return AMOUNT_TEXT.test(amountText(value)) ? null : '应填写金额（数字，最多两位小数）';
    case 'int':
      return INT_TEXT.test(amountText(value)) ? null : '应填写整数';
    case 'rate':
      return RATE_TEXT.test(value) ? null : '应填写税率，如 7% 或 0.07';
    case 'select':
      return options && !options.includes(value) ? '应从选项中选择' : null;
    default:
      return null;
  }
}

/** A problem of a saved form's shape or of one of its cells. */
export interface TInputProblem {
  form: string;
  /** cell key, or t{row}.{column} for a table cell; '' for the shape */
  cell: string;
  message: string;
}

/**
 * Check the shape of a form's data as sent (list lengths, strings or null) and each typed cell against its format.
 * Computed cells may hold anything: the server recomputes them. Returns the problems (empty: it fits).
 */
export function inputProblems(form: TFormDef, data: TReportData, maxRows = 500): TInputProblem[] {
  const problems: TInputProblem[] = [];
  const cells = cellsOf(form);
  if (data.defaultDataList.length !== cells.length) {
    return [{ form: form.code, cell: '', message: `${form.title}的数据与表式不符，请刷新后重新填写` }];
  }
  cells.forEach((cell, index) => {
    if (cell.computed) return;
    const problem = typedProblem(normaliseTyped(data.defaultDataList[index]), cell.format, cell.spec.options);
    if (problem) problems.push({ form: form.code, cell: cell.key, message: `${cellLabel(form, cell)}${problem}` });
  });
  const table = form.table;
  if (!table) {
    if (data.tableDataList.length > 0) {
      problems.push({ form: form.code, cell: '', message: `${form.title}没有计算表格` });
    }
    return problems;
  }
  if (data.tableDataList.length < 1 || data.tableDataList.length > maxRows) {
    problems.push({ form: form.code, cell: '', message: `${form.title}的表格应有1至${maxRows}行` });
    return problems;
  }
  data.tableDataList.forEach((row, rowIndex) => {
    if (row.length !== table.columns.length) {
      problems.push({
        form: form.code,
        cell: `t${rowIndex}`,
        message: `${form.title}第${rowIndex + 1}行的数据与表式不符`,
      });
      return;
    }
    table.columns.forEach((column, columnIndex) => {
      if (column.formula !== undefined) return;
      const problem = typedProblem(normaliseTyped(row[columnIndex]), column.format ?? 'amount', column.options);
      if (problem) {
        problems.push({
          form: form.code,
          cell: `t${rowIndex}.${column.key}`,
          message: `${tableCellLabel(column, rowIndex)}${problem}`,
        });
      }
    });
  });
  return problems;
}

/** Trim every typed value (null when blank), drop commas of thousands from numbers, amounts at two places. */
export function normaliseReport(form: TFormDef, data: TReportData): TReportData {
  const cells = cellsOf(form);
  // amounts as the portal shows them once saved: no separators, two places (313000 → 313000.00)
  const clean = (value: unknown, format: TCellFormat) => {
    const text = normaliseTyped(value);
    if (text === null || (format !== 'amount' && format !== 'int')) return text;
    const plain = amountText(text);
    return format === 'amount' ? (twoPlaces(plain) ?? plain) : plain;
  };
  return {
    defaultDataList: cells.map((cell, index) => clean(data.defaultDataList[index], cell.format)),
    tableDataList: form.table
      ? data.tableDataList.map((row) =>
          (form.table?.columns ?? []).map((column, index) => clean(row[index], column.format ?? 'amount')),
        )
      : [],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// computing a return

const parsed = new Map<string, TExpr>();

/** A formula parsed once (definitions are constants; the cache is bounded by them). */
export function formulaOf(source: string): TExpr {
  let expr = parsed.get(source);
  if (!expr) {
    expr = parseFormula(source);
    parsed.set(source, expr);
  }
  return expr;
}

/** What every state of a form starts from (made once per definition; never changed). */
interface TFormShape {
  cells: TCellRef[];
  index: Map<string, number>;
  /** 0 for a computed cell, 2 for a typed one */
  phase: Uint8Array;
  width: number;
  columnPhase: Uint8Array;
  columnIndex: Map<string, number>;
}

const shapeCache = new WeakMap<TFormDef, TFormShape>();

function shapeOf(form: TFormDef): TFormShape {
  let shape = shapeCache.get(form);
  if (!shape) {
    const cells = cellsOf(form);
    const columns = form.table?.columns ?? [];
    shape = {
      cells,
      index: indexOf(form),
      phase: Uint8Array.from(cells, (cell) => (cell.computed ? 0 : 2)),
      width: columns.length,
      columnPhase: Uint8Array.from(columns, (column) => (column.formula === undefined ? 2 : 0)),
      columnIndex: new Map(columns.map((column, index) => [column.key, index])),
    };
    shapeCache.set(form, shape);
  }
  return shape;
}

interface TFormState {
  form: TFormDef;
  cells: TCellRef[];
  index: Map<string, number>;
  values: (string | null)[];
  table: (string | null)[][];
  /** each fixed cell's value as formulas read it, once read (undefined: not yet) */
  numbers: (Decimal | null | undefined)[];
  /** each fixed cell: 0 to compute, 1 computing, 2 done (typed cells start at 2) */
  phase: Uint8Array;
  /** the same for the table, by row then column */
  tableNumbers: (Decimal | null | undefined)[][];
  tablePhase: Uint8Array[];
  columnIndex: Map<string, number>;
  /** the scope of the form's fixed-cell formulas (one per form) */
  scope?: TScope;
}

/**
 * The working state of a return: each form's values, computed cells filled in dependency order, lazily (a formula
 * reads what it needs, computing it first) and once (each value is read as a number once and kept).
 */
export class ReturnState {
  private readonly states = new Map<string, TFormState>();

  constructor(
    readonly returnDef: TReturnDef,
    readonly forms: TFormSet,
    private readonly data: Readonly<Record<string, TReportData | undefined>>,
    /** forms whose data are as this engine saved them (normalised already): taken as they are */
    private readonly saved: ReadonlySet<string> = new Set(),
  ) {
    for (const code of returnDef.forms) {
      if (!forms[code]) throw new Error(`form ${code} of return ${returnDef.code} is not defined`);
    }
  }

  /** A form's state, made when a formula or a caller first reads the form. */
  private open(code: string): TFormState | undefined {
    if (!this.returnDef.forms.includes(code)) return undefined;
    const form = this.forms[code];
    const shape = shapeOf(form);
    const cells = shape.cells;
    const data = this.data[code];
    const given = !data
      ? emptyReport(form)
      : this.saved.has(code) && data.defaultDataList.length === cells.length
        ? { defaultDataList: [...data.defaultDataList], tableDataList: data.tableDataList }
        : normaliseReport(form, data);
    const state: TFormState = {
      form,
      cells,
      index: shape.index,
      values: given.defaultDataList,
      table: given.tableDataList.map((row) => [...row]),
      numbers: new Array(cells.length),
      phase: shape.phase.slice(),
      tableNumbers: given.tableDataList.map(() => new Array(shape.width)),
      tablePhase: given.tableDataList.map(() => shape.columnPhase.slice()),
      columnIndex: shape.columnIndex,
    };
    this.states.set(code, state);
    return state;
  }

  private state(code: string): TFormState {
    const state = this.states.get(code) ?? this.open(code);
    if (!state) throw new Error(`form ${code} is not part of return ${this.returnDef.code}`);
    return state;
  }

  /** The scope of a formula of form `code` (row: a table formula's own row). */
  scopeOf(code: string, row: number | null = null): TScope {
    const home = this.state(code);
    if (row === null && home.scope) return home.scope;
    const scope: TScope = {
      ref: (form, name) => {
        if (row !== null && form === null && name.charCodeAt(0) === 99 && !home.index.has(name)) {
          return this.tableValue(code, row, name.slice(1)) ?? ZERO;
        }
        return this.cellValue(form ?? code, name) ?? ZERO;
      },
      column: (form, name) => this.columnValues(form ?? code, name.replace(/^c/, '')),
      compareRound: (value) => (value.decimalPlaces() <= 2 ? value : value.toDecimalPlaces(2, Dec.ROUND_HALF_UP)),
    };
    if (row === null) home.scope = scope;
    return scope;
  }

  /** A fixed cell's value as a decimal, computing it first if it is a formula. */
  cellValue(code: string, key: string): Decimal | null {
    const state = this.state(code);
    const position = state.index.get(key);
    if (position === undefined) throw new Error(`cell ${code}.${key} does not exist`);
    if (state.phase[position] !== 2) this.computeCell(code, state, position);
    let number = state.numbers[position];
    if (number === undefined) {
      const cell = state.cells[position];
      number =
        cell.format === 'select'
          ? selectValue(cell.spec.values, state.values[position])
          : readCell(state.values[position], cell.format);
      state.numbers[position] = number;
    }
    return number;
  }

  private computeCell(code: string, state: TFormState, position: number) {
    if (state.phase[position] === 2) return;
    if (state.phase[position] === 1) throw new Error(`formula cycle at ${code}.${state.cells[position].key}`);
    state.phase[position] = 1;
    const cell = state.cells[position];
    const result = evaluate(formulaOf(cell.spec.formula ?? '0'), this.scopeOf(code));
    const value = typeof result === 'boolean' ? new Dec(result ? 1 : 0) : result;
    state.values[position] = formatCell(value, cell.format);
    state.numbers[position] = shownNumber(value, cell.format);
    state.phase[position] = 2;
  }

  private tableColumn(code: string, key: string): { column: TTableColumn; index: number } {
    const state = this.state(code);
    const index = state.columnIndex.get(key);
    if (index === undefined) throw new Error(`table column ${code}.c${key} does not exist`);
    return { column: (state.form.table as TFormTable).columns[index], index };
  }

  private tableNumber(state: TFormState, row: number, index: number, column: TTableColumn): Decimal | null {
    const numbers = state.tableNumbers[row];
    let number = numbers?.[index];
    if (number === undefined) {
      const text = state.table[row]?.[index] ?? null;
      number =
        column.format === 'select' ? selectValue(column.values, text) : readCell(text, column.format ?? 'amount');
      if (numbers) numbers[index] = number;
    }
    return number;
  }

  private tableValue(code: string, row: number, key: string): Decimal | null {
    const state = this.state(code);
    const { column, index } = this.tableColumn(code, key);
    if (column.formula !== undefined) this.computeTableCell(code, state, row, index);
    return this.tableNumber(state, row, index, column);
  }

  private computeTableCell(code: string, state: TFormState, row: number, index: number) {
    const phase = state.tablePhase[row];
    if (!phase || phase[index] === 2) return;
    const column = state.form.table?.columns[index];
    if (!column?.formula) return;
    if (phase[index] === 1) throw new Error(`formula cycle at ${code}.t${row}.${column.key}`);
    phase[index] = 1;
    const value = evaluate(formulaOf(column.formula), this.scopeOf(code, row));
    const format = column.format ?? 'amount';
    // a row left wholly blank stays blank (the table's empty last row)
    const blank = this.isBlankRow(state, row);
    state.table[row][index] = blank
      ? null
      : formatCell(typeof value === 'boolean' ? new Dec(value ? 1 : 0) : value, format);
    phase[index] = 2;
  }

  private isBlankRow(state: TFormState, row: number): boolean {
    const columns = state.form.table?.columns ?? [];
    return columns.every((column, index) => column.formula !== undefined || isEmptyValue(state.table[row]?.[index]));
  }

  private columnValues(code: string, key: string): (Decimal | null)[] {
    const state = this.state(code);
    const { column, index } = this.tableColumn(code, key);
    return state.table.map((_, row) => {
      if (column.formula !== undefined) this.computeTableCell(code, state, row, index);
      return this.tableNumber(state, row, index, column);
    });
  }

  /** Compute every locked cell of one form (and what its formulas read of the others). */
  computeForm(code: string): this {
    const state = this.state(code);
    state.cells.forEach((cell, position) => {
      if (cell.computed) this.computeCell(code, state, position);
    });
    state.table.forEach((_, row) => {
      state.form.table?.columns.forEach((column, index) => {
        if (column.formula !== undefined) this.computeTableCell(code, state, row, index);
      });
    });
    return this;
  }

  /** Compute every locked cell of every form. */
  computeAll(): this {
    for (const code of this.returnDef.forms) this.computeForm(code);
    return this;
  }

  /** A form's data with the computed cells filled. */
  report(code: string): TReportData {
    const state = this.state(code);
    return { defaultDataList: [...state.values], tableDataList: state.table.map((row) => [...row]) };
  }

  /** Evaluate a check's expression in form `code`'s scope. */
  holds(code: string, source: string): boolean {
    const value = evaluate(formulaOf(source), this.scopeOf(code));
    return typeof value === 'boolean' ? value : !value.isZero();
  }
}

/** Compute a return: every form's data with its locked cells filled from the typed ones. */
export function computeReturn(
  returnDef: TReturnDef,
  forms: TFormSet,
  data: Readonly<Record<string, TReportData | undefined>>,
): Record<string, TReportData> {
  const state = new ReturnState(returnDef, forms, data).computeAll();
  return Object.fromEntries(returnDef.forms.map((code) => [code, state.report(code)]));
}

/** A failed check, as the portal lists it. */
export interface TCheckFailure {
  form: string;
  formTitle: string;
  id: string;
  message: string;
  blocking: boolean;
}

function failing(state: ReturnState, code: string, checks: readonly TCheck[] | undefined, title: string) {
  const failures: TCheckFailure[] = [];
  for (const check of checks ?? []) {
    if (check.when && !state.holds(code, check.when)) continue;
    if (!state.holds(code, check.assert)) {
      failures.push({ form: code, formTitle: title, id: check.id, message: check.message, blocking: check.blocking });
    }
  }
  return failures;
}

/**
 * One form as a save needs it, from one evaluation: its data with the locked cells computed (the other forms are
 * computed only as far as its formulas read them) and its own checks, blocking first.
 */
export function evaluateForm(
  returnDef: TReturnDef,
  forms: TFormSet,
  data: Readonly<Record<string, TReportData | undefined>>,
  code: string,
  /** true when every other form's data are as a save of this engine stored them (normalised) */
  othersSaved = false,
): { report: TReportData; failures: TCheckFailure[] } {
  const saved = new Set(othersSaved ? returnDef.forms.filter((entry) => entry !== code) : []);
  const state = new ReturnState(returnDef, forms, data, saved).computeForm(code);
  const form = forms[code];
  const failures = failing(state, code, form.checks, form.title);
  return {
    report: state.report(code),
    failures: [...failures.filter((f) => f.blocking), ...failures.filter((f) => !f.blocking)],
  };
}

/**
 * A whole return as a declaration needs it, from one evaluation: every form computed, every check (those across the
 * forms last; blocking first) and the amounts it makes owed.
 */
export function evaluateReturn(
  returnDef: TReturnDef,
  forms: TFormSet,
  data: Readonly<Record<string, TReportData | undefined>>,
): { computed: Record<string, TReportData>; failures: TCheckFailure[]; payables: { label: string; amount: string }[] } {
  const state = new ReturnState(returnDef, forms, data).computeAll();
  const failures: TCheckFailure[] = [];
  for (const code of returnDef.forms) failures.push(...failing(state, code, forms[code].checks, forms[code].title));
  failures.push(...failing(state, returnDef.forms[0], returnDef.checks, returnDef.title));
  return {
    computed: Object.fromEntries(returnDef.forms.map((code) => [code, state.report(code)])),
    failures: [...failures.filter((f) => f.blocking), ...failures.filter((f) => !f.blocking)],
    payables: payablesFrom(state, returnDef),
  };
}

/**
 * Run the checks of one form (`only`) or of the whole return with those across its forms. The data are computed
 * first. Failures come blocking first, in definition order.
 */
export function checkReturn(
  returnDef: TReturnDef,
  forms: TFormSet,
  data: Readonly<Record<string, TReportData | undefined>>,
  only?: string,
): TCheckFailure[] {
  const state = new ReturnState(returnDef, forms, data).computeAll();
  const failures: TCheckFailure[] = [];
  for (const code of returnDef.forms) {
    if (only !== undefined && code !== only) continue;
    const form = forms[code];
    failures.push(...failing(state, code, form.checks, form.title));
  }
  if (only === undefined) {
    failures.push(...failing(state, returnDef.forms[0], returnDef.checks, returnDef.title));
  }
  return [...failures.filter((f) => f.blocking), ...failures.filter((f) => !f.blocking)];
}

// ---------------------------------------------------------------------------------------------------------------
// grading

/** A cell graded wrong: where, and its name on the screen (never the right value). */
export interface TWrongCell {
  form: string;
  cell: string;
  label: string;
}

/** Cells equal under spec 02 §5: trimmed, both empty equal, numbers numerically, amounts at two places (empty = 0.00). */
export function isSameReportCell(expected: string | null, actual: string | null, format: TCellFormat): boolean {
  if (format === 'amount') {
    const a = readCell(expected, 'amount') ?? (expected === null ? ZERO : null);
    const b = readCell(actual, 'amount') ?? (actual === null ? ZERO : null);
    if (a && b) return a.toDecimalPlaces(2, Dec.ROUND_HALF_UP).eq(b.toDecimalPlaces(2, Dec.ROUND_HALF_UP));
  }
  if (format === 'rate') {
    const a = readCell(expected, 'rate');
    const b = readCell(actual, 'rate');
    if (a && b) return a.eq(b);
  }
  return isSameCell(expected, actual);
}

function isBlankTableRow(row: readonly (string | null)[], columns: readonly TTableColumn[]): boolean {
  return columns.every((column, index) => column.formula !== undefined || isEmptyValue(row[index]));
}

/**
 * Grade one form: every graded fixed cell, and the table row by row (trailing blank rows ignored; a missing or an
 * extra row makes each of its graded cells wrong). Both sides as computed by computeReturn.
 */
export function gradeForm(form: TFormDef, expected: TReportData, actual: TReportData): TWrongCell[] {
  const wrong: TWrongCell[] = [];
  cellsOf(form).forEach((cell, index) => {
    if (!cell.graded) return;
    if (
      !isSameReportCell(expected.defaultDataList[index] ?? null, actual.defaultDataList[index] ?? null, cell.format)
    ) {
      wrong.push({ form: form.code, cell: cell.key, label: cellLabel(form, cell) });
    }
  });
  const table = form.table;
  if (table) {
    const trim = (rows: (string | null)[][]) => {
      const kept = [...rows];
      while (kept.length > 0 && isBlankTableRow(kept[kept.length - 1], table.columns)) kept.pop();
      return kept;
    };
    const want = trim(expected.tableDataList);
    const got = trim(actual.tableDataList);
    for (let row = 0; row < Math.max(want.length, got.length); row++) {
      table.columns.forEach((column, index) => {
        if (column.graded === false) return;
        const a = want[row]?.[index] ?? null;
        const b = got[row]?.[index] ?? null;
        const missingRow = want[row] === undefined || got[row] === undefined;
        if (missingRow || !isSameReportCell(a, b, column.format ?? 'amount')) {
          wrong.push({ form: form.code, cell: `t${row}.${column.key}`, label: tableCellLabel(column, row) });
        }
      });
    }
  }
  return wrong;
}

/** Grade a return: each form of the student's (computed) against the answer's (computed). */
export function gradeReturn(
  returnDef: TReturnDef,
  forms: TFormSet,
  answer: Readonly<Record<string, TReportData | undefined>>,
  actual: Readonly<Record<string, TReportData | undefined>>,
): TWrongCell[] {
  const want = computeReturn(returnDef, forms, answer);
  const got = computeReturn(returnDef, forms, actual);
  return returnDef.forms.flatMap((code) => gradeForm(forms[code], want[code], got[code]));
}

/** The amounts a computed return makes owed, by payable (null cells count 0). */
export function payablesOf(
  returnDef: TReturnDef,
  forms: TFormSet,
  data: Readonly<Record<string, TReportData | undefined>>,
): { label: string; amount: string }[] {
  return payablesFrom(new ReturnState(returnDef, forms, data).computeAll(), returnDef);
}

function payablesFrom(state: ReturnState, returnDef: TReturnDef): { label: string; amount: string }[] {
  const scope = state.scopeOf(returnDef.forms[0]);
  return returnDef.payables.map((payable) => {
    const value = evaluate(formulaOf(payable.amount), scope);
    const amount = typeof value === 'boolean' ? ZERO : value;
    return { label: payable.label, amount: amount.toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2) };
  });
}
