/**
 * Whether form and return definitions are sound before anything uses them: identifiers unique, every formula and
 * check parses and names cells that exist (other forms only within a return), no formula depends on itself, select
 * cells have options, payables name cells. A new form is data; this is its compiler.
 */
import { FormulaError, parseFormula, referencesOf, type TExpr } from './expr';
import { cellsOf, type TFormDef, type TReturnDef } from './form';

const CODE = /^[a-z][a-z0-9_]*$/;
const LINE = /^[0-9]+[a-z]?(\.[0-9]+)?$/;

function parseOrProblem(source: string, where: string, problems: string[]): TExpr | null {
  try {
    return parseFormula(source);
  } catch (error) {
    problems.push(`${where}: ${error instanceof FormulaError ? error.message : String(error)}`);
    return null;
  }
}

/** Problems of one form on its own (references to other forms are checked with the return). */
export function formProblems(form: TFormDef): string[] {
  const problems: string[] = [];
  if (!CODE.test(form.code)) problems.push(`表单代码 ${form.code} 不合规`);
  if (!form.title.trim()) problems.push(`${form.code}: 缺少表名`);
  const columnKeys = new Set<string>();
  for (const column of form.columns) {
    if (!/^[0-9a-z_]+$/.test(column.key) || columnKeys.has(column.key)) {
      problems.push(`${form.code}: 列 ${column.key} 重复或不合规`);
    }
    columnKeys.add(column.key);
  }
  const lines = new Set<string>();
  for (const row of form.rows) {
    if (!LINE.test(row.line) || lines.has(row.line)) problems.push(`${form.code}: 栏次 ${row.line} 重复或不合规`);
    lines.add(row.line);
    for (const key of Object.keys(row.cells)) {
      if (!columnKeys.has(key)) problems.push(`${form.code}: 第${row.line}栏用了不存在的列 ${key}`);
    }
  }
  for (const cell of cellsOf(form)) {
    if (cell.format === 'select' && !(cell.spec.options && cell.spec.options.length > 0)) {
      problems.push(`${form.code}.${cell.key}: 下拉单元格缺少选项`);
    }
  }
  const tableKeys = new Set<string>();
  for (const column of form.table?.columns ?? []) {
    if (!/^[0-9a-z_]+$/.test(column.key) || tableKeys.has(column.key)) {
      problems.push(`${form.code}: 表格列 ${column.key} 重复或不合规`);
    }
    tableKeys.add(column.key);
    if (column.format === 'select' && !(column.options && column.options.length > 0)) {
      problems.push(`${form.code}: 表格列 ${column.key} 缺少选项`);
    }
    if (column.values && column.options?.some((option) => column.values?.[option] === undefined)) {
      problems.push(`${form.code}: 表格列 ${column.key} 的选项缺少取值`);
    }
  }
  return problems;
}

/** All problems of a set of forms and the returns built of them (empty: sound). */
export function validateDefinitions(forms: readonly TFormDef[], returns: readonly TReturnDef[]): string[] {
  const problems: string[] = [];
  const byCode = new Map<string, TFormDef>();
  for (const form of forms) {
    if (byCode.has(form.code)) problems.push(`表单代码 ${form.code} 重复`);
    byCode.set(form.code, form);
    problems.push(...formProblems(form));
  }
  const returnCodes = new Set<string>();
  for (const ret of returns) {
    if (!CODE.test(ret.code) || returnCodes.has(ret.code)) problems.push(`申报表代码 ${ret.code} 重复或不合规`);
    returnCodes.add(ret.code);
    if (ret.forms.length === 0) problems.push(`${ret.code}: 没有表单`);
    const inReturn = new Map<string, TFormDef>();
    for (const code of ret.forms) {
      const form = byCode.get(code);
      if (!form) problems.push(`${ret.code}: 表单 ${code} 未定义`);
      else inReturn.set(code, form);
    }
    problems.push(...returnReferenceProblems(ret, inReturn));
  }
  return problems;
}

function cellExists(form: TFormDef, name: string): boolean {
  return cellsOf(form).some((cell) => cell.key === name);
}

function tableColumnExists(form: TFormDef, name: string): boolean {
  return (form.table?.columns ?? []).some((column) => `c${column.key}` === name);
}

