import { ApiCode } from '@sxpt/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campuses, classes, colleges } from '../src/db/schema';
import { createCast, createClass } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

const CHINESE = /[\u4e00-\u9fff]/;

let t: TTestApp;
let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t.app, t.db);
});
afterAll(() => t.close());

/** Every form of an id that is not a JSON integer: an array, a boolean, text, a fraction, a huge number. */
const notIntegers = (id: number): unknown[] => [[id], true, String(id), id + 0.5, `${id}.0`, null, {}, 2 ** 31];

function expectRefused(res: { code: number; message: string }, what: string) {
  expect(res.code, what).toBe(ApiCode.badRequest);
  expect(res.message, what).toMatch(CHINESE);
}

describe('ids of JSON bodies are integers, nothing coerced', () => {
  it('a delete refuses them and deletes nothing', async () => {
    const klass = await createClass(t.db, cast.college.id);
    for (const bad of notIntegers(klass.id)) {
      // ({ids: [id]} is the list form itself, so an array is tried inside a list only)
      for (const body of [{ id: bad }, { ids: [bad] }, ...(Array.isArray(bad) ? [] : [{ ids: bad }])]) {
        expectRefused(await call(t.app, '/college/class/delete', body, cast.tokens[1]), JSON.stringify(body));
      }
    }
    expect(await t.db.select().from(classes).where(eq(classes.id, klass.id))).toHaveLength(1);
    // the integer itself works
    expect((await call(t.app, '/college/class/delete', { ids: [klass.id] }, cast.tokens[1])).code).toBe(200);
    expect(await t.db.select().from(classes).where(eq(classes.id, klass.id))).toHaveLength(0);
  });

  it('a save refuses them and changes nothing', async () => {
    for (const bad of notIntegers(cast.campus.id)) {
      const body = { id: bad, name: '改名校区', address: '新地址' };
      expectRefused(await call(t.app, '/college/campus/save', body, cast.tokens[1]), JSON.stringify(bad));
    }
    const [campus] = await t.db.select().from(campuses).where(eq(campuses.id, cast.campus.id));
    expect(campus.name).toBe(cast.campus.name);
  });

  it('a licence revoke refuses them and the licence stays active', async () => {
    for (const bad of notIntegers(cast.college.id)) {
      expectRefused(
        await call(t.app, '/admin/licence/revoke', { college_id: bad }, cast.tokens[0]),
        JSON.stringify(bad),
      );
    }
    const [college] = await t.db.select().from(colleges).where(eq(colleges.id, cast.college.id));
    expect(college.licenceStatus).toBe(1);
  });

  it('other integer fields (paging, flags, choices) take numbers only', async () => {
    const cases: [string, unknown, number][] = [
      ['/college/class/index', { page: '1' }, 1],
      ['/college/class/index', { page_size: [20] }, 1],
      ['/college/class/index', { campus_id: String(cast.campus.id) }, 1],
      ['/admin/college/index', { page: true }, 0],
      ['/api/login', { account: 'x', password: 'y', login_type: '0' }, -1],
    ];
    for (const [url, body, role] of cases) {
      const token = role < 0 ? undefined : cast.tokens[role as 0 | 1];
      expectRefused(await call(t.app, url, body, token), `${url} ${JSON.stringify(body)}`);
    }
    expect((await call(t.app, '/college/class/index', { page: 1, page_size: 20 }, cast.tokens[1])).code).toBe(200);
  });
});

describe('ids in query strings and paths are decimal digits', () => {
  it('accepts ?class_id=12 and /show/12, refuses any other text', async () => {
    const klass = await createClass(t.db, cast.college.id);
    const list = (query: string) =>
      call(t.app, `/college/class/resources/list?${query}`, undefined, cast.tokens[1], 'GET');
    expect((await list(`class_id=${klass.id}`)).code).toBe(200);
    for (const bad of [
      `${klass.id}.0`,
      `0${klass.id}`,
      `%20${klass.id}`,
      `${klass.id}e0`,
      '0x1',
      '-1',
      '99999999999',
    ]) {
      expectRefused(await list(`class_id=${bad}`), bad);
    }
    expect((await call(t.app, `/college/class/show/${klass.id}`, undefined, cast.tokens[1])).code).toBe(200);
    expectRefused(await call(t.app, `/college/class/show/${klass.id}.5`, undefined, cast.tokens[1]), 'path');
    // a delete by ?ids= still works, and text in its body does not
    const other = await createClass(t.db, cast.college.id);
    expect((await call(t.app, `/college/class/delete?ids=${other.id}`, {}, cast.tokens[1])).code).toBe(200);
  });
});

describe('every validation message is Chinese', () => {
  it.each([
    ['/college/class/index', 1],
    ['/college/campus/index', 1],
    ['/college/student/index', 1],
    ['/college/class/delete', 1],
    ['/college/class/add', 1],
    ['/admin/college/index', 0],
    ['/admin/licence/revoke', 0],
    ['/api/login/student', -1],
  ] as const)('%s answers a JSON array body in Chinese', async (url, role) => {
    const token = role < 0 ? undefined : cast.tokens[role as 0 | 1];
    for (const body of [[], [1, 2], 'text', 42]) {
      const res = await call(t.app, url, body, token);
      expectRefused(res, `${url} ${JSON.stringify(body)}`);
      expect(res.message).not.toMatch(/Invalid|expected|received/i);
    }
  });

  it('a field no schema words gets a Chinese message naming it', async () => {
    const res = await call(t.app, '/college/class/index', { keyword: 42 }, cast.tokens[1]);
    expectRefused(res, 'keyword');
    expect(res.message).not.toMatch(/Invalid|expected|received/i);
  });
});
