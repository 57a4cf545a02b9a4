// Moodle's Aiken format read into the question model. A question is its stem (the first line, and the lines after it
// up to the options), its options on their own lines ('A. text' or 'A) text'), then 'ANSWER: B'; a blank line
// separates questions (a question also ends at its ANSWER line).
// Beyond Aiken, as Chinese teachers type it:
//   - several letters after ANSWER make a 多选题: 'ANSWER: A,C', 'ANSWER: AC', 'ANSWER: A、C' (one letter: 单选题);
//   - the stem may run over several lines;
//   - full-width letters, stops and colons ('Ａ．现金', 'B）', 'ANSWER：Ｂ'), and 'A、text' for an option;
//   - 'answer:' in any case.
// A question read without errors is then checked by checkQuestion (stem length …).
import {
  atLine,
  blankSeparated,
  checkedQuestion,
  importedContent,
  importLabel,
  optionLetter,
  optionProblems,
  readAnswerLetters,
  sourceLines,
  type TImportedQuestion,
  type TSourceLine,
} from './imported';

/** Read an Aiken file: one result per question, in the order of the file. */
export function parseAiken(text: string): TImportedQuestion[] {
  return blankSeparated(sourceLines(text)).flatMap(splitAfterAnswers).map(readAikenQuestion);
}

const ANSWER_LINE = /^\s*ANSWER\s*:\s*(.*)$/i;
const OPTION_LINE = /^\s*([A-ZＡ-Ｚ])\s*[.)．）、]\s*(.*)$/;

/** What follows ANSWER: on an answer line (read after NFKC), or null for another line. */
function answerOf(text: string): string | null {
  const answer = ANSWER_LINE.exec(text.normalize('NFKC'));
  return answer ? answer[1].trim() : null;
}

interface TAikenOption {
  no: number;
  letter: string;
  text: string;
}

function optionOf(line: TSourceLine): TAikenOption | null {
  const option = OPTION_LINE.exec(line.text);
  return option ? { no: line.no, letter: option[1].normalize('NFKC'), text: option[2].trim() } : null;
}

/** A group of lines cut after each ANSWER line: a question may follow the previous one without a blank line. */
function splitAfterAnswers(group: TSourceLine[]): TSourceLine[][] {
  const parts: TSourceLine[][] = [[]];
  for (const line of group) {
    parts[parts.length - 1].push(line);
    if (answerOf(line.text) !== null) parts.push([]);
  }
  return parts.filter((part) => part.length > 0);
}

interface TAikenParts {
  stem: string[];
  options: TAikenOption[];
  answer: { no: number; text: string } | null;
  problems: string[];
}

/** The stem lines, options and ANSWER line of a question; the first line is always the stem. */
function aikenParts(lines: TSourceLine[]): TAikenParts {
  const parts: TAikenParts = { stem: [], options: [], answer: null, problems: [] };
  lines.forEach((line, i) => {
    const answer = answerOf(line.text);
    const option = i > 0 && answer === null ? optionOf(line) : null;
    if (answer !== null) parts.answer = { no: line.no, text: answer };
    else if (option) parts.options.push(option);
    else if (parts.options.length === 0) parts.stem.push(line.text.trim());
    else parts.problems.push(atLine(line.no, '这一行既不是选项也不是“ANSWER: 字母”行（选项之后缺少 ANSWER 行？）'));
  });
  return parts;
}

function readAikenQuestion(lines: TSourceLine[]): TImportedQuestion {
  const line = lines[0].no;
  const parts = aikenParts(lines);
  const stem = parts.stem.join('\n').trim();
  const label = importLabel('', stem || lines[0].text);
  const errors = [...parts.problems];
  if (stem === '') errors.push(atLine(line, '题干为空'));
  errors.push(...orderProblems(parts.options));
  const texts = parts.options.map((option) => option.text);
  const read = parts.answer ? readLetters(parts.answer, parts.options) : null;
  const type = read && 'choices' in read && read.choices.length >= 2 ? 'multiple' : 'single';
  errors.push(...optionProblems(type, texts).map((problem) => atLine(line, problem)));
  if (!read) {
    const last = lines[lines.length - 1].no;
    errors.push(atLine(last, '缺少“ANSWER: 字母”行（写在选项之后，如 ANSWER: B）'));
  } else if ('problem' in read) {
    errors.push(read.problem);
  }
  if (errors.length > 0 || !read || !('choices' in read)) return { line, label, content: null, errors };
  return checkedQuestion(line, label, importedContent({ type, choices: read.choices }, stem, texts, ''));
}

/** The first option out of the order A, B, C …. */
function orderProblems(options: TAikenOption[]): string[] {
  const wrong = options.findIndex((option, i) => option.letter !== optionLetter(i));
  if (wrong < 0) return [];
  const option = options[wrong];
  return [atLine(option.no, `选项应按 A、B、C… 的顺序排列，这里应为${optionLetter(wrong)}，却是${option.letter}`)];
}

/** The right letters written after ANSWER:, in the order A, B, C …, or why they cannot be read. */
function readLetters(
  answer: { no: number; text: string },
  options: TAikenOption[],
): { choices: string } | { problem: string } {
  const { choices, unknown } = readAnswerLetters(answer.text, options.map((option) => option.letter).join(''));
  if (unknown.length > 0) {
    const named = unknown.map((letter) => `“${letter}”`).join('、');
    return { problem: atLine(answer.no, `答案${named}不是本题的选项`) };
  }
  if (choices === '') return { problem: atLine(answer.no, 'ANSWER 行没有写正确选项的字母') };
  return { choices };
}
