import type { TAdminChapter, TAdminChapterDetail } from '@sxpt/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, envelope, fetchMock, pageOf, renderPage, setUpPageHarness } from '../../../test/page-harness';
import LessonManagePage from './lesson-manage-page';

setUpPageHarness();

const chapter: TAdminChapter = { id: 31, resource_id: 5, title: '第三章 红字发票', sort: 3, lesson_count: 0 };
const detail: TAdminChapterDetail = { ...chapter, lessons: [] };

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}'));
    switch (String(input)) {
      case '/admin/resource/index':
        return envelope(
          pageOf([{ id: 5, name: '增值税发票开具实训', status: 1, category: '发票实训' }], 1, body.page_size),
        );
      case '/admin/chapter/detail':
        return body.id === chapter.id ? envelope(detail) : envelope(null, 404, '章节不存在');
      case '/admin/chapter/index':
        return envelope(pageOf(body.resource_id === 5 ? [chapter] : [], 1, 200));
      case '/admin/lesson/index':
        return envelope(pageOf([], 1, 200));
      default:
        return envelope(null, 404, '接口不存在');
    }
  });
});

describe('the lesson management screen', () => {
  it('opened with only a chapter that has no lessons yet, finds its resource from the chapter detail', async () => {
    renderPage(<LessonManagePage />, '/adminViews/acc5Resource/lesson_manage?chapter_id=31');
    expect(await screen.findByText('增值税发票开具实训')).toBeTruthy();
    expect(await screen.findByText('1. 第三章 红字发票（0 课时）')).toBeTruthy();
    expect(callsTo('/admin/chapter/detail').map((c) => c.body)).toEqual([{ id: 31 }]);
    await waitFor(() => expect(callsTo('/admin/chapter/index').at(-1)?.body).toMatchObject({ resource_id: 5 }));
  });

  it('does not ask for the chapter detail when the link names the resource', async () => {
    renderPage(<LessonManagePage />, '/adminViews/acc5Resource/lesson_manage?resource_id=5&chapter_id=31');
    expect(await screen.findByText('1. 第三章 红字发票（0 课时）')).toBeTruthy();
    expect(callsTo('/admin/chapter/detail')).toEqual([]);
  });
});
