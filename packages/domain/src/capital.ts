/**
 * Amount to Chinese financial capitals (大写金额), spec 01 §5 and spec 02 §5.
 *
 * - Input must match /^-?(0|[1-9]\d*)(\.\d+)?$/ (a number is first written with String()); anything
 *   else, and integers longer than 16 digits (beyond 万亿), gives '数据非法'.
 * - Decimals are truncated, not rounded, to 角 and 分.
 * - A negative amount gets the prefix 负, unless it truncates to zero ('-0.001' → 零元整).
 * - With no 角 and no 分 the result ends in 元整; otherwise it ends in 角 or 分 (no 整).
 * - 零 rules: one 零 stands for any run of zeros between non-zero digits, including across the 万 and
 *   亿 sections (10010 → 壹万零壹拾元整, 1000010000 → 壹拾亿零壹万元整); zeros at the end of the
 *   integer part are not written; 零 is written before 分 when 角 is zero and there are yuan
 *   (1.05 → 壹元零伍分); no 零 between 元 and 角 (1680.32 → 壹仟陆佰捌拾元叁角贰分); amounts under one
 *   yuan omit the yuan part (0.05 → 伍分).
 * - A leading ten is written 壹拾 (10 → 壹拾元整).
 */
import { messages } from './messages';

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const GROUP_UNITS = ['', '拾', '佰', '仟'] as const;
const AMOUNT_TEXT = /^-?(0|[1-9]\d*)(\.\d+)?$/;
const MAX_INTEGER_DIGITS = 16;

/** Writes a whole number of up to four digits (no leading zeros in `digits`), with inner 零. */
function writeGroup(digits: string): string {
  let text = '';
  let hasPendingZero = false;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[i]);
    if (digit === 0) {
      hasPendingZero = text !== '';
      continue;
    }
    if (hasPendingZero) text += '零';
    hasPendingZero = false;
    text += DIGITS[digit] + GROUP_UNITS[digits.length - 1 - i];
  }
  return text;
}

/** Writes a whole number of up to eight digits (no leading zeros): [high group]万[零][low group]. */
function writeWan(digits: string): string {
  if (digits.length <= 4) return writeGroup(digits);
  const high = digits.slice(0, -4);
  const low = digits.slice(-4).replace(/^0+/, '');
  if (low === '') return `${writeGroup(high)}万`;
  return `${writeGroup(high)}万${low.length < 4 ? '零' : ''}${writeGroup(low)}`;
}

/**
 * Writes a whole number of up to sixteen digits (no leading zeros): [high 8 digits]亿[零][low 8 digits].
 * 零 joins the parts when the low part starts with zeros, or when the high part ends in a whole zero
 * section (1234 0000 5678 0000 → 壹仟贰佰叁拾肆万亿零伍仟陆佰柒拾捌万).
 */
function writeInteger(digits: string): string {
  if (digits.length <= 8) return writeWan(digits);
  const high = digits.slice(0, -8);
  const low = digits.slice(-8).replace(/^0+/, '');
  if (low === '') return `${writeWan(high)}亿`;
  const hasZeroGap = low.length < 8 || (high.length > 4 && high.endsWith('0000'));
  return `${writeWan(high)}亿${hasZeroGap ? '零' : ''}${writeWan(low)}`;
}

/** Converts an amount to Chinese financial capitals, or returns '数据非法' for malformed input. */
export function toChineseCapital(input: string | number): string {
  const text = typeof input === 'number' ? String(input) : input;
  if (typeof text !== 'string' || !AMOUNT_TEXT.test(text)) return messages.invalidData;

  const isNegative = text.startsWith('-');
  const [integerDigits, fractionDigits = ''] = (isNegative ? text.slice(1) : text).split('.');
  if (integerDigits.length > MAX_INTEGER_DIGITS) return messages.invalidData;

  const jiao = Number(fractionDigits[0] ?? '0');
  const fen = Number(fractionDigits[1] ?? '0');
  const hasYuan = integerDigits !== '0';

  let body: string;
  if (!hasYuan && jiao === 0 && fen === 0) return '零元整';
  if (jiao === 0 && fen === 0) {
    body = `${writeInteger(integerDigits)}元整`;
  } else {
    const yuanText = hasYuan ? `${writeInteger(integerDigits)}元` : '';
    const jiaoText = jiao !== 0 ? `${DIGITS[jiao]}角` : hasYuan && fen !== 0 ? '零' : '';
    const fenText = fen !== 0 ? `${DIGITS[fen]}分` : '';
    body = yuanText + jiaoText + fenText;
  }
  return isNegative ? `负${body}` : body;
}

/**
 * The 价税合计(大写) of an invoice face, after the printed ⓧ: the capitals of the amount, and for a negative (red)
 * invoice （负数） before the capitals of its absolute value, as the tax-control client prints it
 * (-4,895.36 → （负数）肆仟捌佰玖拾伍元叁角陆分). '数据非法' for what toChineseCapital refuses.
 */
export function toInvoiceCapital(value: string | number): string {
  const text = toChineseCapital(value);
  return text.startsWith('负') ? `（负数）${text.slice(1)}` : text;
}
