import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareFields, compareRows, isEmptyValue, isSameCell, isSameValue, trimAll } from './compare';

describe('isEmptyValue', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['  \t\n', true],
    [0, false],
    ['0', false],
    [false, false],
    [[], false],
  ] as const)('isEmptyValue(%j) = %s', (value, expected) => {
    expect(isEmptyValue(value)).toBe(expected);
  });
});

describe('isSameValue', () => {
  it.each([
    // Both empty.
    [null, undefined, true],
    ['', null, true],
    ['  ', undefined, true],
    ['', '', true],
    // One empty.
    ['', 0, false],
    [null, '0', false],
    [' ', 'a', false],
    // Numbers, compared as decimals.
    ['1.10', 1.1, true],
    ['1.1', '1.10', true],
    [' 13 ', 13, true],
    ['-0', 0, true],
    ['0.00', '0', true],
    ['1130.00', 1130, true],
    ['-5.50', -5.5, true],
    ['0.3', 0.1 + 0.2, false],
    ['6222021234567890123', '6222021234567890124', false],
    ['6222021234567890123', '6222021234567890123.0', true],
    [1e21, '1000000000000000000000', true],
    ['+5', 5, true],
    // Leading zeros make text, not numbers (codes keep their zeros).
    ['0013', 13, false],
    ['0013', '13', false],
    ['0013', '0013', true],
    [' 0013', '0013 ', true],
    ['01.5', 1.5, false],
    // Text.
    ['abc', ' abc ', true],
    ['abc', 'ABC', false],
    ['北京市 海淀区', '北京市 海淀区', true],
    ['北京市海淀区', '北京市 海淀区', false],
    ['1e3', 1000, false],
    ['1e3', '1e3', true],
    ['1,000', 1000, false],
    ['.5', 0.5, false],
    ['13%', 0.13, false],
    [1e21, '1e+21', false],
    [true, 'true', true],
    [Number.NaN, Number.NaN, true],
  ] as const)('isSameValue(%j, %j) = %s', (a, b, expected) => {
    expect(isSameValue(a, b)).toBe(expected);
    expect(isSameValue(b, a)).toBe(expected);
  });
});

describe('isSameValue with bigint', () => {
  it('compares a bigint numerically', () => {
    expect(isSameValue(10n, '10.0')).toBe(true);
    expect(isSameValue(10n, 11)).toBe(false);
  });
});

describe('isSameCell', () => {
  it.each([
    ['13%', 0.13, true],
    ['13%', '0.13', true],
    [' 13 % ', '0.130', true],
    ['13%', 13, false],
    ['13%', '13%', true],
    ['0.5%', '0.005', true],
    ['-25%', -0.25, true],
    ['100%', 1, true],
    ['13％', 0.13, false],
    ['%', '%', true],
    ['', null, true],
    ['1.10', 1.1, true],
    ['合计', ' 合计', true],
    ['0013', 13, false],
  ] as const)('isSameCell(%j, %j) = %s', (a, b, expected) => {
    expect(isSameCell(a, b)).toBe(expected);
    expect(isSameCell(b, a)).toBe(expected);
  });
});

const POOL = [
  '',
  ' ',
  null,
  undefined,
  '1',
  '1.0',
  1,
  ' 1 ',
  '01',
  '13%',
  '0.13',
  0.13,
  'a',
  ' a',
  'A',
  0,
  '-0',
  '0.00',
  1e21,
  '1e+21',
  '1000000000000000000000',
  '100%',
];
const arbValue = fc.oneof(
  fc.constantFrom(...POOL),
  fc.string({ maxLength: 6 }),
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ noNaN: true }),
);

