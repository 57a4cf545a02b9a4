import { afterEach, describe, expect, it } from 'vitest';
import { getWorkingContext } from '../../app/working-context';
import { courseLink, practiceTarget, readCourseIds, readLessonIds, rememberContext } from './course-links';

afterEach(() => sessionStorage.clear());

describe('course links', () => {
  it('reads the ids from the query first', () => {
    rememberContext({ class_id: 7, resource_id: 8, lesson_id: 9 });
    const search = new URLSearchParams('class_id=1&resource_id=2&lesson_id=3');
    expect(readLessonIds(search)).toEqual({ class_id: 1, resource_id: 2, lesson_id: 3 });
  });

  it('falls back to the working context, and refuses bad ids', () => {
    rememberContext({ class_id: 7, resource_id: 8, lesson_id: 9 });
    expect(readLessonIds(new URLSearchParams())).toEqual({ class_id: 7, resource_id: 8, lesson_id: 9 });
    expect(readCourseIds(new URLSearchParams('class_id=x&resource_id=2'))).toBeNull();
    expect(readCourseIds(new URLSearchParams('class_id=0&resource_id=2'))).toBeNull();
  });

  it('remembers course_id as the resource and clears the lesson when there is none', () => {
    rememberContext({ class_id: 1, resource_id: 2, lesson_id: 3 });
    rememberContext({ class_id: 1, resource_id: 2 });
    expect(getWorkingContext()).toEqual({ course_id: '2', class_id: '1', resource_id: '2', lesson_id: null });
  });

  it('builds links and practice targets', () => {
    expect(courseLink('/studentViews/CourseLearnPage', { class_id: 1, resource_id: 2, lesson_id: 3 })).toBe(
      '/studentViews/CourseLearnPage?class_id=1&resource_id=2&lesson_id=3',
    );
    expect(practiceTarget({ kind: 'lx', ref_id: 5 })).toBe('/studentViews/handsonViews/voucher/record_voucher');
    expect(practiceTarget({ kind: 'paper', ref_id: 5 })).toBe('/studentViews/testPage?paper_id=5');
  });
});
