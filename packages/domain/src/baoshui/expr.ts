/**
 * The formula language of the tax forms (form definitions are data, see form.ts): a cell's formula and a check's
 * condition are expressions over the form's cells, parsed once and evaluated in decimal.
 *
 *   expr    := or
 *   or      := and ('or' and)*
 *   and     := not ('and' not)*
 *   not     := 'not' not | compare
 *   compare := sum (('=' | '!=' | '<' | '<=' | '>' | '>=') sum)?
 *   sum     := product (('+' | '-') product)*
 *   product := unary (('*' | '/') unary)*
 *   unary   := '-' unary | primary
 *   primary := number | number '%' | ref | name '(' args ')' | '(' expr ')'
 *   ref     := name ('.' name)?          a cell of this form (r15c1), or of another form of the return (fjs.r1c5);
 *                                        in a table formula, a column of the same row (c3)
 *
 * Functions: min, max, abs, round(x, places), if(condition, then, else), sum(t.cKey) (a column of the form's
 * table summed over its rows), count(t.cKey) (the table's rows with that column filled), iit_rate(x) and
 * iit_quick(x) (the cumulative-withholding bracket of x). An empty cell is 0 in arithmetic; a comparison of amounts
 * is exact on the values as rounded to their format.
 */
import type Decimal from 'decimal.js';
import { Dec } from '../decimal';

export type TExpr =
  | { kind: 'num'; value: Decimal }
  | { kind: 'ref'; form: string | null; name: string }
  | { kind: 'call'; name: string; args: TExpr[] }
  | { kind: 'neg'; arg: TExpr }
  | { kind: 'not'; arg: TExpr }
  | { kind: 'bin'; op: TBinaryOp; left: TExpr; right: TExpr };

export type TBinaryOp = '+' | '-' | '*' | '/' | '=' | '!=' | '<' | '<=' | '>' | '>=' | 'and' | 'or';

export const FORMULA_FUNCTIONS: Readonly<Record<string, { min: number; max: number }>> = {
  min: { min: 1, max: 20 },
  max: { min: 1, max: 20 },
  abs: { min: 1, max: 1 },
  round: { min: 2, max: 2 },
  if: { min: 3, max: 3 },
  sum: { min: 1, max: 1 },
  count: { min: 1, max: 1 },
  iit_rate: { min: 1, max: 1 },
  iit_quick: { min: 1, max: 1 },
};

export class FormulaError extends Error {}

type TToken = { type: 'num' | 'name' | 'op'; text: string; at: number };

const TOKEN = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|(<=|>=|!=|[-+*/()=<>,.%]))/y;

function tokenize(source: string): TToken[] {
  const tokens: TToken[] = [];
  TOKEN.lastIndex = 0;
  let at = 0;
  while (at < source.length) {
    if (/^\s*$/.test(source.slice(at))) break;
    TOKEN.lastIndex = at;
    const match = TOKEN.exec(source);
    if (!match) throw new FormulaError(`无法识别的内容「${source.slice(at).trim().slice(0, 10)}」`);
    const [whole, num, name, op] = match;
    if (num !== undefined) tokens.push({ type: 'num', text: num, at });
    else if (name !== undefined) tokens.push({ type: 'name', text: name, at });
    else tokens.push({ type: 'op', text: op ?? '', at });
    at += whole.length;
  }
  return tokens;
}

