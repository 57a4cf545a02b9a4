import type { ApiCode as TContractCodes, TEnvelope } from '@sxpt/contract';
import { decipherEnvelope } from '@sxpt/contract';
import { ApiError } from './api-error';
import { setFlash } from './flash';
import { clearToken, getToken } from './token';

export { ApiError } from './api-error';

/**
 * The inner codes the client acts on. Same values as the contract's ApiCode (the `satisfies` makes the type
 * checker prove it); kept here as plain numbers so the first page does not load the contract's zod schemas.
 */
const ApiCode = {
  ok: 200,
  unauthorized: 401,
  tokenExpired: 4001,
  licenceInactive: 4086,
  passwordChangeRequired: 4031,
} as const satisfies Pick<
  typeof TContractCodes,
  'ok' | 'unauthorized' | 'tokenExpired' | 'licenceInactive' | 'passwordChangeRequired'
>;

/** Where a user whose password must be changed first is sent (the app's route tables hold the page). */
export const CHANGE_PASSWORD_PATH = '/me/password';

/** Every call times out after 30 s; error toasts stay 5 s (spec 01 §9). */
export const REQUEST_TIMEOUT_MS = 30_000;
export const ERROR_TOAST_SECONDS = 5;

export interface TRequestOptions {
  /** Do not toast a business error (inner code ≠ 200): the caller shows it itself. */
  silent?: boolean;
  /** On inner code 401/4001 clear the token but do not reload: the caller ends the session itself. */
  noReload?: boolean;
  /** Override the 30 s timeout. */
  timeoutMs?: number;
  /** Cancel the call (e.g. when a query is dropped). */
  signal?: AbortSignal;
}

/** What the client does around a failed call; the app installs real ones (antd toast, router). */
export interface TClientHandlers {
  /** Show an error toast for `seconds`. */
  notifyError: (text: string, seconds: number) => void;
  /** Reload the page after the token was cleared (the guard then sends the user to /index). */
  reload: () => void;
  /** Inner code 4086: the college's licence is not active. */
  onLicenceInactive: (message: string) => void;
  /** Inner code 4031: the password was set by someone else and must be changed before anything else. */
  onPasswordChangeRequired: (message: string) => void;
}

const defaultHandlers: TClientHandlers = {
  notifyError: (text) => console.error(text),
  reload: () => window.location.reload(),
  onLicenceInactive: () => window.location.assign('/collegeViews/system_exequatur/zsxuke'),
  onPasswordChangeRequired: () => window.location.assign(CHANGE_PASSWORD_PATH),
};

let handlers: TClientHandlers = { ...defaultHandlers };

/** Install the app's handlers (partial: the rest keep their defaults). */
export function configureClient(next: Partial<TClientHandlers>): void {
  handlers = { ...defaultHandlers, ...next };
}

type TBody = Record<string, unknown> | FormData | undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function transportError(retcode: number): ApiError {
  const text = `response.data.code:${retcode}`;
  handlers.notifyError(text, ERROR_TOAST_SECONDS);
  return new ApiError(retcode, text, 'transport');
}

/**
 * Turn a response body into the `{code, message, data}` envelope. A body with `retcode` is the wrapped
 * transport: retcode 200 carries the ciphered envelope in `result`; any other retcode is a transport error.
 */
export function decodeBody(raw: unknown): TEnvelope {
  if (isRecord(raw) && 'retcode' in raw) {
    const retcode = Number(raw.retcode);
    if (retcode !== 200) throw transportError(retcode);
    if (typeof raw.result !== 'string') throw new ApiError(retcode, '服务器返回的数据无法解析', 'transport');
    let inner: unknown;
    try {
      inner = JSON.parse(decipherEnvelope(raw.result));
    } catch {
      throw new ApiError(retcode, '服务器返回的数据无法解析', 'transport');
    }
    return decodeBody(inner);
  }
  if (isRecord(raw) && typeof raw.code === 'number') {
    return { code: raw.code, message: typeof raw.message === 'string' ? raw.message : '', data: raw.data };
  }
  throw new ApiError(0, '服务器返回的数据无法解析', 'transport');
}

