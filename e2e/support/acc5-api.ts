// Calls to the API from a test (setup that is not what the test is about): sign in, then POST with the token.
import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

interface TEnvelope<T> {
  code: number;
  message: string;
  data: T;
}

/** login_type: 0 acc5 (school management), 1 college admin, 2 teacher, 3 student. */
export async function apiSignIn(
  request: APIRequestContext,
  account: string,
  password = DEMO_PASSWORD,
  loginType = 0,
): Promise<string> {
  const response = await request.post('/api/login', { data: { account, password, login_type: loginType } });
  const body = (await response.json()) as TEnvelope<{ token: string }>;
  expect(body.code, body.message).toBe(200);
  return body.data.token;
}

/** POST `path` with the token; the envelope's data (the call must succeed). */
export async function apiCall<T>(request: APIRequestContext, token: string, path: string, data: object): Promise<T> {
  const response = await request.post(path, { data, headers: { Authorization: token } });
  const body = (await response.json()) as TEnvelope<T>;
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.data;
}

/**
 * A college with an administrator whose licence is active (created, issued and activated through the API). The
 * administrator changes the generated password to `adminPassword` at the first sign-in, as everyone must.
 */
export async function createActiveCollege(
  request: APIRequestContext,
  names: { name: string; code: string; adminAccount: string; adminPassword: string },
): Promise<{ id: number }> {
  const acc5 = await apiSignIn(request, 'acc5');
  const college = await apiCall<{ id: number; admin: { password: string } }>(request, acc5, '/admin/college/store', {
    name: names.name,
    code: names.code,
    admin_account: names.adminAccount,
    admin_name: '测试管理员',
  });
  const expiresAt = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const licence = await apiCall<{ code: string }>(request, acc5, '/admin/licence/issue', {
    college_id: college.id,
    expires_at: expiresAt,
    seat_count: 50,
  });
  const admin = await apiSignIn(request, names.adminAccount, college.admin.password, 1);
  await apiCall(request, admin, '/api/mod_pwd', {
    old_password: college.admin.password,
    password: names.adminPassword,
  });
  await apiCall(request, admin, '/college/licence/activate', { code: licence.code });
  return { id: college.id };
}
