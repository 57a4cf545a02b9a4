import { TAX_CODE_PATTERN, type TImportError, taxCodeImportColumns, taxCodeRequiredColumns } from '@sxpt/contract';
import ExcelJS from 'exceljs';
import { badRequest } from '../../http/errors';
import {
  isGroupCode,
  normalizeDate,
  normalizeRates,
  normalizeSummaryFlag,
  type TTaxCodeRecord,
} from './tax-code-fields';

export const MAX_IMPORT_ROWS = 50_000;

type TColumn = (typeof taxCodeImportColumns)[number];

export interface TSheetRow {
  /** the Excel row number (the header is row 1) */
  row: number;
  cell: (column: TColumn) => string;
}

function textOf(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return value.result === undefined ? '' : textOf(value.result as ExcelJS.CellValue);
  return '';
}

const cellsOf = (row: ExcelJS.Row) =>
  (row.values as ExcelJS.CellValue[]).map((value) => (value === undefined ? '' : textOf(value).trim()));

/**
 * The first sheet of the tax authority's export: columns are found by name in row 1 (the official names BB, SPBM,
 * SPMC … in any order; SPBM, SPMC and PID are required). The whole workbook is loaded: exceljs's streaming reader
 * garbles Chinese characters split across chunks.
 */
export async function readTaxCodeSheet(bytes: Buffer): Promise<TSheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest('导入失败：请上传 .xlsx 格式的税收分类编码表');
  }
  const sheet = workbook.worksheets[0];
  const header = sheet ? cellsOf(sheet.getRow(1)) : [];
  const positions = new Map(taxCodeImportColumns.map((name) => [name, header.indexOf(name)]));
  const missing = taxCodeRequiredColumns.filter((name) => (positions.get(name) ?? -1) < 0);
  if (missing.length) {
    throw badRequest(`导入失败：表头缺少 ${missing.join('、')} 列，请使用税务局导出的税收分类编码表`);
  }
  if (sheet.actualRowCount > MAX_IMPORT_ROWS + 1) throw badRequest(`导入失败：编码表最多${MAX_IMPORT_ROWS}行`);
  const rows: TSheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = cellsOf(row);
    if (cells.some((c) => c !== '')) {
      rows.push({ row: rowNumber, cell: (column) => cells[positions.get(column) ?? -1] ?? '' });
    }
  });
  if (rows.length === 0) throw badRequest('导入失败：文件中没有数据');
  return rows;
}

/**
 * Check every row and build the records. A parent must be in the file or (update mode) already in the table, and
 * sort before its child (so the tree has no cycles); only a group code (1 000… to 6 000…) may have no parent.
 */
export function checkTaxCodeRows(rows: TSheetRow[], codesInTable: ReadonlySet<string>) {
  const firstRowOf = new Map<string, number>();
  for (const { row, cell } of rows) {
    const code = cell('SPBM');
    if (TAX_CODE_PATTERN.test(code) && !firstRowOf.has(code)) firstRowOf.set(code, row);
  }
  const errors: TImportError[] = [];
  const records: TTaxCodeRecord[] = [];
  for (const { row, cell } of rows) {
    const reasons: string[] = [];
    const code = cell('SPBM');
    if (!code) reasons.push('商品编码（SPBM）不能为空');
    else if (!TAX_CODE_PATTERN.test(code)) reasons.push(`商品编码（SPBM）${code}不是19位数字`);
    else if (firstRowOf.get(code) !== row) reasons.push(`商品编码${code}与第${firstRowOf.get(code)}行重复`);
    const name = cell('SPMC');
    if (!name) reasons.push('商品名称（SPMC）不能为空');
    else if (name.length > 200) reasons.push('商品名称（SPMC）不能超过200个字');
    const shortName = cell('SPBMJC');
    if (shortName.length > 100) reasons.push('商品简称（SPBMJC）不能超过100个字');
    const pid = cell('PID');
    let parentCode: string | null = null;
    if (pid === '' || pid === '0') {
      if (TAX_CODE_PATTERN.test(code) && !isGroupCode(code)) reasons.push('上级编码（PID）不能为空');
    } else if (!TAX_CODE_PATTERN.test(pid)) {
      reasons.push(`上级编码（PID）${pid}不是19位数字`);
    } else if (TAX_CODE_PATTERN.test(code) && pid >= code) {
      reasons.push(`上级编码（PID）${pid}不能排在本编码之后`);
    } else if (!firstRowOf.has(pid) && !codesInTable.has(pid)) {
      reasons.push(`上级编码（PID）${pid}不存在`);
    } else {
      parentCode = pid;
    }
    const rates = normalizeRates(cell('ZZSSL'));
    if (!rates) reasons.push(`增值税税率（ZZSSL）「${cell('ZZSSL')}」格式有误`);
    const isSummary = normalizeSummaryFlag(cell('HZX'));
    if (isSummary === undefined) reasons.push('汇总项（HZX）只能是 Y 或 N');
    const effectiveDate = normalizeDate(cell('QYSJ'));
    if (effectiveDate === undefined) reasons.push(`启用时间（QYSJ）「${cell('QYSJ')}」不是有效日期`);
    if (reasons.length || !rates || isSummary === undefined || effectiveDate === undefined) {
      errors.push({ row, reason: reasons.join('；') });
      continue;
    }
    records.push({
      code,
      name,
      shortName,
      rates: rates.rates,
      rateList: rates.rateList,
      parentCode,
      description: cell('SM'),
      specialManagement: cell('ZZSTSGL'),
      isSummary,
      version: cell('BB'),
      effectiveDate,
    });
  }
  const version = records.find((r) => r.version !== '')?.version ?? '';
  return { errors, records, version };
}

/** The 400 of an import: a summary message and every bad row in data.errors. */
export function importFailure(errors: TImportError[]) {
  const shown = errors
    .slice(0, 3)
    .map((e) => `第${e.row}行${e.reason}`)
    .join('；');
  const more = errors.length > 3 ? `等，共${errors.length}行有误` : '';
  return badRequest(`导入失败：${shown}${more}，没有导入任何数据`, { errors });
}
