// What both Playwright configurations share (the e2e suite and the walkthrough capture): Debian's Chromium with the
// options a container needs, and the product started on a fresh embedded database with the demo data.

/** Debian's Chromium (never a downloaded one), without the sandbox, GPU and background services. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

/** The product on `port`, from an emptied `dataDir` (demo data seeded), built when stale by scripts/start.mjs. */
export function productServer(root: string, port: number, dataDir: string) {
  return {
    command: `rm -rf "${dataDir}" && node scripts/start.mjs`,
    cwd: root,
    url: `http://127.0.0.1:${port}/index`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '1', DATABASE_URL: '', LOG_LEVEL: 'warn' },
  };
}
