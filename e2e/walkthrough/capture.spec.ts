// The walkthrough capture (make-walkthroughs.sh, issue 15 §3): a demo student works the seeded invoicing case's 17
// questions through the simulator's UI with the model answers, and at each step that bwkpWalkthroughs
// (apps/server/src/seed/bwkp-walkthroughs.ts) lists, a 1280×720 screenshot is saved in the work folder
// (WALKTHROUGH_DIR, default .tmp/walkthrough/shots) with its caption and narration in shots.tsv. Every listed step
// must be shot and every shot must be listed, so the data and this journey cannot drift apart silently.
// Not part of the e2e suite: run it with make-walkthroughs.sh (or npx playwright test -c e2e/walkthrough).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { messages, type TGoodsLine } from '@sxpt/domain';
import { bwkpWalkthroughs } from '../../apps/server/src/seed/bwkp-walkthroughs';
import {
  CASE,
  chooseOption,
  closeWindow,
  expectDone,
  expectedInvoiceNumber,
  graded,
  openIssueForm,
  openNav,
  openSimulator,
  pickCustomer,
  popup,
  rateTitle,
  saveCompany,
  saveGoods,
  setCompany,
  spaced,
  subject,
  toast,
} from '../specs/kaipiao-steps';

const STUDENT = 'student29';
const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = process.env.WALKTHROUGH_DIR ?? path.join(ROOT, '.tmp', 'walkthrough', 'shots');
/** WALKTHROUGH_EXPLORE=1: shoot every step the journey has, listed or not (to write the data from) */
const EXPLORE = process.env.WALKTHROUGH_EXPLORE === '1';

const taken = new Map<string, string>();

function fileOf(sort: number, key: string): string {
  return `q${String(sort).padStart(2, '0')}-${key}.png`;
}

/** The screen of step `key` of question `sort`, once its animations (pop-ups, toasts, select lists) have ended. */
async function snap(page: Page, sort: number, key: string): Promise<void> {
  const listed = bwkpWalkthroughs.find((entry) => entry.sort === sort)?.steps.some((step) => step.shot === key);
  if (!listed && !EXPLORE) throw new Error(`question ${sort}: step ${key} is not in bwkpWalkthroughs`);
  await page.mouse.move(4, 716); // no hover highlight on the buttons just clicked
  await page.waitForTimeout(150);
  // finite animations only (a spinner or a pulsing status never ends); a screen still moving after 3 s is shot as is
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(150);
  const file = fileOf(sort, key);
  await page.screenshot({ path: path.join(OUT, file) });
  taken.set(`${sort}:${key}`, file);
}

/** Wait until no toast is left on the screen (a question's first shot starts clean). */
async function noToasts(page: Page): Promise<void> {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
}

/** Show question `sort` in the question window (the current one after the previous question is done). */
async function showQuestion(page: Page, sort: number): Promise<void> {
  const item = page.getByTestId('kp-question-item').nth(sort - 1);
  await item.scrollIntoViewIfNeeded();
  await item.click();
  await expect(page.getByTestId('kp-question-window')).toContainText(subject(sort).title);
}

/** The company's own goods name of a line (what the goods-code picker lists). */
function goodsNameOf(line: TGoodsLine): string {
  const row = CASE.goods.find((goods) => goods.code === line.spbm);
  if (!row) throw new Error(`no goods code ${line.spbm}`);
  return row.name;
}

