// Moodle XML (the export of Moodle's question bank: <quiz> of <question type="…">) read into the question model.
//   multichoice   <single>true</single> (the default) → 单选题; false → 多选题 (two or more right options) or
//                 不定项选择题 (one). An option is right when its fraction is above 0 (100, or the partial fractions of a
//                 multiple answer such as 50 / 50 or 33.33333 × 3); 0 and negative fractions are wrong. A 单选题 with
//                 more than one option above 0 (partial credit) is reported, not guessed.
//   truefalse     → 判断题: the answer of fraction 100 says true or false
//   shortanswer   → 填空题 of one blank accepting every answer of fraction 100 (0 skipped; partial credit and the *
//                   wildcard reported)
//   numerical     → 填空题 likewise, exact numbers only (a tolerance other than 0 is reported)
//   essay         → 简答题, the <graderinfo> as the reference answer
//   category      set nothing (skipped); any other type (matching, cloze, ddwtos, description …) is reported
// The stem (<questiontext>) is kept as written, HTML included (the web app shows simple HTML safely); a 填空 stem gets
// its blank (____) at its end unless it marks one already. Options, the explanation (<generalfeedback>) and the reference
// answer are made plain text: tags dropped, paragraphs and <br> made line breaks (options: spaces), entities read.
// Images packed in the file (@@PLUGINFILE@@) cannot come along and are reported. <name> labels the question; <tags>
// become its knowledge points; difficulty is the import's default. Every problem names the question: '第3题：…'
// (counted without the category entries); the preview shows its line too.
import { BLANK_MARK, blankCount } from '../check';
import { OPTION_LETTERS, type TModelAnswer } from '../question';
import {
  acceptedAnswers,
  atLine,
  checkedQuestion,
  importedContent,
  importLabel,
  optionLetter,
  optionProblems,
  readExactNumber,
  type TAccepted,
  type TImportedQuestion,
} from './imported';
import {
  childElement,
  childElements,
  decodeEntities,
  readXml,
  type TXmlElement,
  textContent,
  XML_ENTITIES,
} from './xml';

/** Read a Moodle XML file: one result per question (categories skipped), in the order of the file. */
export function parseMoodleXml(text: string): TImportedQuestion[] {
  const read = readXml(text.replace(/^\uFEFF/, ''));
  if ('problem' in read) return [unreadableFile(read.line, `XML格式有误：${read.problem}`)];
  if (read.root.name !== 'quiz') {
    return [unreadableFile(read.root.line, `不是Moodle XML题库文件：根元素应为<quiz>，这里是<${read.root.name}>`)];
  }
  return childElements(read.root, 'question')
    .filter((question) => question.attrs.type !== 'category')
    .map((question, i) => readQuestion(question, i + 1));
}

function unreadableFile(line: number, message: string): TImportedQuestion {
  return { line, label: 'Moodle XML 文件', content: null, errors: [atLine(line, message)] };
}

/** A question's answer read: the model answer, its options and the stem it needs; or the problems. */
type TRead = { answer: TModelAnswer; options: string[]; stem: string; explanation?: string } | { problems: string[] };

const READERS: Record<string, (question: TXmlElement, stem: string) => TRead> = {
  multichoice: readMultichoice,
  truefalse: readTrueFalse,
  shortanswer: (question, stem) => readBlank(question, stem, readShortAnswer),
  numerical: (question, stem) => readBlank(question, stem, readExactNumber),
  essay: (question, stem) => ({
    answer: { type: 'essay', reference: plainText(childElement(question, 'graderinfo')) },
    options: [],
    stem,
  }),
};

function readQuestion(question: TXmlElement, no: number): TImportedQuestion {
  const at = (problem: string) => `第${no}题：${problem}`;
  const type = question.attrs.type ?? '';
  const stem = fieldText(childElement(question, 'questiontext')).trim();
  const label = importLabel(fieldText(childElement(question, 'name')), stem) || `第${no}题`;
  const reader = Object.hasOwn(READERS, type) ? READERS[type] : null;
  if (!reader) {
    const problem = `不支持的题型 ${type || '（未写type）'}（可导入：multichoice、truefalse、shortanswer、numerical、essay）`;
    return { line: question.line, label, content: null, errors: [at(problem)] };
  }
  const problems: string[] = [];
  if (stem === '') problems.push('题干为空');
  if (stem.includes('@@PLUGINFILE@@')) {
    problems.push('题干中有随文件打包的图片（@@PLUGINFILE@@），不能导入；请去掉图片后导入，再在编辑器中上传图片');
  }
  const read = reader(question, stem);
  if ('problems' in read) problems.push(...read.problems);
  if (problems.length > 0 || 'problems' in read) {
    return { line: question.line, label, content: null, errors: problems.map(at) };
  }
  const explanation = plainText(childElement(question, 'generalfeedback')) || read.explanation || '';
  const content = importedContent(read.answer, read.stem, read.options, explanation);
  return checkedQuestion(question.line, label, { ...content, tags: tagsOf(question) }, at);
}

// ——— texts ———

/** The text of a field: its <text> child (Moodle's shape), or its own text. */
function fieldText(field: TXmlElement | null): string {
  if (!field) return '';
  const text = childElement(field, 'text');
  return textContent(text ?? field);
}

const HTML_TAG = /<[a-z][^>]*>/i;

