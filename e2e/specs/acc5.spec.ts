// School management (acc5): colleges, their administrators and licences; the resource bank (resource, chapter,
// lesson with uploaded video and handout, publish, grant). Every test makes its own uniquely named data.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createActiveCollege } from '../support/acc5-api';
import { changeInitialPassword, expectPath, signInAsAcc5, signInAtHome } from '../support/session';

const shots = (name: string) => path.resolve(import.meta.dirname, `../../.tmp/screens/acc5-${name}.png`);

/** A short suffix that differs between runs (codes allow 2–20 letters and digits). */
const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase();

/** A minimal valid one-page PDF (the server checks the '%PDF-' signature; the browser can open it). */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 24 Tf 72 760 Td (E2E handout) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A seeded lesson video when the repository has one; otherwise an MP4 'ftyp' header (the server checks only that). */
const seedVideo = path.resolve(import.meta.dirname, '../../apps/server/src/seed/content/assets/fp-01.mp4');
const hasRealVideo = existsSync(seedVideo);
function testVideo(): Buffer {
  if (hasRealVideo) return readFileSync(seedVideo);
  const header = Buffer.alloc(32);
  header.writeUInt32BE(32, 0);
  header.write('ftypisom', 4, 'latin1');
  header.write('isomiso2avc1mp41', 16, 'latin1');
  return header;
}

async function chooseOption(page: Page, text: string | RegExp) {
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}

// long journeys through many screens: more than the default minute on a busy machine
test.describe.configure({ timeout: 150_000 });

