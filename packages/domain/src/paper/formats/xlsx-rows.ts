// The question bank's Excel template (issue 10 §1): one sheet, one question a row under a Chinese header, read into
// the question model; and a question written back as such a row (questionToRow), so that a bank exported and
// imported again is the same bank. The server turns the workbook into rows of cell texts (exceljs stays out of the
// domain); here a row is string[] and rows[0] is the header (Excel row 1), so rows[i] is Excel row i + 1.
// Columns are found by their header, in any order: 题型, 题干 and 答案 are required; 选项A … 选项H, 解析, 难度 and
// 知识点 may be left out. The answer cell per type:
//   单选题 / 多选题 / 不定项选择题  option letters: B, ACD (also A,C A、C, full-width letters)
//   判断题                          正确 / 错误 (also 对/错, √/×, T/F, TRUE/FALSE)
//   填空题                          blanks separated by |, the accepted answers of one blank by /; a \ before / | or \
//                                   writes the character itself (1\/2 is the answer 1/2); the stem marks blanks with ____
//   计算分录题                      one entry line a line of the cell: 借：科目 金额 / 贷：科目 金额, the account with
//                                   its code (1002 银行存款) or without, sub-accounts joined by —
//   简答题                          the reference answer (may be empty)
// Every problem names the row: '第5行：…'. A row read without errors is then checked by checkQuestion.
import { BLANK_MARK } from '../check';
import {
  CHOICE_TYPES,
  MAX_OPTIONS,
  OPTION_LETTERS,
  QUESTION_TYPE_LABEL,
  QUESTION_TYPES,
  type TEntryLine,
  type TModelAnswer,
  type TQuestionContent,
  type TQuestionType,
} from '../question';
import {
  atLine,
  checkedQuestion,
  IMPORTED_DIFFICULTY,
  importLabel,
  optionProblems,
  readAnswerLetters,
  type TImportedQuestion,
} from './imported';

/** The option columns: 选项A … 选项H. */
export const XLSX_OPTION_COLUMNS: readonly string[] = [...OPTION_LETTERS].map((letter) => `选项${letter}`);

/** The template's header, in the order of its columns (questionToRow writes cells in this order). */
export const XLSX_COLUMNS: readonly string[] = [
  '题型',
  '题干',
  ...XLSX_OPTION_COLUMNS,
  '答案',
  '解析',
  '难度',
  '知识点',
];

/** The columns a sheet of questions must have. */
export const XLSX_REQUIRED_COLUMNS: readonly string[] = ['题型', '题干', '答案'];

/** The name of the template's question sheet. */
export const XLSX_SHEET_NAME = '试题';

/** The template's second sheet, 填写说明: its header and rows (what each column holds, then the answer per type). */
export const XLSX_HELP_SHEET = {
  name: '填写说明',
  header: ['列名 / 题型', '说明', '示例'],
  rows: [
    ['题型', '必填。单选题、多选题、判断题、不定项选择题、填空题、计算分录题、简答题 之一', '单选题'],
    [
      '题干',
      `必填。题目内容，可在单元格内换行（Alt+Enter）；可写简单的HTML。填空题在题干中用四个下划线 ${BLANK_MARK} 标出每个空`,
      `库存现金限额一般按单位${BLANK_MARK}天的日常零星开支核定`,
    ],
    [
      '选项A–选项H',
      `单选题、多选题、不定项选择题必填：至少两个，从选项A起连续填写，最多${MAX_OPTIONS}个。其他题型不填`,
      '13%',
    ],
    ['答案', '必填（简答题可不填）。写法按题型，见下', 'B'],
    ['解析', '选填。学生交卷后可见的答案解析', ''],
    ['难度', `选填。1（容易）到5（困难）的整数，不填为${IMPORTED_DIFFICULTY}`, '3'],
    ['知识点', '选填。多个知识点用“、”或“,”分隔，最多10个，每个不超过20字', '现金管理、库存限额'],
    ['', '', ''],
    ['答案的写法', '', ''],
    ['单选题', '一个正确选项的字母', 'B'],
    ['多选题', '两个或以上正确选项的字母，不用分隔', 'ACD'],
    ['不定项选择题', '一个或多个正确选项的字母', 'AB'],
    ['判断题', '正确 或 错误（也可写 对/错、√/×、T/F）', '正确'],
    [
      '填空题',
      '各空的答案按顺序用“|”分隔；同一空有几种正确写法时用“/”分隔。答案本身含有“/”或“|”（如分数1/2）时，在它前面加“\\”，写作 1\\/2',
      '3/三|10',
    ],
    [
      '计算分录题',
      '每行一条分录（单元格内用 Alt+Enter 换行）：借：科目 金额 或 贷：科目 金额。科目可带编码（1002 银行存款），明细科目用“—”连接；科目与金额之间空一格；借贷合计要相等',
      '借：1002 银行存款 11300\n贷：主营业务收入 10000\n贷：应交税费—应交增值税（销项税额） 1300',
    ],
    ['简答题', '参考答案，供教师评分时参考；可不填', '现金日记账应逐日逐笔登记，做到日清月结'],
    ['', '', ''],
    ['注意', '第1行是表头，请勿修改；从第2行起每行一道题，空行会被跳过', ''],
    ['', '上传后先预览，每道有错误的题都会标出行号和原因；只要有一道题有错误，整份文件都不会导入', ''],
  ] as string[][],
};

