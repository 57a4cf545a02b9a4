// acc5 manages the real-ledger cases in Chromium: the seeded June case is checked (the engine finds no problem and
// draws its model statements), exported as a file and imported back as a new draft, which cannot be enabled until
// checked sound; then it is enabled and removed again.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectPath, signInAsAcc5 } from '../support/session';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/ledger-admin-${name}.png`, fullPage: true });
}

const SEEDED = '账务实训：穗通公司2026年6月全月账务处理';

test('acc5 checks, exports and imports a real-ledger case', async ({ page }) => {
  await signInAsAcc5(page);
  await expectPath(page, '/adminViews/collegeAdmin/account');
  await page.goto('/adminViews/exerciseAdmin/course_management');
  const seeded = page.locator('tr').filter({ hasText: SEEDED });
  await expect(seeded).toContainText('2026年6月（小企业会计准则）');
  await expect(seeded).toContainText('已启用');

  // 检查: no problem, and the model balance sheet drawn by the engine
  await seeded.getByRole('button', { name: '检查' }).click();
  const check = page.getByRole('dialog');
  await expect(check).toContainText('案例检查通过');
  await expect(check).toContainText('1,703,152.60');
  await shot(page, 'check');
  await check.getByRole('button', { name: /关\s*闭/ }).click();

  // 导出, then 导入 the file under a new name: a new draft, checked
  const downloading = page.waitForEvent('download');
  await seeded.getByRole('button', { name: '导出' }).click();
  const file = await downloading;
  const text = await readFile(await file.path(), 'utf8');
  const exported = JSON.parse(text) as { name: string; data: { items: unknown[] } };
  expect(exported.name).toBe(SEEDED);
  expect(exported.data.items).toHaveLength(82);
  const copyName = `穗通公司6月副本 ${Date.now()}`;
  await page.locator('input[type=file]').setInputFiles({
    name: `${copyName}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ name: copyName, data: exported.data })),
  });
  const imported = page.getByRole('dialog');
  await expect(imported).toContainText(`已导入为新案例（未启用）：${copyName}`);
  await expect(imported).toContainText('案例检查通过');
  await imported.getByRole('button', { name: /关\s*闭/ }).click();
  const copy = page.locator('tr').filter({ hasText: copyName });
  await expect(copy).toContainText('未启用');
  await copy.getByRole('button', { name: '启用' }).click();
  await expect(copy).toContainText('已启用');
  await shot(page, 'list');
  // 题目管理 and 报表管理: the items with their model vouchers, the model statements
  await page.goto('/adminViews/exerciseAdmin/topic_management');
  await page.getByRole('combobox', { name: '实训案例' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: SEEDED }).click();
  await page.getByText('业务1　06-02　提取备用金').click();
  await expect(page.getByText('参考凭证（附单据1张）')).toBeVisible();
  await shot(page, 'topics');
  await page.goto('/adminViews/exerciseAdmin/report_management');
  await page.getByRole('combobox', { name: '实训案例' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: SEEDED }).click();
  await expect(page.getByText('资产负债表（会小企01表）')).toBeVisible();
  await expect(page.getByText('1,703,152.60').first()).toBeVisible();
  await shot(page, 'reports');

  await page.goto('/adminViews/exerciseAdmin/course_management');
  await copy.getByRole('button', { name: '删除' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await expect(page.locator('tr').filter({ hasText: copyName })).toHaveCount(0);
});
