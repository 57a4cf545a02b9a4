import { randomBytes } from 'node:crypto';
import type { TRole } from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { campuses, classes, classStudents, classTeachers, colleges, users } from '../../src/db/schema';
import { hashPassword } from '../../src/http/password';
import { call } from './test-app';

export const TEST_PASSWORD = 'Passw0rd!';
let passwordHash: Promise<string> | null = null;
const getHash = () => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
};

const unique = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

export async function createCollege(
  db: Db,
  options: { licenceStatus?: number; expiresAt?: Date | null; seats?: number; status?: number } = {},
) {
  const [college] = await db
    .insert(colleges)
    .values({
      name: unique('学院'),
      code: unique('C'),
      status: options.status ?? 1,
      licenceStatus: options.licenceStatus ?? 1,
      licenceExpiresAt: options.expiresAt === undefined ? new Date(Date.now() + 86_400_000 * 30) : options.expiresAt,
      seatCount: options.seats ?? 100,
    })
    .returning();
  const [campus] = await db
    .insert(campuses)
    .values({ collegeId: college.id, name: unique('校区') })
    .returning();
  return { college, campus };
}

export async function createUser(
  db: Db,
  options: { role: TRole; collegeId?: number | null; campusId?: number | null; enabled?: boolean; account?: string },
) {
  const [user] = await db
    .insert(users)
    .values({
      account: options.account ?? unique(['acc5', 'admin', 'teacher', 'student'][options.role]),
      passwordHash: await getHash(),
      role: options.role,
      name: unique('用户'),
      collegeId: options.collegeId ?? null,
      campusId: options.campusId ?? null,
      enabled: options.enabled ?? true,
    })
    .returning();
  return user;
}

export async function createClass(db: Db, collegeId: number, teacherIds: number[] = [], studentIds: number[] = []) {
  const [row] = await db
    .insert(classes)
    .values({ collegeId, name: unique('班级') })
    .returning();
  if (teacherIds.length)
    await db.insert(classTeachers).values(teacherIds.map((teacherId) => ({ classId: row.id, teacherId })));
  if (studentIds.length)
    await db.insert(classStudents).values(studentIds.map((studentId) => ({ classId: row.id, studentId })));
  return row;
}

const entranceOf: Record<TRole, { url: string; body: Record<string, unknown> }> = {
  0: { url: '/api/login', body: {} },
  1: { url: '/api/login/college', body: {} },
  2: { url: '/api/login/teacher', body: {} },
  3: { url: '/api/login/student', body: {} },
};

/** Sign a user in through their own entrance and return the token. */
export async function signIn(app: FastifyInstance, user: { account: string; role: number }): Promise<string> {
  const entrance = entranceOf[user.role as TRole];
  const res = await call<{ token: string }>(app, entrance.url, {
    ...entrance.body,
    account: user.account,
    password: TEST_PASSWORD,
  });
  if (res.code !== 200) throw new Error(`sign-in failed for ${user.account}: ${res.message}`);
  return res.data.token;
}

/** One signed-in user of every role in one college, plus an admin of another college. */
export async function createCast(app: FastifyInstance, db: Db) {
  const { college, campus } = await createCollege(db);
  const other = await createCollege(db);
  const acc5 = await createUser(db, { role: 0 });
  const admin = await createUser(db, { role: 1, collegeId: college.id, campusId: campus.id });
  const teacher = await createUser(db, { role: 2, collegeId: college.id, campusId: campus.id });
  const student = await createUser(db, { role: 3, collegeId: college.id, campusId: campus.id });
  const otherAdmin = await createUser(db, { role: 1, collegeId: other.college.id, campusId: other.campus.id });
  return {
    college,
    campus,
    other,
    users: { acc5, admin, teacher, student, otherAdmin },
    tokens: {
      0: await signIn(app, acc5),
      1: await signIn(app, admin),
      2: await signIn(app, teacher),
      3: await signIn(app, student),
      otherAdmin: await signIn(app, otherAdmin),
    } as Record<0 | 1 | 2 | 3 | 'otherAdmin', string>,
  };
}