// ——— the header ———

/** A header cell as matched: full-width folded, spaces and * dropped, a trailing (…) note dropped. */
export function headerName(cell: string): string {
  return cell
    .normalize('NFKC')
    .replace(/[\s*]/g, '')
    .replace(/\(.*\)$/, '');
}

/** The columns of `required` a header row lacks (matched as headerName folds them). */
export function missingColumns(header: readonly string[], required: readonly string[]): string[] {
  const names = header.map(headerName);
  return required.filter((name) => !names.includes(headerName(name)));
}

/** The refusal of a header that lacks columns: 表头缺少“…”列, then how to mend it with the template named. */
export function headerProblem(missing: readonly string[], template: string): string {
  const named = missing.map((name) => `“${name}”`).join('');
  return `表头缺少${named}列：请下载${template}，按模板的表头（第1行）填写`;
}

/** What is wrong with a header row: the required columns it lacks; null when it is the template's. */
export function xlsxHeaderProblem(header: readonly string[]): string | null {
  const missing = missingColumns(header, XLSX_REQUIRED_COLUMNS);
  return missing.length === 0 ? null : headerProblem(missing, 'Excel模板');
}

/** The cell of a row under the column of this header named so, trimmed; '' when the header has no such column. */
export function cellReader(header: readonly string[]): (cells: readonly string[], name: string) => string {
  const names = header.map(headerName);
  return (cells, name) => {
    const at = names.indexOf(name);
    return at < 0 ? '' : (cells[at] ?? '').trim();
  };
}

// ——— the rows ———

/** Read the rows of the template's sheet (rows[0] the header): one result per non-empty row, in order. */
export function parseXlsxRows(rows: readonly (readonly string[])[]): TImportedQuestion[] {
  const header = rows[0] ?? [];
  const problem = xlsxHeaderProblem(header);
  if (problem) return [{ line: 1, label: '表头', content: null, errors: [atLine(1, problem)] }];
  const cellOf = cellReader(header);
  const items: TImportedQuestion[] = [];
  rows.forEach((cells, i) => {
    if (i === 0 || cells.every((cell) => (cell ?? '').trim() === '')) return;
    items.push(readRow(i + 1, (name) => cellOf(cells, name)));
  });
  return items;
}

const TYPE_BY_LABEL = new Map<string, TQuestionType>(
  QUESTION_TYPES.flatMap((type) => {
    const label = QUESTION_TYPE_LABEL[type];
    return [
      [label, type],
      [label.replace(/题$/, ''), type],
    ];
  }),
);

