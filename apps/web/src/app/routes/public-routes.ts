import { Role } from '@sxpt/contract';
import { screen, type TRouteNode } from './types';

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

/** Pages shared by several signed-in roles. /me: admin, teacher and student (spec 01 §6). */
export const sharedRoutes: readonly TRouteNode[] = [
  screen('/me', '个人中心', [Role.admin, Role.teacher, Role.student], {
    hidden: true,
    load: () => import('../../features/auth/me-page'),
  }),
];
