// The tax bureau's side of the analysis: a filing case's returns as the questions, and a declared return (a try's
// answer: every form as computed) beside the case's answer, form by form: the fixed cells either side filled, and
// the calculation table row by row, the cells the grading found wrong marked.
import type { TCompareSection, TCompareTable } from '@sxpt/contract';
import { cellLabel, cellsOf, computeReturn, FORMS_BY_CODE, RETURNS_BY_CODE, type TReportData } from '@sxpt/domain';
import type { DbOrTx } from '../../db/client';
import { taxCaseOf } from '../baoshui/case-store';
import type { TCaseVersion } from '../bwkp/case-store';
import type { TItemQuestion } from './bwkp-compare';

export async function baoshuiQuestions(db: DbOrTx, at: TCaseVersion): Promise<TItemQuestion[]> {
  const found = await taxCaseOf(db, at.caseId, at.contentVersion);
  return (found?.items ?? []).map((item, index) => ({
    key: String(item.id),
    sort: index + 1,
    title: `${item.taxesName} · ${RETURNS_BY_CODE[item.returnCode]?.title ?? item.returnCode}`,
    describe: `所属期 ${item.periodStart} 至 ${item.periodEnd}，申报期限 ${item.deadline}`,
  }));
}

const asForms = (value: unknown): Record<string, TReportData> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, TReportData>) : {};

/** The sections of a declaration of the case's return `sort`: each form, the student's beside the answer. */
export async function baoshuiCompare(
  db: DbOrTx,
  at: TCaseVersion,
  sort: number,
  tried: { answer: unknown; wrongFields: readonly string[] },
): Promise<TCompareSection[]> {
  const found = await taxCaseOf(db, at.caseId, at.contentVersion);
  const item = found?.items[sort - 1];
  const ret = item && RETURNS_BY_CODE[item.returnCode];
  if (!item || !ret || tried.answer === null || tried.answer === undefined) return [];
  const wrong = new Set(tried.wrongFields);
  const answer = computeReturn(ret, FORMS_BY_CODE, asForms(tried.answer));
  const model = computeReturn(ret, FORMS_BY_CODE, item.answer);
  return ret.forms.map((code) => {
    const form = FORMS_BY_CODE[code];
    const mine = answer[code];
    const theirs = model[code];
    const fields = cellsOf(form)
      .map((cell, index) => ({
        key: cell.key,
        label: cellLabel(form, cell),
        answer: mine.defaultDataList[index] ?? '',
        model: theirs.defaultDataList[index] ?? '',
        is_wrong: wrong.has(`${code}.${cell.key}`),
      }))
      .filter(
        (field) =>
          field.is_wrong ||
          (field.answer !== '' && field.answer !== '0.00') ||
          (field.model !== '' && field.model !== '0.00'),
      );
    const tables: TCompareTable[] = [];
    if (form.table) {
      const columns = form.table.columns;
      const rowsOf = (data: TReportData) =>
        data.tableDataList.map((row) =>
          Object.fromEntries(columns.map((column, index) => [column.key, row[index] ?? ''])),
        );
      tables.push({
        title: form.table.title ?? '明细',
        columns: columns.map((column) => ({ key: column.key, label: column.label })),
        answer: rowsOf(mine),
        model: rowsOf(theirs),
        wrong: tried.wrongFields
          .filter((key) => key.startsWith(`${code}.t`))
          .map((key) => {
            const [, row, column] = /^[^.]+\.t(\d+)\.(\w+)$/.exec(key) ?? [];
            return `${Number(row) + 1}.${column}`;
          }),
      });
    }
    return { title: form.title, fields, tables };
  });
}
