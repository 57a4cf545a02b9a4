// Copies of the code tables in session storage, per student and working context (spec 01 §4: "For steps 2 and 3
// already done, saved answers come from a stored copy; otherwise they are fetched from the server"):
// - saved: the rows the server accepted, written after a successful save and shown at once when the dialog opens
//   (the server's answer replaces them as soon as it arrives);
// - draft: what the student typed but has not had accepted yet, so closing the dialog (to read the question
//   again) loses nothing. The server keeps no unaccepted work.

import { useSessionStore } from '../../../../app/session-store';
import { getWorkingContext } from '../../../../app/working-context';

export type TCodeKind = 'khbm' | 'goods';
export type TCopyKind = 'saved' | 'draft';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** kaipiao_<kind>_<copy>:<user>:<class>:<resource>:<lesson> */
export function copyKey(kind: TCodeKind, copy: TCopyKind): string {
  const context = getWorkingContext();
  const user = useSessionStore.getState().userID ?? '';
  return `kaipiao_${kind}_${copy}:${user}:${context.class_id ?? ''}:${context.resource_id ?? ''}:${context.lesson_id ?? ''}`;
}

/** The stored rows, or null when there are none (or they cannot be read). */
export function readCopy<T>(
  kind: TCodeKind,
  copy: TCopyKind,
  toRow: (value: Record<string, unknown>) => T,
): T[] | null {
  const raw = storage()?.getItem(copyKey(kind, copy));
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return null;
    return value.filter((item) => item !== null && typeof item === 'object').map((item) => toRow(item));
  } catch {
    return null;
  }
}

export function writeCopy(kind: TCodeKind, copy: TCopyKind, rows: readonly object[]): void {
  try {
    storage()?.setItem(copyKey(kind, copy), JSON.stringify(rows));
  } catch {
    // storage full or disabled: the copy is a convenience only
  }
}

export function removeCopy(kind: TCodeKind, copy: TCopyKind): void {
  storage()?.removeItem(copyKey(kind, copy));
}
