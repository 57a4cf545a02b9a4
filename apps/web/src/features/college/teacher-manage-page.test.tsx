import type { TMemberRow } from '@sxpt/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, fetchMock, pageOf, renderPage, setUpPageHarness } from '../../../test/page-harness';
import TeacherManagePage from './teacher-manage-page';

setUpPageHarness();

const teacher: TMemberRow = {
  id: 7,
  account: 'T2024001',
  name: '李老师',
  phone: '',
  campus_id: null,
  campus_name: '',
  classes: [],
  enabled: false,
  last_login_at: null,
  created_at: '2025-05-01T00:00:00.000Z',
};

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const file = (name: string) =>
  new Response(new Blob(['PK']), {
    headers: {
      'Content-Type': xlsxType,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });

beforeAll(() => {
  // jsdom has no object URLs; the download link is clicked and dropped
  Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/college/teacher/index') return envelope(pageOf([teacher]));
    if (url === '/college/campus/list') return envelope([]);
    if (url === '/college/class/index') return envelope(pageOf([], 1, 200));
    if (url === '/college/teacher/template') return file('教师导入模板.xlsx');
    if (url === '/college/teacher/export') return file('教师名单.xlsx');
    return envelope(null, 404, '接口不存在');
  });
});

// the whole page with antd's table and selects in jsdom: slow when the machine is busy
describe('the teacher management screen', { timeout: 60_000 }, () => {
  it('offers the teacher import template, as the student screen does', async () => {
    renderPage(<TeacherManagePage />);
    fireEvent.click(await screen.findByRole('button', { name: /批量导入/ }));
    const download = await screen.findByRole('button', { name: /下载教师导入模板/ });
    await act(async () => {
      fireEvent.click(download);
    });
    expect(await screen.findByText('已下载：教师导入模板.xlsx')).toBeTruthy();
    const [call] = fetchMock.mock.calls.filter(([url]) => url === '/college/teacher/template');
    expect(call[1]?.method).toBe('GET');
  });

  it('exports with the filters of the list, the status too', async () => {
    renderPage(<TeacherManagePage />);
    expect(await screen.findByText('T2024001')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="禁用"]')).toBeTruthy());
    await act(async () => {
      fireEvent.click(document.querySelector('.ant-select-item-option[title="禁用"]') as HTMLElement);
    });
    await waitFor(() =>
      expect(callsTo('/college/teacher/index').at(-1)?.body).toEqual({ page: 1, page_size: 20, enabled: false }),
    );

    fireEvent.change(screen.getByPlaceholderText('搜索账号或姓名'), { target: { value: 'T2024' } });
    fireEvent.keyDown(screen.getByPlaceholderText('搜索账号或姓名'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(callsTo('/college/teacher/index').at(-1)?.body).toEqual({
        page: 1,
        page_size: 20,
        enabled: false,
        keyword: 'T2024',
      }),
    );

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    });
    expect(await screen.findByText('已导出：教师名单.xlsx')).toBeTruthy();
    expect(callsTo('/college/teacher/export')).toEqual([
      { url: '/college/teacher/export', body: { keyword: 'T2024', enabled: false } },
    ]);
  });
});
