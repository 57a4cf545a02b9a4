// Grading of one answer against its question (issue 10 §5): all on the server, per type, with the partial-credit
// rules of the paper's scoring template. Points are decimals with two places, rounded half up.
import type Decimal from 'decimal.js';
import { Dec } from '../decimal';
import { blankMatches, normalizeAccount } from './normalize';
import type { TEntryLine, TModelAnswer, TQuestionType, TStudentAnswer } from './question';

/** The partial-credit rules of a scoring template. */
export interface TPartialRules {
  /** 多选: all or nothing, or a share for each right option chosen and nothing when any wrong one is chosen */
  multiple: 'all' | 'per_option';
  /** 不定项: the same choice */
  indefinite: 'all' | 'per_option';
  /** 填空: all blanks right, or a share per right blank */
  blank: 'all' | 'per_blank';
  /** 计算分录: every line right, or a share per right line (extra lines count against it) */
  entry: 'all' | 'per_line';
}

/** A scoring template: the points of one question of each type and the partial-credit rules. */
export interface TScoringTemplate extends TPartialRules {
  /** decimal text with at most two places, e.g. '2' or '1.5' */
  points: Record<TQuestionType, string>;
}

export const DEFAULT_PARTIAL_RULES: TPartialRules = {
  multiple: 'all',
  indefinite: 'per_option',
  blank: 'per_blank',
  entry: 'per_line',
};

/**
 * right: full points; partial: some; wrong: none; unanswered: nothing given; pending: a 简答 waiting for the
 * teacher's grade.
 */
export type TGradeStatus = 'right' | 'partial' | 'wrong' | 'unanswered' | 'pending';

export interface TGrade {
  status: TGradeStatus;
  /** points earned, two places ('0.00' when pending) */
  points: string;
  /**
   * what is wrong, for the report's red marks: blank indices (0-based) for 填空; for 分录, the model lines not
   * matched ('model:i') and the student's lines that match nothing ('student:i'); empty otherwise
   */
  wrong: string[];
}

const twoPlaces = (value: Decimal) => value.toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2);

function graded(full: Decimal, share: Decimal, wrong: string[] = []): TGrade {
  const points = twoPlaces(full.times(share));
  const status: TGradeStatus = share.gte(1) ? 'right' : share.isZero() ? 'wrong' : 'partial';
  return { status, points, wrong };
}

const unanswered = (): TGrade => ({ status: 'unanswered', points: '0.00', wrong: [] });

/** Whether the student gave anything at all. */
export function isAnswered(answer: TStudentAnswer | null): answer is TStudentAnswer {
  if (answer === null) return false;
  switch (answer.type) {
    case 'single':
    case 'multiple':
    case 'indefinite':
      return answer.choices.length > 0;
    case 'judge':
      return true;
    case 'blank':
      return answer.blanks.some((blank) => blank.trim() !== '');
    case 'entry':
      return answer.lines.some((line) => line.account.trim() !== '' || line.amount.trim() !== '');
    case 'essay':
      return answer.text.trim() !== '';
  }
}

function gradeChoices(right: string, chosen: string, full: Decimal, rule: 'all' | 'per_option'): TGrade {
  const wanted = new Set(right);
  const picked = new Set(chosen);
  const hits = [...picked].filter((letter) => wanted.has(letter)).length;
  const misses = picked.size - hits;
  if (misses === 0 && hits === wanted.size) return graded(full, new Dec(1));
  if (rule === 'all' || misses > 0) return graded(full, new Dec(0));
  return graded(full, new Dec(hits).dividedBy(wanted.size));
}

function gradeBlanks(accepted: string[][], typed: string[], full: Decimal, rule: 'all' | 'per_blank'): TGrade {
  const wrong: string[] = [];
  accepted.forEach((answers, i) => {
    if (!answers.some((answer) => blankMatches(typed[i] ?? '', answer))) wrong.push(String(i));
  });
  if (wrong.length === 0) return graded(full, new Dec(1));
  if (rule === 'all') return graded(full, new Dec(0), wrong);
  return graded(full, new Dec(accepted.length - wrong.length).dividedBy(accepted.length), wrong);
}

