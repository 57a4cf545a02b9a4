// Steps of the invoicing simulator journey (kaipiao.spec.ts), driven through the UI only. The answers come from the
// seeded demo case (apps/server/src/seed/bwkp-demo-case.ts); the server grades every step and the steps read its
// verdict from the response of the graded call and the toast that shows its message.
import { expect, type Locator, type Page } from '@playwright/test';
import { messages, type TGoodsLine } from '@sxpt/domain';
import { bwkpDemoCase, type TBwkpDemoSubject } from '../../apps/server/src/seed/bwkp-demo-case';
import { expectPath, openPracticeItem } from '../support/session';

export const CASE = bwkpDemoCase;
export const QUESTION_COUNT = CASE.subjects.length;
/** The demo course whose first lesson holds the case. */
export const RESOURCE_NAME = '增值税发票开具实训';

/**
 * Sign `student` in on the home page and reach the simulator through the course's first lesson's 实训练习, then
 * the client's own login (a simulation: the defaults the real client ships with). Ends on the client's desktop.
 */
export async function openSimulator(page: Page, student: string): Promise<void> {
  await openPracticeItem(page, student, RESOURCE_NAME, null, '综合实训');
  await expectPath(page, '/kaipiaoViews/login');
  const login = page.getByTestId('kp-login');
  await login.getByPlaceholder('默认密码：123456').fill('123456');
  await login.getByPlaceholder('默认证书口令：88888888').fill('88888888');
  await page.getByTestId('kp-login-submit').click();
  await expectPath(page, '/kaipiaoViews/index');
  await expect(page.getByTestId('kp-desktop')).toBeVisible();
  await expect(page.getByTestId('kp-question-item')).toHaveCount(QUESTION_COUNT);
}

interface TEnvelope {
  code: number;
  message: string;
  data: { msg?: unknown } | null;
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/shots/e2e-${name}.png` });
}

/** The toast (antd message) that shows `text`. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.ant-message-notice').filter({ hasText: text }).last();
}

/**
 * Run `action`, wait for the graded call `/student/bwkp/<call>` it makes and check its envelope code (200 by default);
 * the server's message (data.msg on success, message on failure) must then show as a toast.
 */
export async function graded(
  page: Page,
  call: string,
  action: () => Promise<unknown>,
  options: { code?: number; action?: string; toast?: boolean } = {},
): Promise<TEnvelope> {
  const wanted = options.code ?? 200;
  const response = page.waitForResponse((candidate) => {
    if (!candidate.url().endsWith(`/student/bwkp/${call}`) || candidate.request().method() !== 'POST') return false;
    if (options.action === undefined) return true;
    return (candidate.request().postDataJSON() as { action?: string } | null)?.action === options.action;
  });
  await action();
  const body = (await (await response).json()) as TEnvelope;
  expect(body.code, `${call}: ${body.message}`).toBe(wanted);
  if (options.toast !== false) {
    const text = wanted === 200 ? body.data?.msg : body.message;
    if (typeof text === 'string' && text !== '') await expect(toast(page, text)).toBeVisible();
  }
  return body;
}

/** The pop-up window `name` (data-testid kp-<name>). */
export function popup(page: Page, name: string): Locator {
  return page.getByTestId(`kp-${name}`);
}

/** The × of a client window's title bar. */
export async function closeWindow(window: Locator): Promise<void> {
  await window.locator(':scope > .kp-window-title > .kp-window-close').click();
  await expect(window).toBeHidden();
}

/** antd buttons put a space between two Chinese characters (确 定): a name pattern that allows it. */
export function spaced(label: string): RegExp {
  return new RegExp([...label].join('\\s*'));
}

/** Choose `title` in an antd Select (the combobox located by its label). */
export async function chooseOption(page: Page, select: Locator, title: string): Promise<void> {
  await select.click();
  const option = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`);
  await option.click();
  await expect(option).toBeHidden();
}

