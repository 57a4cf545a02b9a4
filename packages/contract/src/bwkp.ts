// bwkp area (税控开票实训, the invoicing simulator), requests. Every call is POST /student/bwkp/<name> by a student
// and carries the working context (course_id, class_id, resource_id, lesson_id); the server checks it and finds
// the case from the lesson's 'bwkp' item (case_id chooses one when a lesson has several). course_id is accepted
// and ignored, as in the course area. The server grades, decides order and repeats, and keeps the progress.
// Response shapes are in bwkp-data.ts.
import { z } from 'zod';
import { idOf, objectBody, pageBody } from './request-body';

export * from './bwkp-data';

const context = {
  course_id: z.unknown().optional(),
  class_id: idOf('班级'),
  resource_id: idOf('课程资源'),
  lesson_id: idOf('课时'),
  /** the case (lesson_items.ref_id); optional when the lesson has one bwkp item */
  case_id: idOf('实训案例').optional(),
};

/** Text of an answer cell: numbers are read as text, missing as '', trimmed, at most `max` characters. */
const cell = (label: string, max = 200) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : value),
    z
      .string({ error: `${label}有误` })
      .trim()
      .max(max, `${label}不能超过${max}个字`),
  );

/** 1 or 2 (invoice kind, delivery, applicant …): the number, never its text. */
const oneOrTwo = (message: string) => z.union([z.literal(1), z.literal(2)], { error: message });

export const ZBwkpContextBody = objectBody(context);
export type TBwkpContextBody = z.infer<typeof ZBwkpContextBody>;

export const ZBwkpSubjectBody = objectBody({ ...context, subject_id: idOf('题目') });
export type TBwkpSubjectBody = z.infer<typeof ZBwkpSubjectBody>;

// ---- step 1: company parameters (企业参数设置, graded on the server) ----

export const ZBwkpSaveQyxxBody = objectBody({
  ...context,
  nsr_sbh: cell('纳税人识别号', 30),
  nsr_mc: cell('纳税人名称'),
  business_address: cell('经营地址'),
  phone_number: cell('电话号码', 50),
  bank_name: cell('开户银行'),
  account: cell('银行账号', 50),
  supervisor_name: cell('主管税务机关名称'),
});
export type TBwkpSaveQyxxBody = z.infer<typeof ZBwkpSaveQyxxBody>;

// ---- steps 2 and 3: customer and goods codes ----

/** is_answer: 1 the model answer (only once the step is done; before that nothing), 0 the student's saved work. */
export const ZBwkpCodeListBody = objectBody({
  ...context,
  is_answer: z.union([z.literal(0), z.literal(1)], { error: '请选择查看答案或已保存的编码' }).default(0),
});
export type TBwkpCodeListBody = z.infer<typeof ZBwkpCodeListBody>;

export const ZBwkpKhbmRow = z.object(
  {
    kh_name: cell('客户名称'),
    simple_code: cell('简码', 50),
    tax_num: cell('税号', 30),
    address_telephone: cell('地址电话'),
    bank_account: cell('银行账号'),
  },
  { error: '客户编码有误' },
);
export const ZBwkpSaveKhbmBody = objectBody({
  ...context,
  kh_content: z.array(ZBwkpKhbmRow, { error: '请录入客户编码' }).min(1, '请录入客户编码').max(200, '客户编码过多'),
});
export type TBwkpSaveKhbmBody = z.infer<typeof ZBwkpSaveKhbmBody>;

export const ZBwkpGoodsCodeRow = z.object(
  {
    code: cell('商品编码', 30),
    name: cell('商品名称'),
    simple_code: cell('简码', 50),
    tax_rate: cell('税率', 20),
    brand_model: cell('规格型号'),
    units: cell('计量单位', 20),
    applicable_tax_rate: cell('适用税率', 20),
    tax_mark: cell('含税价标志', 10),
    flqc: cell('分类简称', 50),
  },
  { error: '商品编码有误' },
);
export const ZBwkpSaveGoodsBody = objectBody({
  ...context,
  goods_content: z
    .array(ZBwkpGoodsCodeRow, { error: '请录入商品编码' })
    .min(1, '请录入商品编码')
    .max(500, '商品编码过多'),
});
export type TBwkpSaveGoodsBody = z.infer<typeof ZBwkpSaveGoodsBody>;

// ---- step 4: invoice rolls (申领, 读入) ----

export const ZBwkpAddFpslBody = objectBody({
  ...context,
  invoice_zl: oneOrTwo('请选择发票种类'),
  apply_num: z
    .number({ error: '请输入申领数量' })
    .int('申领数量应为整数')
    .min(1, '申领数量应大于0')
    .max(1000, '申领数量不能超过1000'),
  apply_result: oneOrTwo('请选择领取方式'),
  shenling_slr: cell('申领人', 50),
  shenling_zjlx: cell('证件类型', 20),
  shenling_zjh: cell('证件号码', 50),
  shenling_shuoming: cell('申领说明', 500),
  shenling_shoujianren: cell('收件人', 50),
  shenling_dztel: cell('收件地址电话'),
});
export type TBwkpAddFpslBody = z.infer<typeof ZBwkpAddFpslBody>;

export const ZBwkpInvoiceNumBody = objectBody({ ...context, invoice_type: oneOrTwo('请选择发票种类') });
export type TBwkpInvoiceNumBody = z.infer<typeof ZBwkpInvoiceNumBody>;

/** A list of the practice (fpsl_list, hzcx): page and page_size with the context. */
export const ZBwkpPageBody = pageBody(context);
export type TBwkpPageBody = z.infer<typeof ZBwkpPageBody>;

// ---- issue (填开), query, void ----

