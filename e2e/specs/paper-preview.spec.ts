// School management (acc5) previews a paper as a student sees it: one draw of the random paper, the answer fields,
// no answers, and another draw on request.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectPath, signInAsAcc5 } from '../support/session';

const shots = (name: string) => path.resolve(import.meta.dirname, `../../.tmp/screens/bank-${name}.png`);

test('acc5 previews the random paper as a student sees it, and draws again', async ({ page }) => {
  await signInAsAcc5(page);
  await expectPath(page, '/adminViews/collegeAdmin/account');
  await page.goto('/adminViews/paper/paper');
  const row = page.getByRole('row').filter({ hasText: '会计实账实训 随机组卷测验' });
  await row.getByRole('button', { name: '预览' }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer).toContainText('学生看到的试卷：共 22 题，满分 100.00 分');
  await expect(drawer.getByRole('radiogroup', { name: '第1题答案' })).toBeVisible();
  await expect(drawer).not.toContainText('解析');
  await drawer.getByRole('radiogroup', { name: '第1题答案' }).getByRole('radio').first().check();
  await page.screenshot({ path: shots('paper-preview') });
  // another draw: the answer fields start empty again
  await drawer.getByRole('button', { name: '重新抽题' }).click();
  await expect(drawer.getByRole('radiogroup', { name: '第1题答案' }).getByRole('radio').first()).not.toBeChecked();
});

test('acc5 puts papers in lessons by choosing them, not by number', async ({ page }) => {
  await signInAsAcc5(page);
  await expectPath(page, '/adminViews/collegeAdmin/account');
  await page.goto('/adminViews/acc5Resource/resource_bank');
  const course = page.getByRole('row').filter({ hasText: '增值税发票开具实训' }).first();
  await course.getByRole('button', { name: /更多/ }).click();
  await page.getByRole('menuitem', { name: '关联练习与试卷' }).click();
  await expectPath(page, '/adminViews/acc5Resource/relation_resource_bank');
  // the seeded exam sits in the course's last lesson, shown by its title
  const chosen = page.locator('.ant-select').filter({ hasText: '增值税发票开具实训 期末考试' });
  await expect(chosen.first()).toBeVisible();
  await chosen.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: shots('lesson-paper-item') });
});
