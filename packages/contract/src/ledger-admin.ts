// lx authoring (acc5, /adminViews/exerciseAdmin/*): the real-ledger cases as data (packages/domain ledger
// TLedgerCase). POST /admin/lx/case_list, case_detail, case_check, case_save, case_status, case_delete. The shape is
// checked here; whether the case keeps the rules of accounting (its chart, balances and model vouchers) is the
// domain's caseProblems, run by the server on every save.
import { z } from 'zod';
import { idOf, objectBody, pageBody, textOf } from './request-body';

const text = (max: number, error: string) => z.string({ error }).max(max, error);
const money = z.string({ error: '金额有误' }).max(20, '金额有误');
const moneyOrNull = z.union([money, z.null()], { error: '金额有误' });
const auxKind = z.enum(['customer', 'supplier', 'department', 'person', 'project'], { error: '辅助核算类别有误' });
const auxRef = z.partialRecord(auxKind, text(20, '辅助核算项目有误'));

const line = z.object(
  {
    summary: text(60, '摘要不能超过60个字'),
    account: text(10, '会计科目有误'),
    debit: moneyOrNull,
    credit: moneyOrNull,
    aux: auxRef.optional(),
    quantity: z.union([text(20, '数量有误'), z.null()]).optional(),
  },
  { error: '分录有误' },
);

const party = z.object({
  name: text(100, '单位名称有误'),
  taxId: text(30, '纳税人识别号有误').optional(),
  addressPhone: text(200, '地址电话有误').optional(),
  bankAccount: text(200, '开户行及账号有误').optional(),
});

const document = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('invoice'),
      invoiceType: z.enum(['special', 'normal', 'digital_special', 'digital_normal']),
      copy: z.enum(['记账联', '发票联', '抵扣联']),
      code: text(20, '发票代码有误').optional(),
      number: text(30, '发票号码有误'),
      date: text(10, '日期有误'),
      buyer: party,
      seller: party,
      lines: z
        .array(
          z.object({
            name: text(100, '项目名称有误'),
            spec: text(50, '规格型号有误').optional(),
            unit: text(20, '单位有误').optional(),
            quantity: text(20, '数量有误').optional(),
            price: text(30, '单价有误').optional(),
            amount: money,
            rate: text(10, '税率有误'),
            tax: money,
          }),
        )
        .max(50, '发票最多50行'),
      totalAmount: money,
      totalTax: money,
      remark: text(300, '备注有误').optional(),
      red: z.boolean().optional(),
    }),
    z.object({
      kind: z.literal('bank'),
      title: text(50, '回单名称有误'),
      bank: text(50, '银行名称有误'),
      date: text(10, '日期有误'),
      serial: text(50, '回单编号有误'),
      payer: z.object({ name: text(100, '付款人有误'), account: text(50, '账号有误'), bank: text(100, '开户行有误') }),
      payee: z.object({ name: text(100, '收款人有误'), account: text(50, '账号有误'), bank: text(100, '开户行有误') }),
      amount: money,
      purpose: text(200, '用途有误'),
      details: z
        .array(z.tuple([text(50, '明细有误'), text(200, '明细有误')]))
        .max(30)
        .optional(),
    }),
    z.object({
      kind: z.literal('sheet'),
      title: text(100, '单据名称有误'),
      heading: z
        .array(z.tuple([text(50, '表头有误'), text(200, '表头有误')]))
        .max(20)
        .optional(),
      columns: z.array(text(50, '列名有误')).max(30, '单据最多30列'),
      rows: z.array(z.array(text(200, '单元格有误')).max(30)).max(200, '单据最多200行'),
      footer: z.array(text(300, '附注有误')).max(20).optional(),
      signatures: z
        .array(z.tuple([text(20, '签章有误'), text(50, '签章有误')]))
        .max(10)
        .optional(),
    }),
  ],
  { error: '原始凭证有误' },
);

const balance = z.object({
  account: text(10, '科目有误'),
  aux: auxRef.optional(),
  balance: money,
  quantity: text(20, '数量有误').optional(),
  ytdDebit: money.optional(),
  ytdCredit: money.optional(),
});

const person = text(20, '姓名有误');

