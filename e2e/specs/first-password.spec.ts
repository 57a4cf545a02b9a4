import path from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { changeInitialPassword, expectPath, OWN_PASSWORD, signInAtHome, signInHere } from '../support/session';
import { button, studentWorkbook } from '../support/ui';

// Passwords the system sets (new account, reset, import) are random, shown once to the administrator, and must be
// changed at the first sign-in; sign-in failures are throttled with a message saying when to try again.

test.describe.configure({ timeout: 120_000 });

const shots = (name: string) => path.resolve(import.meta.dirname, `../../.tmp/screens/password-${name}.png`);
const unique = () => `${Date.now() % 1_000_000_000}${Math.floor(Math.random() * 100)}`;
const GENERATED = /^(?=.*[A-Za-z])(?=.*\d)[A-HJ-NP-Za-km-z2-9]{10}$/;

test('a new student gets a random password shown once, and must change it at the first sign-in', async ({
  page,
  browser,
}) => {
  const account = `pw${unique()}`;
  await signInAtHome(page, '院校登录', 'admin');
  await expectPath(page, '/collegeViews/classManage/classes');
  await page.goto('/collegeViews/classManage/student');
  await button(page, '新增学生').click();
  const form = page.getByRole('dialog', { name: '新增学生' });
  await expect(form.getByText('初始密码由系统随机生成，只显示这一次')).toBeVisible();
  await form.getByLabel('账号').fill(account);
  await form.getByLabel('姓名').fill('首登同学');
  await button(form, '添加').click();

  const shown = page.getByRole('dialog').filter({ hasText: '学生已添加' });
  await expect(shown.getByText('密码只显示这一次，关闭后无法再查看')).toBeVisible();
  const password = (await shown.getByTestId('password-once').textContent())?.trim() ?? '';
  expect(password).toMatch(GENERATED);
  await expect(shown.getByRole('button', { name: /复制/ })).toBeVisible();
  await page.screenshot({ path: shots('created') });
  await shown.getByRole('button', { name: '我已记下' }).click();

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signInAtHome(student, '学生登录', account, password);
  await expectPath(student, '/me/password');
  await expect(student.getByRole('heading', { name: '请修改初始密码' })).toBeVisible();
  await expect(student.getByText(`账号 ${account}`)).toBeVisible();
  await student.screenshot({ path: shots('forced-change') });
  // nothing else opens until the password is changed
  await student.goto('/studentViews/index');
  await expectPath(student, '/me/password');

  await changeInitialPassword(student, password);
  await expectPath(student, '/studentViews/index');

  // the next sign-in, with the new password, goes straight in
  const again = await browser.newContext();
  const next = await again.newPage();
  await signInAtHome(next, '学生登录', account, OWN_PASSWORD);
  await expectPath(next, '/studentViews/index');
  await studentContext.close();
  await again.close();
});

test('an import answers every initial password once, as an .xlsx to download', async ({ page, browser }) => {
  const stamp = unique();
  await signInAtHome(page, '院校登录', 'admin');
  await expectPath(page, '/collegeViews/classManage/classes');
  await page.goto('/collegeViews/classManage/student');
  await button(page, '批量导入').click();
  const dialog = page.getByRole('dialog', { name: '批量导入学生' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'students.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await studentWorkbook([
      [`im${stamp}a`, '导入甲', '', '', ''],
      [`im${stamp}b`, '导入乙', '', '', ''],
    ]),
  });
  await expect(dialog.getByText('导入成功，共2名学生')).toBeVisible();
  await expect(dialog.getByText('初始密码只显示这一次，关闭后无法再查看')).toBeVisible();
  await expect(dialog.getByRole('row', { name: new RegExp(`im${stamp}a`) })).toBeVisible();

  // closing before saving the passwords asks first
  await button(dialog, '完成').click();
  const ask = page.getByRole('dialog').filter({ hasText: '还没有下载初始密码表' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: '返回下载' }).click();

  const saving = page.waitForEvent('download');
  await button(dialog, '下载初始密码表').click();
  const file = await saving;
  expect(file.suggestedFilename()).toBe('学生初始密码表.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    rows.push([1, 2, 3].map((i) => String(row.getCell(i).value ?? '')));
  });
  expect(rows[0]).toEqual(['账号', '姓名', '初始密码']);
  expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
    [`im${stamp}a`, '导入甲'],
    [`im${stamp}b`, '导入乙'],
  ]);
  const [first, second] = rows.slice(1).map((row) => row[2]);
  expect(first).toMatch(GENERATED);
  expect(second).toMatch(GENERATED);
  expect(first).not.toBe(second);
  await page.screenshot({ path: shots('imported') });
  await button(dialog, '完成').click();
  await expect(dialog).toBeHidden();

  const context = await browser.newContext();
  const student = await context.newPage();
  await signInAtHome(student, '学生登录', `im${stamp}b`, second);
  await expectPath(student, '/me/password');
  await context.close();
});

test('repeated wrong passwords are throttled with a message saying when to try again', async ({ page }) => {
  // an unknown account is answered exactly as a real one
  const account = `nobody${unique()}`;
  await page.goto('/index');
  await signInHere(page, '学生登录', account, 'wrong-1234');
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  for (let i = 0; i < 4; i++) {
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/login/student'));
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await answered;
  }
  await expect(page.getByText('登录失败次数过多，请1分钟后再试')).toBeVisible();
  await page.screenshot({ path: shots('throttled') });
});
