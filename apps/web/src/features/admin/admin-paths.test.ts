import { describe, expect, it } from 'vitest';
import { chapterManagePath, idParam, lessonFormPath, lessonManagePath, resourceFormPath } from './admin-paths';
import { handoutNameOf } from './handout-field';
import { itemsBody } from './lesson-items-fields';
import { moveId } from './use-resource-data';

describe('admin paths', () => {
  it('carry only the ids given', () => {
    expect(resourceFormPath()).toBe('/adminViews/acc5Resource/add_resource_bank');
    expect(resourceFormPath(4)).toBe('/adminViews/acc5Resource/add_resource_bank?id=4');
    expect(chapterManagePath(2)).toBe('/adminViews/acc5Resource/chapter_manage?resource_id=2');
    expect(lessonManagePath(undefined, 9)).toBe('/adminViews/acc5Resource/lesson_manage?chapter_id=9');
    expect(lessonFormPath({ id: 3 })).toBe('/adminViews/acc5Resource/add_lesson?id=3');
    expect(lessonFormPath({ chapterId: 5, resourceId: 1 })).toBe(
      '/adminViews/acc5Resource/add_lesson?chapter_id=5&resource_id=1',
    );
  });

  it.each([
    ['7', 7],
    [null, undefined],
    ['', undefined],
    ['0', undefined],
    ['-2', undefined],
    ['1.5', undefined],
    ['abc', undefined],
  ])('read the id %s as %s', (text, id) => {
    expect(idParam(text)).toBe(id);
  });
});

describe('moveId', () => {
  it('swaps with the neighbour and leaves the ends alone', () => {
    expect(moveId([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe('lesson parts', () => {
  it('name a handout after its file, without .pdf', () => {
    expect(handoutNameOf('第1课 发票种类.PDF')).toBe('第1课 发票种类');
    expect(handoutNameOf('讲义.pdf.pdf')).toBe('讲义.pdf');
  });

  it('send practice items trimmed, with numeric ids, in order', () => {
    expect(
      itemsBody([
        { kind: 'paper', ref_id: 3, title: ' 第一章测验 ' },
        { kind: 'bwkp', ref_id: 12, title: '开具专票' },
      ]),
    ).toEqual([
      { kind: 'paper', ref_id: 3, title: '第一章测验' },
      { kind: 'bwkp', ref_id: 12, title: '开具专票' },
    ]);
    expect(itemsBody(undefined)).toEqual([]);
  });
});
