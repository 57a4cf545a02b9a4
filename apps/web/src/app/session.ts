import type { TUserInfo } from '@sxpt/contract';
import { fetchUserInfo, logout } from '../features/auth/auth-api';
import { useSessionStore } from './session-store';

let inFlight: { token: string | null; promise: Promise<TUserInfo> } | null = null;

/**
 * Fetch /api/getinfo (one call at a time per token) and keep the answer in the session store. On any failure the token is cleared
 * (the caller sends the user to /index and shows the error).
 */
export function loadSessionUser(): Promise<TUserInfo> {
  const token = useSessionStore.getState().token;
  if (inFlight && inFlight.token === token) return inFlight.promise;
  const promise = fetchUserInfo({ silent: true, noReload: true })
    .then((user) => {
      if (useSessionStore.getState().token === token) useSessionStore.getState().setUser(user);
      return user;
    })
    .catch((error: unknown) => {
      if (useSessionStore.getState().token === token) useSessionStore.getState().reset();
      throw error;
    })
    .finally(() => {
      if (inFlight?.promise === promise) inFlight = null;
    });
  inFlight = { token, promise };
  return promise;
}

/**
 * Sign out: revoke the token and forget the user (the layout also drops the query cache). Returns where to go
 * next: /login from a school-management (/adminViews) page, else /index.
 */
export async function signOut(currentPath: string): Promise<string> {
  await logout();
  useSessionStore.getState().reset();
  return currentPath.startsWith('/adminViews') ? '/login' : '/index';
}
