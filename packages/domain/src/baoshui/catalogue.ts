/**
 * The lookups of the tax bureau (spec 02 §3 Lists): the 13 filing categories of 税费申报及缴纳, named by number, and
 * the catalogue of form types (value/label pairs, about 80). A form type is built when the catalogue names its form
 * definition; the others are listed as not built, never shown as empty forms.
 */
export interface TFilingCategory {
  id: number;
  name: string;
}

/** 税费申报及缴纳 categories in the portal's order. */
export const FILING_CATEGORIES: readonly TFilingCategory[] = [
  { id: 1, name: '增值税及附加税费申报' },
  { id: 2, name: '消费税及附加税费申报' },
  { id: 3, name: '企业所得税申报' },
  { id: 4, name: '个人所得税申报' },
  { id: 5, name: '财产和行为税合并申报' },
  { id: 6, name: '土地增值税申报' },
  { id: 7, name: '文化事业建设费申报' },
  { id: 8, name: '车辆购置税申报' },
  { id: 9, name: '社会保险费申报' },
  { id: 10, name: '非税收入申报' },
  { id: 11, name: '定期定额申报' },
  { id: 12, name: '出口退（免）税申报' },
  { id: 13, name: '财务报表报送' },
];

/** The name of a filing category (未知类别 for a number not in the lookup). */
export function categoryName(id: number): string {
  return FILING_CATEGORIES.find((category) => category.id === id)?.name ?? '未知类别';
}

export interface TFormType {
  value: number;
  label: string;
  category: number;
  /** the form definition's code when the product builds it */
  form?: string;
}

