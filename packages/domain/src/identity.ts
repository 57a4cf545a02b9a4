/**
 * Check characters of the identity codes a case carries: the unified social credit code (统一社会信用代码,
 * GB 32100-2015) of a company or a buyer, and the citizen identity number (居民身份证号码, GB 11643-1999) of the
 * person who applies for invoices. A case whose codes fail these checks teaches numbers no real client accepts.
 *
 * Each check has a boolean form (checkCreditCode, checkIdNumber, checkTaxpayerId) and a problem form that says in
 * Chinese what is wrong (for the authoring screens); complete* append the check characters to a code's body.
 */

/** The 31 characters of a credit code, in the order of their values 0..30 (no I, O, S, V, Z). */
export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** 2 characters of the code set, the 6-digit region code, then 10 characters of the code set. */
const CREDIT_CODE_FORMAT = /^[0-9A-HJ-NP-RTUW-Y]{2}\d{6}[0-9A-HJ-NP-RTUW-Y]{10}$/;
const CREDIT_CODE_BODY = /^[0-9A-HJ-NP-RTUW-Y]{2}\d{6}[0-9A-HJ-NP-RTUW-Y]{8}$/;
/** Weights of positions 1..17: 3^i mod 31. */
const CREDIT_CODE_WEIGHTS = Array.from({ length: 17 }, (_, i) => 3 ** i % 31);
/** GB 11714-1997: weights of the organisation code's 8 body characters. */
const ORG_CODE_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/** Value of an organisation-code character (GB 11714: digits 0–9, letters A=10 … Z=35). */
function orgValue(char: string): number {
  return /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55;
}

/** The organisation code's check character (position 9 of the code, 17 of a credit code) over its first 8. */
function orgCheckChar(body8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += orgValue(body8[i]) * ORG_CODE_WEIGHTS[i];
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
}

/** The credit code's check character (position 18) over its first 17. */
function creditCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_CHARS.indexOf(first17[i]) * CREDIT_CODE_WEIGHTS[i];
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31];
}

/**
 * What is wrong with a unified social credit code, or null when it is valid: '应为18位数字或大写字母（不含I、O、S、V、Z），
 * 第3～8位为行政区划代码', '第17位（组织机构代码校验码）应为X', '第18位校验码应为Y'.
 */
export function creditCodeProblem(code: unknown): string | null {
  if (typeof code !== 'string' || !CREDIT_CODE_FORMAT.test(code)) {
    return '应为18位数字或大写字母（不含I、O、S、V、Z），第3～8位为行政区划代码';
  }
  const org = orgCheckChar(code.slice(8, 16));
  if (code[16] !== org) return `第17位（组织机构代码校验码）应为${org}`;
  const check = creditCheckChar(code.slice(0, 17));
  if (code[17] !== check) return `第18位校验码应为${check}`;
  return null;
}

/**
 * True for a valid 统一社会信用代码 (GB 32100-2015): 18 characters of CREDIT_CODE_CHARS with digits at positions 3–8,
 * position 17 the GB 11714-1997 check character of the organisation code at 9–16, position 18 the check character
 * over the first 17 (weights 3^i mod 31).
 */
export function checkCreditCode(code: unknown): boolean {
  return creditCodeProblem(code) === null;
}

/** The credit code from its first 16 characters (appends both check characters); null when the body is malformed. */
export function completeCreditCode(first16: string): string | null {
  if (!CREDIT_CODE_BODY.test(first16)) return null;
  const first17 = `${first16}${orgCheckChar(first16.slice(8, 16))}`;
  return `${first17}${creditCheckChar(first17)}`;
}

const ID_NUMBER_FORMAT = /^\d{17}[\dX]$/;
/** Weights of positions 1..17: 2^(17-i) mod 11. */
const ID_WEIGHTS = Array.from({ length: 17 }, (_, i) => 2 ** (17 - i) % 11);
const ID_CHECK_CHARS = '10X98765432';
/** The earliest birth year an identity number of a living applicant carries. */
const ID_MIN_YEAR = 1900;

function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i];
  return ID_CHECK_CHARS[sum % 11];
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * What is wrong with a citizen identity number, or null when it is valid. `today` bounds the birth date (default: the
 * present day).
 */
export function idNumberProblem(id: unknown, today: Date = new Date()): string | null {
  if (typeof id !== 'string' || !ID_NUMBER_FORMAT.test(id)) return '应为18位，前17位为数字，末位为数字或大写字母X';
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = Date.UTC(year, month - 1, day);
  const latest = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (year < ID_MIN_YEAR || !isCalendarDate(year, month, day) || birth > latest) {
    return `第7～14位出生日期${id.slice(6, 14)}不是有效日期`;
  }
  const check = idCheckChar(id.slice(0, 17));
  if (id[17] !== check) return `第18位校验码应为${check}`;
  return null;
}

/**
 * True for a valid 居民身份证号码 (GB 11643-1999): 17 digits and a check character 0–9 or X (mod 11, weights
 * 2^(17-i) mod 11), the birth date at positions 7–14 a real date from 1900 up to `today`.
 */
export function checkIdNumber(id: unknown, today: Date = new Date()): boolean {
  return idNumberProblem(id, today) === null;
}

/** The identity number from its first 17 digits (appends the check character); null when they are not 17 digits. */
export function completeIdNumber(first17: string): string | null {
  return /^\d{17}$/.test(first17) ? `${first17}${idCheckChar(first17)}` : null;
}

/** 纳税人识别号 of another length than 18: 15, 17 or 20 digits or capital letters (format only). */
const OTHER_TAXPAYER_ID = /^([0-9A-Z]{15}|[0-9A-Z]{17}|[0-9A-Z]{20})$/;

/**
 * What is wrong with a taxpayer identification number (纳税人识别号), or null when it is acceptable: an 18-character
 * number is a unified social credit code and must pass creditCodeProblem; 15, 17 and 20 characters are checked for
 * their format only (reference "Codes and identities").
 */
export function taxpayerIdProblem(value: unknown): string | null {
  if (typeof value === 'string' && value.length === 18) {
    const problem = creditCodeProblem(value);
    return problem === null ? null : `不是有效的统一社会信用代码：${problem}`;
  }
  if (typeof value === 'string' && OTHER_TAXPAYER_ID.test(value)) return null;
  return '应为15、17、18或20位数字或大写字母';
}

/** True for an acceptable 纳税人识别号 (see taxpayerIdProblem). */
export function checkTaxpayerId(value: unknown): boolean {
  return taxpayerIdProblem(value) === null;
}
