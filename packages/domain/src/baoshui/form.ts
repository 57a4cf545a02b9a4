/**
 * Tax forms as data (issue 11 §2). A form definition lays out the form as the portal shows it (rows with their
 * 栏次 and 项目, value columns, an optional calculation table) and says of each cell whether the taxpayer fills it or
 * the portal computes it (a formula, locked), its number format, whether it is graded, and the form's checks. A
 * return (TReturnDef) is a main form and its schedules with the checks across them and the amounts it makes owed.
 * A new form is a new definition: validateDefinitions says whether one is sound before anything uses it.
 *
 * The student's form data is the spec's `{defaultDataList, tableDataList}`: defaultDataList holds the fixed cells
 * in definition order (rows, then columns; not-applicable cells skipped: cellsOf), tableDataList the table's rows,
 * each a list of the table's column values.
 */
export type TCellFormat = 'amount' | 'rate' | 'int' | 'text' | 'select';

export interface TCellSpec {
  /** computed by the portal and locked (an expression, expr.ts); absent: the taxpayer fills it */
  formula?: string;
  /** default: the column's format, else amount */
  format?: TCellFormat;
  /** false: not graded (a cell whose value is the taxpayer's own choice, e.g. a date) */
  graded?: boolean;
  /** the choices of a select cell */
  options?: readonly string[];
  /** what each choice of a select cell is worth in formulas (a rate such as 0.03%, or an amount) */
  values?: Readonly<Record<string, string>>;
}

export interface TFormColumn {
  /** '1', '2' … as the column is numbered on the form; cell keys are r{line}c{key} */
  key: string;
  label: string;
  /** a heading over several columns (e.g. 本期数 over 货物及劳务 and 服务、不动产和无形资产) */
  group?: string;
  format?: TCellFormat;
}

export interface TFormRow {
  /** 栏次 or 行次 as printed: '1', '8a', '28.1'; unique in the form */
  line: string;
  label: string;
  /** indentation of the label (其中 lines) */
  indent?: number;
  /** a heading printed above this row (一、计税依据) */
  section?: string;
  /** by column key; a missing or null column is not applicable on this row (shaded, ——) */
  cells: Readonly<Record<string, TCellSpec | null>>;
}

export interface TTableColumn {
  key: string;
  label: string;
  format?: TCellFormat;
  /** over the same row's columns (c{key}) and the form's cells */
  formula?: string;
  graded?: boolean;
  options?: readonly string[];
  /** what each choice of a select column is worth in formulas (the portal fills a rate from the 税目 chosen) */
  values?: Readonly<Record<string, string>>;
  /** pixel width hint for the screen */
  width?: number;
}

/** A calculation table: rows added with 增加行 and removed from the end with 删除行 (the first row stays). */
export interface TFormTable {
  title?: string;
  columns: readonly TTableColumn[];
}

export interface TCheck {
  id: string;
  /** must be true; cells of other forms of the return as form.cell */
  assert: string;
  /** the check applies only when this is true */
  when?: string;
  message: string;
  /** true: 申报 is refused while it fails; false: 提示性校验, shown and allowed */
  blocking: boolean;
}

export interface TFormDef {
  /** lower-case identifier, unique in the catalogue (xgm_main, fjs, jmb …) */
  code: string;
  title: string;
  /** printed under the title (金额单位：元（列至角分）) */
  note?: string;
  /** header of the line column: 栏次 (VAT) or 行次 (CIT) */
  lineLabel?: string;
  /** header of the label column */
  labelHeader?: string;
  columns: readonly TFormColumn[];
  rows: readonly TFormRow[];
  table?: TFormTable;
  checks?: readonly TCheck[];
}

/** An amount the return makes owed (税费缴纳): the 征收项目 (or 品目) and how much, a formula in the main form. */
export interface TPayable {
  label: string;
  /** e.g. xgm_main.r22c1 + xgm_main.r22c2 */
  amount: string;
}

