import { collegeMessages } from '@sxpt/contract';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { badRequest } from '../../http/errors';

export interface TSheetSpec {
  name: string;
  /** isText: typed numbers stay text (accounts, phones); wrap: line breaks in a cell shown, the text at the top */
  columns: { header: string; width: number; isText?: boolean; wrap?: boolean }[];
  rows: (string | number)[][];
}

/** A workbook with one sheet per spec: bold frozen header row; text columns stay text (accounts, phones). */
export async function buildWorkbook(sheets: TSheetSpec[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '实训平台';
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = spec.columns.map((c) => ({
      header: c.header,
      width: c.width,
      style: {
        ...(c.isText ? { numFmt: '@' } : {}),
        ...(c.wrap ? { alignment: { wrapText: true, vertical: 'top' as const } } : {}),
      },
    }));
    sheet.getRow(1).font = { bold: true };
    for (const row of spec.rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Send a workbook as a download named `filename` (Chinese names are encoded per RFC 5987). */
export function sendXlsx(reply: FastifyReply, filename: string, bytes: Buffer) {
  return reply
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`)
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .send(bytes);
}

/** A cell's value as text: rich text joined, a formula's result, a hyperlink's text. */
export function textOf(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return value.result === undefined ? '' : textOf(value.result as ExcelJS.CellValue);
  return '';
}

export interface TSheetRow {
  /** the Excel row number (the header is row 1) */
  row: number;
  cells: string[];
}

/** An uploaded .xlsx; `refusal` (a 400) when the file is not a workbook. */
export async function loadWorkbook(bytes: Buffer, refusal: string): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest(refusal);
  }
  return workbook;
}

/** The first sheet of an uploaded .xlsx; `refusal` (a 400) when the file is not a workbook or has no sheet. */
export async function loadFirstSheet(bytes: Buffer, refusal: string): Promise<ExcelJS.Worksheet> {
  const workbook = await loadWorkbook(bytes, refusal);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(refusal);
  return sheet;
}

/** The first sheet of an .xlsx: header cells of row 1 and every non-empty row after it, cells trimmed. */
export async function readFirstSheet(bytes: Buffer): Promise<{ header: string[]; rows: TSheetRow[] }> {
  const sheet = await loadFirstSheet(bytes, collegeMessages.badFile);
  const readRow = (row: ExcelJS.Row, width: number) =>
    Array.from({ length: width }, (_, i) => textOf(row.getCell(i + 1).value).trim());
  const headerRow = sheet.getRow(1);
  const header = readRow(headerRow, headerRow.cellCount);
  const rows: TSheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = readRow(row, header.length);
    if (cells.some((c) => c !== '')) rows.push({ row: rowNumber, cells });
  });
  return { header, rows };
}

/** A timestamp as shown to Chinese users: Asia/Shanghai (UTC+8, no daylight saving), 'YYYY-MM-DD HH:mm'. */
export function formatShanghaiTime(date: Date | null): string {
  if (!date) return '';
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}
