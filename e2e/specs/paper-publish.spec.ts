// 试卷库 (issue 10 §3): the teacher previews a paper with its answers and 解析, publishes the drawn exam to
// 2024级税务2班 (no other spec publishes there), finds it in 发布记录 and moves its end, and finds the start and
// page-leaving rules of the seeded exam locked once students have begun; the college administrator reads both lists
// without publishing. The papers, their courses and the sat exam of 2024级会计1班 are the seed's (demo-exams.ts).
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectPath, signInAtHome } from '../support/session';

const shots = (name: string) => path.resolve(import.meta.dirname, `../../.tmp/screens/paper-publish-${name}.png`);

const EXAM = '增值税发票开具实训 期末考试';
const DRAWN = '会计实账实训 随机组卷测验';
const CLASS_NAME = '2024级税务2班';

/** A day from now as the pickers write it in Asia/Shanghai (YYYY-MM-DD). */
const shanghaiDay = (daysAhead: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + daysAhead * 86_400_000));

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).click();
}

test.use({ viewport: { width: 1440, height: 960 } });
test.describe.configure({ timeout: 120_000 });

test('a teacher previews a paper, publishes it to a class and moves its end', async ({ page }) => {
  await signInAtHome(page, '教师登录', 'teacher');
  await expectPath(page, '/collegeViews/classManage/teacherClass');
  await page.getByRole('menuitem', { name: /教学资源/ }).click();
  await page.getByRole('menuitem', { name: '试卷库' }).click();
  await expectPath(page, '/collegeViews/teachResource/testpaper_bank');

  // 试卷: the seeded papers of the college's courses
  const exam = page.getByRole('row').filter({ hasText: EXAM });
  await expect(exam).toContainText('增值税发票开具实训');
  await expect(exam).toContainText('90分钟');
  await expect(exam).toContainText('100.00');
  await page.getByRole('combobox', { name: '试卷类型' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '练习' }).click();
  await expect(page.getByRole('row').filter({ hasText: '出纳实务 课后练习' })).toContainText('不限时');
  await expect(exam).toBeHidden();
  await page.getByRole('combobox', { name: '试卷类型' }).hover();
  await page.locator('.ant-select-clear').first().click();
  await page.keyboard.press('Escape');
  await expect(exam).toBeVisible();
  await page.screenshot({ path: shots('papers'), fullPage: true, animations: 'disabled' });

  // 查看: the paper with its answers and 解析
  await exam.getByRole('button', { name: '查看' }).click();
  await expectPath(page, '/collegeViews/teachResource/checkExam');
  await expect(page.getByText(EXAM).first()).toBeVisible();
  await expect(page.getByText('一、单项选择题')).toBeVisible();
  await expect(page.getByText('每题 2 分 · 共 15 题')).toBeVisible();
  await expect(page.getByText('常用评分模板')).toBeVisible();
  const first = page.getByTestId('preview-question-1');
  await expect(first).toContainText('单选题');
  await expect(first).toContainText('A.');
  await expect(first).toContainText('答案：');
  await expect(first).toContainText('解析：');
  // a 计算分录题's answer is its entry
  await expect(page.getByRole('columnheader', { name: '借/贷' }).first()).toBeVisible();
  await page.screenshot({ path: shots('check-exam'), animations: 'disabled' });
  await page
    .locator('.ant-card')
    .filter({ hasText: '五、计算分录题' })
    .screenshot({ path: shots('check-exam-entry') });
  await page
    .locator('.ant-card')
    .filter({ hasText: '四、填空题' })
    .screenshot({ path: shots('check-exam-blank') });
  await page
    .getByRole('button', { name: /返\s*回/ })
    .first()
    .click();
  await expectPath(page, '/collegeViews/teachResource/testpaper_bank');

  // the drawn exam: its sections are drawn per student, so the preview says how
  const drawn = page.getByRole('row').filter({ hasText: DRAWN });
  await drawn.getByRole('button', { name: '查看' }).click();
  await expect(page.getByText(/随机抽取 10 题，每名学生各不相同/)).toBeVisible();
  await page.screenshot({ path: shots('check-exam-drawn'), fullPage: true, animations: 'disabled' });
  await page
    .getByRole('button', { name: /返\s*回/ })
    .first()
    .click();

  // 发布 to 2024级税务2班: an exam once, answers after the end, for two hours from now
  await page.getByRole('row').filter({ hasText: DRAWN }).getByRole('button', { name: '发布' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '发布试卷' });
  await expect(dialog).toContainText(DRAWN);
  await expect(dialog.getByLabel('允许作答次数')).toHaveValue('1');
  await expect(dialog.getByRole('radio', { name: '截止后显示' })).toBeChecked();
  // nothing chosen: refused before it is sent
  await dialog.getByRole('button', { name: /发\s*布/ }).click();
  await expect(dialog.getByText('请选择班级')).toBeVisible();
  await choose(page, dialog, '班级', CLASS_NAME);
  await page.keyboard.press('Escape');
  await dialog.getByLabel('切屏次数上限').fill('3');
  await page.screenshot({ path: shots('publish-modal'), fullPage: true, animations: 'disabled' });
  await dialog.getByRole('button', { name: /发\s*布/ }).click();
  await expect(page.getByText('发布成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: DRAWN })).toContainText('1次');

  // 发布记录: the new publication, open now
  await page.getByRole('tab', { name: '发布记录' }).click();
  const published = page.getByRole('row').filter({ hasText: DRAWN }).filter({ hasText: CLASS_NAME });
  await expect(published).toHaveCount(1);
  await expect(published).toContainText('进行中');
  await expect(published).toContainText('截止后显示');
  await expect(published).toContainText('限3次');
  await expect(published).toContainText('已交 0 · 作答中 0');
  await expect(published).toContainText(/共 \d+ 人/);
  await expect(published).toContainText('林老师');
  await page.screenshot({ path: shots('publications'), fullPage: true, animations: 'disabled' });

  // 修改: a later end
  const day = shanghaiDay(3);
  await published.getByRole('button', { name: '修改' }).click();
  const edit = page.getByRole('dialog').filter({ hasText: '修改发布设置' });
  await expect(edit).toContainText(CLASS_NAME);
  const end = edit.getByPlaceholder('结束时间');
  await end.click();
  await end.fill(`${day} 18:00`);
  await page.screenshot({ path: shots('edit-modal'), fullPage: true, animations: 'disabled' });
  await end.press('Enter');
  // the range picker then asks to confirm the start as it is
  await page
    .locator('.ant-picker-dropdown:visible')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  await expect(end).toHaveValue(`${day} 18:00`);
  await edit.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(published).toContainText(`至 ${day} 18:00`);

  // the seeded exam of 2024级会计1班 has been sat: its start and page-leaving rules stay as they are
  await page
    .getByRole('row')
    .filter({ hasText: EXAM })
    .filter({ hasText: '2024级会计1班' })
    .getByRole('button', { name: '修改' })
    .click();
  const begun = page.getByRole('dialog').filter({ hasText: '修改发布设置' });
  await expect(begun).toContainText('已有学生开始作答，只能修改结束时间、作答次数和答案显示方式');
  await expect(begun.getByPlaceholder('开始时间')).toBeDisabled();
  await expect(begun.getByRole('switch', { name: '记录切屏' })).toBeDisabled();
  await expect(page.locator('.ant-zoom-appear, .ant-zoom-enter')).toHaveCount(0);
  await page.screenshot({ path: shots('edit-begun'), fullPage: true, animations: 'disabled' });
  await begun.getByRole('button', { name: /取\s*消/ }).click();
  await expect(begun).toBeHidden();
});

test('the college administrator reads the papers and their publications, without publishing', async ({ page }) => {
  await signInAtHome(page, '院校登录', 'admin');
  await expectPath(page, '/collegeViews/classManage/classes');
  await page.goto('/collegeViews/teachResource/adminExam');
  const exam = page.getByRole('row').filter({ hasText: EXAM });
  await expect(exam.getByRole('button', { name: '查看' })).toBeVisible();
  await expect(exam.getByRole('button', { name: '发布' })).toHaveCount(0);
  await page.screenshot({ path: shots('admin-papers'), fullPage: true, animations: 'disabled' });
  // 已发布: the exam's publications in the college
  await exam.getByRole('button', { name: /^\d+次$/ }).click();
  await expect(page.getByText(`试卷：${EXAM}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '2024级会计1班' })).toContainText(EXAM);
  await expect(page.getByRole('row').filter({ hasText: DRAWN })).toHaveCount(0);
  await page
    .locator('.ant-tag')
    .filter({ hasText: `试卷：${EXAM}` })
    .locator('.ant-tag-close-icon')
    .click();
  await expect(page.getByRole('row').filter({ hasText: DRAWN })).toHaveCount(1);
  await expect(page.getByRole('columnheader', { name: '发布人' })).toBeVisible();
  await expect(page.getByRole('button', { name: '修改' })).toHaveCount(0);
  await page.screenshot({ path: shots('admin-publications'), fullPage: true, animations: 'disabled' });
});
