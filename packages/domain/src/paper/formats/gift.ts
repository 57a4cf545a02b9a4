// Moodle's GIFT format read into the question model. Questions are separated by blank lines; lines starting with //
// and $CATEGORY: lines are skipped; an optional ::title:: names the question (it becomes the label only); a
// [html] / [moodle] / [plain] / [markdown] prefix is dropped and its text kept as written; \~ \= \# \{ \} \: \\ are
// escapes and \n a line break. The answers are written in {…}:
//   {T} {TRUE} {F} {FALSE}          判断题; feedback after # is the explanation
//   {=right ~wrong ~wrong}          单选题, options in the order written
//   {~%50%a ~%50%b ~%-100%c}        多选题 when two or more options weigh more than 0 (one: 单选题)
//   {=a =b}                         填空题: one blank accepting a or b; several blocks make several blanks
//   {#1130} {#1130:0}               填空题 accepting '1130' (blanks compare numbers exactly: no tolerance, no range)
//   {}                              简答题 with an empty reference answer
//   {… ####general feedback}        the explanation
// Text after a block keeps its place in the stem, the block becoming ____ (always so for blanks). Per-answer feedback
// (#…) is ignored except for 判断题. A question read without errors is then checked by checkQuestion (lengths, the
// blanks marked in the stem …).
// Not mapped, reported as errors: matching questions (->), questions without an answer block (Moodle's description),
// numeric tolerance and ranges, partial-credit answers (0 < weight < 100) of short-answer and numeric questions, and
// several = options in one choice block (Moodle's single choice with several full-credit answers).
// Full-width input is read too: ：：title：：, {Ｔ}, {#１１３０：０}, $CATEGORY：.
import { BLANK_MARK, blankCount } from '../check';
import { OPTION_LETTERS, type TModelAnswer } from '../question';
import {
  acceptedAnswers,
  atLine,
  blankSeparated,
  checkedQuestion,
  importedContent,
  importLabel,
  optionProblems,
  readExactNumber,
  sourceLines,
  type TAccepted,
  type TImportedQuestion,
  type TSourceLine,
} from './imported';

/** Read a GIFT file: one result per question, in the order of the file. */
export function parseGift(text: string): TImportedQuestion[] {
  return blankSeparated(sourceLines(text))
    .map((group) => group.filter((line) => !isSkippedLine(line.text)))
    .filter((group) => group.length > 0)
    .map((group) => readGiftQuestion(group.map((line) => ({ no: line.no, text: hideEscapes(line.text) }))));
}

// ——— escapes: hidden as private-use characters while the text is parsed, restored in every text kept ———

const ESCAPED: Record<string, string> = {
  '~': '\uE001',
  '=': '\uE002',
  '#': '\uE003',
  '{': '\uE004',
  '}': '\uE005',
  ':': '\uE006',
  '\\': '\uE007',
  n: '\uE008',
};
const RESTORED: Record<string, string> = Object.fromEntries(
  Object.entries(ESCAPED).map(([char, hidden]) => [hidden, char === 'n' ? '\n' : char]),
);

