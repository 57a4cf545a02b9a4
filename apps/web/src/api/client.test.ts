import { encipherEnvelope } from '@sxpt/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildClientHandlers } from '../app/client-handlers';
import { CHANGE_PASSWORD_PATH, LICENCE_PATH } from '../app/routes';
import { useSessionStore } from '../app/session-store';
import { ApiError } from './api-error';
import { configureClient, download, filenameFromDisposition, request } from './client';
import { takeFlash } from './flash';
import { clearToken, getToken, setToken } from './token';

const fetchMock = vi.fn<typeof fetch>();
const notifyError = vi.fn<(text: string, seconds: number) => void>();
const reload = vi.fn<() => void>();
const onLicenceInactive = vi.fn<(message: string) => void>();
const onPasswordChangeRequired = vi.fn<(message: string) => void>();

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });
}

function wrapped(envelope: unknown): Response {
  return json({ retcode: 200, result: encipherEnvelope(JSON.stringify(envelope)) });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureClient({ notifyError, reload, onLicenceInactive, onPasswordChangeRequired });
  setToken('tok-123');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
  notifyError.mockReset();
  reload.mockReset();
  onLicenceInactive.mockReset();
  onPasswordChangeRequired.mockReset();
  takeFlash();
});

describe('request', () => {
  it('POSTs JSON with the Authorization header and returns data of a plain envelope', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 200, message: 'ok', data: { name: '王老师' } }));
    await expect(request<{ name: string }>('/api/getinfo', { type: 1 })).resolves.toEqual({ name: '王老师' });
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/getinfo');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"type":1}');
    expect(init?.headers).toMatchObject({ Authorization: 'tok-123', 'Content-Type': 'application/json' });
  });

  it('sends no Authorization header without a token', async () => {
    clearToken();
    fetchMock.mockResolvedValueOnce(json({ code: 200, message: '', data: null }));
    await request('/api/login/student', { account: 'a', password: 'b' });
    expect(fetchMock.mock.calls[0][1]?.headers).not.toHaveProperty('Authorization');
  });

  it('decodes a wrapped {retcode: 200, result} response', async () => {
    fetchMock.mockResolvedValueOnce(wrapped({ code: 200, message: '保存成功！', data: { token: '甲乙' } }));
    await expect(request('/api/login')).resolves.toEqual({ token: '甲乙' });
  });

  it('applies the inner-code rules inside a wrapped response too', async () => {
    fetchMock.mockResolvedValueOnce(wrapped({ code: 500, message: '服务器繁忙', data: null }));
    const error = await rejection(request('/api/x'));
    expect(error).toMatchObject({ code: 500, message: '服务器繁忙', kind: 'business' });
    expect(notifyError).toHaveBeenCalledWith('服务器繁忙', 5);
  });

  it('toasts response.data.code:<retcode> for 5 s on a non-200 outer retcode', async () => {
    fetchMock.mockResolvedValueOnce(json({ retcode: 502, result: '' }));
    const error = await rejection(request('/api/x'));
    expect(error).toMatchObject({ code: 502, message: 'response.data.code:502', kind: 'transport' });
    expect(notifyError).toHaveBeenCalledWith('response.data.code:502', 5);
  });

  it('on inner code 401 clears the token, keeps the message for after the reload, and reloads', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 401, message: '登录已过期，请重新登录', data: null }));
    const error = await rejection(request('/api/getinfo'));
    expect(error).toMatchObject({ code: 401, kind: 'session' });
    expect(getToken()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(takeFlash()).toBe('登录已过期，请重新登录');
  });

  it('treats inner code 4001 the same way', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 4001, message: '', data: null }));
    await rejection(request('/api/x'));
    expect(getToken()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload on 401 when the caller asks (noReload), but still clears the token', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 401, message: '请先登录', data: null }));
    await rejection(request('/api/getinfo', {}, { noReload: true }));
    expect(getToken()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('on inner code 4086 calls the licence handler', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 4086, message: '请先激活系统资源后再使用', data: null }));
    const error = await rejection(request('/college/class/index'));
    expect(error).toMatchObject({ code: 4086, kind: 'licence' });
    expect(onLicenceInactive).toHaveBeenCalledWith('请先激活系统资源后再使用');
    expect(getToken()).toBe('tok-123');
  });

  it('with the app handlers, 4086 sets certificate status 2 and opens the licence page', async () => {
    const navigate = vi.fn<(to: string) => void>();
    const toast = { error: vi.fn(), warning: vi.fn() };
    configureClient(buildClientHandlers({ toast, navigate, reload }));
    useSessionStore.setState({ certStatus: 1 });
    fetchMock.mockResolvedValueOnce(json({ code: 4086, message: '请先激活系统资源后再使用', data: null }));
    await rejection(request('/college/class/index'));
    expect(useSessionStore.getState().certStatus).toBe(2);
    expect(navigate).toHaveBeenCalledWith(LICENCE_PATH);
    expect(LICENCE_PATH).toBe('/collegeViews/system_exequatur/zsxuke');
    expect(toast.warning).toHaveBeenCalledWith(expect.objectContaining({ content: '请先激活系统资源后再使用' }));
  });

  it('on inner code 4031 calls the password-change handler, keeps the token and toasts nothing', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ code: 4031, message: '为保障账号安全，请先修改初始密码后再使用', data: null }),
    );
    const error = await rejection(request('/student/classes/list'));
    expect(error).toMatchObject({ code: 4031, kind: 'password', message: '为保障账号安全，请先修改初始密码后再使用' });
    expect(onPasswordChangeRequired).toHaveBeenCalledWith('为保障账号安全，请先修改初始密码后再使用');
    expect(notifyError).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok-123');
  });

  it('with the app handlers, 4031 marks the password as to be changed and opens the change page', async () => {
    const navigate = vi.fn<(to: string) => void>();
    const toast = { error: vi.fn(), warning: vi.fn() };
    configureClient(buildClientHandlers({ toast, navigate, reload }));
    useSessionStore.setState({ mustChangePassword: false });
    fetchMock.mockResolvedValueOnce(
      json({ code: 4031, message: '为保障账号安全，请先修改初始密码后再使用', data: null }),
    );
    await rejection(request('/api/info_detail'));
    expect(useSessionStore.getState().mustChangePassword).toBe(true);
    expect(navigate).toHaveBeenCalledWith(CHANGE_PASSWORD_PATH);
    expect(CHANGE_PASSWORD_PATH).toBe('/me/password');
    expect(toast.warning).toHaveBeenCalledWith(
      expect.objectContaining({ content: '为保障账号安全，请先修改初始密码后再使用' }),
    );
  });

  it('toasts a business error with the server message, or Has Error when there is none', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 400, message: '账号或密码错误', data: null }));
    expect(await rejection(request('/api/x'))).toMatchObject({ code: 400, message: '账号或密码错误' });
    expect(notifyError).toHaveBeenLastCalledWith('账号或密码错误', 5);
    fetchMock.mockResolvedValueOnce(json({ code: 500, message: '', data: null }));
    expect((await rejection(request('/api/x'))).message).toBe('Has Error');
  });

  it('keeps the data of a business error (the bad rows of an import)', async () => {
    const errors = [{ row: 3, reason: '姓名不能为空' }];
    fetchMock.mockResolvedValueOnce(json({ code: 400, message: '导入失败：第3行姓名不能为空', data: { errors } }));
    const error = await rejection(request('/college/student/import', {}, { silent: true }));
    expect(error.code).toBe(400);
    expect(error.data).toEqual({ errors });
  });

  it('lets the caller opt out of the business-error toast', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 400, message: '账号或密码错误', data: null }));
    expect((await rejection(request('/api/login', {}, { silent: true }))).message).toBe('账号或密码错误');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('toasts a network error with its message for 5 s', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await rejection(request('/api/x'));
    expect(error).toMatchObject({ kind: 'network', code: 0 });
    expect(error.message).toContain('Failed to fetch');
    expect(notifyError).toHaveBeenCalledWith(error.message, 5);
  });

  it('aborts after the timeout (30 s by default) and toasts it', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementationOnce(
      (_path, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = rejection(request('/api/slow'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(signal?.aborted).toBe(true);
    expect(error.kind).toBe('timeout');
    expect(notifyError).toHaveBeenCalledWith(error.message, 5);
  });

  it('sends FormData as multipart (no JSON content type)', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 200, message: '', data: { url: '/uploads/a.png' } }));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await expect(request('/api/upload_image', form)).resolves.toEqual({ url: '/uploads/a.png' });
    const init = fetchMock.mock.calls[0][1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });
});

