// A whole paper in one workbook (issue 10 §2, /adminViews/paper/paper/import/{id}). Sheet 试卷信息: one setting a
// row, its label in column A and its value in column B (试卷名称, 类型 考试|练习, 时长（分钟）, 及格分, 题目乱序 and
// 选项乱序 是|否, 说明). Sheet 试题: the question bank's template (xlsx-rows.ts) with two leading columns, 部分 (the
// section's title) and 分值 (the points of each question of that section): consecutive rows of one 部分 form a section,
// all of one type and of one points. A row after a section's first may leave 部分 and 分值 empty (merged cells read so).
// The question cells are read by parseXlsxRows; the paper as a whole is then judged by checkPaper. Every problem names
// its sheet: '试题第5行：…' or '试卷信息：…'. As with xlsx-rows.ts, a row is string[] and rows[i] is Excel row i + 1.
import { checkPaper, PAPER_KIND_LABEL, type TPaperKind, type TPaperSection } from '../paper';
import { QUESTION_TYPE_LABEL, type TQuestionContent, type TQuestionType } from '../question';
import type { TImportedQuestion } from './imported';
import {
  cellReader,
  headerName,
  headerProblem,
  missingColumns,
  parseXlsxRows,
  questionToRow,
  XLSX_COLUMNS,
  XLSX_HELP_SHEET,
  XLSX_REQUIRED_COLUMNS,
  XLSX_SHEET_NAME,
} from './xlsx-rows';

export const PAPER_INFO_SHEET = '试卷信息';
export const PAPER_QUESTION_SHEET = XLSX_SHEET_NAME;

const SECTION = '部分';
const POINTS = '分值';

/** The 试题 sheet's header: 部分, 分值, then the question template's columns. */
export const PAPER_QUESTION_COLUMNS: readonly string[] = [SECTION, POINTS, ...XLSX_COLUMNS];

/** The 试卷信息 sheet's header (row 1); the settings follow, one a row. */
export const PAPER_INFO_HEADER: readonly string[] = ['项目', '内容', '填写要求'];

const INFO = {
  title: '试卷名称',
  kind: '类型',
  duration: '时长（分钟）',
  passMark: '及格分',
  shuffleQuestions: '题目乱序',
  shuffleOptions: '选项乱序',
  description: '说明',
} as const;
type TInfoKey = keyof typeof INFO;

const INFO_HINT: Record<TInfoKey, string> = {
  title: '必填，最多100个字',
  kind: '必填：考试 或 练习',
  duration: '必填：整数分钟，考试1到600；练习填0表示不限时',
  passMark: '必填：最多两位小数，不能高于试卷总分',
  shuffleQuestions: '是 或 否，不填为否',
  shuffleOptions: '是 或 否，不填为否',
  description: '选填：学生开始答题前看到的说明，最多2000字',
};

const INFO_EXAMPLE: Record<TInfoKey, string> = {
  title: '出纳实务期中考试',
  kind: '考试',
  duration: '90',
  passMark: '60',
  shuffleQuestions: '是',
  shuffleOptions: '否',
  description: '闭卷，独立完成；交卷后不能修改',
};

const REQUIRED_INFO = ['title', 'kind', 'duration', 'passMark'] as const satisfies readonly TInfoKey[];
/** How checkPaper's problems name a setting (to leave out what a missing or unreadable row already says). */
const CHECKED_AS: Record<(typeof REQUIRED_INFO)[number], string> = {
  title: '试卷名称',
  kind: '类型',
  duration: '时长',
  passMark: '及格分',
};
const MAX_TITLE = 100;
const MAX_DESCRIPTION = 2000;
const MAX_SECTION_TITLE = 50;

/** A paper's settings as its workbook writes them (the contract's TPaperStoreBody without the template and sections). */
export interface TPaperFileSettings {
  title: string;
  kind: TPaperKind;
  /** minutes; 0 when it could not be read (a problem says so) */
  durationMinutes: number;
  /** decimal text as written */
  passMark: string;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  description: string;
}

/** A section read from the 试题 sheet: its questions in the order of the rows. */
export interface TPaperFileSection {
  title: string;
  /** the type of its questions: the first readable one's (null when none could be read) */
  type: TQuestionType | null;
  /** the points of each of its questions, as written in its first 分值 cell */
  points: string;
  /** the Excel row of its first question */
  line: number;
  /** each with its own problems (errors, '试题第N行：…'), those of the question's cells and of its place in the section */
  questions: TImportedQuestion[];
}

