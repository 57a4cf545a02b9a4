import { createHash, randomBytes } from 'node:crypto';
import { ApiCode, authMessages, type TRole } from '@sxpt/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { campuses, colleges, sessions, users } from '../db/schema';
import { fail } from './envelope';
import type { SessionCache } from './session-cache';

/** The signed-in user of a request, with what authorization needs. */
export interface TSessionUser {
  id: number;
  sessionId: number;
  role: TRole;
  account: string;
  name: string;
  avatar: string;
  phone: string;
  collegeId: number | null;
  campusId: number | null;
  collegeName: string;
  campusName: string;
  licenceActive: boolean;
  licenceExpiresAt: Date | null;
  /** the password was set by someone else and must be changed before anything else */
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: TSessionUser | null;
  }
}

export const TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;

export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token comes in the Authorization header (optionally "Bearer …"), or the Authorization cookie for downloads. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const value = header.startsWith('Bearer ') ? header.slice(7) : header;
    return value.trim() || null;
  }
  const cookie = cookieValue(request.headers.cookie, 'Authorization');
  if (!cookie) return null;
  try {
    return decodeURIComponent(cookie).trim() || null;
  } catch {
    return null; // a malformed escape is no token
  }
}

/**
 * One cookie's raw value from a Cookie header, parsed only when a request has no Authorization header (a
 * download): a cookie plugin would parse every request's cookies for this one use.
 */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

export function isLicenceActive(college: { status: number; licenceStatus: number; licenceExpiresAt: Date | null }) {
  return (
    college.status === 1 &&
    college.licenceStatus === 1 &&
    (college.licenceExpiresAt === null || college.licenceExpiresAt.getTime() > Date.now())
  );
}

function prepareSessionLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      id: users.id,
      role: users.role,
      account: users.account,
      name: users.name,
      avatar: users.avatar,
      phone: users.phone,
      enabled: users.enabled,
      mustChangePassword: users.mustChangePassword,
      collegeId: users.collegeId,
      campusId: users.campusId,
      collegeName: sql<string>`coalesce(${colleges.name}, '')`,
      campusName: sql<string>`coalesce(${campuses.name}, '')`,
      collegeStatus: sql<number>`coalesce(${colleges.status}, 1)`,
      licenceStatus: sql<number>`coalesce(${colleges.licenceStatus}, 1)`,
      licenceExpiresAt: colleges.licenceExpiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(colleges, eq(colleges.id, users.collegeId))
    .leftJoin(campuses, eq(campuses.id, users.campusId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('session_lookup');
}

/** Find the live session of a token, or null. */
export function createSessionResolver(db: Db, cache: SessionCache) {
  const lookup = prepareSessionLookup(db);
  return async (token: string): Promise<TSessionUser | null> => {
    const tokenHash = hashToken(token);
    const cached = cache.get(tokenHash);
    // a lookup that an invalidation overtakes (a write committed meanwhile) must not cache what it read
    const generation = cache.generation;
    if (cached) return cached;
    const [row] = await lookup.execute({ tokenHash });
    if (!row?.enabled) return null;
    const expires = row.licenceExpiresAt ? new Date(row.licenceExpiresAt) : null;
    const user: TSessionUser = {
      id: row.id,
      sessionId: row.sessionId,
      role: row.role as TRole,
      account: row.account,
      name: row.name,
      avatar: row.avatar,
      phone: row.phone,
      collegeId: row.collegeId,
      campusId: row.campusId,
      collegeName: row.collegeName,
      campusName: row.campusName,
      licenceActive:
        row.role === 0 ||
        isLicenceActive({
          status: Number(row.collegeStatus),
          licenceStatus: Number(row.licenceStatus),
          licenceExpiresAt: expires,
        }),
      licenceExpiresAt: expires,
      mustChangePassword: row.mustChangePassword,
    };
    cache.set(tokenHash, user, generation);
    return user;
  };
}

/**
 * The guard of every route: public routes pass; others need a live session (inner 401), a role the route
 * allows (403), a password of the user's own (4031: one someone else set must be changed first, except on the
 * routes that say beforePasswordChange), and for college users an active licence (4086) unless the route opts out.
 */
export function installAuthGuard(app: FastifyInstance, db: Db, cache: SessionCache): void {
  const resolve = createSessionResolver(db, cache);
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    if (!config || config.public || !config.roles) return;
    const token = readToken(request);
    const user = token ? await resolve(token) : null;
    if (!user) {
      return reply
        .status(200)
        .send(fail(ApiCode.unauthorized, token ? authMessages.sessionExpired : authMessages.notLoggedIn));
    }
    if (!config.roles.includes(user.role)) {
      return reply.status(200).send(fail(ApiCode.forbidden, authMessages.forbidden));
    }
    if (user.mustChangePassword && config.beforePasswordChange !== true) {
      return reply.status(200).send(fail(ApiCode.passwordChangeRequired, authMessages.passwordChangeRequired));
    }
    if (config.licence !== false && !user.licenceActive) {
      return reply.status(200).send(fail(ApiCode.licenceInactive, authMessages.licenceInactive));
    }
    request.sessionUser = user;
  });
}

/** The signed-in user of a guarded route (the guard guarantees it). */
export function currentUser(request: FastifyRequest): TSessionUser {
  if (!request.sessionUser) throw new Error('currentUser called on a route without roles');
  return request.sessionUser;
}
