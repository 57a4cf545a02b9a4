// Demo activity (issue 9 §6): students of 2024级会计1班 have signed in to two lessons and worked the invoicing case
// in varying amounts, some with a wrong first try, so that 实训分析, 上课考勤 and 学习汇总 show meaningful figures on a
// fresh start. Every step goes through the
// simulator's service functions with bodies parsed by the contract's schemas, as the routes do; nothing is written
// around the rules. The activity happens at seeding time, so practice time shows 0分 until students practise; video
// and handout time is not seeded at all, as the server credits it only as it elapses (learning_clocks).
import {
  type TBwkpContextBody,
  ZAttendanceStoreBody,
  ZBwkpAddFpslBody,
  ZBwkpChaobaoBody,
  ZBwkpContextBody,
  ZBwkpHongziHxBody,
  ZBwkpHztkBody,
  ZBwkpHzxxbBody,
  ZBwkpInvoiceListBody,
  ZBwkpSaveGoodsBody,
  ZBwkpSaveInvoiceBody,
  ZBwkpSaveKhbmBody,
  ZBwkpSaveQyxxBody,
  ZBwkpVoidBody,
} from '@sxpt/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ZodType } from 'zod';
import type { Db } from '../db/client';
import {
  bwkpSubjects,
  classes,
  classResources,
  classStudents,
  colleges,
  lessonItems,
  lessons,
  resources,
  users,
} from '../db/schema';
import type { TSessionUser } from '../http/auth';
import { AppError } from '../http/errors';
import { listInvoices, voidInvoice } from '../modules/bwkp/invoice-query-service';
import { saveInvoice } from '../modules/bwkp/invoice-service';
import {
  applyRedForm,
  confirmRedPreview,
  downloadRedForm,
  saveRedForm,
  verifyRedOrdinary,
} from '../modules/bwkp/red-service';
import { reportAndSummarise } from '../modules/bwkp/report-service';
import { applyRoll, readRolls } from '../modules/bwkp/roll-service';
import { listSubjects, saveGoodsCodes, saveKhbm, saveQyxx } from '../modules/bwkp/setup-service';
import { signIn as signInAttendance } from '../modules/course/attendance-student-service';
import { closeAttendance, openAttendance } from '../modules/course/attendance-teacher-service';
import { bwkpDemoCaseSeed } from './bwkp-demo-seed';
import { playQuestion, type TPlayedCase, type TPlayerApi } from './bwkp-player';

/** How far each student got (the last question done) and which questions they first answered wrong. */
const PLANS: readonly { account: string; last: number; wrong: readonly number[] }[] = [
  { account: 'student02', last: 17, wrong: [5, 9] },
  { account: 'student03', last: 17, wrong: [1] },
  { account: 'student04', last: 16, wrong: [2, 7, 9] },
  { account: 'student05', last: 14, wrong: [] },
  { account: 'student06', last: 12, wrong: [3, 5, 11] },
  { account: 'student07', last: 11, wrong: [9] },
  { account: 'student08', last: 9, wrong: [6] },
  { account: 'student09', last: 8, wrong: [4, 6] },
  { account: 'student10', last: 6, wrong: [2] },
  { account: 'student11', last: 5, wrong: [5] },
  { account: 'student12', last: 4, wrong: [1, 3] },
  { account: 'student13', last: 2, wrong: [] },
];

type TCall = (db: Db, student: TSessionUser, body: never) => Promise<unknown>;

/** The simulator's calls the play uses: the contract's schema of each and its service function. */
const CALLS: Record<string, [ZodType, TCall]> = {
  subject_list: [ZBwkpContextBody, listSubjects as TCall],
  save_qyxx: [ZBwkpSaveQyxxBody, saveQyxx as TCall],
  save_khbm: [ZBwkpSaveKhbmBody, saveKhbm as TCall],
  save_goods: [ZBwkpSaveGoodsBody, saveGoodsCodes as TCall],
  add_fpsl: [ZBwkpAddFpslBody, applyRoll as TCall],
  invoice_read: [ZBwkpContextBody, readRolls as TCall],
  save_fp: [ZBwkpSaveInvoiceBody, saveInvoice as TCall],
  get_invoice: [ZBwkpInvoiceListBody, listInvoices as TCall],
  zf_fp: [ZBwkpVoidBody, voidInvoice as TCall],
  hongzi_hx: [ZBwkpHongziHxBody, verifyRedOrdinary as TCall],
  hztk: [ZBwkpHztkBody, applyRedForm as TCall],
  hzyl: [ZBwkpContextBody, confirmRedPreview as TCall],
  hzxxb: [ZBwkpHzxxbBody, saveRedForm as TCall],
  hzxz: [ZBwkpContextBody, downloadRedForm as TCall],
  chaobao: [ZBwkpChaobaoBody, reportAndSummarise as TCall],
};

