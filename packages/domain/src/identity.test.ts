import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CREDIT_CODE_CHARS,
  checkCreditCode,
  checkIdNumber,
  checkTaxpayerId,
  completeCreditCode,
  completeIdNumber,
  creditCodeProblem,
  idNumberProblem,
  taxpayerIdProblem,
} from './identity';

const TODAY = new Date('2026-05-06T00:00:00Z');

/** One character of the credit code set. */
const arbCodeChar = fc.constantFrom(...CREDIT_CODE_CHARS.split(''));
const arbDigit = fc.constantFrom(...'0123456789'.split(''));
const arbCreditCode = fc
  .tuple(fc.array(arbCodeChar, { minLength: 2, maxLength: 2 }), fc.array(arbDigit, { minLength: 6, maxLength: 6 }))
  .chain(([head, region]) =>
    fc
      .array(arbCodeChar, { minLength: 8, maxLength: 8 })
      .map((body) => completeCreditCode([...head, ...region, ...body].join('')) ?? ''),
  );
const arbIdNumber = fc
  .tuple(
    fc.integer({ min: 110_000, max: 829_999 }),
    fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2020-12-31T00:00:00Z'), noInvalidDate: true }),
    fc.integer({ min: 0, max: 999 }),
  )
  .map(
    ([region, birth, serial]) =>
      completeIdNumber(
        `${region}${birth.toISOString().slice(0, 10).replaceAll('-', '')}${String(serial).padStart(3, '0')}`,
      ) ?? '',
  );
/** Any printable ASCII character other than `char`. */
const otherChar = (char: string) =>
  fc
    .integer({ min: 0x21, max: 0x7e })
    .map((code) => String.fromCharCode(code))
    .filter((c) => c !== char);

/** `code` with the character at `index` replaced by another one. */
function changeOne(code: string) {
  return fc
    .integer({ min: 0, max: code.length - 1 })
    .chain((index) => otherChar(code[index]).map((c) => `${code.slice(0, index)}${c}${code.slice(index + 1)}`));
}

describe('checkCreditCode (统一社会信用代码, GB 32100-2015)', () => {
  it.each([
    ['91440106MA5CQ8T480', '企业 (工商 9, 企业 1), 广州市天河区'],
    ['91440106MA59K2W7XM', '企业, check character M'],
    ['91440104MA5AUF3RXU', '企业, organisation check X'],
    ['91440300MA5FN7D239', '企业, 深圳市'],
    ['12440106455608231H', '事业单位 (机构编制 1, 事业单位 2)'],
    ['92440104MA5BJ6P80T', '个体工商户 (工商 9, 个体工商户 2)'],
    ['52440106MJL2A0D31X', '民办非企业单位 (民政 5, 2)'],
  ])('accepts %s (%s)', (code) => {
    expect(checkCreditCode(code)).toBe(true);
    expect(creditCodeProblem(code)).toBeNull();
  });

  const format = '应为18位数字或大写字母（不含I、O、S、V、Z），第3～8位为行政区划代码';
  it.each([
    ['91440106MA5CQ8T481', '第18位校验码应为0'],
    ['91440106MA5CQ8T580', '第17位（组织机构代码校验码）应为6'],
    ['91440106MA59K2W7XN', '第18位校验码应为M'],
    ['12440106455608232H', '第17位（组织机构代码校验码）应为1'],
    ['91440106ma5cq8t480', format],
    ['91440106MA5CQ8T48', format],
    ['91440106MA5CQ8T4800', format],
    ['914401O6MA5CQ8T480', format],
    ['91440106MA5CQ8TI80', format],
    ['91440106MA5CQ8TS80', format],
    ['9144A106MA5CQ8T480', format],
    [' 91440106MA5CQ8T480', format],
    ['', format],
    [null, format],
    [91440106, format],
  ])('refuses %s: %s', (code, problem) => {
    expect(checkCreditCode(code)).toBe(false);
    expect(creditCodeProblem(code)).toBe(problem);
  });

  it('completes a body of 16 characters with both check characters; refuses a malformed body', () => {
    expect(completeCreditCode('91440106MA5CQ8T4')).toBe('91440106MA5CQ8T480');
    expect(completeCreditCode('12440106455608231H'.slice(0, 16))).toBe('12440106455608231H');
    expect(completeCreditCode('91440106MA5CQ8T')).toBeNull();
    expect(completeCreditCode('9144010AMA5CQ8T4')).toBeNull();
  });

  it('property: a completed code is valid', () => {
    fc.assert(
      fc.property(arbCreditCode, (code) => {
        expect(checkCreditCode(code)).toBe(true);
      }),
    );
  });

  it('property: a valid code with any one character changed fails', () => {
    fc.assert(
      fc.property(
        arbCreditCode.chain((code) => changeOne(code)),
        (changed) => {
          expect(checkCreditCode(changed)).toBe(false);
        },
      ),
    );
  });
});