/** A whole case as acc5 saves it. */
export const ZLedgerCaseData = z.object(
  {
    company: z.object({
      name: textOf('企业名称', 100),
      creditCode: text(30, '统一社会信用代码有误'),
      standard: z.enum(['sbe', 'cas'], { error: '请选择会计准则' }),
      taxpayer: text(30, '纳税人类型有误'),
      bank: text(100, '开户行有误'),
      bankAccount: text(50, '银行账号有误'),
      people: z.object({ preparer: person, reviewer: person, poster: person, supervisor: person, cashier: person }),
    }),
    period: z.object({ year: z.number().int('会计期间有误'), month: z.number().int('会计期间有误') }),
    accounts: z
      .array(
        z.object({
          code: text(10, '科目编码有误'),
          name: text(40, '科目名称不能超过40个字'),
          side: z.enum(['debit', 'credit']).optional(),
          aux: z.array(auxKind).max(5).optional(),
          unit: text(10, '计量单位有误').optional(),
          layout: z.enum(['three_column', 'quantity_amount', 'multi_column']).optional(),
        }),
      )
      .max(1000, '明细科目最多1000个'),
    settings: z
      .array(
        z.object({
          code: text(10, '科目编码有误'),
          aux: z.array(auxKind).max(5).optional(),
          unit: text(10, '计量单位有误').optional(),
          layout: z.enum(['three_column', 'quantity_amount', 'multi_column']).optional(),
        }),
      )
      .max(200),
    auxItems: z.partialRecord(
      auxKind,
      z.array(z.object({ code: text(20, '项目编码有误'), name: text(100, '项目名称有误') })).max(500),
    ),
    opening: z.array(balance).max(2000),
    yearStart: z.array(balance).max(2000).optional(),
    items: z
      .array(
        z.object({
          id: z.number().int('业务编号有误'),
          date: text(10, '业务日期有误'),
          title: text(100, '业务标题不能超过100个字'),
          description: text(2000, '业务描述不能超过2000个字'),
          documents: z.array(document).max(20, '一笔业务最多20张原始凭证'),
          vouchers: z
            .array(z.object({ attachments: z.number().int().min(0).max(999), lines: z.array(line).max(99) }))
            .max(10, '一笔业务最多10张凭证'),
          periodEnd: z.boolean().optional(),
        }),
      )
      .max(300, '一个案例最多300笔业务'),
    notes: z.array(text(2000, '案例说明有误')).max(100),
  },
  { error: '案例数据有误' },
);

export const ZLxCaseIndexBody = pageBody({ keyword: z.string().trim().max(50, '关键词过长').optional() });
export type TLxCaseIndexBody = z.infer<typeof ZLxCaseIndexBody>;

export const ZLxCaseIdBody = objectBody({ id: idOf('实训案例') });
export type TLxCaseIdBody = z.infer<typeof ZLxCaseIdBody>;

export const ZLxCaseCheckBody = objectBody({ data: ZLedgerCaseData });
export type TLxCaseCheckBody = z.infer<typeof ZLxCaseCheckBody>;

export const ZLxCaseSaveBody = objectBody({
  id: idOf('实训案例').optional(),
  name: textOf('案例名称', 100),
  data: ZLedgerCaseData,
});
export type TLxCaseSaveBody = z.infer<typeof ZLxCaseSaveBody>;

export const ZLxCaseStatusBody = objectBody({
  id: idOf('实训案例'),
  status: z.union([z.literal(0), z.literal(1)], { error: '状态有误' }),
});
export type TLxCaseStatusBody = z.infer<typeof ZLxCaseStatusBody>;

export interface TLxCaseRow {
  id: number;
  name: string;
  company_name: string;
  standard: 'sbe' | 'cas';
  period: string;
  item_count: number;
  status: number;
  practice_count: number;
  lesson_count: number;
  updated_at: string;
}

/** What a check or a save answers: the problems (empty: the case may be enabled) and the model statements. */
export interface TLxCaseCheck {
  problems: string[];
  statements: {
    type: number;
    title: string;
    columns: [string, string];
    lines: { line: number; name: string; values: [string, string] }[];
  }[];
}
