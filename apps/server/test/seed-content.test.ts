import { readdir, readFile } from 'node:fs/promises';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chapters,
  classes,
  classResources,
  collegeResources,
  colleges,
  lessons,
  resources,
  uploads,
  users,
} from '../src/db/schema';
import { bwkpDemoCase } from '../src/seed/bwkp-demo-case';
import { seedDemo } from '../src/seed/demo';
import { assetUrlOf, demoCourses, handoutNameOf, seedDemoContent } from '../src/seed/demo-content';
import { createTestApp, type TTestApp } from './support/test-app';

const allLessons = demoCourses.flatMap((course) =>
  course.chapters.flatMap((chapter) => chapter.lessons.map((lesson) => ({ course, lesson }))),
);

/** Seconds of an MP4, from its movie header box (mvhd: version, flags, times, timescale, duration). */
function mp4Seconds(bytes: Buffer): number {
  const at = bytes.indexOf('mvhd');
  if (at < 0) return Number.NaN;
  const isVersion1 = bytes[at + 4] === 1;
  const timescale = bytes.readUInt32BE(at + (isVersion1 ? 24 : 16));
  const duration = isVersion1 ? Number(bytes.readBigUInt64BE(at + 28)) : bytes.readUInt32BE(at + 20);
  return duration / timescale;
}

/** The demo college (广东财经职业学院) and its two classes. */
async function demoCollege(t: TTestApp) {
  const [college] = await t.db.select().from(colleges).where(eq(colleges.code, 'GDCJ'));
  const own = await t.db.select().from(classes).where(eq(classes.collegeId, college.id)).orderBy(asc(classes.id));
  return { college, classIds: own.map((c) => c.id) };
}

let t: TTestApp;
let demo: Awaited<ReturnType<typeof demoCollege>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  demo = await demoCollege(t);
  await seedDemoContent(t.db, t.ctx.files, { collegeIds: [demo.college.id], classIds: demo.classIds });
});
afterAll(() => t.close());

