import { messages } from '@sxpt/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { kaipiaoApi } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import { WRONG_CLASS } from '../../wrong-fields';
import { badRequest, progressAt, renderPopup, resetStore, stubBrowser } from '../query/test-utils';
import HongziHx from './hongzi-hx';

vi.mock('../../kaipiao-api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../kaipiao-api')>();
  return { ...actual, kaipiaoApi: { hongziHx: vi.fn() } };
});
const api = vi.mocked(kaipiaoApi);

beforeAll(stubBrowser);
beforeEach(() => {
  resetStore(progressAt(12));
  api.hongziHx.mockReset();
});
afterEach(cleanup);

function fill(code: string, num: string) {
  fireEvent.change(screen.getByLabelText('发票代码：'), { target: { value: code } });
  fireEvent.change(screen.getByLabelText('发票号码：'), { target: { value: num } });
  fireEvent.click(screen.getByRole('button', { name: '确 定' }));
}

describe('hongziHx (12.1 红字普通发票 code and number)', () => {
  it('sends the trimmed code and number; a wrong one shows the server message and marks the field', async () => {
    api.hongziHx.mockRejectedValue(badRequest(messages.wrongInvoiceCodeOrNumber, ['fphm']));
    const { close } = renderPopup(HongziHx, 'hongziHx', { subjectId: 12 });
    fill('  044002400204 ', ' 04216199  ');
    expect(await screen.findByText(messages.wrongInvoiceCodeOrNumber)).toBeTruthy();
    expect(api.hongziHx).toHaveBeenCalledWith('044002400204', '04216199');
    await waitFor(() => expect(screen.getByLabelText('发票号码：').className).toContain(WRONG_CLASS));
    expect(screen.getByLabelText('发票代码：').className).not.toContain(WRONG_CLASS);
    // any click clears the highlight
    fireEvent.click(screen.getByLabelText('发票代码：'));
    await waitFor(() => expect(screen.getByLabelText('发票号码：').className).not.toContain(WRONG_CLASS));
    expect(close).not.toHaveBeenCalled();
    expect(useKaipiaoStore.getState().popups).toHaveLength(0);
  });

  it('right: keeps the progress and opens the issue form in red mode for the current question', async () => {
    const progress = progressAt(12, [12.1]);
    api.hongziHx.mockResolvedValue({ msg: '发票代码和号码核对无误！', progress });
    const { close } = renderPopup(HongziHx, 'hongziHx', {});
    fill('044002400204', '04216101');
    expect(await screen.findByText('发票代码和号码核对无误！')).toBeTruthy();
    expect(close).toHaveBeenCalled();
    expect(useKaipiaoStore.getState().progress).toBe(progress);
    const opened = useKaipiaoStore.getState().popups;
    expect(opened.map((popup) => popup.name)).toEqual(['fptk']);
    expect(opened[0].props).toEqual({ invoiceType: 1, subjectId: 12, red: true });
  });

  it('verified before (12.1 done, 12.2 open): the repeat answer still opens the red form', async () => {
    resetStore(progressAt(12, [12.1]));
    api.hongziHx.mockRejectedValue(badRequest(messages.alreadySubmitted));
    renderPopup(HongziHx, 'hongziHx', {});
    fill('044002400204', '04216101');
    expect(await screen.findByText(messages.alreadySubmitted)).toBeTruthy();
    await waitFor(() => expect(useKaipiaoStore.getState().popups.map((p) => p.name)).toEqual(['fptk']));
  });

  it('out of order: the server message, nothing opens', async () => {
    resetStore(progressAt(11));
    api.hongziHx.mockRejectedValue(badRequest(messages.outOfOrder));
    renderPopup(HongziHx, 'hongziHx', {});
    fill('044002400204', '04216101');
    expect(await screen.findByText(messages.outOfOrder)).toBeTruthy();
    expect(useKaipiaoStore.getState().popups).toHaveLength(0);
  });
});
