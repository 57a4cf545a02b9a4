import { readFileSync } from 'node:fs';
import { fileURLToPath, URL as NodeURL } from 'node:url';
import { Role, type TRole } from '@sxpt/contract';
import { describe, expect, it } from 'vitest';
import { allRoutes, canOpen, homePathFor, matchRoute, resolveGroupTarget, routeTables, type TRouteNode } from './index';

// node's URL, not jsdom's: fs only accepts the former
const routesFile = fileURLToPath(new NodeURL('../../../../../../shared/spec/routes.txt', import.meta.url));
const specRoutes = readFileSync(routesFile, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'));

/** routes.txt writes parameters as {id}; the tables as :id. */
const toPattern = (specPath: string) => specPath.replace(/\{(\w+)\}/g, ':$1');

function node(path: string): TRouteNode {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  return match.node;
}

const publicPaths = new Set(['/index', '/login', '/404']);
const { acc5, admin, teacher, student } = Role;

describe('route tables', () => {
  it('read the whole spec list', () => {
    expect(specRoutes.length).toBeGreaterThan(140);
  });

  it.each(specRoutes)('hold %s with a Chinese title and its roles', (specPath) => {
    const pattern = toPattern(specPath);
    const entry = allRoutes.find(({ node: candidate }) => candidate.path === pattern);
    expect(entry, `${pattern} is missing`).toBeDefined();
    const found = entry!.node;
    expect(found.title).toMatch(/[\u4e00-\u9fa5]/);
    if (publicPaths.has(specPath)) {
      expect(found.isPublic).toBe(true);
    } else {
      expect(found.isPublic).toBeFalsy();
      expect(found.roles.length).toBeGreaterThan(0);
    }
  });

  it('match concrete paths, parameters included, preferring static segments', () => {
    const detail = matchRoute('/collegeViews/classManage/teacherClass/detailList/12/students');
    expect(detail?.node.path).toBe('/collegeViews/classManage/teacherClass/detailList/:id/:tab');
    expect(detail?.params).toEqual({ id: '12', tab: 'students' });
    expect(matchRoute('/baoshuiReport/index/3/7')?.params).toEqual({ taxes_id: '3', report_id: '7' });
    expect(matchRoute('/adminViews/paper/question/import')?.node.title).toBe('导入题目');
    expect(matchRoute('/adminViews/paper/question/42')?.node.title).toBe('编辑题目');
    expect(matchRoute('/nowhere')).toBeNull();
  });

  it('give every signed-in route at least one role and a title', () => {
    for (const { node: each } of allRoutes) {
      expect(each.title.length, each.path).toBeGreaterThan(0);
      if (!each.isPublic) expect(each.roles.length, each.path).toBeGreaterThan(0);
    }
  });

  it('follow the role rules of spec 01 §2/§6 and spec 02 §2.2–§2.6', () => {
    expect(node('/me').roles).toEqual([admin, teacher, student]);
    expect(node('/collegeViews/classManage/classes').roles).toEqual([admin]);
    expect(node('/collegeViews/classManage/teacher').roles).toEqual([admin]);
    expect(node('/collegeViews/classManage/teacherClass').roles).toEqual([teacher]);
    expect(node('/collegeViews/classManage/teacherClass/detailList/1/a').roles).toEqual([admin, teacher]);
    expect(node('/collegeViews/teachResource/testpaper_bank').roles).toEqual([teacher]);
    expect(node('/collegeViews/teachResource/adminExam').roles).toEqual([admin]);
    expect(node('/collegeViews/dataStatis/kaoshi').roles).toEqual([admin]);
    expect(node('/collegeViews/dataStatis/kaoshi_teacher').roles).toEqual([teacher]);
    expect(node('/collegeViews/dataStatis/shiping').roles).toEqual([teacher]);
    expect(node('/collegeViews/dataStatis/shiping_admin').roles).toEqual([admin]);
    expect(node('/collegeViews/dataStatis/jiangyi').roles).toEqual([admin]);
    expect(node('/collegeViews/dataStatis/jiangyi_teacher').roles).toEqual([teacher]);
    expect(node('/collegeViews/system_exequatur/zsxuke').roles).toEqual([admin, teacher]);
    expect(node('/collegeViews/system_exequatur/zsxuke').title).toBe('系统许可证书');

    const studentOnly = specRoutes.filter((path) =>
      /^\/(studentViews|cashierViews|taxViews|financeViews|auditViews|kaipiaoViews|baoshuiViews|baoshuiReport)/.test(
        path,
      ),
    );
    expect(studentOnly.length).toBe(64);
    for (const path of studentOnly) expect(node(path).roles, path).toEqual([student]);

    const acc5Only = specRoutes.filter((path) => path.startsWith('/adminViews'));
    expect(acc5Only.length).toBe(47);
    for (const path of acc5Only) expect(node(path).roles, path).toEqual([acc5]);
  });

  it('mark the hidden screens of the spec as hidden', () => {
    const hidden = [
      '/collegeViews/classManage/classes/index',
      '/collegeViews/classManage/teacherClass/detailList/:id/:tab',
      '/collegeViews/teachResource/checkExam',
      '/adminViews/acc5Resource/add_resource_bank',
      '/adminViews/acc5Resource/relation_resource_bank',
      '/adminViews/acc5Resource/add_chapter',
      '/adminViews/acc5Resource/add_lesson',
      '/adminViews/acc5Resource/recommend',
      '/adminViews/cashier_practice/add_cashier',
      '/adminViews/exerciseAdmin/exercise_management',
      '/adminViews/exerciseAdmin/subject_management',
      '/adminViews/exerciseAdmin/son_subject_management',
      '/adminViews/taxAdmin/add_tax',
      '/adminViews/dutiableAdmin/add_industry',
      '/adminViews/dutiableAdmin/industry_detail',
      '/adminViews/dutiableAdmin/edit_report',
      '/adminViews/bwkpAdmin/edit_qyxx',
      '/adminViews/bwkpAdmin/khbm_edit_management',
      '/adminViews/bwkpAdmin/edit_goods',
      '/adminViews/bwkpAdmin/edit_subject',
      '/adminViews/financeAdmin/add_finance',
      '/adminViews/auditAdmin/add_info',
      '/adminViews/paper/paper/import/:id',
    ];
    for (const path of hidden) expect(allRoutes.find(({ node: n }) => n.path === path)?.node.hidden, path).toBe(true);
    for (const path of ['/collegeViews/classManage/classes', '/adminViews/bwkpAdmin/khbm_management']) {
      expect(node(path).hidden, path).toBeFalsy();
    }
  });

  it('redirect each group to its first screen for the role', () => {
    const target = (path: string, role: TRole) => resolveGroupTarget(node(path), role);
    expect(target('/collegeViews/classManage', admin)).toBe('/collegeViews/classManage/classes');
    expect(target('/collegeViews/classManage', teacher)).toBe('/collegeViews/classManage/teacherClass');
    expect(target('/collegeViews/teachResource', admin)).toBe('/collegeViews/teachResource/resource_bank');
    expect(target('/collegeViews/dataStatis', teacher)).toBe('/collegeViews/dataStatis/shixun');
    expect(target('/collegeViews/system_exequatur', admin)).toBe('/collegeViews/system_exequatur/zsxuke');
    expect(target('/studentViews', student)).toBe('/studentViews/index');
    expect(target('/cashierViews', student)).toBe('/cashierViews/cashier');
    expect(target('/taxViews', student)).toBe('/taxViews/index');
    expect(target('/kaipiaoViews', student)).toBe('/kaipiaoViews/index');
    expect(target('/baoshuiViews', student)).toBe('/baoshuiViews/index');
    expect(target('/adminViews/collegeAdmin', acc5)).toBe('/adminViews/collegeAdmin/account');
    expect(target('/collegeViews/classManage', student)).toBeNull();
  });

  it('send each role home as spec 01 §2 says', () => {
    expect(homePathFor(admin)).toBe('/collegeViews/classManage');
    expect(homePathFor(teacher)).toBe('/collegeViews/classManage/teacherClass');
    expect(homePathFor(student)).toBe('/studentViews');
    expect(homePathFor(acc5)).toBe('/adminViews/collegeAdmin');
    for (const role of [acc5, admin, teacher, student] as const)
      expect(canOpen(node(homePathFor(role)), role)).toBe(true);
  });

  it('keep public pages in the public table only', () => {
    expect(routeTables.public.map((each) => each.path)).toEqual(['/index', '/login', '/404', '/guide']);
    expect(routeTables.public.every((each) => each.isPublic)).toBe(true);
  });
});
