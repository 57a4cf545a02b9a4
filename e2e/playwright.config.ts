import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, productServer } from './support/product';

// The product runs from a fresh embedded database (demo data seeded) on its own port.
const port = Number(process.env.E2E_PORT ?? 8181);
const root = path.resolve(import.meta.dirname, '..');
// E2E_DATA_DIR: a data folder of one's own when several runs share the machine (the command below empties it)
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, '.tmp', 'e2e-data');

export default defineConfig({
  testDir: './specs',
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(root, '.tmp', 'e2e-results'),
  fullyParallel: false,
  // one browser at a time in CI: on 2 cores the product, its PostgreSQL and two Chromiums starved each other's
  // animations and requests (three different time-outs in three runs on 2026-11-25)
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(root, '.tmp', 'playwright.json') }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: productServer(root, port, dataDir),
});
