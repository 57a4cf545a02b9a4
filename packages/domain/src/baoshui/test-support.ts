// Helpers of the forms' tests (not exported from the package).
import { cellsOf, type TFormDef, type TReportData } from './form';

/** Every computed fixed cell of a form, by key, as the engine filled it. */
export function computedCells(form: TFormDef, data: TReportData): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  cellsOf(form).forEach((cell, index) => {
    if (cell.computed) out[cell.key] = data.defaultDataList[index] ?? null;
  });
  return out;
}

/** A copy of a return's data with some typed cells of one form changed (null: emptied). */
export function withCells(
  data: Readonly<Record<string, TReportData>>,
  form: TFormDef,
  values: Record<string, string | null>,
): Record<string, TReportData> {
  const copy = structuredClone(data) as Record<string, TReportData>;
  const cells = cellsOf(form);
  for (const [key, value] of Object.entries(values)) {
    const index = cells.findIndex((cell) => cell.key === key);
    if (index < 0) throw new Error(`${form.code} has no cell ${key}`);
    if (cells[index].computed) throw new Error(`${key} is computed`);
    copy[form.code].defaultDataList[index] = value;
  }
  return copy;
}