/** A rate as the client shows it: 0.13 → 13%. */
export function rateTitle(rate: string): string {
  return `${Math.round(Number(rate) * 100)}%`;
}

export async function openTab(page: Page, tab: 'xt' | 'fp' | 'bs'): Promise<void> {
  const button = page.getByTestId(`kp-tab-${tab}`);
  await button.click();
  await expect(button).toHaveAttribute('aria-selected', 'true');
}

export async function openNav(page: Page, tab: 'xt' | 'fp' | 'bs', item: string, name = item): Promise<Locator> {
  await openTab(page, tab);
  await page.getByTestId(`kp-nav-${item}`).click();
  const window = popup(page, name);
  await expect(window).toBeVisible();
  return window;
}

export async function expectDone(page: Page, done: number): Promise<void> {
  await expect(page.getByTestId('kp-progress')).toHaveText(`已完成 ${done}/${QUESTION_COUNT}`);
  await expect(page.getByTestId('kp-question-count')).toHaveText(`已完成 ${done}/${QUESTION_COUNT}`);
}

export function subject(sort: number): TBwkpDemoSubject {
  const found = CASE.subjects.find((entry) => entry.sort === sort);
  if (!found) throw new Error(`no question ${sort}`);
  return found;
}

/** The company's own goods name of a line (what the goods-code picker lists). */
function goodsNameOf(line: TGoodsLine): string {
  const row = CASE.goods.find((goods) => goods.code === line.spbm);
  if (!row) throw new Error(`no goods code ${line.spbm}`);
  return row.name;
}

/**
 * The number each invoice question's invoice gets from its roll (the rolls are used in question order; question 9's
 * invoice is voided and question 10 issues the next one).
 */
export function expectedInvoiceNumber(sort: number): { code: string; num: string } {
  const { invoice_type } = subject(sort);
  const roll = CASE.rolls.find((entry) => entry.invoice_type === invoice_type);
  if (!roll) throw new Error(`no roll for question ${sort}`);
  const index = CASE.subjects.filter(
    (entry) => entry.sort < sort && entry.invoice_type === invoice_type && entry.subject_type !== 11,
  ).length;
  return { code: roll.invoice_code, num: String(Number(roll.start_num) + index).padStart(8, '0') };
}

// ---- questions 1–4 ----------------------------------------------------------------------------------------------

export async function setCompany(page: Page): Promise<Locator> {
  const window = await openNav(page, 'xt', 'canshusz');
  const { qyxx } = CASE;
  const fields = ['nsr_sbh', 'nsr_mc', 'business_address', 'phone_number', 'bank_name', 'account', 'supervisor_name'];
  for (const field of fields) {
    await window.getByTestId(`kp-qyxx-${field}`).fill(qyxx[field as keyof typeof qyxx] as string);
  }
  return window;
}

export async function saveCompany(page: Page, window: Locator): Promise<void> {
  await graded(page, 'save_qyxx', () => window.getByTestId('kp-canshusz-save').click());
  await expect(window).toBeHidden();
  await expect(page.getByTestId('kp-company')).toContainText(CASE.qyxx.nsr_mc);
}

export async function enterCustomers(page: Page): Promise<void> {
  const window = await openNav(page, 'xt', 'kehubianma');
  const labels = {
    kh_name: '名称',
    simple_code: '简码',
    tax_num: '税号',
    address_telephone: '地址电话',
    bank_account: '银行账号',
  };
  for (const [index, customer] of CASE.customers.entries()) {
    await window.getByTestId('kp-xt-add').click();
    for (const [field, label] of Object.entries(labels)) {
      const value = customer[field as keyof typeof customer];
      if (value !== '') await window.getByLabel(`第${index + 1}行${label}`, { exact: true }).fill(value);
    }
  }
  await expect(window.getByTestId('kp-xt-status')).toContainText(`共 ${CASE.customers.length} 条`);
  await graded(page, 'save_khbm', () => window.getByTestId('kp-xt-save').click());
  await expect(window.getByTestId('kp-xt-status')).toContainText('第2题已完成');
  await closeWindow(window);
}

