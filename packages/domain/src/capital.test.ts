import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toChineseCapital, toInvoiceCapital } from './capital';

const INVALID = '数据非法';

const CASES: readonly [string | number, string][] = [
  // The examples of the brief.
  ['1001', '壹仟零壹元整'],
  ['100000.05', '壹拾万元零伍分'],
  ['0.05', '伍分'],
  ['1680.32', '壹仟陆佰捌拾元叁角贰分'],
  ['107000.53', '壹拾万柒仟元伍角叁分'],
  ['10', '壹拾元整'],
  ['0', '零元整'],
  ['0.5', '伍角'],
  ['1.05', '壹元零伍分'],
  ['100.10', '壹佰元壹角'],
  ['10010', '壹万零壹拾元整'],
  ['100000000', '壹亿元整'],
  ['1000010000', '壹拾亿零壹万元整'],
  ['-12.345', '负壹拾贰元叁角肆分'],
  // Small amounts and 角/分.
  ['1', '壹元整'],
  ['9', '玖元整'],
  ['0.01', '壹分'],
  ['0.1', '壹角'],
  ['0.53', '伍角叁分'],
  ['0.00', '零元整'],
  ['0.009', '零元整'],
  ['1.999', '壹元玖角玖分'],
  ['1.00', '壹元整'],
  ['1.0000001', '壹元整'],
  ['2.50', '贰元伍角'],
  ['11', '壹拾壹元整'],
  ['15.07', '壹拾伍元零柒分'],
  ['20', '贰拾元整'],
  // Zeros inside the integer part.
  ['101', '壹佰零壹元整'],
  ['110', '壹佰壹拾元整'],
  ['1010', '壹仟零壹拾元整'],
  ['1100', '壹仟壹佰元整'],
  ['1130.00', '壹仟壹佰叁拾元整'],
  ['10000', '壹万元整'],
  ['10001', '壹万零壹元整'],
  ['10100', '壹万零壹佰元整'],
  ['11000', '壹万壹仟元整'],
  ['100100', '壹拾万零壹佰元整'],
  ['1000100', '壹佰万零壹佰元整'],
  ['1001000', '壹佰万壹仟元整'],
  ['10000000', '壹仟万元整'],
  ['12345678', '壹仟贰佰叁拾肆万伍仟陆佰柒拾捌元整'],
  ['50005000', '伍仟万伍仟元整'],
  // 亿 and 万亿.
  ['100000001', '壹亿零壹元整'],
  ['100005678', '壹亿零伍仟陆佰柒拾捌元整'],
  ['120000000', '壹亿贰仟万元整'],
  ['1000100000', '壹拾亿零壹拾万元整'],
  ['123456789', '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元整'],
  ['500000001234', '伍仟亿零壹仟贰佰叁拾肆元整'],
  ['1000000000000', '壹万亿元整'],
  ['1000100000000', '壹万零壹亿元整'],
  ['1234000056780000', '壹仟贰佰叁拾肆万亿零伍仟陆佰柒拾捌万元整'],
  ['1234567812345678', '壹仟贰佰叁拾肆万伍仟陆佰柒拾捌亿壹仟贰佰叁拾肆万伍仟陆佰柒拾捌元整'],
  ['9999999999999999.99', '玖仟玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
  // Negative amounts.
  ['-1', '负壹元整'],
  ['-0.05', '负伍分'],
  ['-100000.05', '负壹拾万元零伍分'],
  ['-0', '零元整'],
  ['-0.001', '零元整'],
  // Numbers are written with String() first.
  [1680.32, '壹仟陆佰捌拾元叁角贰分'],
  [-12.345, '负壹拾贰元叁角肆分'],
  [0.1 + 0.2, '叁角'],
  [-0, '零元整'],
  [1e21, INVALID],
  [1e-7, INVALID],
  [Number.NaN, INVALID],
  [Number.POSITIVE_INFINITY, INVALID],
  // Malformed text.
  ['01', INVALID],
  ['1.', INVALID],
  ['abc', INVALID],
  ['', INVALID],
  ['.5', INVALID],
  ['+1', INVALID],
  ['-', INVALID],
  ['--1', INVALID],
  [' 1', INVALID],
  ['1 ', INVALID],
  ['1,000', INVALID],
  ['1e5', INVALID],
  ['00', INVALID],
  ['-01.5', INVALID],
  ['1.2.3', INVALID],
  ['１２', INVALID],
  ['10000000000000000', INVALID],
];

describe('toChineseCapital table', () => {
  it('has at least 40 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)('toChineseCapital(%j) = %s', (input, expected) => {
    expect(toChineseCapital(input)).toBe(expected);
  });
});

