import type { TBwkpProgressQuestion, TBwkpSubjectListItem } from '@sxpt/contract';
import { describe, expect, it } from 'vitest';
import { chineseDate, clientDateOf, reportPeriodOf, shanghaiToday } from './client-date';

const subjects: TBwkpSubjectListItem[] = [1, 2, 3].map((sort) => ({
  id: 100 + sort,
  sort,
  title: `第${sort}题`,
  subject_describe: '',
  video_path: '',
  has_video: false,
  subject_type: 5,
  invoice_type: 1,
  subject_status: 0,
  business_date: ['2026-05-20', '2026-05-31', '2026-07-01'][sort - 1],
}));

function progress(done: number): TBwkpProgressQuestion[] {
  return [1, 2, 3].map((answerId) => ({ answerId, isComplete: answerId <= done, items: [] }));
}

describe('the simulated client’s date', () => {
  const now = new Date('2026-11-25T02:00:00Z');

  it.each([
    [0, '2026-05-20'],
    [1, '2026-05-31'],
    [2, '2026-07-01'],
    [3, '2026-07-01'],
  ])('with %i questions done it is %s (the question at hand), not today', (done, expected) => {
    expect(clientDateOf(subjects, progress(done), now)).toBe(expected);
  });

  it('is today in Shanghai before the list or the progress loaded, or when the case gives no dates', () => {
    expect(clientDateOf(undefined, progress(0), now)).toBe('2026-11-25');
    expect(clientDateOf(subjects, null, now)).toBe('2026-11-25');
    const undated = subjects.map((subject) => ({ ...subject, business_date: '' }));
    expect(clientDateOf(undated, progress(1), now)).toBe('2026-11-25');
    // 23:30 on the 25th in Shanghai is still the 25th there
    expect(shanghaiToday(new Date('2026-11-25T15:30:00Z'))).toBe('2026-11-25');
    expect(shanghaiToday(new Date('2026-11-25T16:30:00Z'))).toBe('2026-11-26');
  });

  it('prints the invoice face’s date', () => {
    expect(chineseDate('2026-05-08')).toBe('2026年05月08日');
  });

  it.each([
    ['2026-07-01', true, '2026-06'],
    ['2026-01-10', true, '2025-12'],
    ['2026-07-01', false, '2026-07'],
  ])('抄报 on %s (story calendar %s) reports %s', (date, isStory, expected) => {
    expect(reportPeriodOf(date, isStory)).toBe(expected);
  });
});
