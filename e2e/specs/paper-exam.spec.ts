// A student sits the published exam (issue 10 §4): from 我的试卷 to the cover, the answer sheet with the server's
// countdown, answers saved as they go, a reload in the middle that resumes with nothing lost, 交卷, the report and
// the answers with 解析.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectPath, signInAtHome } from '../support/session';

const shots = (name: string) => path.resolve(import.meta.dirname, `../../.tmp/screens/exam-${name}.png`);

test.describe.configure({ timeout: 120_000 });

test('a student sits the exam, reloads in the middle, submits, and reads the report with 解析', async ({ page }) => {
  await signInAtHome(page, '学生登录', 'student14');
  await expectPath(page, '/studentViews/index');
  const card = page.locator('.ant-card').filter({ has: page.getByText('我的试卷', { exact: true }) });
  const exam = card.locator('.ant-list-item').filter({ hasText: '增值税发票开具实训 期末考试' });
  await expect(exam).toContainText('可作答');
  await page.screenshot({ path: shots('home'), fullPage: true });
  await exam.getByRole('button', { name: '开始作答' }).click();

  await expectPath(page, '/studentViews/testPage');
  await expect(page.getByText('作答时长')).toBeVisible();
  await expect(page.getByText('90 分钟', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '开始作答' }).click();
  await expect(page.getByLabel('剩余时间')).toHaveText(/^1:29:\d\d$|^1:30:00$/);

  // the first question of each kind as it comes
  const firstRadio = page.getByRole('radiogroup', { name: '第1题答案' }).getByRole('radio').first();
  await firstRadio.check();
  const blank = page.getByLabel(/^第\d+题第1空$/).first();
  await blank.fill('13%');
  const account = page.getByLabel(/^第\d+题第1行科目$/).first();
  await account.fill('银行存款');
  await expect(page.getByLabel('保存状态')).toHaveText(/已保存/);
  await expect(page.getByText(/已答 3 \/ 39 题/)).toBeVisible();
  await page.screenshot({ path: shots('sheet'), fullPage: false });

  // a reload resumes the same attempt with what was saved
  await page.reload();
  await expect(page.getByLabel('剩余时间')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: '第1题答案' }).getByRole('radio').first()).toBeChecked();
  await expect(page.getByLabel(/^第\d+题第1空$/).first()).toHaveValue('13%');
  await expect(page.getByLabel(/^第\d+题第1行科目$/).first()).toHaveValue('银行存款');

  await page.getByRole('button', { name: /^交\s*卷$/ }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('还有 36 题未作答');
  await confirm.getByRole('button', { name: /交\s*卷/ }).click();

  await expectPath(page, '/studentViews/report');
  await expect(page.getByText(/得分 \d+\.\d\d \/ 100\.00/).first()).toBeVisible();
  await expect(page.getByText('未及格（及格分 60.00）')).toBeVisible();
  // a reload is not leaving the exam
  await expect(page.locator('.ant-statistic').filter({ hasText: '离开页面' })).toContainText('0');
  await page.screenshot({ path: shots('report') });
  await page.getByRole('button', { name: '查看答案与解析' }).click();
  await expect(page.getByText('解析：').first()).toBeVisible();
  await expect(page.getByText('正确答案：').first()).toBeVisible();
  // the choice answered right, the entry begun: each beside the right answer
  await expect(page.locator('#answer-38')).toContainText('正确分录');
  await page.locator('#answer-1').screenshot({ path: shots('parsing-choice') });
  await page.locator('#answer-38').screenshot({ path: shots('parsing-entry') });

  // home now shows the score; the exam allows one attempt
  await page.goto('/studentViews/index');
  const done = page.locator('.ant-list-item').filter({ hasText: '增值税发票开具实训 期末考试' });
  await expect(done).toContainText('已提交');
  await expect(done).toContainText(/得分 \d+\.\d\d/);
  await expect(done.getByRole('button', { name: '查看成绩' })).toBeVisible();
});
