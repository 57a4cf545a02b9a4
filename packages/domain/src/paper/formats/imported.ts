// What the question-import parsers (GIFT, Aiken, the .xlsx template, Moodle XML) return, and the small pieces they
// share: reading the file's lines, naming a line in a message, a question's label, the checks of a choice question's
// options and answer letters, a blank's accepted answers, exact numbers and the content's defaults.
// A question read without errors still passes checkQuestion, so content is only given when it may be stored.
import { checkQuestion } from '../check';
import {
  MAX_OPTIONS,
  OPTION_LETTERS,
  QUESTION_TYPE_LABEL,
  type TModelAnswer,
  type TQuestionContent,
  type TQuestionType,
} from '../question';

/** One question read from an imported file, readable or not. */
export interface TImportedQuestion {
  /** 1-based line of the source where the question starts */
  line: number;
  /** the question title or the first 30 characters of the stem, to name it in messages */
  label: string;
  /**
   * the question when it could be read; null when errors make it unreadable (the GIFT and Aiken parsers give null
   * whenever errors is not empty)
   */
  content: TQuestionContent | null;
  /** problems, each a full Chinese sentence naming what is wrong, e.g. '第12行：多选题至少要有两个正确选项' */
  errors: string[];
}

/** A line of the source with its 1-based number. */
export interface TSourceLine {
  no: number;
  text: string;
}

/** Imported questions carry no difficulty: they get the middle one. */
export const IMPORTED_DIFFICULTY = 3;

/** The lines of an imported file: without a UTF-8 BOM, split on Windows, old Mac and Unix line ends. */
export function sourceLines(text: string): TSourceLine[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((line, i) => ({ no: i + 1, text: line }));
}

/** Lines grouped into the questions they write: blank lines separate questions. */
export function blankSeparated(lines: TSourceLine[]): TSourceLine[][] {
  const groups: TSourceLine[][] = [];
  let current: TSourceLine[] = [];
  for (const line of lines) {
    if (line.text.trim() !== '') {
      current.push(line);
    } else if (current.length > 0) {
      groups.push(current);
      current = [];
    }
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** A message naming the line it is about: '第12行：…'. */
export function atLine(line: number, message: string): string {
  return `第${line}行：${message}`;
}

/**
 * The label of a question: its title, or the first 30 characters of its stem (tags dropped, runs of spaces and line
 * breaks made one space; the full-width space of '（　）' kept).
 */
export function importLabel(title: string, stem: string): string {
  if (title.trim() !== '') return title.trim();
  const plain = stem
    .replace(/<[^>]*>/g, ' ')
    .replace(/[ \t\r\n\f\v\u00a0]+/g, ' ')
    .trim();
  return Array.from(plain).slice(0, 30).join('');
}

/** What is wrong with the options of a choice question (without the line): too few, too many, empty. */
export function optionProblems(type: TQuestionType, options: string[]): string[] {
  const problems: string[] = [];
  if (options.length < 2) problems.push(`${QUESTION_TYPE_LABEL[type]}至少要有两个选项，这道题只有${options.length}个`);
  if (options.length > MAX_OPTIONS) {
    problems.push(`选项最多${MAX_OPTIONS}个（A–${OPTION_LETTERS[MAX_OPTIONS - 1]}），这道题有${options.length}个`);
  }
  options.forEach((option, i) => {
    if (option.trim() === '') problems.push(`选项${optionLetter(i)}的内容为空`);
  });
  return problems;
}

/** The letter of the option at an index: A, B, … (beyond H the alphabet goes on, for messages). */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/** A question's content with the defaults of an import: difficulty 3, no tags. */
export function importedContent(
  answer: TModelAnswer,
  stem: string,
  options: string[],
  explanation: string,
): TQuestionContent {
  return { type: answer.type, stem, options, answer, explanation, difficulty: IMPORTED_DIFFICULTY, tags: [] };
}

/**
 * A question read without errors: its content, or null and checkQuestion's problems (named at its first line, or as
 * `at` names them: '第3题：…').
 */
export function checkedQuestion(
  line: number,
  label: string,
  content: TQuestionContent,
  at: (problem: string) => string = (problem) => atLine(line, problem),
): TImportedQuestion {
  const problems = checkQuestion(content);
  if (problems.length > 0) return { line, label, content: null, errors: problems.map(at) };
  return { line, label, content, errors: [] };
}

/**
 * The option letters written as an answer ('A,C', 'AC', 'A、C', 'ａｃ'), in the order A, B, C …, and what was
 * written that is not one of the question's letters (`known`: 'ABCD' for four options). Spaces and the separators
 * , ; / 、 ， ； are skipped.
 */
export function readAnswerLetters(text: string, known: string): { choices: string; unknown: string[] } {
  const written = [
    ...new Set(
      text
        .normalize('NFKC')
        .toUpperCase()
        .replace(/[\s,;/、，；]/g, ''),
    ),
  ];
  return {
    choices: [...OPTION_LETTERS].filter((letter) => written.includes(letter) && known.includes(letter)).join(''),
    unknown: written.filter((letter) => !known.includes(letter)),
  };
}

/** An answer read, or why it cannot be (without the line). */
export type TAccepted = { value: string } | { problem: string };

/**
 * A blank's accepted answers from answers weighted as Moodle weighs them (percent): full weight (100) is accepted,
 * 0 and below are skipped, a partial weight is a problem (the bank has no partial credit for a blank).
 */
export function acceptedAnswers(
  answers: { weight: number; text: string }[],
  accept: (text: string) => TAccepted,
): { accepted: string[]; problems: string[] } {
  const problems: string[] = [];
  const accepted: string[] = [];
  for (const answer of answers) {
    if (answer.weight <= 0) continue;
    if (answer.weight < 100) {
      problems.push(`填空题不支持部分得分：答案“${answer.text}”的权重是${answer.weight}%`);
      continue;
    }
    const read = accept(answer.text);
    if ('problem' in read) problems.push(read.problem);
    else if (!accepted.includes(read.value)) accepted.push(read.value);
  }
  if (problems.length === 0 && accepted.length === 0) problems.push('填空没有正确答案');
  return { accepted, problems };
}

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A numeric answer: an exact number, or ':0' after it (no tolerance, no range). */
export function readExactNumber(written: string): TAccepted {
  const text = written.normalize('NFKC').replace(/\s/g, '');
  if (text === '') return { problem: '数值题没有写答案' };
  if (text.includes('..')) return { problem: `数值题只支持精确答案，“${written}”是一个范围` };
  const [value, tolerance, ...rest] = text.split(':');
  if (rest.length > 0 || !NUMBER.test(value) || (tolerance !== undefined && !NUMBER.test(tolerance))) {
    return { problem: `数值题的答案“${written}”不是数字` };
  }
  if (tolerance !== undefined && Number(tolerance) !== 0) {
    return { problem: `数值题只支持精确答案，“${written}”带有误差范围` };
  }
  return { value };
}