describe('download', () => {
  it('reads the file name from Content-Disposition', () => {
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E5%AD%A6%E7%94%9F.xlsx")).toBe('学生.xlsx');
    expect(filenameFromDisposition('attachment; filename="class.xlsx"')).toBe('class.xlsx');
    expect(filenameFromDisposition(null)).toBe('download.xlsx');
  });

  it('saves the blob under that name', async () => {
    vi.useFakeTimers();
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const createObjectURL = vi.fn(() => 'blob:x');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(
      new Response(new Blob(['PK']), {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': "attachment; filename*=UTF-8''%E5%AD%A6%E7%94%9F.xlsx",
        },
      }),
    );
    await expect(download('/college/class/student/export', { class_id: 1 })).resolves.toBe('学生.xlsx');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:x');
    click.mockRestore();
    Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
  });

  it('GETs with the body as query parameters when asked', async () => {
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:y'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(
      new Response(new Blob(['PK']), {
        headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment; filename="t.xlsx"' },
      }),
    );
    await download('/college/class/teacher/export', { class_id: 7, keyword: '' }, { method: 'GET' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/college/class/teacher/export?class_id=7');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toMatchObject({ Authorization: 'tok-123' });
    click.mockRestore();
    Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
  });

  it('rejects with the server message when the answer is an error envelope', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 404, message: '班级不存在', data: null }));
    expect((await rejection(download('/college/class/student/export', {}))).message).toBe('班级不存在');
    expect(notifyError).toHaveBeenCalledWith('班级不存在', 5);
  });
});
