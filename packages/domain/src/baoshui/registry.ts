/**
 * Every built form and return (definitions are data; validateDefinitions proves them sound in the tests).
 */
import { FORM_TYPES, type TFormType } from './catalogue';
import { cellLabel, cellsOf, type TFormDef, type TReturnDef, tableCellLabel } from './form';
import { CIT_A, CIT_FORMS } from './forms/cit';
import { IIT_FORMS, IIT_WITHHOLD_RETURN } from './forms/iit';
import { PROPERTY_BEHAVIOUR, PROPERTY_BEHAVIOUR_FORMS } from './forms/property-behaviour';
import { VAT_GENERAL, VAT_GENERAL_FORMS } from './forms/vat-general';
import { VAT_SMALL, XGM_FJS, XGM_JMB, XGM_MAIN } from './forms/vat-small';

export const FORM_DEFS: readonly TFormDef[] = [
  ...VAT_GENERAL_FORMS,
  XGM_MAIN,
  XGM_FJS,
  XGM_JMB,
  ...CIT_FORMS,
  ...IIT_FORMS,
  ...PROPERTY_BEHAVIOUR_FORMS,
];

export const RETURN_DEFS: readonly TReturnDef[] = [
  VAT_GENERAL,
  VAT_SMALL,
  CIT_A,
  IIT_WITHHOLD_RETURN,
  PROPERTY_BEHAVIOUR,
];

export const FORMS_BY_CODE: Readonly<Record<string, TFormDef>> = Object.fromEntries(
  FORM_DEFS.map((form) => [form.code, form]),
);

export const RETURNS_BY_CODE: Readonly<Record<string, TReturnDef>> = Object.fromEntries(
  RETURN_DEFS.map((ret) => [ret.code, ret]),
);

/** Whether the product builds a form type of the catalogue. */
export function isBuiltFormType(type: TFormType): boolean {
  return type.form !== undefined && FORMS_BY_CODE[type.form] !== undefined;
}

/** The catalogue entry of a built form (its value is the report id the spec's calls carry). */
export function formTypeOf(code: string): TFormType | undefined {
  return FORM_TYPES.find((type) => type.form === code);
}

/**
 * The screen's name of a cell a grading found wrong, from its key (form.cell or form.t{row}.{column}), e.g.
 * 《增值税及附加税费申报表（小规模纳税人适用）》第1栏 本期数·货物及劳务. An unknown key is returned as it is.
 */
export function wrongCellLabel(key: string): string {
  const dot = key.indexOf('.');
  const form = dot > 0 ? FORMS_BY_CODE[key.slice(0, dot)] : undefined;
  if (!form) return key;
  const rest = key.slice(dot + 1);
  const table = /^t(\d+)\.(\w+)$/.exec(rest);
  if (table) {
    const column = form.table?.columns.find((entry) => entry.key === table[2]);
    return column ? `《${form.title}》${tableCellLabel(column, Number(table[1]))}` : key;
  }
  const cell = cellsOf(form).find((entry) => entry.key === rest);
  return cell ? `《${form.title}》${cellLabel(form, cell)}` : key;
}
