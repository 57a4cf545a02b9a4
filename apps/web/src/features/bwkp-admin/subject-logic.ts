// bwkp-admin area: the subject editor's logic as plain functions, every rule taken from @sxpt/domain: the 17 places
// and their types (STANDARD_QUESTIONS), a goods line's money and tax (computeLine), the check of a question at its
// place (checkSubject) and against the case's other questions (checkCaseDates), and the numbering of the invoices a
// case issues.
import type { TBwkpAdminGoodsRow, TBwkpAdminSubject, TBwkpAdminSubjectSaveBody } from '@sxpt/contract';
import {
  checkCaseDates,
  checkSubject,
  computeLine,
  formatGoodsName,
  isAllowedRate,
  isEmptyValue,
  isInvoiceSubjectType,
  isRedSubjectType,
  parseDecimal,
  STANDARD_QUESTIONS,
  SUBJECT_TYPE,
  SUBJECT_TYPE_LABELS,
  type TCheckedSubject,
  type TGoodsLine,
  type TKhData,
  type TSubjectInvoiceType,
  type TSubjectType,
  toVatRate,
  withoutBlankLines,
} from '@sxpt/domain';

/** One of the 17 places of the practice and the type of question it takes. */
export interface TSubjectSlot {
  sort: number;
  subject_type: TSubjectType;
  /** the standard structure's title of the place (a hint for the author) */
  title: string;
  label: string;
}

export const SUBJECT_SLOTS: readonly TSubjectSlot[] = STANDARD_QUESTIONS.map((question) => ({
  sort: question.answerId,
  subject_type: question.subject_type,
  title: question.title,
  label: SUBJECT_TYPE_LABELS[question.subject_type],
}));

export function slotOf(sort: number): TSubjectSlot | undefined {
  return SUBJECT_SLOTS.find((slot) => slot.sort === sort);
}

export function subjectTypeLabel(type: number): string {
  return SUBJECT_TYPE_LABELS[type as TSubjectType] ?? `类型${type}`;
}

export const EMPTY_BUYER: TKhData = { kh_name: '', tax_num: '', address_telephone: '', bank_account: '' };

export function emptyLine(): TGoodsLine {
  return { fwname: '', ggxh: '', company: '', goods_num: '', price: '', money: '', tax_rate: '', tax_amount: '' };
}

/** A quantity or unit price as typed: a decimal number with up to 8 decimals ('' allowed). */
export function isDecimalText(value: string): boolean {
  return value.trim() === '' || /^-?\d+(\.\d{1,8})?$/.test(value.trim());
}

function isNumber(value: string): boolean {
  return !isEmptyValue(value) && parseDecimal(value) !== null;
}

/**
 * The line with money and tax worked out as the issue form does (money = price × quantity, tax = money ÷ (1 + rate)
 * × rate, both to the fen); '' while price, quantity or rate is missing or not a number.
 */
export function fillLineAmounts(line: TGoodsLine): TGoodsLine {
  if (isNumber(line.price) && isNumber(line.goods_num) && isAllowedRate(line.tax_rate)) {
    return { ...line, tax_rate: toVatRate(line.tax_rate), ...computeLine(line) };
  }
  return { ...line, money: '', tax_amount: '' };
}

/** The line taking a goods code's name (*简称*名称), model, unit, rate and code; quantity and price stay. */
export function lineFromGoods(goods: TBwkpAdminGoodsRow, line: TGoodsLine = emptyLine()): TGoodsLine {
  return fillLineAmounts({
    ...line,
    fwname: formatGoodsName(goods.flqc, goods.name),
    ggxh: goods.brand_model,
    company: goods.units,
    tax_rate: goods.tax_rate,
    spbm: goods.code,
  });
}

/** What the editor's form holds. */
export interface TSubjectFormValues {
  sort: number;
  subject_type: number;
  invoice_type: 0 | 1 | 2;
  title: string;
  subject_describe: string;
  video_path: string;
  kh_data: TKhData;
  goods_content: TGoodsLine[];
  again_goods_content: TGoodsLine[];
  blue_sort?: number | null;
  y_invoice_code: string;
  y_invoice_num: string;
  /** 红字专用发票: the information form's applicant the business calls for (0 either) */
  sqfs: 0 | 1 | 2;
  discount_line?: number | null;
  discount_tax: string;
  void_sort?: number | null;
  /** 业务日期 YYYY-MM-DD ('' for the day of practice) */
  business_date: string;
  /** 备注要求: one phrase per line (invoice questions) */
  remark_text: string;
}

