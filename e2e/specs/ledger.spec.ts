// The real-ledger exercise in Chromium: a student opens 穗通公司's June 2026 books from the accounting course, records
// three vouchers (one with a wrong amount, corrected after the server names the wrong lines), the rest of the month
// arranged through the API, then audits and posts every voucher, reads the general ledger and the trial balance,
// closes the period and fills the balance sheet.
import { expect, type Page, test } from '@playwright/test';
import { signInApi } from '../support/api';
import { expectPath, openPracticeItem } from '../support/session';

const STUDENT = 'student15';
const RECORD = '/studentViews/handsonViews/voucher/record_voucher';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/ledger-${name}.png`, fullPage: true });
}

interface TLine {
  summary: string;
  account: string;
  /** what the bookkeeper types to find the account (its code unless given: pinyin initials, a part of the name) */
  search?: string;
  debit?: string;
  credit?: string;
  aux?: string;
  quantity?: string;
}

/** Fill the editor's lines (adding lines as needed): summary, account by its code, the aux item, the amount. */
async function fillVoucher(page: Page, lines: TLine[]) {
  const editor = page.getByTestId('voucher-editor');
  // the item's editor is drawn once its detail has loaded
  await expect(editor.getByLabel('第1行摘要')).toBeVisible();
  for (let index = 0; index < lines.length; index++) {
    const n = index + 1;
    if ((await editor.getByLabel(`第${n}行摘要`).count()) === 0) {
      await editor.getByRole('button', { name: '增加分录' }).click();
    }
    const line = lines[index];
    await editor.getByLabel(`第${n}行摘要`).fill(line.summary);
    // the picker as a bookkeeper uses it: type the code, Enter takes the first account found
    await editor.getByLabel(`第${n}行科目`).click();
    await page.keyboard.type(line.search ?? line.account);
    await expect(page.locator('.ant-select-item-option-active').last()).toContainText(line.account);
    await page.keyboard.press('Enter');
    if (line.aux) {
      await editor.getByLabel(new RegExp(`^第${n}行(客户|供应商)$`)).click();
      await page.keyboard.type(line.aux);
      await expect(page.locator('.ant-select-item-option-active').last()).toContainText(line.aux);
      await page.keyboard.press('Enter');
    }
    if (line.quantity) await editor.getByLabel(`第${n}行数量`).fill(line.quantity);
    await editor.getByLabel(`第${n}行借方金额`).fill(line.debit ?? '');
    await editor.getByLabel(`第${n}行贷方金额`).fill(line.credit ?? '');
  }
}

/** 保存 and wait for the server's answer; resolves the envelope. */
async function save(page: Page) {
  const answered = page.waitForResponse((response) => response.url().endsWith('/student/lx/set_answer'));
  await page.getByRole('button', { name: /保\s*存$/ }).click();
  return (await (await answered).json()) as { code: number; message: string };
}

test('a student records vouchers, corrects one, posts, reads the books, closes June and fills the balance sheet', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await openPracticeItem(page, STUDENT, '会计实账实训', '填制与审核记账凭证', /穗通公司2026年6月/);
  await expectPath(page, RECORD);
  await expect(page.getByTestId('lx-company')).toHaveText('广州市穗通办公设备有限公司');

  // 业务1: 提取备用金, right at once
  await page.getByTestId('lx-item-1').click();
  await expect(page.getByRole('heading', { name: /提取备用金/ })).toBeVisible();
  await fillVoucher(page, [
    { summary: '提取现金备用', account: '1001', search: 'kcxj', debit: '5000.00' },
    { summary: '提取现金备用', account: '100201', search: '工行', credit: '5000.00' },
  ]);
  await expect(page.getByTestId('voucher-debit-total')).toHaveText('5,000.00');
  expect((await save(page)).message).toBe('保存成功，凭证正确');
  await expect(page.getByTestId('voucher-feedback')).toContainText('凭证正确');
  await expect(page.getByTestId('voucher-number')).toHaveText('1');
  await expect(page.getByTestId('lx-item-1')).toContainText('正确');

  // 业务2: the printers bought on credit, first with the input VAT written wrong: the difference shows while typing,
  // the server refuses the unbalanced voucher, then names the wrong lines of a balanced but wrong one
  await page.getByTestId('lx-item-2').click();
  await expect(page.getByRole('heading', { name: /恒信科技/ })).toBeVisible();
  await expect(page.locator('figure.lx-inv').first()).toBeVisible();
  await fillVoucher(page, [
    { summary: '购入黑白激光打印机', account: '140502', debit: '26000.00', quantity: '20' },
    { summary: '购入碎纸机', account: '140509', debit: '1800.00', quantity: '4' },
    { summary: '进项税额', account: '22210101', debit: '3641.00' },
    { summary: '欠恒信科技货款', account: '2202', credit: '31414.00', aux: '恒信科技' },
  ]);
  await expect(page.getByTestId('voucher-difference')).toContainText('27.00');
  const unbalanced = await save(page);
  expect(unbalanced.message).toBe('借贷不平衡：借方合计31441.00，贷方合计31414.00');
  await expect(page.getByTestId('voucher-feedback')).toContainText('借贷不平衡');
  await page.getByLabel('第4行贷方金额').fill('31441.00');
  const wrong = await save(page);
  expect(wrong.message).toBe('保存成功，凭证有误：第3、4行有误');
  await expect(page.getByTestId('voucher-line-3')).toHaveClass(/lx-line-wrong/);
  await expect(page.getByTestId('lx-item-2')).toContainText('有误');
  await shot(page, 'voucher-wrong');
  await page.getByLabel('第3行借方金额').fill('3614.00');
  await page.getByLabel('第4行贷方金额').fill('31414.00');
  expect((await save(page)).message).toBe('保存成功，凭证正确');
  await expect(page.getByTestId('lx-item-2')).toContainText('正确');
  await expect(page.getByText('参考答案')).toBeVisible();

  // 业务6: a receipt from a customer
  await page.getByTestId('lx-item-6').click();
  await expect(page.getByRole('heading', { name: /收到云帆科技货款/ })).toBeVisible();
  await fillVoucher(page, [
    { summary: '收到云帆科技货款', account: '100201', debit: '56500.00' },
    { summary: '收回云帆科技欠款', account: '1122', credit: '56500.00', aux: '云帆' },
  ]);
  expect((await save(page)).message).toBe('保存成功，凭证正确');
  await shot(page, 'voucher-right');

  // the rest of the month, arranged through the API with the model vouchers of the case
  const context = await page.evaluate(() => ({
    class_id: Number(sessionStorage.getItem('class_id')),
    resource_id: Number(sessionStorage.getItem('resource_id')),
    lesson_id: Number(sessionStorage.getItem('lesson_id')),
  }));
  const student = await signInApi(request, 'student', STUDENT);
  const { SUITONG_2026_06_LEDGER } = await import('@sxpt/domain/cases');
  for (const item of SUITONG_2026_06_LEDGER.items) {
    if ([1, 2, 6].includes(item.id)) continue;
    for (const voucher of item.vouchers) {
      await student.post('/student/lx/set_answer', {
        ...context,
        item_id: item.id,
        word: '记',
        date: item.date,
        attachments: voucher.attachments,
        lines: voucher.lines,
      });
    }
  }

  // 查凭证: audit every voucher, then post them
  await page.goto('/studentViews/handsonViews/voucher/check_voucher');
  const selectAll = page.locator('.ant-table-thead .ant-checkbox-input');
  await selectAll.check();
  await page.getByRole('button', { name: /^审\s*核$/ }).click();
  await expect(page.locator('.ant-table-tbody .ant-tag').filter({ hasText: '未审核' })).toHaveCount(0);
  await selectAll.check();
  await page.getByRole('button', { name: /^记\s*账$/ }).click();
  await expect(page.locator('.ant-table-tbody .ant-tag').filter({ hasText: '已审核' })).toHaveCount(0);
  await shot(page, 'check');

  // 总账 and 科目余额表
  await page.goto('/studentViews/handsonViews/book/all_account');
  await expect(page.getByText('1002 银行存款').first()).toBeVisible();
  await shot(page, 'general');
  await page.goto('/studentViews/handsonViews/book/account_balance');
  await expect(page.getByText('试算平衡')).toBeVisible();
  await shot(page, 'trial-balance');

  // the other books, each drawn from the posted vouchers
  for (const [path, text, name] of [
    ['book/detailed_account?account=100201', '明细分类账', 'detail'],
    ['book/page_3', '管理费用', 'multi-column'],
    ['book/page_4', '数量金额', 'quantity'],
    ['book/page_6', '客户：广州云帆信息科技有限公司', 'aux-balance'],
    ['book/page_7', '辅助核算明细账', 'aux-ledger'],
    ['cashier/page_18', '本日合计', 'journal'],
    ['voucher/page_1', '凭证汇总表', 'summary'],
    ['setting/page_28', '22210101', 'chart'],
  ] as const) {
    await page.goto(`/studentViews/handsonViews/${path}`);
    await expect(page.getByText(text).first()).toBeVisible();
    await shot(page, name);
  }

  // 期末结账
  await page.goto('/studentViews/handsonViews/settle/index');
  await page.getByRole('button', { name: /^结\s*账$/ }).click();
  await expect(page.getByText('本期已结账')).toBeVisible();
  await shot(page, 'settle');

  // 资产负债表: 货币资金 from the trial balance; the other cells still empty are marked wrong
  await page.goto('/studentViews/handsonViews/report/report_balance');
  await page.getByLabel('货币资金期末余额').fill('844563.60');
  await page.getByLabel('货币资金年初余额').fill('685000.00');
  await page.getByRole('button', { name: /保\s*存$/ }).click();
  await expect(page.getByTestId('report-feedback')).toContainText('个单元格有误');
  await expect(page.locator('td.lx-cell-wrong').filter({ has: page.getByLabel('货币资金期末余额') })).toHaveCount(0);
  await expect(page.locator('td.lx-cell-wrong').filter({ has: page.getByLabel('应收账款期末余额') })).toHaveCount(1);
  await page.getByRole('switch', { name: '显示答案' }).click();
  await expect(page.locator('.lx-report-answer').filter({ hasText: '1,703,152.60' }).first()).toBeVisible();
  await shot(page, 'balance-sheet');
});