function readRow(row: number, cell: (name: string) => string): TImportedQuestion {
  const problems: string[] = [];
  const stem = cell('题干');
  const label = importLabel('', stem || cell('题型') || '（题干为空）');
  const typeText = cell('题型');
  const type = TYPE_BY_LABEL.get(typeText.normalize('NFKC').replace(/\s/g, '')) ?? null;
  if (typeText === '')
    problems.push(`题型为空：应为${QUESTION_TYPES.map((t) => QUESTION_TYPE_LABEL[t]).join('、')}之一`);
  else if (!type) {
    problems.push(`题型“${typeText}”不正确：应为${QUESTION_TYPES.map((t) => QUESTION_TYPE_LABEL[t]).join('、')}之一`);
  }
  if (stem === '') problems.push('题干为空');
  const options = writtenOptions(XLSX_OPTION_COLUMNS.map(cell));
  const difficulty = readDifficulty(cell('难度'));
  if (typeof difficulty === 'string') problems.push(difficulty);
  let answer: TModelAnswer | null = null;
  if (type) {
    if (CHOICE_TYPES.includes(type)) problems.push(...optionProblems(type, options));
    else if (options.length > 0) problems.push(`${QUESTION_TYPE_LABEL[type]}不设选项，请清空选项列`);
    const read = readAnswer(type, cell('答案'), options.length);
    if ('problems' in read) problems.push(...read.problems);
    else answer = read;
  }
  if (problems.length > 0 || !answer || typeof difficulty === 'string') {
    return { line: row, label, content: null, errors: problems.map((problem) => atLine(row, problem)) };
  }
  const content: TQuestionContent = {
    type: answer.type,
    stem,
    options,
    answer,
    explanation: cell('解析'),
    difficulty,
    tags: readTags(cell('知识点')),
  };
  return checkedQuestion(row, label, content);
}

/** The options written: up to the last filled option column (an empty one before it stays, to be reported). */
function writtenOptions(cells: string[]): string[] {
  let last = cells.length - 1;
  while (last >= 0 && cells[last] === '') last--;
  return cells.slice(0, last + 1);
}

/** 1 to 5, the import's default when empty, or the problem. */
function readDifficulty(text: string): number | string {
  if (text === '') return IMPORTED_DIFFICULTY;
  const value = text.normalize('NFKC').trim();
  return /^[1-5](\.0+)?$/.test(value) ? Number(value) : `难度应为1到5的整数，这里是“${text}”`;
}

/** Knowledge points separated by 、 , ， ; ；: trimmed, empty ones and repeats dropped. */
function readTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[、,，;；]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

type TAnswerRead = TModelAnswer | { problems: string[] };

function readAnswer(type: TQuestionType, text: string, optionCount: number): TAnswerRead {
  switch (type) {
    case 'single':
    case 'multiple':
    case 'indefinite':
      return readChoices(type, text, optionCount);
    case 'judge':
      return readJudge(text);
    case 'blank':
      return readBlanks(text);
    case 'entry':
      return readEntry(text);
    case 'essay':
      return { type, reference: text };
  }
}

function readChoices(type: 'single' | 'multiple' | 'indefinite', text: string, optionCount: number): TAnswerRead {
  if (text === '') return { problems: ['答案为空：请写正确选项的字母，如 B 或 ACD'] };
  const { choices, unknown } = readAnswerLetters(text, OPTION_LETTERS.slice(0, optionCount));
  if (unknown.length > 0) {
    const named = unknown.map((letter) => `“${letter}”`).join('、');
    return { problems: [`答案中的${named}不是本题的选项（本题有${optionCount}个选项）`] };
  }
  return { type, choices };
}

const JUDGE_WORDS = new Map<string, boolean>([
  ['正确', true],
  ['对', true],
  ['√', true],
  ['✓', true],
  ['✔', true],
  ['T', true],
  ['TRUE', true],
  ['错误', false],
  ['错', false],
  ['×', false],
  ['✗', false],
  ['✘', false],
  ['F', false],
  ['FALSE', false],
]);

function readJudge(text: string): TAnswerRead {
  const value = JUDGE_WORDS.get(text.normalize('NFKC').replace(/\s/g, '').toUpperCase());
  if (value === undefined) {
    return { problems: [`判断题的答案应为“正确”或“错误”（也可写 对/错、√/×、T/F），这里是“${text}”`] };
  }
  return { type: 'judge', value };
}