export async function enterGoods(page: Page): Promise<Locator> {
  const window = await openNav(page, 'xt', 'spbianma');
  for (const [index, goods] of CASE.goods.entries()) {
    const row = index + 1;
    await window.getByTestId('kp-xt-add').click();
    const picker = popup(page, 'taxcode-picker');
    const search = picker.getByLabel('搜索税收分类编码');
    await search.fill(goods.code);
    await search.press('Enter');
    await picker.getByTestId('kp-taxcode-results').locator('tbody tr').filter({ hasText: goods.code }).dblclick();
    await expect(picker).toBeHidden();
    // the code brings its short name; the company's fields are typed in
    await expect(window.getByLabel(`第${row}行分类简称`, { exact: true })).toHaveText(goods.flqc);
    await window.getByLabel(`第${row}行商品名称`, { exact: true }).fill(goods.name);
    await window.getByLabel(`第${row}行简码`, { exact: true }).fill(goods.simple_code);
    if (goods.brand_model !== '')
      await window.getByLabel(`第${row}行规格型号`, { exact: true }).fill(goods.brand_model);
    await window.getByLabel(`第${row}行计量单位`, { exact: true }).fill(goods.units);
    await chooseOption(page, window.getByLabel(`第${row}行税率`, { exact: true }), rateTitle(goods.tax_rate));
    await chooseOption(
      page,
      window.getByLabel(`第${row}行适用税率`, { exact: true }),
      rateTitle(goods.applicable_tax_rate),
    );
    await chooseOption(page, window.getByLabel(`第${row}行含税价标志`, { exact: true }), goods.tax_mark);
    await expect(window.getByTestId(`kp-xt-preview-${index}`)).toHaveText(`*${goods.flqc}*${goods.name}`);
  }
  return window;
}

export async function saveGoods(page: Page, window: Locator): Promise<void> {
  await graded(page, 'save_goods', () => window.getByTestId('kp-xt-save').click());
  await expect(window.getByTestId('kp-xt-status')).toContainText('第3题已完成');
  await closeWindow(window);
}

async function fillApply(page: Page, window: Locator, answer: (typeof CASE.apply)[number]): Promise<void> {
  // the form starts on the kind still to apply for
  await expect(window.locator('.ant-form-item').filter({ hasText: '发票种类' })).toContainText(
    answer.invoice_zl === 2 ? '增值税专用发票' : '增值税普通发票',
  );
  await expect(window.getByLabel('申领数量', { exact: true })).toHaveValue(String(answer.apply_num));
  await window.getByLabel('申领人', { exact: true }).fill(answer.shenling_slr);
  await chooseOption(page, window.getByRole('combobox', { name: '证件类型' }), answer.shenling_zjlx);
  await window.getByLabel('证件号码', { exact: true }).fill(answer.shenling_zjh);
  await window.getByLabel('申领说明', { exact: true }).fill(answer.shenling_shuoming);
  if (answer.apply_result === 2) {
    await window.getByText('快递', { exact: true }).click();
    await window.getByLabel('收件人', { exact: true }).fill(answer.shenling_shoujianren);
    await window.getByLabel('收件地址电话', { exact: true }).fill(answer.shenling_dztel);
  }
}

