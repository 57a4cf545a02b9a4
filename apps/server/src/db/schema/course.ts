// course area: resources (course packages authored by acc5) with chapters, lessons and practice items,
// their grants to colleges and bindings to classes and students, and students' learning records.
import {
  boolean,
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
import { classes, colleges } from './college';

/** A course package. status: 1 published, 0 draft. */
export const resources = pgTable('resources', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  cover: text('cover').notNull().default(''),
  category: text('category').notNull().default(''),
  description: text('description').notNull().default(''),
  status: smallint('status').notNull().default(0),
  isRecommended: boolean('is_recommended').notNull().default(false),
  recommendSort: integer('recommend_sort').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chapters = pgTable(
  'chapters',
  {
    id: serial('id').primaryKey(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chapters_resource_idx').on(t.resourceId)],
);

/** A lesson: a video (uploaded file or URL), a PDF handout, and practice items. */
export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    videoUrl: text('video_url').notNull().default(''),
    /** seconds; 0 when unknown */
    videoDuration: integer('video_duration').notNull().default(0),
    handoutUrl: text('handout_url').notNull().default(''),
    handoutName: text('handout_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lessons_chapter_idx').on(t.chapterId), index('lessons_resource_idx').on(t.resourceId)],
);

/**
 * A practice item of a lesson: a case of a practice area or a paper.
 * kind: bwkp, baoshui, lx, cashier, taxation, finance, audit, paper. ref_id: the case or paper id in that area.
 */
export const lessonItems = pgTable(
  'lesson_items',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    refId: integer('ref_id').notNull(),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lesson_items_lesson_idx').on(t.lessonId)],
);

/** Resources granted by acc5 to a college. */
export const collegeResources = pgTable(
  'college_resources',
  {
    collegeId: integer('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collegeId, t.resourceId] })],
);

/** Resources a college bound to a class. */
export const classResources = pgTable(
  'class_resources',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.resourceId] })],
);

/**
 * Students bound to a resource within a class (bind_students). When a class-resource has no rows here,
 * every student of the class has it; once any are bound, only those.
 */
export const resourceStudents = pgTable(
  'resource_students',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.resourceId, t.studentId] })],
);

/** A student's watching of a lesson video in a class. Seconds. */
export const videoRecords = pgTable(
  'video_records',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    watchedSeconds: integer('watched_seconds').notNull().default(0),
    duration: integer('duration').notNull().default(0),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('video_records_key').on(t.studentId, t.classId, t.lessonId),
    // analytics read a class's records
    index('video_records_class_idx').on(t.classId, t.studentId),
  ],
);

/**
 * The credit clock of a student's watching (kind 1) or reading (kind 2) of a lesson in a class: a report is
 * credited no more than the time since credited_at, which opening the video or handout sets to now, and each
 * report moves on.
 */
export const learningClocks = pgTable(
  'learning_clocks',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    kind: smallint('kind').notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.classId, t.lessonId, t.kind] })],
);

/** A student's reading of a lesson handout in a class. */
export const handoutRecords = pgTable(
  'handout_records',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    readSeconds: integer('read_seconds').notNull().default(0),
    lastPage: integer('last_page').notNull().default(1),
    pageCount: integer('page_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('handout_records_key').on(t.studentId, t.classId, t.lessonId),
    index('handout_records_class_idx').on(t.classId, t.studentId),
  ],
);

/** Activation codes issued by acc5: a college activates its licence with one. */
export const licenceCodes = pgTable(
  'licence_codes',
  {
    id: serial('id').primaryKey(),
    collegeId: integer('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    seatCount: integer('seat_count').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('licence_codes_code_key').on(t.code)],
);

/** A sign-in opened by a teacher for a class. On time until starts_at + grace, late until ends_at. */
export const attendanceSessions = pgTable(
  'attendance_sessions',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    code: text('code'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    graceMinutes: integer('grace_minutes').notNull().default(5),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attendance_sessions_class_idx').on(t.classId)],
);

/** status: 1 on time, 2 late. Absent students have no row. */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => attendanceSessions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.studentId] })],
);

/** Wrong codes a student typed for a sign-in: past the limit the sign-in is closed to them (whatever the token). */
export const attendanceCodeAttempts = pgTable(
  'attendance_code_attempts',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => attendanceSessions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wrongCount: integer('wrong_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.studentId] })],
);

/**
 * One row (id 1) whose version grows with every write to resources, chapters, lessons and lesson_items (statement
 * triggers, migration 0004). Readers cache a course's structure and revalidate it against this version.
 */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
});