test.describe('school management: colleges and licences', () => {
  test('acc5 opens its own password page from the user menu; a wrong current password is refused', async ({ page }) => {
    await signInAsAcc5(page);
    await expectPath(page, '/adminViews/collegeAdmin/account');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    await expectPath(page, '/adminViews/password');
    await page.getByLabel('原密码').fill('NotMine2026');
    await page.getByLabel('新密码', { exact: true }).fill('Another2026x');
    await page.getByLabel('确认新密码').fill('Another2026x');
    await page.getByRole('button', { name: /修改密码/ }).click();
    await expect(page.getByText('原密码错误')).toBeVisible();
    await page.screenshot({ path: shots('password'), fullPage: true });
  });

  test('acc5 opens a college and issues a code; its administrator activates and can then open the classes', async ({
    page,
    browser,
  }) => {
    const id = runId();
    const college = { name: `实训测试学院${id}`, code: `E2E${id}`.slice(0, 20), account: `e2e${id.toLowerCase()}` };
    const password = 'Campus2024x';

    await signInAsAcc5(page);
    await expectPath(page, '/adminViews/collegeAdmin/account');
    await page.getByRole('button', { name: /新增院校/ }).click();
    const form = page.getByRole('dialog', { name: '新增院校' });
    await form.getByLabel('院校名称').fill(college.name);
    await form.getByLabel('院校编码').fill(college.code);
    await form.getByLabel('管理员账号').fill(college.account);
    await form.getByLabel('管理员姓名').fill('周主任');
    await form.getByLabel('初始密码（可不填）').fill(password);
    await form.getByRole('button', { name: /创\s*建/ }).click();

    // the administrator's password, shown once with a copy button
    const created = page.getByRole('dialog').filter({ hasText: `院校「${college.name}」已创建` });
    await expect(created.getByTestId('secret-value')).toHaveText(password);
    await page.screenshot({ path: shots('college-created') });
    await created.getByRole('button', { name: '我已记下' }).click();

    await page.getByPlaceholder('搜索院校名称或编码').fill(college.code);
    await page.getByPlaceholder('搜索院校名称或编码').press('Enter');
    const row = page.getByRole('row', { name: new RegExp(college.name) });
    await expect(row).toContainText('未激活');
    await expect(row).toContainText(college.account);

    // a second administrator, then a password reset shown once
    await row.getByRole('button', { name: '管理员' }).click();
    const drawer = page.getByRole('dialog', { name: `管理员账号 · ${college.name}` });
    await drawer.getByRole('button', { name: /新增管理员/ }).click();
    await drawer.getByLabel('登录账号').fill(`${college.account}b`);
    await drawer.getByLabel('姓名').fill('吴老师');
    await drawer.getByRole('button', { name: '创建账号' }).click();
    const second = page.getByRole('dialog').filter({ hasText: '管理员账号已创建' });
    await expect(second.getByTestId('secret-value')).toHaveText(/^[A-Za-z2-9]{10}$/);
    await second.getByRole('button', { name: '我已记下' }).click();
    const secondRow = drawer.getByRole('row', { name: new RegExp(`${college.account}b`) });
    await expect(secondRow).toContainText('从未登录');
    await secondRow.getByRole('button', { name: '重置密码' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: '原密码立即失效' })
      .getByRole('button', { name: /重\s*置/ })
      .click();
    const reset = page.getByRole('dialog').filter({ hasText: '密码已重置' });
    await expect(reset.getByTestId('secret-value')).toHaveText(/^[A-Za-z2-9]{10}$/);
    await page.screenshot({ path: shots('college-admins') });
    await reset.getByRole('button', { name: '我已记下' }).click();
    await drawer.getByRole('button', { name: '关闭' }).click();

    // an activation code: a future expiry (the default is a year on) and 80 seats
    await row.getByRole('button', { name: '发放激活码' }).click();
    const issue = page.getByRole('dialog').filter({ hasText: `发放激活码 · ${college.name}` });
    await issue.getByLabel('授权人数').fill('80');
    await issue.getByRole('button', { name: '生成激活码' }).click();
    const codeText = issue.getByTestId('secret-value');
    await expect(codeText).toHaveText(/^SXPT-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const code = (await codeText.textContent()) ?? '';
    await expect(issue).toContainText('系统许可');
    await page.screenshot({ path: shots('licence-issued') });
    await issue.getByRole('button', { name: /完\s*成/ }).click();

    await row.getByRole('button', { name: /更多/ }).click();
    await page.getByRole('menuitem', { name: '激活码记录' }).click();
    const records = page.getByRole('dialog').filter({ hasText: `激活码记录 · ${college.name}` });
    await expect(records.getByRole('row', { name: new RegExp(code) })).toContainText('未使用');
    await page.screenshot({ path: shots('licence-records') });
    await records.getByRole('button', { name: '关闭' }).click();

    // the college administrator: sent to the licence page, activates, then the classes open
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInAtHome(adminPage, '院校登录', college.account, password);
    // the password acc5 set must be changed first
    await changeInitialPassword(adminPage, password);
    await expectPath(adminPage, '/collegeViews/system_exequatur/zsxuke');
    await adminPage.getByPlaceholder('请输入激活码').fill(code);
    await adminPage.getByRole('button', { name: /激\s*活/ }).click();
    await expect(adminPage.getByText(/激活成功/)).toBeVisible();
    await adminPage.goto('/collegeViews/classManage/classes');
    await expectPath(adminPage, '/collegeViews/classManage/classes');
    await expect(adminPage.getByText('班级列表').first()).toBeVisible();
    await adminContext.close();

    await page.reload();
    await page.getByPlaceholder('搜索院校名称或编码').fill(college.code);
    await page.getByPlaceholder('搜索院校名称或编码').press('Enter');
    await expect(row).toContainText('已激活');
    await expect(row).toContainText('0 / 80');
    await page.screenshot({ path: shots('college-activated') });
  });
});

test.describe('school management: the resource bank', () => {
  test('acc5 builds a resource (chapter, lesson with MP4 and PDF), publishes it and grants it to a college', async ({
    page,
    browser,
    request,
  }) => {
    const id = runId();
    const resourceName = `E2E纳税申报资源${id}`;
    const collegeName = `资源授权学院${id}`;
    const adminAccount = `e2er${id.toLowerCase()}`;
    await createActiveCollege(request, {
      name: collegeName,
      code: `R${id}`.slice(0, 20),
      adminAccount,
      adminPassword: 'Campus2024x',
    });

    await signInAsAcc5(page);
    await expectPath(page, '/adminViews/collegeAdmin/account');
    await page.goto('/adminViews/acc5Resource/resource_bank');
    await page.getByRole('button', { name: /新建资源/ }).click();
    await expectPath(page, '/adminViews/acc5Resource/add_resource_bank');
    await page.getByLabel('资源名称').fill(resourceName);
    await page.getByLabel('资源分类').fill('纳税申报');
    await page.getByLabel('资源简介').fill('端到端测试创建的资源：一章一课时，含视频和讲义。');
    await page.getByRole('button', { name: '创建资源' }).click();

    // chapters: two, then the second moved up
    await expectPath(page, '/adminViews/acc5Resource/chapter_manage');
    for (const title of ['第一章 增值税申报', '第二章 附加税费申报']) {
      await page.getByRole('button', { name: /新增章节/ }).click();
      const dialog = page.getByRole('dialog', { name: '新增章节' });
      await dialog.getByLabel('章节名称').fill(title);
      await dialog.getByRole('button', { name: /创\s*建/ }).click();
      await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
    }
    await page
      .getByRole('row', { name: /第二章/ })
      .getByRole('button', { name: '上移' })
      .click();
    const firstChapter = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(firstChapter).toContainText('第二章');
    await page.reload();
    await expect(firstChapter).toContainText('第二章');
    await page.screenshot({ path: shots('chapters') });

    // a lesson with an uploaded video and handout and one practice item
    await page
      .getByRole('row', { name: /第一章/ })
      .getByRole('button', { name: '课时管理' })
      .click();
    await expectPath(page, '/adminViews/acc5Resource/lesson_manage');
    await page
      .getByRole('button', { name: /新增课时/ })
      .first()
      .click();
    await expectPath(page, '/adminViews/acc5Resource/add_lesson');
    await page.getByLabel('课时名称').fill('1.1 一般纳税人增值税申报');
    await page
      .locator('input[type=file][accept*="mp4"]')
      .setInputFiles({ name: 'shenbao-demo.mp4', mimeType: 'video/mp4', buffer: testVideo() });
    await expect(page.getByText('已上传：shenbao-demo.mp4')).toBeVisible();
    await expect(page.getByTestId('video-duration')).toHaveText(hasRealVideo ? /^\d\d:\d\d$/ : '—');
    await page
      .locator('input[type=file][accept*="pdf"]')
      .setInputFiles({ name: '增值税申报讲义.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await expect(page.getByLabel('讲义名称')).toHaveValue('增值税申报讲义');
    await page.getByRole('button', { name: /添加练习/ }).click();
    await page.getByLabel('练习1类型').click();
    await chooseOption(page, '报税实训');
    await page.getByLabel('练习1编号').fill('1');
    await page.getByLabel('练习1标题').fill('增值税一般纳税人月度申报');
    await page.screenshot({ path: shots('lesson-form'), fullPage: true });
    await page.getByRole('button', { name: '创建课时' }).click();

    await expectPath(page, '/adminViews/acc5Resource/lesson_manage');
    const lessonRow = page.getByRole('row', { name: /一般纳税人增值税申报/ });
    await expect(lessonRow).toContainText('增值税申报讲义');
    await expect(lessonRow.getByRole('cell').nth(4)).toHaveText('1');
    await page.screenshot({ path: shots('lessons') });

    // publish, then grant to the college
    await page.goto('/adminViews/acc5Resource/resource_bank');
    await page.getByPlaceholder('搜索资源名称').fill(resourceName);
    await page.getByPlaceholder('搜索资源名称').press('Enter');
    const resourceRow = page.getByRole('row', { name: new RegExp(resourceName) });
    await expect(resourceRow).toContainText('草稿');
    await expect(resourceRow).toContainText('2 / 1');
    await resourceRow.getByRole('button', { name: /^发\s*布$/ }).click();
    await expect(resourceRow).toContainText('已发布');
    await resourceRow.getByRole('button', { name: /更多/ }).click();
    await page.getByRole('menuitem', { name: '授权院校' }).click();
    const grant = page.getByRole('dialog').filter({ hasText: `授权院校 · ${resourceName}` });
    await grant.getByLabel('授权院校').click();
    await grant.getByLabel('授权院校').fill(collegeName);
    await chooseOption(page, collegeName);
    await grant.getByText('选中的院校可以').click(); // closes the options list
    await page.screenshot({ path: shots('grant') });
    await grant.getByRole('button', { name: '保存授权' }).click();
    await expect(page.getByText('授权已保存')).toBeVisible();
    await expect(resourceRow.getByRole('cell').nth(5)).toHaveText('1 / 0');

    // the college's administrator now finds it in the college's resource bank
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInAtHome(adminPage, '院校登录', adminAccount, 'Campus2024x');
    await expectPath(adminPage, '/collegeViews/classManage/classes');
    await adminPage.goto('/collegeViews/teachResource/resource_bank');
    await expect(adminPage.getByText(resourceName).first()).toBeVisible();
    await adminContext.close();
  });

  test('the server refuses to take a resource from a college whose classes use it, or to delete it', async ({
    page,
  }) => {
    await signInAsAcc5(page);
    await expectPath(page, '/adminViews/collegeAdmin/account');
    await page.goto('/adminViews/acc5Resource/resource_bank');
    await page.getByPlaceholder('搜索资源名称').fill('增值税发票开具实训');
    await page.getByPlaceholder('搜索资源名称').press('Enter');
    const row = page.getByRole('row', { name: /增值税发票开具实训/ });
    await row.getByRole('button', { name: /更多/ }).click();
    await page.getByRole('menuitem', { name: '授权院校' }).click();
    const grant = page.getByRole('dialog').filter({ hasText: '授权院校 · 增值税发票开具实训' });
    const granted = grant.locator('.ant-select-selection-item').filter({ hasText: '广东财经职业学院' });
    await granted.locator('.ant-select-selection-item-remove').click();
    await grant.getByRole('button', { name: '保存授权' }).click();
    await expect(grant.getByRole('alert')).toContainText('院校「广东财经职业学院」的班级正在使用该资源，不能取消授权');
    await page.screenshot({ path: shots('grant-refused') });
    await grant.getByRole('button', { name: /取\s*消/ }).click();

    await row.getByRole('button', { name: /更多/ }).click();
    await page.getByRole('menuitem', { name: '删除' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: '删除资源' })
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await expect(page.getByText('该资源已被班级使用，不能删除')).toBeVisible();
    await expect(row).toBeVisible();
  });
});
