import path from 'node:path';
import { expect, test } from '@playwright/test';
import { chooseUserMenu, expectPath, signInAsAcc5, signInAtHome, signInHere } from '../support/session';

const shots = (name: string) => path.resolve(import.meta.dirname, `../../.tmp/screens/${name}.png`);

test.describe('sign-in entrances land where they should', () => {
  test('student → /studentViews/index', async ({ page }) => {
    await signInAtHome(page, '学生登录', 'student02');
    await expectPath(page, '/studentViews/index');
    await expect(page.locator('header')).toContainText('广东财经职业学院');
    await page.screenshot({ path: shots('student-home') });
  });

  test('teacher → /collegeViews/classManage/teacherClass', async ({ page }) => {
    await signInAtHome(page, '教师登录', 'teacher');
    await expectPath(page, '/collegeViews/classManage/teacherClass');
    await expect(page.locator('header')).toContainText('林老师');
  });

  test('college admin → /collegeViews/classManage/classes', async ({ page }) => {
    await signInAtHome(page, '院校登录', 'admin');
    await expectPath(page, '/collegeViews/classManage/classes');
    await expect(page.locator('header')).toContainText('陈主任');
    await page.screenshot({ path: shots('admin-classes') });
  });

  test('acc5 at /login → /adminViews/collegeAdmin/account', async ({ page }) => {
    await signInAsAcc5(page);
    await expectPath(page, '/adminViews/collegeAdmin/account');
    await page.screenshot({ path: shots('acc5-home') });
  });

  test('a wrong password shows the server message and stays on the page', async ({ page }) => {
    await signInAtHome(page, '学生登录', 'student03', 'wrong-password');
    await expect(page.getByText('账号或密码错误')).toBeVisible();
    await expectPath(page, '/index');
  });

  test('a student account at the teacher entrance is refused', async ({ page }) => {
    await signInAtHome(page, '教师登录', 'student04');
    await expect(page.getByText('该账号不能从此入口登录，请选择正确的登录入口')).toBeVisible();
  });
});

test.describe('guards', () => {
  test('no token: a protected page sends to /index with redirect, and back after sign-in', async ({ page }) => {
    await page.goto('/collegeViews/classManage/student');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/index');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/collegeViews/classManage/student');
    await signInHere(page, '院校登录', 'admin');
    await expectPath(page, '/collegeViews/classManage/student');
  });

  test('a role not allowed on a route goes to /404', async ({ page }) => {
    await signInAtHome(page, '学生登录', 'student05');
    await expectPath(page, '/studentViews/index');
    await page.goto('/collegeViews/classManage/classes');
    await expectPath(page, '/404');
    await page.goto('/adminViews/collegeAdmin/account');
    await expectPath(page, '/404');
  });

  test('hands-on pages need the working context', async ({ page }) => {
    await signInAtHome(page, '学生登录', 'student06');
    await expectPath(page, '/studentViews/index');
    await page.goto('/studentViews/handsonViews/voucher/record_voucher');
    await expectPath(page, '/studentViews/index');
    await page.evaluate(() => {
      sessionStorage.setItem('course_id', '1');
      sessionStorage.setItem('class_id', '1');
      sessionStorage.setItem('resource_id', '1');
    });
    // a context that names no real-ledger case (no lesson of an exercise): the page says so and goes back home
    await page.goto('/studentViews/handsonViews/voucher/record_voucher');
    await expect(page.getByText('请从课程的实训练习进入账务实训')).toBeVisible();
    await expectPath(page, '/studentViews/index');
    await page.evaluate(() => sessionStorage.setItem('lesson_id', '1'));
    await page.goto('/studentViews/handsonViews/book/all_account');
    await expect(page.getByText('未找到账务实训案例，请从课程重新进入')).toBeVisible();
    await expectPath(page, '/studentViews/index');
  });

  test('an unknown path goes to /404', async ({ page }) => {
    await page.goto('/no/such/page');
    await expectPath(page, '/404');
  });
});

test.describe('layout', () => {
  test('the sidebar state survives a reload; breadcrumbs and title follow the route', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await signInAtHome(page, '院校登录', 'admin');
    await expectPath(page, '/collegeViews/classManage/classes');
    const sidebar = page.locator('aside');
    await expect(sidebar).toBeVisible();
    await expect(sidebar).toContainText('学生管理');
    await expect(sidebar).not.toContainText('试卷库'); // teacher-only item
    const box = await sidebar.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(210);

    await sidebar.getByText('学生管理').click();
    await expectPath(page, '/collegeViews/classManage/student');
    await expect(page).toHaveTitle(/学生管理 - 基础实训教学管理平台/);

    await page.getByRole('button', { name: '收起菜单' }).click();
    expect((await page.context().cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('0');
    await page.reload();
    await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
    await page.getByRole('button', { name: '展开菜单' }).click();
    expect((await page.context().cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('1');
    await page.reload();
    await expect(page.getByRole('button', { name: '收起菜单' })).toBeVisible();
  });

  test('the sidebar closes on a narrow window', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await signInAtHome(page, '教师登录', 'teacher2');
    await expectPath(page, '/collegeViews/classManage/teacherClass');
    await expect(page.getByRole('button', { name: '收起菜单' })).toBeVisible();
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
  });

  test('logout returns to /index and ends the session; from admin pages to /login', async ({ page }) => {
    await signInAtHome(page, '学生登录', 'student07');
    await expectPath(page, '/studentViews/index');
    await chooseUserMenu(page, '退出登录');
    await expectPath(page, '/index');
    await page.goto('/studentViews/index');
    await expectPath(page, '/index');

    await signInAsAcc5(page);
    await expectPath(page, '/adminViews/collegeAdmin/account');
    await chooseUserMenu(page, '退出登录');
    await expectPath(page, '/login');
  });

  test('personal centre shows the profile and changes the name', async ({ page }) => {
    await signInAtHome(page, '学生登录', 'student08');
    await expectPath(page, '/studentViews/index');
    await chooseUserMenu(page, '个人中心');
    await expectPath(page, '/me');
    await expect(page.getByText('student08').first()).toBeVisible();
    await page.screenshot({ path: shots('me') });
    await page.getByPlaceholder('请输入姓名').fill('郑晓彤');
    await page
      .getByRole('button', { name: /保\s*存/ })
      .first()
      .click();
    await expect(page.getByText('姓名已保存')).toBeVisible();
    await page.reload();
    await expect(page.locator('header')).toContainText('郑晓彤');
  });
});
