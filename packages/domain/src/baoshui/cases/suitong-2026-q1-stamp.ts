/**
 * Case: 广州市穗通办公设备有限公司 (STORY.md), still a small-scale taxpayer in the first quarter of 2026, files its
 * 印花税 on the contracts of that quarter in the 财产和行为税合并申报 of April 2026. Figures exactly as handout sb-06:
 * six contract groups (the twelve sales contracts on one row), 应纳税额 863.80, 六税两费 halving 431.90, payable
 * 431.90. The company rents its office and warehouse and owns no building or land, so the 房产税 and 城镇土地使用税
 * 税源明细表 stay empty and the main form's rows for them are 0.00. The 营业账簿 duty on the capital paid in in
 * March (250.00, halved 125.00) is filed 按次 on its own and is not part of this return.
 *
 * Hand computation (印花税法 rates; the contract amounts exclude the VAT the contracts list separately):
 *   1 买卖合同  800,000.00 × 0.3‰ = 240.00, halved 120.00
 *   2 买卖合同  100,000.00 × 0.3‰ =  30.00, halved  15.00
 *   3 买卖合同 1,260,000.00 × 0.3‰ = 378.00, halved 189.00
 *   4 租赁合同  180,000.00 × 1‰   = 180.00, halved  90.00
 *   5 借款合同  500,000.00 × 0.05‰ = 25.00, halved  12.50
 *   6 运输合同   36,000.00 × 0.3‰ =  10.80, halved   5.40
 *   计税金额 2,876,000.00; 应纳税额 863.80; 减免税额 431.90; 应补（退）税额 431.90
 */
import { reportFrom, type TReportData } from '../form';
import { CXS_FCS, CXS_MAIN, CXS_TDSYS, CXS_YHS } from '../forms/property-behaviour';

/** 减免性质代码 of the 六税两费 halving of 印花税 for small-scale taxpayers (unconfirmed, see the notes). */
export const STAMP_HALVING_CODE = '0009049901';

export const CASE_NOTES: readonly string[] = [
  '本案例数字与讲义sb-06一致：第一季度应税合同6组，计税金额合计2,876,000.00元，应纳税额863.80元，“六税两费”减半减免431.90元，应补（退）印花税431.90元。',
  '印花税税源明细表按合同台账的顺序逐组填写，共6行（12份销售合同合并为一行），不按税目合并；评分按行比对，学生须按台账顺序填写。',
  '“六税两费”减半征收印花税的减免性质代码取0009049901（增值税小规模纳税人减征印花税），该代码未经核实（[G]）；减免性质代码列不计入评分。',
  '营业账簿印花税（2026年3月实收资本增加1,000,000.00元，应纳250.00元，减半后125.00元）按次申报，已于纳税义务发生之日起15日内另行申报，不在本季度按期申报中填报。',
  '公司办公室和仓库均为租入，名下无房产、无土地使用权，不是房产税、城镇土地使用税的纳税人（由出租方缴纳）：本次申报两张税源明细表不填写，主表房产税、城镇土地使用税两行均为0.00。',
  '办公室租赁合同不是本季度书立的，不在本季度申报范围内。',
  '申报期限按2026年4月15日设定；4月有清明节假期，当年申报期限是否顺延以税务总局公布的申报日历为准（未核实）。',
  '实训简化：主表每个税种一行（实际表式按税目逐行列示并列出税目、税率）；房产税的计税依据为从价计征的计税余值与从租计征的租金收入之和。',
  '税率由系统按所选税目带出（与电子税务局税源采集一致），学生选择税目、填写计税金额和减免税额；核定比例仅供核定征收的纳税人填写，不参与计算、不计入评分。',
  '实训简化：未设《财产和行为税减免税明细申报附表》，减免税额在税源明细表中逐行填写后带入主表（实际由附表汇总，未核实）。',
  '仓库出租方（广州市广源物业管理有限公司）、物流公司（广州市顺捷物流有限公司）及各合同编号为本案例虚拟，公司故事（STORY.md）未列出；三方协议编号亦为虚拟。',
];

const YHS_ROWS: readonly (readonly (string | null)[])[] = [
  ['买卖合同', '电脑采购合同', '800000.00', null, null, null, STAMP_HALVING_CODE, '120.00', null],
  ['买卖合同', '复印纸采购合同', '100000.00', null, null, null, STAMP_HALVING_CODE, '15.00', null],
  ['买卖合同', '销售合同（12份）', '1260000.00', null, null, null, STAMP_HALVING_CODE, '189.00', null],
  ['租赁合同', '仓库租赁合同', '180000.00', null, null, null, STAMP_HALVING_CODE, '90.00', null],
  ['借款合同', '流动资金借款合同', '500000.00', null, null, null, STAMP_HALVING_CODE, '12.50', null],
  ['运输合同', '货物运输合同', '36000.00', null, null, null, STAMP_HALVING_CODE, '5.40', null],
];

export const ANSWER = {
  cxs_main: reportFrom(CXS_MAIN, { r1c3: '2026-01-01', r1c4: '2026-03-31' }),
  cxs_yhs: reportFrom(CXS_YHS, {}, YHS_ROWS),
  cxs_fcs: reportFrom(CXS_FCS, {}),
  cxs_tdsys: reportFrom(CXS_TDSYS, {}),
} satisfies Record<string, TReportData>;

