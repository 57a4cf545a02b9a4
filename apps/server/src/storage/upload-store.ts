// Uploaded files and their rows (uploads): the per-user quota, and the removal of files nothing refers to any more.
import { Role } from '@sxpt/contract';
import { and, count, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../app-context';
import type { TUploadQuota } from '../config';
import type { DbOrTx } from '../db/client';
import { bwkpSubjects, lessons, resources, uploads, users } from '../db/schema';
import type { TSessionUser } from '../http/auth';
import { type AppError, badRequest } from '../http/errors';
import { type FileStore, keyOfUrl } from './file-store';

const MIB = 1024 * 1024;

function sizeText(bytes: number): string {
  const mib = bytes / MIB;
  if (mib < 1) return `${Math.round(bytes / 1024)}KB`;
  return mib >= 1024 && mib % 1024 === 0 ? `${mib / 1024}GB` : `${Math.round(mib)}MB`;
}

export const quotaMessages = {
  files: (quota: TUploadQuota) => `24小时内最多上传${quota.files}个文件，已达上限，请稍后再试`,
  bytes: (quota: TUploadQuota) => `24小时内最多上传${sizeText(quota.bytes)}，本次上传超出上限，请稍后再试`,
};

export function quotaOf(ctx: Pick<TAppContext, 'config'>, user: Pick<TSessionUser, 'role'>): TUploadQuota {
  return user.role === Role.acc5 ? ctx.config.uploadQuota.acc5 : ctx.config.uploadQuota.others;
}

/** The quota error of an upload that would pass the bytes left. */
export function quotaBytesError(ctx: Pick<TAppContext, 'config'>, user: Pick<TSessionUser, 'role'>): AppError {
  return badRequest(quotaMessages.bytes(quotaOf(ctx, user)));
}

/** The files and bytes the user uploaded in the last 24 hours, every kind together. */
async function usedOf(db: DbOrTx, userId: number): Promise<{ files: number; bytes: number }> {
  const [used] = await db
    .select({
      files: count(),
      bytes: sql<number>`coalesce(sum(${uploads.size}), 0)::float8`.mapWith(Number),
    })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, sql`now() - interval '24 hours'`)));
  return { files: Number(used.files), bytes: used.bytes };
}

/**
 * The bytes the user may still upload (files and bytes of the last 24 hours, every kind together); refused with a
 * Chinese message when the count or the bytes are used up. Removed files still count until their day is over.
 * This early check sizes the stream's limit; recordUpload decides.
 */
export async function remainingUploadBytes(
  ctx: Pick<TAppContext, 'config' | 'db'>,
  user: Pick<TSessionUser, 'id' | 'role'>,
): Promise<number> {
  const quota = quotaOf(ctx, user);
  const used = await usedOf(ctx.db, user.id);
  if (used.files >= quota.files) throw badRequest(quotaMessages.files(quota));
  const remaining = quota.bytes - used.bytes;
  if (remaining <= 0) throw badRequest(quotaMessages.bytes(quota));
  return remaining;
}

/** The advisory lock class of a user's uploads (pg_advisory_xact_lock(class, user id)). */
export const UPLOAD_LOCK_CLASS = 73_001;

/**
 * Record a stored file against the user's quota: under a lock of the user's uploads, the day's count and bytes are
 * read again with this file, so that uploads running at once (two tabs, a script) cannot together pass the quota
 * that each passed alone. Refused: the stored file is removed and nothing is recorded.
 */
