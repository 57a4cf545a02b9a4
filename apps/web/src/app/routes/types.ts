import type { TRole } from '@sxpt/contract';
import type { ComponentType } from 'react';

/** Icon names the layout knows how to draw (kept as names so the tables stay plain data). */
export type TRouteIcon =
  | 'class'
  | 'resource'
  | 'statistics'
  | 'licence'
  | 'college'
  | 'paper'
  | 'cashier'
  | 'ledger'
  | 'tax'
  | 'filing'
  | 'invoice'
  | 'finance'
  | 'audit'
  | 'voucher'
  | 'book'
  | 'report'
  | 'settle'
  | 'assets'
  | 'salary'
  | 'setting';

/** A lazily loaded page module (default export: the page component). */
export type TPageLoader = () => Promise<{ default: ComponentType }>;

/**
 * One screen (or group of screens) of the product. Paths are absolute; route parameters are written `:id`.
 * A group has `children` and, when opened directly, redirects to `redirect` (or to the first child the user's
 * role may open). A node without `load` is a screen not built yet: it renders <UnderConstruction/>.
 */
export interface TRouteNode {
  path: string;
  /** Chinese title: sidebar label, breadcrumb and document title */
  title: string;
  /** roles that may open it (0 acc5, 1 admin, 2 teacher, 3 student); empty for public pages */
  roles: readonly TRole[];
  /** open without signing in */
  isPublic?: boolean;
  /** never shown in the sidebar (edit pages, detail pages) */
  hidden?: boolean;
  /** for a group: where opening the group itself goes */
  redirect?: string;
  icon?: TRouteIcon;
  load?: TPageLoader;
  /** a full-screen page drawn without the app layout (the invoicing simulator imitates a desktop client) */
  bare?: boolean;
  children?: readonly TRouteNode[];
}

/** A leaf screen. */
export function screen(
  path: string,
  title: string,
  roles: readonly TRole[],
  extra: Partial<Pick<TRouteNode, 'hidden' | 'load' | 'icon' | 'bare'>> = {},
): TRouteNode {
  return { path, title, roles, ...extra };
}

/** A group: its roles are the union of its children's roles. */
export function group(
  path: string,
  title: string,
  children: readonly TRouteNode[],
  extra: Partial<Pick<TRouteNode, 'redirect' | 'icon' | 'hidden'>> = {},
): TRouteNode {
  const roles = [...new Set(children.flatMap((child) => child.roles))].sort() as TRole[];
  return { path, title, roles, children, ...extra };
}