/** Form types of the catalogue; `form` names the built ones. */
export const FORM_TYPES: readonly TFormType[] = [
  // 增值税 (general taxpayer)
  { value: 1, label: '增值税及附加税费申报表（一般纳税人适用）', category: 1, form: 'ybnsr_main' },
  { value: 2, label: '增值税及附加税费申报表附列资料（一）（本期销售情况明细）', category: 1, form: 'ybnsr_fb1' },
  { value: 3, label: '增值税及附加税费申报表附列资料（二）（本期进项税额明细）', category: 1, form: 'ybnsr_fb2' },
  {
    value: 4,
    label: '增值税及附加税费申报表附列资料（三）（服务、不动产和无形资产扣除项目明细）',
    category: 1,
    form: 'ybnsr_fb3',
  },
  { value: 5, label: '增值税及附加税费申报表附列资料（四）（税额抵减情况表）', category: 1, form: 'ybnsr_fb4' },
  { value: 6, label: '增值税及附加税费申报表附列资料（五）（附加税费情况表）', category: 1, form: 'ybnsr_fb5' },
  { value: 7, label: '增值税减免税申报明细表（一般纳税人）', category: 1, form: 'ybnsr_jmb' },
  // 增值税 (small-scale)
  { value: 8, label: '增值税及附加税费申报表（小规模纳税人适用）', category: 1, form: 'xgm_main' },
  {
    value: 9,
    label: '增值税及附加税费申报表（小规模纳税人适用）附列资料（一）（服务、不动产和无形资产扣除项目明细）',
    category: 1,
  },
  {
    value: 10,
    label: '增值税及附加税费申报表（小规模纳税人适用）附列资料（二）（附加税费情况表）',
    category: 1,
    form: 'xgm_fjs',
  },
  { value: 11, label: '增值税减免税申报明细表（小规模纳税人）', category: 1, form: 'xgm_jmb' },
  { value: 12, label: '增值税及附加税费预缴表', category: 1 },
  { value: 13, label: '增值税及附加税费预缴表附列资料（附加税费情况表）', category: 1 },
  { value: 14, label: '本期抵扣进项税额结构明细表', category: 1 },
  { value: 15, label: '农产品核定扣除增值税进项税额计算表', category: 1 },
  { value: 16, label: '代扣代缴税收通用缴款书抵扣清单', category: 1 },
  { value: 17, label: '海关进口增值税专用缴款书抵扣清单', category: 1 },
  { value: 18, label: '增值税预缴税款表（跨县市提供建筑服务）', category: 1 },
  { value: 19, label: '汇总纳税企业增值税分配表', category: 1 },
  { value: 20, label: '成品油购销存情况明细表', category: 1 },
  { value: 21, label: '机动车辆生产企业销售明细表', category: 1 },
  { value: 22, label: '电力企业增值税销项税额和进项税额传递单', category: 1 },
  // 消费税
  { value: 23, label: '消费税及附加税费申报表', category: 2 },
  { value: 24, label: '本期准予扣除税额计算表', category: 2 },
  { value: 25, label: '本期减（免）税额明细表', category: 2 },
  { value: 26, label: '消费税附加税费计算表', category: 2 },
  { value: 27, label: '卷烟批发企业月份销售明细清单', category: 2 },
  // 企业所得税
  { value: 28, label: '中华人民共和国企业所得税月（季）度预缴纳税申报表（A类）', category: 3, form: 'cit_a200000' },
  { value: 29, label: 'A201010 免税收入、减计收入、加计扣除等优惠明细表', category: 3 },
  { value: 30, label: 'A201020 资产加速折旧、摊销（扣除）优惠明细表', category: 3 },
  { value: 31, label: 'A201030 减免所得税优惠明细表', category: 3 },
  { value: 32, label: 'A202000 企业所得税汇总纳税分支机构所得税分配表', category: 3 },
  { value: 33, label: '中华人民共和国企业所得税月（季）度预缴和年度纳税申报表（B类）', category: 3 },
  { value: 34, label: 'A100000 中华人民共和国企业所得税年度纳税申报表（A类）', category: 3 },
  { value: 35, label: 'A101010 一般企业收入明细表', category: 3 },
  { value: 36, label: 'A102010 一般企业成本支出明细表', category: 3 },
  { value: 37, label: 'A104000 期间费用明细表', category: 3 },
  { value: 38, label: 'A105000 纳税调整项目明细表', category: 3 },
  { value: 39, label: 'A105050 职工薪酬支出及纳税调整明细表', category: 3 },
  { value: 40, label: 'A106000 企业所得税弥补亏损明细表', category: 3 },
  { value: 41, label: 'A107040 减免所得税优惠明细表', category: 3 },
  { value: 42, label: '中华人民共和国扣缴企业所得税报告表', category: 3 },
  // 个人所得税
  { value: 43, label: '个人所得税扣缴申报表', category: 4, form: 'iit_withhold' },
  { value: 44, label: '综合所得个人所得税预扣预缴明细（正常工资薪金所得）', category: 4 },
  { value: 45, label: '劳务报酬所得预扣预缴明细', category: 4 },
  { value: 46, label: '个人所得税减免事项报告表', category: 4 },
  { value: 47, label: '个人所得税经营所得纳税申报表（A表）', category: 4 },
  { value: 48, label: '个人所得税经营所得纳税申报表（B表）', category: 4 },
  { value: 49, label: '个人所得税年度自行纳税申报表', category: 4 },
  { value: 50, label: '限售股转让所得扣缴个人所得税申报表', category: 4 },
  // 财产和行为税
  { value: 51, label: '财产和行为税纳税申报表', category: 5, form: 'cxs_main' },
  { value: 52, label: '财产和行为税减免税明细申报附表', category: 5 },
  { value: 53, label: '印花税税源明细表', category: 5, form: 'cxs_yhs' },
  { value: 54, label: '房产税税源明细表', category: 5, form: 'cxs_fcs' },
  { value: 55, label: '城镇土地使用税税源明细表', category: 5, form: 'cxs_tdsys' },
  { value: 56, label: '契税税源明细表', category: 5 },
  { value: 57, label: '车船税税源明细表', category: 5 },
  { value: 58, label: '资源税税源明细表', category: 5 },
  { value: 59, label: '耕地占用税税源明细表', category: 5 },
  { value: 60, label: '环境保护税税源明细表', category: 5 },
  { value: 61, label: '烟叶税税源明细表', category: 5 },
  // 土地增值税
  { value: 62, label: '土地增值税纳税申报表（一）（从事房地产开发的纳税人预征适用）', category: 6 },
  { value: 63, label: '土地增值税纳税申报表（二）（从事房地产开发的纳税人清算适用）', category: 6 },
  { value: 64, label: '土地增值税纳税申报表（三）（非从事房地产开发的纳税人适用）', category: 6 },
  { value: 65, label: '土地增值税纳税申报表（五）（纳税人核定征收适用）', category: 6 },
  { value: 66, label: '清算后尾盘销售土地增值税申报表', category: 6 },
  // others
  { value: 67, label: '文化事业建设费申报表', category: 7 },
  { value: 68, label: '文化事业建设费代扣代缴报告表', category: 7 },
  { value: 69, label: '车辆购置税纳税申报表', category: 8 },
  { value: 70, label: '社会保险费缴费申报表', category: 9 },
  { value: 71, label: '残疾人就业保障金缴费申报表', category: 10 },
  { value: 72, label: '工会经费申报表', category: 10 },
  { value: 73, label: '通用申报表（税及附征税费）', category: 11 },
  { value: 74, label: '定期定额个体工商户纳税申报表', category: 11 },
  { value: 75, label: '出口货物劳务免抵退税申报汇总表', category: 12 },
  { value: 76, label: '出口货物报关单（出口退税联）', category: 12 },
  { value: 77, label: '资产负债表（小企业会计准则）', category: 13 },
  { value: 78, label: '利润表（小企业会计准则）', category: 13 },
  { value: 79, label: '资产负债表（企业会计准则）', category: 13 },
  { value: 80, label: '利润表（企业会计准则）', category: 13 },
  { value: 81, label: '现金流量表', category: 13 },
  { value: 82, label: '记账凭证', category: 13 },
  { value: 83, label: '产品成本计算表', category: 13 },
];
