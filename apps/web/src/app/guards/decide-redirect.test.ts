import { Role, type TRole } from '@sxpt/contract';
import { describe, expect, it } from 'vitest';
import type { TWorkingContext } from '../working-context';
import {
  decideLanding,
  decideRedirect,
  LICENCE_MESSAGE,
  PASSWORD_CHANGE_MESSAGE,
  type TGuardInput,
} from './decide-redirect';

const noContext: TWorkingContext = { course_id: null, class_id: null, resource_id: null, lesson_id: null };
const fullContext: TWorkingContext = { course_id: '1', class_id: '2', resource_id: '3', lesson_id: '4' };

function input(path: string, role: TRole | null, extra: Partial<TGuardInput> = {}): TGuardInput {
  return {
    path,
    token: role === null ? null : 'token-abc',
    user: role === null ? null : { role },
    certStatus: 1,
    workingContext: noContext,
    ...extra,
  };
}

describe('decideRedirect', () => {
  it('sends / to /index', () => {
    expect(decideRedirect(input('/', null))?.to).toBe('/index');
  });

  it('lets anyone open the public pages', () => {
    for (const path of ['/index', '/login', '/404', '/guide', '/index?redirect=%2Fme']) {
      expect(decideRedirect(input(path, null)), path).toBeNull();
      expect(decideRedirect(input(path, Role.student)), path).toBeNull();
    }
  });

  it('sends unknown paths to /404, signed in or not', () => {
    expect(decideRedirect(input('/no/such/page', null))?.to).toBe('/404');
    expect(decideRedirect(input('/collegeViews/classManage/nothing', Role.admin))?.to).toBe('/404');
  });

  it('sends visitors without a token to /index with the redirect query', () => {
    expect(decideRedirect(input('/collegeViews/dataStatis/zuoti', null))?.to).toBe(
      '/index?redirect=%2FcollegeViews%2FdataStatis%2Fzuoti',
    );
    expect(decideRedirect(input('/me?tab=password', null))?.to).toBe('/index?redirect=%2Fme%3Ftab%3Dpassword');
  });

  it('waits (null) while the token is held but the user is not loaded yet', () => {
    expect(decideRedirect({ ...input('/me', Role.admin), user: null })).toBeNull();
  });

  it('sends a role the route does not allow to /404', () => {
    expect(decideRedirect(input('/collegeViews/classManage/classes', Role.teacher))?.to).toBe('/404');
    expect(decideRedirect(input('/collegeViews/classManage/teacherClass', Role.admin))?.to).toBe('/404');
    expect(decideRedirect(input('/adminViews/collegeAdmin/account', Role.admin))?.to).toBe('/404');
    expect(decideRedirect(input('/studentViews/index', Role.teacher))?.to).toBe('/404');
    expect(decideRedirect(input('/collegeViews/dataStatis/shixun', Role.student))?.to).toBe('/404');
    expect(decideRedirect(input('/me', Role.acc5))?.to).toBe('/404');
  });

  it('opens allowed pages', () => {
    expect(decideRedirect(input('/collegeViews/classManage/classes', Role.admin))).toBeNull();
    expect(decideRedirect(input('/collegeViews/classManage/teacherClass/detailList/5/info', Role.teacher))).toBeNull();
    expect(decideRedirect(input('/me', Role.student))).toBeNull();
    expect(decideRedirect(input('/adminViews/paper/paper/import/9', Role.acc5))).toBeNull();
    expect(decideRedirect(input('/studentViews/CoursePage', Role.student))).toBeNull();
  });

  it('resolves group paths per role', () => {
    expect(decideRedirect(input('/collegeViews/classManage', Role.admin))?.to).toBe(
      '/collegeViews/classManage/classes',
    );
    expect(decideRedirect(input('/collegeViews/classManage', Role.teacher))?.to).toBe(
      '/collegeViews/classManage/teacherClass',
    );
    expect(decideRedirect(input('/studentViews', Role.student))?.to).toBe('/studentViews/index');
    expect(decideRedirect(input('/adminViews/collegeAdmin', Role.acc5))?.to).toBe('/adminViews/collegeAdmin/account');
    expect(decideRedirect(input('/collegeViews/system_exequatur', Role.teacher))?.to).toBe(
      '/collegeViews/system_exequatur/zsxuke',
    );
  });

  it('blocks /collegeViews while the certificate status is 2, except the licence pages', () => {
    const inactive = { certStatus: 2 };
    for (const path of [
      '/collegeViews/classManage/classes',
      '/collegeViews/dataStatis/xuexi',
      '/collegeViews/classManage',
    ]) {
      expect(decideRedirect(input(path, Role.admin, inactive)), path).toEqual({
        to: '/collegeViews/system_exequatur/zsxuke',
        message: '请先激活系统资源后再使用',
      });
    }
    expect(LICENCE_MESSAGE).toBe('请先激活系统资源后再使用');
    expect(decideRedirect(input('/collegeViews/system_exequatur/zsxuke', Role.admin, inactive))).toBeNull();
    expect(decideRedirect(input('/collegeViews/system_exequatur/zsxuke', Role.teacher, inactive))).toBeNull();
    expect(decideRedirect(input('/me', Role.admin, inactive))).toBeNull();
    expect(decideRedirect(input('/collegeViews/classManage/classes', Role.admin, { certStatus: 1 }))).toBeNull();
  });

  it('needs course_id, class_id and resource_id for hands-on and cashier pages', () => {
    const paths = [
      '/studentViews/handsonViews/voucher/record_voucher',
      '/cashierViews/cashier',
      '/studentViews/handsonViews',
    ];
    for (const path of paths) {
      expect(decideRedirect(input(path, Role.student))?.to, path).toBe('/studentViews/index');
      const missingResource = { workingContext: { ...fullContext, resource_id: null } };
      expect(decideRedirect(input(path, Role.student, missingResource))?.to, path).toBe('/studentViews/index');
    }
    const withContext = { workingContext: fullContext };
    expect(
      decideRedirect(input('/studentViews/handsonViews/voucher/record_voucher', Role.student, withContext)),
    ).toBeNull();
    expect(decideRedirect(input('/cashierViews/cashier', Role.student, withContext))).toBeNull();
    const noLesson = { workingContext: { ...fullContext, lesson_id: null } };
    expect(decideRedirect(input('/cashierViews/cashier', Role.student, noLesson))).toBeNull();
    expect(decideRedirect(input('/studentViews/index', Role.student))).toBeNull();
    expect(decideRedirect(input('/taxViews/index', Role.student))).toBeNull();
  });
});

