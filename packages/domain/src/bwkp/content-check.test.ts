import { describe, expect, it } from 'vitest';
import { checkCase, checkSubject } from './case-check';
import {
  allowedRatesOf,
  checkApplyCodes,
  checkCaseDates,
  checkGoodsCodeRows,
  checkKhbmCodes,
  checkQyxxCodes,
  isConstructionLine,
  parseBusinessDate,
  type TCheckedSubject,
  type TTaxCodeInfo,
  textDates,
  textTotals,
} from './content-check';
import { SAMPLE_APPLY, SAMPLE_GOODS_CODES, SAMPLE_KHBM, SAMPLE_QYXX, SAMPLE_SUBJECTS } from './sample-case';

const TODAY = new Date('2026-05-06T00:00:00Z');

/** The sample case in the story's months: May for 1–11, June for 12–16 (the red questions), July for 17. */
const DATES: Record<number, string> = {
  1: '2026-05-06',
  2: '2026-05-06',
  3: '2026-05-06',
  4: '2026-05-07',
  5: '2026-05-08',
  6: '2026-05-12',
  7: '2026-05-14',
  8: '2026-05-15',
  9: '2026-05-20',
  10: '2026-05-21',
  11: '2026-05-26',
  12: '2026-06-04',
  13: '2026-06-05',
  14: '2026-06-09',
  15: '2026-06-12',
  16: '2026-06-18',
  17: '2026-07-01',
};
const BLUE: Record<number, number> = { 12: 5, 14: 6 };

function dated(): TCheckedSubject[] {
  return structuredClone(SAMPLE_SUBJECTS).map((subject) => ({
    ...subject,
    business_date: DATES[subject.sort],
    ...(BLUE[subject.sort] ? { blue_sort: BLUE[subject.sort] } : {}),
  }));
}

function at(sort: number): TCheckedSubject {
  return dated()[sort - 1];
}

/** `at(sort)` with its text. */
function withText(sort: number, subject_describe: string): TCheckedSubject {
  return { ...at(sort), subject_describe };
}

describe('identity codes of the company, the customers and the apply answers', () => {
  it('accepts the sample case', () => {
    expect(checkQyxxCodes(SAMPLE_QYXX)).toEqual([]);
    expect(checkKhbmCodes(SAMPLE_KHBM)).toEqual([]);
    expect(checkApplyCodes([SAMPLE_APPLY[1], SAMPLE_APPLY[2]], TODAY)).toEqual([]);
  });

  it('names the field, the row and what is wrong', () => {
    expect(checkQyxxCodes({ nsr_sbh: '91110108MA01C2D36Q' })).toEqual([
      '企业信息纳税人识别号91110108MA01C2D36Q不是有效的统一社会信用代码：第18位校验码应为P',
    ]);
    expect(checkQyxxCodes({ nsr_sbh: '9111010' })).toEqual([
      '企业信息纳税人识别号9111010应为15、17、18或20位数字或大写字母',
    ]);
    const rows = [
      SAMPLE_KHBM[0],
      { kh_name: '陈志强', tax_num: '' },
      { kh_name: '个体户', tax_num: '440106123456789' },
      { kh_name: '错号公司', tax_num: '91330106MA2B1C4D5E' },
    ];
    expect(checkKhbmCodes(rows)).toEqual([
      '客户编码第4行（错号公司）税号91330106MA2B1C4D5E不是有效的统一社会信用代码：第17位（组织机构代码校验码）应为0',
    ]);
    expect(
      checkApplyCodes(
        [
          { ...SAMPLE_APPLY[1], shenling_zjh: '110108199001011234' },
          { ...SAMPLE_APPLY[2], shenling_zjlx: '护照', shenling_zjh: 'E12345678' },
        ],
        TODAY,
      ),
    ).toEqual(['增值税普通发票申领答案证件号码110108199001011234不是有效的居民身份证号码：第18位校验码应为1']);
  });
});

