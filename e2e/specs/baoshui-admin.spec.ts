// acc5 authors a filing case in Chromium: the company, an account with its 三方协议, a small-scale VAT return due
// and a source document; the answers entered form by form in the student's form view (the locked cells computed as
// typed); enabling refused until the answers pass the return's checks, then 已启用.
import { expect, type Page, test } from '@playwright/test';
import { expectPath, signInAsAcc5 } from '../support/session';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/baoshui-admin-${name}.png`, fullPage: true });
}

/** 保存 an answer form and check the server's message (not a toast: an earlier one may still show). */
async function saveAnswer(page: Page, expected: string) {
  const answered = page.waitForResponse((response) => response.url().endsWith('/admin/baoshui/answer_save'));
  await page.getByRole('button', { name: /保\s*存$/ }).click();
  const envelope = (await (await answered).json()) as { code: number; message: string };
  expect(envelope.message).toBe(expected);
}

test('acc5 authors a small-scale filing case, enters its answers and enables it', async ({ page }) => {
  await signInAsAcc5(page);
  await expectPath(page, '/adminViews/collegeAdmin/account');
  await page.goto('/adminViews/dutiableAdmin/industry_management');
  await expect(page.getByText('悦享公司').or(page.getByText('佛山市悦享文具有限公司')).first()).toBeVisible();
  await shot(page, 'list');
  await page.getByRole('button', { name: '新增案例' }).click();
  await expectPath(page, '/adminViews/dutiableAdmin/add_industry');

  const name = `小规模申报练习 ${Date.now()}`;
  await page.getByLabel('案例名称').fill(name);
  await page.getByLabel('企业名称').fill('佛山市悦享文具有限公司');
  await page.getByLabel('统一社会信用代码').fill('91440606MA4WH6E875');
  await page.getByLabel('纳税人资格').fill('小规模纳税人（按季申报）');
  await page.getByLabel('申报日期').fill('2026-10-12');
  await page.getByLabel('填表日期').fill('2026-10-12');
  await page.getByLabel('开户银行').fill('中国农业银行');
  await page.getByLabel('开户网点').fill('中国农业银行佛山顺德大良支行');
  await page.getByLabel('银行账号').fill('44428101040018273');
  await page.getByLabel('三方协议号').fill('44060626100002731');
  await page.getByLabel('申报表').click();
  await page.getByTitle(/增值税及附加税费申报（小规模纳税人适用）/).click();
  await page.getByLabel('征收项目').fill('增值税');
  await page.getByLabel('所属期起').fill('2026-07-01');
  await page.getByLabel('所属期止').fill('2026-09-30');
  await page.getByLabel('申报期限').fill('2026-10-22');
  await page.getByRole('button', { name: '添加业务资料' }).click();
  await page.getByLabel('资料标题').fill('第三季度开票统计表');
  await page.getByLabel('资料内容').fill('<p>普通发票不含税销售额<b>268,000.00</b>元，零售未开票45,000.00元。</p>');
  await expect(page.getByLabel('显示效果')).toContainText('268,000.00');
  await shot(page, 'edit');
  await page.getByRole('button', { name: /保\s*存$/ }).click();
  await expectPath(page, '/adminViews/dutiableAdmin/industry_detail');
  await expect(page.getByText('未填写《增值税及附加税费申报表（小规模纳税人适用）》的答案')).toBeVisible();
  await expect(page.getByRole('button', { name: /^启\s*用$/ })).toBeDisabled();

  // the main form's answer: the portal's formulas fill rows 15, 20 and 22
  await page.getByRole('button', { name: '编辑答案' }).first().click();
  await expectPath(page, '/adminViews/dutiableAdmin/edit_report');
  await page.getByLabel('第1栏 本期数·货物及劳务', { exact: true }).fill('313000');
  await page.getByLabel('第3栏 本期数·货物及劳务', { exact: true }).fill('268000');
  await page.getByLabel('第16栏 本期数·货物及劳务', { exact: true }).fill('6260');
  await expect(page.getByLabel('第22栏 本期数·货物及劳务', { exact: true })).toHaveText('3130.00');
  await saveAnswer(page, '保存成功，答案有2项强制校验未通过');
  await shot(page, 'answer-main');

  await page.getByRole('button', { name: /附加税费情况表/ }).click();
  await page.getByLabel('第1行 税（费）率（%）', { exact: true }).fill('7%');
  for (const line of ['1', '2', '3']) {
    await page
      .getByLabel(`第${line}行 增值税小规模纳税人“六税两费”减征政策·减征比例（%）`, { exact: true })
      .fill('50%');
  }
  await saveAnswer(page, '保存成功，答案有1项强制校验未通过');

  await page.getByRole('button', { name: /增值税减免税申报明细表/ }).click();
  await page.getByLabel('第1行 减税性质代码及名称').click();
  await page.getByTitle(/0001011608/).click();
  await page.getByLabel('第1行 本期发生额', { exact: true }).fill('6260');
  await page.getByLabel('第1行 本期实际抵减税额', { exact: true }).fill('6260');
  await saveAnswer(page, '保存成功');

  await page.getByRole('button', { name: '返回案例' }).click();
  await expect(page.getByText('答案已通过全部强制校验')).toBeVisible();
  await page.getByRole('button', { name: /^启\s*用$/ }).click();
  await expect(page.getByText('已启用').first()).toBeVisible();
  await shot(page, 'detail');
});
