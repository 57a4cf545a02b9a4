import { readCookie, removeCookie, writeCookie } from './cookie';

/** The session token lives in the browser cookie `Authorization` (path /) and travels as the `Authorization` header. */
export const TOKEN_COOKIE = 'Authorization';

export function getToken(): string | null {
  const token = readCookie(TOKEN_COOKIE);
  return token ? token : null;
}

export function setToken(token: string): void {
  writeCookie(TOKEN_COOKIE, token, 7);
}

export function clearToken(): void {
  removeCookie(TOKEN_COOKIE);
}