describe.each([
  ['isSameValue', isSameValue],
  ['isSameCell', isSameCell],
] as const)('%s is an equivalence', (_name, isSame) => {
  it('is reflexive and symmetric', () => {
    fc.assert(
      fc.property(arbValue, arbValue, (a, b) => {
        expect(isSame(a, a)).toBe(true);
        expect(isSame(a, b)).toBe(isSame(b, a));
      }),
    );
  });

  it('is transitive over every triple of the pool', () => {
    const failures = POOL.flatMap((a) =>
      POOL.flatMap((b) => POOL.filter((c) => isSame(a, b) && isSame(b, c) && !isSame(a, c)).map((c) => [a, b, c])),
    );
    expect(failures).toEqual([]);
  });

  it('is transitive on generated values', () => {
    const arbNear = arbValue.chain((a) => fc.tuple(fc.constant(a), fc.oneof(arbValue, fc.constant(` ${String(a)} `))));
    fc.assert(
      fc.property(arbNear, arbValue, ([a, b], c) => {
        expect(!(isSame(a, b) && isSame(b, c)) || isSame(a, c)).toBe(true);
        expect(!(isSame(a, b) && isSame(a, c)) || isSame(b, c)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('ignores surrounding spaces of text', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[ \t]*$/), fc.stringMatching(/^[ \t]*$/), (text, left, right) => {
        expect(isSame(text, `${left}${text}${right}`)).toBe(true);
      }),
    );
  });
});

describe('numeric comparison properties', () => {
  it('an integer equals its text, also with trailing decimal zeros', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 5 }), (n, zeros) => {
        expect(isSameValue(n, String(n))).toBe(true);
        expect(isSameValue(String(n), zeros > 0 ? `${n}.${'0'.repeat(zeros)}` : `${n}`)).toBe(true);
      }),
    );
  });

  it('a percent cell equals the fraction', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (basisPoints) => {
        const percent = basisPoints / 100;
        expect(isSameCell(`${percent}%`, basisPoints / 10_000)).toBe(true);
      }),
    );
  });
});

describe('compareFields', () => {
  const fields = ['nsr_sbh', 'nsr_mc', 'phone_number'] as const;
  const expected = { nsr_sbh: '91110108MA01ABCD5T', nsr_mc: '北京华实科技有限公司', phone_number: '010-62345678' };

  it('accepts an answer where every field matches, after trimming', () => {
    const actual = { nsr_sbh: ' 91110108MA01ABCD5T', nsr_mc: '北京华实科技有限公司 ', phone_number: '010-62345678' };
    expect(compareFields(expected, actual, fields)).toEqual({ ok: true, wrong: [] });
  });

  it('lists the wrong fields in field order, missing fields included', () => {
    const actual = { nsr_mc: '北京华实科技', phone_number: '010-62345678', extra: 'ignored' };
    expect(compareFields(expected, actual, fields)).toEqual({ ok: false, wrong: ['nsr_sbh', 'nsr_mc'] });
  });

  it('ignores fields not named', () => {
    expect(compareFields({ a: 1, b: 2 }, { a: '1.00', b: 3 }, ['a'])).toEqual({ ok: true, wrong: [] });
  });

  it('takes another comparison', () => {
    expect(compareFields({ rate: '13%' }, { rate: '0.13' }, ['rate'], isSameCell).ok).toBe(true);
    expect(compareFields({ rate: '13%' }, { rate: '0.13' }, ['rate']).ok).toBe(false);
  });

  it('is ok exactly when no field is wrong, and never lists an unnamed field', () => {
    const arbRecord = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.constantFrom('', '1', '1.0', 'x', null));
    fc.assert(
      fc.property(arbRecord, arbRecord, fc.subarray(['a', 'b', 'c']), (e, a, names) => {
        const result = compareFields(e, a, names);
        expect(result.ok).toBe(result.wrong.length === 0);
        expect(result.wrong.every((name) => names.includes(name))).toBe(true);
        expect(compareFields(e, e, names).ok).toBe(true);
      }),
    );
  });
});