export async function applyAndReadRolls(page: Page): Promise<void> {
  const list = await openNav(page, 'fp', 'shenling');
  await list.getByRole('button', { name: spaced('申领') }).click();
  const [ordinary, special] = [1, 2].map((kind) => {
    const answer = CASE.apply.find((entry) => entry.invoice_zl === kind);
    if (!answer) throw new Error(`no apply answer of kind ${kind}`);
    return answer;
  });

  let form = popup(page, 'shenlingBd');
  await fillApply(page, form, ordinary);
  await graded(page, 'add_fpsl', () => form.getByTestId('kp-apply-submit').click());
  let notice = popup(page, 'shenlingSm');
  await expect(notice).toContainText('增值税普通发票');
  await notice.getByRole('button', { name: /继续申领增值税专用发票/ }).click();

  form = popup(page, 'shenlingBd');
  await fillApply(page, form, special);
  await graded(page, 'add_fpsl', () => form.getByTestId('kp-apply-submit').click());
  notice = popup(page, 'shenlingSm');
  await expect(notice).toContainText('普通发票和专用发票均已申领');
  await notice.getByRole('button', { name: /发票读入/ }).click();

  const read = popup(page, 'duru');
  await expect(read).toContainText('是否读入新的发票卷');
  await graded(page, 'invoice_read', () => read.getByRole('button', { name: /是\(Y\)/ }).click());
  const result = popup(page, 'duruInvoice');
  for (const roll of CASE.rolls) {
    await expect(
      result.getByRole('row', { name: new RegExp(`${roll.invoice_code}.*${roll.start_num}`) }),
    ).toBeVisible();
  }
  await expect(result).toContainText('99999.99');
  await shot(page, '04-read-in');
  await result.getByRole('button', { name: spaced('确定') }).click();
  await expect(result).toBeHidden();
  await expect(list.locator('.ant-table-row')).toHaveCount(2);
  await closeWindow(list);
}

// ---- invoices ---------------------------------------------------------------------------------------------------

/** 发票填开: choose the kind, confirm (fptk_check), and the issue form opens on the expected number. */
export async function openIssueForm(page: Page, sort: number): Promise<Locator> {
  const { invoice_type } = subject(sort);
  const kind = invoice_type === 2 ? '增值税专用发票' : '增值税普通发票';
  const chooser = await openNav(page, 'fp', 'tiankai');
  await chooser.getByRole('radio', { name: kind }).check();
  const expected = expectedInvoiceNumber(sort);
  await expect(chooser.getByTestId('kp-tiankai-number')).toContainText(expected.num);
  await graded(page, 'fptk_check', () => chooser.getByRole('button', { name: spaced('确认') }).click());
  const form = popup(page, 'fptk');
  await expect(form.getByTestId('kp-fptk-title')).toHaveText(kind);
  await expect(form.getByTestId('kp-fptk-code')).toHaveText(expected.code);
  await expect(form.getByTestId('kp-fptk-num')).toHaveText(expected.num);
  return form;
}

export async function pickCustomer(page: Page, form: Locator, name: string): Promise<void> {
  await form.getByRole('button', { name: '选择客户', exact: true }).click();
  const picker = popup(page, 'kehubianma');
  await picker
    .locator('tbody tr')
    .filter({ has: page.getByText(name, { exact: true }) })
    .dblclick();
  await expect(picker).toBeHidden();
  await expect(form.getByLabel('购买方名称', { exact: true })).toHaveValue(name);
}

/**
 * Fill goods row `row` (0-based) of the issue form or the goods list: pick the goods code, type quantity and price;
 * the form works out money and tax. `prefix` is the list's label prefix (清单).
 */
export async function fillLine(
  page: Page,
  scope: Locator,
  row: number,
  line: TGoodsLine,
  prefix = '',
  quantity = line.goods_num,
): Promise<void> {
  const n = row + 1;
  await scope.getByRole('button', { name: `选择商品编码 ${n}`, exact: true }).click();
  const picker = popup(page, 'spbianma');
  await picker
    .locator('tbody tr')
    .filter({ has: page.getByText(goodsNameOf(line), { exact: true }) })
    .dblclick();
  await expect(picker).toBeHidden();
  await expect(scope.getByLabel(`${prefix}货物或应税劳务、服务名称 ${n}`, { exact: true })).toHaveValue(line.fwname);
  await expect(scope.getByLabel(`${prefix}规格型号 ${n}`, { exact: true })).toHaveValue(line.ggxh);
  await expect(scope.getByLabel(`${prefix}单位 ${n}`, { exact: true })).toHaveValue(line.company);
  await scope.getByLabel(`${prefix}数量 ${n}`, { exact: true }).fill(quantity);
  await scope.getByLabel(`${prefix}单价 ${n}`, { exact: true }).fill(line.price);
  if (quantity === line.goods_num) {
    await expect(scope.getByLabel(`${prefix}金额 ${n}`, { exact: true })).toHaveValue(line.money);
    await expect(scope.getByLabel(`${prefix}税额 ${n}`, { exact: true })).toHaveText(line.tax_amount);
  }
}