/** The calls of one student in one working context, answering envelopes as the routes do. */
function serviceApi(db: Db, student: TSessionUser, context: TBwkpContextBody): TPlayerApi {
  return async <T>(name: string, body: object = {}) => {
    const call = CALLS[name];
    if (!call) throw new Error(`the demo play does not know ${name}`);
    const [schema, run] = call;
    try {
      const data = (await run(db, student, schema.parse({ ...context, ...body }) as never)) as T;
      return { code: 200, message: '操作成功', data };
    } catch (error) {
      if (error instanceof AppError) return { code: error.code, message: error.message, data: null as T };
      throw error;
    }
  };
}

/** A demo user as a signed-in session (the services' caller). */
export function sessionUserOf(user: typeof users.$inferSelect, collegeName: string): TSessionUser {
  return {
    id: user.id,
    sessionId: 0,
    role: user.role as TSessionUser['role'],
    account: user.account,
    name: user.name,
    avatar: user.avatar,
    phone: user.phone,
    collegeId: user.collegeId,
    campusId: user.campusId,
    collegeName,
    campusName: '',
    licenceActive: true,
    licenceExpiresAt: null,
    mustChangePassword: false,
  };
}

/** Who signed in at each demo sign-in of 2024级会计1班 (the others are absent). */
const SIGN_INS: readonly { title: string; accounts: readonly string[] }[] = [
  {
    title: '第1周 周一 发票基础',
    accounts: [
      'student02',
      'student03',
      'student04',
      'student05',
      'student06',
      'student07',
      'student08',
      'student09',
      'student10',
      'student11',
      'student12',
      'student13',
    ],
  },
  {
    title: '第1周 周三 开票实训',
    accounts: ['student02', 'student03', 'student04', 'student05', 'student06', 'student07', 'student08', 'student09'],
  },
];

/** Two sign-ins of 2024级会计1班, opened by its teacher, signed by some students, closed: through the services. */
async function seedDemoAttendance(db: Db, classId: number): Promise<void> {
  const [teacher] = await db
    .select({ user: users, collegeName: colleges.name })
    .from(users)
    .innerJoin(colleges, eq(colleges.id, users.collegeId))
    .where(eq(users.account, 'teacher'));
  if (!teacher) return;
  const teacherUser = sessionUserOf(teacher.user, teacher.collegeName);
  const members = await db
    .select({ user: users, collegeName: colleges.name })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .innerJoin(colleges, eq(colleges.id, users.collegeId))
    .where(eq(classStudents.classId, classId));
  for (const { title, accounts } of SIGN_INS) {
    const session = await openAttendance(
      db,
      teacherUser,
      ZAttendanceStoreBody.parse({ class_id: classId, title, minutes: 10 }),
    );
    for (const member of members.filter((entry) => accounts.includes(entry.user.account))) {
      await signInAttendance(
        db,
        sessionUserOf(member.user, member.collegeName),
        { id: session.id, code: '' },
        '127.0.0.1',
      );
    }
    await closeAttendance(db, teacherUser, session.id);
  }
}

export async function seedDemoPractice(db: Db): Promise<void> {
  // the invoicing course's practice item, in the class it is bound to
  const [where] = await db
    .select({ classId: classes.id, resourceId: resources.id, lessonId: lessons.id, caseId: lessonItems.refId })
    .from(lessonItems)
    .innerJoin(lessons, eq(lessons.id, lessonItems.lessonId))
    .innerJoin(resources, eq(resources.id, lessons.resourceId))
    .innerJoin(classResources, eq(classResources.resourceId, resources.id))
    .innerJoin(classes, eq(classes.id, classResources.classId))
    .where(
      and(eq(lessonItems.kind, 'bwkp'), eq(resources.name, '增值税发票开具实训'), eq(classes.name, '2024级会计1班')),
    )
    .orderBy(asc(lessons.sort), asc(lessons.id))
    .limit(1);
  if (!where) return;
  await seedDemoAttendance(db, where.classId);
  const subjects = await db
    .select({ id: bwkpSubjects.id, sort: bwkpSubjects.sort, blueSort: bwkpSubjects.blueSort })
    .from(bwkpSubjects)
    .where(eq(bwkpSubjects.caseId, where.caseId));
  const played: TPlayedCase = {
    seed: bwkpDemoCaseSeed(),
    subjectIds: Object.fromEntries(subjects.map((subject) => [subject.sort, subject.id])),
    blueSorts: Object.fromEntries(subjects.map((subject) => [subject.sort, subject.blueSort])),
  };
  const students = await db
    .select({ user: users, collegeName: colleges.name })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .innerJoin(colleges, eq(colleges.id, users.collegeId))
    .where(
      and(
        eq(classStudents.classId, where.classId),
        inArray(
          users.account,
          PLANS.map((plan) => plan.account),
        ),
      ),
    )
    .orderBy(asc(users.account));
  const context = { class_id: where.classId, resource_id: where.resourceId, lesson_id: where.lessonId };
  for (const { user, collegeName } of students) {
    const plan = PLANS.find((entry) => entry.account === user.account);
    if (!plan) continue;
    const api = serviceApi(db, sessionUserOf(user, collegeName), context);
    // the client has the question list before anything (its clock is the question's business date)
    await api('subject_list');
    for (let sort = 1; sort <= plan.last; sort++) {
      await playQuestion(played, api, sort, { wrongFirst: plan.wrong.includes(sort) });
    }
  }
}
