import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ApiCode, type TAdminUploadHandoutData, type TAdminUploadVideoData, type TEnvelope } from '@sxpt/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema';
import { MAX_HANDOUT_BYTES } from '../src/modules/admin/upload-service';
import { sniffFile } from '../src/storage/file-store';
import { multipartFile } from './support/course-factories';
import { createCollege, createUser, signIn } from './support/factories';
import { createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let acc5Token: string;
let acc5Id: number;
beforeAll(async () => {
  t = await createTestApp();
  const acc5 = await createUser(t.db, { role: 0 });
  acc5Id = acc5.id;
  acc5Token = await signIn(t.app, acc5);
});
afterAll(() => t.close());

/** The start of an MP4 file: an 'ftyp' box (size, 'ftyp', brand 'isom'). */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(0x20 - 12 + 4096, 1)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function upload<T>(url: string, filename: string, bytes: Buffer, token = acc5Token, field = 'file') {
  const body = multipartFile(filename, bytes, field);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, authorization: token },
    payload: body.payload,
  });
  return res.json() as TEnvelope<T>;
}

const uploadCount = async () => Number((await t.db.select({ n: count() }).from(uploads))[0].n);
/** Files in the upload folder (a refused upload leaves none, not even a partial one). */
async function storedFiles(): Promise<string[]> {
  const root = t.ctx.files.localRoot!;
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.push(full);
    }
  };
  await walk(root);
  return found;
}

describe('sniffFile', () => {
  it('finds MP4, PDF and images by content', () => {
    expect(sniffFile(MP4)?.mime).toBe('video/mp4');
    expect(sniffFile(PDF)?.mime).toBe('application/pdf');
    expect(sniffFile(PNG)?.mime).toBe('image/png');
    expect(sniffFile(Buffer.from('hello world, not a file'))).toBeNull();
  });
});

describe('admin lesson uploads', () => {
  it('stores an MP4 found by content and records it as a video upload', async () => {
    const res = await upload<TAdminUploadVideoData>('/admin/upload/video', '第一课.bin', MP4);
    expect(res).toMatchObject({ code: 200, message: '上传成功', data: { size: MP4.length } });
    expect(res.data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.mp4$/);
    const [row] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.storageKey, res.data.url.slice('/uploads/'.length)));
    expect(row).toMatchObject({ userId: acc5Id, kind: 2, mime: 'video/mp4', size: MP4.length });
    const stored = await readFile(path.join(t.ctx.files.localRoot!, res.data.url.slice('/uploads/'.length)));
    expect(stored.equals(MP4)).toBe(true);
    // served back with range requests, for seeking
    const ranged = await t.app.inject({ method: 'GET', url: res.data.url, headers: { range: 'bytes=0-11' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(MP4.subarray(0, 12))).toBe(true);
  });

  it('stores a PDF handout with its file name', async () => {
    const res = await upload<TAdminUploadHandoutData>('/admin/upload/handout', '增值税讲义.pdf', PDF);
    expect(res).toMatchObject({ code: 200, data: { name: '增值税讲义.pdf', size: PDF.length } });
    expect(res.data.url).toMatch(/\.pdf$/);
    const [row] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.storageKey, res.data.url.slice('/uploads/'.length)));
    expect(row).toMatchObject({ kind: 3, mime: 'application/pdf' });
  });

  it('refuses files by content whatever their name, storing nothing', async () => {
    const before = await uploadCount();
    const files = (await storedFiles()).length;
    const cases: [string, string, Buffer, string][] = [
      ['/admin/upload/video', 'lesson.mp4', PDF, '只能上传 MP4 视频'],
      ['/admin/upload/video', 'lesson.mp4', PNG, '只能上传 MP4 视频'],
      ['/admin/upload/video', 'lesson.mp4', Buffer.from('ftyp'), '只能上传 MP4 视频'],
      ['/admin/upload/handout', 'notes.pdf', MP4, '只能上传 PDF 讲义'],
      ['/admin/upload/handout', 'notes.pdf', Buffer.from('<html>%PDF-</html>'), '只能上传 PDF 讲义'],
      ['/admin/upload/handout', 'notes.pdf', Buffer.alloc(0), '只能上传 PDF 讲义'],
    ];
    for (const [url, name, bytes, message] of cases) {
      expect(await upload(url, name, bytes), `${url} ${bytes.length}`).toMatchObject({ code: 400, message });
    }
    expect(await upload('/admin/upload/video', 'a.mp4', MP4, acc5Token, 'other')).toMatchObject({
      code: 400,
      message: '请选择要上传的视频',
    });
    const plain = await t.app.inject({
      method: 'POST',
      url: '/admin/upload/handout',
      headers: { authorization: acc5Token },
      payload: {},
    });
    expect(plain.json()).toMatchObject({ code: 400, message: '请选择要上传的讲义' });
    expect(await uploadCount()).toBe(before);
    expect((await storedFiles()).length).toBe(files);
  });

  it('refuses a handout over 50 MB (more than the global 10 MB multipart limit is allowed below it)', async () => {
    const big = Buffer.alloc(12 * 1024 * 1024, 0x20);
    PDF.copy(big);
    const ok = await upload<TAdminUploadHandoutData>('/admin/upload/handout', 'big.pdf', big);
    expect(ok).toMatchObject({ code: 200, data: { size: big.length } });

    const before = await uploadCount();
    const files = (await storedFiles()).length;
    const tooBig = Buffer.alloc(MAX_HANDOUT_BYTES + 1, 0x20);
    PDF.copy(tooBig);
    expect(await upload('/admin/upload/handout', 'huge.pdf', tooBig)).toMatchObject({
      code: 400,
      message: '讲义不能超过50MB',
    });
    expect(await uploadCount()).toBe(before);
    expect((await storedFiles()).length).toBe(files);
  });

  it('refuses the other roles', async () => {
    const { college } = await createCollege(t.db);
    for (const role of [1, 2, 3] as const) {
      const token = await signIn(t.app, await createUser(t.db, { role, collegeId: college.id }));
      expect((await upload('/admin/upload/video', 'a.mp4', MP4, token)).code).toBe(ApiCode.forbidden);
      expect((await upload('/admin/upload/handout', 'a.pdf', PDF, token)).code).toBe(ApiCode.forbidden);
    }
  });
});