/** The characters with a meaning in a 填空 answer cell: blank separators, answer separators, the escape. */
const BLANK_SEPARATORS = '|｜';
const ANSWER_SEPARATORS = '/／';

function readBlanks(text: string): TAnswerRead {
  if (text === '') return { problems: ['填空题的答案为空：各空的答案用“|”分隔，同一空的几种写法用“/”分隔'] };
  const blanks: string[][] = [[]];
  let current = '';
  const endAnswer = () => {
    blanks[blanks.length - 1].push(current.trim());
    current = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    const next = text[i + 1];
    if (char === '\\' && next !== undefined && `\\${BLANK_SEPARATORS}${ANSWER_SEPARATORS}`.includes(next)) {
      current += next;
      i++;
    } else if (BLANK_SEPARATORS.includes(char)) {
      endAnswer();
      blanks.push([]);
    } else if (ANSWER_SEPARATORS.includes(char)) {
      endAnswer();
    } else {
      current += char;
    }
  }
  endAnswer();
  const problems = blanks.flatMap((accepted, i) =>
    accepted.some((answer) => answer === '')
      ? [`第${i + 1}个空有空白的答案（“|”“/”前后都要写答案；答案本身含“/”时写作“\\/”）`]
      : [],
  );
  if (problems.length > 0) return { problems };
  return { type: 'blank', blanks: blanks.map((accepted) => [...new Set(accepted)]) };
}

/** 借：科目 金额 — the account (its code first when written) and the amount after the last space. */
const ENTRY_LINE = /^(借|贷)\s*[:：]?\s*(.*?)\s*[¥￥]?([0-9０-９][0-9０-９,，]*(?:[.．][0-9０-９]+)?)\s*元?$/;
const ACCOUNT_CODE = /^(\d+)\s+(\S.*)$/;

function readEntry(text: string): TAnswerRead {
  const written = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (written.length === 0) {
    return { problems: ['计算分录题的答案为空：每行写一条分录，如“借：1002 银行存款 5000”'] };
  }
  const problems: string[] = [];
  const lines: TEntryLine[] = [];
  written.forEach((line, i) => {
    const read = ENTRY_LINE.exec(line);
    const account = read ? read[2].trim() : '';
    if (!read || account === '') {
      problems.push(`答案第${i + 1}行“${line}”应写成“借：科目 金额”或“贷：科目 金额”`);
      return;
    }
    const coded = ACCOUNT_CODE.exec(account);
    lines.push({
      side: read[1] === '借' ? 'debit' : 'credit',
      account: coded ? coded[2].trim() : account,
      ...(coded ? { code: coded[1] } : {}),
      amount: read[3].normalize('NFKC').replace(/,/g, ''),
    });
  });
  return problems.length > 0 ? { problems } : { type: 'entry', lines };
}

// ——— a question as a row ———

/** A 填空 answer as written in its cell: the separators and the escape in it escaped. */
function escapeBlankAnswer(answer: string): string {
  return answer.replace(/[\\|｜/／]/g, (char) => `\\${char}`);
}

function answerCell(answer: TModelAnswer): string {
  switch (answer.type) {
    case 'single':
    case 'multiple':
    case 'indefinite':
      return answer.choices;
    case 'judge':
      return answer.value ? '正确' : '错误';
    case 'blank':
      return answer.blanks.map((accepted) => accepted.map(escapeBlankAnswer).join('/')).join('|');
    case 'entry':
      return answer.lines
        .map(
          (line) =>
            `${line.side === 'debit' ? '借' : '贷'}：${line.code ? `${line.code} ` : ''}${line.account} ${line.amount}`,
        )
        .join('\n');
    case 'essay':
      return answer.reference;
  }
}

/** A question as a row of the template, cells in the order of XLSX_COLUMNS. */
export function questionToRow(content: TQuestionContent): string[] {
  const options = Array.from({ length: MAX_OPTIONS }, (_, i) => content.options[i] ?? '');
  return [
    QUESTION_TYPE_LABEL[content.type],
    content.stem,
    ...options,
    answerCell(content.answer),
    content.explanation,
    String(content.difficulty),
    content.tags.join('、'),
  ];
}
