import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { kaipiaoApi } from '../../kaipiao-api';
import Chaxun from './chaxun';
import { INVOICE_COLUMNS } from './invoice-list';
import { invoice, page, renderPopup, resetStore, stubBrowser } from './test-utils';

vi.mock('../../kaipiao-api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../kaipiao-api')>();
  return { ...actual, kaipiaoApi: { invoices: vi.fn(), voidInvoice: vi.fn() } };
});
const api = vi.mocked(kaipiaoApi);

const blue = invoice();
const special = invoice({
  id: 2,
  invoice_type: 2,
  invoice_code: '4400242130',
  invoice_num: '01937651',
  kh_name: '广州云帆信息科技有限公司',
  list_identifier: 1,
  zf_status: 2,
  void: 2,
  void_time: '2025-05-20T03:00:00.000Z',
  list: [invoice().goods_content[0]],
});

beforeAll(stubBrowser);
beforeEach(() => {
  resetStore();
  api.invoices.mockReset();
  api.invoices.mockResolvedValue(page([blue, special]));
});
afterEach(cleanup);

/** The body of the latest get_invoice call. */
function lastFilters() {
  return api.invoices.mock.calls.at(-1)?.[0];
}

async function pickOption(label: string, option: string) {
  const select = screen.getByLabelText(label).closest('.ant-select') as HTMLElement;
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((el) => el.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe('chaxun (已开发票查询)', () => {
  it('lists the invoices in the 21 columns of the client, with labels', async () => {
    renderPopup(Chaxun, 'chaxun', {});
    const window = screen.getByTestId('kp-chaxun');
    expect(await within(window).findByText('04216101')).toBeTruthy();
    expect(INVOICE_COLUMNS).toHaveLength(21);
    const headers = [...window.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    for (const title of ['发票种类', '发票代码', '发票号码', '购方名称', '购方税号', '开票日期', '合计金额']) {
      expect(headers).toContain(title);
    }
    for (const title of [
      '价税合计',
      '主要商品名称',
      '清单标志',
      '作废标志',
      '作废日期',
      '原发票代码',
      '开票人',
      '备注',
    ]) {
      expect(headers).toContain(title);
    }
    const rows = window.querySelectorAll('.ant-table-tbody tr.ant-table-row');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('增值税普通发票');
    expect(rows[0].textContent).toContain('正数发票');
    expect(rows[0].textContent).toContain('未作废');
    expect(rows[0].textContent).toContain('无清单');
    expect(rows[0].textContent).toContain('3044.25');
    expect(rows[0].textContent).toContain('2025-05-09 10:00:00');
    expect(rows[1].textContent).toContain('增值税专用发票');
    expect(rows[1].textContent).toContain('填开作废');
    expect(rows[1].textContent).toContain('已作废');
    expect(rows[1].textContent).toContain('有清单');
    expect(rows[1].textContent).toContain('2025-05-20 11:00:00');
    expect(within(window).getByText('共 2 张发票')).toBeTruthy();
    // the first query: no filter, the first page
    expect(lastFilters()).toEqual({ page: 1, page_size: 50 });
  });

  it('sends the filters of the bar: kind, sign, trimmed keyword, dates and the status checkboxes', {
    timeout: 60_000,
  }, async () => {
    renderPopup(Chaxun, 'chaxun', {});
    await screen.findByText('04216101');
    await pickOption('发票种类', '增值税专用发票');
    await pickOption('发票类别', '负数发票');
    fireEvent.change(screen.getByLabelText('查询条件'), { target: { value: '  0193  ' } });
    fireEvent.click(screen.getByText('作废', { selector: 'span' }));
    const from = screen.getByPlaceholderText('开始日期');
    fireEvent.mouseDown(from);
    fireEvent.focus(from);
    fireEvent.change(from, { target: { value: '2025-05-01' } });
    fireEvent.keyDown(from, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const to = screen.getByPlaceholderText('结束日期');
    fireEvent.mouseDown(to);
    fireEvent.focus(to);
    fireEvent.change(to, { target: { value: '2025-05-31' } });
    fireEvent.keyDown(to, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() =>
      expect(lastFilters()).toEqual({
        invoice_type: 2,
        invoice_status: 2,
        keyword: '0193',
        date_from: '2025-05-01',
        date_to: '2025-05-31',
        zf_status: 1,
        page: 1,
        page_size: 50,
      }),
    );
  });

  it('作废 only → zf_status 2; no status ticked → no query and nothing listed', async () => {
    renderPopup(Chaxun, 'chaxun', {});
    await screen.findByText('04216101');
    fireEvent.click(screen.getByText('正常', { selector: 'span' }));
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(lastFilters()).toEqual({ zf_status: 2, page: 1, page_size: 50 }));
    const calls = api.invoices.mock.calls.length;
    fireEvent.click(screen.getByText('作废', { selector: 'span' }));
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    expect(await screen.findByText('请选择发票状态')).toBeTruthy();
    expect(api.invoices.mock.calls.length).toBe(calls);
  });

  it('double-click shows the invoice read-only with its lines, totals and list', async () => {
    renderPopup(Chaxun, 'chaxun', {});
    const cell = await screen.findByText('01937651');
    await act(async () => {
      fireEvent.doubleClick(cell);
    });
    const view = await screen.findByTestId('kp-invoice-view');
    expect(within(view).getByText('广州云帆信息科技有限公司')).toBeTruthy();
    // the printed (tax-exclusive) line: 3440.00 − 395.75
    const face = within(view).getAllByTestId('kp-invoice-line')[0];
    expect(face.textContent).toContain('*文化办公用设备*碎纸机');
    expect(face.textContent).toContain('3044.25');
    expect(face.textContent).toContain('13%');
    expect(within(view).getByText('¥3440.00', { exact: false })).toBeTruthy();
    expect(within(view).getByText('ⓧ 叁仟肆佰肆拾元整')).toBeTruthy();
    expect(within(view).getByTestId('kp-invoice-list')).toBeTruthy();
    fireEvent.click(within(view).getByRole('button', { name: '关 闭' }));
    await waitFor(() => expect(screen.queryByTestId('kp-invoice-view')).toBeNull());
  });

  it('查看 opens the selected invoice', async () => {
    renderPopup(Chaxun, 'chaxun', {});
    const viewButton = screen.getByRole('button', { name: '查 看' }) as HTMLButtonElement;
    expect(viewButton.disabled).toBe(true);
    fireEvent.click(await screen.findByText('04216101'));
    expect(viewButton.disabled).toBe(false);
    fireEvent.click(viewButton);
    expect(await screen.findByTestId('kp-invoice-view')).toBeTruthy();
  });
});
