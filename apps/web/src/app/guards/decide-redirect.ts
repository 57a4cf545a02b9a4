import { type authMessages, CertStatus, type TRole } from '@sxpt/contract';
import {
  CHANGE_PASSWORD_PATH,
  canOpen,
  homePathFor,
  isUnder,
  LICENCE_PATH,
  matchRoute,
  resolveGroupTarget,
} from '../routes';
import { hasPracticeContext, type TWorkingContext } from '../working-context';

export const LICENCE_MESSAGE = '请先激活系统资源后再使用' satisfies (typeof authMessages)['licenceInactive'];
export const PRACTICE_CONTEXT_MESSAGE = '请先在学习中心选择课程，再进入实训';
export const PASSWORD_CHANGE_MESSAGE =
  '为保障账号安全，请先修改初始密码后再使用' satisfies (typeof authMessages)['passwordChangeRequired'];

export interface TGuardInput {
  /** pathname, optionally with its ?query */
  path: string;
  token: string | null;
  /** the signed-in user from /api/getinfo; null while not (yet) known */
  user: { role: TRole; mustChangePassword?: boolean } | null;
  /** certificate status: 1 active, 2 not activated */
  certStatus: number | null;
  workingContext: TWorkingContext;
}

export interface TRedirect {
  to: string;
  /** a message to show the user while redirecting */
  message?: string;
}

/** Paths that need the practice working context (spec 02 §2.3). */
const contextPrefixes = ['/studentViews/handsonViews', '/cashierViews/cashier'];

/**
 * The guard as a pure function: where the user must go instead of `path`, or null to show the page.
 * With a token but no user yet it returns null for signed-in pages: the caller waits for /api/getinfo.
 */
export function decideRedirect(input: TGuardInput): TRedirect | null {
  const pathname = input.path.split(/[?#]/)[0];
  if (pathname === '/' || pathname === '') return { to: '/index' };

  const match = matchRoute(pathname);
  if (!match) return { to: '/404' };
  const { node } = match;
  if (node.isPublic) return null;

  if (!input.token) return { to: `/index?redirect=${encodeURIComponent(input.path)}` };
  if (!input.user) return null;

  const { role } = input.user;
  // a password someone else set: nothing but its change until it is done; afterwards the page has no use
  const isPasswordPage = pathname === CHANGE_PASSWORD_PATH;
  if (input.user.mustChangePassword) {
    if (isPasswordPage) return null;
    return { to: passwordPageFor(input.path), message: PASSWORD_CHANGE_MESSAGE };
  }
  if (isPasswordPage) return { to: homePathFor(role) };
  if (!canOpen(node, role)) return { to: '/404' };

  if (
    input.certStatus === CertStatus.inactive &&
    isUnder(pathname, '/collegeViews') &&
    !isUnder(pathname, '/collegeViews/system_exequatur')
  ) {
    return { to: LICENCE_PATH, message: LICENCE_MESSAGE };
  }

  if (contextPrefixes.some((prefix) => isUnder(pathname, prefix)) && !hasPracticeContext(input.workingContext)) {
    return { to: '/studentViews/index', message: PRACTICE_CONTEXT_MESSAGE };
  }

  if (node.children) {
    const target = resolveGroupTarget(node, role);
    return { to: target ?? '/404' };
  }
  return null;
}

/** The forced change-password page, remembering where the user was going. */
function passwordPageFor(path: string): string {
  const pathname = path.split(/[?#]/)[0];
  const isHome = pathname === '/' || pathname === '/index' || pathname === CHANGE_PASSWORD_PATH;
  return isHome ? CHANGE_PASSWORD_PATH : `${CHANGE_PASSWORD_PATH}?redirect=${encodeURIComponent(path)}`;
}

/** True for an in-app path (no scheme, no protocol-relative //host). */
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

/**
 * Where to go right after signing in: the `redirect` query when it is a signed-in page this role may open,
 * else the role's home (spec 01 §2). A user who must change the password someone else set goes to that first,
 * and on from there.
 */
export function decideLanding(redirect: string | null, role: TRole, mustChangePassword = false): string {
  let target = homePathFor(role);
  if (redirect && isLocalPath(redirect)) {
    const match = matchRoute(redirect);
    if (match && !match.node.isPublic && canOpen(match.node, role) && match.node.path !== CHANGE_PASSWORD_PATH) {
      target = redirect;
    }
  }
  return mustChangePassword ? passwordPageFor(target) : target;
}
