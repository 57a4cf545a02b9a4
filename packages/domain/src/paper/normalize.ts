// How answers typed by students are compared: text after NFKC (full-width letters, digits and brackets become
// half-width), without surrounding or repeated spaces, Latin letters in lower case; numbers as numbers; account
// names with every kind of dash between levels read alike.
import type Decimal from 'decimal.js';
import { Dec } from '../decimal';

/** Text for comparison: NFKC, trimmed, inner whitespace collapsed to one space, lower case. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A number typed in a blank: digits with optional sign, fraction, thousands commas, ¥ or 元, and a trailing %. */
const NUMBER_TEXT = /^[+-]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$|^[+-]?\.\d+$/;

export interface TTypedNumber {
  value: Decimal;
  percent: boolean;
}

/** The number a blank's text means, or null when it is not a number ('1,130.00', '¥1130', '1130元', '13%'). */
export function typedNumber(text: string): TTypedNumber | null {
  let body = normalizeText(text).replace(/\s/g, '');
  body = body.replace(/^[¥￥]/, '').replace(/元$/, '');
  const percent = body.endsWith('%');
  if (percent) body = body.slice(0, -1);
  if (!NUMBER_TEXT.test(body)) return null;
  return { value: new Dec(body.replace(/,/g, '')), percent };
}

/** Whether a student's blank answers an accepted answer: as numbers when the accepted one is a number. */
export function blankMatches(typed: string, accepted: string): boolean {
  const want = typedNumber(accepted);
  if (want) {
    const got = typedNumber(typed);
    return got !== null && got.percent === want.percent && got.value.equals(want.value);
  }
  return normalizeText(typed) === normalizeText(accepted) && normalizeText(typed) !== '';
}

/** Dashes that separate account levels (—, ——, －, -, –) and the brackets of a sub-account, read alike. */
export function normalizeAccount(account: string): string {
  return normalizeText(account)
    .replace(/\s/g, '')
    .replace(/[\u2014\u2015\u2013\u2012\u2212\uff0d-]+/g, '-')
    .replace(/[\u3010\u3014[]/g, '(')
    .replace(/[\u3011\u3015\]]/g, ')');
}
