// Calls of the bench's preparation (sign-in, the admin's set-up, the students' steps): plain fetch, one envelope
// each. Every call answers HTTP 200 with {code, message, data}; the code says whether it worked.
import type { TEnvelope } from '@sxpt/contract';

export const DEMO_PASSWORD = 'demo1234';

export async function post<T = unknown>(base: string, path: string, body: object, token = ''): Promise<TEnvelope<T>> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as TEnvelope<T>;
}

/** post, and fail unless the envelope says 200. */
export async function expectOk<T = unknown>(base: string, path: string, body: object, token = ''): Promise<T> {
  const json = await post<T>(base, path, body, token);
  if (json.code !== 200) throw new Error(`${path} answered ${json.code} ${json.message}`);
  return json.data;
}

/**
 * Sign in through an entrance (/api/login/student, /api/login/college). Sign-in is throttled only after failed
 * tries (per account and address, and per address): on 429 wait as long as the answer says and go on.
 */
export async function signIn(
  base: string,
  entrance: string,
  account: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const res = await fetch(`${base}${entrance}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, password }),
    });
    const json = (await res.json()) as TEnvelope<{ token: string; retry_after?: number }>;
    if (json.code === 200) return json.data.token;
    if (json.code !== 429 && res.status !== 429) throw new Error(`sign-in of ${account} failed: ${json.message}`);
    const seconds = json.data?.retry_after || Number(res.headers.get('retry-after')) || 10;
    console.log(`sign-in of ${account} throttled: waiting ${seconds} s`);
    await new Promise((r) => setTimeout(r, seconds * 1000));
  }
  throw new Error(`sign-in of ${account} kept being throttled`);
}

/** Run work over items, at most `limit` at once, keeping the order of the results. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
