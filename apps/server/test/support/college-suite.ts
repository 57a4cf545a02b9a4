import { afterAll } from 'vitest';
import { createCollegeCast } from './college-factories';
import { createTestApp, type TTestApp } from './test-app';

export type TCollegeCast = Awaited<ReturnType<typeof createCollegeCast>>;

/**
 * The set-up of a college-area test file: a fresh test app with a college cast (see createCollegeCast), closed
 * after the file's tests. Call it once at the top of the file, awaited at module level, so that `t` and `cast`
 * are constants every test and helper of the file can use:
 *
 *   const { t, cast } = await setUpCollegeSuite();
 */
export async function setUpCollegeSuite(options: { seats?: number } = {}): Promise<{
  t: TTestApp;
  cast: TCollegeCast;
}> {
  const t = await createTestApp();
  afterAll(() => t.close());
  const cast = await createCollegeCast(t.app, t.db, options);
  return { t, cast };
}
