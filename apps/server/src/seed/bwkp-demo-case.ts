/**
 * The demo invoicing case (税控开票实训案例) of the course 增值税发票开具实训 (demo-content.ts): the general
 * taxpayer 广州市穗通办公设备有限公司, which trades in office equipment, office furniture and stationery and also
 * installs equipment and runs office IT. The case data follows spec 01 §3 and the 17-question structure of
 * STANDARD_QUESTIONS (subjects.ts); test/bwkp-demo-case.test.ts proves every figure against the domain rules and
 * every goods code against the official table (edition 32.0, ../shared/reference/tax-codes).
 *
 * The company and its story are STORY.md's (facts in story.ts). Timeline, in 2026 under the VAT Law: a general
 * taxpayer from 1 May, the company starts invoicing on 2026-05-06 (questions 1–4), issues in May (5–11, the void in
 * the same month as the invoice it voids), reverses May invoices in June after May's report (12 and 14: across the
 * month an invoice can no longer be voided, only reversed by a red invoice), issues in June (13, 15, 16) and reports
 * June in the July filing period (17). Each question's business_date is the day the simulated client runs on while
 * the student works it (开票日期, 填开日期, the void month, the report period).
 *
 * Case notes (training premises and unconfirmed facts):
 * - The tax-control device and client are a training premise: in 2026 a newly registered general taxpayer in 广东
 *   issues 数电发票 with no device; the course compares each step with 数电.
 * - The installation of projection equipment (建筑服务) is taxed under the general method at 9 %. The 2026
 *   reference confirms the simplified method for "listed transactions" in 2026–27 but not that 甲供工程 is listed,
 *   and a 3 % levy would be invoiced at 1 % under the transition relief to 2027. The remark rule for 建筑服务
 *   (place of service at 县(市、区) level and project name, 国家税务总局公告2016年第23号) is graded.
 * - The red-letter information form's reason (销货退回) is not a field of the device client's form: question 14's
 *   text gives the business reason, the form records the 申请方式 only.
 *
 * Facts kept here:
 * - Every unified social credit code (统一社会信用代码, GB 32100-2015) has a valid check character (position 18)
 *   and a valid organisation-code check character (position 17, GB 11714-1997); the test recomputes both.
 * - Goods rows (商品编码) carry the company's own product name (name), as the business documents name it, linked
 *   to an official classification code whose short name (简称, flqc) the client fills in; an invoice line reads
 *   `*简称*名称` from them, with the row's model (ggxh) and unit: 钢架网布办公椅 (model BG-201) under
 *   1050201040000000000 金属家具 prints as `*家具*钢架网布办公椅`. The official name of the code (taxName) only
 *   appears in question 3, to help the student pick the code.
 * - Prices in the questions are tax-inclusive (the issue form's 单价(含税)); money and tax come from computeLine.
 * - Every invoice stays within the roll's 最高开票限额 of 99,999.99 (tax-exclusive total), as the read-in shows.
 */
import {
  applyDiscount,
  computeLine,
  computeTotals,
  DISCOUNT_ANSWER,
  formatGoodsName,
  type TApplyAnswer,
  type TGoodsCodeRow,
  type TGoodsLine,
  type TInvoiceType,
  type TKhbmRow,
  type TKhData,
  type TQyxx,
  type TSubject,
} from '@sxpt/domain';
import { COMPANY, PEOPLE } from './story';

/** A business question of the demo case: a TSubject plus the text and links the bwkp_subjects table keeps. */
export interface TBwkpDemoSubject extends TSubject {
  /** 业务描述: the business document the student works from (spec 02, business item subject_describe) */
  subject_describe: string;
  /** red-letter questions: the question whose blue (正数) invoice this red invoice reverses */
  blue_sort?: number;
  /**
   * red special question: the information form's 申请方式 (sqfs 1 购买方申请, 2 销售方申请). The business reason
   * (销货退回) is in the text: the device client's form has no reason field.
   */
  red_apply?: { sqfs: 1 | 2 };
}

/** An invoice roll the student reads in at question 4: its code and first number (8 digits). */
export interface TBwkpDemoRoll {
  invoice_type: TInvoiceType;
  invoice_code: string;
  start_num: string;
}

