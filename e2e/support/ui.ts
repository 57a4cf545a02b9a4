// Helpers of the college-area journeys: antd's buttons by label, and the student import workbook.
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** antd writes two-character Chinese button labels with a space (添 加); an icon adds its name in front (plus …). */
export const button = (scope: Page | Locator, text: string) =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${[...text].join('\\s*')}$`) });

/** An .xlsx of the student import template's columns with these rows. */
export async function studentWorkbook(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('学生名单');
  sheet.addRow(['账号', '姓名', '手机号', '校区', '班级']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
