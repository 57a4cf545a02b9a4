import { messages } from '@sxpt/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { kaipiaoApi } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import { badRequest, invoice, page, progressAt, renderPopup, resetStore, stubBrowser } from './test-utils';
import Zuofei from './zuofei';

vi.mock('../../kaipiao-api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../kaipiao-api')>();
  return { ...actual, kaipiaoApi: { invoices: vi.fn(), voidInvoice: vi.fn() } };
});
const api = vi.mocked(kaipiaoApi);

const target = invoice({ id: 9, subject_id: 9, invoice_num: '04216102', kh_name: '广州市天河区智明实验学校' });
const voided = invoice({ id: 5, invoice_num: '04216101', zf_status: 2, void: 2, void_time: '2025-05-20T03:00:00Z' });

beforeAll(stubBrowser);
beforeEach(() => {
  resetStore(progressAt(10));
  api.invoices.mockReset();
  api.voidInvoice.mockReset();
  api.invoices.mockResolvedValue(page([target, voided]));
});
afterEach(cleanup);

function voidButton() {
  return within(screen.getByTestId('kp-zuofei')).getByRole('button', { name: '作 废' });
}

describe('zuofei (已开发票作废)', () => {
  it('作废 without a selected invoice: 请选择要作废的发票！ and no call', async () => {
    renderPopup(Zuofei, 'zuofei', {});
    await screen.findByText('04216102');
    fireEvent.click(voidButton());
    expect(await screen.findByText(messages.selectInvoiceToVoid)).toBeTruthy();
    expect(screen.queryByTestId('kp-zuofei-confirm')).toBeNull();
    expect(api.voidInvoice).not.toHaveBeenCalled();
  });

  it('an invoice already void: 该发票已经作废，无需重复操作！ and no call', async () => {
    renderPopup(Zuofei, 'zuofei', {});
    fireEvent.click(await screen.findByText('04216101'));
    fireEvent.click(voidButton());
    expect(await screen.findByText(messages.invoiceAlreadyVoided)).toBeTruthy();
    expect(api.voidInvoice).not.toHaveBeenCalled();
  });

  it('confirm, void on the server, show its message, keep its progress and refresh the list', async () => {
    const progress = progressAt(10, [10.1]);
    api.voidInvoice.mockResolvedValue({
      msg: '发票作废成功！',
      progress,
      invoice: { ...target, zf_status: 2, void: 2, void_time: '2025-05-21T02:00:00Z' },
    });
    renderPopup(Zuofei, 'zuofei', {});
    fireEvent.click(await screen.findByText('04216102'));
    fireEvent.click(voidButton());
    const confirm = await screen.findByTestId('kp-zuofei-confirm');
    expect(confirm.textContent).toContain('04216102');
    expect(confirm.textContent).toContain('广州市天河区智明实验学校');
    api.invoices.mockResolvedValue(
      page([{ ...target, zf_status: 2, void: 2, void_time: '2025-05-21T02:00:00Z' }, voided]),
    );
    fireEvent.click(within(confirm).getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('发票作废成功！')).toBeTruthy();
    expect(api.voidInvoice).toHaveBeenCalledWith(9);
    expect(useKaipiaoStore.getState().progress).toBe(progress);
    await waitFor(() => expect(screen.queryByTestId('kp-zuofei-confirm')).toBeNull());
    // the refreshed list shows the invoice void, and a second void is refused in the browser
    await waitFor(() => {
      const row = screen.getByText('04216102').closest('tr');
      expect(row?.textContent).toContain('已作废');
    });
    fireEvent.click(voidButton());
    expect(await screen.findByText(messages.invoiceAlreadyVoided)).toBeTruthy();
    expect(api.voidInvoice).toHaveBeenCalledTimes(1);
  });

  it('the server refuses: its message is shown', async () => {
    api.voidInvoice.mockRejectedValue(badRequest('该发票是后续红字发票题目对应的正数发票，不能作废！'));
    renderPopup(Zuofei, 'zuofei', {});
    fireEvent.click(await screen.findByText('04216102'));
    fireEvent.click(voidButton());
    fireEvent.click(within(await screen.findByTestId('kp-zuofei-confirm')).getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('该发票是后续红字发票题目对应的正数发票，不能作废！')).toBeTruthy();
    expect(useKaipiaoStore.getState().progress).toEqual(progressAt(10));
  });

  it('取消 closes the question without a call', async () => {
    renderPopup(Zuofei, 'zuofei', {});
    fireEvent.click(await screen.findByText('04216102'));
    fireEvent.click(voidButton());
    fireEvent.click(within(await screen.findByTestId('kp-zuofei-confirm')).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByTestId('kp-zuofei-confirm')).toBeNull());
    expect(api.voidInvoice).not.toHaveBeenCalled();
  });
});