export async function recordUpload(
  ctx: Pick<TAppContext, 'config' | 'db' | 'files'>,
  user: Pick<TSessionUser, 'id' | 'role'>,
  file: { key: string; mime: string; size: number; kind?: number },
): Promise<void> {
  const quota = quotaOf(ctx, user);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK_CLASS}::int, ${user.id}::int)`);
      const used = await usedOf(tx, user.id);
      if (used.files + 1 > quota.files) throw badRequest(quotaMessages.files(quota));
      if (used.bytes + file.size > quota.bytes) throw badRequest(quotaMessages.bytes(quota));
      await tx.insert(uploads).values({
        userId: user.id,
        storageKey: file.key,
        mime: file.mime,
        size: file.size,
        ...(file.kind === undefined ? {} : { kind: file.kind }),
      });
    });
  } catch (error) {
    await ctx.files.remove(file.key);
    throw error;
  }
}

/**
 * Whether a stored file (its key) is referred to: every column that may hold the address of an upload (avatars,
 * covers, lesson videos and handouts, the simulator's question videos, and the texts that may quote an address).
 */
function isReferenced(key: SQL): SQL<boolean> {
  const holds = (column: AnyPgColumn) => sql`position(${key} in ${column}) > 0`;
  return sql<boolean>`(
    exists (select 1 from ${users} where ${holds(users.avatar)})
    or exists (select 1 from ${resources} where ${holds(resources.cover)} or ${holds(resources.description)})
    or exists (select 1 from ${lessons} where ${holds(lessons.videoUrl)} or ${holds(lessons.handoutUrl)}
      or ${holds(lessons.description)})
    or exists (select 1 from ${bwkpSubjects} where ${holds(bwkpSubjects.videoPath)} or ${holds(bwkpSubjects.subjectDescribe)})
  )`;
}

/**
 * Delete the files of these addresses that nothing refers to any more (a lesson's video or handout replaced, a
 * lesson, chapter or resource deleted, a cover replaced). Other addresses (the web, another server) are left. The
 * uploads rows stay until the sweep, so that the day's quota still counts them.
 */
export async function removeUnreferencedFiles(db: DbOrTx, files: FileStore, urls: readonly string[]): Promise<void> {
  const keys = [...new Set(urls.map(keyOfUrl).filter((key): key is string => key !== null))];
  for (const key of keys) {
    const [row] = await db.select({ used: isReferenced(sql`${key}::text`) }).from(sql`(select 1) as one`);
    if (row?.used === false) await files.remove(key);
  }
}

/**
 * Remove the files of uploads older than `graceHours` that nothing refers to (an avatar replaced, a cover never
 * saved, a video uploaded and then not used), with their rows. The grace leaves a form time to be saved, and keeps
 * the rows of the quota's day. Returns how many were removed.
 */
export async function sweepUploads(db: DbOrTx, files: FileStore, graceHours = 24, batch = 500): Promise<number> {
  const rows = await db
    .select({ id: uploads.id, key: uploads.storageKey })
    .from(uploads)
    .where(
      and(
        lt(uploads.createdAt, sql`now() - make_interval(hours => ${graceHours}::int)`),
        sql`not ${isReferenced(sql`${uploads.storageKey}`)}`,
      ),
    )
    .limit(batch);
  for (const row of rows) await files.remove(row.key);
  if (rows.length) {
    await db.delete(uploads).where(
      inArray(
        uploads.id,
        rows.map((row) => row.id),
      ),
    );
  }
  return rows.length;
}

/** The sweep's first run after the start, and its period. */
const SWEEP_DELAY_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 6 * 3600_000;

/** Sweep unused uploads a while after the start and every few hours while the app runs. */
export function installUploadSweep(app: FastifyInstance, ctx: TAppContext): void {
  let timer: NodeJS.Timeout | null = null;
  let isClosed = false;
  const schedule = (delay: number) => {
    if (isClosed) return;
    timer = setTimeout(run, delay);
    timer.unref();
  };
  const run = () => {
    sweepUploads(ctx.db, ctx.files)
      .catch((error: Error) => app.log.warn({ message: error.message }, 'upload sweep failed'))
      .finally(() => schedule(SWEEP_EVERY_MS));
  };
  app.addHook('onReady', async () => schedule(SWEEP_DELAY_MS));
  app.addHook('onClose', async () => {
    isClosed = true;
    if (timer) clearTimeout(timer);
  });
}
