import { Role } from '@sxpt/contract';
import { group, screen, type TRouteIcon, type TRouteNode } from './types';

const student = [Role.student] as const;
const hands = '/studentViews/handsonViews';

/** The built pages of the exercise (the others keep the placeholder view). */
const handsonPages: Record<string, TRouteNode['load']> = {
  'voucher/record_voucher': () => import('../../features/ledger/record-voucher-page'),
  'voucher/check_voucher': () => import('../../features/ledger/check-voucher-page'),
  'voucher/page_1': () => import('../../features/ledger/voucher-summary-page'),
  'voucher/page_2': () => import('../../features/ledger/documents-page'),
  'book/detailed_account': () => import('../../features/ledger/detail-ledger-page'),
  'book/all_account': () => import('../../features/ledger/general-ledger-page'),
  'book/account_balance': () => import('../../features/ledger/trial-balance-page'),
  'book/page_3': () => import('../../features/ledger/multi-column-page'),
  'book/page_4': () => import('../../features/ledger/quantity-ledger-page'),
  'book/page_6': () => import('../../features/ledger/aux-balance-page'),
  'book/page_7': () => import('../../features/ledger/aux-ledger-page'),
  'report/report_balance': () => import('../../features/ledger/report-balance-page'),
  'report/report_profit': () => import('../../features/ledger/report-profit-page'),
  'settle/index': () => import('../../features/ledger/settle-page'),
  'cashier/page_18': () => import('../../features/ledger/journal-page'),
};

function section(name: string, title: string, icon: TRouteIcon, pages: ReadonlyArray<readonly [string, string]>) {
  const children = pages.map(([page, pageTitle]) => {
    const load =
      handsonPages[`${name}/${page}`] ??
      (name === 'setting'
        ? () =>
            import('../../features/ledger/setting-pages').then((m) => ({ default: m.settingPageOf(page, pageTitle) }))
        : undefined);
    return screen(`${hands}/${name}/${page}`, pageTitle, student, load ? { load } : {});
  });
  return group(`${hands}/${name}`, title, children, { redirect: children[0].path, icon });
}

/** The hands-on ledger practice (real-ledger exercise) sections, each a sidebar group (spec 02 §2.2). */
export const handsonRoutes: readonly TRouteNode[] = [
  section('voucher', '凭证', 'voucher', [
    ['record_voucher', '录凭证'],
    ['check_voucher', '查凭证'],
    ['page_1', '凭证汇总表'],
    ['page_2', '原始凭证'],
  ]),
  section('book', '账簿', 'book', [
    ['detailed_account', '明细账'],
    ['all_account', '总账'],
    ['account_balance', '科目余额表'],
    ['page_3', '多栏账'],
    ['page_4', '数量金额明细账'],
    ['page_5', '数量金额总账'],
    ['page_6', '辅助核算余额表'],
    ['page_7', '辅助核算明细账'],
    ['page_8', '辅助核算组合表'],
  ]),
  section('report', '报表', 'report', [
    ['report_balance', '资产负债表'],
    ['report_profit', '利润表'],
    ['SyCzbkyssrzcb', '财政拨款预算收入支出表'],
    ['SySrfyb', '收入费用表'],
    ['SyYsjzjybdb', '预算结转结余变动表'],
    ['SyYssrzcb', '预算收入支出表'],
    ['SyZcfzb', '资产负债表（事业单位）'],
    ['FylZcfzb', '资产负债表（民间非营利组织）'],
    ['FylYwhdb', '业务活动表'],
    ['page_9', '部门利润表'],
    ['page_10', '现金流量表'],
    ['page_11', '标准现金流量表'],
    ['page_12', '主要应交税费明细表'],
    ['page_13', '费用明细表'],
  ]),
  section('settle', '结账', 'settle', [['index', '期末结账']]),
  section('assets', '固定资产', 'assets', [
    ['page_14', '资产卡片'],
    ['page_15', '资产类别'],
    ['page_16', '折旧明细表'],
    ['page_17', '折旧汇总表'],
  ]),
  section('cashier', '出纳', 'cashier', [
    ['page_18', '日记账'],
    ['page_19', '与总账对账'],
    ['page_20', '资金账户'],
    ['page_21', '对接报销系统'],
  ]),
  section('salary', '工资', 'salary', [
    ['page_22', '新手引导'],
    ['page_23', '工资表'],
    ['page_24', '工资统计表'],
    ['page_25', '部门员工'],
    ['page_26', '工资类别'],
    ['page_27', '凭证规则'],
  ]),
  section('setting', '设置', 'setting', [
    ['page_28', '科目'],
    ['page_29', '凭证字'],
    ['page_30', '币别'],
    ['page_31', '辅助核算'],
    ['page_32', '财务初始余额'],
    ['page_33', '现金流量初始余额'],
    ['page_34', '关联进销存'],
    ['page_35', '系统参数'],
    ['page_36', '权限设置'],
    ['page_37', '备份恢复'],
    ['page_38', '重新初始化'],
    ['page_39', '增值服务'],
    ['page_40', '凭证模板'],
    ['page_41', '打印模板'],
    ['page_42', '操作日志'],
    ['page_43', '区块链'],
  ]),
];

