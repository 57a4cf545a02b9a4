import { allRoles, Role, type TRole } from '@sxpt/contract';
import { describe, expect, it } from 'vitest';
import { acc5Routes, collegeRoutes, handsonRoutes, matchRoute, routeTables, sidebarSourceFor } from '../routes';
import { buildSidebarItems, findActiveItem, type TSidebarItem, withReportTypes } from './sidebar-items';

function flatten(items: readonly TSidebarItem[]): TSidebarItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

const tables = Object.entries(routeTables);

describe('buildSidebarItems', () => {
  it.each(allRoles.flatMap((role) => tables.map(([name, table]) => [role, name, table] as const)))(
    'role %i on the %s table shows no hidden item and no item of another role',
    (role, _name, table) => {
      for (const item of flatten(buildSidebarItems(table, role))) {
        const found = matchRoute(item.key);
        expect(found?.node.path, item.key).toBe(item.key);
        expect(found?.node.hidden, item.key).toBeFalsy();
        expect(found?.node.roles, item.key).toContain(role);
        for (const group of found?.ancestors ?? []) expect(group.hidden, group.path).toBeFalsy();
      }
    },
  );

  it('shows the admin and the teacher their own screens only', () => {
    const adminKeys = flatten(buildSidebarItems(collegeRoutes, Role.admin)).map((item) => item.key);
    const teacherKeys = flatten(buildSidebarItems(collegeRoutes, Role.teacher)).map((item) => item.key);
    expect(adminKeys).toContain('/collegeViews/classManage/classes');
    expect(adminKeys).toContain('/collegeViews/teachResource/adminExam');
    expect(adminKeys).not.toContain('/collegeViews/classManage/teacherClass');
    expect(adminKeys).not.toContain('/collegeViews/classManage/classes/index');
    expect(teacherKeys).toContain('/collegeViews/classManage/teacherClass');
    expect(teacherKeys).toContain('/collegeViews/dataStatis/kaoshi_teacher');
    expect(teacherKeys).not.toContain('/collegeViews/classManage/classes');
    expect(teacherKeys).not.toContain('/collegeViews/dataStatis/kaoshi');
    expect(teacherKeys.some((key) => key.includes('detailList'))).toBe(false);
  });

  it('builds groups as sub-menus and drops empty groups', () => {
    const teacherMenu = buildSidebarItems(collegeRoutes, Role.teacher);
    expect(teacherMenu.map((item) => item.label)).toEqual(['班级管理', '教学资源', '数据统计', '系统许可']);
    expect(teacherMenu[0].children?.map((item) => item.label)).toEqual(['我的班级']);
    expect(buildSidebarItems(collegeRoutes, Role.student)).toEqual([]);
    expect(buildSidebarItems(acc5Routes, Role.admin)).toEqual([]);
  });

  it('never shows the acc5 add/edit pages', () => {
    const labels = flatten(buildSidebarItems(acc5Routes, Role.acc5)).map((item) => item.key);
    expect(labels).toContain('/adminViews/collegeAdmin/account');
    expect(labels).toContain('/adminViews/bwkpAdmin/khbm_management');
    for (const hidden of ['add_resource_bank', 'edit_qyxx', 'edit_goods', 'add_info', 'son_subject_management']) {
      expect(
        labels.some((key) => key.endsWith(hidden)),
        hidden,
      ).toBe(false);
    }
  });

  it('gives students a sidebar only on hands-on pages', () => {
    expect(sidebarSourceFor(Role.student, '/studentViews/index')).toEqual([]);
    expect(sidebarSourceFor(Role.student, '/studentViews/handsonViews/book/all_account')).toBe(handsonRoutes);
    const menu = buildSidebarItems(handsonRoutes, Role.student);
    expect(menu.map((item) => item.label)).toEqual([
      '凭证',
      '账簿',
      '报表',
      '结账',
      '固定资产',
      '出纳',
      '工资',
      '设置',
    ]);
    expect(sidebarSourceFor(Role.acc5, '/me')).toBe(acc5Routes);
    expect(sidebarSourceFor(Role.teacher as TRole, '/me')).toBe(collegeRoutes);
  });
});

describe('findActiveItem', () => {
  const menu = buildSidebarItems(collegeRoutes, Role.admin);

  it('highlights the page and opens its group', () => {
    expect(findActiveItem(menu, '/collegeViews/dataStatis/zuoti')).toEqual({
      selected: '/collegeViews/dataStatis/zuoti',
      open: ['/collegeViews/dataStatis'],
    });
  });

  it('highlights the list a hidden edit page belongs to', () => {
    expect(findActiveItem(menu, '/collegeViews/classManage/classes/index').selected).toBe(
      '/collegeViews/classManage/classes',
    );
  });

  it('highlights nothing for a page outside the menu', () => {
    expect(findActiveItem(menu, '/me')).toEqual({ selected: null, open: [] });
  });
});

describe('the report pages of the exercise', () => {
  const reportKeys = (types: readonly number[] | null) =>
    flatten(withReportTypes(buildSidebarItems(handsonRoutes, Role.student), types))
      .map((item) => item.key)
      .filter((key) => key.includes('/handsonViews/report/'));

  it('shows the report types the course draws up, and the other report pages', () => {
    const base = '/studentViews/handsonViews/report';
    expect(reportKeys([0, 1])).toEqual([
      `${base}/report_balance`,
      `${base}/report_profit`,
      `${base}/page_9`,
      `${base}/page_10`,
      `${base}/page_11`,
      `${base}/page_12`,
      `${base}/page_13`,
    ]);
    expect(reportKeys([7, 4])).toContain(`${base}/SyZcfzb`);
    expect(reportKeys([7, 4])).toContain(`${base}/SySrfyb`);
    expect(reportKeys([7, 4])).not.toContain(`${base}/report_balance`);
    // while the list is not known: 资产负债表 and 利润表
    expect(reportKeys(null)).toEqual(reportKeys([0, 1]));
  });
});
