import type { TBwkpProgressQuestion, TBwkpSubjectStatus } from '@sxpt/contract';
import { completeQuestion, createProgress, setItem } from '@sxpt/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  isReportDone,
  newlyCompleted,
  progressCacheKey,
  progressCount,
  readProgressCache,
  syncProgressCache,
  writeProgressCache,
} from './progress-cache';

const subjects = Array.from({ length: 17 }, (_, i) => ({
  id: 100 + i,
  invoice_type: i >= 4 && i < 16 ? 1 + (i % 2) : 0,
  subject_status: 0 as 0 | 1,
}));

function serverAt(progress: TBwkpProgressQuestion[]): TBwkpSubjectStatus {
  return {
    subjects: subjects.map((subject, i) => ({ ...subject, subject_status: progress[i].isComplete ? 1 : 0 })),
    progress,
    is_all_complete: progress.every((question) => question.isComplete),
    submitted_at: null,
  };
}

const fresh = () => createProgress(subjects) as TBwkpProgressQuestion[];

describe('the progress cache key', () => {
  it('names the user, course, class, resource and lesson', () => {
    expect(progressCacheKey(5, { course_id: '1', class_id: '2', resource_id: '3', lesson_id: '4' })).toBe(
      'kaipiao_progress:5:1:2:3:4',
    );
    expect(progressCacheKey(null, { course_id: null, class_id: '2', resource_id: '3', lesson_id: '4' })).toBe(
      'kaipiao_progress:-:-:2:3:4',
    );
  });
});

describe('syncProgressCache (spec 02 §4 Sync)', () => {
  const server = serverAt(completeQuestion(fresh(), 1) as TBwkpProgressQuestion[]);

  it('rebuilds a missing cache from the server', () => {
    const result = syncProgressCache(null, server);
    expect(result.rebuilt).toBe(true);
    expect(result.progress).toEqual(server.progress);
  });

  it('rebuilds a cache of another length', () => {
    const result = syncProgressCache(server.progress.slice(0, 16), server);
    expect(result.rebuilt).toBe(true);
    expect(result.progress).toHaveLength(17);
  });

  it('rebuilds a cache that differs from the server subject_status', () => {
    const stale = fresh();
    const result = syncProgressCache(stale, server);
    expect(result.rebuilt).toBe(true);
    expect(result.progress[0].isComplete).toBe(true);
  });

  it('rebuilds a cache whose subject ids differ (another case)', () => {
    const other = server.progress.map((question) => ({ ...question, subjectId: (question.subjectId ?? 0) + 1 }));
    expect(syncProgressCache(other, server).rebuilt).toBe(true);
  });

  it('rebuilds a cache that differs on a sub-item (4.1 done elsewhere)', () => {
    const done3 = [1, 2, 3].reduce((progress, id) => completeQuestion(progress, id), fresh());
    const withApply = serverAt(setItem(done3, 4, 4.1, true) as TBwkpProgressQuestion[]);
    const result = syncProgressCache(done3 as TBwkpProgressQuestion[], withApply);
    expect(result.rebuilt).toBe(true);
    expect(result.progress[3].items[0].isComplete).toBe(true);
  });

  it('keeps a cache that agrees with the server', () => {
    const stored = structuredClone(server.progress);
    const result = syncProgressCache(stored, server);
    expect(result.rebuilt).toBe(false);
    expect(result.progress).toEqual(stored);
  });
});

describe('the stored cache', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips through localStorage and ignores junk', () => {
    const key = 'kaipiao_progress:1:1:1:1:1';
    expect(readProgressCache(key)).toBeNull();
    writeProgressCache(key, fresh());
    expect(readProgressCache(key)).toHaveLength(17);
    localStorage.setItem(key, '{not json');
    expect(readProgressCache(key)).toBeNull();
    localStorage.setItem(key, '{"a":1}');
    expect(readProgressCache(key)).toBeNull();
  });
});

describe('newlyCompleted (the question-done report)', () => {
  it('names the subject ids of questions that became complete', () => {
    const before = fresh();
    const after = completeQuestion(completeQuestion(before, 1), 2) as TBwkpProgressQuestion[];
    expect(newlyCompleted(before, after)).toEqual([100, 101]);
  });

  it('reports nothing without an earlier progress, nor for a sub-item alone, nor without a subjectId', () => {
    const before = fresh();
    expect(newlyCompleted(null, completeQuestion(before, 1) as TBwkpProgressQuestion[])).toEqual([]);
    expect(newlyCompleted(before, setItem(before, 4, 4.1, true) as TBwkpProgressQuestion[])).toEqual([]);
    const noIds = createProgress() as TBwkpProgressQuestion[];
    expect(newlyCompleted(noIds, completeQuestion(noIds, 1) as TBwkpProgressQuestion[])).toEqual([]);
  });
});

describe('counts and the confirm-submit gate', () => {
  it('counts completed questions', () => {
    expect(progressCount(null)).toEqual({ done: 0, total: 17 });
    expect(progressCount(completeQuestion(fresh(), 3) as TBwkpProgressQuestion[])).toEqual({ done: 1, total: 17 });
  });

  it('needs question 17 (上报) done', () => {
    expect(isReportDone(null)).toBe(false);
    expect(isReportDone(fresh())).toBe(false);
    expect(isReportDone(completeQuestion(fresh(), 17) as TBwkpProgressQuestion[])).toBe(true);
  });
});
