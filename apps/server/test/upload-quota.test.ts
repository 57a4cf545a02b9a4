// Uploads (issue 8): a quota per user and 24 hours, and files nothing refers to any more removed from the store.
import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import { ApiCode, type TEnvelope } from '@sxpt/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { uploads, users } from '../src/db/schema';
import { keyOfUrl } from '../src/storage/file-store';
import { recordUpload, remainingUploadBytes, sweepUploads, UPLOAD_LOCK_CLASS } from '../src/storage/upload-store';
import { createCourse, multipartFile } from './support/course-factories';
import { createUser, signIn } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

const quota = { acc5: { files: 4, bytes: 10_000 }, others: { files: 2, bytes: 50_000 } };

let t: TTestApp;
let acc5: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp({ uploadQuota: quota });
  const user = await createUser(t.db, { role: 0 });
  acc5 = { id: user.id, token: await signIn(t.app, user) };
});
afterAll(() => t.close());

const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(0x20 - 12 + 4096, 1)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(url: string, filename: string, bytes: Buffer, token: string) {
  const body = multipartFile(filename, bytes, 'file');
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, authorization: token },
    payload: body.payload,
  });
  return res.json() as TEnvelope<{ url: string }>;
}

const rowsOf = async (userId: number) =>
  Number((await t.db.select({ n: count() }).from(uploads).where(eq(uploads.userId, userId)))[0].n);
const isStored = (url: string) =>
  access(path.join(t.ctx.files.localRoot!, keyOfUrl(url)!)).then(
    () => true,
    () => false,
  );
/** Let a day pass for a user's uploads. */
const ageUploads = (userId: number, hours: number) =>
  t.db
    .update(uploads)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(uploads.userId, userId));

