import { allRoles, Role } from '@sxpt/contract';
import { CHANGE_PASSWORD_PATH } from '../../api/client';
import { screen, type TRouteNode } from './types';

export { CHANGE_PASSWORD_PATH };

/** Pages open without signing in. */
export const publicRoutes: readonly TRouteNode[] = [
  { path: '/index', title: '首页', roles: [], isPublic: true, load: () => import('../../features/auth/home-page') },
  {
    path: '/login',
    title: '学校管理登录',
    roles: [],
    isPublic: true,
    load: () => import('../../features/auth/admin-login-page'),
  },
  { path: '/404', title: '页面不存在', roles: [], isPublic: true, load: () => import('../not-found-page') },
  {
    path: '/guide',
    title: '使用指南',
    roles: [],
    isPublic: true,
    load: () => import('../../features/guide/guide-page'),
  },
];

/**
 * Pages shared by several signed-in roles. /me: admin, teacher and student (spec 01 §6). /me/password: the
 * change a user whose password someone else set must make before anything else (not in the spec; full screen).
 */
export const sharedRoutes: readonly TRouteNode[] = [
  screen('/me', '个人中心', [Role.admin, Role.teacher, Role.student], {
    hidden: true,
    load: () => import('../../features/auth/me-page'),
  }),
  screen(CHANGE_PASSWORD_PATH, '修改初始密码', allRoles, {
    hidden: true,
    bare: true,
    load: () => import('../../features/auth/first-password-page'),
  }),
];
