import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Counters of @fastify/rate-limit, kept in PostgreSQL so that every API process counts the same requests. */
export const rateLimits = pgTable('rate_limits', {
  /** route and client key */
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
