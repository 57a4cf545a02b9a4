import type { TRole } from '@sxpt/contract';
import { canOpen, isUnder, type TRouteIcon, type TRouteNode } from '../routes';

/** One sidebar entry: a screen (key = its path) or a group with children. */
export interface TSidebarItem {
  key: string;
  label: string;
  icon?: TRouteIcon;
  children?: TSidebarItem[];
}

/**
 * Build the sidebar from a route table for one role: hidden items, items the role may not open, screens that
 * need route parameters, and groups left empty are never shown (spec 01 §2 Layout).
 */
export function buildSidebarItems(nodes: readonly TRouteNode[], role: TRole): TSidebarItem[] {
  return nodes.flatMap((node): TSidebarItem[] => {
    if (node.hidden || node.isPublic || !canOpen(node, role)) return [];
    if (node.children) {
      const children = buildSidebarItems(node.children, role);
      return children.length > 0 ? [{ key: node.path, label: node.title, icon: node.icon, children }] : [];
    }
    if (node.path.includes(':')) return [];
    return [{ key: node.path, label: node.title, icon: node.icon }];
  });
}

/** Every leaf key, with the keys of its groups (outermost first). */
function leaves(items: readonly TSidebarItem[], groups: string[] = []): Array<{ key: string; groups: string[] }> {
  return items.flatMap((item) =>
    item.children ? leaves(item.children, [...groups, item.key]) : [{ key: item.key, groups }],
  );
}

/**
 * The item to highlight for a path: the deepest leaf the path is at or below (so a hidden edit page lights up
 * its list), plus the groups to open.
 */
export function findActiveItem(
  items: readonly TSidebarItem[],
  pathname: string,
): { selected: string | null; open: string[] } {
  let best: { key: string; groups: string[] } | null = null;
  for (const leaf of leaves(items)) {
    if (isUnder(pathname, leaf.key) && (!best || leaf.key.length > best.key.length)) best = leaf;
  }
  return best ? { selected: best.key, open: best.groups } : { selected: null, open: [] };
}

/** The report routes of the exercise that are a report type (spec 02 §2.2): route name → type. */
export const REPORT_TYPE_ROUTES: Readonly<Record<string, number>> = {
  report_balance: 0,
  report_profit: 1,
  SyCzbkyssrzcb: 3,
  SySrfyb: 4,
  SyYsjzjybdb: 5,
  SyYssrzcb: 6,
  SyZcfzb: 7,
  FylZcfzb: 8,
  FylYwhdb: 9,
};

/**
 * The hands-on sidebar with the report-type pages the course draws up (the server's list; 资产负债表 and 利润表 while
 * it is not known): the report routes of other types are left out; every other page stays.
 */
export function withReportTypes(items: readonly TSidebarItem[], types: readonly number[] | null): TSidebarItem[] {
  const shown = new Set(types ?? [0, 1]);
  return items.map((item) => {
    if (!item.children) return item;
    return {
      ...item,
      children: withReportTypes(item.children, types).filter((child) => {
        const name = child.key.split('/').pop() ?? '';
        const type = REPORT_TYPE_ROUTES[name];
        return type === undefined || child.key.indexOf('/handsonViews/report/') < 0 || shown.has(type);
      }),
    };
  });
}
