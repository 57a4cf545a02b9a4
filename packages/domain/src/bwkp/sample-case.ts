/**
 * A complete sample case (17 subjects plus the company, customer, goods-code and apply answers) with
 * real figures: codes and short names from the official 商品和服务税收分类编码 table (edition 32),
 * VAT at 13/9/6/3 %, tax-inclusive prices. The tests play and grade it; the server seed may copy it.
 * Not exported from the package entry.
 */
import { computeLine, formatGoodsName } from './lines';
import type { TApplyAnswer, TGoodsCodeRow, TGoodsLine, TKhbmRow, TKhData, TQyxx, TSubject } from './types';

export const SAMPLE_QYXX: TQyxx = {
  nsr_sbh: '91110108MA01C2D36P',
  nsr_mc: '北京华创办公设备有限公司',
  business_address: '北京市海淀区中关村大街27号',
  phone_number: '010-62558899',
  bank_name: '中国工商银行北京中关村支行',
  account: '0200004509200123456',
  supervisor_name: '国家税务总局北京市海淀区税务局',
  pt_fpdm: '011001900111',
  zy_fpdm: '1100194130',
};

export const SAMPLE_KHBM: TKhbmRow[] = [
  {
    kh_name: '上海明德教育科技有限公司',
    simple_code: 'SHMD',
    tax_num: '91310115MA1H8K2Q82',
    address_telephone: '上海市浦东新区张江路88号 021-58881234',
    bank_account: '中国工商银行上海张江支行 1001234509000012345',
  },
  {
    kh_name: '杭州禾丰食品贸易有限公司',
    simple_code: 'HZHF',
    tax_num: '91330106MA2B1C4D0E',
    address_telephone: '杭州市西湖区文三路100号 0571-88123456',
    bank_account: '中国建设银行杭州文三路支行 33050161620000001234',
  },
];

export const SAMPLE_GOODS_CODES: TGoodsCodeRow[] = [
  {
    code: '1050201040000000000',
    name: '办公椅',
    simple_code: 'BGY',
    tax_rate: '0.13',
    brand_model: 'BG-201',
    units: '把',
    applicable_tax_rate: '0.13',
    tax_mark: '是',
    flqc: '家具',
  },
  {
    code: '3040201030000000000',
    name: '软件维护服务',
    simple_code: 'RJWH',
    tax_rate: '0.06',
    brand_model: '',
    units: '年',
    applicable_tax_rate: '0.06',
    tax_mark: '是',
    flqc: '信息技术服务',
  },
];

export const SAMPLE_APPLY: Record<1 | 2, TApplyAnswer> = {
  1: {
    invoice_zl: 1,
    apply_num: 25,
    apply_result: 1,
    shenling_slr: '李明',
    shenling_zjlx: '身份证',
    shenling_zjh: '110108199001011231',
    shenling_shuoming: '日常经营需要',
    shenling_shoujianren: '',
    shenling_dztel: '',
  },
  2: {
    invoice_zl: 2,
    apply_num: 25,
    apply_result: 2,
    shenling_slr: '李明',
    shenling_zjlx: '身份证',
    shenling_zjh: '110108199001011231',
    shenling_shuoming: '日常经营需要',
    shenling_shoujianren: '李明',
    shenling_dztel: '北京市海淀区中关村大街27号 13800138000',
  },
};

/** One line at a tax-inclusive unit price, money and tax computed by the rules. */
export function sampleLine(
  flqc: string,
  name: string,
  ggxh: string,
  company: string,
  goods_num: string,
  price: string,
  tax_rate: string,
  spbm: string,
): TGoodsLine {
  return {
    fwname: formatGoodsName(flqc, name),
    ggxh,
    company,
    goods_num,
    price,
    ...computeLine({ price, goods_num, tax_rate }),
    tax_rate,
    spbm,
  };
}

const CHAIR = sampleLine('家具', '办公椅', 'BG-201', '把', '2', '1130.00', '0.13', '1050201040000000000');
const CABINET = sampleLine('家具', '文件柜', 'WJG-4', '个', '1', '1695.00', '0.13', '1050201040000000000');
const PRINTER = sampleLine(
  '计算机外部设备',
  '激光打印机',
  'LP-2260',
  '台',
  '3',
  '2599.00',
  '0.13',
  '1090511030000000000',
);
const RICE = sampleLine('谷物加工品', '大米', '5kg/袋', '袋', '500', '6.54', '0.09', '1030102010100000000');
const MAINTENANCE = sampleLine('信息技术服务', '软件维护服务', '', '年', '1', '5300.00', '0.06', '3040201030000000000');
const DEVELOPMENT = sampleLine(
  '信息技术服务',
  '软件开发服务',
  '',
  '项',
  '1',
  '31800.00',
  '0.06',
  '3040201010000000000',
);
const REPAIR = sampleLine('建筑服务', '修缮服务', '', '项', '1', '20600.00', '0.03', '3050300000000000000');
const REPAIR_AGAIN = sampleLine('建筑服务', '修缮服务', '', '项', '1', '25750.00', '0.03', '3050300000000000000');
/** The 建筑服务 remark (国家税务总局公告2016年第23号): the county-level place of the service and the project name. */
const REPAIR_REMARK = ['杭州市西湖区', '禾丰食品文三路仓库修缮工程'];
const TABLE = sampleLine('家具', '会议桌', 'HYZ-3012', '张', '1', '3390.00', '0.13', '1050201010000000000');

