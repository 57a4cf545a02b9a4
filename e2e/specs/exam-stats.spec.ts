// 考试分析 and 做题分析 (issue 10 §5): the teacher opens the seeded exam of 2024级会计1班 (11 submitted, one in
// progress), reads the overview, the distribution and the list, opens student02's answer sheet, regrades one question
// with a reason and sees the total follow in the drawer and in the list, then reads 试题分析; the practice paper under
// 做题分析; the college administrator reads the same exam under kaoshi. Nobody else regrades student02's exam.
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectPath, signInAtHome } from '../support/session';

const shots = (name: string) => path.resolve(import.meta.dirname, `../../.tmp/screens/exam-stats-${name}.png`);

const EXAM = '增值税发票开具实训 期末考试';
const PRACTICE = '出纳实务 课后练习';
const CLASS_NAME = '2024级会计1班';

/** "86.00" → 8600: points compared in cents, never as floating point. */
const cents = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};
const pointsText = (value: number) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;

async function choosePaper(page: Page, label: '考试' | '练习', title: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: `${title} · ${CLASS_NAME}` })
    .first()
    .click();
}

const statistic = (page: Page, title: string) => page.locator('.ant-statistic').filter({ hasText: title });

/** The points of a question as its readout shows them: "得分 0.00 / 2.00". */
async function questionPoints(question: Locator) {
  const text = (await question.getByText(/^得分 [\d.]+ \/ [\d.]+$/).textContent()) ?? '';
  const [, earned, full] = /得分 ([\d.]+) \/ ([\d.]+)/.exec(text) ?? [];
  return { earned: cents(earned), full: cents(full) };
}

test.use({ viewport: { width: 1440, height: 960 }, actionTimeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

test('a teacher reads the exam, regrades a question of student02 and reads each question', async ({ page }) => {
  await signInAtHome(page, '教师登录', 'teacher');
  await expectPath(page, '/collegeViews/classManage/teacherClass');
  await page.getByRole('menuitem', { name: /数据统计/ }).click();
  await page.getByRole('menuitem', { name: '考试分析' }).click();
  await expectPath(page, '/collegeViews/dataStatis/kaoshi_teacher');
  await choosePaper(page, '考试', EXAM);

  // the overview: 11 submitted, one in progress; the distribution drawn
  await expect(page.getByText(`${EXAM} · ${CLASS_NAME}`, { exact: true })).toBeVisible();
  await expect(statistic(page, '已交卷')).toContainText('11');
  await expect(statistic(page, '作答中')).toContainText('1');
  await expect(statistic(page, '及格率')).toContainText('%');
  await expect(page.getByRole('img', { name: '成绩分布柱状图' })).toBeVisible();
  await expect(page.getByRole('img', { name: '成绩分布柱状图' }).locator('path').first()).toBeAttached();

  // the list: student02 submitted, student13 still answering
  const row = page.getByRole('row').filter({ hasText: 'student02' });
  await expect(row).toContainText('已交卷');
  await expect(row).toContainText('本人交卷');
  await expect(page.getByRole('row').filter({ hasText: 'student13' })).toContainText('作答中');
  const listed = /([\d.]+) \/ 100\.00/.exec((await row.textContent()) ?? '');
  expect(listed).not.toBeNull();
  await page.screenshot({ path: shots('overview'), fullPage: true });

  // the status filter asks the server
  await page.getByRole('combobox', { name: '作答状态' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '作答中' }).click();
  await expect(page.getByText('共 1 名学生')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'student13' })).toBeVisible();
  await page.getByRole('combobox', { name: '作答状态' }).hover();
  await page.locator('.ant-select-clear').last().click();
  await expect(row).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出Excel' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.xlsx$/);

  // student02's answer sheet
  await row.getByRole('button', { name: '查看答卷' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText('student02');
  const score = drawer.getByTestId('sheet-score');
  await expect(score).toHaveText(`${listed?.[1]} / 100.00`);
  const before = cents(listed?.[1] ?? '0');
  await expect(drawer.getByRole('region', { name: '第1题' })).toBeVisible();
  await page.screenshot({ path: shots('sheet'), animations: 'disabled' });

  // a question lost is marked right (or, had student02 lost none, a right one wrong)
  await drawer.getByText(/^失分题（\d+）$/).click();
  const lost = drawer.getByRole('region', { name: /^第\d+题$/ });
  const hasLost = (await lost.count()) > 0;
  if (!hasLost) await drawer.getByText(/^全部（\d+）$/).click();
  const question = drawer.getByRole('region', { name: /^第\d+题$/ }).first();
  const name = (await question.getAttribute('aria-label')) ?? '';
  const points = await questionPoints(question);
  // the reason is required
  await question.getByText(hasLost ? '判为正确' : '判为错误', { exact: true }).click();
  await question.getByRole('button', { name: `保存${name}批改` }).click();
  await expect(question.getByRole('alert')).toHaveText('请填写修改原因');
  await question.getByLabel(`${name}修改原因`).fill('审核更正：答案书写不规范但意思正确');
  await question.getByRole('button', { name: `保存${name}批改` }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '批改已保存' })).toBeVisible();
  const after = hasLost ? before + points.full - points.earned : before - points.earned;
  await expect(score).toHaveText(`${pointsText(after)} / 100.00`);
  const regraded = drawer.getByRole('region', { name });
  await expect(regraded).toContainText(hasLost ? '正确' : '错误');
  await page.screenshot({ path: shots('regraded'), animations: 'disabled' });

  // the list follows
  await page.keyboard.press('Escape');
  await expect(row).toContainText(`${pointsText(after)} / 100.00`);

  // 试题分析: every question with its facility and discrimination
  await page.getByRole('tab', { name: '试题分析' }).click();
  await expect(page.getByText('共 39 题')).toBeVisible();
  const first = page.getByRole('row').filter({ hasText: '单选题' }).first();
  await expect(first).toContainText('%');
  await expect(first).toContainText(/[A-D] \d+✓/);
  await expect(page.getByRole('row').filter({ hasText: '计算分录题' }).first()).toBeVisible();
  await page.getByLabel('区分度说明').first().hover();
  await expect(page.getByText(/区分度为本题得分与试卷其余部分得分的相关系数/)).toBeVisible();
  await page.screenshot({ path: shots('questions') });

  // 做题分析: the practice paper the class did (four submitted)
  await page.getByRole('menuitem', { name: '做题分析' }).click();
  await expectPath(page, '/collegeViews/dataStatis/zuoti');
  await choosePaper(page, '练习', PRACTICE);
  await expect(statistic(page, '已交卷')).toContainText('4');
  await expect(page.getByRole('row').filter({ hasText: 'student05' })).toContainText('已交卷');
  await page.screenshot({ path: shots('practice'), fullPage: true });
});

test('the college administrator reads the exam under 考试分析', async ({ page }) => {
  await signInAtHome(page, '院校登录', 'admin');
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/index');
  await page.goto('/collegeViews/dataStatis/kaoshi');
  await choosePaper(page, '考试', EXAM);
  await expect(page.getByText(`${EXAM} · ${CLASS_NAME}`, { exact: true })).toBeVisible();
  await expect(statistic(page, '已交卷')).toContainText('11');
  await expect(page.getByRole('row').filter({ hasText: 'student03' })).toContainText('已交卷');
  await page.screenshot({ path: shots('admin'), fullPage: true });
});