/** A field as plain text: HTML (format="html", or text that holds tags) made text, other formats trimmed. */
function plainText(field: TXmlElement | null): string {
  const text = fieldText(field);
  return field?.attrs.format === 'html' || HTML_TAG.test(text) ? htmlToText(text) : text.trim();
}

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  ...XML_ENTITIES,
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  middot: '·',
  times: '×',
  divide: '÷',
  yen: '¥',
};

/** HTML as plain text: <br> and the end of a paragraph are line breaks, other tags dropped, entities read. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|tr|h[1-6]|blockquote|pre)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text, HTML_ENTITIES)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

function tagsOf(question: TXmlElement): string[] {
  const tags = childElement(question, 'tags');
  const texts = tags ? childElements(tags, 'tag').map((tag) => fieldText(tag).trim()) : [];
  return [...new Set(texts.filter(Boolean))];
}

// ——— answers ———

interface TMoodleAnswer {
  /** the fraction as written, for messages */
  written: string;
  fraction: number;
  /** plain text, on one line */
  text: string;
  hasImage: boolean;
  element: TXmlElement;
}

function answersOf(question: TXmlElement): TMoodleAnswer[] {
  return childElements(question, 'answer').map((element) => {
    const written = (element.attrs.fraction ?? '0').trim();
    return {
      written,
      fraction: Number(written),
      text: plainText(element).replace(/\n+/g, ' '),
      hasImage: /<img\b/i.test(fieldText(element)),
      element,
    };
  });
}

/** The fractions that are not numbers, and options that are pictures: what keeps the answers from being read. */
function answerProblems(answers: TMoodleAnswer[], what: (i: number) => string): string[] {
  return answers.flatMap((answer, i) => [
    ...(Number.isNaN(answer.fraction) ? [`${what(i)}的分数“${answer.written}”不是数字`] : []),
    ...(answer.hasImage ? [`${what(i)}含有图片，暂不支持图片选项`] : []),
  ]);
}

function readMultichoice(question: TXmlElement, stem: string): TRead {
  const answers = answersOf(question);
  const problems = answerProblems(answers, (i) => `选项${optionLetter(i)}`);
  const single = !/^(false|0)$/i.test(fieldText(childElement(question, 'single')).trim());
  const right = answers.filter((answer) => answer.fraction > 0);
  const type = single ? 'single' : right.length >= 2 ? 'multiple' : 'indefinite';
  const options = answers.map((answer) => answer.text);
  problems.push(...optionProblems(type, options));
  if (right.length === 0) problems.push('没有分数大于0的选项，无法确定正确答案');
  if (single && right.length > 1) {
    problems.push(`单选题只能有一个正确选项，这道题有${right.length}个选项的分数大于0（单选题的部分得分不能导入）`);
  }
  if (problems.length > 0) return { problems };
  const choices = [...OPTION_LETTERS].filter((_, i) => right.includes(answers[i])).join('');
  return { answer: { type, choices }, options, stem };
}

function readTrueFalse(question: TXmlElement, stem: string): TRead {
  const answers = answersOf(question);
  const problems = answerProblems(answers, (i) => `第${i + 1}个答案`);
  const right = answers.filter((answer) => answer.fraction > 0);
  if (problems.length > 0) return { problems };
  if (right.length !== 1) return { problems: ['判断题应有且只有一个分数为100的答案（true或false）'] };
  const value = right[0].text.toLowerCase();
  if (value !== 'true' && value !== 'false') {
    return { problems: [`判断题的正确答案应为true或false，这里是“${right[0].text}”`] };
  }
  const feedback = plainText(childElement(right[0].element, 'feedback'));
  return { answer: { type: 'judge', value: value === 'true' }, options: [], stem, explanation: feedback };
}

function readShortAnswer(text: string): TAccepted {
  if (text === '') return { problem: '填空的答案为空' };
  if (text.includes('*')) return { problem: `答案“${text}”含有通配符*，暂不支持` };
  return { value: text };
}

/** A 填空题 of one blank: the answers of fraction 100 (numbers exact), the stem with its one blank. */
function readBlank(question: TXmlElement, stem: string, accept: (text: string) => TAccepted): TRead {
  const answers = answersOf(question);
  const problems = answerProblems(answers, (i) => `第${i + 1}个答案`);
  for (const answer of answers) {
    const tolerance = fieldText(childElement(answer.element, 'tolerance')).trim();
    if (answer.fraction > 0 && tolerance !== '' && Number(tolerance) !== 0) {
      problems.push(`数值题只支持精确答案，答案“${answer.text}”的误差范围是${tolerance}`);
    }
  }
  const read = acceptedAnswers(
    answers.map((answer) => ({ weight: answer.fraction, text: answer.text })),
    accept,
  );
  problems.push(...read.problems);
  const count = blankCount(stem);
  if (count > 1) problems.push(`题干中有${count}处下划线（${BLANK_MARK}），这种题只能有一个空`);
  if (problems.length > 0) return { problems };
  return {
    answer: { type: 'blank', blanks: [read.accepted] },
    options: [],
    stem: count === 1 ? stem : withBlank(stem),
  };
}

/** The stem with a blank at its end: inside its last paragraph when it ends with one. */
function withBlank(stem: string): string {
  const close = /<\/p>\s*$/i.exec(stem);
  return close ? `${stem.slice(0, close.index)}${BLANK_MARK}${stem.slice(close.index)}` : `${stem}${BLANK_MARK}`;
}
