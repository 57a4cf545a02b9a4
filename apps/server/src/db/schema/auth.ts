// auth area: user accounts of all four roles, sessions, SMS codes and uploaded files.
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
import { campuses, colleges } from './college';

/** role: 0 acc5 (school management), 1 admin, 2 teacher, 3 student. acc5 has no college. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: smallint('role').notNull(),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    phone: text('phone').notNull().default(''),
    collegeId: integer('college_id').references(() => colleges.id, { onDelete: 'cascade' }),
    campusId: integer('campus_id').references(() => campuses.id, { onDelete: 'set null' }),
    enabled: boolean('enabled').notNull().default(true),
    /** set when someone else chose the password (created, reset, imported): the user must change it first */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_account_key').on(t.account), index('users_college_role_idx').on(t.collegeId, t.role)],
);

/**
 * Failed sign-ins of one account (as typed, known or not) from one source address, for the growing delay.
 * failure_count: failures of the current streak; blocked_until: no try from this source on this account before;
 * expires_at: when the streak is forgotten (15 minutes after the last failure or the end of the last block).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    account: text('account').notNull(),
    source: text('source').notNull(),
    failureCount: integer('failure_count').notNull().default(0),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.account, t.source] }), index('login_failures_expires_idx').on(t.expiresAt)],
);

/** Failed sign-ins from one source address over every account (password spraying), same columns. */
export const loginSourceFailures = pgTable(
  'login_source_failures',
  {
    source: text('source').primaryKey(),
    failureCount: integer('failure_count').notNull().default(0),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_source_failures_expires_idx').on(t.expiresAt)],
);

/** A signed-in session. Only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Verification codes for a phone change. No SMS is sent: the code goes to the log (and the page in demo mode). */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt)],
);

/** Files uploaded by users (images now; handouts and videos later). */
export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  kind: smallint('kind').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