export const ZBwkpGoodsLine = z.object(
  {
    fwname: cell('货物或应税劳务名称'),
    ggxh: cell('规格型号'),
    company: cell('单位', 20),
    goods_num: cell('数量', 30),
    price: cell('单价', 30),
    money: cell('金额', 30),
    tax_rate: cell('税率', 20),
    tax_amount: cell('税额', 30),
    line_kind: z.enum(['normal', 'discount', 'discounted', 'list_summary'], { error: '行性质有误' }).optional(),
    spbm: cell('税收分类编码', 30).optional(),
  },
  { error: '货物行有误' },
);

export const ZBwkpSaveInvoiceBody = objectBody({
  ...context,
  subject_id: idOf('题目'),
  invoice_type: oneOrTwo('请选择发票种类'),
  /** 1 正数, 2 负数 */
  invoice_status: oneOrTwo('发票种类有误'),
  /** ignored: the number always comes from the read-in roll (returned in data.invoice) */
  invoice_code: cell('发票代码', 20).optional(),
  invoice_num: cell('发票号码', 20).optional(),
  kh_sbh: cell('购买方纳税人识别号', 30),
  kh_name: cell('购买方名称'),
  address_telephone: cell('购买方地址电话'),
  bank_account: cell('购买方开户行及账号'),
  /** ignored: the seller is the case's company */
  xh_dw_name: cell('销售方名称').optional(),
  xh_dw_nsrsbh: cell('销售方纳税人识别号', 30).optional(),
  /** ignored: set by the server (1 for a 清单 invoice) */
  list_identifier: z.unknown().optional(),
  goods_content: z.array(ZBwkpGoodsLine, { error: '请先完成货物信息填写！' }).max(100, '货物行过多'),
  /** the 清单 (goods list) of a list invoice */
  list_goods: z.array(ZBwkpGoodsLine, { error: '清单有误' }).max(500, '清单行过多').optional(),
  /**
   * 备注: graded where the question requires phrases (建筑服务: place of service and project) and stored on a blue
   * invoice; a red invoice's remark is written by the server
   */
  remark: cell('备注', 500).optional(),
  /** the discount form (zhekou) the lines were built with; informational */
  discount: z
    .object(
      {
        line: z.number({ error: '折扣行号有误' }).int('折扣行号有误'),
        tax: z.union([z.string(), z.number()], { error: '折扣率有误' }),
      },
      { error: '折扣信息有误' },
    )
    .optional(),
});
export type TBwkpSaveInvoiceBody = z.infer<typeof ZBwkpSaveInvoiceBody>;

/** fptk_check: may the issue form (fptk) open for this question with this invoice kind? */
export const ZBwkpFptkCheckBody = objectBody({
  ...context,
  subject_id: idOf('题目'),
  invoice_type: oneOrTwo('请选择发票种类'),
});
export type TBwkpFptkCheckBody = z.infer<typeof ZBwkpFptkCheckBody>;

const dateText = (label: string) =>
  z
    .string({ error: `${label}有误` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}有误`)
    .optional()
    .or(z.literal('').transform(() => undefined));

/** get_invoice: the issued invoices (query and void lists), newest first, with the screens' filters. */
export const ZBwkpInvoiceListBody = pageBody({
  ...context,
  invoice_type: oneOrTwo('发票种类有误').optional(),
  /** 1 正数, 2 负数 */
  invoice_status: oneOrTwo('发票状态有误').optional(),
  /** 2 voided only, 1 not voided only */
  zf_status: oneOrTwo('作废状态有误').optional(),
  /** matches invoice number, code or buyer name */
  keyword: z.string().trim().max(50, '关键词过长').optional(),
  /** kp_time from / to, Asia/Shanghai dates YYYY-MM-DD */
  date_from: dateText('开始日期'),
  date_to: dateText('结束日期'),
});
export type TBwkpInvoiceListBody = z.infer<typeof ZBwkpInvoiceListBody>;

/** zf_fp: invocie_id is spelt as in the spec. */
export const ZBwkpVoidBody = objectBody({
  ...context,
  invocie_id: z.number({ error: '请选择要作废的发票！' }).int('请选择要作废的发票！').positive('请选择要作废的发票！'),
});
export type TBwkpVoidBody = z.infer<typeof ZBwkpVoidBody>;

// ---- red letter (红字) ----

const invoiceRef = {
  fpdm: z.string({ error: '请输入发票代码' }).trim().min(1, '请输入发票代码').max(20, '发票代码有误'),
  fphm: z.string({ error: '请输入发票号码' }).trim().min(1, '请输入发票号码').max(20, '发票号码有误'),
};

/** hongzi_hx (question 12.1): the blue ordinary invoice's code and number. */
export const ZBwkpHongziHxBody = objectBody({ ...context, ...invoiceRef });
export type TBwkpHongziHxBody = z.infer<typeof ZBwkpHongziHxBody>;

/** hztk (question 14.1): the red-letter application: who applies and the blue special invoice. */
export const ZBwkpHztkBody = objectBody({ ...context, sqfs: oneOrTwo('请选择申请方'), ...invoiceRef });
export type TBwkpHztkBody = z.infer<typeof ZBwkpHztkBody>;

/** hzxxb (question 14.3): save the information form, then upload it. */
export const ZBwkpHzxxbBody = objectBody({
  ...context,
  action: z.enum(['save', 'upload'], { error: '操作有误' }),
});
export type TBwkpHzxxbBody = z.infer<typeof ZBwkpHzxxbBody>;

// ---- report (抄报) ----

export const ZBwkpChaobaoBody = objectBody({
  ...context,
  action: z.enum(['sync', 'report'], { error: '操作有误' }),
});
export type TBwkpChaobaoBody = z.infer<typeof ZBwkpChaobaoBody>;
