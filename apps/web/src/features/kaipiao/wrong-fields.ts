// Wrong-answer highlighting (spec 01 §4): the server answers a wrong step with code 400 and data.wrong naming the
// wrong fields (never the expected values). These helpers turn any of its three shapes into keys a form can test:
//   fields (company info)          → 'nsr_sbh'
//   rows (customer / goods codes)  → 'row:2:tax_num', a missing or extra row → 'row:2'
//   invoice                        → 'type', 'status', 'customer:kh_name', 'line:0:money', 'line:3', 'list:1:price',
//                                    'remark'
// Row and line indexes are 0-based. Clicking any field clears the highlight (the form calls clear on click).
import { useCallback, useState } from 'react';
import { isApiError } from '../../api/api-error';

interface TRowsWrong {
  rows?: { index: number; fields: string[] }[];
  lines?: { index: number; fields: string[] }[];
  missing?: number[];
  extra?: number[];
}

interface TWrongData extends TRowsWrong {
  fields?: string[];
  type?: boolean;
  status?: boolean;
  customer?: string[];
  list?: TRowsWrong;
  /** the remark misses a phrase the question requires */
  remark?: boolean;
}

function rowKeys(prefix: string, wrong: TRowsWrong): string[] {
  const keys: string[] = [];
  for (const row of wrong.rows ?? wrong.lines ?? []) {
    keys.push(`${prefix}:${row.index}`);
    for (const field of row.fields) keys.push(`${prefix}:${row.index}:${field}`);
  }
  for (const index of [...(wrong.missing ?? []), ...(wrong.extra ?? [])]) keys.push(`${prefix}:${index}`);
  return keys;
}

/** The highlight keys of a failed call, or [] when it was not a wrong answer. */
export function wrongKeysOf(error: unknown): string[] {
  if (!isApiError(error)) return [];
  const data = error.data as { wrong?: TWrongData } | null;
  const wrong = data?.wrong;
  if (!wrong || typeof wrong !== 'object') return [];
  const keys: string[] = [...(wrong.fields ?? [])];
  if (wrong.rows) keys.push(...rowKeys('row', wrong));
  if (wrong.lines) keys.push(...rowKeys('line', wrong));
  if (wrong.type) keys.push('type');
  if (wrong.status) keys.push('status');
  for (const field of wrong.customer ?? []) keys.push(`customer:${field}`);
  if (wrong.list) keys.push(...rowKeys('list', wrong.list));
  if (wrong.remark) keys.push('remark');
  return keys;
}

/** State of a form's highlight: set it from a failed call, test a key, clear it on any click. */
export function useWrongFields() {
  const [wrong, setWrong] = useState<ReadonlySet<string>>(() => new Set());
  const setFromError = useCallback((error: unknown) => setWrong(new Set(wrongKeysOf(error))), []);
  const clear = useCallback(() => setWrong((current) => (current.size === 0 ? current : new Set())), []);
  const isWrong = useCallback((key: string) => wrong.has(key), [wrong]);
  return { wrong, isWrong, setFromError, clear, hasAny: wrong.size > 0 };
}

/** The class name of a highlighted input (styled in client-window.css). */
export const WRONG_CLASS = 'kp-wrong';