/** Whether a student's account names the model line's account: by name at any level, or by code alone. */
export function accountMatches(typed: string, model: TEntryLine): boolean {
  const got = normalizeAccount(typed);
  if (got === '') return false;
  const want = normalizeAccount(model.account);
  if (got === want) return true;
  // '1002 银行存款' / '1002银行存款': a code before the name
  const coded = /^(\d{4,})(.*)$/.exec(got);
  if (coded && model.code && coded[1] === model.code) {
    const name = coded[2].replace(/^[-:]/, '');
    // the code alone names the account only when the model has no sub-account
    return name === '' ? !want.includes('-') : name === want;
  }
  return false;
}

function lineMatches(typed: TEntryLine, model: TEntryLine): boolean {
  if (typed.side !== model.side || !accountMatches(typed.account, model)) return false;
  const amount = /^\s*[+]?(\d+(\.\d+)?)\s*$/.exec(typed.amount.normalize('NFKC').replace(/,/g, ''));
  return amount !== null && new Dec(amount[1]).equals(new Dec(model.amount));
}

/** Entry lines, order-free: each model line taken by at most one of the student's lines. */
function gradeEntry(model: TEntryLine[], typed: TEntryLine[], full: Decimal, rule: 'all' | 'per_line'): TGrade {
  const lines = typed.filter((line) => line.account.trim() !== '' || line.amount.trim() !== '');
  const taken = new Set<number>();
  const extra: string[] = [];
  lines.forEach((line, i) => {
    const match = model.findIndex((want, j) => !taken.has(j) && lineMatches(line, want));
    if (match < 0) extra.push(`student:${i}`);
    else taken.add(match);
  });
  const missing = model.flatMap((_, j) => (taken.has(j) ? [] : [`model:${j}`]));
  const wrong = [...missing, ...extra];
  if (wrong.length === 0) return graded(full, new Dec(1));
  if (rule === 'all') return graded(full, new Dec(0), wrong);
  return graded(full, new Dec(taken.size).dividedBy(Math.max(model.length, lines.length)), wrong);
}

/**
 * Grade a student's answer to a question worth `points` under the template's partial rules. A 简答 with text is
 * pending until the teacher grades it.
 */
export function gradeAnswer(
  model: TModelAnswer,
  answer: TStudentAnswer | null,
  points: string,
  rules: TPartialRules,
): TGrade {
  if (!isAnswered(answer)) return unanswered();
  const full = new Dec(points);
  if (answer.type !== model.type) return graded(full, new Dec(0));
  switch (model.type) {
    case 'single':
      return gradeChoices(model.choices, (answer as { choices: string }).choices, full, 'all');
    case 'multiple':
    case 'indefinite':
      return gradeChoices(model.choices, (answer as { choices: string }).choices, full, rules[model.type]);
    case 'judge':
      return graded(full, new Dec((answer as { value: boolean }).value === model.value ? 1 : 0));
    case 'blank':
      return gradeBlanks(model.blanks, (answer as { blanks: string[] }).blanks, full, rules.blank);
    case 'entry':
      return gradeEntry(model.lines, (answer as { lines: TEntryLine[] }).lines, full, rules.entry);
    case 'essay':
      return { status: 'pending', points: '0.00', wrong: [] };
  }
}

/** The points a teacher may give by hand: 0 to the question's points, two places at most; null when invalid. */
export function manualPoints(given: string, points: string): string | null {
  if (!/^\d+(\.\d{1,2})?$/.test(given.trim())) return null;
  const value = new Dec(given.trim());
  return value.lte(new Dec(points)) ? twoPlaces(value) : null;
}

/** Why points a teacher gives by hand cannot be given, in Chinese (the screen and the server say the same); null when they can. */
export function manualPointsProblem(given: string, points: string): string | null {
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(given.trim())) return '分数应为最多两位小数的数字';
  return manualPoints(given, points) === null ? `分数不能超过本题满分${points}分` : null;
}

/** The status of a question graded by hand with these points. */
export function manualStatus(given: string, points: string): TGradeStatus {
  const value = new Dec(given);
  return value.isZero() ? 'wrong' : value.gte(new Dec(points)) ? 'right' : 'partial';
}