describe('checkIdNumber (居民身份证号码, GB 11643-1999)', () => {
  it.each([
    ['440106199203152642', '1992-03-15'],
    ['11010519491231002X', 'check character X'],
    ['110108199001011231', '1990-01-01'],
    ['440106200002290016', '29 February of a leap year'],
    ['440106202605060016', 'born today'],
  ])('accepts %s (%s)', (id) => {
    expect(checkIdNumber(id, TODAY)).toBe(true);
    expect(idNumberProblem(id, TODAY)).toBeNull();
  });

  const format = '应为18位，前17位为数字，末位为数字或大写字母X';
  it.each([
    ['440106199203152643', '第18位校验码应为2'],
    ['110108199001011234', '第18位校验码应为1'],
    ['11010519491231002x', format],
    ['440106920315264', format],
    ['44010619920315264', format],
    ['4401061992031526421', format],
    ['44010619920315264A', format],
    ['', format],
    [undefined, format],
    ['440106199202302645', '第7～14位出生日期19920230不是有效日期'],
    ['440106199913012644', '第7～14位出生日期19991301不是有效日期'],
    ['44010619000229001X', '第7～14位出生日期19000229不是有效日期'],
    ['440106189912310018', '第7～14位出生日期18991231不是有效日期'],
    ['440106202605070011', '第7～14位出生日期20260507不是有效日期'],
  ])('refuses %s: %s', (id, problem) => {
    expect(checkIdNumber(id, TODAY)).toBe(false);
    expect(idNumberProblem(id, TODAY)).toBe(problem);
  });

  it('completes 17 digits with the check character', () => {
    expect(completeIdNumber('44010619920315264')).toBe('440106199203152642');
    expect(completeIdNumber('11010519491231002')).toBe('11010519491231002X');
    expect(completeIdNumber('4401061992031526')).toBeNull();
  });

  it('property: a completed number is valid', () => {
    fc.assert(
      fc.property(arbIdNumber, (id) => {
        expect(checkIdNumber(id, TODAY)).toBe(true);
      }),
    );
  });

  it('property: a valid number with any one character changed fails', () => {
    fc.assert(
      fc.property(
        arbIdNumber.chain((id) => changeOne(id)),
        (changed) => {
          expect(checkIdNumber(changed, TODAY)).toBe(false);
        },
      ),
    );
  });
});

describe('checkTaxpayerId (纳税人识别号)', () => {
  it.each([
    ['91440106MA5CQ8T480', null],
    ['440106123456789', null],
    ['44010612345678901', null],
    ['44010612345678901234', null],
    ['91440106MA5CQ8T481', '不是有效的统一社会信用代码：第18位校验码应为0'],
    ['4401061234567890', '应为15、17、18或20位数字或大写字母'],
    ['44010612345678a', '应为15、17、18或20位数字或大写字母'],
    ['', '应为15、17、18或20位数字或大写字母'],
  ])('%s: %s', (value, problem) => {
    expect(taxpayerIdProblem(value)).toBe(problem);
    expect(checkTaxpayerId(value)).toBe(problem === null);
  });
});