/** Parse a formula; throws FormulaError with a Chinese message on bad syntax or an unknown function. */
export function parseFormula(source: string): TExpr {
  const tokens = tokenize(source);
  let index = 0;
  const peek = () => tokens[index];
  const isOp = (text: string) => peek()?.type === 'op' && peek()?.text === text;
  const isWord = (text: string) => peek()?.type === 'name' && peek()?.text === text;
  const expect = (text: string) => {
    if (!isOp(text)) throw new FormulaError(`缺少「${text}」`);
    index++;
  };

  const parseOr = (): TExpr => {
    let left = parseAnd();
    while (isWord('or')) {
      index++;
      left = { kind: 'bin', op: 'or', left, right: parseAnd() };
    }
    return left;
  };
  const parseAnd = (): TExpr => {
    let left = parseNot();
    while (isWord('and')) {
      index++;
      left = { kind: 'bin', op: 'and', left, right: parseNot() };
    }
    return left;
  };
  const parseNot = (): TExpr => {
    if (isWord('not')) {
      index++;
      return { kind: 'not', arg: parseNot() };
    }
    return parseCompare();
  };
  const parseCompare = (): TExpr => {
    const left = parseSum();
    const token = peek();
    if (token?.type === 'op' && ['=', '!=', '<', '<=', '>', '>='].includes(token.text)) {
      index++;
      return { kind: 'bin', op: token.text as TBinaryOp, left, right: parseSum() };
    }
    return left;
  };
  const parseSum = (): TExpr => {
    let left = parseProduct();
    while (isOp('+') || isOp('-')) {
      const op = tokens[index++].text as TBinaryOp;
      left = { kind: 'bin', op, left, right: parseProduct() };
    }
    return left;
  };
  const parseProduct = (): TExpr => {
    let left = parseUnary();
    while (isOp('*') || isOp('/')) {
      const op = tokens[index++].text as TBinaryOp;
      left = { kind: 'bin', op, left, right: parseUnary() };
    }
    return left;
  };
  const parseUnary = (): TExpr => {
    if (isOp('-')) {
      index++;
      return { kind: 'neg', arg: parseUnary() };
    }
    return parsePrimary();
  };
  const parsePrimary = (): TExpr => {
    const token = peek();
    if (!token) throw new FormulaError('公式不完整');
    if (token.type === 'num') {
      index++;
      let value = new Dec(token.text);
      if (isOp('%')) {
        index++;
        value = value.div(100);
      }
      return { kind: 'num', value };
    }
    if (token.type === 'name') {
      index++;
      if (['and', 'or', 'not'].includes(token.text)) throw new FormulaError(`「${token.text}」的位置不对`);
      if (isOp('(')) {
        index++;
        const spec = FORMULA_FUNCTIONS[token.text];
        if (!spec) throw new FormulaError(`未知的函数「${token.text}」`);
        const args: TExpr[] = [];
        if (!isOp(')')) {
          args.push(parseOr());
          while (isOp(',')) {
            index++;
            args.push(parseOr());
          }
        }
        expect(')');
        if (args.length < spec.min || args.length > spec.max) {
          throw new FormulaError(`函数「${token.text}」的参数个数不对`);
        }
        return { kind: 'call', name: token.text, args };
      }
      if (isOp('.')) {
        index++;
        const cell = peek();
        if (cell?.type !== 'name') throw new FormulaError(`「${token.text}.」后缺少单元格`);
        index++;
        return { kind: 'ref', form: token.text, name: cell.text };
      }
      return { kind: 'ref', form: null, name: token.text };
    }
    if (isOp('(')) {
      index++;
      const inner = parseOr();
      expect(')');
      return inner;
    }
    throw new FormulaError(`「${token.text}」的位置不对`);
  };

  if (tokens.length === 0) throw new FormulaError('公式为空');
  const expr = parseOr();
  if (index < tokens.length) throw new FormulaError(`「${tokens[index].text}」的位置不对`);
  return expr;
}

/** Every reference of an expression (form null: this form; sum/count arguments included). */
export function referencesOf(expr: TExpr, into: { form: string | null; name: string }[] = []) {
  switch (expr.kind) {
    case 'ref':
      into.push({ form: expr.form, name: expr.name });
      break;
    case 'call':
      for (const arg of expr.args) referencesOf(arg, into);
      break;
    case 'neg':
    case 'not':
      referencesOf(expr.arg, into);
      break;
    case 'bin':
      referencesOf(expr.left, into);
      referencesOf(expr.right, into);
      break;
    default:
      break;
  }
  return into;
}

/** The value an evaluation works on: a decimal, or a truth value of a comparison. */
export type TValue = Decimal | boolean;

/** How an evaluation reads what an expression names. */
export interface TScope {
  /** a cell (form null: this form; a table formula's own row first) as a decimal, empty as 0 */
  ref(form: string | null, name: string): Decimal;
  /** the values of a table column (sum, count): `t.cKey` of this form, or `form.t_cKey` is not supported */
  column(form: string | null, name: string): (Decimal | null)[];
  /** rounds a compared value as its cell's format (amounts to 2 places) */
  compareRound?(value: Decimal): Decimal;
}

/** 综合所得 cumulative withholding brackets (tax-filing-forms.md §6): upper bound, rate, quick deduction. */
export const IIT_BRACKETS: readonly { upTo: string | null; rate: string; quick: string }[] = [
  { upTo: '36000', rate: '0.03', quick: '0' },
  { upTo: '144000', rate: '0.10', quick: '2520' },
  { upTo: '300000', rate: '0.20', quick: '16920' },
  { upTo: '420000', rate: '0.25', quick: '31920' },
  { upTo: '660000', rate: '0.30', quick: '52920' },
  { upTo: '960000', rate: '0.35', quick: '85920' },
  { upTo: null, rate: '0.45', quick: '181920' },
];

