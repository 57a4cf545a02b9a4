/**
 * The figures the June 2026 ledger case (suitong-2026-06.ts) must produce, computed independently of any engine by a
 * script of decimal arithmetic (Python decimal, half-up to the fen) from the case's opening balances and vouchers.
 *
 * - closing: every account code of the case (first-level, intermediate and leaf) at 2026-06-30 after all vouchers,
 *   period-end included, signed on the account's own side (a column of 应交增值税 on its column's side).
 * - incomeStatement: 会小企02 lines 1–32, 本月金额 (month) and 本年累计金额 (ytd = January–May of the opening rows + June).
 * - balanceSheet: 会小企01 lines 1–53, 期末余额 (closing) and 年初余额 (yearStart = 2025-12-31 of handout zw-02).
 *   应收账款/预收账款 and 应付账款/预付账款 are analysed by auxiliary item; 未分配利润 = 本年利润 + 利润分配.
 * - trialBalanceTotals: over the first-level accounts, a net debit balance in the debit column and a net credit balance
 *   in the credit column; the period columns are the month's voucher totals (red-letter amounts negative).
 */

export interface TLedgerExpectedIncomeLine {
  line: number;
  name: string;
  month: string;
  ytd: string;
}

export interface TLedgerExpectedBalanceLine {
  line: number;
  name: string;
  closing: string;
  yearStart: string;
}

export interface TLedgerExpected {
  closing: Readonly<Record<string, string>>;
  incomeStatement: readonly TLedgerExpectedIncomeLine[];
  balanceSheet: readonly TLedgerExpectedBalanceLine[];
  trialBalanceTotals: {
    openingDebit: string;
    openingCredit: string;
    periodDebit: string;
    periodCredit: string;
    closingDebit: string;
    closingCredit: string;
  };
}

const CLOSING: Readonly<Record<string, string>> = {
  '1001': '1360.00', // 库存现金
  '1002': '843203.60', // 银行存款
  '100201': '774703.60', // 工行天河支行
  '100202': '68500.00', // 招行天河北支行
  '1122': '300866.00', // 应收账款
  '1123': '0.00', // 预付账款
  '1221': '3000.00', // 其他应收款
  '1405': '320598.00', // 库存商品
  '140501': '91200.00', // 笔记本电脑
  '140502': '24400.00', // 黑白激光打印机
  '140503': '66360.00', // A4复印纸
  '140504': '23760.00', // 钢制文件柜
  '140505': '31700.00', // 台式计算机
  '140506': '9520.00', // 27英寸液晶显示器
  '140507': '13400.00', // A3数码复合机
  '140508': '11000.00', // 会议投影仪
  '140509': '3070.00', // 碎纸机
  '140510': '5808.00', // 塑料文件夹
  '140511': '2400.00', // 中性笔
  '140512': '33000.00', // 激光打印机硒鼓
  '140513': '3360.00', // 实木贴皮办公桌
  '140514': '1620.00', // 钢架网布办公椅
  '140515': '0.00', // 粽子礼盒
  '1601': '368600.00', // 固定资产
  '160101': '188600.00', // 办公设备
  '160102': '180000.00', // 运输工具
  '1602': '134475.00', // 累计折旧
  '2001': '200000.00', // 短期借款
  '2202': '225638.40', // 应付账款
  '2203': '18679.25', // 预收账款
  '2211': '34770.00', // 应付职工薪酬
  '221101': '0.00', // 工资
  '221102': '25650.00', // 社会保险费
  '221103': '9120.00', // 住房公积金
  '221104': '0.00', // 职工福利费
  '2221': '24776.67', // 应交税费
  '222101': '0.00', // 应交增值税
  '22210101': '76768.00', // 进项税额
  '22210102': '101703.12', // 销项税额
  '22210103': '520.00', // 进项税额转出
  '22210104': '25455.12', // 转出未交增值税
  '222102': '976.86', // 应交城市维护建设税
  '222103': '418.65', // 应交教育费附加
  '222104': '279.10', // 应交地方教育附加
  '222105': '1515.51', // 应交个人所得税
  '222106': '7631.43', // 应交企业所得税
  '222107': '13955.12', // 未交增值税
  '2231': '0.00', // 应付利息
  '2241': '20748.00', // 其他应付款
  '224101': '11628.00', // 代扣社会保险费
  '224102': '9120.00', // 代扣住房公积金
  '3001': '1000000.00', // 实收资本
  '3101': '20000.00', // 盈余公积
  '3103': '51844.28', // 本年利润
  '3104': '106696.00', // 利润分配
  '310415': '106696.00', // 未分配利润
  '5001': '0.00', // 主营业务收入
  '500101': '0.00', // 商品销售收入
  '500102': '0.00', // 技术服务收入
  '5401': '0.00', // 主营业务成本
  '5403': '0.00', // 税金及附加
  '540301': '0.00', // 城市维护建设税
  '540302': '0.00', // 教育费附加
  '540303': '0.00', // 地方教育附加
  '540304': '0.00', // 印花税
  '5601': '0.00', // 销售费用
  '560101': '0.00', // 工资
  '560102': '0.00', // 运输费
  '560103': '0.00', // 差旅费
  '560104': '0.00', // 折旧费
  '560105': '0.00', // 社会保险费
  '560106': '0.00', // 住房公积金
  '560107': '0.00', // 职工福利费
  '5602': '0.00', // 管理费用
  '560201': '0.00', // 工资
  '560202': '0.00', // 办公费
  '560203': '0.00', // 差旅费
  '560204': '0.00', // 业务招待费
  '560205': '0.00', // 折旧费
  '560206': '0.00', // 社会保险费
  '560207': '0.00', // 住房公积金
  '560208': '0.00', // 职工福利费
  '560209': '0.00', // 租赁费
  '560210': '0.00', // 咨询费
  '5603': '0.00', // 财务费用
  '560301': '0.00', // 利息支出
  '560302': '0.00', // 手续费
  '560303': '0.00', // 利息收入
  '5801': '0.00', // 所得税费用
};