export async function fillLines(page: Page, form: Locator, lines: readonly TGoodsLine[]): Promise<void> {
  for (const [row, line] of lines.entries()) {
    if (row > 0) await form.getByRole('button', { name: '增行', exact: true }).click();
    await fillLine(page, form, row, line);
  }
}

export async function saveInvoice(page: Page, form: Locator): Promise<void> {
  await graded(page, 'save_fp', () => form.getByRole('button', { name: '保存', exact: true }).click());
  await expect(form).toBeHidden();
}

/** A blue invoice of question `sort`: buyer and lines from the question. */
export async function issueInvoice(page: Page, sort: number, lines?: readonly TGoodsLine[]): Promise<void> {
  const question = subject(sort);
  const form = await openIssueForm(page, sort);
  await pickCustomer(page, form, question.kh_data.kh_name);
  await fillLines(page, form, lines ?? question.goods_content);
  // the client runs on the question's business date (issue 15): 开票日期 and 系统日期 are the story's, not today's
  const [year, month, day] = (question.business_date ?? '').split('-');
  await expect(form.getByTestId('kp-fptk-date')).toHaveText(`${year}年${month}月${day}日`);
  await expect(page.getByTestId('kp-system-date')).toHaveText(`系统日期：${question.business_date}`);
  const parts = question.remark_parts ?? [];
  if (parts.length > 0) {
    const remark = form.getByLabel('备注', { exact: true });
    if (sort === 9) {
      // 建筑服务 without its remark is a wrong answer: the remark is highlighted
      const refused = await graded(
        page,
        'save_fp',
        () => form.getByRole('button', { name: '保存', exact: true }).click(),
        { code: 400 },
      );
      expect(refused.message).toBe(messages.wrongAnswer);
      await expect(remark).toHaveClass(/kp-wrong/);
      await remark.click();
    }
    await remark.fill(`建筑服务发生地：${parts[0]}；项目名称：${parts.slice(1).join('')}`);
  }
  if (sort === 6) await shot(page, '06-special-invoice');
  await saveInvoice(page, form);
}

/** Question 10: void question 9's invoice (已开发票作废), then issue it again with the accepted quantity. */
export async function voidAndReissue(page: Page, sort: number): Promise<void> {
  const question = subject(sort);
  const voided = expectedInvoiceNumber(question.void_sort ?? sort - 1);
  const list = await openNav(page, 'fp', 'zuofei');
  const row = list.locator('.ant-table-row').filter({ hasText: voided.num });
  await row.click();
  await expect(row).toHaveClass(/kp-row-selected/);
  await list.getByRole('button', { name: spaced('作废') }).click();
  const confirm = popup(page, 'zuofei-confirm');
  await expect(confirm).toContainText(voided.num);
  await graded(page, 'zf_fp', () => confirm.getByRole('button', { name: spaced('确定') }).click());
  await expect(confirm).toBeHidden();
  await expect(row).toHaveClass(/kp-row-void/);
  await closeWindow(list);
  await issueInvoice(page, sort, question.again_goods_content);
}