export interface TBwkpDemoCase {
  title: string;
  description: string;
  /** the province word of the read-in table's category name (广东增值税专用发票) */
  province: string;
  qyxx: TQyxx;
  customers: TKhbmRow[];
  goods: TGoodsCodeRow[];
  /** one expected apply form per invoice kind: ordinary (1) and special (2) */
  apply: TApplyAnswer[];
  /** the rolls the red-letter questions' blue invoice numbers are counted from */
  rolls: TBwkpDemoRoll[];
  subjects: TBwkpDemoSubject[];
}

// ---------------------------------------------------------------------------------------------------------------
// The company

/**
 * Invoice codes in the formats printed on the paper invoices of the tax-control era:
 * - 普通发票 (12 digits) 044002400204: 0 (监制: tax authority) · 4400 (广东省) · 24 (2024 edition) · 002 (batch) ·
 *   04 (kind and parts: 增值税普通发票, 二联). The codes ending 11 are 增值税电子普通发票, not paper.
 * - 专用发票 (10 digits) 4400242130: 4400 (广东省) · 24 (2024 edition) · 2 (batch) · 1 (增值税专用发票) ·
 *   30 (三联: 记账联, 抵扣联, 发票联).
 */
const PT_FPDM = '044002400204';
const ZY_FPDM = '4400242130';

const qyxx: TQyxx = {
  nsr_sbh: COMPANY.creditCode,
  nsr_mc: COMPANY.name,
  business_address: COMPANY.address,
  phone_number: COMPANY.phone,
  bank_name: COMPANY.bankName,
  account: COMPANY.account,
  supervisor_name: COMPANY.taxOffice,
  pt_fpdm: PT_FPDM,
  zy_fpdm: ZY_FPDM,
};

/** The rolls of 25 invoices each (a 本 of 25 starts at …01, …26, …51 or …76). */
const rolls: TBwkpDemoRoll[] = [
  { invoice_type: 1, invoice_code: PT_FPDM, start_num: '04216101' },
  { invoice_type: 2, invoice_code: ZY_FPDM, start_num: '01937651' },
];

/** 办税员 (the clerk who applies for invoices and issues them). */
const CLERK = PEOPLE.clerk;

// ---------------------------------------------------------------------------------------------------------------
// Customers (客户编码). simple_code = the pinyin initials of the short name given in the comment.

const customers: TKhbmRow[] = [
  // 云帆科技: software company, general taxpayer (special invoices)
  {
    kh_name: '广州云帆信息科技有限公司',
    simple_code: 'YFKJ',
    tax_num: '91440106MA59K2W7XM',
    address_telephone: '广州市天河区高普路1021号506房 020-85561832',
    bank_account: '招商银行广州天河支行 120914578610301',
  },
  // 正信税务: tax agents, general taxpayer
  {
    kh_name: '广东正信税务师事务所有限公司',
    simple_code: 'ZXSW',
    tax_num: '91440104MA5AUF3RXU',
    address_telephone: '广州市越秀区环市东路368号1508房 020-83765219',
    bank_account: '中国银行广州越秀支行 664573028915',
  },
  // 博远供应链: Shenzhen supply-chain company, general taxpayer
  {
    kh_name: '深圳市博远供应链管理有限公司',
    simple_code: 'BYGYL',
    tax_num: '91440300MA5FN7D239',
    address_telephone: '深圳市福田区深南大道6011号2306房 0755-83249516',
    bank_account: '中国建设银行深圳福田支行 44250100002100003618',
  },
  // 美嘉家居: Foshan home-goods maker, general taxpayer
  {
    kh_name: '佛山市顺德区美嘉家居用品有限公司',
    simple_code: 'MJJJ',
    tax_num: '91440606MA4W8H1K34',
    address_telephone: '佛山市顺德区大良街道南国东路28号 0757-22387645',
    bank_account: '广东顺德农村商业银行大良支行 801101000839217465',
  },
  // 智明学校: public school (事业单位, code 12…), cannot deduct input VAT: ordinary invoices
  {
    kh_name: '广州市天河区智明实验学校',
    simple_code: 'ZMXX',
    tax_num: '12440106455608231H',
    address_telephone: '广州市天河区中山大道中338号 020-38259074',
    bank_account: '中国农业银行广州天河支行 44035001040012876',
  },
  // 明记文具: 个体工商户 (code 92…), small-scale taxpayer: ordinary invoices
  {
    kh_name: '广州市越秀区明记文具店',
    simple_code: 'MJWJ',
    tax_num: '92440104MA5BJ6P80T',
    address_telephone: '广州市越秀区文德北路68号首层 020-83317758',
    bank_account: '广州农村商业银行越秀支行 05861000002217368',
  },
  // 陈志强: a private person (自然人): no tax number, address or bank needed on an ordinary invoice
  {
    kh_name: '陈志强',
    simple_code: 'CZQ',
    tax_num: '',
    address_telephone: '',
    bank_account: '',
  },
];