const LIST_LINES: TGoodsLine[] = [
  ['办公椅', 'BG-201', '把', '12', '1130.00'],
  ['文件柜', 'WJG-4', '个', '6', '1695.00'],
  ['会议桌', 'HYZ-3012', '张', '2', '3390.00'],
  ['办公桌', 'BGZ-1400', '张', '12', '1469.00'],
  ['书架', 'SJ-5', '个', '4', '904.00'],
  ['沙发', 'SF-3', '套', '1', '6780.00'],
  ['茶几', 'CJ-12', '张', '1', '1243.00'],
  ['前台', 'QT-18', '个', '1', '5085.00'],
  ['屏风工位', 'PF-4', '组', '3', '3277.00'],
  ['更衣柜', 'GYG-6', '个', '5', '1016.00'],
].map(([name, ggxh, unit, num, price]) =>
  sampleLine('家具', name, ggxh, unit, num, price, '0.13', '1050201040000000000'),
);

const MINGDE: TKhData = {
  kh_name: SAMPLE_KHBM[0].kh_name,
  tax_num: SAMPLE_KHBM[0].tax_num,
  address_telephone: SAMPLE_KHBM[0].address_telephone,
  bank_account: SAMPLE_KHBM[0].bank_account,
};
const HEFENG: TKhData = {
  kh_name: SAMPLE_KHBM[1].kh_name,
  tax_num: SAMPLE_KHBM[1].tax_num,
  address_telephone: SAMPLE_KHBM[1].address_telephone,
  bank_account: SAMPLE_KHBM[1].bank_account,
};
const NO_BUYER: TKhData = { kh_name: '', tax_num: '', address_telephone: '', bank_account: '' };

function subject(
  sort: number,
  subject_type: number,
  invoice_type: 0 | 1 | 2,
  title: string,
  goods_content: TGoodsLine[] = [],
  kh_data: TKhData = NO_BUYER,
  extra: Partial<TSubject> = {},
): TSubject {
  return { id: 1000 + sort, sort, title, subject_type, invoice_type, kh_data, goods_content, ...extra };
}

/** The 17 subjects of the sample case, sort 1..17. */
export const SAMPLE_SUBJECTS: TSubject[] = [
  subject(1, 1, 0, '设置企业参数'),
  subject(2, 2, 0, '录入客户编码'),
  subject(3, 3, 0, '录入商品编码'),
  subject(4, 4, 0, '申领并读入发票'),
  subject(5, 5, 1, '向明德教育销售办公家具', [CHAIR, CABINET], MINGDE),
  subject(6, 5, 2, '向明德教育销售激光打印机', [PRINTER], MINGDE),
  subject(7, 5, 2, '向禾丰食品销售大米', [RICE], HEFENG),
  subject(8, 5, 2, '为明德教育提供软件服务', [MAINTENANCE, DEVELOPMENT], MINGDE),
  subject(9, 5, 1, '为禾丰食品提供修缮服务（简易计税）', [REPAIR], HEFENG, { remark_parts: REPAIR_REMARK }),
  subject(10, 8, 1, '修缮服务发票金额有误，作废后重开', [REPAIR], HEFENG, {
    again_goods_content: [REPAIR_AGAIN],
    void_sort: 9,
    remark_parts: REPAIR_REMARK,
  }),
  subject(
    11,
    5,
    2,
    '向禾丰食品销售办公椅和大米',
    [
      sampleLine('家具', '办公椅', 'BG-201', '把', '10', '1130.00', '0.13', '1050201040000000000'),
      sampleLine('谷物加工品', '大米', '5kg/袋', '袋', '100', '6.54', '0.09', '1030102010100000000'),
    ],
    HEFENG,
  ),
  subject(12, 9, 1, '明德教育退回办公家具，开具红字普通发票', [CHAIR, CABINET], MINGDE, {
    red: { y_invoice_code: '011001900111', y_invoice_num: '00012345' },
  }),
  subject(13, 5, 1, '向明德教育销售会议桌', [TABLE], MINGDE),
  subject(14, 10, 2, '明德教育退回激光打印机，开具红字专用发票', [PRINTER], MINGDE, {
    red: { y_invoice_code: '1100194130', y_invoice_num: '00456789' },
  }),
  subject(15, 6, 2, '向明德教育成批销售办公家具（清单）', LIST_LINES, MINGDE),
  subject(16, 7, 1, '向禾丰食品销售办公家具并给予5%折扣', [CHAIR, CABINET], HEFENG),
  subject(17, 11, 0, '抄报汇总'),
];
