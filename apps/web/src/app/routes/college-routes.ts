import { Role } from '@sxpt/contract';
import { group, screen, type TRouteNode } from './types';

const { admin, teacher } = Role;
const both = [admin, teacher] as const;
const base = '/collegeViews';

/** College administrator (1) and teacher (2) screens, spec 01 §2 and §6. */
export const collegeRoutes: readonly TRouteNode[] = [
  group(
    `${base}/classManage`,
    '班级管理',
    [
      screen(`${base}/classManage/classes`, '班级列表', [admin], {
        load: () => import('../../features/college/class-list-page'),
      }),
      screen(`${base}/classManage/classes/index`, '新建/编辑班级', [admin], {
        hidden: true,
        load: () => import('../../features/college/class-form-page'),
      }),
      screen(`${base}/classManage/teacher`, '教师管理', [admin], {
        load: () => import('../../features/college/teacher-manage-page'),
      }),
      screen(`${base}/classManage/student`, '学生管理', [admin], {
        load: () => import('../../features/college/student-manage-page'),
      }),
      screen(`${base}/classManage/college`, '院校管理', [admin], {
        load: () => import('../../features/college/campus-page'),
      }),
      screen(`${base}/classManage/teacherClass`, '我的班级', [teacher], {
        load: () => import('../../features/college/teacher-class-page'),
      }),
      screen(`${base}/classManage/teacherClass/detailList/:id/:tab`, '班级详情', both, {
        hidden: true,
        load: () => import('../../features/college/class-detail-page'),
      }),
    ],
    { redirect: `${base}/classManage/classes`, icon: 'class' },
  ),
  group(
    `${base}/teachResource`,
    '教学资源',
    [
      screen(`${base}/teachResource/resource_bank`, '资源库', both, {
        load: () => import('../../features/college/resource-bank-page'),
      }),
      screen(`${base}/teachResource/testpaper_bank`, '试卷库', [teacher], {
        load: () => import('../../features/paper-publish/paper-bank-page'),
      }),
      screen(`${base}/teachResource/adminExam`, '试卷库', [admin], {
        load: () => import('../../features/paper-publish/paper-bank-page'),
      }),
      screen(`${base}/teachResource/checkExam`, '查看试卷', both, {
        hidden: true,
        load: () => import('../../features/paper-publish/paper-preview-page'),
      }),
    ],
    { redirect: `${base}/teachResource/resource_bank`, icon: 'resource' },
  ),
  group(
    `${base}/dataStatis`,
    '数据统计',
    [
      screen(`${base}/dataStatis/shixun`, '实训分析', both, {
        load: () => import('../../features/statistics/shixun-page'),
      }),
      // the printable 实训报告 of an attempt (not in the spec; opened from 实训分析, full page for printing)
      screen(`${base}/dataStatis/shixun/report/:attemptId`, '实训报告', both, {
        hidden: true,
        bare: true,
        load: () => import('../../features/statistics/training-report-page'),
      }),
      screen(`${base}/dataStatis/kaoshi`, '考试分析', [admin], {
        load: () => import('../../features/exam-stats/exam-stats-page'),
      }),
      screen(`${base}/dataStatis/kaoshi_teacher`, '考试分析', [teacher], {
        load: () => import('../../features/exam-stats/exam-stats-page'),
      }),
      // the same screens for the practice papers
      screen(`${base}/dataStatis/zuoti`, '做题分析', both, {
        load: () => import('../../features/exam-stats/exam-stats-page').then((page) => ({ default: page.ZuotiPage })),
      }),
      screen(`${base}/dataStatis/shiping`, '视频学习分析', [teacher], {
        load: () => import('../../features/statistics/shiping-page'),
      }),
      screen(`${base}/dataStatis/shiping_admin`, '视频学习分析', [admin], {
        load: () => import('../../features/statistics/shiping-page'),
      }),
      screen(`${base}/dataStatis/jiangyi`, '讲义学习分析', [admin], {
        load: () => import('../../features/statistics/jiangyi-page'),
      }),
      screen(`${base}/dataStatis/jiangyi_teacher`, '讲义学习分析', [teacher], {
        load: () => import('../../features/statistics/jiangyi-page'),
      }),
      screen(`${base}/dataStatis/shangke`, '上课考勤', both, {
        load: () => import('../../features/statistics/shangke-page'),
      }),
      screen(`${base}/dataStatis/xuexi`, '学习汇总', both, {
        load: () => import('../../features/statistics/xuexi-page'),
      }),
    ],
    { redirect: `${base}/dataStatis/shixun`, icon: 'statistics' },
  ),
  group(
    `${base}/system_exequatur`,
    '系统许可',
    [
      screen(`${base}/system_exequatur/zsxuke`, '系统许可证书', both, {
        load: () => import('../../features/college/licence-page'),
      }),
    ],
    { redirect: `${base}/system_exequatur/zsxuke`, icon: 'licence' },
  ),
];

/** The licence page: the only /collegeViews page open while the licence is not active. */
export const LICENCE_PATH = `${base}/system_exequatur/zsxuke`;