function bracketOf(amount: Decimal) {
  return IIT_BRACKETS.find((bracket) => bracket.upTo === null || amount.lte(bracket.upTo)) ?? IIT_BRACKETS[6];
}

const ZERO = new Dec(0);

function asNumber(value: TValue): Decimal {
  if (typeof value === 'boolean') return value ? new Dec(1) : ZERO;
  return value;
}

function asTruth(value: TValue): boolean {
  return typeof value === 'boolean' ? value : !value.isZero();
}

/** Evaluate an expression in a scope. Division by zero gives 0 (the portal shows an empty ratio as 0). */
export function evaluate(expr: TExpr, scope: TScope): TValue {
  switch (expr.kind) {
    case 'num':
      return expr.value;
    case 'ref':
      return scope.ref(expr.form, expr.name);
    case 'neg':
      return asNumber(evaluate(expr.arg, scope)).neg();
    case 'not':
      return !asTruth(evaluate(expr.arg, scope));
    case 'call':
      return callFunction(expr, scope);
    case 'bin':
      return evaluateBinary(expr.op, expr.left, expr.right, scope);
    default:
      return ZERO;
  }
}

function columnOf(arg: TExpr, scope: TScope): (Decimal | null)[] {
  if (arg.kind !== 'ref') throw new FormulaError('sum 和 count 的参数应是表格的列');
  return scope.column(arg.form === 't' ? null : arg.form, arg.name);
}

function callFunction(expr: Extract<TExpr, { kind: 'call' }>, scope: TScope): TValue {
  const args = expr.args;
  switch (expr.name) {
    case 'sum':
      return columnOf(args[0], scope).reduce<Decimal>((total, value) => (value ? total.plus(value) : total), ZERO);
    case 'count':
      return new Dec(columnOf(args[0], scope).filter((value) => value !== null).length);
    case 'if':
      return asTruth(evaluate(args[0], scope)) ? evaluate(args[1], scope) : evaluate(args[2], scope);
    case 'min':
      return args.map((arg) => asNumber(evaluate(arg, scope))).reduce((a, b) => (b.lt(a) ? b : a));
    case 'max':
      return args.map((arg) => asNumber(evaluate(arg, scope))).reduce((a, b) => (b.gt(a) ? b : a));
    case 'abs':
      return asNumber(evaluate(args[0], scope)).abs();
    case 'round':
      return asNumber(evaluate(args[0], scope)).toDecimalPlaces(
        asNumber(evaluate(args[1], scope)).toNumber(),
        Dec.ROUND_HALF_UP,
      );
    case 'iit_rate':
      return new Dec(bracketOf(asNumber(evaluate(args[0], scope))).rate);
    case 'iit_quick':
      return new Dec(bracketOf(asNumber(evaluate(args[0], scope))).quick);
    default:
      throw new FormulaError(`未知的函数「${expr.name}」`);
  }
}

function evaluateBinary(op: TBinaryOp, leftExpr: TExpr, rightExpr: TExpr, scope: TScope): TValue {
  if (op === 'and') return asTruth(evaluate(leftExpr, scope)) && asTruth(evaluate(rightExpr, scope));
  if (op === 'or') return asTruth(evaluate(leftExpr, scope)) || asTruth(evaluate(rightExpr, scope));
  const left = asNumber(evaluate(leftExpr, scope));
  const right = asNumber(evaluate(rightExpr, scope));
  switch (op) {
    case '+':
      // decimals are immutable: adding or taking away nothing (an empty cell) gives the same value
      return right.isZero() ? left : left.isZero() ? right : left.plus(right);
    case '-':
      return right.isZero() ? left : left.minus(right);
    case '*':
      return left.times(right);
    case '/':
      return right.isZero() ? ZERO : left.div(right);
    default: {
      const round = scope.compareRound ?? ((value: Decimal) => value);
      const a = round(left);
      const b = round(right);
      if (op === '=') return a.eq(b);
      if (op === '!=') return !a.eq(b);
      if (op === '<') return a.lt(b);
      if (op === '<=') return a.lte(b);
      if (op === '>') return a.gt(b);
      return a.gte(b);
    }
  }
}
