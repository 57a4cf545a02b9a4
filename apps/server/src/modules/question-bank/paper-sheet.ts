// A whole paper's workbook (issue 10 §2): the empty template with its 填写说明, and an upload read into the rows of
// its two sheets for the domain's reader (parsePaperWorkbook). The sheets, columns and rules are the domain's
// (packages/domain/src/paper/formats/paper-xlsx.ts); the question columns are the bank template's (question-sheet.ts).
import {
  emptyPaperWorkbook,
  PAPER_INFO_SHEET,
  PAPER_QUESTION_COLUMNS,
  PAPER_QUESTION_SHEET,
  PAPER_XLSX_HELP_SHEET,
  paperHeaderProblem,
} from '@sxpt/domain';
import { badRequest } from '../../http/errors';
import { buildWorkbook, loadWorkbook } from '../college/xlsx-file';
import { helpSheet, questionRows, questionSheet, sheetRows } from './question-sheet';

export const paperSheetMessages = {
  notWorkbook: '文件不是Excel工作簿（.xlsx）：请下载试卷模板，填写后另存为 .xlsx 再上传',
  noSheet: (name: string) => `文件中没有“${name}”工作表：请下载试卷模板，按模板填写后上传`,
} as const;

/** The empty paper template: 试卷信息 (each setting with what it takes), 试题 (the header) and 填写说明. */
export function buildPaperTemplate(): Promise<Buffer> {
  const [infoHeader, ...infoRows] = emptyPaperWorkbook().info;
  return buildWorkbook([
    {
      name: PAPER_INFO_SHEET,
      columns: infoHeader.map((header, i) => ({ header, width: [16, 50, 50][i], isText: true, wrap: true })),
      rows: infoRows,
    },
    questionSheet(PAPER_QUESTION_SHEET, PAPER_QUESTION_COLUMNS, []),
    helpSheet(PAPER_XLSX_HELP_SHEET),
  ]);
}

/**
 * The rows of an uploaded paper workbook's two sheets; refused when the file is not a workbook, lacks a sheet, its
 * 试题 header is not the template's or it holds too many rows.
 */
export async function readPaperWorkbook(bytes: Buffer): Promise<{ info: string[][]; questions: string[][] }> {
  const workbook = await loadWorkbook(bytes, paperSheetMessages.notWorkbook);
  const sheetOf = (name: string) => {
    const sheet = workbook.getWorksheet(name);
    if (!sheet) throw badRequest(paperSheetMessages.noSheet(name));
    return sheet;
  };
  const info = sheetRows(sheetOf(PAPER_INFO_SHEET));
  const questions = questionRows(sheetOf(PAPER_QUESTION_SHEET));
  const problem = paperHeaderProblem(questions[0] ?? []);
  if (problem) throw badRequest(problem);
  return { info, questions };
}