/** The remark phrases of the 备注要求 box: one a line, trimmed, empty lines left out. */
export function remarkPartsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The form's values of a stored question (or of a new one at `sort`). */
export function formValuesOf(subject: TBwkpAdminSubject | undefined, sort: number): TSubjectFormValues {
  const slot = slotOf(sort);
  const type = subject?.subject_type ?? slot?.subject_type ?? SUBJECT_TYPE.issue;
  const standard = STANDARD_QUESTIONS.find((question) => question.answerId === sort);
  return {
    sort,
    subject_type: type,
    invoice_type: subject?.invoice_type ?? standard?.invoice_type ?? 0,
    title: subject?.title ?? '',
    subject_describe: subject?.subject_describe ?? '',
    video_path: subject?.video_path ?? '',
    kh_data: subject?.kh_data ?? EMPTY_BUYER,
    goods_content: subject?.goods_content.length ? subject.goods_content : [emptyLine()],
    again_goods_content: subject?.again_goods_content?.length ? subject.again_goods_content : [emptyLine()],
    blue_sort: subject?.blue_sort ?? null,
    y_invoice_code: subject?.red?.y_invoice_code ?? '',
    y_invoice_num: subject?.red?.y_invoice_num ?? '',
    sqfs: subject?.red?.sqfs ?? 0,
    discount_line: subject?.discount?.line ?? (type === SUBJECT_TYPE.discount ? 1 : null),
    discount_tax: subject?.discount?.tax ?? (type === SUBJECT_TYPE.discount ? '5' : ''),
    void_sort: subject?.void_sort ?? (type === SUBJECT_TYPE.void_reissue && sort > 1 ? sort - 1 : null),
    business_date: subject?.business_date ?? '',
    remark_text: (subject?.remark_parts ?? []).join('\n'),
  };
}

type TSubjectFields = Omit<TBwkpAdminSubjectSaveBody, 'id'>;

function bodyLines(lines: readonly TGoodsLine[] | undefined) {
  return withoutBlankLines(lines ?? []).map((line) => ({
    fwname: line.fwname.trim(),
    ggxh: line.ggxh.trim(),
    company: line.company.trim(),
    goods_num: line.goods_num.trim(),
    price: line.price.trim(),
    money: line.money,
    tax_rate: line.tax_rate,
    tax_amount: line.tax_amount,
    spbm: line.spbm ?? '',
  }));
}

/**
 * The fields of subject/store and subject/save: blank lines left out, and the parts the question's type does not
 * use sent empty (the server clears them too).
 */
export function toSubjectFields(values: TSubjectFormValues): TSubjectFields {
  const type = values.subject_type;
  const isInvoice = isInvoiceSubjectType(type);
  const isRed = isRedSubjectType(type);
  const hasRed = isRed && values.y_invoice_code.trim() !== '' && values.y_invoice_num.trim() !== '';
  const hasDiscount =
    type === SUBJECT_TYPE.discount && values.discount_line != null && values.discount_tax.trim() !== '';
  return {
    title: values.title.trim(),
    subject_describe: values.subject_describe.trim(),
    video_path: values.video_path.trim(),
    subject_type: type,
    invoice_type: isInvoice ? values.invoice_type : 0,
    kh_data: isInvoice
      ? {
          kh_name: values.kh_data.kh_name.trim(),
          tax_num: values.kh_data.tax_num.trim(),
          address_telephone: values.kh_data.address_telephone.trim(),
          bank_account: values.kh_data.bank_account.trim(),
        }
      : EMPTY_BUYER,
    goods_content: isInvoice ? bodyLines(values.goods_content) : [],
    again_goods_content: type === SUBJECT_TYPE.void_reissue ? bodyLines(values.again_goods_content) : null,
    red: hasRed
      ? {
          y_invoice_code: values.y_invoice_code.trim(),
          y_invoice_num: values.y_invoice_num.trim(),
          ...(type === SUBJECT_TYPE.red_special && values.sqfs !== 0 ? { sqfs: values.sqfs } : {}),
        }
      : null,
    blue_sort: isRed ? (values.blue_sort ?? null) : null,
    discount: hasDiscount ? { line: Number(values.discount_line), tax: values.discount_tax.trim() } : null,
    void_sort: type === SUBJECT_TYPE.void_reissue ? (values.void_sort ?? null) : null,
    business_date: values.business_date.trim(),
    remark_parts: isInvoice ? remarkPartsOf(values.remark_text) : [],
  };
}