export const CASE = {
  returnCode: 'property_behaviour',
  category: 5,
  companyName: '广州市穗通办公设备有限公司',
  creditCode: '91440106MA5CQ8T480',
  taxpayerKind: '增值税小规模纳税人（2026年5月1日起登记为一般纳税人）',
  address: '广州市天河区天河北路563号1206房',
  taxOffice: '国家税务总局广州市天河区税务局',
  bankName: '中国工商银行',
  subbranch: '中国工商银行广州天河支行',
  cardNumber: '3602012409200187436',
  agreementNo: '44010626100008417',
  quarterStart: '2026-01-01',
  quarterEnd: '2026-03-31',
  monthStart: '2026-03-01',
  monthEnd: '2026-03-31',
  reportDate: '2026-04-10',
  writeDate: '2026-04-10',
  deadline: '2026-04-15',
} as const;

const DOCUMENTS = [
  {
    title: '企业基本情况',
    html: `<h3>广州市穗通办公设备有限公司</h3>
<p>统一社会信用代码：91440106MA5CQ8T480；注册地址：广州市天河区天河北路563号1206房；主管税务机关：国家税务总局广州市天河区税务局。</p>
<p>2026年第一季度公司为增值税小规模纳税人（2026年5月1日起登记为一般纳税人），印花税应税合同按季申报。</p>
<p>公司的办公室和仓库均为租入，名下没有房产，也没有土地使用权。</p>
<p>公司在中国工商银行广州天河支行开立基本存款账户（账号 3602012409200187436），已与税务机关、银行签订三方协议。</p>`,
  },
  {
    title: '2026年第一季度应税合同台账',
    html: `<h3>2026年第一季度应税合同台账</h3>
<table><thead><tr><th>序号</th><th>合同编号</th><th>合同名称</th><th>对方单位</th><th>签订日期</th><th>合同所列金额（元）</th><th>是否分别列明增值税</th></tr></thead>
<tbody>
<tr><td>1</td><td>CG-2026-005</td><td>电脑采购合同</td><td>广州恒信科技有限公司</td><td>2026-02-09</td><td>800,000.00</td><td>是，另列增值税104,000.00</td></tr>
<tr><td>2</td><td>CG-2026-001</td><td>复印纸采购合同</td><td>广州华纸贸易有限公司</td><td>2026-01-05</td><td>100,000.00</td><td>是，另列增值税13,000.00</td></tr>
<tr><td>3</td><td>XS-2026-001至XS-2026-012</td><td>销售合同（12份）</td><td>广州云帆信息科技有限公司、广州市天河区智明实验学校等客户</td><td>2026-01-09至2026-03-27</td><td>1,260,000.00（不含税价款合计）</td><td>是，增值税另行列明</td></tr>
<tr><td>4</td><td>ZL-2026-001</td><td>仓库租赁合同（租期一年）</td><td>广州市广源物业管理有限公司</td><td>2026-02-26</td><td>180,000.00（全年租金）</td><td>是，另列增值税16,200.00</td></tr>
<tr><td>5</td><td>JK-2026-001</td><td>流动资金借款合同</td><td>中国工商银行广州天河支行</td><td>2026-03-04</td><td>500,000.00（借款金额）</td><td>不涉及</td></tr>
<tr><td>6</td><td>YS-2026-001</td><td>货物运输合同</td><td>广州市顺捷物流有限公司</td><td>2026-01-15</td><td>36,000.00（运输费用）</td><td>否，按合同所列金额</td></tr>
</tbody></table>
<p>以上为本季度书立的全部应税合同。办公室租赁合同不是本季度书立的，不在本台账内。</p>
<p>填写印花税税源明细表时，按本台账的顺序每组合同填写一行（12份销售合同合并为一行）。</p>`,
  },
  {
    title: '其他事项与适用政策',
    html: `<h3>其他事项</h3>
<p>2026年3月股东缴足其余出资，实收资本增加1,000,000.00元，资本公积不变。该营业账簿印花税已按次在纳税义务发生之日起15日内另行申报缴纳，本次按季申报不再填报。</p>
<h3>适用政策</h3>
<p>《中华人民共和国印花税法》：应税合同的计税依据为合同所列的金额，不包括列明的增值税税款。借款合同税率为借款金额的万分之零点五；买卖合同、运输合同为价款或运输费用的万分之三；租赁合同为租金的千分之一。</p>
<p>财政部 税务总局公告2023年第12号：增值税小规模纳税人减半征收印花税（不含证券交易印花税），执行至2027年12月31日。减免性质代码：0009049901。</p>`,
  },
] as const;

export const SUITONG_2026_Q1_STAMP = {
  case: CASE,
  items: [
    { returnCode: 'property_behaviour', taxesName: '印花税', periodStart: '2026-01-01', periodEnd: '2026-03-31' },
  ],
  answer: ANSWER,
  documents: DOCUMENTS,
  notes: CASE_NOTES,
} as const;