function hideEscapes(line: string): string {
  return line.replace(/\\([~=#{}:\\n])/g, (_, char: string) => ESCAPED[char]);
}

function restore(text: string): string {
  return text.replace(/[\uE001-\uE008]/g, (hidden) => RESTORED[hidden]);
}

const FORMAT_PREFIX = /^\s*\[(?:html|moodle|plain|markdown)\]/i;

/** A text as kept: without its format prefix, escapes restored, trimmed. */
function cleanText(raw: string): string {
  return restore(raw.replace(FORMAT_PREFIX, '')).trim();
}

function isSkippedLine(line: string): boolean {
  const trimmed = line.trim();
  return trimmed.startsWith('//') || /^\$CATEGORY[:：]/i.test(trimmed);
}

// ——— one question ———

/** An answer block: offsets of its { and just after its }, and what is between. */
interface TAnswerBlock {
  start: number;
  end: number;
  inner: string;
}

type TGiftAnswer =
  | { kind: 'judge'; value: boolean; feedback: string }
  | { kind: 'choice'; type: 'single' | 'multiple'; options: string[]; choices: string }
  | { kind: 'blank'; accepted: string[] }
  | { kind: 'essay' };

/** An answer block read: the answer, or the problems (without their line) that keep it from being read. */
interface TRead {
  answer: TGiftAnswer | null;
  problems: string[];
}

function readGiftQuestion(lines: TSourceLine[]): TImportedQuestion {
  const line = lines[0].no;
  const text = lines.map((l) => l.text).join('\n');
  const lineAt = lineLocator(lines);
  const { title, bodyStart } = readHeading(text);
  const scan = findAnswerBlocks(text, bodyStart);
  if (scan.problem) {
    const lead = restore(text.slice(bodyStart).split(/[{}]/)[0]);
    const errors = [atLine(lineAt(scan.problem.offset), scan.problem.message)];
    return { line, label: importLabel(title, lead || restore(text)), content: null, errors };
  }
  const { blocks } = scan;
  if (blocks.length === 0) {
    const errors = [atLine(line, '没有答案块：GIFT 题目的答案要写在 {…} 中（简答题写 {}）')];
    return { line, label: importLabel(title, restore(text.slice(bodyStart))), content: null, errors };
  }
  const reads = blocks.map((block) => readAnswerBlock(block.inner));
  const errors = reads.flatMap((read, i) => read.problems.map((p) => atLine(lineAt(blocks[i].start), p)));
  const answers = reads.flatMap((read) => (read.answer ? [read.answer] : []));
  const model = errors.length === 0 ? modelOf(answers) : null;
  if (errors.length === 0 && !model) {
    errors.push(atLine(lineAt(blocks[1].start), '只有填空题可以有多个答案块，这道题的答案块不全是填空'));
  }
  const stem = buildStem(
    text,
    bodyStart,
    blocks,
    reads.every((read) => read.answer?.kind === 'blank'),
  );
  errors.push(...stemProblems(stem, model?.answer.type === 'blank' ? blocks.length : null).map((p) => atLine(line, p)));
  const label = importLabel(title, stem || restore(text));
  if (errors.length > 0 || !model) return { line, label, content: null, errors };
  const explanation = explanationOf(
    reads.map((read) => read.answer),
    blocks,
  );
  return checkedQuestion(line, label, importedContent(model.answer, stem, model.options, explanation));
}

/** What is wrong with a stem: empty, or (for a 填空题 of so many blocks) its blanks not one per block. */
function stemProblems(stem: string, blocks: number | null): string[] {
  if (stem.split(BLANK_MARK).join('').trim() === '') return ['题干为空'];
  if (blocks === null || blankCount(stem) === blocks) return [];
  return [`题干中的空有${blankCount(stem)}个，答案块有${blocks}个：相邻的答案块之间要有文字，题干中不要另写下划线`];
}

/** The 1-based source line of an offset in the question's text. */
function lineLocator(lines: TSourceLine[]): (offset: number) => number {
  const starts: number[] = [];
  let at = 0;
  for (const line of lines) {
    starts.push(at);
    at += line.text.length + 1;
  }
  return (offset) => {
    let i = 0;
    while (i + 1 < starts.length && starts[i + 1] <= offset) i++;
    return lines[i].no;
  };
}

const TITLE = /^\s*(?:::|：：)([\s\S]*?)(?:::|：：)/;

/** The ::title:: and where the question's text starts (after the title and a format prefix). */
function readHeading(text: string): { title: string; bodyStart: number } {
  const title = TITLE.exec(text);
  const afterTitle = title ? title[0].length : 0;
  const format = FORMAT_PREFIX.exec(text.slice(afterTitle));
  return { title: title ? cleanText(title[1]) : '', bodyStart: afterTitle + (format ? format[0].length : 0) };
}

interface TBlockScan {
  blocks: TAnswerBlock[];
  problem: { offset: number; message: string } | null;
}

/** The answer blocks of a question, or where its braces stop pairing. */
function findAnswerBlocks(text: string, from: number): TBlockScan {
  const blocks: TAnswerBlock[] = [];
  let open = -1;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '{') {
      if (open >= 0) return { blocks, problem: { offset: i, message: '大括号不配对：前一个“{”还没有用“}”结束' } };
      open = i;
    } else if (text[i] === '}') {
      if (open < 0) return { blocks, problem: { offset: i, message: '大括号不配对：“}”前面没有对应的“{”' } };
      blocks.push({ start: open, end: i + 1, inner: text.slice(open + 1, i) });
      open = -1;
    }
  }
  const problem = open >= 0 ? { offset: open, message: '大括号不配对：“{”没有对应的“}”' } : null;
  return { blocks, problem };
}

/** The stem: the text around the answer blocks, each block becoming ____ where the stem goes on after it. */
function buildStem(text: string, bodyStart: number, blocks: TAnswerBlock[], blank: boolean): string {
  let stem = '';
  let at = bodyStart;
  blocks.forEach((block, i) => {
    const next = i + 1 < blocks.length ? blocks[i + 1].start : text.length;
    const marked = blank || text.slice(block.end, next).trim() !== '';
    stem += text.slice(at, block.start) + (marked ? BLANK_MARK : '');
    at = block.end;
  });
  return restore(stem + text.slice(at)).trim();
}

function isBlank(answer: TGiftAnswer): answer is Extract<TGiftAnswer, { kind: 'blank' }> {
  return answer.kind === 'blank';
}

/** The model answer and options of the blocks read; null when several blocks are not all blanks. */
function modelOf(answers: TGiftAnswer[]): { answer: TModelAnswer; options: string[] } | null {
  if (answers.every(isBlank)) return { answer: { type: 'blank', blanks: answers.map((a) => a.accepted) }, options: [] };
  if (answers.length > 1) return null;
  const [answer] = answers;
  switch (answer.kind) {
    case 'judge':
      return { answer: { type: 'judge', value: answer.value }, options: [] };
    case 'choice':
      return { answer: { type: answer.type, choices: answer.choices }, options: answer.options };
    default:
      return { answer: { type: 'essay', reference: '' }, options: [] };
  }
}

/** The explanation: the general feedback (####), else a 判断题's feedback. */
function explanationOf(answers: (TGiftAnswer | null)[], blocks: TAnswerBlock[]): string {
  const general = blocks.map((block) => generalFeedback(block.inner)).filter(Boolean);
  if (general.length > 0) return general.join('\n');
  return answers
    .map((answer) => (answer?.kind === 'judge' ? answer.feedback : ''))
    .filter(Boolean)
    .join('\n');
}

// ——— one answer block ———

function generalFeedback(inner: string): string {
  const cut = inner.lastIndexOf('####');
  return cut < 0 ? '' : cleanText(inner.slice(cut + 4));
}

function readAnswerBlock(inner: string): TRead {
  const cut = inner.lastIndexOf('####');
  return readAnswerBody((cut < 0 ? inner : inner.slice(0, cut)).trim());
}

function ok(answer: TGiftAnswer): TRead {
  return { answer, problems: [] };
}

function fail(...problems: string[]): TRead {
  return { answer: null, problems };
}

function unrecognized(body: string): string {
  return `无法识别的答案块“{${restore(body)}}”`;
}

/** The block's type in Moodle's order: essay, numeric, choice, matching, true/false, short answer. */
function readAnswerBody(body: string): TRead {
  if (body === '') return ok({ kind: 'essay' });
  if (body.startsWith('#')) return readNumeric(body.slice(1));
  if (body.includes('~')) return readChoice(body);
  if (body.includes('=') && body.includes('->')) return fail('不支持的题型（匹配题）');
  return readJudge(body) ?? readShortAnswer(body);
}

const JUDGE_WORDS = new Map([
  ['T', true],
  ['TRUE', true],
  ['F', false],
  ['FALSE', false],
]);

function readJudge(body: string): TRead | null {
  const [word, ...feedback] = body.split('#');
  const value = JUDGE_WORDS.get(word.normalize('NFKC').trim().toUpperCase());
  if (value === undefined) return null;
  return ok({ kind: 'judge', value, feedback: feedback.map(cleanText).filter(Boolean).join('\n') });
}

interface TGiftOption {
  marker: '=' | '~';
  /** the %weight% written, or null */
  weight: number | null;
  /** the text, without weight and feedback */
  text: string;
}

const WEIGHT = /^\s*%(-?\d+(?:\.\d+)?)%/;

function readOption(marker: '=' | '~', raw: string): TGiftOption {
  const weight = WEIGHT.exec(raw);
  const rest = weight ? raw.slice(weight[0].length) : raw;
  return { marker, weight: weight ? Number(weight[1]) : null, text: cleanText(rest.split('#')[0]) };
}

/** The =… and ~… options of a block; null when text comes before the first of them. */
function splitOptions(body: string): TGiftOption[] | null {
  const first = body.search(/[=~]/);
  if (first < 0 || body.slice(0, first).trim() !== '') return null;
  return [...body.slice(first).matchAll(/([=~])([^=~]*)/g)].map((m) => readOption(m[1] as '=' | '~', m[2]));
}

function readChoice(body: string): TRead {
  const options = splitOptions(body);
  if (!options) return fail(unrecognized(body));
  const marked = options.filter((option) => option.marker === '=');
  const right = marked.length > 0 ? marked : options.filter((option) => (option.weight ?? 0) > 0);
  const type = marked.length === 0 && right.length >= 2 ? 'multiple' : 'single';
  const texts = options.map((option) => option.text);
  const problems = optionProblems(type, texts);
  if (marked.length > 1) {
    problems.push('单选题只能有一个“=”正确选项；多选题请给每个正确选项写正的权重，如 ~%50%甲 ~%50%乙');
  }
  if (right.length === 0) problems.push('没有正确选项：用“=”标出正确选项，或给正确选项写正的权重（如 ~%50%）');
  if (problems.length > 0) return fail(...problems);
  const choices = options.map((option, i) => (right.includes(option) ? OPTION_LETTERS[i] : '')).join('');
  return ok({ kind: 'choice', type, options: texts, choices });
}

/** A blank's accepted answers: the options of full weight (100% or none written); 0% and below are skipped. */
function readAccepted(options: TGiftOption[], accept: (text: string) => TAccepted): TRead {
  const read = acceptedAnswers(
    options.map((option) => ({ weight: option.weight ?? 100, text: option.text })),
    accept,
  );
  return read.problems.length > 0 ? fail(...read.problems) : ok({ kind: 'blank', accepted: read.accepted });
}

function readShortAnswer(body: string): TRead {
  const options = splitOptions(body);
  if (!options) return fail(unrecognized(body));
  return readAccepted(options, (text) => (text === '' ? { problem: '填空的答案为空' } : { value: text }));
}

function readNumeric(body: string): TRead {
  const options = body.includes('=') ? splitOptions(body) : [readOption('=', body)];
  if (!options) return fail(unrecognized(`#${body}`));
  return readAccepted(
    options.filter((option) => option.marker === '='),
    readExactNumber,
  );
}