describe('decideLanding', () => {
  it('goes to each role home without a redirect', () => {
    expect(decideLanding(null, Role.admin)).toBe('/collegeViews/classManage');
    expect(decideLanding(null, Role.teacher)).toBe('/collegeViews/classManage/teacherClass');
    expect(decideLanding(null, Role.student)).toBe('/studentViews');
    expect(decideLanding(null, Role.acc5)).toBe('/adminViews/collegeAdmin');
  });

  it('follows a redirect the role may open', () => {
    expect(decideLanding('/collegeViews/dataStatis/zuoti?class_id=3', Role.teacher)).toBe(
      '/collegeViews/dataStatis/zuoti?class_id=3',
    );
    expect(decideLanding('/me', Role.student)).toBe('/me');
  });

  it('ignores redirects that are foreign, public, unknown or not allowed', () => {
    expect(decideLanding('https://evil.example/x', Role.admin)).toBe('/collegeViews/classManage');
    expect(decideLanding('//evil.example/x', Role.admin)).toBe('/collegeViews/classManage');
    expect(decideLanding('/index', Role.admin)).toBe('/collegeViews/classManage');
    expect(decideLanding('/nope', Role.admin)).toBe('/collegeViews/classManage');
    expect(decideLanding('/collegeViews/classManage/classes', Role.teacher)).toBe(
      '/collegeViews/classManage/teacherClass',
    );
    expect(decideLanding('/adminViews/collegeAdmin/account', Role.student)).toBe('/studentViews');
  });
});

describe('a password someone else set (must_change_password)', () => {
  const pending = (path: string, role: TRole, extra: Partial<TGuardInput> = {}) =>
    input(path, role, { user: { role, mustChangePassword: true }, ...extra });

  it('sends every signed-in page to /me/password, remembering where the user was going', () => {
    for (const [path, role] of [
      ['/studentViews/index', Role.student],
      ['/collegeViews/classManage/classes', Role.admin],
      ['/collegeViews/classManage/teacherClass', Role.teacher],
      ['/me', Role.student],
      ['/adminViews/collegeAdmin/account', Role.acc5],
    ] as const) {
      expect(decideRedirect(pending(path, role)), path).toEqual({
        to: `/me/password?redirect=${encodeURIComponent(path)}`,
        message: PASSWORD_CHANGE_MESSAGE,
      });
    }
    expect(PASSWORD_CHANGE_MESSAGE).toBe('为保障账号安全，请先修改初始密码后再使用');
  });

  it('goes before the role, licence and practice-context rules', () => {
    expect(decideRedirect(pending('/collegeViews/classManage/classes', Role.student))?.to).toMatch(/^\/me\/password/);
    const inactive = pending('/collegeViews/classManage/classes', Role.admin, { certStatus: 2 });
    expect(decideRedirect(inactive)?.to).toMatch(/^\/me\/password/);
    expect(decideRedirect(pending('/cashierViews/cashier', Role.student))?.to).toMatch(/^\/me\/password/);
  });

  it('shows the change page itself, for every role', () => {
    for (const role of [Role.acc5, Role.admin, Role.teacher, Role.student]) {
      expect(decideRedirect(pending('/me/password', role)), String(role)).toBeNull();
      expect(decideRedirect(pending('/me/password?redirect=%2Fme', role)), String(role)).toBeNull();
    }
  });

  it('leaves public pages alone, and asks a visitor to sign in first', () => {
    expect(decideRedirect(pending('/index', Role.student))).toBeNull();
    expect(decideRedirect(input('/me/password', null))?.to).toBe('/index?redirect=%2Fme%2Fpassword');
  });

  it('once changed, the change page sends the user home', () => {
    expect(decideRedirect(input('/me/password', Role.student))).toEqual({ to: '/studentViews' });
    expect(
      decideRedirect(input('/me/password', Role.admin, { user: { role: Role.admin, mustChangePassword: false } })),
    ).toEqual({ to: '/collegeViews/classManage' });
  });

  it('lands on the change page after signing in, and on the page asked for after that', () => {
    expect(decideLanding(null, Role.student, true)).toBe('/me/password?redirect=%2FstudentViews');
    expect(decideLanding('/collegeViews/dataStatis/zuoti', Role.teacher, true)).toBe(
      '/me/password?redirect=%2FcollegeViews%2FdataStatis%2Fzuoti',
    );
    expect(decideLanding('/collegeViews/dataStatis/zuoti', Role.teacher)).toBe('/collegeViews/dataStatis/zuoti');
    expect(decideLanding('/me/password', Role.teacher)).toBe('/collegeViews/classManage/teacherClass');
  });
});