describe('demo teaching content', () => {
  it('seeds four published course packages with their chapters and lessons, granted and bound', async () => {
    const { college, classIds } = demo;
    expect(classIds).toHaveLength(2);

    const rows = await t.db.select().from(resources).orderBy(asc(resources.sort));
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => r.name)).toEqual(demoCourses.map((c) => c.name));
    expect(rows.every((r) => r.status === 1)).toBe(true);
    expect(rows.filter((r) => r.isRecommended).map((r) => r.name)).toEqual(['增值税发票开具实训', '会计实账实训']);

    for (const [i, course] of demoCourses.entries()) {
      const ownChapters = await t.db.select().from(chapters).where(eq(chapters.resourceId, rows[i].id));
      expect(ownChapters.map((c) => c.title).sort()).toEqual(course.chapters.map((c) => c.title).sort());
      const ownLessons = await t.db.select().from(lessons).where(eq(lessons.resourceId, rows[i].id));
      expect(ownLessons).toHaveLength(course.chapters.reduce((n, c) => n + c.lessons.length, 0));
    }
    expect(await t.db.select().from(lessons)).toHaveLength(allLessons.length);

    const grants = await t.db.select().from(collegeResources);
    expect(grants).toHaveLength(4);
    expect(grants.every((g) => g.collegeId === college.id)).toBe(true);
    const bindings = await t.db.select().from(classResources);
    expect(bindings).toHaveLength(8);
    expect(new Set(bindings.map((b) => `${b.classId}:${b.resourceId}`)).size).toBe(8);
    expect(new Set(bindings.map((b) => b.classId))).toEqual(new Set(classIds));
    expect(await t.db.select().from(uploads)).toHaveLength(0);
  });

  it('gives every lesson a video and a handout that the app serves byte for byte', async () => {
    const stored = await t.db.select().from(lessons);
    for (const { course, lesson } of allLessons) {
      const resourceLessons = stored.filter((row) => row.title === lesson.title);
      expect(resourceLessons, lesson.title).toHaveLength(1);
      const [row] = resourceLessons;
      const number = course.chapters.flatMap((c) => c.lessons).indexOf(lesson) + 1;
      expect(row.handoutName).toBe(handoutNameOf(number, lesson));
      expect(row.videoDuration).toBe(lesson.videoDuration);
      const seconds = mp4Seconds(await readFile(assetUrlOf(lesson.asset, 'mp4')));
      expect(Math.abs(seconds - lesson.videoDuration), lesson.asset).toBeLessThanOrEqual(0.5);
      expect(seconds).toBeGreaterThanOrEqual(20);
      expect(seconds).toBeLessThanOrEqual(40);

      const cases = [
        { url: row.videoUrl, type: 'video/mp4', file: assetUrlOf(lesson.asset, 'mp4') },
        { url: row.handoutUrl, type: 'application/pdf', file: assetUrlOf(lesson.asset, 'pdf') },
      ];
      for (const { url, type, file } of cases) {
        expect(url).toMatch(/^\/uploads\//);
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toContain(type);
        expect(response.rawPayload.equals(await readFile(file)), `${lesson.asset} ${type}`).toBe(true);
      }
    }
  });

  it('records the uploads and the author when an uploader is given', async () => {
    const other = await createTestApp();
    try {
      await seedDemo(other.db);
      const [acc5] = await other.db.select().from(users).where(eq(users.account, 'acc5'));
      await seedDemoContent(other.db, other.ctx.files, { collegeIds: [], classIds: [], uploaderId: acc5.id });
      const files = await other.db.select().from(uploads);
      expect(files).toHaveLength(allLessons.length * 2);
      expect(files.every((f) => f.userId === acc5.id && f.size > 0)).toBe(true);
      expect(files.filter((f) => f.mime === 'video/mp4')).toHaveLength(allLessons.length);
      expect(files.filter((f) => f.mime === 'application/pdf')).toHaveLength(allLessons.length);
      const authored = await other.db
        .select()
        .from(resources)
        .where(inArray(resources.createdBy, [acc5.id]));
      expect(authored).toHaveLength(4);
      expect(await other.db.select().from(collegeResources)).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});

describe('the handouts and the invoicing case', () => {
  const handoutDir = new URL('../src/seed/content/handouts/', import.meta.url);
  /** Every handout's text (tags dropped, white space folded), by file name. */
  async function handoutTexts() {
    const names = (await readdir(handoutDir)).filter((name) => name.endsWith('.html')).sort();
    const texts = new Map<string, string>();
    for (const name of names) {
      const html = await readFile(new URL(name, handoutDir), 'utf8');
      texts.set(name, html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
    }
    return texts;
  }

  it('give 广州市穗通办公设备有限公司 the tax id, address, phone, bank and account of the seeded case', async () => {
    const { qyxx } = bwkpDemoCase;
    const texts = await handoutTexts();
    const naming = [...texts].filter(([, text]) => text.includes(qyxx.nsr_mc));
    expect(naming.map(([name]) => name)).toEqual(expect.arrayContaining(['fp-01.html', 'fp-04.html']));
    for (const [name, text] of naming) {
      // what a handout says of the company stands right after its full name
      for (let at = text.indexOf(qyxx.nsr_mc); at >= 0; at = text.indexOf(qyxx.nsr_mc, at + 1)) {
        const facts = text.slice(at, at + 200);
        for (const code of facts.match(/\b[0-9A-Z]{18}\b/g) ?? []) expect(code, name).toBe(qyxx.nsr_sbh);
        for (const phone of facts.match(/\b0\d{2,3}-\d{7,8}\b/g) ?? []) expect(phone, name).toBe(qyxx.phone_number);
        for (const account of facts.match(/\b\d{12,22}\b/g) ?? []) expect(account, name).toBe(qyxx.account);
        for (const address of facts.match(/广州市[^ ，。）]*?[号路][^ ，。）]*/g) ?? []) {
          expect(address, name).toBe(qyxx.business_address);
        }
      }
    }
    // the seller block of 第4课 has every fact
    const seller = texts.get('fp-04.html') ?? '';
    expect(seller).toContain(`纳税人识别号：${qyxx.nsr_sbh}`);
    expect(seller).toContain(`地址、电话：${qyxx.business_address} ${qyxx.phone_number}`);
    expect(seller).toContain(`开户行及账号：${qyxx.bank_name} ${qyxx.account}`);
    expect(texts.get('fp-01.html')).toContain(`纳税人识别号 ${qyxx.nsr_sbh}`);
  });
});