export interface TPaperFile {
  settings: TPaperFileSettings;
  sections: TPaperFileSection[];
  /** the problems of the paper as a whole: 试卷信息, the header, what checkPaper finds */
  problems: string[];
}

/** A section to write: its title, the points of each question and the questions. */
export interface TPaperFileSectionContent {
  title: string;
  points: string;
  questions: TQuestionContent[];
}

// ——— 试卷信息 ———

const YES = new Set(['是', 'Y', 'YES', 'TRUE', '√']);
const NO = new Set(['', '否', 'N', 'NO', 'FALSE', '×']);
const fold = (text: string) => text.normalize('NFKC').replace(/\s/g, '').toUpperCase();

function readInfo(rows: readonly (readonly string[])[]): {
  settings: TPaperFileSettings;
  problems: string[];
  /** the words of checkPaper's problems already named here (a row missing, a value not read) */
  named: string[];
} {
  const problems: string[] = [];
  const at = (problem: string) => problems.push(`${PAPER_INFO_SHEET}：${problem}`);
  const found = new Map<TInfoKey, { row: number; value: string }>();
  const keys = Object.keys(INFO) as TInfoKey[];
  rows.forEach((cells, i) => {
    const name = headerName(cells[0] ?? '');
    const key = keys.find((k) => headerName(INFO[k]) === name);
    if (!key) return;
    const earlier = found.get(key);
    if (earlier) at(`“${INFO[key]}”填写了两次（第${earlier.row}行和第${i + 1}行）`);
    else found.set(key, { row: i + 1, value: (cells[1] ?? '').trim() });
  });
  if (found.size === 0) {
    at(`没有读到试卷信息：请按试卷模板，在A列写项目（${Object.values(INFO).join('、')}），B列写内容`);
  } else {
    for (const key of REQUIRED_INFO) if (!found.has(key)) at(`缺少“${INFO[key]}”一行`);
  }
  const named: string[] = REQUIRED_INFO.filter((key) => !found.has(key)).map((key) => CHECKED_AS[key]);
  const value = (key: TInfoKey) => found.get(key)?.value ?? '';

  const title = value('title');
  if (title.length > MAX_TITLE) at(`试卷名称不能超过${MAX_TITLE}个字`);
  const description = value('description');
  if (description.length > MAX_DESCRIPTION) at(`说明不能超过${MAX_DESCRIPTION}个字`);

  const kindText = value('kind');
  const kind = (Object.keys(PAPER_KIND_LABEL) as TPaperKind[]).find((k) => PAPER_KIND_LABEL[k] === fold(kindText));
  if (!kind && found.has('kind')) {
    at(kindText === '' ? '请填写类型：考试或练习' : `类型应为“考试”或“练习”，这里是“${kindText}”`);
  }

  const durationText = value('duration').normalize('NFKC');
  const durationRead = /^\d{1,4}(\.0+)?$/.test(durationText);
  if (!durationRead && found.has('duration')) {
    named.push(CHECKED_AS.duration);
    at(
      durationText === ''
        ? '请填写时长（分钟）：考试1到600分钟，练习填0表示不限时'
        : `时长（分钟）应为整数分钟，这里是“${durationText}”`,
    );
  }

  const flag = (key: 'shuffleQuestions' | 'shuffleOptions') => {
    const text = fold(value(key));
    if (!YES.has(text) && !NO.has(text)) at(`${INFO[key]}应为“是”或“否”，这里是“${value(key)}”`);
    return YES.has(text);
  };

  return {
    settings: {
      title,
      kind: kind ?? 'exam',
      durationMinutes: durationRead ? Number(durationText) : 0,
      passMark: value('passMark').normalize('NFKC').replace(/\s/g, ''),
      shuffleQuestions: flag('shuffleQuestions'),
      shuffleOptions: flag('shuffleOptions'),
      description,
    },
    problems,
    named,
  };
}

// ——— 试题 ———

