import { Role } from '@sxpt/contract';
import { group, screen, type TPageLoader, type TRouteIcon, type TRouteNode } from './types';

const acc5 = [Role.acc5] as const;
const base = '/adminViews';

/** [page, title, hidden?, load?] (a page without load is not built yet) */
type TPage = readonly [string, string, boolean?, TPageLoader?];

function area(name: string, title: string, icon: TRouteIcon, pages: readonly TPage[]) {
  const children = pages.map(([page, pageTitle, hidden, load]) =>
    screen(`${base}/${name}/${page}`, pageTitle, acc5, { ...(hidden ? { hidden } : {}), ...(load ? { load } : {}) }),
  );
  return group(`${base}/${name}`, title, children, { redirect: children[0].path, icon });
}

/** The acc5 account's own password page (not in the spec: acc5 has no personal centre); the user menu opens it. */
export const ACC5_PASSWORD_PATH = `${base}/password`;

/** School-management (acc5, role 0) screens, all under /adminViews (spec 02 §2.6). */
export const acc5Routes: readonly TRouteNode[] = [
  screen(ACC5_PASSWORD_PATH, '修改密码', acc5, {
    hidden: true,
    load: () => import('../../features/admin/acc5-password-page'),
  }),
  group(
    `${base}/collegeAdmin`,
    '院校管理',
    [
      screen(`${base}/collegeAdmin/account`, '院校账号', acc5, {
        load: () => import('../../features/admin/college-account-page'),
      }),
    ],
    { redirect: `${base}/collegeAdmin/account`, icon: 'college' },
  ),
  group(
    `${base}/acc5Resource`,
    '教学资源',
    [
      screen(`${base}/acc5Resource/resource_bank`, '资源库', acc5, {
        load: () => import('../../features/admin/resource-bank-page'),
      }),
      screen(`${base}/acc5Resource/add_resource_bank`, '新增资源', acc5, {
        hidden: true,
        load: () => import('../../features/admin/resource-form-page'),
      }),
      screen(`${base}/acc5Resource/relation_resource_bank`, '关联试卷', acc5, {
        hidden: true,
        load: () => import('../../features/admin/relation-resource-page'),
      }),
      screen(`${base}/acc5Resource/chapter_manage`, '章节管理', acc5, {
        load: () => import('../../features/admin/chapter-manage-page'),
      }),
      screen(`${base}/acc5Resource/add_chapter`, '新增章节', acc5, {
        hidden: true,
        load: () => import('../../features/admin/add-chapter-page'),
      }),
      screen(`${base}/acc5Resource/lesson_manage`, '课时管理', acc5, {
        load: () => import('../../features/admin/lesson-manage-page'),
      }),
      screen(`${base}/acc5Resource/add_lesson`, '新增课时', acc5, {
        hidden: true,
        load: () => import('../../features/admin/lesson-form-page'),
      }),
      screen(`${base}/acc5Resource/recommend`, '推荐设置', acc5, {
        hidden: true,
        load: () => import('../../features/admin/recommend-page'),
      }),
    ],
    { redirect: `${base}/acc5Resource/resource_bank`, icon: 'resource' },
  ),
  area('paper', '题库与试卷', 'paper', [
    ['question', '题库', false, () => import('../../features/question-bank/question-page')],
    ['question/:id', '编辑题目', true, () => import('../../features/question-bank/question-edit-page')],
    ['question/import', '导入题目', false, () => import('../../features/question-bank/question-import-page')],
    [
      'question/import/:id',
      '导入题目预览',
      true,
      () => import('../../features/question-bank/question-import-preview-page'),
    ],
    ['paper', '试卷', false, () => import('../../features/question-bank/paper-page')],
    ['paper/:id', '编辑试卷', true, () => import('../../features/question-bank/paper-edit-page')],
    ['paper/import/:id', '试卷导入预览', true, () => import('../../features/question-bank/paper-import-preview-page')],
    ['chapter', '题库章节', false, () => import('../../features/question-bank/chapter-page')],
    ['chapter/:id', '编辑章节', true],
    ['template', '评分模板', false, () => import('../../features/question-bank/template-page')],
    ['template/:id', '编辑评分模板', true],
  ]),
  area('cashier_practice', '出纳实训', 'cashier', [
    ['cashier_practice', '出纳案例'],
    ['title_bank', '出纳题库'],
    ['add_cashier', '新增出纳题目', true],
  ]),
  area('exerciseAdmin', '账务实训', 'ledger', [
    ['course_management', '课程管理', false, () => import('../../features/ledger-admin/case-manage-page')],
    ['account_management', '科目管理'],
    [
      'topic_management',
      '题目管理',
      false,
      () => import('../../features/ledger-admin/case-view-pages').then((m) => ({ default: m.TopicManagePage })),
    ],
    [
      'report_management',
      '报表管理',
      false,
      () => import('../../features/ledger-admin/case-view-pages').then((m) => ({ default: m.ReportManagePage })),
    ],
    ['exercise_management', '练习管理', true],
    ['subject_management', '业务题管理', true],
    ['son_subject_management', '子题管理', true],
  ]),
  area('taxAdmin', '税务实训', 'tax', [
    ['course_management', '课程管理'],
    ['topic_management', '题目管理'],
    ['add_tax', '新增税务题目', true],
  ]),
  area('dutiableAdmin', '报税实训', 'filing', [
    ['industry_management', '行业管理', false, () => import('../../features/baoshui-admin/industry-manage-page')],
    ['add_industry', '新增行业', true, () => import('../../features/baoshui-admin/industry-edit-page')],
    ['industry_detail', '行业详情', true, () => import('../../features/baoshui-admin/industry-detail-page')],
    ['edit_report', '编辑申报表', true, () => import('../../features/baoshui-admin/report-answer-page')],
  ]),
  area('bwkpAdmin', '开票实训', 'invoice', [
    ['course_management', '课程管理', false, () => import('../../features/bwkp-admin/case-manage-page')],
    ['qyxx_management', '企业信息', false, () => import('../../features/bwkp-admin/qyxx-page')],
    ['edit_qyxx', '编辑企业信息', true, () => import('../../features/bwkp-admin/qyxx-edit-page')],
    ['khbm_management', '客户编码', false, () => import('../../features/bwkp-admin/khbm-page')],
    ['khbm_edit_management', '编辑客户编码', true, () => import('../../features/bwkp-admin/khbm-edit-page')],
    ['goods_management', '商品编码', false, () => import('../../features/bwkp-admin/goods-page')],
    ['edit_goods', '编辑商品编码', true, () => import('../../features/bwkp-admin/goods-edit-page')],
    ['subject_management', '业务题目', false, () => import('../../features/bwkp-admin/subject-page')],
    ['edit_subject', '编辑业务题目', true, () => import('../../features/bwkp-admin/subject-edit-page')],
  ]),
  area('financeAdmin', '财务实训', 'finance', [
    ['course_management', '课程管理'],
    ['topic_management', '题目管理'],
    ['add_finance', '新增财务题目', true],
  ]),
  area('auditAdmin', '审计实训', 'audit', [
    ['course_management', '课程管理'],
    ['topic_management', '题目管理'],
    ['add_info', '新增审计题目', true],
  ]),
];
