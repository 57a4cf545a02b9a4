import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export type TEntrance = '学生登录' | '教师登录' | '院校登录';

/** Sign in from the home page through one of its three entrances. */
export async function signInAtHome(page: Page, entrance: TEntrance, account: string, password = DEMO_PASSWORD) {
  await page.goto('/index');
  await page.getByRole('tab', { name: entrance }).click();
  const panel = page.getByRole('tabpanel', { name: entrance });
  await panel.getByPlaceholder('请输入账号').fill(account);
  await panel.getByPlaceholder('请输入密码').fill(password);
  await panel.getByRole('button', { name: /登\s*录/ }).click();
}

/** Sign in at the school-management entrance (/login). */
export async function signInAsAcc5(page: Page, account = 'acc5', password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

export async function expectPath(page: Page, path: string | RegExp) {
  await expect(page).toHaveURL(typeof path === 'string' ? new RegExp(`${path.replace(/[?]/g, '\\?')}$`) : path);
}
