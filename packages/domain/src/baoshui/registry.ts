/**
 * Every built form and return (definitions are data; validateDefinitions proves them sound in the tests).
 */
import { FORM_TYPES, type TFormType } from './catalogue';
import type { TFormDef, TReturnDef } from './form';
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
