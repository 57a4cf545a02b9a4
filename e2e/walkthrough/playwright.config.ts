import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, productServer } from '../support/product';

// The walkthrough capture (make-walkthroughs.sh): outside the e2e suite, on a port and a data folder of its own so it
// never collides with an e2e run; the product starts as in ../playwright.config.ts, from a fresh embedded database
// with the demo data seeded.
const port = Number(process.env.WALKTHROUGH_PORT ?? 8191);
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = process.env.WALKTHROUGH_DATA_DIR ?? path.join(root, '.tmp', 'walkthrough-data');

export default defineConfig({
  testDir: '.',
  testMatch: 'capture.spec.ts',
  outputDir: path.join(root, '.tmp', 'walkthrough-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30 * 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1280, height: 720 },
    actionTimeout: 20_000,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: productServer(root, port, dataDir),
});
