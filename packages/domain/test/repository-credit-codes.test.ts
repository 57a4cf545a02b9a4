// Every unified social credit code (统一社会信用代码) written in the repository's sources, tests, seeds, handouts and
// documents passes checkCreditCode: a fixture with a wrong check character teaches a number no real client accepts.
// Codes that are wrong on purpose (tests of the checks) are listed in DELIBERATELY_INVALID, by file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCreditCode, checkIdNumber } from '../src/identity';

const root = path.resolve(import.meta.dirname, '../../..');
const SCANNED_DIRS = ['packages', 'apps', 'e2e', 'scripts', 'bench'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', '.tmp', 'test-results', 'playwright-report', 'results']);
const SCANNED_FILES = /\.(ts|tsx|mts|js|mjs|json|html|md|sql|tsv|csv)$/;
/** An 18-character code of an enterprise (91, 92, 93), a public institution (12) or a social organisation (52). */
const CREDIT_CODE = /(?<![0-9A-Za-z])(?:91|92|93|12|52)[0-9A-Z]{16}(?![0-9A-Za-z])/g;

/** Codes that are invalid on purpose, by file (relative to the repository root). */
const DELIBERATELY_INVALID: Record<string, readonly string[]> = {
  'packages/domain/src/identity.test.ts': [
    '91440106MA5CQ8T481',
    '91440106MA5CQ8T580',
    '91440106MA59K2W7XN',
    '12440106455608232H',
    '914401O6MA5CQ8T480',
    '91440106MA5CQ8TI80',
    '91440106MA5CQ8TS80',
    '9144A106MA5CQ8T480',
  ],
  'packages/domain/src/bwkp/content-check.test.ts': ['91110108MA01C2D36Q', '91330106MA2B1C4D5E', '91310115MA1H8K2Q3L'],
  'apps/server/test/bwkp-admin-content.test.ts': ['91440106MA5CQ8T481', '91440104MA5AUF3RX1'],
  // a student's wrong 税号 (a wrong try the results model records)
  'apps/server/test/practice-results.test.ts': ['91440101MA5CX0000X'],
  'apps/server/test/statistics-shicao.test.ts': ['91440101MA5CX0000X'],
};

const self = path.relative(root, import.meta.filename);

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* files(path.join(dir, entry.name));
    } else if (SCANNED_FILES.test(entry.name)) {
      yield path.join(dir, entry.name);
    }
  }
}

/** Every code-shaped string of the scanned files, with where it is. */
function scan(): { file: string; line: number; code: string }[] {
  const found: { file: string; line: number; code: string }[] = [];
  for (const dir of SCANNED_DIRS) {
    for (const file of files(path.join(root, dir))) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (relative === self) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((text, i) => {
          for (const [code] of text.matchAll(CREDIT_CODE)) found.push({ file: relative, line: i + 1, code });
        });
    }
  }
  return found;
}

describe('credit codes written in the repository', () => {
  const found = scan();

  it('finds the codes of the fixtures and the seed', () => {
    expect(found.length).toBeGreaterThan(20);
    expect(found.map((entry) => entry.code)).toContain('91440106MA5CQ8T480');
  });

  it('are all valid, except those listed as deliberately invalid', () => {
    const invalid = found
      // an 18-digit identity number of 天津 (12…) or 贵州 (52…) is not a credit code
      .filter(({ code }) => !checkCreditCode(code) && !checkIdNumber(code))
      .filter(({ file, code }) => !(DELIBERATELY_INVALID[file] ?? []).includes(code))
      .map(({ file, line, code }) => `${file}:${line} ${code}`);
    expect(invalid).toEqual([]);
  });

  it('lists only codes that are there and are invalid', () => {
    for (const [file, codes] of Object.entries(DELIBERATELY_INVALID)) {
      for (const code of codes) {
        expect(checkCreditCode(code), `${file} ${code}`).toBe(false);
        expect(
          found.some((entry) => entry.file === file && entry.code === code),
          `${file} ${code}`,
        ).toBe(true);
      }
    }
  });
});
