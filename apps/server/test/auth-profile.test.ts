import { ApiCode, authMessages, type TInfoDetail, type TSendSmsData } from '@sxpt/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes, uploads, users } from '../src/db/schema';
import { createCollege, createUser, signIn, TEST_PASSWORD } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedInStudent() {
  const { college } = await createCollege(t.db);
  const user = await createUser(t.db, { role: 3, collegeId: college.id });
  return { user, token: await signIn(t.app, user) };
}

describe('profile', () => {
  it('info_detail returns the profile', async () => {
    const { user, token } = await signedInStudent();
    const res = await call<TInfoDetail>(t.app, '/api/info_detail', {}, token);
    expect(res.data).toMatchObject({ id: user.id, account: user.account, role: 3, role_label: '学生' });
    expect(res.data.last_login_at).not.toBeNull();
  });

  it('mod_info changes the name; bad input changes nothing', async () => {
    const { user, token } = await signedInStudent();
    expect((await call(t.app, '/api/mod_info', { name: ' 新名字 ' }, token)).message).toBe('保存成功！');
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0].name).toBe('新名字');
    expect(await call(t.app, '/api/mod_info', {}, token)).toMatchObject({ code: 400, message: '没有需要修改的内容' });
    expect(await call(t.app, '/api/mod_info', { name: 'x'.repeat(40) }, token)).toMatchObject({ message: '姓名过长' });
    expect(await call(t.app, '/api/mod_info', { phone: '123' }, token)).toMatchObject({
      message: '请输入正确的手机号',
    });
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0].name).toBe('新名字');
  });

  it('a phone change needs the SMS code sent to that phone; one code per minute per phone', async () => {
    const { user, token } = await signedInStudent();
    const phone = `139${String(user.id).padStart(8, '0')}`;
    expect(await call(t.app, '/api/mod_info', { phone }, token)).toMatchObject({ message: authMessages.smsRequired });
    const sent = await call<TSendSmsData>(t.app, '/api/send_sms', { phone }, token);
    expect(sent.code).toBe(200);
    expect(sent.data.demo_code).toMatch(/^\d{6}$/);
    expect(await call(t.app, '/api/send_sms', { phone }, token)).toMatchObject({
      code: ApiCode.tooMany,
      message: authMessages.smsTooOften,
    });
    const wrongCode = sent.data.demo_code === '000000' ? '111111' : '000000';
    expect(await call(t.app, '/api/mod_info', { phone, sms_code: wrongCode }, token)).toMatchObject({
      message: authMessages.smsWrong,
    });
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0].phone).toBe('');
    expect((await call(t.app, '/api/mod_info', { phone, sms_code: sent.data.demo_code }, token)).code).toBe(200);
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0].phone).toBe(phone);
    // the code is used up
    const [code] = await t.db.select().from(smsCodes).where(eq(smsCodes.userId, user.id));
    expect(code.usedAt).not.toBeNull();
  });

  it('without demo data the SMS code is not returned', async () => {
    const plain = await createTestApp({ seedDemo: false });
    try {
      const acc5 = await createUser(plain.db, { role: 0 });
      const res = await call<TSendSmsData>(
        plain.app,
        '/api/send_sms',
        { phone: '13712345678' },
        await signIn(plain.app, acc5),
      );
      expect(res.code).toBe(200);
      expect(res.data.demo_code).toBeUndefined();
    } finally {
      await plain.close();
    }
  });

  it('mod_pwd needs the old password, checks the new one, and signs out other sessions only', async () => {
    const { user, token } = await signedInStudent();
    const other = await signIn(t.app, user);
    expect(
      await call(
        t.app,
        '/api/mod_pwd',
        { old_password: 'nope', password: 'NewPass123', password_confirmation: 'NewPass123' },
        token,
      ),
    ).toMatchObject({ code: 400, message: authMessages.oldPasswordWrong });
    expect(await call(t.app, '/api/mod_pwd', { old_password: TEST_PASSWORD, password: 'short1' }, token)).toMatchObject(
      {
        message: '新密码至少8位',
      },
    );
    expect(
      await call(
        t.app,
        '/api/mod_pwd',
        { old_password: TEST_PASSWORD, password: 'NewPass123', password_confirmation: 'Other123' },
        token,
      ),
    ).toMatchObject({ message: '两次输入的新密码不一致' });
    expect((await call(t.app, '/api/getinfo', {}, other)).code).toBe(200);

    const changed = await call(
      t.app,
      '/api/mod_pwd',
      { old_password: TEST_PASSWORD, password: 'NewPass123', password_confirmation: 'NewPass123' },
      token,
    );
    expect(changed.code).toBe(200);
    expect((await call(t.app, '/api/getinfo', {}, token)).code).toBe(200);
    expect((await call(t.app, '/api/getinfo', {}, other)).code).toBe(ApiCode.unauthorized);
    expect((await call(t.app, '/api/login/student', { account: user.account, password: 'NewPass123' })).code).toBe(200);
    expect((await call(t.app, '/api/login/student', { account: user.account, password: TEST_PASSWORD })).code).toBe(
      400,
    );
  });
});

function multipart(filename: string, bytes: Buffer, field = 'file') {
  const boundary = '----sxpt-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('upload_image', () => {
  it('stores an image found by its content and serves it back', async () => {
    const { user, token } = await signedInStudent();
    const body = multipart('avatar.txt', PNG);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload_image',
      headers: { ...body.headers, authorization: token },
      payload: body.payload,
    });
    const json = res.json();
    expect(json.code).toBe(200);
    expect(json.data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: json.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, user.id))).toHaveLength(1);
  });

  it('refuses a non-image named .png, an oversize file and a missing file, storing nothing', async () => {
    const { user, token } = await signedInStudent();
    const fake = multipart('photo.png', Buffer.from('<html>not an image</html>'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload_image',
      headers: { ...fake.headers, authorization: token },
      payload: fake.payload,
    });
    expect(res.json()).toMatchObject({ code: 400, message: '只能上传 PNG、JPG、GIF 或 WebP 图片' });

    const big = multipart('big.png', Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]));
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/upload_image',
      headers: { ...big.headers, authorization: token },
      payload: big.payload,
    });
    expect(res2.json()).toMatchObject({ code: 400 });
    expect(res2.json().message).toMatch(/10MB|文件过大/);

    const none = await t.app.inject({
      method: 'POST',
      url: '/api/upload_image',
      headers: { authorization: token },
      payload: {},
    });
    expect(none.json()).toMatchObject({ code: 400, message: '请选择要上传的图片' });
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, user.id))).toHaveLength(0);
  });

  it('does not serve a path outside the upload folder', async () => {
    for (const url of [
      '/uploads/..%2f..%2fetc/passwd',
      '/uploads/../../etc/passwd',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('root:');
      expect(res.headers['content-type'] ?? '', url).not.toContain('octet-stream');
    }
  });
});