function domainLines(lines: TSubjectFields['goods_content']): TGoodsLine[] {
  return lines.map(({ spbm, ...line }) => ({ ...line, ...(spbm ? { spbm } : {}) }));
}

/** The question as the domain's rules read it (for the live check and the preview). */
export function toDomainSubject(fields: TSubjectFields, sort: number, id = 0): TCheckedSubject {
  const subject: TCheckedSubject = {
    id,
    sort,
    title: fields.title,
    subject_describe: fields.subject_describe,
    subject_type: fields.subject_type,
    invoice_type: fields.invoice_type as TSubjectInvoiceType,
    kh_data: fields.kh_data,
    goods_content: domainLines(fields.goods_content),
  };
  if (fields.again_goods_content) subject.again_goods_content = domainLines(fields.again_goods_content);
  if (fields.red) subject.red = fields.red;
  if (fields.blue_sort !== null) subject.blue_sort = fields.blue_sort;
  if (fields.discount) subject.discount = fields.discount;
  if (fields.void_sort !== null) subject.void_sort = fields.void_sort;
  if (fields.business_date !== '') subject.business_date = fields.business_date;
  if (fields.remark_parts.length > 0) subject.remark_parts = fields.remark_parts;
  return subject;
}

/** A stored question as the domain's rules read it. */
function storedSubject(subject: TBwkpAdminSubject): TCheckedSubject {
  const { id, sort, case_id: _caseId, problems: _problems, ...fields } = subject;
  return toDomainSubject({ ...fields, again_goods_content: fields.again_goods_content ?? null }, sort, id);
}

/**
 * What the rules find in the form as it is now: the domain's checkSubject, and the problems between questions
 * (checkCaseDates) that saving it would bring into the case, as the server decides: `stored` is the question as saved
 * (none for a new one), `others` the case's other questions.
 */
export function liveProblems(
  values: TSubjectFormValues,
  others: readonly TBwkpAdminSubject[] = [],
  stored?: TBwkpAdminSubject,
): string[] {
  const current = toDomainSubject(toSubjectFields(values), values.sort, stored?.id);
  const rest = others.filter((subject) => subject.id !== stored?.id).map(storedSubject);
  const known = new Set(checkCaseDates(stored ? [...rest, storedSubject(stored)] : rest).map((p) => p.message));
  const between = checkCaseDates([...rest, current])
    .map((problem) => problem.message)
    .filter((message) => !known.has(message));
  return [...checkSubject(current), ...between];
}

/** Earlier questions whose invoice a red question can reverse: blue invoice questions of the same invoice type. */
export function blueCandidates(
  subjects: readonly TBwkpAdminSubject[],
  sort: number,
  invoiceType: number,
): TBwkpAdminSubject[] {
  return subjects.filter(
    (subject) =>
      subject.sort < sort &&
      isInvoiceSubjectType(subject.subject_type) &&
      !isRedSubjectType(subject.subject_type) &&
      subject.invoice_type === invoiceType,
  );
}

/**
 * The number the blue invoice of question `blueSort` gets when every student's roll of that invoice type starts at
 * `startNum`: each invoice question issues one invoice from the roll in question order, so it is the start plus the
 * count of earlier invoice questions of the same type. null when the start is random or the question is unknown.
 */
export function suggestInvoiceNumber(
  subjects: readonly Pick<TBwkpAdminSubject, 'sort' | 'subject_type' | 'invoice_type'>[],
  blueSort: number,
  startNum: number | null,
): string | null {
  const blue = subjects.find((subject) => subject.sort === blueSort);
  if (startNum === null || blue === undefined || !isInvoiceSubjectType(blue.subject_type)) return null;
  const before = subjects.filter(
    (subject) =>
      subject.sort < blueSort &&
      isInvoiceSubjectType(subject.subject_type) &&
      subject.invoice_type === blue.invoice_type,
  ).length;
  const number = startNum + before;
  return number > 99_999_999 ? null : String(number).padStart(8, '0');
}

/** True when two questions may trade places: each fits the other's place. */
export function canSwap(a: Pick<TBwkpAdminSubject, 'sort' | 'subject_type'>, b: typeof a): boolean {
  return slotOf(a.sort)?.subject_type === b.subject_type && slotOf(b.sort)?.subject_type === a.subject_type;
}
