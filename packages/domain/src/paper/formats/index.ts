// Question-import parsers: GIFT, Aiken, the .xlsx template (rows read by the server) and Moodle XML, read into
// TImportedQuestion; and a question written back as a row of the template.
export { parseAiken } from './aiken';
export { parseGift } from './gift';
export type { TImportedQuestion } from './imported';
export { parseMoodleXml } from './moodle-xml';
export {
  parseXlsxRows,
  questionToRow,
  XLSX_COLUMNS,
  XLSX_HELP_SHEET,
  XLSX_SHEET_NAME,
  xlsxHeaderProblem,
} from './xlsx-rows';