/** What is wrong with the 试题 sheet's header: the columns it lacks; null when it is the template's. */
export function paperHeaderProblem(header: readonly string[]): string | null {
  const missing = missingColumns(header, [SECTION, POINTS, ...XLSX_REQUIRED_COLUMNS]);
  return missing.length === 0 ? null : `${PAPER_QUESTION_SHEET}第1行：${headerProblem(missing, '试卷模板')}`;
}

/** Points written as the same number ('2', '2.0', '２'). */
const samePoints = (a: string, b: string) => a === b || (a !== '' && b !== '' && Number(a) === Number(b));

function readSections(rows: readonly (readonly string[])[]): { sections: TPaperFileSection[]; problems: string[] } {
  const header = rows[0] ?? [];
  const problem = paperHeaderProblem(header);
  if (problem) return { sections: [], problems: [problem] };
  const cellOf = cellReader(header);
  const sections: TPaperFileSection[] = [];
  /** the row whose 分值 gave each section its points */
  const pointsLine = new Map<TPaperFileSection, number>();
  for (const item of parseXlsxRows(rows)) {
    const cells = rows[item.line - 1] ?? [];
    const atRow = (message: string) => `${PAPER_QUESTION_SHEET}第${item.line}行：${message}`;
    const errors = item.errors.map((error) => `${PAPER_QUESTION_SHEET}${error}`);
    const title = cellOf(cells, SECTION);
    const points = cellOf(cells, POINTS).normalize('NFKC').replace(/\s/g, '');
    let section = sections.at(-1);
    if (!section || (title !== '' && title !== section.title)) {
      if (title === '') errors.push(atRow('部分为空：请写这道题所在部分的标题，如“一、单项选择题”'));
      if (title.length > MAX_SECTION_TITLE) errors.push(atRow(`部分的标题不能超过${MAX_SECTION_TITLE}个字`));
      const earlier = title === '' ? undefined : sections.find((s) => s.title === title);
      if (earlier) {
        errors.push(atRow(`部分“${title}”在第${earlier.line}行已经出现：同一部分的题要填在相邻的行`));
      }
      section = { title, type: null, points: '', line: item.line, questions: [] };
      sections.push(section);
    }
    if (points !== '') {
      if (section.points === '') {
        section.points = points;
        pointsLine.set(section, item.line);
      } else if (!samePoints(points, section.points)) {
        errors.push(
          atRow(
            `分值“${points}”与本部分第${pointsLine.get(section)}行的“${section.points}”不同：同一部分每题的分值要相同`,
          ),
        );
      }
    }
    const type = item.content?.type;
    if (type && section.type === null) section.type = type;
    else if (type && type !== section.type && section.type) {
      errors.push(
        atRow(
          `这道题是${QUESTION_TYPE_LABEL[type]}，部分“${section.title}”是${QUESTION_TYPE_LABEL[section.type]}：同一部分的题型要相同`,
        ),
      );
    }
    section.questions.push({ ...item, errors });
  }
  return { sections, problems: [] };
}

// ——— the paper ———

/** A read section as the paper model's (fixed: these questions in order). */
export function paperFileSection(section: TPaperFileSection, questionIds: number[]): TPaperSection {
  return {
    type: section.type ?? 'single',
    title: section.title,
    points: section.points,
    mode: 'fixed',
    questionIds,
    draw: null,
  };
}

/** The read sections as the paper model's, each question standing by its row (for the checks and the totals). */
export function paperFileSections(sections: readonly TPaperFileSection[]): TPaperSection[] {
  return sections.map((section) =>
    paperFileSection(
      section,
      section.questions.map((question) => question.line),
    ),
  );
}

/** checkPaper's problems named by sheet: a section's at its first row, the sections' at 试题, the rest at 试卷信息. */
function paperProblems(settings: TPaperFileSettings, sections: TPaperFileSection[], named: string[]): string[] {
  const problems = checkPaper({
    title: settings.title,
    kind: settings.kind,
    durationMinutes: settings.durationMinutes,
    passMark: settings.passMark,
    sections: paperFileSections(sections),
  });
  return problems
    .filter((problem) => !named.some((word) => problem.includes(word)))
    .map((problem) => {
      const index = /^第(\d+)部分/.exec(problem);
      const section = index ? sections[Number(index[1]) - 1] : undefined;
      if (section) return `${PAPER_QUESTION_SHEET}第${section.line}行：${problem}`;
      if (problem.includes('部分')) return `${PAPER_QUESTION_SHEET}：${problem}`;
      return `${PAPER_INFO_SHEET}：${problem}`;
    });
}

