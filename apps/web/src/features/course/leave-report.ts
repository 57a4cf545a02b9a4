// The last learning report of a page the student is leaving (tab closed, reload, switched away): sent with
// fetch keepalive so the browser delivers it after the page is gone. The answer is not read; the shared client
// (src/api/client.ts) has no keepalive option, so this one call goes round it with the same token header.
import { getToken } from '../../api/token';

export function sendOnLeave(path: string, body: Record<string, unknown>): void {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = token;
  fetch(path, { method: 'POST', headers, body: JSON.stringify(body), keepalive: true }).catch(() => {
    // the page is going away: nothing left to tell the student
  });
}
