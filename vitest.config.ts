import { defineConfig } from 'vitest/config';

// One Vitest run, several projects. Sized for a 2-core machine.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] } },
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          pool: 'forks',
          poolOptions: { forks: { maxForks: 2, minForks: 1 } },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          // rendering the real router and antd in jsdom is slow on a 2-core machine under a parallel run
          testTimeout: 30_000,
        },
      },
    ],
  },
});