const DIGIT_VALUES: Record<string, number> = {
  零: 0,
  壹: 1,
  贰: 2,
  叁: 3,
  肆: 4,
  伍: 5,
  陆: 6,
  柒: 7,
  捌: 8,
  玖: 9,
};
const UNIT_VALUES: Record<string, number> = { 拾: 10, 佰: 100, 仟: 1000 };

function readGroup(text: string): bigint {
  let total = 0n;
  let digit = 0n;
  for (const char of text) {
    if (char in DIGIT_VALUES) digit = BigInt(DIGIT_VALUES[char]);
    else if (char in UNIT_VALUES) {
      total += digit * BigInt(UNIT_VALUES[char]);
      digit = 0n;
    } else throw new Error(`unexpected ${char}`);
  }
  return total + digit;
}

function readWan(text: string): bigint {
  const at = text.indexOf('万');
  if (at < 0) return readGroup(text);
  return readGroup(text.slice(0, at)) * 10_000n + readGroup(text.slice(at + 1));
}

/** Reads capitals back to a signed amount in fen (the inverse the properties check against). */
function readCapital(capital: string): bigint {
  const isNegative = capital.startsWith('负');
  const body = capital.replace(/^负/, '').replace(/整$/, '');
  const yuanAt = body.indexOf('元');
  const yuanText = yuanAt < 0 ? '' : body.slice(0, yuanAt);
  const fractionText = yuanAt < 0 ? body : body.slice(yuanAt + 1);
  const yiAt = yuanText.indexOf('亿');
  const yuan =
    yiAt < 0 ? readWan(yuanText) : readWan(yuanText.slice(0, yiAt)) * 10n ** 8n + readWan(yuanText.slice(yiAt + 1));
  const jiao = /(.)角/.exec(fractionText);
  const fen = /(.)分/.exec(fractionText);
  const fraction = BigInt((jiao ? DIGIT_VALUES[jiao[1]] * 10 : 0) + (fen ? DIGIT_VALUES[fen[1]] : 0));
  const total = yuan * 100n + fraction;
  return isNegative ? -total : total;
}

/** Valid inputs: sign, integer of up to 16 digits without leading zeros, optional 1 to 4 decimals. */
const arbAmount = fc
  .record({
    isNegative: fc.boolean(),
    integer: fc.oneof(
      fc.bigInt({ min: 0n, max: 10n ** 16n - 1n }),
      fc.bigInt({ min: 0n, max: 10_000n }),
      // Sparse digits exercise the 零 rules.
      fc
        .array(fc.constantFrom('0', '0', '0', '1', '5'), { minLength: 1, maxLength: 16 })
        .map((d) => BigInt(d.join(''))),
    ),
    fraction: fc.option(fc.stringMatching(/^\d{1,4}$/), { nil: undefined }),
  })
  .map(({ isNegative, integer, fraction }) => ({
    text: `${isNegative ? '-' : ''}${integer}${fraction === undefined ? '' : `.${fraction}`}`,
    fen: (isNegative ? -1n : 1n) * (integer * 100n + BigInt((fraction ?? '').padEnd(2, '0').slice(0, 2))),
  }));

