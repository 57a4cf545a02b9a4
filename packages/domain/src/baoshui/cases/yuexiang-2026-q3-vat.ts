/**
 * Case: 佛山市悦享文具有限公司, a small-scale taxpayer (a supplier of 穗通公司, STORY.md), files its VAT for the third
 * quarter of 2026: sales of 313,000.00 pass the ¥300,000 quarterly threshold, so all of it is taxed at the 1 % of
 * the transition relief (财政部 税务总局公告2026年第10号), the 2 % reduction is entered in the 减免表 and reaches main
 * row 16, and the surcharges are halved under 六税两费. Figures as handout sb-03, 情形三.
 */
import { reportFrom, type TReportData } from '../form';
import { XGM_FJS, XGM_JMB, XGM_MAIN, XGM_REDUCTION_CODES } from '../forms/vat-small';

export const YUEXIANG_2026_Q3_VAT = {
  case: {
    companyName: '佛山市悦享文具有限公司',
    creditCode: '91440606MA4WH6E875',
    taxpayerKind: '小规模纳税人（按季申报）',
    address: '佛山市顺德区大良街道南国东路28号',
    bankName: '中国农业银行',
    subbranch: '中国农业银行佛山顺德大良支行',
    cardNumber: '44428101040018273',
    /** the account of the company that has no 三方协议 (the payment step offers both) */
    otherAccount: {
      bankName: '中国建设银行',
      subbranch: '中国建设银行佛山顺德容桂支行',
      cardNumber: '44050166843600000519',
    },
    agreementNo: '44060626100002731',
    quarterStart: '2026-07-01',
    quarterEnd: '2026-09-30',
    monthStart: '2026-09-01',
    monthEnd: '2026-09-30',
    reportDate: '2026-10-12',
    writeDate: '2026-10-12',
    deadline: '2026-10-22',
  },
  items: [{ returnCode: 'vat_small', taxesName: '增值税', periodStart: '2026-07-01', periodEnd: '2026-09-30' }],
  answer: {
    xgm_main: reportFrom(XGM_MAIN, { r1c1: '313000.00', r3c1: '268000.00', r16c1: '6260.00' }),
    xgm_fjs: reportFrom(XGM_FJS, { r1c2: '7%', r1c6: '50%', r2c6: '50%', r3c6: '50%' }),
    xgm_jmb: reportFrom(XGM_JMB, {}, [[XGM_REDUCTION_CODES[0], null, '6260.00', null, '6260.00', null]]),
  } satisfies Record<string, TReportData>,
  documents: [
    {
      title: '企业基本情况',
      html: `<h3>佛山市悦享文具有限公司</h3>
<p>统一社会信用代码：91440606MA4WH6E875；增值税小规模纳税人，按季申报；注册地址：佛山市顺德区大良街道南国东路28号（顺德区城区，城市维护建设税税率7%）。</p>
<p>主营文具（笔、文件夹、办公用纸品）的批发和零售。2026年第三季度未开具增值税专用发票，未销售固定资产，无出口，无预缴税款。</p>
<p>公司在中国农业银行佛山顺德大良支行开立基本存款账户（账号 44428101040018273），已与税务机关、银行签订三方协议（协议号 44060626100002731）；在中国建设银行佛山顺德容桂支行另有一般存款账户（账号 44050166843600000519），未签订三方协议。</p>`,
    },
    {
      title: '2026年第三季度开票统计表',
      html: `<h3>2026年第三季度开票统计表（增值税普通发票，征收率1%）</h3>
<table><thead><tr><th>月份</th><th>份数</th><th>不含税销售额</th><th>税额</th><th>价税合计</th></tr></thead>
<tbody>
<tr><td>7月</td><td>46</td><td>88,000.00</td><td>880.00</td><td>88,880.00</td></tr>
<tr><td>8月</td><td>51</td><td>92,000.00</td><td>920.00</td><td>92,920.00</td></tr>
<tr><td>9月</td><td>44</td><td>88,000.00</td><td>880.00</td><td>88,880.00</td></tr>
<tr><td>合计</td><td>141</td><td>268,000.00</td><td>2,680.00</td><td>270,680.00</td></tr>
</tbody></table>
<p>本季度未开具增值税专用发票，无作废和红字发票。</p>`,
    },
    {
      title: '门市部零售日报汇总（未开票）',
      html: `<h3>门市部零售日报汇总（向个人零售，未开具发票）</h3>
<table><thead><tr><th>月份</th><th>含税收入</th></tr></thead>
<tbody>
<tr><td>7月</td><td>15,150.00</td></tr>
<tr><td>8月</td><td>14,140.00</td></tr>
<tr><td>9月</td><td>16,160.00</td></tr>
<tr><td>合计</td><td>45,450.00</td></tr>
</tbody></table>
<p>零售价格均为含税价，按1%征收率换算不含税销售额。</p>`,
    },
    {
      title: '适用政策提示',
      html: `<p>财政部 税务总局公告2026年第10号：2026年1月1日至2027年12月31日，小规模纳税人季度销售额未超过30万元的免征增值税；适用3%征收率的应税销售收入减按1%征收率征收增值税。</p>
<p>财政部 税务总局公告2023年第12号：增值税小规模纳税人的城市维护建设税、教育费附加和地方教育附加减半征收（执行至2027年12月31日）。</p>`,
    },
  ],
  notes: [
    '本案例数字与讲义sb-03情形三一致：季度销售额313,000.00元，应纳税额9,390.00元，减征额6,260.00元，应补税额3,130.00元，附加税费减半后合计187.80元。',
    '2026年10月申报期限按国庆节假日顺延，本案例取2026年10月22日；具体以税务总局公布的当年申报日历为准（未核实）。',
    '减征额在《增值税减免税申报明细表》中按减免性质代码0001011608（销售额×2%）填列并带入主表第16栏：参考资料注明这是2026年以前的做法，带入第16栏一项未经核实。',
    '小规模纳税人附加税费情况表的列次沿用2021年版表式（增值税税额、税率、应纳税额、减免、“六税两费”减征比例和减征额、已缴、应补），参考资料未逐列核实。',
    '主表第10栏、第18栏按国家税务总局公告2026年第6号改为填写未达到起征点的销售额和免税额；本案例已达起征点，两栏为空。',
    '本年累计各列不计入评分（电子税务局根据本年已申报数据带出）。',
  ],
} as const;