export const SUITONG_2026_06_EXPECTED: TLedgerExpected = {
  closing: CLOSING,
  incomeStatement: [
    { line: 1, name: '营业收入', month: '424798.99', ytd: '2921298.99' },
    { line: 2, name: '营业成本', month: '229772.00', ytd: '1777772.00' },
    { line: 3, name: '税金及附加', month: '1674.61', ytd: '4614.51' },
    { line: 4, name: '其中：消费税', month: '0.00', ytd: '0.00' },
    { line: 5, name: '营业税', month: '0.00', ytd: '0.00' },
    { line: 6, name: '城市维护建设税', month: '976.86', ytd: '2439.86' },
    { line: 7, name: '资源税', month: '0.00', ytd: '0.00' },
    { line: 8, name: '土地增值税', month: '0.00', ytd: '0.00' },
    { line: 9, name: '城镇土地使用税、房产税、车船税、印花税', month: '0.00', ytd: '431.90' },
    { line: 10, name: '教育费附加、矿产资源补偿费、排污费', month: '697.75', ytd: '1742.75' },
    { line: 11, name: '销售费用', month: '77506.50', ytd: '420659.00' },
    { line: 12, name: '其中：商品维修费', month: '0.00', ytd: '0.00' },
    { line: 13, name: '广告费和业务宣传费', month: '0.00', ytd: '0.00' },
    { line: 14, name: '管理费用', month: '111562.00', ytd: '646312.00' },
    { line: 15, name: '其中：开办费', month: '0.00', ytd: '0.00' },
    { line: 16, name: '业务招待费', month: '1380.00', ytd: '9230.00' },
    { line: 17, name: '研究费用', month: '0.00', ytd: '0.00' },
    { line: 18, name: '财务费用', month: '470.64', ytd: '2815.77' },
    { line: 19, name: '其中：利息费用（收入以“-”号填列）', month: '384.64', ytd: '2331.77' },
    { line: 20, name: '投资收益（损失以“-”号填列）', month: '0.00', ytd: '0.00' },
    { line: 21, name: '营业利润（亏损以“-”号填列）', month: '3813.24', ytd: '69125.71' },
    { line: 22, name: '营业外收入', month: '0.00', ytd: '0.00' },
    { line: 23, name: '其中：政府补助', month: '0.00', ytd: '0.00' },
    { line: 24, name: '营业外支出', month: '0.00', ytd: '0.00' },
    { line: 25, name: '其中：坏账损失', month: '0.00', ytd: '0.00' },
    { line: 26, name: '无法收回的长期债券投资损失', month: '0.00', ytd: '0.00' },
    { line: 27, name: '无法收回的长期股权投资损失', month: '0.00', ytd: '0.00' },
    { line: 28, name: '自然灾害等不可抗力因素造成的损失', month: '0.00', ytd: '0.00' },
    { line: 29, name: '税收滞纳金', month: '0.00', ytd: '0.00' },
    { line: 30, name: '利润总额（亏损总额以“-”号填列）', month: '3813.24', ytd: '69125.71' },
    { line: 31, name: '所得税费用', month: '953.31', ytd: '17281.43' },
    { line: 32, name: '净利润（净亏损以“-”号填列）', month: '2859.93', ytd: '51844.28' },
  ],
  balanceSheet: [
    { line: 1, name: '货币资金', closing: '844563.60', yearStart: '685000.00' },
    { line: 2, name: '短期投资', closing: '0.00', yearStart: '0.00' },
    { line: 3, name: '应收票据', closing: '0.00', yearStart: '0.00' },
    { line: 4, name: '应收账款', closing: '300866.00', yearStart: '226000.00' },
    { line: 5, name: '预付账款', closing: '0.00', yearStart: '0.00' },
    { line: 6, name: '应收股利', closing: '0.00', yearStart: '0.00' },
    { line: 7, name: '应收利息', closing: '0.00', yearStart: '0.00' },
    { line: 8, name: '其他应收款', closing: '3000.00', yearStart: '3000.00' },
    { line: 9, name: '存货', closing: '320598.00', yearStart: '420000.00' },
    { line: 10, name: '其中：原材料', closing: '0.00', yearStart: '0.00' },
    { line: 11, name: '在产品', closing: '0.00', yearStart: '0.00' },
    { line: 12, name: '库存商品', closing: '320598.00', yearStart: '420000.00' },
    { line: 13, name: '周转材料', closing: '0.00', yearStart: '0.00' },
    { line: 14, name: '其他流动资产', closing: '0.00', yearStart: '0.00' },
    { line: 15, name: '流动资产合计', closing: '1469027.60', yearStart: '1334000.00' },
    { line: 16, name: '长期债券投资', closing: '0.00', yearStart: '0.00' },
    { line: 17, name: '长期股权投资', closing: '0.00', yearStart: '0.00' },
    { line: 18, name: '固定资产原价', closing: '368600.00', yearStart: '360000.00' },
    { line: 19, name: '减：累计折旧', closing: '134475.00', yearStart: '96000.00' },
    { line: 20, name: '固定资产账面价值', closing: '234125.00', yearStart: '264000.00' },
    { line: 21, name: '在建工程', closing: '0.00', yearStart: '0.00' },
    { line: 22, name: '工程物资', closing: '0.00', yearStart: '0.00' },
    { line: 23, name: '固定资产清理', closing: '0.00', yearStart: '0.00' },
    { line: 24, name: '生产性生物资产', closing: '0.00', yearStart: '0.00' },
    { line: 25, name: '无形资产', closing: '0.00', yearStart: '0.00' },
    { line: 26, name: '开发支出', closing: '0.00', yearStart: '0.00' },
    { line: 27, name: '长期待摊费用', closing: '0.00', yearStart: '0.00' },
    { line: 28, name: '其他非流动资产', closing: '0.00', yearStart: '0.00' },
    { line: 29, name: '非流动资产合计', closing: '234125.00', yearStart: '264000.00' },
    { line: 30, name: '资产总计', closing: '1703152.60', yearStart: '1598000.00' },
    { line: 31, name: '短期借款', closing: '200000.00', yearStart: '200000.00' },
    { line: 32, name: '应付票据', closing: '0.00', yearStart: '0.00' },
    { line: 33, name: '应付账款', closing: '225638.40', yearStart: '169500.00' },
    { line: 34, name: '预收账款', closing: '18679.25', yearStart: '0.00' },
    { line: 35, name: '应付职工薪酬', closing: '34770.00', yearStart: '86000.00' },
    { line: 36, name: '应交税费', closing: '24776.67', yearStart: '15804.00' },
    { line: 37, name: '应付利息', closing: '0.00', yearStart: '0.00' },
    { line: 38, name: '应付利润', closing: '0.00', yearStart: '0.00' },
    { line: 39, name: '其他应付款', closing: '20748.00', yearStart: '0.00' },
    { line: 40, name: '其他流动负债', closing: '0.00', yearStart: '0.00' },
    { line: 41, name: '流动负债合计', closing: '524612.32', yearStart: '471304.00' },
    { line: 42, name: '长期借款', closing: '0.00', yearStart: '0.00' },
    { line: 43, name: '长期应付款', closing: '0.00', yearStart: '0.00' },
    { line: 44, name: '递延收益', closing: '0.00', yearStart: '0.00' },
    { line: 45, name: '其他非流动负债', closing: '0.00', yearStart: '0.00' },
    { line: 46, name: '非流动负债合计', closing: '0.00', yearStart: '0.00' },
    { line: 47, name: '负债合计', closing: '524612.32', yearStart: '471304.00' },
    { line: 48, name: '实收资本（或股本）', closing: '1000000.00', yearStart: '1000000.00' },
    { line: 49, name: '资本公积', closing: '0.00', yearStart: '0.00' },
    { line: 50, name: '盈余公积', closing: '20000.00', yearStart: '20000.00' },
    { line: 51, name: '未分配利润', closing: '158540.28', yearStart: '106696.00' },
    { line: 52, name: '所有者权益（或股东权益）合计', closing: '1178540.28', yearStart: '1126696.00' },
    { line: 53, name: '负债和所有者权益（或股东权益）总计', closing: '1703152.60', yearStart: '1598000.00' },
  ],
  trialBalanceTotals: {
    openingDebit: '1740507.76',
    openingCredit: '1740507.76',
    periodDebit: '2983352.81',
    periodCredit: '2983352.81',
    closingDebit: '1837627.60',
    closingCredit: '1837627.60',
  },
};
