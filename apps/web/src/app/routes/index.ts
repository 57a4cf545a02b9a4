import { Role, type TRole } from '@sxpt/contract';
import { acc5Routes } from './acc5-routes';
import { collegeRoutes } from './college-routes';
import { publicRoutes, sharedRoutes } from './public-routes';
import { handsonRoutes, studentRoutes } from './student-routes';
import type { TRouteNode } from './types';

export { acc5Routes } from './acc5-routes';
export { collegeRoutes, LICENCE_PATH } from './college-routes';
export { CHANGE_PASSWORD_PATH, publicRoutes, sharedRoutes } from './public-routes';
export { handsonRoutes, studentRoutes } from './student-routes';
export type { TPageLoader, TRouteIcon, TRouteNode } from './types';

/** One table per role set: public pages, shared signed-in pages, college (admin+teacher), student, acc5. */
export const routeTables = {
  public: publicRoutes,
  shared: sharedRoutes,
  college: collegeRoutes,
  student: studentRoutes,
  acc5: acc5Routes,
} as const;

/** A node with the chain of groups above it (outermost first). */
export interface TRouteEntry {
  node: TRouteNode;
  ancestors: readonly TRouteNode[];
}

export function flattenRoutes(nodes: readonly TRouteNode[], ancestors: readonly TRouteNode[] = []): TRouteEntry[] {
  return nodes.flatMap((node) => [{ node, ancestors }, ...flattenRoutes(node.children ?? [], [...ancestors, node])]);
}

/** Every route of every table, flat. */
export const allRoutes: readonly TRouteEntry[] = Object.values(routeTables).flatMap((table) => flattenRoutes(table));

export interface TRouteMatch extends TRouteEntry {
  params: Record<string, string>;
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      params[want[i].slice(1)] = decodeURIComponent(got[i]);
    } else if (want[i] !== got[i]) {
      return null;
    }
  }
  return params;
}

/** Static segments win over parameters (so `question/import` beats `question/:id`). */
function specificity(pattern: string): number {
  return pattern.split('/').filter((segment) => segment && !segment.startsWith(':')).length;
}

/** Find the route for a pathname (query and hash ignored, trailing slash tolerated), or null. */
export function matchRoute(path: string): TRouteMatch | null {
  const pathname = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  let best: TRouteMatch | null = null;
  for (const entry of allRoutes) {
    const params = matchPattern(entry.node.path, pathname);
    if (params && (!best || specificity(entry.node.path) > specificity(best.node.path))) {
      best = { ...entry, params };
    }
  }
  return best;
}

export function canOpen(node: TRouteNode, role: TRole): boolean {
  return node.isPublic === true || node.roles.includes(role);
}

/**
 * Where opening a group leads for this role: its declared redirect when the role may open it, else the first
 * child (depth first) the role may open. Null when the role may open nothing inside.
 */
export function resolveGroupTarget(node: TRouteNode, role: TRole): string | null {
  if (!node.children) return null;
  if (node.redirect) {
    const target = matchRoute(node.redirect);
    if (target && canOpen(target.node, role)) {
      return target.node.children ? resolveGroupTarget(target.node, role) : target.node.path;
    }
  }
  for (const child of node.children) {
    if (!canOpen(child, role) || child.path.includes(':')) continue;
    if (!child.children) return child.path;
    const inner = resolveGroupTarget(child, role);
    if (inner) return inner;
  }
  return null;
}

/** The first screen after signing in (spec 01 §2). */
export function homePathFor(role: TRole): string {
  switch (role) {
    case Role.acc5:
      return '/adminViews/collegeAdmin';
    case Role.admin:
      return '/collegeViews/classManage';
    case Role.teacher:
      return '/collegeViews/classManage/teacherClass';
    default:
      return '/studentViews';
  }
}

/** The table a role's sidebar is built from on a given page (students see one only on hands-on pages). */
export function sidebarSourceFor(role: TRole, pathname: string): readonly TRouteNode[] {
  if (role === Role.acc5) return acc5Routes;
  if (role === Role.admin || role === Role.teacher) return collegeRoutes;
  return isUnder(pathname, '/studentViews/handsonViews') ? handsonRoutes : [];
}

/** True when `pathname` is `prefix` itself or below it. */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