/** Apply the inner-code rules and return `data`, or throw. */
function settle<T>(envelope: TEnvelope, options: TRequestOptions): T {
  const { code, message } = envelope;
  if (code === ApiCode.ok) return envelope.data as T;
  if (code === ApiCode.unauthorized || code === ApiCode.tokenExpired) {
    clearToken();
    const text = message || '登录已失效，请重新登录';
    if (!options.noReload) {
      setFlash(text);
      handlers.reload();
    }
    throw new ApiError(code, text, 'session');
  }
  if (code === ApiCode.licenceInactive) {
    const text = message || '请先激活系统资源后再使用';
    handlers.onLicenceInactive(text);
    throw new ApiError(code, text, 'licence');
  }
  if (code === ApiCode.passwordChangeRequired) {
    const text = message || '请先修改初始密码';
    handlers.onPasswordChangeRequired(text);
    throw new ApiError(code, text, 'password');
  }
  const text = message || 'Has Error';
  if (!options.silent) handlers.notifyError(text, ERROR_TOAST_SECONDS);
  throw new ApiError(code, text, 'business', envelope.data ?? null);
}

/** A GET url: `body`'s defined values as query parameters. */
function withQuery(path: string, body: TBody): string {
  if (!body || body instanceof FormData) return path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== null && value !== '') query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/**
 * Send to the API with the token header, a timeout and the error rules; resolves the raw Response. POST carries
 * `body` as JSON (or multipart); GET carries it as query parameters.
 */
async function send(
  path: string,
  body: TBody,
  options: TRequestOptions,
  method: 'GET' | 'POST' = 'POST',
): Promise<Response> {
  const controller = new AbortController();
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = token;
  let payload: BodyInit | undefined;
  if (method === 'GET') {
    payload = undefined;
  } else if (body instanceof FormData) {
    payload = body;
  } else {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body ?? {});
  }
  const url = method === 'GET' ? withQuery(path, body) : path;

  try {
    return await fetch(url, { method, headers, body: payload, signal: controller.signal });
  } catch (error) {
    if (isTimedOut) {
      const text = `请求超时（${Math.round((options.timeoutMs ?? REQUEST_TIMEOUT_MS) / 1000)} 秒），请检查网络后重试`;
      handlers.notifyError(text, ERROR_TOAST_SECONDS);
      throw new ApiError(0, text, 'timeout');
    }
    if (options.signal?.aborted) throw new ApiError(0, '请求已取消', 'aborted');
    const reason = error instanceof Error && error.message ? error.message : 'Network Error';
    const text = `网络错误：${reason}`;
    handlers.notifyError(text, ERROR_TOAST_SECONDS);
    throw new ApiError(0, text, 'network');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

async function readEnvelope(response: Response): Promise<TEnvelope> {
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    if (!response.ok) throw transportError(response.status);
    throw new ApiError(0, '服务器返回的数据无法解析', 'transport');
  }
  return decodeBody(raw);
}

/**
 * Call an endpoint: POST `body` as JSON (or multipart when it is FormData) and return the envelope's `data`.
 * Rejects with an ApiError; business errors are toasted unless `silent`.
 */
export async function request<T>(path: string, body?: TBody, options: TRequestOptions = {}): Promise<T> {
  const response = await send(path, body, options);
  return settle<T>(await readEnvelope(response), options);
}

/** Call a GET endpoint with `query` as query parameters and return the envelope's `data` (rules as request). */
export async function requestGet<T>(
  path: string,
  query: Record<string, string | number>,
  options: TRequestOptions = {},
): Promise<T> {
  const response = await send(path, query, options, 'GET');
  return settle<T>(await readEnvelope(response), options);
}

/** Read the file name from a Content-Disposition header (RFC 5987 `filename*` first). */
export function filenameFromDisposition(header: string | null, fallback = 'download.xlsx'): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/.exec(header);
  if (plain) {
    try {
      return decodeURIComponent(plain[2].trim());
    } catch {
      return plain[2].trim();
    }
  }
  return fallback;
}

/** Save a blob as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface TDownloadOptions extends TRequestOptions {
  /** GET for the endpoints that only answer GET (templates, some exports): `body` goes in the query string */
  method?: 'GET' | 'POST';
}

/**
 * Download a file (an .xlsx export): POST `body` (or GET with it as query parameters), save the answer under the
 * name from Content-Disposition. A JSON answer is an envelope (an error): the usual rules apply and the call
 * rejects. Resolves the saved file name.
 */
export async function download(path: string, body?: Record<string, unknown>, options: TDownloadOptions = {}) {
  const response = await send(path, body, options, options.method ?? 'POST');
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    settle<unknown>(await readEnvelope(response), options);
    throw new ApiError(0, '服务器没有返回文件', 'business');
  }
  if (!response.ok) throw transportError(response.status);
  const blob = await response.blob();
  const filename = filenameFromDisposition(response.headers.get('Content-Disposition'));
  saveBlob(blob, filename);
  return filename;
}