describe('compareRows', () => {
  const fields = ['kh_name', 'simple_code', 'tax_num'];
  const rows = [
    { kh_name: '上海远航贸易有限公司', simple_code: 'SHYH', tax_num: '91310115MA1K3ABC99' },
    { kh_name: '广州南方电器有限公司', simple_code: 'GZNF', tax_num: '91440101MA5ABCDE52' },
  ];

  it('accepts equal rows', () => {
    expect(compareRows(rows, trimAll(rows), fields)).toEqual({ ok: true, wrongRows: [], missing: [], extra: [] });
  });

  it('reports wrong fields per row', () => {
    const actual = [rows[0], { ...rows[1], simple_code: 'GZ', tax_num: '' }];
    expect(compareRows(rows, actual, fields)).toEqual({
      ok: false,
      wrongRows: [{ index: 1, fields: ['simple_code', 'tax_num'] }],
      missing: [],
      extra: [],
    });
  });

  it('reports missing rows', () => {
    expect(compareRows(rows, [rows[0]], fields)).toEqual({ ok: false, wrongRows: [], missing: [1], extra: [] });
    expect(compareRows(rows, [], fields)).toEqual({ ok: false, wrongRows: [], missing: [0, 1], extra: [] });
  });

  it('reports extra rows, ignoring blank ones', () => {
    const blank = { kh_name: ' ', simple_code: null, tax_num: '' };
    const result = compareRows(rows, [...rows, blank, { ...rows[0] }, blank], fields);
    expect(result).toEqual({ ok: false, wrongRows: [], missing: [], extra: [3] });
    expect(compareRows(rows, [...rows, blank], fields).ok).toBe(true);
  });

  it('compares by position, so swapped rows are wrong', () => {
    const result = compareRows(rows, [rows[1], rows[0]], fields);
    expect(result.wrongRows.map((row) => row.index)).toEqual([0, 1]);
  });

  it('every index is reported at most once and ok means nothing reported', () => {
    const arbRow = fc.record({ kh_name: fc.constantFrom('', 'A', 'B'), simple_code: fc.constantFrom('', '1', '01') });
    fc.assert(
      fc.property(fc.array(arbRow, { maxLength: 6 }), fc.array(arbRow, { maxLength: 6 }), (expected, actual) => {
        const result = compareRows(expected, actual, ['kh_name', 'simple_code']);
        const indices = [...result.wrongRows.map((row) => row.index), ...result.missing, ...result.extra];
        expect(new Set(indices).size).toBe(indices.length);
        expect(result.ok).toBe(indices.length === 0);
        expect(result.missing).toEqual(expected.map((_, i) => i).filter((i) => i >= actual.length));
        expect(compareRows(expected, expected, ['kh_name', 'simple_code']).ok).toBe(true);
      }),
    );
  });
});

function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(collectStrings);
  return [];
}

describe('trimAll', () => {
  it('trims strings deeply without touching the input', () => {
    const input = Object.freeze({
      kh_name: '  上海远航 ',
      count: 3,
      empty: null,
      goods_content: Object.freeze([Object.freeze({ fwname: ' *电子产品*笔记本 ', price: ' 5000 ' })]),
      when: new Date(0),
    });
    const result = trimAll(input);
    expect(result).toEqual({
      kh_name: '上海远航',
      count: 3,
      empty: null,
      goods_content: [{ fwname: '*电子产品*笔记本', price: '5000' }],
      when: new Date(0),
    });
    expect(result.when).toBe(input.when);
    expect(input.kh_name).toBe('  上海远航 ');
  });

  it.each([
    [' a ', 'a'],
    [5, 5],
    [null, null],
    [
      [' x', [' y ']],
      ['x', ['y']],
    ],
  ] as const)('trimAll(%j) = %j', (input, expected) => {
    expect(trimAll(input)).toEqual(expected);
  });

  it("keeps a '__proto__' key as data", () => {
    const result = trimAll(JSON.parse('{"__proto__": {"k": " z "}, "a": " y "}'));
    expect(Object.keys(result)).toEqual(['__proto__', 'a']);
    expect(JSON.stringify(result)).toBe('{"__proto__":{"k":"z"},"a":"y"}');
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
  });

  it('is idempotent and leaves no string with surrounding spaces', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const trimmed = trimAll(value);
        expect(trimAll(trimmed)).toEqual(trimmed);
        expect(collectStrings(trimmed).every((text) => text === text.trim())).toBe(true);
        expect(collectStrings(trimmed)).toEqual(collectStrings(value).map((text) => text.trim()));
        expect(JSON.stringify(trimmed).length).toBeLessThanOrEqual(JSON.stringify(value).length);
      }),
    );
  });
});