const [YUNFAN, ZHENGXIN, BOYUAN, MEIJIA, ZHIMING, MINGJI, CHEN] = customers.map(
  (row): TKhData => ({
    kh_name: row.kh_name,
    tax_num: row.tax_num,
    address_telephone: row.address_telephone,
    bank_account: row.bank_account,
  }),
);

// ---------------------------------------------------------------------------------------------------------------
// Goods (商品编码): the company's product names under official codes and short names of edition 32.0.

interface TDemoGoods {
  row: TGoodsCodeRow;
  /** the official name of the row's classification code (not printed on the invoice) */
  taxName: string;
}

function goods(
  code: string,
  taxName: string,
  flqc: string,
  name: string,
  tax_rate: string,
  brand_model: string,
  units: string,
  simple_code: string,
): TDemoGoods {
  return {
    // tax_mark 是: the unit prices are tax-inclusive, as the issue form's 单价(含税)
    row: { code, name, simple_code, tax_rate, brand_model, units, applicable_tax_rate: tax_rate, tax_mark: '是', flqc },
    taxName,
  };
}

const G = {
  desk: goods('1050201010000000000', '木质家具', '家具', '实木贴皮办公桌', '0.13', 'BGZ-1600', '张', 'BGZ'),
  chair: goods('1050201040000000000', '金属家具', '家具', '钢架网布办公椅', '0.13', 'BG-201', '把', 'BGY'),
  computer: goods('1090509010000000000', '电子计算机整机', '电子计算机', '台式计算机', '0.13', 'ST-5600', '台', 'TSJ'),
  monitor: goods(
    '1090511010000000000',
    '终端显示设备',
    '计算机外部设备',
    '27英寸液晶显示器',
    '0.13',
    'XS-2705',
    '台',
    'XSQ',
  ),
  printer: goods(
    '1090511030000000000',
    '输出设备及装置',
    '计算机外部设备',
    '黑白激光打印机',
    '0.13',
    'LJ-2606DN',
    '台',
    'DYJ',
  ),
  copier: goods(
    '1090625010000000000',
    '静电复印设备',
    '复印胶版印制设备',
    'A3数码复合机',
    '0.13',
    'MP-3055SP',
    '台',
    'FHJ',
  ),
  projector: goods('1090624020000000000', '投影仪', '影像投影仪', '会议投影仪', '0.13', 'TY-X5200', '台', 'TYY'),
  shredder: goods(
    '1090627990000000000',
    '其他文化、办公用设备或器具',
    '文化办公用设备',
    '碎纸机',
    '0.13',
    'SZ-9500',
    '台',
    'SZJ',
  ),
  // 静电复印纸 is 转印纸 in the table (1060103020000000000); 未涂布印刷书写用纸 excludes paper made from bought-in base paper
  paper: goods('1060103020000000000', '转印纸', '纸制品', 'A4复印纸', '0.13', 'A4 70g 5包/箱', '箱', 'FYZ'),
  folder: goods('1060401020000000000', '文件夹', '文具', '塑料文件夹', '0.13', 'A4双强力夹', '个', 'WJJ'),
  // 中性笔 (gel pens) are 中性圆珠笔 in the table's note to 圆珠笔
  pen: goods('1060402010200000000', '圆珠笔', '文具', '中性笔', '0.13', '0.5mm 12支/盒', '盒', 'ZXB'),
  toner: goods(
    '1090512990000000000',
    '其他电子计算机配套产品及耗材',
    '计算机配套产品',
    '激光打印机硒鼓',
    '0.13',
    'LT-2606H',
    '个',
    'XG',
  ),
  // 9 %: books with a publication number (有刊号). The code's 50 % 先征后退 is the publishers' refund, not a
  // distributor's; a trading company sells them at the plain 9 %.
  book: goods(
    '1060201019900000000',
    '其他有刊号图书、报纸、期刊类印刷品',
    '印刷品',
    '图书《增值税实务与发票管理》',
    '0.09',
    '2026年版',
    '册',
    'TS',
  ),
  // 6 %: network and desktop maintenance of printers and copiers (信息系统服务: 网络管理、桌面管理与维护)
  service: goods(
    '3040203000000000000',
    '信息系统服务',
    '信息技术服务',
    '文印设备联网及桌面运维服务',
    '0.06',
    '',
    '月',
    'YWFW',
  ),
  // 9 %, general method: 安装服务 is 建筑服务 (the table: 9 %, special management 简易征收). The simplified method is
  // not confirmed for 甲供工程 in 2026 (see the case notes above).
  install: goods('3050200000000000000', '安装服务', '建筑服务', '投影设备安装服务', '0.09', '', '台', 'AZFW'),
} satisfies Record<string, TDemoGoods>;

