// Question-import parsers: GIFT, Aiken, the .xlsx template (rows read by the server) and Moodle XML, read into
// TImportedQuestion; and a question written back as a row of the template. A whole paper's workbook (paper-xlsx.ts).
export { parseAiken } from './aiken';
export { parseGift } from './gift';
export type { TImportedQuestion } from './imported';
export { parseMoodleXml } from './moodle-xml';
export {
  emptyPaperWorkbook,
  PAPER_INFO_HEADER,
  PAPER_INFO_SHEET,
  PAPER_QUESTION_COLUMNS,
  PAPER_QUESTION_SHEET,
  PAPER_XLSX_HELP_SHEET,
  paperFileProblems,
  paperFileSection,
  paperFileSections,
  paperHeaderProblem,
  paperToWorkbook,
  parsePaperWorkbook,
  type TPaperFile,
  type TPaperFileSection,
  type TPaperFileSectionContent,
  type TPaperFileSettings,
} from './paper-xlsx';
export {
  parseXlsxRows,
  questionToRow,
  XLSX_COLUMNS,
  XLSX_HELP_SHEET,
  XLSX_SHEET_NAME,
  xlsxHeaderProblem,
} from './xlsx-rows';
