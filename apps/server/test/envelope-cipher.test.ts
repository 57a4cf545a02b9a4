import { decipherEnvelope } from '@sxpt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from './support/factories';
import { createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ envelopeCipher: true });
});
afterAll(() => t.close());

describe('ENVELOPE_CIPHER=1', () => {
  it('wraps every API answer as {retcode: 200, result} that deciphers to the envelope', async () => {
    const acc5 = await createUser(t.db, { role: 0 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { account: acc5.account, password: TEST_PASSWORD },
    });
    const outer = res.json();
    expect(Object.keys(outer).sort()).toEqual(['result', 'retcode']);
    expect(outer.retcode).toBe(200);
    const inner = JSON.parse(decipherEnvelope(outer.result));
    expect(inner).toMatchObject({ code: 200, message: '登录成功' });
    expect(inner.data.token).toBeTypeOf('string');
  });

  it('wraps errors too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/getinfo' });
    expect(JSON.parse(decipherEnvelope(res.json().result))).toMatchObject({ code: 401 });
  });
});
