// The simulator's own sign-in (the client's login window) and where it sends a student who came without a working
// context. The login is a simulation: any non-empty entry is accepted and remembered for the browser session.
import { getWorkingContext } from '../../../app/working-context';
import { coursePaths } from '../../course/course-links';

const LOGIN_KEY = 'kaipiao_login';

/** Shown when the simulator is opened without a class, resource and lesson (it cannot work without). */
export const NO_CONTEXT_MESSAGE = '请从课程的实训练习进入开票实训';

export const KAIPIAO_PATHS = {
  index: '/kaipiaoViews/index',
  login: '/kaipiaoViews/login',
  studentHome: coursePaths.index,
} as const;

/** The operator the client offers (the real client's 用户名 list). */
export const OPERATORS = ['管理员'] as const;

export interface TKaipiaoLogin {
  user: string;
  at: string;
}

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readKaipiaoLogin(): TKaipiaoLogin | null {
  const raw = session()?.getItem(LOGIN_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TKaipiaoLogin>;
    return typeof value.user === 'string' && value.user ? { user: value.user, at: String(value.at ?? '') } : null;
  } catch {
    return null;
  }
}

export function rememberKaipiaoLogin(user: string): void {
  session()?.setItem(LOGIN_KEY, JSON.stringify({ user, at: new Date().toISOString() }));
}

export function forgetKaipiaoLogin(): void {
  session()?.removeItem(LOGIN_KEY);
}

/** The lesson's practice page (where the student came from), or the student home without a context. */
export function practicePageLink(): string {
  const { class_id, resource_id, lesson_id } = getWorkingContext();
  if (!class_id || !resource_id) return coursePaths.index;
  const query = new URLSearchParams({ class_id, resource_id });
  if (lesson_id) query.set('lesson_id', lesson_id);
  return `${lesson_id ? coursePaths.practice : coursePaths.course}?${query.toString()}`;
}

export interface TLoginForm {
  user: string;
  password: string;
  cert: string;
}

/** The login fields trimmed; the name of the first empty one is returned as `missing`. */
export function checkLoginForm(form: TLoginForm): { value: TLoginForm; missing: keyof TLoginForm | null } {
  const value = { user: form.user.trim(), password: form.password.trim(), cert: form.cert.trim() };
  const missing = (['user', 'password', 'cert'] as const).find((key) => value[key] === '') ?? null;
  return { value, missing };
}
