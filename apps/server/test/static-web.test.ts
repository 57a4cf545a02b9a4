import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'sxpt-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>实训平台</title>');
  await writeFile(path.join(webDist, 'assets', 'app-1.js'), 'console.log(1)');
  t = await createTestApp({ webDist });
});
afterAll(() => t.close());

describe('the web app on the same port', () => {
  it('serves the page for / and every screen route, and the API its envelope', async () => {
    for (const url of [
      '/',
      '/index',
      '/studentViews/index',
      '/collegeViews/classManage/teacherClass/detailList/3/students',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body).toContain('实训平台');
    }
    const api = await t.app.inject({ method: 'GET', url: '/student/no_such_call' });
    expect(api.json()).toMatchObject({ code: 404 });
  });

  it('serves built assets, 404s a missing one, and sees files written after start (a rebuild)', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-2.js' })).statusCode).toBe(404);
    await writeFile(path.join(webDist, 'assets', 'app-2.js'), 'console.log(2)');
    const rebuilt = await t.app.inject({ method: 'GET', url: '/assets/app-2.js' });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toBe('console.log(2)');
  });
});