/** fillLine of kaipiao-steps with a hook while the goods-code picker is open. */
async function fillLine(
  page: Page,
  scope: Locator,
  row: number,
  line: TGoodsLine,
  options: { prefix?: string; onPicker?: () => Promise<void> } = {},
): Promise<void> {
  const prefix = options.prefix ?? '';
  const n = row + 1;
  await scope.getByRole('button', { name: `选择商品编码 ${n}`, exact: true }).click();
  const picker = popup(page, 'spbianma');
  const choice = picker.locator('tbody tr').filter({ has: page.getByText(goodsNameOf(line), { exact: true }) });
  await expect(choice).toBeVisible();
  if (options.onPicker) {
    await choice.click();
    await options.onPicker();
  }
  await choice.dblclick();
  await expect(picker).toBeHidden();
  await expect(scope.getByLabel(`${prefix}货物或应税劳务、服务名称 ${n}`, { exact: true })).toHaveValue(line.fwname);
  await scope.getByLabel(`${prefix}数量 ${n}`, { exact: true }).fill(line.goods_num);
  await scope.getByLabel(`${prefix}单价 ${n}`, { exact: true }).fill(line.price);
  await expect(scope.getByLabel(`${prefix}金额 ${n}`, { exact: true })).toHaveValue(line.money);
  await expect(scope.getByLabel(`${prefix}税额 ${n}`, { exact: true })).toHaveText(line.tax_amount);
}

async function fillLines(
  page: Page,
  form: Locator,
  lines: readonly TGoodsLine[],
  onPicker?: () => Promise<void>,
): Promise<void> {
  for (const [row, line] of lines.entries()) {
    if (row > 0) await form.getByRole('button', { name: '增行', exact: true }).click();
    await fillLine(page, form, row, line, { onPicker: row === 0 ? onPicker : undefined });
  }
}

/** 发票填开's chooser with the question's kind chosen (shot), then the issue form. */
async function openForm(page: Page, sort: number, shot?: string): Promise<Locator> {
  if (shot === undefined) return openIssueForm(page, sort);
  const { invoice_type } = subject(sort);
  const chooser = await openNav(page, 'fp', 'tiankai');
  await chooser.getByRole('radio', { name: invoice_type === 2 ? '增值税专用发票' : '增值税普通发票' }).check();
  await expect(chooser.getByTestId('kp-tiankai-number')).toContainText(expectedInvoiceNumber(sort).num);
  await snap(page, sort, shot);
  await closeWindow(chooser);
  return openIssueForm(page, sort);
}

/** Save the issue form: the graded call, its toast; the form closes. */
async function saveInvoice(page: Page, form: Locator, sort: number, shot: string): Promise<void> {
  await graded(page, 'save_fp', () => form.getByRole('button', { name: '保存', exact: true }).click());
  await expect(form).toBeHidden();
  await snap(page, sort, shot);
}

/** The 建筑服务 remark of questions 9 and 10, as kaipiao-steps types it. */
function installRemark(sort: number): string {
  const parts = subject(sort).remark_parts ?? [];
  return `建筑服务发生地：${parts[0]}；项目名称：${parts.slice(1).join('')}`;
}

/** A blue invoice: chooser, buyer and lines (with the remark if the question has one), saved. */
async function plainInvoice(
  page: Page,
  sort: number,
  shots: { choose?: string; goods?: string; form: string; saved: string },
): Promise<void> {
  const question = subject(sort);
  const form = await openForm(page, sort, shots.choose);
  await pickCustomer(page, form, question.kh_data.kh_name);
  const { goods } = shots;
  await fillLines(page, form, question.goods_content, goods ? () => snap(page, sort, goods) : undefined);
  await snap(page, sort, shots.form);
  await saveInvoice(page, form, sort, shots.saved);
}