describe('goods codes against the classification table', () => {
  const table: TTaxCodeInfo[] = [
    {
      code: '1050201040000000000',
      name: '金属家具',
      short_name: '家具',
      rate_list: ['0.13'],
      special_management: '',
      is_summary: false,
      has_children: false,
    },
    {
      code: '3040201030000000000',
      name: '软件维护服务',
      short_name: '信息技术服务',
      rate_list: ['0.06'],
      special_management: '',
      is_summary: false,
      has_children: false,
    },
    {
      code: '3050200000000000000',
      name: '安装服务',
      short_name: '建筑服务',
      rate_list: ['0.09'],
      special_management: '简易征收',
      is_summary: false,
      has_children: false,
    },
    {
      code: '1050201000000000000',
      name: '家具',
      short_name: '家具',
      rate_list: ['0.13'],
      special_management: '',
      is_summary: true,
      has_children: true,
    },
    {
      code: '1030102010000000000',
      name: '稻谷加工品',
      short_name: '谷物加工品',
      rate_list: ['0.09'],
      special_management: '',
      is_summary: false,
      has_children: true,
    },
  ];
  const lookup = (code: string) => table.find((entry) => entry.code === code);
  const [chair, service] = SAMPLE_GOODS_CODES;

  it('finds the rates a code allows: listed, simplified levy, exempt', () => {
    expect(allowedRatesOf({ rate_list: ['0.13', '0.09'], special_management: '' })).toEqual(['0.09', '0.13']);
    expect(allowedRatesOf({ rate_list: ['0.09'], special_management: '简易征收' })).toEqual(['0.03', '0.09']);
    expect(allowedRatesOf({ rate_list: ['0.09'], special_management: '免税、按5%简易征收' })).toEqual([
      '0',
      '0.05',
      '0.09',
    ]);
    expect(allowedRatesOf({ rate_list: ['0.015'], special_management: '按5%简易征收减按1.5%计征' })).toEqual(['0.05']);
    expect(allowedRatesOf({ rate_list: [], special_management: '不征税' })).toEqual(['0']);
  });

  it('accepts the sample goods codes', () => {
    expect(checkGoodsCodeRows(SAMPLE_GOODS_CODES, lookup)).toEqual([]);
    expect(
      checkGoodsCodeRows(
        [{ code: '3050200000000000000', flqc: '建筑服务', tax_rate: '0.03', applicable_tax_rate: '0.030' }],
        lookup,
      ),
    ).toEqual([]);
  });

  it.each<[string, object, string]>([
    [
      'unknown code',
      { code: '1050201049900000000' },
      '商品编码第1行：税收分类编码1050201049900000000不在税收分类编码表中',
    ],
    [
      'summary code',
      { code: '1050201000000000000' },
      '商品编码第1行：税收分类编码1050201000000000000是汇总项，不能用于开票，请选择其下级编码',
    ],
    [
      'code with children',
      { code: '1030102010000000000', flqc: '谷物加工品', tax_rate: '0.09', applicable_tax_rate: '0.09' },
      '商品编码第1行：税收分类编码1030102010000000000下还有下级编码，请选择最末级编码',
    ],
    [
      'wrong short name',
      { flqc: '办公家具' },
      '商品编码第1行：分类简称「办公家具」与编码表中1050201040000000000的简称「家具」不一致',
    ],
    [
      'rate the code does not allow',
      { tax_rate: '0.09' },
      '商品编码第1行：税率9%不是税收分类编码1050201040000000000（金属家具）可用的税率（可用：13%）',
    ],
    [
      'applicable rate the code does not allow',
      { applicable_tax_rate: '0' },
      '商品编码第1行：适用税率0不是税收分类编码1050201040000000000（金属家具）可用的税率（可用：13%）',
    ],
  ])('%s', (_label, change, message) => {
    expect(checkGoodsCodeRows([{ ...chair, ...change }, service], lookup)).toEqual([message]);
  });
});