/** Student (role 3) screens, spec 02 §2.2–§2.4. */
export const studentRoutes: readonly TRouteNode[] = [
  group(
    '/studentViews',
    '学习中心',
    [
      screen('/studentViews/index', '首页', student, {
        load: () => import('../../features/course/student-index-page'),
      }),
      screen('/studentViews/CoursePage', '课程', student, { load: () => import('../../features/course/course-page') }),
      screen('/studentViews/CourseLearnPage', '视频学习', student, {
        load: () => import('../../features/course/course-learn-page'),
      }),
      screen('/studentViews/CourseDocPage', '讲义学习', student, {
        load: () => import('../../features/course/course-doc-page'),
      }),
      screen('/studentViews/PracticePage', '实训练习', student, {
        load: () => import('../../features/course/practice-page'),
      }),
      screen('/studentViews/testPage', '考试', student, {
        load: () => import('../../features/paper-exam/test-page'),
      }),
      screen('/studentViews/report', '成绩报告', student, {
        load: () => import('../../features/paper-exam/report-page'),
      }),
      group(hands, '账务实训', handsonRoutes, { redirect: `${hands}/voucher/record_voucher`, icon: 'ledger' }),
    ],
    { redirect: '/studentViews/index' },
  ),
  group('/cashierViews', '出纳实训', [screen('/cashierViews/cashier', '出纳题目', student)], {
    redirect: '/cashierViews/cashier',
    icon: 'cashier',
  }),
  group('/taxViews', '税务实训', [screen('/taxViews/index', '税务题目', student)], {
    redirect: '/taxViews/index',
    icon: 'tax',
  }),
  group('/financeViews', '财务实训', [screen('/financeViews/index', '财务题目', student)], {
    redirect: '/financeViews/index',
    icon: 'finance',
  }),
  group(
    '/auditViews',
    '审计实训',
    [
      screen('/auditViews/index', '审计题目', student),
      screen('/auditViews/annex_preview', '附件预览', student, { hidden: true }),
    ],
    { redirect: '/auditViews/index', icon: 'audit' },
  ),
  group(
    '/kaipiaoViews',
    '开票实训',
    [
      screen('/kaipiaoViews/index', '税控开票系统', student, {
        bare: true,
        load: () => import('../../features/kaipiao/kaipiao-index-page'),
      }),
      screen('/kaipiaoViews/login', '开票系统登录', student, {
        hidden: true,
        bare: true,
        load: () => import('../../features/kaipiao/kaipiao-login-page'),
      }),
    ],
    { redirect: '/kaipiaoViews/index', icon: 'invoice' },
  ),
  group(
    '/baoshuiViews',
    '电子税务局',
    [
      screen('/baoshuiViews/index', '电子税务局首页', student, {
        bare: true,
        load: () => import('../../features/baoshui/baoshui-index-page'),
      }),
      screen('/baoshuiViews/type/:id', '申报类别', student, {
        hidden: true,
        bare: true,
        load: () => import('../../features/baoshui/baoshui-type-page'),
      }),
      screen('/baoshuiViews/declare', '申报流程', student, {
        bare: true,
        load: () => import('../../features/baoshui/baoshui-declare-page'),
      }),
      screen('/baoshuiViews/pay', '缴款流程', student, {
        bare: true,
        load: () => import('../../features/baoshui/baoshui-pay-page'),
      }),
    ],
    { redirect: '/baoshuiViews/index', icon: 'filing' },
  ),
  screen('/baoshuiReport/index/:taxes_id/:report_id', '申报表填写', student, {
    hidden: true,
    bare: true,
    load: () => import('../../features/baoshui/baoshui-report-page'),
  }),
];
