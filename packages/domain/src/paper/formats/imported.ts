// What the question-import parsers (GIFT, Aiken) return, and the small pieces both share: reading the file's lines,
// naming a line in a message, a question's label, the checks of a choice question's options and the content's defaults.
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

/** A question read without errors: its content, or null and checkQuestion's problems (named at its first line). */
export function checkedQuestion(line: number, label: string, content: TQuestionContent): TImportedQuestion {
  const problems = checkQuestion(content);
  if (problems.length > 0) return { line, label, content: null, errors: problems.map((p) => atLine(line, p)) };
  return { line, label, content, errors: [] };
}
