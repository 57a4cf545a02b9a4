import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campuses, classes, classStudents, classTeachers, colleges, users } from '../db/schema';
import { hashPassword } from '../http/password';

export const DEMO_PASSWORD = 'demo1234';

export interface TDemoAccounts {
  acc5: string;
  admin: string;
  teachers: string[];
  students: string[];
  admin2: string;
}

export const demoAccounts: TDemoAccounts = {
  acc5: 'acc5',
  admin: 'admin',
  teachers: ['teacher', 'teacher2'],
  students: ['student', ...Array.from({ length: 29 }, (_, i) => `student${String(i + 2).padStart(2, '0')}`)],
  admin2: 'admin2',
};

const familyNames = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹';
const givenNames = [
  '子涵',
  '欣怡',
  '浩然',
  '梓萱',
  '宇轩',
  '雨桐',
  '俊杰',
  '诗琪',
  '明轩',
  '佳怡',
  '博文',
  '思远',
  '晓彤',
  '嘉豪',
  '若曦',
];

function studentName(i: number): string {
  return `${familyNames[i % familyNames.length]}${givenNames[(i * 7) % givenNames.length]}`;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}

/** Create the school-management account alone (a PostgreSQL deployment without demo data). */
export async function seedAcc5(db: Db, password: string): Promise<void> {
  await db
    .insert(users)
    .values({ account: 'acc5', passwordHash: await hashPassword(password), role: 0, name: '学校管理员' });
}

/**
 * Demo data: acc5; 广东财经职业学院 with an active one-year licence, two campuses, admin, two teachers, two classes
 * and 30 students; a second college with its own admin, class and students (for isolation). Password demo1234.
 */
export interface TSeededDemo {
  acc5Id: number;
  collegeId: number;
  classIds: number[];
}

export async function seedDemo(db: Db): Promise<TSeededDemo> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const yearAhead = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  return db.transaction(async (tx) => {
    const [acc5] = await tx
      .insert(users)
      .values({ account: demoAccounts.acc5, passwordHash, role: 0, name: '学校管理员' })
      .returning();

    const [college] = await tx
      .insert(colleges)
      .values({
        name: '广东财经职业学院',
        code: 'GDCJ',
        licenceStatus: 1,
        licenceExpiresAt: yearAhead,
        seatCount: 200,
        activationCode: 'GDCJ-2026-DEMO-0001',
      })
      .returning();
    const [north, south] = await tx
      .insert(campuses)
      .values([
        { collegeId: college.id, name: '天河校区', address: '广州市天河区中山大道西 293 号' },
        { collegeId: college.id, name: '番禺校区', address: '广州市番禺区大学城外环西路 100 号' },
      ])
      .returning();
    await tx.insert(users).values({
      account: demoAccounts.admin,
      passwordHash,
      role: 1,
      name: '陈主任',
      phone: '13800138000',
      collegeId: college.id,
      campusId: north.id,
    });
    const teachers = await tx
      .insert(users)
      .values([
        { account: 'teacher', passwordHash, role: 2, name: '林老师', collegeId: college.id, campusId: north.id },
        { account: 'teacher2', passwordHash, role: 2, name: '黄老师', collegeId: college.id, campusId: south.id },
      ])
      .returning();
    const students = await tx
      .insert(users)
      .values(
        demoAccounts.students.map((account, i) => ({
          account,
          passwordHash,
          role: 3,
          name: studentName(i),
          collegeId: college.id,
          campusId: i < 15 ? north.id : south.id,
        })),
      )
      .returning();
    const [classA, classB] = await tx
      .insert(classes)
      .values([
        { collegeId: college.id, campusId: north.id, name: '2024级会计1班', grade: '2024' },
        { collegeId: college.id, campusId: south.id, name: '2024级税务2班', grade: '2024' },
      ])
      .returning();
    await tx.insert(classTeachers).values([
      { classId: classA.id, teacherId: teachers[0].id },
      { classId: classB.id, teacherId: teachers[1].id },
      { classId: classB.id, teacherId: teachers[0].id },
    ]);
    await tx
      .insert(classStudents)
      .values(students.map((s, i) => ({ classId: i < 15 ? classA.id : classB.id, studentId: s.id })));

    const [other] = await tx
      .insert(colleges)
      .values({
        name: '江南商贸职业技术学院',
        code: 'JNSM',
        licenceStatus: 1,
        licenceExpiresAt: yearAhead,
        seatCount: 50,
      })
      .returning();
    const [otherCampus] = await tx.insert(campuses).values({ collegeId: other.id, name: '主校区' }).returning();
    await tx.insert(users).values({
      account: demoAccounts.admin2,
      passwordHash,
      role: 1,
      name: '周主任',
      collegeId: other.id,
      campusId: otherCampus.id,
    });
    const [otherTeacher] = await tx
      .insert(users)
      .values({
        account: 'jn_teacher',
        passwordHash,
        role: 2,
        name: '吴老师',
        collegeId: other.id,
        campusId: otherCampus.id,
      })
      .returning();
    const otherStudents = await tx
      .insert(users)
      .values(
        ['jn_student01', 'jn_student02', 'jn_student03'].map((account, i) => ({
          account,
          passwordHash,
          role: 3,
          name: studentName(i + 40),
          collegeId: other.id,
          campusId: otherCampus.id,
        })),
      )
      .returning();
    const [otherClass] = await tx
      .insert(classes)
      .values({ collegeId: other.id, campusId: otherCampus.id, name: '2025级电商1班', grade: '2025' })
      .returning();
    await tx.insert(classTeachers).values({ classId: otherClass.id, teacherId: otherTeacher.id });
    await tx.insert(classStudents).values(otherStudents.map((s) => ({ classId: otherClass.id, studentId: s.id })));
    return { acc5Id: acc5.id, collegeId: college.id, classIds: [classA.id, classB.id] };
  });
}