export interface TReturnDef {
  /** lower-case identifier: vat_small, vat_general, cit_a, iit_withhold, property_behaviour */
  code: string;
  title: string;
  /** the filing category (categories.ts) */
  category: number;
  /** form codes, the main form first */
  forms: readonly string[];
  checks?: readonly TCheck[];
  payables: readonly TPayable[];
}

/** A form's data as the spec carries it. */
export interface TReportData {
  defaultDataList: (string | null)[];
  tableDataList: (string | null)[][];
}

/** A fixed cell of a form with where it sits. */
export interface TCellRef {
  key: string;
  line: string;
  row: TFormRow;
  column: TFormColumn;
  spec: TCellSpec;
  format: TCellFormat;
  computed: boolean;
  graded: boolean;
}

/** The cell key of a line and column: r15c1, r28_1c1 (a dot in the line becomes _). */
export function cellKey(line: string, column: string): string {
  return `r${line.replace(/\./g, '_')}c${column}`;
}

const cellCache = new WeakMap<TFormDef, TCellRef[]>();

/** The fixed cells of a form in defaultDataList order (rows, then columns; not-applicable cells skipped). */
export function cellsOf(form: TFormDef): TCellRef[] {
  const cached = cellCache.get(form);
  if (cached) return cached;
  const cells: TCellRef[] = [];
  for (const row of form.rows) {
    for (const column of form.columns) {
      const spec = row.cells[column.key];
      if (!spec) continue;
      const format = spec.format ?? column.format ?? 'amount';
      cells.push({
        key: cellKey(row.line, column.key),
        line: row.line,
        row,
        column,
        spec,
        format,
        computed: spec.formula !== undefined,
        graded: spec.graded !== false,
      });
    }
  }
  cellCache.set(form, cells);
  return cells;
}

/** An empty form's data: every fixed cell empty, the table with its one first row (spec 02 §5). */
export function emptyReport(form: TFormDef): TReportData {
  return {
    defaultDataList: cellsOf(form).map(() => null),
    tableDataList: form.table ? [form.table.columns.map(() => null)] : [],
  };
}

/** The screen's name of a fixed cell: 第15栏 本期数·货物及劳务 (or 第28.1行 …). */
export function cellLabel(form: TFormDef, cell: TCellRef): string {
  const unit = form.lineLabel === '行次' ? '行' : '栏';
  const column = [cell.column.group, cell.column.label].filter(Boolean).join('·');
  return `第${cell.line}${unit}${form.columns.length > 1 && column ? ` ${column}` : ''}`;
}

/** The screen's name of a table cell: 第2行 姓名. */
export function tableCellLabel(column: TTableColumn, rowIndex: number): string {
  return `第${rowIndex + 1}行 ${column.label}`;
}

/**
 * A form's data from the cells named (r1c1: '313000.00'; others empty) and the table's rows: how cases and tests
 * write an answer. Throws on a cell the form does not have or a table row of the wrong width.
 */
export function reportFrom(
  form: TFormDef,
  values: Readonly<Record<string, string>>,
  table?: readonly (readonly (string | null)[])[],
): TReportData {
  const cells = cellsOf(form);
  const known = new Set(cells.map((cell) => cell.key));
  for (const key of Object.keys(values)) {
    if (!known.has(key)) throw new Error(`${form.code} has no cell ${key}`);
  }
  const width = form.table?.columns.length ?? 0;
  for (const row of table ?? []) {
    if (row.length !== width) throw new Error(`${form.code}: a table row has ${row.length} cells, not ${width}`);
  }
  if (table && table.length > 0 && !form.table) throw new Error(`${form.code} has no table`);
  return {
    defaultDataList: cells.map((cell) => values[cell.key] ?? null),
    tableDataList: form.table
      ? table && table.length > 0
        ? table.map((row) => [...row])
        : emptyReport(form).tableDataList
      : [],
  };
}

/** The value of a fixed cell in a form's data (throws on a key the form does not have). */
export function cellValueIn(form: TFormDef, data: TReportData, key: string): string | null {
  const index = cellsOf(form).findIndex((cell) => cell.key === key);
  if (index < 0) throw new Error(`${form.code} has no cell ${key}`);
  return data.defaultDataList[index] ?? null;
}
