// Pure rules of the student's paper screens: what an empty answer is, how letters are shown when options are
// shuffled, the countdown, how an answer reads in the report, and the names of results and states.
import type { TQuestionStatus, TSheetQuestion, TStudentAnswer } from '@sxpt/contract';
import { isAnswered, type TModelAnswer } from '@sxpt/domain';

export const LETTERS = 'ABCDEFGH';

/** The letter a student sees for an option key (its place in the shown order). */
export function shownLetter(key: string, options: readonly { key: string }[]): string {
  const index = options.findIndex((option) => option.key === key);
  return index < 0 ? key : LETTERS[index];
}

/** Option keys (as stored) → the letters shown, in the shown order. */
export function shownChoices(keys: string, options: readonly { key: string }[]): string {
  return [...keys]
    .map((key) => shownLetter(key, options))
    .sort()
    .join('');
}

/** A new entry line. */
export const blankLine = (side: 'debit' | 'credit') => ({ side, account: '', amount: '' });

/** The answer a question starts from when nothing is saved. */
export function emptyAnswer(question: Pick<TSheetQuestion, 'type' | 'blanks'>): TStudentAnswer | null {
  switch (question.type) {
    case 'blank':
      return { type: 'blank', blanks: Array.from({ length: question.blanks }, () => '') };
    case 'entry':
      return { type: 'entry', lines: [blankLine('debit'), blankLine('credit')] };
    default:
      return null;
  }
}

/** Whether the student has answered (the domain's rule, as the server grades it). */
export const hasAnswer = (answer: TStudentAnswer | null | undefined): boolean =>
  answer !== undefined && isAnswered(answer);

/** Time left as 1:05:09 or 05:09 (never negative). */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

const SIDE = { debit: '借', credit: '贷' } as const;

/** An answer (the student's or the model's) as one line of text, letters as the student saw them. */
export function answerText(
  answer: TStudentAnswer | TModelAnswer | null,
  options: readonly { key: string }[] = [],
): string {
  if (answer === null) return '未作答';
  switch (answer.type) {
    case 'single':
    case 'multiple':
    case 'indefinite':
      return answer.choices === '' ? '未作答' : shownChoices(answer.choices, options);
    case 'judge':
      return answer.value ? '正确' : '错误';
    case 'blank':
      return answer.blanks
        .map((blank, i) => `第${i + 1}空：${Array.isArray(blank) ? blank.join(' 或 ') : blank || '（空）'}`)
        .join('；');
    case 'entry':
      return answer.lines.map((line) => `${SIDE[line.side]}：${line.account} ${line.amount}`).join('；');
    case 'essay':
      return 'text' in answer ? answer.text || '未作答' : answer.reference;
  }
}

export const STATUS_LABEL: Record<TQuestionStatus, string> = {
  right: '正确',
  partial: '部分正确',
  wrong: '错误',
  unanswered: '未作答',
  pending: '待批阅',
};

export const STATUS_COLOR: Record<TQuestionStatus, string> = {
  right: 'success',
  partial: 'warning',
  wrong: 'error',
  unanswered: 'default',
  pending: 'processing',
};

/** Chinese numerals for section headings: 一、二、… */
export function sectionNumeral(index: number): string {
  const numerals = '一二三四五六七八九十';
  if (index < 10) return numerals[index];
  if (index < 19) return `十${numerals[index - 10]}`;
  return index === 19 ? '二十' : String(index + 1);
}

/** 1 h 5 min / 12 min 3 s style, for time used. */
export function usedText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes >= 60) return `${Math.floor(minutes / 60)}小时${minutes % 60}分`;
  return minutes > 0 ? `${minutes}分${seconds % 60}秒` : `${seconds}秒`;
}
