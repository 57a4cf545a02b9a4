import {
  checkApplyCodes,
  checkCase,
  checkCreditCode,
  checkGoodsCodeRows,
  checkIdNumber,
  checkKhbmCodes,
  checkQyxxCodes,
  computeLine,
  computeTotals,
  Dec,
  DISCOUNT_ANSWER,
  expectedDraft,
  formatGoodsName,
  isInvoiceSubjectType,
  isRedSubjectType,
  lineTax,
  negateLines,
  STANDARD_QUESTIONS,
  SUBJECT_TYPE,
  sumMoney,
  type TGoodsLine,
  type TInvoiceType,
  toMoney,
} from '@sxpt/domain';
import { describe, expect, it } from 'vitest';
import { bwkpDemoCase, type TBwkpDemoSubject } from '../src/seed/bwkp-demo-case';
import { readCuratedTaxCodes } from '../src/seed/tax-codes';
import { readReferenceCodes, referenceTaxCodeLookup } from './support/taxcode-factories';

const { qyxx, customers, goods, apply, rolls, subjects } = bwkpDemoCase;

const isBlank = (value: string) => value.trim() === '';
const byType = (type: number) => subjects.filter((s) => s.subject_type === type);
const at = (sort: number): TBwkpDemoSubject => {
  const found = subjects.find((s) => s.sort === sort);
  if (found === undefined) throw new Error(`no question ${sort}`);
  return found;
};

/** The invoice each invoice question issues, numbered from its roll in question order (see the seed). */
function issuedNumbers(): Map<number, { invoice_type: TInvoiceType; code: string; num: string }> {
  const next = new Map(rolls.map((roll) => [roll.invoice_type, Number(roll.start_num)]));
  const issued = new Map<number, { invoice_type: TInvoiceType; code: string; num: string }>();
  for (const s of [...subjects].sort((a, b) => a.sort - b.sort)) {
    if (!isInvoiceSubjectType(s.subject_type) || (s.invoice_type !== 1 && s.invoice_type !== 2)) continue;
    const n = next.get(s.invoice_type) ?? 0;
    next.set(s.invoice_type, n + 1);
    const code = s.invoice_type === 1 ? qyxx.pt_fpdm : qyxx.zy_fpdm;
    issued.set(s.sort, { invoice_type: s.invoice_type, code, num: String(n).padStart(8, '0') });
  }
  return issued;
}

/** All goods lines of a draft that carry their own quantity and price, and the others. */
function splitLines(lines: readonly TGoodsLine[]) {
  const priced = lines.filter((l) => !isBlank(l.price) && !isBlank(l.goods_num));
  const other = lines.filter((l) => isBlank(l.price) || isBlank(l.goods_num));
  return { priced, other };
}

