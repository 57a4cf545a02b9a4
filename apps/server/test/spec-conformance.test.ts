import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './support/test-app';

const root = path.resolve(import.meta.dirname, '../../..');
const endpointsFile = path.resolve(root, '../shared/spec/endpoints.txt');

/** Which README status row an endpoint belongs to. */
const areaRules: [RegExp, string][] = [
  [/^\/api\/(login|getinfo|info_detail|send_sms|mod_info|mod_pwd|upload_image)/, 'sign-in and shell'],
  // exam and question-practice analysis (考试分析, 做题分析) come with papers (issue 10 §5)
  [/^\/api\/statistics\/tiku\//, 'papers and exams'],
  [/^\/(api\/statistics|college\/data|college\/statistics|teacher\/data_statistics)\//, 'analytics'],
  [/^\/teacher\/resources\/(edit_publish_papers|publish_list|papers|publish_papers|paper_detail)$/, 'papers and exams'],
  [/^\/(college|teacher)\//, 'college administration'],
  [/^\/student\/(course|classes|attendance)\//, 'courses and attendance'],
  [/^\/student\/paper\//, 'papers and exams'],
  [/^\/student\/bwkp\//, 'invoicing simulator'],
  [/^\/student\/lx\//, 'real-ledger exercise'],
  [/^\/student\/(cashier|taxation|finance|audit)\//, 'cashier/taxation/finance/audit sets'],
  [/^\/student\/baoshui\//, 'tax filing'],
];

export function areaOf(url: string): string {
  const rule = areaRules.find(([pattern]) => pattern.test(url));
  if (!rule) throw new Error(`no area for ${url}`);
  return rule[1];
}

/** The README status table: | area | status | … | → area → status (done, partial, not yet). */
function readStatus(): Map<string, string> {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const status = new Map<string, string>();
  for (const line of readme.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length >= 4 && /^(done|partial|not yet)$/i.test(cells[2]))
      status.set(cells[1].toLowerCase(), cells[2].toLowerCase());
  }
  return status;
}

function readEndpoints(): { method: string; url: string }[] {
  return readFileSync(endpointsFile, 'utf8')
    .split('\n')
    .filter((line) => /^(GET|POST) \//.test(line))
    .map((line) => {
      const [method, url] = line.trim().split(' ');
      return { method, url: url.replace(/\{(\w+)\}/g, ':$1') };
    });
}

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('conformance with the spec catalogue of endpoints', () => {
  it('every endpoint of an area the README marks done is registered with its method', () => {
    const status = readStatus();
    expect(status.size).toBeGreaterThanOrEqual(11);
    const registered = new Set(t.routeTable.map((r) => `${r.method} ${r.url}`));
    const lines: string[] = [];
    const missing: string[] = [];
    for (const endpoint of readEndpoints()) {
      const key = `${endpoint.method} ${endpoint.url}`;
      const area = areaOf(endpoint.url);
      const state = status.get(area);
      expect(state, `README has no status row for ${area}`).toBeDefined();
      const isRegistered = registered.has(key);
      lines.push(`${isRegistered ? 'registered' : 'pending   '}  ${key}  (${area}: ${state})`);
      if (!isRegistered && state === 'done') missing.push(key);
    }
    console.log(lines.join('\n'));
    expect(missing).toEqual([]);
  });

  it('every endpoint maps to exactly one README area and the catalogue has them all', () => {
    const endpoints = readEndpoints();
    expect(endpoints.length).toBeGreaterThan(150);
    for (const e of endpoints) expect(areaOf(e.url)).toBeTruthy();
  });
});