/** References, table columns and cycles of the formulas and checks of one return. */
function returnReferenceProblems(ret: TReturnDef, forms: Map<string, TFormDef>): string[] {
  const problems: string[] = [];
  // dependency graph over fixed cells and table columns: node `${form}.${cell}` or `${form}.t.${column}`
  const edges = new Map<string, string[]>();

  const resolve = (expr: TExpr, home: TFormDef, where: string, inTable: boolean): string[] => {
    const targets: string[] = [];
    const visit = (node: TExpr, aggregate: boolean) => {
      if (node.kind === 'call') {
        const isAggregate = node.name === 'sum' || node.name === 'count';
        for (const arg of node.args) visit(arg, isAggregate);
        return;
      }
      if (node.kind === 'neg' || node.kind === 'not') return visit(node.arg, aggregate);
      if (node.kind === 'bin') {
        visit(node.left, aggregate);
        visit(node.right, aggregate);
        return;
      }
      if (node.kind !== 'ref') return;
      if (aggregate) {
        const formCode = node.form === 't' || node.form === null ? home.code : node.form;
        const form = forms.get(formCode);
        if (!form || !tableColumnExists(form, node.name)) problems.push(`${where}: 表格列 ${node.name} 不存在`);
        else targets.push(`${formCode}.t.${node.name}`);
        return;
      }
      const formCode = node.form ?? home.code;
      const form = forms.get(formCode);
      if (!form) {
        problems.push(`${where}: 表单 ${node.form} 不在本申报表中`);
        return;
      }
      if (node.form === null && inTable && tableColumnExists(home, node.name) && !cellExists(home, node.name)) {
        targets.push(`${home.code}.t.${node.name}`);
        return;
      }
      if (!cellExists(form, node.name)) problems.push(`${where}: 单元格 ${formCode}.${node.name} 不存在`);
      else targets.push(`${formCode}.${node.name}`);
    };
    visit(expr, false);
    return targets;
  };

  for (const form of forms.values()) {
    for (const cell of cellsOf(form)) {
      if (cell.spec.formula === undefined) continue;
      const where = `${form.code}.${cell.key}`;
      const expr = parseOrProblem(cell.spec.formula, where, problems);
      if (expr) edges.set(where, resolve(expr, form, where, false));
    }
    for (const column of form.table?.columns ?? []) {
      if (column.formula === undefined) continue;
      const where = `${form.code}.t.c${column.key}`;
      const expr = parseOrProblem(column.formula, where, problems);
      if (expr) edges.set(where, resolve(expr, form, where, true));
    }
    for (const check of form.checks ?? []) {
      for (const source of [check.assert, check.when].filter((s): s is string => s !== undefined)) {
        const expr = parseOrProblem(source, `${form.code} 校验 ${check.id}`, problems);
        if (expr) resolve(expr, form, `${form.code} 校验 ${check.id}`, false);
      }
    }
  }
  const main = forms.get(ret.forms[0]);
  if (main) {
    for (const check of ret.checks ?? []) {
      for (const source of [check.assert, check.when].filter((s): s is string => s !== undefined)) {
        const expr = parseOrProblem(source, `${ret.code} 校验 ${check.id}`, problems);
        if (expr) resolve(expr, main, `${ret.code} 校验 ${check.id}`, false);
      }
    }
  }
  for (const payable of ret.payables) {
    const where = `${ret.code} 应缴项目 ${payable.label}`;
    const expr = parseOrProblem(payable.amount, where, problems);
    if (expr && main) resolve(expr, main, where, false);
  }
  const ids = [...(ret.checks ?? [])].map((check) => check.id);
  if (new Set(ids).size !== ids.length) problems.push(`${ret.code}: 校验编号重复`);

  // cycles: depth-first over formula cells
  const state = new Map<string, 1 | 2>();
  const walk = (node: string, path: string[]): void => {
    const seen = state.get(node);
    if (seen === 2) return;
    if (seen === 1) {
      problems.push(`${ret.code}: 公式循环引用 ${[...path, node].join(' → ')}`);
      return;
    }
    state.set(node, 1);
    for (const next of edges.get(node) ?? []) walk(next, [...path, node]);
    state.set(node, 2);
  };
  for (const node of edges.keys()) walk(node, []);
  return [...new Set(problems)];
}

export { referencesOf };
