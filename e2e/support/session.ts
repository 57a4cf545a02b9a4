import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export type TEntrance = '学生登录' | '教师登录' | '院校登录';

const hints: Record<TEntrance, string> = {
  学生登录: '请输入学生账号',
  教师登录: '请输入教师账号',
  院校登录: '请输入院校管理员账号',
};

/** Sign in on the home page through one of its three entrances (the page must be open). */
export async function signInHere(page: Page, entrance: TEntrance, account: string, password = DEMO_PASSWORD) {
  await page.getByText(entrance, { exact: true }).click();
  await page.getByPlaceholder(hints[entrance]).fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

export async function signInAtHome(page: Page, entrance: TEntrance, account: string, password = DEMO_PASSWORD) {
  await page.goto('/index');
  await signInHere(page, entrance, account, password);
}

/** Sign in at the school-management entrance (/login). */
export async function signInAsAcc5(page: Page, account = 'acc5', password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByPlaceholder('请输入学校管理账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** A password of one's own, set at the forced change after a first sign-in with a password someone else set. */
export const OWN_PASSWORD = 'MyOwn2026x';

/**
 * On the forced change page that a first sign-in with a password someone else set (a new account, a reset, an
 * import) leads to: set one's own; the page then goes on where the user was going.
 */
export async function changeInitialPassword(page: Page, current: string, next = OWN_PASSWORD) {
  await expectPath(page, '/me/password');
  await page.getByPlaceholder('请输入当前密码').fill(current);
  await page.getByPlaceholder('请输入新密码').fill(next);
  await page.getByPlaceholder('请再次输入新密码').fill(next);
  await page.getByRole('button', { name: '修改密码并进入平台' }).click();
}

export async function expectPath(page: Page, pathname: string | RegExp) {
  const current = () => new URL(page.url()).pathname;
  if (typeof pathname === 'string') await expect.poll(current).toBe(pathname);
  else await expect.poll(current).toMatch(pathname);
}

/** Open the user menu in the header and choose an item. */
export async function chooseUserMenu(page: Page, item: '个人中心' | '退出登录') {
  await page.locator('header').getByRole('button').last().click();
  await page.getByRole('menuitem', { name: item }).click();
}

/**
 * Sign `student` in on the home page and start a practice item: the course's card, the lesson's 练习 (the first
 * lesson when `lesson` is null), the item's 进入实训. Ends wherever the item opens.
 */
export async function openPracticeItem(
  page: Page,
  student: string,
  resource: string,
  lesson: string | null,
  item: string | RegExp,
): Promise<void> {
  await signInAtHome(page, '学生登录', student);
  await expectPath(page, '/studentViews/index');
  await page
    .getByTestId('resource-card')
    .filter({ hasText: resource })
    .first()
    .getByRole('button', { name: /进入学习|继续学习/ })
    .click();
  await expectPath(page, '/studentViews/CoursePage');
  const rows = page.getByTestId('lesson-row');
  await (lesson === null ? rows.first() : rows.filter({ hasText: lesson }))
    .getByRole('button', { name: /练\s*习/ })
    .click();
  await expectPath(page, '/studentViews/PracticePage');
  await page
    .getByTestId('practice-item')
    .filter({ hasText: item })
    .getByRole('button', { name: /进入实训/ })
    .click();
}
