// Walkthrough videos of the invoicing case (issue 15 §3): one per question, made from the model solution worked in
// the simulator (content/make-walkthroughs.sh); a walkthrough shows the answer, so a student gets its address only
// once the question is done, and the window knows one is coming.
import { existsSync, statSync } from 'node:fs';
import type { TBwkpSubjectDetail, TBwkpSubjectListItem, TResourcePreview } from '@sxpt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bwkpDemoCase } from '../src/seed/bwkp-demo-case';
import { bwkpDemoCaseSeed, walkthroughAssetOf } from '../src/seed/bwkp-demo-seed';
import { bwkpWalkthroughs } from '../src/seed/bwkp-walkthroughs';
import { createBwkpRoom, playUntil, type TBwkpRoom } from './support/bwkp-factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

describe('the walkthroughs of the demo case', () => {
  it('one per question, 3 to 8 narrated steps each, its video committed and small', () => {
    expect(bwkpWalkthroughs.map((entry) => entry.sort)).toEqual(bwkpDemoCase.subjects.map((subject) => subject.sort));
    for (const entry of bwkpWalkthroughs) {
      expect(entry.steps.length, `question ${entry.sort}`).toBeGreaterThanOrEqual(3);
      expect(entry.steps.length, `question ${entry.sort}`).toBeLessThanOrEqual(8);
      for (const step of entry.steps) expect(step.caption.trim(), `question ${entry.sort}`).not.toBe('');
      const asset = walkthroughAssetOf(entry.sort);
      expect(asset && existsSync(asset), `question ${entry.sort}: ${asset}`).toBe(true);
      expect(statSync(asset ?? '').size).toBeLessThan(1_200_000);
    }
  });

  it('the 建筑服务 walkthrough teaches the remark the question grades', () => {
    const nine = bwkpWalkthroughs.find((entry) => entry.sort === 9);
    const text = nine?.steps.map((step) => step.caption).join('') ?? '';
    for (const part of bwkpDemoCase.subjects[8].remark_parts ?? []) expect(text).toContain(part);
  });
});

describe('a student gets a question’s walkthrough once the question is done', () => {
  let t: TTestApp;
  let room: TBwkpRoom;
  const videoOf = (sort: number) => `/uploads/walkthrough-q${sort}.mp4`;
  beforeAll(async () => {
    t = await createTestApp();
    const seed = bwkpDemoCaseSeed();
    room = await createBwkpRoom(t.app, t.db, {
      ...seed,
      subjects: seed.subjects.map((subject) => ({
        ...subject,
        video_path: subject.sort === 17 ? '' : videoOf(subject.sort),
      })),
    });
  });
  afterAll(() => t.close());

  it('before: no address, but the list says a video comes; a question without one says so too', async () => {
    const list = await room.api<TBwkpSubjectListItem[]>('subject_list');
    for (const subject of list.data) {
      expect(subject.video_path, `question ${subject.sort}`).toBe('');
      expect(subject.has_video, `question ${subject.sort}`).toBe(subject.sort !== 17);
    }
    const detail = await room.api<TBwkpSubjectDetail>('subject_detail', { subject_id: room.subjectIds[1] });
    expect(detail.data).toMatchObject({ video_path: '', has_video: true });
    expect(JSON.stringify(list.data)).not.toContain('walkthrough-q');
  });

  it('teachers and college admins see every walkthrough in the lesson preview, whatever a student has done', async () => {
    for (const token of [room.tokens.teacher, room.tokens.admin]) {
      const res = await call<TResourcePreview>(
        t.app,
        '/college/resource/detail',
        { resource_id: room.resource.id },
        token,
      );
      expect(res.code, res.message).toBe(200);
      const item = res.data.chapters.flatMap((chapter) => chapter.lessons).flatMap((lesson) => lesson.items)[0];
      expect(item.kind).toBe('bwkp');
      expect(item.videos?.map((video) => video.sort)).toEqual(
        bwkpDemoCase.subjects.map((s) => s.sort).filter((sort) => sort !== 17),
      );
      expect(item.videos?.[0]).toMatchObject({
        sort: 1,
        video_path: videoOf(1),
        title: bwkpDemoCase.subjects[0].title,
      });
    }
    // a student may not call the staff preview
    const denied = await call(
      t.app,
      '/college/resource/detail',
      { resource_id: room.resource.id },
      room.tokens.student,
    );
    expect(denied.code).toBe(403);
  });

  it('after: the done questions’ addresses, and only theirs', async () => {
    await playUntil(room, 2);
    const list = await room.api<TBwkpSubjectListItem[]>('subject_list');
    expect(list.data.filter((subject) => subject.video_path !== '').map((subject) => subject.video_path)).toEqual([
      videoOf(1),
      videoOf(2),
    ]);
    const detail = await room.api<TBwkpSubjectDetail>('subject_detail', { subject_id: room.subjectIds[2] });
    expect(detail.data.video_path).toBe(videoOf(2));
  });
});