describe('the 价税合计 written in the text', () => {
  it('reads the figures, with thousands separators and the discounted total', () => {
    expect(
      textTotals('价税合计3955.00元；价税合计为1,130元，折扣后价税合计3842.00元，价税合计（大写）叁仟元').map(
        ({ isDiscounted, figure, value }) => [isDiscounted, figure, value?.toString()],
      ),
    ).toEqual([
      [false, '3955.00', '3955'],
      [false, '1,130', '1130'],
      [true, '3842.00', '3842'],
    ]);
  });

  it.each<[string, number, string]>([
    ['an issue', 5, '销售办公椅和文件柜，价税合计3955.00元。'],
    ['a list invoice', 15, '成批销售办公家具，价税合计79,773.00元。'],
    ['a discount: before and after', 16, '价税合计3955.00元，对办公椅给予5%折扣，折扣后价税合计3842.00元。'],
    ['a void: the voided and the re-issued invoice', 10, '原发票价税合计20600.00元有误，重开价税合计25750.00元。'],
    ['a red invoice: the blue total', 12, '退回全部货物，原发票价税合计3955.00元。'],
    ['a red invoice: the red total', 12, '开具红字发票，价税合计-3955.00元。'],
  ])('accepts %s', (_label, sort, text) => {
    expect(checkSubject(withText(sort, text))).toEqual([]);
  });

  it.each<[string, number, string, string]>([
    ['an issue', 5, '价税合计3956.00元', '第5题业务描述中的价税合计3956.00元与货物行计算的结果不一致（应为3955.00元）'],
    [
      'a discount: the discounted total',
      16,
      '折扣后价税合计3955.00元',
      '第16题业务描述中的折扣后价税合计3955.00元与货物行计算的结果不一致（应为3842.00元）',
    ],
    [
      'a void',
      10,
      '价税合计20000.00元',
      '第10题业务描述中的价税合计20000.00元与货物行计算的结果不一致（应为25750.00或20600.00元）',
    ],
    [
      'a red invoice',
      14,
      '价税合计7796.00元',
      '第14题业务描述中的价税合计7796.00元与货物行计算的结果不一致（应为-7797.00或7797.00元）',
    ],
  ])('refuses a wrong figure in %s', (_label, sort, text, message) => {
    expect(checkSubject(withText(sort, text))).toEqual([message]);
  });

  it('is compared only once the lines are right', () => {
    const subject = withText(5, '价税合计3955.00元');
    subject.goods_content = [{ ...subject.goods_content[0], money: '2260.01' }, subject.goods_content[1]];
    expect(checkSubject(subject)).toEqual(['第5题货物行第1行金额不等于数量乘单价']);
  });
});

describe('business dates', () => {
  it('reads YYYY-MM-DD and the dates of a text', () => {
    expect(parseBusinessDate('2026-05-06')).toEqual({ year: 2026, month: 5, day: 6 });
    expect(parseBusinessDate('2026-02-29')).toBeNull();
    expect(parseBusinessDate('2026-5-6')).toBeNull();
    expect(parseBusinessDate(undefined)).toBeNull();
    expect(textDates('2026年5月9日，（自2026年2月30日起）').map((d) => [d.text, d.isValid])).toEqual([
      ['2026年5月9日', true],
      ['2026年2月30日', false],
    ]);
  });

  it('the sample case in its months has no problems', () => {
    expect(checkCase(dated())).toEqual([]);
  });

  it.each<[string, (s: TCheckedSubject) => TCheckedSubject, number, string]>([
    [
      'an impossible date',
      (s) => ({ ...s, business_date: '2026-04-31' }),
      5,
      '第5题业务日期2026-04-31不是有效日期（应为YYYY-MM-DD）',
    ],
    [
      'a text that starts on another day',
      (s) => ({ ...s, subject_describe: '2026年5月9日，销售办公椅。' }),
      5,
      '第5题业务描述中的第一个日期2026年5月9日与业务日期2026-05-08不一致',
    ],
    [
      'an impossible date in the text',
      (s) => ({
        ...s,
        subject_describe: '2026年5月7日，设置企业参数（2026年2月30日登记）。',
        business_date: '2026-05-07',
      }),
      1,
      '第1题业务描述中的日期2026年2月30日不是有效日期',
    ],
  ])('finds %s', (_label, change, sort, message) => {
    expect(checkSubject(change(at(sort)))).toContain(message);
  });

  it('accepts a text whose first date is the business date, and a question without a date', () => {
    expect(checkSubject({ ...at(5), subject_describe: '2026年5月8日，销售办公椅（合同2026年4月30日签订）。' })).toEqual(
      [],
    );
    expect(checkSubject({ ...at(5), business_date: undefined, subject_describe: '2026年5月9日，销售。' })).toEqual([]);
  });

  function changed(changes: Record<number, Partial<TCheckedSubject>>): TCheckedSubject[] {
    return dated().map((subject) => ({ ...subject, ...changes[subject.sort] }));
  }

  it.each<[string, Record<number, Partial<TCheckedSubject>>, { sort: number; message: string }[]]>([
    [
      'a date earlier than the question before',
      { 7: { business_date: '2026-05-11' } },
      [{ sort: 7, message: '第7题业务日期2026-05-11早于第6题的业务日期2026-05-12，业务日期应按题目顺序排列' }],
    ],
    [
      'a void in another month than the voided invoice',
      { 10: { business_date: '2026-06-01' }, 11: { business_date: '2026-06-02' } },
      [
        {
          sort: 10,
          message:
            '第10题作废第9题开具的发票，业务日期2026-06-01应与第9题的业务日期2026-05-20在同一月份（发票只能在开具当月作废）',
        },
      ],
    ],
    [
      'a red invoice in the month of its blue invoice',
      { 12: { business_date: '2026-05-27' }, 13: { business_date: '2026-05-28' } },
      [
        {
          sort: 12,
          message:
            '第12题开具红字发票，业务日期2026-05-27应在第5题正数发票的业务日期2026-05-08的次月或以后（当月开具的发票应作废，跨月后才开具红字发票）',
        },
      ],
    ],
  ])('finds %s', (_label, changes, problems) => {
    expect(checkCaseDates(changed(changes))).toEqual(problems);
    expect(checkCase(changed(changes))).toEqual(problems);
  });

  it('leaves out questions without a date', () => {
    expect(checkCaseDates(changed({ 6: { business_date: undefined }, 7: { business_date: '2026-05-09' } }))).toEqual(
      [],
    );
    expect(checkCaseDates(SAMPLE_SUBJECTS)).toEqual([]);
  });
});

