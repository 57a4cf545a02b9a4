// A case's subjects and company are cached per case and revalidated against content_version (triggers on the
// case tables): an edit is seen by the next student call, and the cached values cannot be changed by a caller.
import type { TBwkpQyxxDetail, TBwkpSubjectDetail } from '@sxpt/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bwkpCaseQyxx, bwkpSubjects } from '../src/db/schema';
import { subjectsOf } from '../src/modules/bwkp/case-store';
import { createBwkpRoom, playUntil } from './support/bwkp-factories';
import { createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('cached case reads', () => {
  it('see an edit of a subject and of the company at the next call', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    const subjectId = room.subjectIds[4];
    const before = await room.api<TBwkpSubjectDetail>('subject_detail', { subject_id: subjectId });
    expect(before.code).toBe(200);
    await t.db
      .update(bwkpSubjects)
      .set({ title: '改过的第5题' })
      .where(and(eq(bwkpSubjects.caseId, room.caseId), eq(bwkpSubjects.id, subjectId)));
    const after = await room.api<TBwkpSubjectDetail>('subject_detail', { subject_id: subjectId });
    expect(after.data.title).toBe('改过的第5题');

    await playUntil(room, 1);
    expect((await room.api<TBwkpQyxxDetail>('qyxx_detail')).data.nsr_mc).not.toBe('改过的公司');
    await t.db.update(bwkpCaseQyxx).set({ nsrMc: '改过的公司' }).where(eq(bwkpCaseQyxx.caseId, room.caseId));
    expect((await room.api<TBwkpQyxxDetail>('qyxx_detail')).data.nsr_mc).toBe('改过的公司');
  });

  it('hands out frozen values', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    const subjects = await subjectsOf(t.db, { caseId: room.caseId, contentVersion: -1 });
    expect(() => {
      (subjects[0] as { title: string }).title = 'x';
    }).toThrow(TypeError);
    expect(() => {
      (subjects[4].goods_content as unknown[]).push({});
    }).toThrow(TypeError);
  });
});
