// college area: the tenant (college) with its licence, campuses, classes and their members.
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A college is the tenant. licence_status: 1 active, 2 not activated. */
export const colleges = pgTable(
  'colleges',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    /** 1 enabled, 0 disabled by school management */
    status: smallint('status').notNull().default(1),
    licenceStatus: smallint('licence_status').notNull().default(2),
    licenceExpiresAt: timestamp('licence_expires_at', { withTimezone: true }),
    seatCount: integer('seat_count').notNull().default(0),
    activationCode: text('activation_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('colleges_code_key').on(t.code)],
);

export const campuses = pgTable('campuses', {
  id: serial('id').primaryKey(),
  collegeId: integer('college_id')
    .notNull()
    .references(() => colleges.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  address: text('address').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const classes = pgTable('classes', {
  id: serial('id').primaryKey(),
  collegeId: integer('college_id')
    .notNull()
    .references(() => colleges.id, { onDelete: 'cascade' }),
  campusId: integer('campus_id').references(() => campuses.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  grade: text('grade').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.teacherId] }), index('class_teachers_teacher_idx').on(t.teacherId)],
);

export const classStudents = pgTable(
  'class_students',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.studentId] }), index('class_students_student_idx').on(t.studentId)],
);
