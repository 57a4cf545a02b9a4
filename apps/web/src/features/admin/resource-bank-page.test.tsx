import type { TAdminResource } from '@sxpt/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, envelope, fetchMock, pageOf, renderPage, setUpPageHarness } from '../../../test/page-harness';
import ResourceBankPage from './resource-bank-page';

setUpPageHarness();

const resource = (id: number, name: string, category: string): TAdminResource => ({
  id,
  name,
  cover: '',
  category,
  description: '',
  status: 1,
  is_recommended: false,
  recommend_sort: 0,
  chapter_count: 1,
  lesson_count: 2,
  college_count: 0,
  class_count: 0,
  created_at: '2025-05-01T00:00:00.000Z',
  updated_at: '2025-05-01T00:00:00.000Z',
});

const bank = [
  resource(3, '审计基础', '审计实训'),
  resource(2, '会计实账实训', '会计实账'),
  resource(1, '增值税发票开具实训', '发票实训'),
];

beforeEach(() => {
  // the server's filter: the exact category when one is given
  fetchMock.mockImplementation(async (input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}'));
    if (String(input) !== '/admin/resource/index') return envelope(null, 404, '接口不存在');
    const list = bank.filter((r) => !body.category || r.category === body.category);
    return envelope(pageOf(list, body.page, body.page_size));
  });
});

/** The names in the table, top to bottom (the name is the row's bold text). */
const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('strong')?.textContent ?? '');

// the whole page with antd's table and selects in jsdom: slow when the machine is busy
describe('the resource bank screen', { timeout: 60_000 }, () => {
  it('filters by category: the default categories and every category in use, then back to all', async () => {
    renderPage(<ResourceBankPage />);
    await waitFor(() => expect(rowNames()).toEqual(['审计基础', '会计实账实训', '增值税发票开具实训']));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '资源分类' }));
    const options = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    await waitFor(() => expect(options()).toEqual(['发票实训', '纳税申报', '会计实账', '财务管理', '审计实训']));
    await act(async () => {
      fireEvent.click(document.querySelector('.ant-select-item-option[title="会计实账"]') as HTMLElement);
    });

    await waitFor(() => expect(rowNames()).toEqual(['会计实账实训']));
    const listCalls = callsTo('/admin/resource/index').filter((c) => c.body.page_size === 20);
    expect(listCalls.at(-1)?.body).toEqual({ page: 1, page_size: 20, category: '会计实账' });

    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect(callsTo('/admin/resource/index').at(-1)?.body).toEqual({ page: 1, page_size: 20 });
  });
});