/** Question 12: 负数 on the ordinary form asks for the blue invoice (hongziHx), then the red form is saved. */
export async function redOrdinary(page: Page, sort: number): Promise<void> {
  const question = subject(sort);
  const blue = expectedInvoiceNumber(question.blue_sort ?? 0);
  expect(blue).toEqual({ code: question.red?.y_invoice_code, num: question.red?.y_invoice_num });
  let form = await openIssueForm(page, sort);
  await form.getByRole('button', { name: '负数', exact: true }).click();
  const check = popup(page, 'hongziHx');
  await check.locator('#kp-hx-fpdm').fill(blue.code);
  await check.locator('#kp-hx-fphm').fill(blue.num);
  await graded(page, 'hongzi_hx', () => check.getByRole('button', { name: spaced('确定') }).click());
  await expect(check).toBeHidden();
  form = popup(page, 'fptk');
  await expectRedForm(form, question, new RegExp(`${blue.code}.*${blue.num}`));
  await saveInvoice(page, form);
}

/** The red form as the server filled it: the blue invoice's buyer and its lines negated, read-only; its remark. */
async function expectRedForm(form: Locator, question: TBwkpDemoSubject, remark: RegExp): Promise<void> {
  await expect(form.locator('.kp-window-caption')).toContainText('销项负数');
  await expect(form.getByLabel('购买方名称', { exact: true })).toHaveValue(question.kh_data.kh_name);
  for (const [row, line] of question.goods_content.entries()) {
    await expect(form.getByLabel(`货物或应税劳务、服务名称 ${row + 1}`, { exact: true })).toHaveValue(line.fwname);
    await expect(form.getByLabel(`金额 ${row + 1}`, { exact: true })).toHaveValue(`-${line.money}`);
  }
  await expect(form.getByLabel('备注', { exact: true })).toHaveValue(remark);
}

/**
 * Question 14: the information form (hztk → hzyl → hzxxb saved and uploaded → hzxz downloaded), then the special
 * form's 负数: 手工开具 is refused, 导入开具 imports the downloaded form (hongziDr) and the red invoice is saved.
 */
export async function redSpecial(page: Page, sort: number): Promise<void> {
  const question = subject(sort);
  const blue = expectedInvoiceNumber(question.blue_sort ?? 0);
  expect(blue).toEqual({ code: question.red?.y_invoice_code, num: question.red?.y_invoice_num });

  const apply = await openNav(page, 'fp', 'hztk');
  await apply.getByText(question.red_apply?.sqfs === 1 ? '购买方申请' : '销售方申请', { exact: true }).click();
  await apply.locator('#kp-hztk-fpdm').fill(blue.code);
  await apply.locator('#kp-hztk-fphm').fill(blue.num);
  await graded(page, 'hztk', () => apply.getByRole('button', { name: spaced('确定') }).click());
  await expect(apply).toBeHidden();

  const preview = popup(page, 'hzyl');
  await expect(preview).toContainText(question.kh_data.kh_name);
  await graded(page, 'hzyl', () => preview.getByRole('button', { name: spaced('确认') }).click());
  await expect(preview).toBeHidden();

  const sheet = popup(page, 'hzxxb');
  await graded(page, 'hzxxb', () => sheet.getByRole('button', { name: spaced('保存') }).click(), { action: 'save' });
  await graded(page, 'hzxxb', () => sheet.getByRole('button', { name: spaced('上传') }).click(), {
    action: 'upload',
  });
  await expect(toast(page, '审核通过！')).toBeVisible();
  await shot(page, '14-info-form');
  await sheet.getByRole('button', { name: spaced('退出') }).click();
  await expect(sheet).toBeHidden();

  const download = await openNav(page, 'fp', 'hzxz');
  await graded(page, 'hzxz', () => download.getByRole('button', { name: spaced('下载') }).click());
  await expect(toast(page, '下载成功！')).toBeVisible();
  await expect(download.getByTestId('kp-hzxz-files')).toContainText('红字信息表_');
  await closeWindow(download);

  let form = await openIssueForm(page, sort);
  const negative = form.getByRole('button', { name: '负数', exact: true });
  await negative.click();
  await form.getByRole('menuitem', { name: '手工开具' }).click();
  await expect(toast(page, messages.redLetterImportOnly)).toBeVisible();
  await negative.click();
  await form.getByRole('menuitem', { name: '导入开具' }).click();
  const chooser = popup(page, 'hongziDr');
  await chooser.getByTestId('kp-red-file').first().dblclick();
  await expect(chooser).toBeHidden();
  form = popup(page, 'fptk');
  await expect(form.getByTestId('kp-fptk-title')).toHaveText('增值税专用发票');
  // a red special invoice's remark names the information form (its 16-digit number)
  await expectRedForm(form, question, /信息表编号\d{16}/);
  await shot(page, '14-red-special');
  await saveInvoice(page, form);
}