/**
 * Read a paper's workbook: `info` the rows of 试卷信息, `questions` those of 试题 (rows[0] the header). The settings
 * read (a value that cannot be read falls back and is named in problems), the sections with their questions, and the
 * problems of the paper as a whole; the paper may be stored when neither problems nor any question's errors are left.
 */
export function parsePaperWorkbook(workbook: {
  info: readonly (readonly string[])[];
  questions: readonly (readonly string[])[];
}): TPaperFile {
  const info = readInfo(workbook.info);
  const read = readSections(workbook.questions);
  const problems = [...info.problems, ...read.problems];
  if (read.problems.length === 0) problems.push(...paperProblems(info.settings, read.sections, info.named));
  return { settings: info.settings, sections: read.sections, problems };
}

/** Every problem of a read paper: its own and its questions', in the order of the sheets. */
export function paperFileProblems(file: TPaperFile): string[] {
  return [...file.problems, ...file.sections.flatMap((section) => section.questions.flatMap((q) => q.errors))];
}

// ——— a paper as a workbook ———

function infoRows(values: Record<TInfoKey, string>): string[][] {
  return [
    [...PAPER_INFO_HEADER],
    ...(Object.keys(INFO) as TInfoKey[]).map((key) => [INFO[key], values[key], INFO_HINT[key]]),
  ];
}

/** The empty workbook of the template: the settings' labels with what each takes, and the header of 试题. */
export function emptyPaperWorkbook(): { info: string[][]; questions: string[][] } {
  const values = { title: '', kind: '', duration: '', passMark: '', shuffleQuestions: '否', shuffleOptions: '否' };
  return { info: infoRows({ ...values, description: '' }), questions: [[...PAPER_QUESTION_COLUMNS]] };
}

/** A paper as its workbook (rows[0] of each sheet its header): what parsePaperWorkbook reads back the same. */
export function paperToWorkbook(
  settings: TPaperFileSettings,
  sections: readonly TPaperFileSectionContent[],
): { info: string[][]; questions: string[][] } {
  const yesNo = (value: boolean) => (value ? '是' : '否');
  return {
    info: infoRows({
      title: settings.title,
      kind: PAPER_KIND_LABEL[settings.kind],
      duration: String(settings.durationMinutes),
      passMark: settings.passMark,
      shuffleQuestions: yesNo(settings.shuffleQuestions),
      shuffleOptions: yesNo(settings.shuffleOptions),
      description: settings.description,
    }),
    questions: [
      [...PAPER_QUESTION_COLUMNS],
      ...sections.flatMap((section) =>
        section.questions.map((content) => [section.title, section.points, ...questionToRow(content)]),
      ),
    ],
  };
}

/** The paper template's 填写说明: the settings, the two leading columns, then the question template's own. */
export const PAPER_XLSX_HELP_SHEET = {
  name: XLSX_HELP_SHEET.name,
  header: XLSX_HELP_SHEET.header,
  rows: [
    [PAPER_INFO_SHEET, '第一个工作表：A列是项目，B列填写内容（C列是填写要求，可不管）', ''],
    ...(Object.keys(INFO) as TInfoKey[]).map((key) => [INFO[key], INFO_HINT[key], INFO_EXAMPLE[key]]),
    ['', '', ''],
    [PAPER_QUESTION_SHEET, '第二个工作表：每行一道题；列与题库导入模板相同，前面多“部分”“分值”两列', ''],
    [
      SECTION,
      '必填。这道题所在部分的标题；相邻的、部分相同的行组成试卷的一个部分，按出现的顺序排列。同一部分的题型要相同。一个部分从第二道题起可以不填，表示与上一行相同',
      '一、单项选择题',
    ],
    [POINTS, '必填。这一部分每道题的分值：大于0、最多两位小数；同一部分的分值要相同，从第二道题起可以不填', '2'],
    ['', '', ''],
    ...XLSX_HELP_SHEET.rows,
    ['', '导入时，试题存入所选的章节，试卷使用所选的评分模板（多选、填空等的部分得分规则）', ''],
  ] as string[][],
};
