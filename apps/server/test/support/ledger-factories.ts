import type { TEnvelope } from '@sxpt/contract';
import type { TLedgerCase, TVoucherLine } from '@sxpt/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { seedLedgerCase } from '../../src/seed/demo-ledger';
import { addLessonItem, bindToClass, createChapter, createLesson, createResource } from './course-factories';
import { createClass, createCollege, createUser, signIn } from './factories';
import { call } from './test-app';

const l = (account: string, debit: string | null, credit: string | null, extra: Partial<TVoucherLine> = {}) => ({
  summary: '业务',
  account,
  debit,
  credit,
  ...extra,
});

/**
 * A small month (June 2026, 小企业会计准则) hand-computed: a sale, a purchase of office supplies, a receipt, then the
 * cost of the goods sold, the VAT owed moved to 未交增值税 and the P&L transferred. Profit 20,000 − 13,000 − 1,000 =
 * 6,000.00; VAT 2,600 − 130 = 2,470.00.
 */
export const SMALL_CASE: TLedgerCase = {
  company: {
    name: '广州市穗通办公设备有限公司',
    creditCode: '91440106MA5CQ8T480',
    standard: 'sbe',
    taxpayer: '一般纳税人',
    bank: '中国工商银行广州天河支行',
    bankAccount: '3602012409200187436',
    people: { preparer: '陈思远', reviewer: '黄丽萍', poster: '陈思远', supervisor: '周建华', cashier: '李嘉欣' },
  },
  period: { year: 2026, month: 6 },
  accounts: [
    { code: '100201', name: '工行天河支行' },
    { code: '140501', name: '激光打印机', unit: '台' },
    { code: '222101', name: '应交增值税' },
    { code: '22210101', name: '进项税额', side: 'debit' },
    { code: '22210102', name: '销项税额' },
    { code: '22210104', name: '转出未交增值税', side: 'debit' },
    { code: '222107', name: '未交增值税' },
    { code: '310415', name: '未分配利润' },
    { code: '560201', name: '办公费' },
  ],
  settings: [
    { code: '1122', aux: ['customer'] },
    { code: '2202', aux: ['supplier'] },
  ],
  auxItems: {
    customer: [
      { code: 'C01', name: '广州云帆信息科技有限公司' },
      { code: 'C02', name: '广州市天河区智明实验学校' },
    ],
    supplier: [{ code: 'S01', name: '广州恒信科技有限公司' }],
  },
  opening: [
    { account: '1001', balance: '5000.00' },
    { account: '100201', balance: '300000.00' },
    { account: '1122', aux: { customer: 'C01' }, balance: '113000.00' },
    { account: '140501', balance: '65000.00', quantity: '50' },
    { account: '2202', aux: { supplier: 'S01' }, balance: '83000.00' },
    { account: '3001', balance: '350000.00' },
    { account: '310415', balance: '50000.00' },
  ],
  yearStart: [
    { account: '1001', balance: '4000.00' },
    { account: '100201', balance: '301000.00' },
    { account: '1122', aux: { customer: 'C01' }, balance: '113000.00' },
    { account: '140501', balance: '65000.00', quantity: '50' },
    { account: '2202', aux: { supplier: 'S01' }, balance: '83000.00' },
    { account: '3001', balance: '350000.00' },
    { account: '310415', balance: '50000.00' },
  ],
  items: [
    {
      id: 1,
      date: '2026-06-05',
      title: '销售激光打印机给智明学校',
      description:
        '6月5日，销售激光打印机10台给广州市天河区智明实验学校，不含税价20,000.00元，增值税2,600.00元，款未收。',
      documents: [],
      vouchers: [
        {
          attachments: 1,
          lines: [
            l('1122', '22600.00', null, { aux: { customer: 'C02' } }),
            l('5001', null, '20000.00'),
            l('22210102', null, '2600.00'),
          ],
        },
      ],
    },
    {
      id: 2,
      date: '2026-06-10',
      title: '购买办公用品',
      description: '6月10日，以银行存款购买办公用品1,000.00元，增值税专用发票注明税额130.00元。',
      documents: [],
      vouchers: [
        {
          attachments: 2,
          lines: [l('560201', '1000.00', null), l('22210101', '130.00', null), l('100201', null, '1130.00')],
        },
      ],
    },
    {
      id: 3,
      date: '2026-06-20',
      title: '收到云帆科技货款',
      description: '6月20日，收到广州云帆信息科技有限公司前欠货款113,000.00元，存入工行。',
      documents: [],
      vouchers: [
        {
          attachments: 1,
          lines: [l('100201', '113000.00', null), l('1122', null, '113000.00', { aux: { customer: 'C01' } })],
        },
      ],
    },
    {
      id: 4,
      date: '2026-06-30',
      title: '结转销售成本',
      description: '6月30日，结转本月销售的10台激光打印机成本，单位成本1,300.00元。',
      documents: [],
      periodEnd: true,
      vouchers: [
        { attachments: 1, lines: [l('5401', '13000.00', null), l('140501', null, '13000.00', { quantity: '10' })] },
      ],
    },
    {
      id: 5,
      date: '2026-06-30',
      title: '转出未交增值税',
      description: '6月30日，将本月应交未交的增值税转入“未交增值税”。',
      documents: [],
      periodEnd: true,
      vouchers: [{ attachments: 0, lines: [l('22210104', '2470.00', null), l('222107', null, '2470.00')] }],
    },
    {
      id: 6,
      date: '2026-06-30',
      title: '结转损益',
      description: '6月30日，将损益类科目余额结转至本年利润。',
      documents: [],
      periodEnd: true,
      vouchers: [
        {
          attachments: 0,
          lines: [
            l('5001', '20000.00', null),
            l('5401', null, '13000.00'),
            l('560201', null, '1000.00'),
            l('3103', null, '6000.00'),
          ],
        },
      ],
    },
  ],
  notes: [],
};

