// The electronic tax bureau in Chromium: a student files the small-scale return of 悦享公司 (2026年第三季度), fails the
// portal's checks once, corrects the schedules, declares, is refused payment from the account without a 三方协议,
// pays from the right one and sees the item 已完成; then opens the general-taxpayer return and fills it through its
// schedules.
import { expect, type Page, test } from '@playwright/test';
import { expectPath, openPracticeItem } from '../support/session';

const RESOURCE = '电子税务局纳税申报实训';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/baoshui-${name}.png`, fullPage: true });
}

/** From the student home to a tax-course lesson's practice item, into the tax bureau. */
async function openTaxBureau(page: Page, student: string, lesson: string, item: RegExp) {
  await openPracticeItem(page, student, RESOURCE, lesson, item);
  await expectPath(page, '/baoshuiViews/index');
}

/** Type into a cell of the open form by its screen name (第1栏 本期数·货物及劳务). */
async function fill(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
}

/**
 * 保存 the open form and wait for the server's answer (not for a toast: an earlier one may still show). The button's
 * accessible name can keep the label of antd's loading icon while it animates out, so its text is matched at the end.
 */
async function saveForm(page: Page) {
  const answered = page.waitForResponse((response) => response.url().endsWith('/student/baoshui/save_answer'));
  await page.getByRole('button', { name: /保\s*存$/ }).click();
  const envelope = (await (await answered).json()) as { code: number; message: string };
  expect(envelope.code, envelope.message).toBe(200);
}

test('a student files the small-scale VAT return, fails a check, corrects it, declares and pays', async ({ page }) => {
  await openTaxBureau(page, 'student10', '小规模纳税人申报', /悦享公司/);
  await expect(page.getByTestId('bs-company')).toContainText('佛山市悦享文具有限公司');
  await expect(page.getByTestId('bs-company')).toContainText('91440606MA4WH6E875');
  const row = page.locator('tr').filter({ hasText: '增值税及附加税费申报（小规模纳税人适用）' });
  await expect(row).toContainText('2026-07-01');
  await expect(row).toContainText('可申报');
  await shot(page, 'index');
  // the category page lists the catalogue's forms of the category: those not built are marked, never opened empty
  await page.getByRole('menuitem', { name: '增值税及附加税费申报' }).click();
  await expect(
    page.locator('.bs-form-types li').filter({ hasText: '增值税减免税申报明细表（小规模纳税人）' }),
  ).toContainText('可填报');
  await expect(page.locator('.bs-form-types li').filter({ hasText: '增值税及附加税费预缴表附列资料' })).toContainText(
    '暂未开放',
  );
  await shot(page, 'category');
  await row.getByRole('button', { name: '填写申报表' }).click();
  await expect(page).toHaveURL(/\/baoshuiReport\/index\/\d+\/8$/);

  // the main form: the quarter's sales and the reduction; the portal computes rows 15, 20 and 22 as it goes
  await page.getByRole('button', { name: '业务资料' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: /第三季度开票统计表/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await fill(page, '第1栏 本期数·货物及劳务', '313000');
  await fill(page, '第3栏 本期数·货物及劳务', '268000');
  await fill(page, '第16栏 本期数·货物及劳务', '6260');
  await expect(page.getByLabel('第22栏 本期数·货物及劳务', { exact: true })).toHaveText('3130.00');
  await saveForm(page);
  await shot(page, 'main-form');

  // 申报 with the schedules empty: the checks fail and name what is missing
  await page.getByRole('button', { name: /申\s*报$/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^申\s*报$/ })
    .click();
  const failed = page.getByRole('dialog').filter({ hasText: '申报失败' });
  await expect(failed).toContainText('本期有增值税税额，请填写城市维护建设税税率！');
  await expect(failed).toContainText('应等于《增值税减免税申报明细表》减税项目本期实际抵减税额合计');
  await shot(page, 'declare-failed');
  await failed.getByRole('button', { name: '返回修改' }).click();

  // 附加税费情况表: the city rate and the 六税两费 halving
  await page.getByRole('tab', { name: /附加税费情况表/ }).click();
  await expect(page).toHaveURL(/\/10$/);
  // saved without the city rate: the form's own check answers at once
  await saveForm(page);
  await expect(page.getByTestId('bs-checks')).toContainText('强制校验：本期有增值税税额，请填写城市维护建设税税率！');
  await fill(page, '第1行 税（费）率（%）', '7%');
  for (const line of ['1', '2', '3']) {
    await fill(page, `第${line}行 增值税小规模纳税人“六税两费”减征政策·减征比例（%）`, '50%');
  }
  await saveForm(page);
  await expect(page.getByLabel('第4行 本期应补（退）税（费）额（9=3-5-7-8）', { exact: true })).toHaveText('187.80');

  // 减免表: the 1 % reduction under its code
  await page.getByRole('tab', { name: /增值税减免税申报明细表/ }).click();
  await page.getByLabel('第1行 减税性质代码及名称').click();
  await page.getByTitle(/0001011608/).click();
  await fill(page, '第1行 本期发生额', '6260');
  await fill(page, '第1行 本期实际抵减税额', '6260');
  await page.getByRole('button', { name: '增加行' }).click();
  await page.getByRole('button', { name: '删除行' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '确定删除吗？' })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '删除成功' }).last()).toBeVisible();
  await saveForm(page);
  await shot(page, 'reduction-form');

  await page.getByRole('button', { name: /申\s*报$/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^申\s*报$/ })
    .click();
  const success = page.getByRole('dialog').filter({ hasText: '申报成功' });
  await expect(success).toContainText('3130.00');
  await expect(success).toContainText('109.55');
  await shot(page, 'declared');
  await success.getByRole('button', { name: '去缴款' }).click();
  await expectPath(page, '/baoshuiViews/pay');

  // 税费缴纳: refused from the account without an agreement, then paid
  await page.locator('.ant-table-row').filter({ hasText: '小规模纳税人' }).getByRole('checkbox').check();
  await page.getByLabel('缴款账户').click();
  await page.getByTitle(/44050166843600000519/).click();
  await page.getByRole('button', { name: '三方协议缴款' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认缴款' }).click();
  await expect(page.getByText('该账户没有网签三方协议')).toBeVisible();
  await shot(page, 'pay-refused');
  await page.getByLabel('缴款账户').click();
  await page.getByTitle(/44428101040018273/).click();
  await page.getByRole('button', { name: '三方协议缴款' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认缴款' }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '缴款成功，共缴纳 3317.80 元' })).toBeVisible();
  await shot(page, 'paid');

  await page.getByRole('menuitem', { name: '首页' }).click();
  const done = page.locator('tr').filter({ hasText: '增值税及附加税费申报（小规模纳税人适用）' });
  await expect(done).toContainText('已完成');
  await expect(done).toContainText('已申报');
  await done.getByRole('button', { name: '查看申报表' }).click();
  await page.getByText('标准答案').click();
  await expect(page.getByLabel('第22栏 本期数·货物及劳务', { exact: true })).toHaveText('3130.00');
});

test('the general-taxpayer return is filled through its schedules into the main form', async ({ page }) => {
  await openTaxBureau(page, 'student11', '一般纳税人申报：附表二与应纳税额', /穗通公司2026年6月增值税/);
  await page.locator('tr').filter({ hasText: '一般纳税人适用' }).getByRole('button', { name: '填写申报表' }).click();
  await page.getByRole('tab', { name: /附列资料（一）/ }).click();
  await fill(page, '第1行 开具增值税专用发票·销售额', '315143.36');
  await fill(page, '第1行 开具增值税专用发票·销项（应纳）税额', '40968.64');
  await saveForm(page);
  await page.getByRole('tab', { name: /附列资料（二）/ }).click();
  await fill(page, '第2栏 税额', '39898.00');
  await saveForm(page);
  await page.getByRole('tab', { name: /^增值税及附加税费申报表（一般纳税人适用）/ }).click();
  // the main form carries the schedules: 销项 from 附一, 进项 from 附二, the tax payable computed
  await expect(page.getByLabel('第11栏 一般项目·本月数', { exact: true })).toHaveText('40968.64');
  await expect(page.getByLabel('第12栏 一般项目·本月数', { exact: true })).toHaveText('39898.00');
  await expect(page.getByLabel('第19栏 一般项目·本月数', { exact: true })).toHaveText('1070.64');
  await shot(page, 'general-main');
});