test('walkthrough screens of the 17 questions', async ({ browser }) => {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const context = await browser.newContext();
  const page = await context.newPage();

  // sign in and reach the client through the course's first lesson's 实训练习
  await openSimulator(page, STUDENT);
  await expectDone(page, 0);

  // 1 参数设置
  await showQuestion(page, 1);
  await snap(page, 1, 'question');
  const company = await setCompany(page);
  await snap(page, 1, 'form');
  await saveCompany(page, company);
  await snap(page, 1, 'saved');
  await expectDone(page, 1);

  // 2 客户编码
  {
    await noToasts(page);
    await showQuestion(page, 2);
    await snap(page, 2, 'question');
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
    await snap(page, 2, 'list');
    await graded(page, 'save_khbm', () => window.getByTestId('kp-xt-save').click());
    await expect(window.getByTestId('kp-xt-status')).toContainText('第2题已完成');
    await snap(page, 2, 'saved');
    await closeWindow(window);
    await expectDone(page, 2);
  }

  // 3 商品编码: the first row step by step (the picker, the short name it brings), then all rows
  {
    await noToasts(page);
    await showQuestion(page, 3);
    await snap(page, 3, 'question');
    const window = await openNav(page, 'xt', 'spbianma');
    for (const [index, goods] of CASE.goods.entries()) {
      const row = index + 1;
      await window.getByTestId('kp-xt-add').click();
      const picker = popup(page, 'taxcode-picker');
      const search = picker.getByLabel('搜索税收分类编码');
      await search.fill(goods.code);
      await search.press('Enter');
      const result = picker.getByTestId('kp-taxcode-results').locator('tbody tr').filter({ hasText: goods.code });
      await expect(result).toBeVisible();
      if (index === 0) await snap(page, 3, 'picker');
      await result.dblclick();
      await expect(picker).toBeHidden();
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
      if (index === 0) await snap(page, 3, 'row');
    }
    // the whole list: the tree's 全部商品 (the last category added is selected)
    await window
      .getByTestId('kp-spbianma-tree')
      .locator('.ant-tree-title')
      .filter({ hasText: /^全部商品/ })
      .click();
    await expect(window.getByTestId(`kp-xt-preview-${CASE.goods.length - 1}`)).toBeVisible();
    await snap(page, 3, 'rows');
    await saveGoods(page, window);
    await snap(page, 3, 'saved');
    await expectDone(page, 3);
  }

  // 4 申领 (普通 自取, 专用 邮寄) and 读入
  {
    await noToasts(page);
    await showQuestion(page, 4);
    await snap(page, 4, 'question');
    const list = await openNav(page, 'fp', 'shenling');
    await list.getByRole('button', { name: spaced('申领') }).click();
    const answers = [1, 2].map((kind) => {
      const answer = CASE.apply.find((entry) => entry.invoice_zl === kind);
      if (!answer) throw new Error(`no apply answer of kind ${kind}`);
      return answer;
    });
    for (const answer of answers) {
      const form = popup(page, 'shenlingBd');
      await expect(field(form, '申领数量')).toHaveValue(String(answer.apply_num));
      await field(form, '申领人').fill(answer.shenling_slr);
      await chooseOption(page, form.getByRole('combobox', { name: '证件类型' }), answer.shenling_zjlx);
      await field(form, '证件号码').fill(answer.shenling_zjh);
      await field(form, '申领说明').fill(answer.shenling_shuoming);
      if (answer.apply_result === 2) {
        await form.getByText('快递', { exact: true }).click();
        await field(form, '收件人').fill(answer.shenling_shoujianren);
        await field(form, '收件地址电话').fill(answer.shenling_dztel);
      }
      await snap(page, 4, answer.invoice_zl === 1 ? 'apply-ordinary' : 'apply-special');
      await graded(page, 'add_fpsl', () => form.getByTestId('kp-apply-submit').click());
      const notice = popup(page, 'shenlingSm');
      if (answer.invoice_zl === 1) {
        await notice.getByRole('button', { name: /继续申领增值税专用发票/ }).click();
      } else {
        await expect(notice).toContainText('普通发票和专用发票均已申领');
        await snap(page, 4, 'applied');
        await notice.getByRole('button', { name: /发票读入/ }).click();
      }
    }
    const read = popup(page, 'duru');
    await expect(read).toContainText('是否读入新的发票卷');
    await graded(page, 'invoice_read', () => read.getByRole('button', { name: /是\(Y\)/ }).click());
    const result = popup(page, 'duruInvoice');
    for (const roll of CASE.rolls) {
      await expect(
        result.getByRole('row', { name: new RegExp(`${roll.invoice_code}.*${roll.start_num}`) }),
      ).toBeVisible();
    }
    await snap(page, 4, 'read');
    await result.getByRole('button', { name: spaced('确定') }).click();
    await expect(result).toBeHidden();
    await expect(list.locator('.ant-table-row')).toHaveCount(2);
    await closeWindow(list);
    await expectDone(page, 4);
  }

  // 5–8: blue invoices (5 and 6 show the chooser, 5 the goods-code picker)
  for (const sort of [5, 6, 7, 8]) {
    await noToasts(page);
    await showQuestion(page, sort);
    await snap(page, sort, 'question');
    await plainInvoice(page, sort, {
      choose: sort <= 6 ? 'choose' : undefined,
      goods: sort === 5 ? 'goods' : undefined,
      form: 'form',
      saved: 'saved',
    });
    await expectDone(page, sort);
  }

  // 9: 建筑服务 — saved without the remark it is refused and the remark highlighted; with it, saved
  {
    const sort = 9;
    const question = subject(sort);
    await noToasts(page);
    await showQuestion(page, sort);
    await snap(page, sort, 'question');
    const form = await openIssueForm(page, sort);
    await pickCustomer(page, form, question.kh_data.kh_name);
    await fillLines(page, form, question.goods_content);
    const remark = form.getByLabel('备注', { exact: true });
    const refused = await graded(
      page,
      'save_fp',
      () => form.getByRole('button', { name: '保存', exact: true }).click(),
      {
        code: 400,
      },
    );
    expect(refused.message).toBe(messages.wrongAnswer);
    await expect(remark).toHaveClass(/kp-wrong/);
    await snap(page, sort, 'refused');
    await remark.click();
    await remark.fill(installRemark(sort));
    await snap(page, sort, 'remark');
    await saveInvoice(page, form, sort, 'saved');
    await expectDone(page, sort);
  }

  // 10: void question 9's invoice (same month), then reissue with the accepted quantity
  {
    const sort = 10;
    const question = subject(sort);
    await noToasts(page);
    await showQuestion(page, sort);
    await snap(page, sort, 'question');
    const voided = expectedInvoiceNumber(question.void_sort ?? sort - 1);
    const list = await openNav(page, 'fp', 'zuofei');
    const row = list.locator('.ant-table-row').filter({ hasText: voided.num });
    await row.click();
    await expect(row).toHaveClass(/kp-row-selected/);
    await snap(page, sort, 'select');
    await list.getByRole('button', { name: spaced('作废') }).click();
    const confirm = popup(page, 'zuofei-confirm');
    await expect(confirm).toContainText(voided.num);
    await snap(page, sort, 'confirm');
    await graded(page, 'zf_fp', () => confirm.getByRole('button', { name: spaced('确定') }).click());
    await expect(confirm).toBeHidden();
    await expect(row).toHaveClass(/kp-row-void/);
    await snap(page, sort, 'voided');
    await closeWindow(list);
    const form = await openIssueForm(page, sort);
    await pickCustomer(page, form, question.kh_data.kh_name);
    await fillLines(page, form, question.again_goods_content ?? []);
    await form.getByLabel('备注', { exact: true }).fill(installRemark(sort));
    await snap(page, sort, 'form');
    await saveInvoice(page, form, sort, 'saved');
    await expectDone(page, sort);
  }
  await noToasts(page);
  await showQuestion(page, 11);
  await snap(page, 11, 'question');
  await plainInvoice(page, 11, { form: 'form', saved: 'saved' });
  await expectDone(page, 11);

  // 12: red ordinary invoice against question 5's (across the month: no void)
  {
    const sort = 12;
    const question = subject(sort);
    await noToasts(page);
    await showQuestion(page, sort);
    await snap(page, sort, 'question');
    const blue = expectedInvoiceNumber(question.blue_sort ?? 0);
    let form = await openIssueForm(page, sort);
    await form.getByRole('button', { name: '负数', exact: true }).click();
    const check = popup(page, 'hongziHx');
    await check.locator('#kp-hx-fpdm').fill(blue.code);
    await check.locator('#kp-hx-fphm').fill(blue.num);
    await snap(page, sort, 'blue');
    await graded(page, 'hongzi_hx', () => check.getByRole('button', { name: spaced('确定') }).click());
    await expect(check).toBeHidden();
    form = popup(page, 'fptk');
    await expect(form.locator('.kp-window-caption')).toContainText('销项负数');
    await expect(form.getByLabel('备注', { exact: true })).toHaveValue(new RegExp(`${blue.code}.*${blue.num}`));
    await snap(page, sort, 'form');
    await saveInvoice(page, form, sort, 'saved');
    await expectDone(page, sort);
  }
  await noToasts(page);
  await showQuestion(page, 13);
  await snap(page, 13, 'question');
  await plainInvoice(page, 13, { form: 'form', saved: 'saved' });
  await expectDone(page, 13);

  // 14: red special invoice through the information form
  {
    const sort = 14;
    const question = subject(sort);
    await noToasts(page);
    await showQuestion(page, sort);
    await snap(page, sort, 'question');
    const blue = expectedInvoiceNumber(question.blue_sort ?? 0);
    const apply = await openNav(page, 'fp', 'hztk');
    await apply.getByText(question.red_apply?.sqfs === 1 ? '购买方申请' : '销售方申请', { exact: true }).click();
    await apply.locator('#kp-hztk-fpdm').fill(blue.code);
    await apply.locator('#kp-hztk-fphm').fill(blue.num);
    await snap(page, sort, 'apply');
    await graded(page, 'hztk', () => apply.getByRole('button', { name: spaced('确定') }).click());
    await expect(apply).toBeHidden();
    const preview = popup(page, 'hzyl');
    await expect(preview).toContainText(question.kh_data.kh_name);
    await graded(page, 'hzyl', () => preview.getByRole('button', { name: spaced('确认') }).click());
    await expect(preview).toBeHidden();
    const sheet = popup(page, 'hzxxb');
    await noToasts(page);
    await graded(page, 'hzxxb', () => sheet.getByRole('button', { name: spaced('保存') }).click(), { action: 'save' });
    await graded(page, 'hzxxb', () => sheet.getByRole('button', { name: spaced('上传') }).click(), {
      action: 'upload',
    });
    await expect(toast(page, '审核通过！')).toBeVisible();
    await snap(page, sort, 'uploaded');
    await sheet.getByRole('button', { name: spaced('退出') }).click();
    await expect(sheet).toBeHidden();
    const download = await openNav(page, 'fp', 'hzxz');
    await graded(page, 'hzxz', () => download.getByRole('button', { name: spaced('下载') }).click());
    await expect(download.getByTestId('kp-hzxz-files')).toContainText('红字信息表_');
    await snap(page, sort, 'download');
    await closeWindow(download);
    {
      let form = await openIssueForm(page, sort);
      const negative = form.getByRole('button', { name: '负数', exact: true });
      await negative.click();
      await form.getByRole('menuitem', { name: '手工开具' }).click();
      await expect(toast(page, messages.redLetterImportOnly)).toBeVisible();
      await snap(page, sort, 'manual');
      await negative.click();
      await form.getByRole('menuitem', { name: '导入开具' }).click();
      const chooser = popup(page, 'hongziDr');
      await expect(chooser.getByTestId('kp-red-file').first()).toBeVisible();
      await snap(page, sort, 'import');
      await chooser.getByTestId('kp-red-file').first().dblclick();
      await expect(chooser).toBeHidden();
      form = popup(page, 'fptk');
      await expect(form.getByLabel('备注', { exact: true })).toHaveValue(/信息表编号\d{16}/);
      await snap(page, sort, 'form');
      await saveInvoice(page, form, sort, 'saved');
    }
    await expectDone(page, sort);
  }

  // 15: more than 8 lines: the goods list (清单)
  {
    const sort = 15;
    const question = subject(sort);
    await noToasts(page);
    await showQuestion(page, sort);
    await snap(page, sort, 'question');
    const form = await openIssueForm(page, sort);
    await pickCustomer(page, form, question.kh_data.kh_name);
    await form.getByRole('button', { name: '清单', exact: true }).click();
    const list = popup(page, 'qingdan');
    for (const [row, line] of question.goods_content.entries()) {
      if (row > 0) await list.getByRole('button', { name: spaced('增行') }).click();
      await fillLine(page, list, row, line, { prefix: '清单' });
    }
    await snap(page, sort, 'list');
    await list.getByRole('button', { name: spaced('保存') }).click();
    await expect(list).toBeHidden();
    await expect(form.getByLabel('货物或应税劳务、服务名称 1', { exact: true })).toHaveValue('详情见清单');
    await snap(page, sort, 'form');
    await saveInvoice(page, form, sort, 'saved');
    await expectDone(page, sort);
  }

  // 16: a 5 % discount on line 1: the discount line right after it
  {
    const sort = 16;
    const question = subject(sort);
    await noToasts(page);
    await showQuestion(page, sort);
    await snap(page, sort, 'question');
    const form = await openIssueForm(page, sort);
    await pickCustomer(page, form, question.kh_data.kh_name);
    await fillLines(page, form, question.goods_content);
    await snap(page, sort, 'lines');
    await form.getByLabel('货物或应税劳务、服务名称 1', { exact: true }).click();
    await form.getByRole('button', { name: '折扣', exact: true }).click();
    const discount = popup(page, 'zhekou');
    await discount.getByLabel('折扣行号').fill('1');
    await discount.getByLabel('折扣率(%)').fill('5');
    await expect(discount.getByTestId('kp-zhekou-name')).toHaveText(question.goods_content[0].fwname);
    await snap(page, sort, 'discount');
    await discount.getByRole('button', { name: spaced('确定') }).click();
    await expect(discount).toBeHidden();
    await expect(form.getByLabel('金额 2', { exact: true })).toHaveValue(/^-/);
    await snap(page, sort, 'form');
    await saveInvoice(page, form, sort, 'saved');
    await expectDone(page, sort);
  }

  // 17: 抄报汇总 — 发票同步, then 汇总上报
  {
    const sort = 17;
    await noToasts(page);
    await showQuestion(page, sort);
    await snap(page, sort, 'question');
    const window = await openNav(page, 'bs', 'chaobao');
    await snap(page, sort, 'window');
    await graded(page, 'chaobao', () => window.getByRole('button', { name: /发票同步/ }).click(), { action: 'sync' });
    await snap(page, sort, 'sync');
    await graded(page, 'chaobao', () => window.getByRole('button', { name: /汇总上报/ }).click(), {
      action: 'report',
    });
    await expect(window).toContainText('已上报');
    await snap(page, sort, 'report');
    await expectDone(page, 17);
  }
  await context.close();

  // the manifest: every listed step shot, in the data's order, with its caption and narration
  const rows: string[] = [];
  const missing: string[] = [];
  for (const walkthrough of bwkpWalkthroughs) {
    for (const [index, step] of walkthrough.steps.entries()) {
      const file = taken.get(`${walkthrough.sort}:${step.shot}`);
      if (file === undefined) missing.push(`${walkthrough.sort}:${step.shot}`);
      const cell = (text: string) => text.replace(/[\t\n]/g, ' ');
      rows.push([walkthrough.asset, index + 1, file, cell(step.caption), cell(step.speech ?? step.caption)].join('\t'));
    }
  }
  if (!EXPLORE) expect(missing, 'steps of bwkpWalkthroughs without a shot').toEqual([]);
  writeFileSync(path.join(OUT, 'shots.tsv'), `${rows.join('\n')}\n`);
});

/** A labelled field of a form. */
function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true });
}