describe('the invoice content', () => {
  const remarkMessage =
    '第9题开具建筑服务发票，备注要求应至少写明建筑服务发生地（县(市、区)）和项目名称两项（国家税务总局公告2016年第23号）';

  it('knows a 建筑服务 line by its code or its short name', () => {
    const [repair] = at(9).goods_content;
    expect(isConstructionLine(repair)).toBe(true);
    expect(isConstructionLine({ ...repair, spbm: undefined })).toBe(true);
    expect(isConstructionLine({ ...repair, fwname: '*修缮*办公室', spbm: '3050300000000000000' })).toBe(true);
    expect(isConstructionLine(at(5).goods_content[0])).toBe(false);
  });

  it.each<[string, string[] | undefined]>([
    ['no remark phrases', undefined],
    ['one phrase', ['杭州市西湖区']],
    ['an empty second phrase', ['杭州市西湖区', ' ']],
  ])('a 建筑服务 invoice with %s', (_label, remark_parts) => {
    expect(checkSubject({ ...at(9), remark_parts })).toEqual([remarkMessage]);
  });

  it('a void of a 建筑服务 invoice needs the remark too; a red one does not', () => {
    expect(checkSubject({ ...at(10), remark_parts: [] })).toEqual([remarkMessage.replace('第9题', '第10题')]);
    expect(checkSubject({ ...at(12), goods_content: at(9).goods_content })).toEqual([]);
  });

  it('the buyer’s 纳税人识别号', () => {
    const subject = at(6);
    expect(checkSubject({ ...subject, kh_data: { ...subject.kh_data, tax_num: '91310115MA1H8K2Q3L' } })).toEqual([
      '第6题购买方纳税人识别号91310115MA1H8K2Q3L不是有效的统一社会信用代码：第17位（组织机构代码校验码）应为8',
    ]);
    expect(checkSubject({ ...subject, kh_data: { ...subject.kh_data, tax_num: '310115123456789' } })).toEqual([]);
  });

  it('a red special question’s information form number', () => {
    const subject = at(14);
    const red = subject.red ?? { y_invoice_code: '', y_invoice_num: '' };
    expect(checkSubject({ ...subject, red: { ...red, notic_no: '4401012605000126' } })).toEqual([]);
    const message = (n: string) =>
      `第14题红字信息表编号${n}有误：应为16位数字，第7～10位为年月，末位为前15位数字之和的个位数`;
    for (const number of ['4401012605000127', '440101260500012', '0000000000000000', '4401012613000125']) {
      expect(checkSubject({ ...subject, red: { ...red, notic_no: number } })).toEqual([message(number)]);
    }
  });
});