const goodsList: TDemoGoods[] = Object.values(G);
const nameByCode = new Map(goodsList.map((item) => [item.row.code, item.row.name]));

/** One invoice line of `item` at a tax-inclusive unit price; money and tax by the issue form's rules. */
function line(item: TDemoGoods, goods_num: string, price: string): TGoodsLine {
  const { row } = item;
  return {
    fwname: formatGoodsName(row.flqc, row.name),
    ggxh: row.brand_model,
    company: row.units,
    goods_num,
    price,
    ...computeLine({ price, goods_num, tax_rate: row.tax_rate }),
    tax_rate: row.tax_rate,
    spbm: row.code,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Texts

function percent(rate: string): string {
  return `${Math.round(Number(rate) * 100)}%`;
}

/** 实木贴皮办公桌（BGZ-1600）40张，含税单价1280.00元 */
function itemText(item: TGoodsLine): string {
  const name = nameByCode.get(item.spbm ?? '') ?? item.fwname;
  const model = item.ggxh === '' ? '' : `（${item.ggxh}）`;
  // a service billed by the month reads 12个月 in a sentence (the invoice's unit stays 月)
  const unit = item.company === '月' ? '个月' : item.company;
  return `${name}${model}${item.goods_num}${unit}，含税单价${item.price}元`;
}

function itemsText(lines: readonly TGoodsLine[]): string {
  return lines.map(itemText).join('；');
}

function totalText(lines: readonly TGoodsLine[]): string {
  return `价税合计${computeTotals(lines).total_money}元`;
}

function customerText(row: TKhbmRow, index: number): string {
  if (row.tax_num === '') {
    return `（${index + 1}）${row.kh_name}，简码${row.simple_code}，个人客户，纳税人识别号、地址电话、开户行及账号均不填写`;
  }
  return `（${index + 1}）${row.kh_name}，简码${row.simple_code}，纳税人识别号${row.tax_num}，地址电话“${row.address_telephone}”，开户行及账号“${row.bank_account}”`;
}

function goodsText(item: TDemoGoods, index: number): string {
  const { row } = item;
  const model = row.brand_model === '' ? '规格型号不填' : `规格型号${row.brand_model}`;
  return `（${index + 1}）${row.name}：税收分类编码${row.code}（${item.taxName}，简称${row.flqc}），简码${row.simple_code}，税率${percent(row.tax_rate)}，适用税率${percent(row.applicable_tax_rate)}，${model}，计量单位${row.units}，含税价标志${row.tax_mark}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Invoice numbers: each invoice question issues one invoice from its roll in question order (question 10
// voids question 9's invoice and issues one more), so the blue invoice a red question reverses has a known number.

function invoiceNumber(invoiceType: TInvoiceType, index: number): string {
  const roll = rolls.find((entry) => entry.invoice_type === invoiceType);
  if (roll === undefined) throw new Error(`no roll of invoice type ${invoiceType}`);
  return String(Number(roll.start_num) + index).padStart(8, '0');
}

/** ordinary: Q5 #0, Q9 #1 (voided), Q10 #2, Q12 #3, Q13 #4, Q16 #5; special: Q6 #0, Q7 #1, Q8 #2, Q11 #3, Q14 #4, Q15 #5 */
const Q5_NUM = invoiceNumber(1, 0);
const Q9_NUM = invoiceNumber(1, 1);
const Q6_NUM = invoiceNumber(2, 0);

// ---------------------------------------------------------------------------------------------------------------
// The invoices' lines

const Q5_LINES = [line(G.shredder, '4', '860.00'), line(G.paper, '30', '128.00')];
const Q6_LINES = [line(G.computer, '8', '4899.00'), line(G.printer, '2', '1680.00')];
const Q7_LINES = [line(G.book, '120', '68.00')];
const Q8_LINES = [line(G.service, '12', '1800.00')];
/** as the 开票通知单 wrongly said: 36 projectors installed */
const Q9_LINES = [line(G.install, '36', '380.00')];
/** as the acceptance sheet (验收单) says: 30 installed */
const Q10_LINES = [line(G.install, '30', '380.00')];
const Q11_LINES = [line(G.printer, '3', '1680.00'), line(G.toner, '6', '298.00'), line(G.book, '20', '68.00')];
const Q13_LINES = [line(G.computer, '1', '4899.00'), line(G.monitor, '2', '1099.00'), line(G.printer, '1', '1680.00')];
const Q15_LINES = [
  line(G.desk, '8', '1280.00'),
  line(G.chair, '8', '458.00'),
  line(G.computer, '8', '4899.00'),
  line(G.monitor, '8', '1099.00'),
  line(G.printer, '2', '1680.00'),
  line(G.copier, '1', '12800.00'),
  line(G.projector, '1', '3980.00'),
  line(G.shredder, '1', '860.00'),
  line(G.paper, '20', '128.00'),
  line(G.folder, '100', '12.50'),
  line(G.pen, '20', '18.00'),
  line(G.toner, '4', '298.00'),
];
const Q16_LINES = [line(G.desk, '40', '1280.00'), line(G.chair, '40', '458.00')];

function discountedTotal(lines: readonly TGoodsLine[]): string {
  const result = applyDiscount(lines, DISCOUNT_ANSWER);
  if (!result.ok) throw new Error(result.message);
  return computeTotals(result.lines).total_money;
}

// ---------------------------------------------------------------------------------------------------------------
// The 17 questions

const NO_BUYER: TKhData = { kh_name: '', tax_num: '', address_telephone: '', bank_account: '' };

/** The business date of each question (working days of 2026): the simulated client's date while it is worked. */
const BUSINESS_DATES: Record<number, string> = {
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

/** 2026年5月6日: the business date of question `sort` as its text writes it. */
function day(sort: number): string {
  const [year, month, date] = BUSINESS_DATES[sort].split('-').map(Number);
  return `${year}年${month}月${date}日`;
}

/** 5月8日: the month and day of question `sort`, as a later question's text refers back to it. */
function monthDay(sort: number): string {
  const [, month, date] = BUSINESS_DATES[sort].split('-').map(Number);
  return `${month}月${date}日`;
}

/** The 建筑服务 remark of questions 9 and 10: the county-level place of the service and the project name. */
const INSTALL_REMARK = ['广州市天河区', '智明实验学校多媒体教室投影设备安装工程'];

function subject(
  sort: number,
  subject_type: number,
  invoice_type: 0 | TInvoiceType,
  title: string,
  subject_describe: string,
  goods_content: TGoodsLine[] = [],
  kh_data: TKhData = NO_BUYER,
  extra: Partial<TBwkpDemoSubject> = {},
): TBwkpDemoSubject {
  return {
    id: sort,
    sort,
    title,
    subject_type,
    invoice_type,
    kh_data,
    goods_content,
    subject_describe,
    business_date: BUSINESS_DATES[sort],
    ...extra,
  };
}

const [PT_ROLL, ZY_ROLL] = rolls;

const subjects: TBwkpDemoSubject[] = [
  subject(
    1,
    1,
    0,
    '设置企业参数',
    `${day(1)}，${qyxx.nsr_mc}（自2026年5月1日起登记为增值税一般纳税人，主营办公设备、办公家具及文具耗材批发零售，兼营办公设备安装和文印系统运维服务）在${qyxx.supervisor_name}完成税控设备发行，开票员${CLERK.name}首次登录增值税发票税控开票软件。请根据营业执照和银行开户资料设置企业基本信息：纳税人识别号${qyxx.nsr_sbh}；纳税人名称${qyxx.nsr_mc}；经营地址${qyxx.business_address}；电话号码${qyxx.phone_number}；开户银行${qyxx.bank_name}；银行账号${qyxx.account}；主管税务机关${qyxx.supervisor_name}。运行参数按系统默认设置确认保存。`,
  ),
  subject(
    2,
    2,
    0,
    '录入客户编码',
    `${day(2)}，为提高开票效率，销售部整理了经常往来客户的开票资料。请在开票软件“客户编码”中按顺序逐一录入（简码为客户简称的拼音首字母）：${customers.map(customerText).join('；')}。`,
  ),
  subject(
    3,
    3,
    0,
    '录入商品和服务税收分类编码',
    `${day(3)}，请根据公司经营的商品和服务，在开票软件“商品编码”中按顺序逐一录入以下商品。名称填写公司自己的商品名称，税收分类编码按《商品和服务税收分类编码表》选择，选定编码后分类简称随之带出，发票上的商品名称显示为“*简称*名称”（如${formatGoodsName(G.chair.row.flqc, G.chair.row.name)}）；单价均为含税价：${goodsList.map(goodsText).join('；')}。其中投影设备安装服务属于建筑服务，按一般计税方法适用9%税率。`,
  ),
  subject(
    4,
    4,
    0,
    '申领并读入增值税普通发票和专用发票',
    `${day(4)}，办税员${CLERK.name}（身份证号${CLERK.idNumber}）通过电子税务局申领发票：增值税普通发票25份，领取方式为自取，申领说明“日常经营需要”；增值税专用发票25份，领取方式为邮寄，收件人${CLERK.name}，收件地址电话“${qyxx.business_address} ${CLERK.mobile}”，申领说明“日常经营需要”。申领完成后，在开票软件中读入发票：增值税普通发票代码${PT_ROLL.invoice_code}，起始号码${PT_ROLL.start_num}；增值税专用发票代码${ZY_ROLL.invoice_code}，起始号码${ZY_ROLL.start_num}，各25份。`,
  ),
  subject(
    5,
    5,
    1,
    '向明记文具店销售碎纸机和复印纸',
    `${day(5)}，${MINGJI.kh_name}（个体工商户，小规模纳税人）向公司采购一批货物，当日发货并收讫货款。销售明细：${itemsText(Q5_LINES)}，${totalText(Q5_LINES)}。对方不能抵扣进项税额，要求开具增值税普通发票。请从客户编码和商品编码中选择购买方和商品，开具增值税普通发票（税率13%）。`,
    Q5_LINES,
    MINGJI,
  ),
  subject(
    6,
    5,
    2,
    '向云帆科技销售台式计算机和激光打印机',
    `${day(6)}，根据销售合同向${YUNFAN.kh_name}发出货物：${itemsText(Q6_LINES)}，${totalText(Q6_LINES)}，货款已通过银行转账收讫。对方为增值税一般纳税人，要求开具增值税专用发票。请开具增值税专用发票（税率13%）。`,
    Q6_LINES,
    YUNFAN,
  ),
  subject(
    7,
    5,
    2,
    '向正信税务师事务所销售专业图书',
    `${day(7)}，${ZHENGXIN.kh_name}为员工业务培训采购专业图书：${itemsText(Q7_LINES)}，${totalText(Q7_LINES)}，图书已送达并验收，货款已收讫。图书适用9%的增值税税率。对方为增值税一般纳税人，要求开具增值税专用发票。请开具增值税专用发票（税率9%）。`,
    Q7_LINES,
    ZHENGXIN,
  ),
  subject(
    8,
    5,
    2,
    '为博远供应链提供文印设备运维服务',
    `${day(8)}，公司与${BOYUAN.kh_name}签订服务合同，为其深圳办公室的打印机、复合机提供联网配置及桌面运维服务，服务期为2026年6月至2027年5月：${itemsText(Q8_LINES)}，${totalText(Q8_LINES)}。应对方要求，公司按全年服务费一次开具发票，对方为增值税一般纳税人，要求开具增值税专用发票。该服务属于信息技术服务，税率6%。请开具增值税专用发票。`,
    Q8_LINES,
    BOYUAN,
  ),
  subject(
    9,
    5,
    1,
    '为智明实验学校提供投影设备安装服务（建筑服务）',
    `${day(9)}，公司完成${ZHIMING.kh_name}多媒体教室投影设备安装工程。投影仪及吊架由学校自行采购，公司只提供安装服务，按建筑服务适用9%税率。工程部转来的开票通知单写明：${itemsText(Q9_LINES)}，${totalText(Q9_LINES)}。学校不能抵扣进项税额，要求开具增值税普通发票。请开具增值税普通发票（税率9%），并在备注栏注明建筑服务发生地“${INSTALL_REMARK[0]}”和项目名称“${INSTALL_REMARK[1]}”。`,
    Q9_LINES,
    ZHIMING,
    { remark_parts: INSTALL_REMARK },
  ),
  subject(
    10,
    8,
    1,
    '安装数量有误，作废发票并重新开具',
    `${day(10)}，学校总务处核对时发现：根据双方签字的验收单，实际安装并验收的投影仪为30台（另6台安排在暑假安装，尚未施工），开票通知单误将数量写为36台，第9题开具的发票数量和金额均有误。该发票在本月开具，尚未抄报，学校已将发票退回，可以作废。请先作废第9题开具的增值税普通发票（发票代码${PT_FPDM}，发票号码${Q9_NUM}），再按验收单重新开具增值税普通发票：${itemsText(Q10_LINES)}，${totalText(Q10_LINES)}，备注栏内容同第9题。`,
    Q9_LINES,
    ZHIMING,
    { again_goods_content: Q10_LINES, void_sort: 9, remark_parts: INSTALL_REMARK },
  ),
  subject(
    11,
    5,
    2,
    '向美嘉家居销售打印设备耗材和图书（多税率）',
    `${day(11)}，${MEIJIA.kh_name}采购办公设备、耗材和培训用书：${itemsText(Q11_LINES)}，${totalText(Q11_LINES)}。其中打印机和硒鼓适用13%税率，图书适用9%税率，应在同一张发票上分别按各自税率开具。对方为增值税一般纳税人，要求开具增值税专用发票。请开具多税率增值税专用发票。`,
    Q11_LINES,
    MEIJIA,
  ),
  subject(
    12,
    9,
    1,
    '明记文具店退货，开具红字增值税普通发票',
    `${day(12)}（公司已于6月征期内完成5月开票数据的抄报和清卡），${MINGJI.kh_name}因所在街区改造停业，经协商将${monthDay(5)}购入的货物全部退回：${itemsText(Q5_LINES)}，${totalText(Q5_LINES)}。货物完好，公司已收回原发票并退还货款。原发票已跨月，不能作废，应开具红字增值税普通发票冲减。请核对原发票代码${PT_FPDM}、号码${Q5_NUM}后，开具红字增值税普通发票（备注栏注明对应正数发票代码和号码）。`,
    Q5_LINES,
    MINGJI,
    { red: { y_invoice_code: PT_FPDM, y_invoice_num: Q5_NUM }, blue_sort: 5 },
  ),
  subject(
    13,
    5,
    1,
    '向个人客户陈志强销售电脑和打印机',
    `${day(13)}，个人客户${CHEN.kh_name}在公司门店选购家庭办公设备：${itemsText(Q13_LINES)}，${totalText(Q13_LINES)}，已通过手机支付付款。个人消费者不得开具增值税专用发票，顾客要求开具增值税普通发票，购买方名称填写其姓名，纳税人识别号等其他购买方信息不填。请开具增值税普通发票（税率13%）。`,
    Q13_LINES,
    CHEN,
  ),
  subject(
    14,
    10,
    2,
    '云帆科技退货，开具红字增值税专用发票',
    `${day(14)}，${YUNFAN.kh_name}因其客户项目取消，经协商将${monthDay(6)}购入的货物全部退回：${itemsText(Q6_LINES)}，${totalText(Q6_LINES)}。对应的增值税专用发票（发票代码${ZY_FPDM}，发票号码${Q6_NUM}）对方尚未勾选用于申报抵扣，已将发票联和抵扣联退回公司。原发票已跨月，不能作废。按规定由销售方（本公司）填开并上传《开具红字增值税专用发票信息表》（申请方式：销售方申请），信息表审核通过后下载，再导入信息表开具红字增值税专用发票。`,
    Q6_LINES,
    YUNFAN,
    {
      red: { y_invoice_code: ZY_FPDM, y_invoice_num: Q6_NUM, sqfs: 2 },
      blue_sort: 6,
      red_apply: { sqfs: 2 },
    },
  ),
  subject(
    15,
    6,
    2,
    '博远供应链新办公室成批采购，开具带销货清单的专用发票',
    `${day(15)}，${BOYUAN.kh_name}深圳新办公室启用，一次性向公司采购办公家具、办公设备和耗材共12种：${itemsText(Q15_LINES)}；${totalText(Q15_LINES)}，货物已送达并验收。对方要求开具增值税专用发票。商品超过8行，请在销货清单中逐行填写，发票票面显示“详情见清单”。`,
    Q15_LINES,
    BOYUAN,
  ),
  subject(
    16,
    7,
    1,
    '向智明实验学校销售办公桌椅并给予5%折扣',
    `${day(16)}，${ZHIMING.kh_name}为新学期教师办公室批量采购办公家具：${itemsText(Q16_LINES)}。按采购协议，对办公桌给予5%的商业折扣，折扣额与销售额在同一张发票的金额栏分别注明，折扣后价税合计${discountedTotal(Q16_LINES)}元。学校要求开具增值税普通发票。请先填写两行商品，再对第1行（办公桌）添加5%的折扣后开具。`,
    Q16_LINES,
    ZHIMING,
  ),
  subject(
    17,
    11,
    0,
    '征期抄报汇总',
    `${day(17)}，7月纳税申报期开始。请在开票软件中完成抄报汇总：先进行发票同步，再上报汇总，将6月开具的发票数据汇总上传至税务机关，完成后确认提交。（实际工作中，申报增值税后还应在开票软件中完成清卡，未按期清卡的开票软件将无法继续开票。）`,
  ),
];

// ---------------------------------------------------------------------------------------------------------------

const apply: TApplyAnswer[] = [
  {
    invoice_zl: 1,
    apply_num: 25,
    apply_result: 1,
    shenling_slr: CLERK.name,
    shenling_zjlx: '身份证',
    shenling_zjh: CLERK.idNumber,
    shenling_shuoming: '日常经营需要',
    shenling_shoujianren: '',
    shenling_dztel: '',
  },
  {
    invoice_zl: 2,
    apply_num: 25,
    apply_result: 2,
    shenling_slr: CLERK.name,
    shenling_zjlx: '身份证',
    shenling_zjh: CLERK.idNumber,
    shenling_shuoming: '日常经营需要',
    shenling_shoujianren: CLERK.name,
    shenling_dztel: `${qyxx.business_address} ${CLERK.mobile}`,
  },
];

export const bwkpDemoCase: TBwkpDemoCase = {
  title: '广州市穗通办公设备有限公司税控开票实训',
  description:
    '广州市穗通办公设备有限公司是增值税一般纳税人，批发零售办公设备、办公家具和文具耗材，并提供办公设备安装和文印系统运维服务。公司自2026年5月1日起登记为一般纳税人，本案例按2026年5月至7月的业务顺序，完成企业参数、客户编码和商品编码设置，发票申领与读入，13%、9%、6%税率（含建筑服务及其备注）的增值税普通发票和专用发票开具，发票作废与重开、红字普通发票和红字专用发票、销货清单发票与折扣发票，以及征期抄报汇总，共17道业务题。题中单价均为含税单价，金额和税额按税控开票软件的规则计算到分。开票软件的日期为每道题的业务日期。实训设定：案例使用税控设备和税控开票软件；2026年新登记的纳税人实际开具的是全面数字化的电子发票（数电发票），课程对照讲解。',
  province: '广东',
  qyxx,
  customers,
  goods: goodsList.map((item) => item.row),
  apply,
  rolls,
  subjects,
};