describe('toChineseCapital properties', () => {
  it('reads back to the amount truncated to fen', () => {
    fc.assert(
      fc.property(arbAmount, ({ text, fen }) => {
        expect(readCapital(toChineseCapital(text))).toBe(fen);
      }),
      { numRuns: 500 },
    );
  });

  it('uses only the allowed characters and the allowed shape', () => {
    fc.assert(
      fc.property(arbAmount, ({ text }) => {
        const capital = toChineseCapital(text);
        expect(capital).toMatch(
          /^负?[零壹贰叁肆伍陆柒捌玖拾佰仟万亿]*(元整|元?([壹贰叁肆伍陆柒捌玖]角)?(零?[壹贰叁肆伍陆柒捌玖]分)?)$/,
        );
        expect(capital).not.toBe('');
      }),
      { numRuns: 500 },
    );
  });

  it('never has two 零 together, never ends in 零, starts with 零 only as 零元整', () => {
    fc.assert(
      fc.property(arbAmount, ({ text }) => {
        const capital = toChineseCapital(text);
        expect(capital).not.toContain('零零');
        expect(capital.endsWith('零')).toBe(false);
        if (capital.replace(/^负/, '').startsWith('零')) expect(capital).toBe('零元整');
      }),
      { numRuns: 500 },
    );
  });

  it('never writes 零 before a unit', () => {
    fc.assert(
      fc.property(arbAmount, ({ text }) => {
        const capital = toChineseCapital(text);
        if (capital !== '零元整') expect(capital).not.toMatch(/零[拾佰仟万亿元角分整]/);
      }),
      { numRuns: 500 },
    );
  });

  it('ends in 元整 exactly when nothing is left after truncation to fen', () => {
    fc.assert(
      fc.property(arbAmount, ({ text, fen }) => {
        expect(toChineseCapital(text).endsWith('元整')).toBe(fen % 100n === 0n);
      }),
    );
  });

  it('writes a negative amount as 负 and the capital of its absolute value (unless it truncates to zero)', () => {
    fc.assert(
      fc.property(arbAmount, ({ text, fen }) => {
        const positive = text.replace(/^-/, '');
        const expected = fen === 0n ? toChineseCapital(positive) : `负${toChineseCapital(positive)}`;
        expect(toChineseCapital(`-${positive}`)).toBe(expected);
      }),
    );
  });

  it('truncates, never rounds, extra decimals', () => {
    fc.assert(
      fc.property(arbAmount, fc.stringMatching(/^\d{1,6}$/), ({ text }, extra) => {
        const twoPlaces = text.includes('.') ? text : `${text}.00`;
        const [integer, fraction] = twoPlaces.split('.');
        const base = `${integer}.${fraction.padEnd(2, '0').slice(0, 2)}`;
        expect(toChineseCapital(`${base}${extra}`)).toBe(toChineseCapital(base));
      }),
    );
  });

  it('gives 数据非法 for any text not matching the accepted pattern', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[-+ .0-9e]{0,8}$/)), (text) => {
        fc.pre(!/^-?(0|[1-9]\d*)(\.\d+)?$/.test(text));
        expect(toChineseCapital(text)).toBe(INVALID);
      }),
      { numRuns: 500 },
    );
  });

  it('gives 数据非法 for integers longer than 16 digits', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 10n ** 16n, max: 10n ** 30n }), (integer) => {
        expect(toChineseCapital(integer.toString())).toBe(INVALID);
      }),
    );
  });

  it('agrees with the text form for numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 9), max: 10 ** 9 }), fc.integer({ min: 0, max: 99 }), (yuan, fen) => {
        const value = Number(`${yuan}.${String(fen).padStart(2, '0')}`);
        expect(toChineseCapital(value)).toBe(toChineseCapital(String(value)));
      }),
    );
  });
});

describe('toInvoiceCapital (the invoice face: ⓧ then the capitals; a red invoice （负数）)', () => {
  it.each([
    ['4895.36', '肆仟捌佰玖拾伍元叁角陆分'],
    ['-4895.36', '（负数）肆仟捌佰玖拾伍元叁角陆分'],
    ['-37656.64', '（负数）叁万柒仟陆佰伍拾陆元陆角肆分'],
    ['0', '零元整'],
    ['-0.001', '零元整'],
  ])('%s → %s', (value, expected) => {
    expect(toInvoiceCapital(value)).toBe(expected);
  });
  it('refuses what toChineseCapital refuses', () => {
    expect(toInvoiceCapital('abc')).toBe(toChineseCapital('abc'));
  });
});