describe('upload quota', () => {
  it('is 200 files and 2 GiB a day for acc5, 50 files and 50 MiB for the others, unless configured', () => {
    expect(readConfig({}).uploadQuota).toEqual({
      acc5: { files: 200, bytes: 2048 * 1024 * 1024 },
      others: { files: 50, bytes: 50 * 1024 * 1024 },
    });
    expect(readConfig({ UPLOAD_QUOTA_FILES: '10', UPLOAD_QUOTA_MB: '5' }).uploadQuota.others).toEqual({
      files: 10,
      bytes: 5 * 1024 * 1024,
    });
  });

  it('refuses a file past the day’s count with a Chinese message and stores nothing; a day later it is allowed', async () => {
    const teacher = await createUser(t.db, { role: 2 });
    const token = await signIn(t.app, teacher);
    for (let i = 0; i < 2; i++) expect((await upload('/api/upload_image', 'a.png', PNG, token)).code).toBe(200);
    const before = await t.db.select().from(uploads);
    expect(await upload('/api/upload_image', 'a.png', PNG, token)).toMatchObject({
      code: ApiCode.badRequest,
      message: '24小时内最多上传2个文件，已达上限，请稍后再试',
    });
    expect(await t.db.select().from(uploads)).toEqual(before);
    // another user has a quota of their own
    const student = await createUser(t.db, { role: 3 });
    expect((await upload('/api/upload_image', 'b.png', PNG, await signIn(t.app, student))).code).toBe(200);
    await ageUploads(teacher.id, 25);
    expect((await upload('/api/upload_image', 'a.png', PNG, token)).code).toBe(200);
  });

  it('refuses a video or handout past the day’s bytes, never keeping a part of it', async () => {
    for (let i = 0; i < 2; i++) expect((await upload('/admin/upload/video', 'v.mp4', MP4, acc5.token)).code).toBe(200);
    // 8 256 of 10 000 bytes used: the next video does not fit
    const before = await rowsOf(acc5.id);
    const files = await readdir(t.ctx.files.localRoot!, { recursive: true });
    expect(await upload('/admin/upload/video', 'v.mp4', MP4, acc5.token)).toMatchObject({
      code: ApiCode.badRequest,
      message: '24小时内最多上传10KB，本次上传超出上限，请稍后再试',
    });
    expect(await rowsOf(acc5.id)).toBe(before);
    const after = await readdir(t.ctx.files.localRoot!, { recursive: true });
    expect(after.length).toBe(files.length);
    // a small handout still fits; then the day's count (4) is reached
    expect((await upload('/admin/upload/handout', 'h.pdf', PDF, acc5.token)).code).toBe(200);
    expect((await upload('/admin/upload/handout', 'h.pdf', PDF, acc5.token)).code).toBe(200);
    expect(await upload('/admin/upload/handout', 'h.pdf', PDF, acc5.token)).toMatchObject({
      code: ApiCode.badRequest,
      message: '24小时内最多上传4个文件，已达上限，请稍后再试',
    });
    await ageUploads(acc5.id, 25);
  });

  it('an upload recorded while another of the same user is being recorded waits for it, then counts it', async () => {
    const student = await createUser(t.db, { role: 3 });
    const user = { id: student.id, role: 3 as const };
    // both passed the early check (nothing used yet)
    expect(await remainingUploadBytes(t.ctx, user)).toBe(quota.others.bytes);
    const key = await t.ctx.files.put(PNG, 'png');
    let pending: Promise<unknown> = Promise.resolve();
    let settledInside = false;
    // another upload of the same user is being recorded: it holds the user's upload lock and its rows are not
    // committed yet (two files: the day's count is then full)
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK_CLASS}::int, ${student.id}::int)`);
      for (const name of ['a', 'b']) {
        await tx
          .insert(uploads)
          .values({ userId: student.id, storageKey: `other-${name}-${student.id}.png`, mime: 'image/png', size: 10 });
      }
      pending = recordUpload(t.ctx, user, { key, mime: 'image/png', size: PNG.length }).finally(() => {
        settledInside = true;
      });
      pending.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    // it waited for the other one, then saw the day's count full: refused, its file removed
    expect(settledInside).toBe(false);
    await expect(pending).rejects.toThrow('24小时内最多上传2个文件，已达上限，请稍后再试');
    expect(await rowsOf(student.id)).toBe(2);
    expect(await isStored(t.ctx.files.urlOf(key))).toBe(false);
  });
});

describe('files nothing refers to', () => {
  it('a lesson’s replaced video and handout, and a deleted lesson’s files, leave the store', async () => {
    await ageUploads(acc5.id, 25);
    const course = await createCourse(t.db);
    const chapterId = course.chapters[0].id;
    const first = (await upload('/admin/upload/video', 'v1.mp4', MP4, acc5.token)).data.url;
    const second = (await upload('/admin/upload/video', 'v2.mp4', MP4, acc5.token)).data.url;
    const handout = (await upload('/admin/upload/handout', 'h.pdf', PDF, acc5.token)).data.url;
    const store = (body: object) =>
      call<{ id: number }>(t.app, '/admin/lesson/store', { chapter_id: chapterId, title: '课时', ...body }, acc5.token);
    const lesson = (await store({ video_url: first, handout_url: handout })).data.id;
    const other = (await store({ video_url: second })).data.id;

    // the video replaced by one another lesson also uses: the old one goes, the shared one stays
    const saved = await call(t.app, '/admin/lesson/save', { id: lesson, video_url: second }, acc5.token);
    expect(saved.code).toBe(200);
    expect([await isStored(first), await isStored(second), await isStored(handout)]).toEqual([false, true, true]);
    // deleting the lesson removes its handout; the video is still the other lesson's
    expect((await call(t.app, '/admin/lesson/delete', { id: lesson }, acc5.token)).code).toBe(200);
    expect([await isStored(second), await isStored(handout)]).toEqual([true, false]);
    expect((await call(t.app, '/admin/lesson/delete', { id: other }, acc5.token)).code).toBe(200);
    expect(await isStored(second)).toBe(false);
  });

  it('the sweep removes day-old uploads nothing refers to (a replaced avatar), and keeps the others', async () => {
    const student = await createUser(t.db, { role: 3 });
    const token = await signIn(t.app, student);
    const oldAvatar = (await upload('/api/upload_image', 'a.png', PNG, token)).data.url;
    const avatar = (await upload('/api/upload_image', 'b.png', PNG, token)).data.url;
    await t.db.update(users).set({ avatar }).where(eq(users.id, student.id));
    await ageUploads(student.id, 25);
    const fresh = (await upload('/api/upload_image', 'c.png', PNG, token)).data.url;

    await sweepUploads(t.db, t.ctx.files);
    expect([await isStored(oldAvatar), await isStored(avatar), await isStored(fresh)]).toEqual([false, true, true]);
    const keys = (await t.db.select().from(uploads).where(eq(uploads.userId, student.id))).map((r) => r.storageKey);
    expect(keys.sort()).toEqual([keyOfUrl(avatar), keyOfUrl(fresh)].sort());
  });
});
