// The demo invoicing case (bwkp-demo-case.ts) as seed data: its rolls' first numbers become the case's roll
// starts, so every student's invoice numbers are those of the case's answer sheet (the red questions' blue
// invoices included).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chapters, lessonItems, lessons, resources } from '../db/schema';
import { sourcePath } from '../paths';
import type { FileStore } from '../storage/file-store';
import { seedBwkpCase, type TBwkpCaseSeed, type TSeededBwkpCase } from './bwkp-case';
import { bwkpDemoCase } from './bwkp-demo-case';
import { bwkpWalkthroughFiles } from './bwkp-walkthroughs';

/**
 * The committed walkthrough video of question `sort` (content/make-walkthroughs.sh makes them from the model solution
 * worked in the simulator, bwkp-walkthroughs.ts): content/assets/bwkp-q01.mp4 … bwkp-q17.mp4.
 */
export function walkthroughAssetOf(sort: number): string | undefined {
  const entry = bwkpWalkthroughFiles.find((file) => file.sort === sort);
  return entry === undefined ? undefined : sourcePath('seed', 'content', 'assets', entry.file);
}

/**
 * Store each question's walkthrough video that exists in the file store; the question's video_path (served to a
 * student only once the question is done: a walkthrough shows the answer).
 */
async function storeWalkthroughs(seed: TBwkpCaseSeed, files: FileStore): Promise<TBwkpCaseSeed> {
  const subjects = [];
  for (const subject of seed.subjects) {
    const asset = walkthroughAssetOf(subject.sort);
    if (asset === undefined || !existsSync(asset)) {
      subjects.push(subject);
      continue;
    }
    const key = await files.put(await readFile(asset), 'mp4');
    subjects.push({ ...subject, video_path: files.urlOf(key) });
  }
  return { ...seed, subjects };
}

export function bwkpDemoCaseSeed(): TBwkpCaseSeed {
  const { title, description, province, qyxx, customers, goods, apply, rolls, subjects } = bwkpDemoCase;
  return {
    title,
    description,
    qyxx: { ...qyxx, province },
    customers,
    goods,
    apply: apply.map((answer) => ({
      ...answer,
      start_num: rolls.find((roll) => roll.invoice_type === answer.invoice_zl)?.start_num,
    })),
    subjects,
  };
}

/**
 * Insert the demo case (with its walkthrough videos when a file store is given); the caller points a lesson item of
 * kind 'bwkp' at the returned caseId.
 */
export async function seedBwkpDemoCase(db: Db, files?: FileStore): Promise<TSeededBwkpCase> {
  const seed = bwkpDemoCaseSeed();
  return seedBwkpCase(db, files ? await storeWalkthroughs(seed, files) : seed);
}

/**
 * Seed the demo case and make it the practice item of the invoicing course's first lesson, so a demo student
 * reaches it from 实训练习 of that lesson.
 */
export async function seedBwkpDemoPractice(db: Db, files?: FileStore): Promise<TSeededBwkpCase> {
  const seeded = await seedBwkpDemoCase(db, files);
  const [lesson] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(resources, eq(resources.id, lessons.resourceId))
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .where(eq(resources.name, '增值税发票开具实训'))
    .orderBy(asc(chapters.sort), asc(chapters.id), asc(lessons.sort), asc(lessons.id))
    .limit(1);
  if (lesson) {
    await db.insert(lessonItems).values({
      lessonId: lesson.id,
      kind: 'bwkp',
      refId: seeded.caseId,
      title: `综合实训：${bwkpDemoCase.qyxx.nsr_mc} 税控开票全流程（17题）`,
      sort: 1,
    });
  }
  return seeded;
}