export interface TLxApi {
  get<T = unknown>(name: string, query?: Record<string, string | number>): Promise<TEnvelope<T>>;
  post<T = unknown>(name: string, body?: object): Promise<TEnvelope<T>>;
}

/** Calls of one student in one working context: GET with the context in the query, POST with it in the body. */
export function lxApi(app: FastifyInstance, token: string, context: Record<string, number>): TLxApi {
  return {
    get: (name, query = {}) => {
      const params = new URLSearchParams(
        Object.entries({ ...context, ...query }).map(([key, value]): [string, string] => [key, String(value)]),
      );
      return call(app, `/student/lx/${name}?${params.toString()}`, undefined, token, 'GET');
    },
    post: (name, body = {}) => call(app, `/student/lx/${name}`, { ...context, ...body }, token),
  };
}

/** A college with a class (a teacher, two students) and a lesson whose 'lx' item is a ledger case; signed in. */
export async function createLedgerRoom(app: FastifyInstance, db: Db, data: TLedgerCase = SMALL_CASE) {
  const { college, campus } = await createCollege(db);
  const teacher = await createUser(db, { role: 2, collegeId: college.id, campusId: campus.id });
  const student = await createUser(db, { role: 3, collegeId: college.id, campusId: campus.id });
  const classmate = await createUser(db, { role: 3, collegeId: college.id, campusId: campus.id });
  const klass = await createClass(db, college.id, [teacher.id], [student.id, classmate.id]);
  const caseId = await seedLedgerCase(db, '穗通公司2026年6月账务处理', data);
  const resource = await createResource(db);
  const chapter = await createChapter(db, resource.id, 1);
  const lesson = await createLesson(db, chapter, { sort: 1 });
  await addLessonItem(db, lesson.id, 'lx', caseId);
  await bindToClass(db, klass, resource.id);
  const context = { course_id: resource.id, class_id: klass.id, resource_id: resource.id, lesson_id: lesson.id };
  const tokens = {
    teacher: await signIn(app, teacher),
    student: await signIn(app, student),
    classmate: await signIn(app, classmate),
  };
  return {
    college,
    klass,
    lesson,
    caseId,
    users: { teacher, student, classmate },
    tokens,
    context,
    api: lxApi(app, tokens.student, context),
  };
}

export type TLedgerRoom = Awaited<ReturnType<typeof createLedgerRoom>>;