describe('the demo invoicing case (seed/bwkp-demo-case.ts)', () => {
  it('passes the domain case check and follows STANDARD_QUESTIONS in order, type and invoice type', () => {
    expect(checkCase(subjects)).toEqual([]);
    expect(subjects.map((s) => [s.sort, s.subject_type, s.invoice_type])).toEqual(
      STANDARD_QUESTIONS.map((q) => [q.answerId, q.subject_type, q.invoice_type]),
    );
    expect(new Set(subjects.map((s) => s.id)).size).toBe(17);
    for (const s of subjects) {
      expect(s.title.trim(), `${s.sort}`).not.toBe('');
      expect(s.subject_describe.length, `${s.sort}`).toBeGreaterThan(60);
      // the text opens with the question's business date, in the story's months of 2026 (STORY.md)
      const [year, month, day] = (s.business_date ?? '').split('-').map(Number);
      expect(s.subject_describe.startsWith(`${year}年${month}月${day}日`), `${s.sort}`).toBe(true);
      expect(['2026-05', '2026-06', '2026-07']).toContain(s.business_date?.slice(0, 7));
      // every date written in the text is in 2026
      for (const [, y] of s.subject_describe.matchAll(/(\d{4})年\d{1,2}月\d{1,2}日/g))
        expect(y, `${s.sort}`).toBe('2026');
    }
    // the business dates run in question order
    const dates = subjects.map((s) => s.business_date ?? '');
    expect(dates).toEqual([...dates].sort());
    expect(bwkpDemoCase.title).toContain(qyxx.nsr_mc);
    expect(bwkpDemoCase.description.length).toBeGreaterThan(60);
  });

  it('has a Guangzhou general taxpayer with valid identity, bank and invoice codes', () => {
    expect(qyxx.nsr_mc).toBe('广州市穗通办公设备有限公司');
    expect(checkCreditCode(qyxx.nsr_sbh)).toBe(true);
    expect(qyxx.nsr_sbh).toMatch(/^91440106/); // 企业, 广州市天河区
    expect(qyxx.business_address).toMatch(/^广州市天河区/);
    expect(qyxx.phone_number).toMatch(/^020-\d{8}$/);
    expect(qyxx.bank_name).toBe('中国工商银行广州天河支行');
    expect(qyxx.account).toMatch(/^\d{19}$/);
    expect(qyxx.supervisor_name).toBe('国家税务总局广州市天河区税务局');
    // 0 · 4400 广东 · 2-digit year · 3-digit batch · 04 增值税普通发票(二联)
    expect(qyxx.pt_fpdm).toMatch(/^04400\d{2}\d{3}04$/);
    // 4400 广东 · 2-digit year · batch 1–4 · 1 专用发票 · 30 三联
    expect(qyxx.zy_fpdm).toMatch(/^4400\d{2}[1-4]130$/);
    expect(bwkpDemoCase.province).toBe('广东');
    expect(rolls).toEqual([
      expect.objectContaining({ invoice_type: 1, invoice_code: qyxx.pt_fpdm }),
      expect.objectContaining({ invoice_type: 2, invoice_code: qyxx.zy_fpdm }),
    ]);
    for (const roll of rolls) expect(roll.start_num).toMatch(/^\d{6}(01|26|51|76)$/);
  });

  it('has at least 6 customers with valid credit codes, addresses, phones and banks, and one private buyer', () => {
    expect(customers.length).toBeGreaterThanOrEqual(6);
    expect(new Set(customers.map((c) => c.kh_name)).size).toBe(customers.length);
    expect(new Set(customers.map((c) => c.simple_code)).size).toBe(customers.length);
    const organisations = customers.filter((c) => c.tax_num !== '');
    expect(organisations.length).toBeGreaterThanOrEqual(6);
    for (const c of organisations) {
      expect(checkCreditCode(c.tax_num), c.kh_name).toBe(true);
      expect(c.tax_num.slice(2, 4), c.kh_name).toBe('44'); // 广东
      expect(c.address_telephone, c.kh_name).toMatch(/^\S+[市区县]\S+ 0\d{2,3}-\d{7,8}$/);
      expect(c.bank_account, c.kh_name).toMatch(/^\S+(银行|信用社)\S*支行 \d{12,20}$/);
      expect(c.simple_code, c.kh_name).toMatch(/^[A-Z]{2,6}$/);
    }
    expect(customers.filter((c) => c.tax_num === '')).toEqual([
      { kh_name: '陈志强', simple_code: 'CZQ', tax_num: '', address_telephone: '', bank_account: '' },
    ]);
    // an enterprise (91), a public institution (12) and an individual business (92)
    expect(new Set(organisations.map((c) => c.tax_num.slice(0, 2)))).toEqual(new Set(['91', '12', '92']));
  });

  it('has at least 12 goods named as the company sells them, under official codes, short names and rates', () => {
    const reference = readReferenceCodes();
    // every code in the official table, a leaf, its short name and a rate it allows (the check acc5's saves make)
    expect(checkGoodsCodeRows(goods, referenceTaxCodeLookup())).toEqual([]);
    const goodsQuestion = at(3).subject_describe;
    expect(goods.length).toBeGreaterThanOrEqual(12);
    expect(new Set(goods.map((g) => g.code)).size).toBe(goods.length);
    expect(new Set(goods.map((g) => g.simple_code)).size).toBe(goods.length);
    // the student picks a goods row by its name
    expect(new Set(goods.map((g) => g.name)).size).toBe(goods.length);
    for (const g of goods) {
      const real = reference.get(g.code);
      expect(real, g.code).toBeDefined();
      // the company's own product name (商品名称), not necessarily the code's official name: Chinese, trimmed,
      // 2 to 30 characters, without the asterisks of the printed `*简称*名称`
      expect(g.name, g.code).toMatch(/\p{Script=Han}/u);
      expect(g.name, g.code).toBe(g.name.trim());
      expect(g.name, g.code).not.toContain('*');
      expect(g.name.length, g.name).toBeGreaterThanOrEqual(2);
      expect(g.name.length, g.name).toBeLessThanOrEqual(30);
      // question 3 names the code with its official name, as the classification picker shows it
      expect(goodsQuestion).toContain(`${g.name}：税收分类编码${g.code}（${real?.name}，简称${g.flqc}）`);
      expect(g.applicable_tax_rate).toBe(g.tax_rate);
      expect(g.tax_mark).toBe('是');
      expect(g.units.trim()).not.toBe('');
    }
    const rates = goods.map((g) => g.tax_rate);
    for (const rate of ['0.13', '0.09', '0.06']) expect(rates).toContain(rate);
    expect(rates.filter((r) => r === '0.13').length).toBeGreaterThanOrEqual(10);
  });

  it('uses only goods codes that the shipped tax-code table offers to the student (not a summary row)', async () => {
    const curated = new Map((await readCuratedTaxCodes()).map((entry) => [entry.code, entry]));
    for (const g of goods) {
      const entry = curated.get(g.code);
      expect(entry, `${g.code} ${g.name} is missing from tax-codes-curated.json`).toBeDefined();
      expect(entry?.is_summary, g.code).toBe(false);
      expect(entry?.short_name, g.code).toBe(g.flqc);
    }
  });

  it('passes the content checks acc5’s authoring makes: credit codes, identity numbers, dates, totals, remarks', () => {
    expect(checkQyxxCodes(qyxx)).toEqual([]);
    expect(checkKhbmCodes(customers)).toEqual([]);
    expect(checkApplyCodes(apply)).toEqual([]);
    expect(checkGoodsCodeRows(goods, referenceTaxCodeLookup())).toEqual([]);
    // checkCase runs the subject checks with the text's 价税合计 and dates, and the dates between questions
    expect(checkCase(subjects)).toEqual([]);
  });

  it('has one apply form per invoice kind, with a valid identity number', () => {
    expect(apply.map((a) => a.invoice_zl)).toEqual([1, 2]);
    for (const a of apply) {
      expect(a.apply_num).toBe(25);
      expect(a.shenling_zjlx).toBe('身份证');
      expect(checkIdNumber(a.shenling_zjh)).toBe(true);
      if (a.apply_result === 2) expect(a.shenling_shoujianren && a.shenling_dztel).toBeTruthy();
      else expect([a.shenling_shoujianren, a.shenling_dztel]).toEqual(['', '']);
    }
  });

  it('takes every buyer from the customer codes and every line from the goods codes', () => {
    const goodsByCode = new Map(goods.map((g) => [g.code, g]));
    for (const s of subjects.filter((x) => isInvoiceSubjectType(x.subject_type))) {
      const customer = customers.find((c) => c.kh_name === s.kh_data.kh_name);
      expect(customer, `${s.sort}`).toBeDefined();
      expect(s.kh_data).toEqual({
        kh_name: customer?.kh_name,
        tax_num: customer?.tax_num,
        address_telephone: customer?.address_telephone,
        bank_account: customer?.bank_account,
      });
      if (s.invoice_type === 2) expect(customer?.tax_num, `${s.sort}: special invoice to a taxpayer`).not.toBe('');
      for (const l of [...s.goods_content, ...(s.again_goods_content ?? [])]) {
        const g = goodsByCode.get(l.spbm ?? '');
        expect(g, `${s.sort} ${l.fwname}`).toBeDefined();
        if (g === undefined) continue;
        expect(l).toMatchObject({
          fwname: formatGoodsName(g.flqc, g.name),
          ggxh: g.brand_model,
          company: g.units,
          tax_rate: g.tax_rate,
        });
        expect(l.price).toMatch(/^\d+\.\d{2}$/);
        expect(l.goods_num).toMatch(/^[1-9]\d*$/);
      }
    }
    for (const s of subjects.filter((x) => !isInvoiceSubjectType(x.subject_type))) {
      expect([s.invoice_type, s.goods_content]).toEqual([0, []]);
    }
  });

  it('has expected invoices whose lines satisfy computeLine to the fen and whose totals are the sums of lines', () => {
    for (const s of subjects.filter((x) => isInvoiceSubjectType(x.subject_type))) {
      const draft = expectedDraft(s);
      const lines = draft.list_goods ?? draft.goods;
      const { priced, other } = splitLines(lines);
      for (const l of priced) {
        expect({ money: l.money, tax_amount: l.tax_amount }, `${s.sort} ${l.fwname}`).toEqual(
          computeLine({ price: l.price, goods_num: l.goods_num, tax_rate: l.tax_rate }),
        );
      }
      // discount lines: tax from their own tax-inclusive amount
      for (const l of other) expect(l.tax_amount, `${s.sort} ${l.fwname}`).toBe(lineTax(l.money, l.tax_rate));
      const money = lines.reduce((sum, l) => sum.plus(l.money), new Dec(0));
      const tax = lines.reduce((sum, l) => sum.plus(l.tax_amount), new Dec(0));
      const totals = computeTotals(draft.goods);
      expect(totals.total_money, `${s.sort}`).toBe(toMoney(money));
      expect(totals.total_tax, `${s.sort}`).toBe(toMoney(tax));
      expect(totals.total_exclusive, `${s.sort}`).toBe(toMoney(money.minus(tax)));
      // within the roll's 最高开票限额 (99,999.99, tax-exclusive)
      expect(new Dec(totals.total_exclusive).abs().lte('99999.99'), `${s.sort}`).toBe(true);
      // the blue/red sign follows the question
      expect(new Dec(totals.total_money).isNegative(), `${s.sort}`).toBe(isRedSubjectType(s.subject_type));
    }
  });

  it('issues ordinary and special invoices at 13, 9 and 6 %, 建筑服务 at 9 % with its remark, and a special invoice with several rates', () => {
    const invoices = subjects.filter((s) => isInvoiceSubjectType(s.subject_type));
    const rates = (type: number) =>
      new Set(invoices.filter((s) => s.invoice_type === type).flatMap((s) => s.goods_content.map((l) => l.tax_rate)));
    expect(rates(1)).toEqual(new Set(['0.13', '0.09']));
    expect(rates(2)).toEqual(new Set(['0.13', '0.09', '0.06']));
    expect(new Set(at(11).goods_content.map((l) => l.tax_rate)).size).toBeGreaterThan(1);
    // 建筑服务 under the general method (the simplified method for 甲供工程 is not confirmed for 2026)
    expect(at(9).goods_content.every((l) => l.tax_rate === '0.09' && l.spbm?.startsWith('305'))).toBe(true);
    // the remark the text asks for is the one graded: place of service (县(市、区)) and project
    for (const sort of [9, 10]) {
      expect(at(sort).remark_parts).toEqual(['广州市天河区', '智明实验学校多媒体教室投影设备安装工程']);
      for (const part of at(9).remark_parts ?? []) expect(at(9).subject_describe).toContain(part);
    }
  });

  it('has a list question of 9 to 12 lines shown as one 详情见清单 line', () => {
    const [list] = byType(SUBJECT_TYPE.list);
    expect(list.goods_content.length).toBeGreaterThan(8);
    expect(list.goods_content.length).toBeLessThanOrEqual(12);
    const draft = expectedDraft(list);
    expect(draft.goods).toHaveLength(1);
    expect(draft.goods[0]).toMatchObject({
      fwname: '详情见清单',
      tax_rate: '0.13',
      money: sumMoney(list.goods_content.map((l) => l.money)),
      tax_amount: sumMoney(list.goods_content.map((l) => l.tax_amount)),
    });
    expect(list.goods_content.every((l) => l.tax_rate === '0.13')).toBe(true);
  });

  it('has a discount question that discounts line 1 by 5 %', () => {
    const [discount] = byType(SUBJECT_TYPE.discount);
    expect(discount.discount ?? DISCOUNT_ANSWER).toEqual({ line: 1, tax: '5' });
    const [first, discountLine, ...rest] = expectedDraft(discount).goods;
    expect(first).toMatchObject({ ...discount.goods_content[0], line_kind: 'discounted' });
    expect(discountLine).toMatchObject({
      fwname: first.fwname,
      tax_rate: first.tax_rate,
      spbm: first.spbm,
      money: toMoney(new Dec(first.money).times(-5).div(100)),
      line_kind: 'discount',
    });
    expect(rest).toEqual(discount.goods_content.slice(1));
  });

  it('has a void question whose wrong invoice is the previous question’s and whose re-issue corrects a quantity or price', () => {
    const [again] = byType(SUBJECT_TYPE.void_reissue);
    const voided = at(again.void_sort ?? again.sort - 1);
    expect(voided.sort).toBeLessThan(again.sort);
    expect(voided.subject_type).toBe(SUBJECT_TYPE.issue);
    expect([again.invoice_type, again.kh_data, again.goods_content]).toEqual([
      voided.invoice_type,
      voided.kh_data,
      voided.goods_content,
    ]);
    const corrected = again.again_goods_content ?? [];
    expect(corrected).not.toEqual(again.goods_content);
    expect(corrected).toHaveLength(again.goods_content.length);
    corrected.forEach((l, i) => {
      const wrong = again.goods_content[i];
      expect({ ...l, goods_num: '', price: '', money: '', tax_amount: '' }).toEqual({
        ...wrong,
        goods_num: '',
        price: '',
        money: '',
        tax_amount: '',
      });
    });
    expect(
      corrected.some(
        (l, i) => l.goods_num !== again.goods_content[i].goods_num || l.price !== again.goods_content[i].price,
      ),
    ).toBe(true);
    expect(again.subject_describe).toContain(issuedNumbers().get(voided.sort)?.num);
  });

  it('has red-letter questions that reverse an earlier, not voided, blue invoice of their own type', () => {
    const issued = issuedNumbers();
    const voidedSorts = byType(SUBJECT_TYPE.void_reissue).map((s) => s.void_sort ?? s.sort - 1);
    const reds = subjects.filter((s) => isRedSubjectType(s.subject_type));
    expect(reds.map((s) => [s.subject_type, s.invoice_type])).toEqual([
      [SUBJECT_TYPE.red_ordinary, 1],
      [SUBJECT_TYPE.red_special, 2],
    ]);
    for (const red of reds) {
      const blue = at(red.blue_sort ?? 0);
      expect(blue.sort).toBeLessThan(red.sort);
      expect(isInvoiceSubjectType(blue.subject_type) && !isRedSubjectType(blue.subject_type)).toBe(true);
      expect(voidedSorts).not.toContain(blue.sort);
      expect(blue.invoice_type).toBe(red.invoice_type);
      expect([red.kh_data, red.goods_content]).toEqual([blue.kh_data, blue.goods_content]);
      const number = issued.get(blue.sort);
      expect(red.red).toMatchObject({ y_invoice_code: number?.code, y_invoice_num: number?.num });
      expect(red.subject_describe).toContain(number?.code);
      expect(red.subject_describe).toContain(number?.num);
      expect(expectedDraft(red).goods).toEqual(negateLines(blue.goods_content));
    }
    const [special] = byType(SUBJECT_TYPE.red_special);
    expect(special.red_apply?.sqfs).toBe(2);
    // the applicant is graded: the stored answer agrees with the question's text (销售方申请)
    expect(special.red?.sqfs).toBe(special.red_apply?.sqfs);
    expect(special.subject_describe).toContain('销售方申请');
    // the device client's information form has no reason field: the text asks for none (issue 15)
    expect(special.subject_describe).not.toMatch(/原因[：:]/);
    const [ordinary] = byType(SUBJECT_TYPE.red_ordinary);
    expect(expectedDraft(ordinary).remark).toBe(
      `对应正数发票代码:${qyxx.pt_fpdm}号码:${issued.get(ordinary.blue_sort ?? 0)?.num}`,
    );
  });

  it('ends with the report question', () => {
    expect(at(17)).toMatchObject({ subject_type: SUBJECT_TYPE.report, invoice_type: 0 });
  });
});
