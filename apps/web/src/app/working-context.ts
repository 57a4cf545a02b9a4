/**
 * The working context of a practice session (spec 01 §3): which course, class, resource and lesson the student
 * is working on. Kept in sessionStorage under exactly these keys; every practice call carries all four.
 */
export const WORKING_CONTEXT_KEYS = ['course_id', 'class_id', 'resource_id', 'lesson_id'] as const;
export type TWorkingContextKey = (typeof WORKING_CONTEXT_KEYS)[number];
export type TWorkingContext = Record<TWorkingContextKey, string | null>;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function getWorkingContext(): TWorkingContext {
  const store = storage();
  const read = (key: TWorkingContextKey) => {
    const value = store?.getItem(key);
    return value ? value : null;
  };
  return {
    course_id: read('course_id'),
    class_id: read('class_id'),
    resource_id: read('resource_id'),
    lesson_id: read('lesson_id'),
  };
}

/** Set some or all keys; `null` removes a key. */
export function setWorkingContext(values: Partial<Record<TWorkingContextKey, string | number | null>>): void {
  const store = storage();
  if (!store) return;
  for (const key of WORKING_CONTEXT_KEYS) {
    if (!(key in values)) continue;
    const value = values[key];
    if (value === null || value === undefined || value === '') store.removeItem(key);
    else store.setItem(key, String(value));
  }
}

export function clearWorkingContext(): void {
  const store = storage();
  for (const key of WORKING_CONTEXT_KEYS) store?.removeItem(key);
}

/** Hands-on and cashier pages need course_id, class_id and resource_id (lesson_id is optional). */
export function hasPracticeContext(context: TWorkingContext): boolean {
  return Boolean(context.course_id && context.class_id && context.resource_id);
}

/**
 * What every practice call carries; the server checks it (class member, class has the resource, lesson in it).
 * Ids are sent as numbers (the server takes no id as text); a stored value that is not one is left out.
 */
export function workingContextBody(): Record<string, number> {
  const context = getWorkingContext();
  const body: Record<string, number> = {};
  for (const [key, value] of Object.entries(context)) {
    if (value && /^[1-9][0-9]{0,9}$/.test(value)) body[key] = Number(value);
  }
  return body;
}
