import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let imageUrl: string;
beforeAll(async () => {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'sxpt-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>实训平台</title>');
  await writeFile(path.join(webDist, 'assets', 'app-1.js'), 'console.log(1)');
  t = await createTestApp({ webDist });
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
  imageUrl = t.ctx.files.urlOf(await t.ctx.files.put(png, 'png'));
});
afterAll(() => t.close());

/** The directives of a Content-Security-Policy header, by name. */
function directivesOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  const map = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options'], what).toBe('SAMEORIGIN');
  const csp = directivesOf(response);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'self'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('script-src'), what).toEqual(["'self'"]);
  // plain HTTP on a school network: nothing may be upgraded to HTTPS
  expect(csp.has('upgrade-insecure-requests'), what).toBe(false);
  return csp;
}

describe('security headers', () => {
  it('every page of the web app carries the CSP the app works under', async () => {
    for (const url of ['/', '/studentViews/index', '/assets/app-1.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const csp = expectSecurityHeaders(response, url);
      // antd writes inline styles; pdf.js runs a worker; videos, images and PDFs may come as blob: or data:
      expect(csp.get('style-src'), url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('worker-src'), url).toEqual(["'self'", 'blob:']);
      expect(csp.get('img-src'), url).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('media-src'), url).toEqual(["'self'", 'data:', 'blob:']);
    }
  });

  it('API answers, errors included, carry them too', async () => {
    for (const url of ['/api/getinfo', '/api/no_such_call', '/student/course/course_view']) {
      const response = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(response.json().code, url).toBeGreaterThan(200);
      expectSecurityHeaders(response, url);
    }
  });

  it('uploaded files carry them', async () => {
    const response = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expectSecurityHeaders(response, imageUrl);
  });

  it('the API docs still open under their policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expectSecurityHeaders(page, '/api/docs/');
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expectSecurityHeaders(bundle, 'swagger-ui-bundle.js');
  });
});
