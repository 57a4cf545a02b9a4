// The question bank's Excel template (issue 10 §1): the empty template, a chapter's (or a subject's) questions
// exported in it, and an uploaded workbook read into rows of cell texts for the domain's reader (parseXlsxRows).
// The columns, the 填写说明 and the cell rules are the domain's (packages/domain/src/paper/formats/xlsx-rows.ts).
import {
  questionToRow,
  type TQuestionContent,
  XLSX_COLUMNS,
  XLSX_HELP_SHEET,
  XLSX_SHEET_NAME,
  xlsxHeaderProblem,
} from '@sxpt/domain';
import { asc, eq, or } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { questionChapters, questions } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { buildWorkbook, loadFirstSheet, type TSheetSpec, textOf } from '../college/xlsx-file';
import { bankMessages } from './question-service';

export const sheetMessages = {
  notWorkbook: '文件不是Excel工作簿（.xlsx）：请下载Excel模板，填写后另存为 .xlsx 再上传',
  tooMany: (max: number) => `一个文件最多导入${max}道题，请分成几个文件上传`,
  nothingToExport: (name: string) => `“${name}”下没有试题，没有可导出的内容`,
} as const;

/** At most so many question rows in one upload. */
export const MAX_SHEET_QUESTIONS = 2000;

const WIDTHS: Record<string, number> = {
  部分: 16,
  分值: 8,
  题型: 12,
  题干: 50,
  答案: 36,
  解析: 36,
  难度: 6,
  知识点: 20,
};

/** A sheet of questions under this header: every column text (a typed 13% stays text), line breaks shown. */
export function questionSheet(name: string, header: readonly string[], rows: string[][]): TSheetSpec {
  return {
    name,
    columns: header.map((title) => ({ header: title, width: WIDTHS[title] ?? 16, isText: true, wrap: true })),
    rows,
  };
}

/** A 填写说明 sheet: what each column (or setting) holds, with an example. */
export function helpSheet(help: { name: string; header: readonly string[]; rows: string[][] }): TSheetSpec {
  return {
    name: help.name,
    columns: help.header.map((header, i) => ({ header, width: [16, 80, 40][i], wrap: true })),
    rows: help.rows,
  };
}

/** The template's workbook: the question sheet (header, then these rows) and 填写说明. */
function questionWorkbook(rows: string[][]): Promise<Buffer> {
  return buildWorkbook([questionSheet(XLSX_SHEET_NAME, XLSX_COLUMNS, rows), helpSheet(XLSX_HELP_SHEET)]);
}

/** The empty template with its 填写说明. */
export function buildQuestionTemplate(): Promise<Buffer> {
  return questionWorkbook([]);
}

/** The questions of a chapter, or of every chapter of a subject, in the template: the file's name and bytes. */
export async function exportChapterQuestions(db: Db, chapterId: number): Promise<{ filename: string; bytes: Buffer }> {
  const [chapter] = await db.select().from(questionChapters).where(eq(questionChapters.id, chapterId)).limit(1);
  if (!chapter) throw notFound(bankMessages.chapterMissing);
  const rows = await db
    .select({
      type: questions.type,
      stem: questions.stem,
      options: questions.options,
      answer: questions.answer,
      explanation: questions.explanation,
      difficulty: questions.difficulty,
      tags: questions.tags,
    })
    .from(questions)
    .innerJoin(questionChapters, eq(questionChapters.id, questions.chapterId))
    .where(or(eq(questionChapters.id, chapterId), eq(questionChapters.parentId, chapterId)))
    .orderBy(asc(questionChapters.sort), asc(questionChapters.id), asc(questions.id));
  if (rows.length === 0) throw badRequest(sheetMessages.nothingToExport(chapter.name));
  const bytes = await questionWorkbook(rows.map((row) => questionToRow(row as TQuestionContent)));
  return { filename: `题库导出-${chapter.name}.xlsx`, bytes };
}

/** A cell as text: a number shown as a percentage stays one (13% rather than 0.13). */
function cellText(cell: ExcelJS.Cell): string {
  const { value } = cell;
  if (typeof value === 'number' && cell.numFmt?.includes('%')) return `${Number((value * 100).toPrecision(12))}%`;
  return textOf(value);
}

/** A sheet as rows of cell texts, rows[i] being Excel row i + 1 (empty rows are empty arrays). */
export function sheetRows(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cellText(cell);
    });
    rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(rows, (row) => row ?? []);
}

/** A sheet of questions as rows, refused when it holds more than MAX_SHEET_QUESTIONS. */
export function questionRows(sheet: ExcelJS.Worksheet): string[][] {
  if (sheet.actualRowCount > MAX_SHEET_QUESTIONS + 1) throw badRequest(sheetMessages.tooMany(MAX_SHEET_QUESTIONS));
  return sheetRows(sheet);
}

/**
 * The first sheet of an uploaded workbook as rows of cell texts (sheetRows); refused when the file is not a workbook,
 * its header is not the template's, or it holds too many rows.
 */
export async function readQuestionWorkbook(bytes: Buffer): Promise<string[][]> {
  const rows = questionRows(await loadFirstSheet(bytes, sheetMessages.notWorkbook));
  const problem = xlsxHeaderProblem(rows[0] ?? []);
  if (problem) throw badRequest(problem);
  return rows;
}