/** Question 15: the 12 lines go to the goods list (清单); the invoice shows the single line 详情见清单. */
export async function listInvoice(page: Page, sort: number): Promise<void> {
  const question = subject(sort);
  const form = await openIssueForm(page, sort);
  await pickCustomer(page, form, question.kh_data.kh_name);
  await form.getByRole('button', { name: '清单', exact: true }).click();
  const list = popup(page, 'qingdan');
  await expect(list).toContainText(question.kh_data.kh_name);
  for (const [row, line] of question.goods_content.entries()) {
    if (row > 0) await list.getByRole('button', { name: spaced('增行') }).click();
    await fillLine(page, list, row, line, '清单');
  }
  await shot(page, '15-goods-list');
  await list.getByRole('button', { name: spaced('保存') }).click();
  await expect(list).toBeHidden();
  await expect(form.getByLabel('货物或应税劳务、服务名称 1', { exact: true })).toHaveValue('详情见清单');
  await expect(form.getByLabel('税率 1', { exact: true })).toHaveText('13%');
  await saveInvoice(page, form);
}

/** Question 16: two lines, then a 5 % discount on line 1 (折扣); the discount line follows line 1. */
export async function discountInvoice(page: Page, sort: number): Promise<void> {
  const question = subject(sort);
  const form = await openIssueForm(page, sort);
  await pickCustomer(page, form, question.kh_data.kh_name);
  await fillLines(page, form, question.goods_content);
  await form.getByLabel('货物或应税劳务、服务名称 1', { exact: true }).click();
  await form.getByRole('button', { name: '折扣', exact: true }).click();
  const discount = popup(page, 'zhekou');
  await discount.getByLabel('折扣行号').fill('1');
  await discount.getByLabel('折扣率(%)').fill('5');
  await expect(discount.getByTestId('kp-zhekou-name')).toHaveText(question.goods_content[0].fwname);
  await discount.getByRole('button', { name: spaced('确定') }).click();
  await expect(discount).toBeHidden();
  // the discount line (negative, same name) right after line 1; line 2 moves down
  await expect(form.getByLabel('货物或应税劳务、服务名称 2', { exact: true })).toHaveValue(
    question.goods_content[0].fwname,
  );
  await expect(form.getByLabel('金额 2', { exact: true })).toHaveValue(/^-/);
  await expect(form.getByLabel('货物或应税劳务、服务名称 3', { exact: true })).toHaveValue(
    question.goods_content[1].fwname,
  );
  await shot(page, '16-discount');
  await saveInvoice(page, form);
}

/** Question 17: 抄报汇总 — 发票同步, then 汇总上报. */
export async function report(page: Page): Promise<void> {
  const window = await openNav(page, 'bs', 'chaobao');
  // on 1 July (the question's business date) the report is June's: the story's calendar, not today's
  const [year, month] = (subject(17).business_date ?? '').split('-').map(Number);
  await expect(window).toContainText(`${year}年${month - 1}月`);
  await graded(page, 'chaobao', () => window.getByRole('button', { name: /发票同步/ }).click(), { action: 'sync' });
  await graded(page, 'chaobao', () => window.getByRole('button', { name: /汇总上报/ }).click(), {
    action: 'report',
  });
  await expect(window).toContainText('已上报');
  await shot(page, '17-report');
  await window
    .locator('.kp-window-footer')
    .getByRole('button', { name: spaced('关闭') })
    .click();
  await expect(window).toBeHidden();
}
