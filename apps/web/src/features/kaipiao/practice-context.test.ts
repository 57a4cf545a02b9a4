import { afterEach, describe, expect, it } from 'vitest';
import { clearWorkingContext, setWorkingContext } from '../../app/working-context';
import { practiceContext } from './kaipiao-api';

afterEach(() => clearWorkingContext());

describe('the working context a bwkp call carries', () => {
  it('sends the ids as numbers, as the server takes them', () => {
    setWorkingContext({ course_id: 2, class_id: '11', resource_id: 2, lesson_id: '305' });
    expect(practiceContext()).toEqual({ course_id: 2, class_id: 11, resource_id: 2, lesson_id: 305 });
  });

  it('leaves out a stored value that is not an id', () => {
    setWorkingContext({ course_id: 'abc', class_id: '011', resource_id: '2', lesson_id: null });
    expect(practiceContext()).toEqual({ resource_id: 2 });
  });
});
