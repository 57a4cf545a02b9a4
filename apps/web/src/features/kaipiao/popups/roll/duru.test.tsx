import { messages } from '@sxpt/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { kaipiaoApi, kaipiaoKeys } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import Duru, { READ_CONFIRM } from './duru';
import { badRequest, progressWith, readRoll, renderPopup, resetStore, stubBrowser } from './roll-test-utils';

vi.mock('../../kaipiao-api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../kaipiao-api')>();
  return {
    ...actual,
    kaipiaoApi: { rolls: vi.fn(), applyRoll: vi.fn(), readRolls: vi.fn(), invoiceNum: vi.fn() },
  };
});
// only this group's pop-ups: the other groups are not this test's business
vi.mock('../registry', async () => {
  const { rollPopups } = await import('./index');
  return { popupRegistry: rollPopups, hasPopup: (name: string) => Object.hasOwn(rollPopups, name) };
});

const readRolls = vi.mocked(kaipiaoApi.readRolls);

beforeAll(stubBrowser);
beforeEach(() => {
  resetStore();
  readRolls.mockReset();
});
afterEach(cleanup);

describe('duru (read-in confirmation)', () => {
  it('asks 是否读入新的发票卷? and 否 closes without reading', () => {
    const { close } = renderPopup(Duru, 'duru', {});
    expect(screen.getByText(READ_CONFIRM)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '否(N)' }));
    expect(close).toHaveBeenCalled();
    expect(readRolls).not.toHaveBeenCalled();
  });

  it('refuses with 请完成发票申领！ while the progress shows a kind not applied', async () => {
    useKaipiaoStore.getState().setProgress(progressWith([4.1]));
    const { close } = renderPopup(Duru, 'duru', {});
    fireEvent.click(screen.getByRole('button', { name: '是(Y)' }));
    expect(await screen.findByText(messages.applyFirst)).toBeTruthy();
    expect(readRolls).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalled();
  });

  it('shows the server refusal', async () => {
    readRolls.mockRejectedValue(badRequest(messages.applyFirst));
    const { close } = renderPopup(Duru, 'duru', {});
    fireEvent.click(screen.getByRole('button', { name: '是(Y)' }));
    expect(await screen.findByText(messages.applyFirst)).toBeTruthy();
    expect(readRolls).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalled();
    expect(useKaipiaoStore.getState().popups).toEqual([]);
  });

  it('yes reads in, updates progress and opens duruInvoice with the result', async () => {
    useKaipiaoStore.getState().setProgress(progressWith([4.1, 4.2]));
    const progress = progressWith([4.1, 4.2, 4.3]);
    const list = [readRoll(), readRoll({ invoice_type: 2, type_name: '广东增值税专用发票' })];
    readRolls.mockResolvedValue({ msg: '发票读入成功！', progress, list });
    const { close, queryClient } = renderPopup(Duru, 'duru', {});
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: '是(Y)' }));
    expect(await screen.findByText('发票读入成功！')).toBeTruthy();
    await waitFor(() => expect(close).toHaveBeenCalled());
    const state = useKaipiaoStore.getState();
    expect(state.progress).toEqual(progress);
    expect(state.popups).toHaveLength(1);
    expect(state.popups[0]).toMatchObject({ name: 'duruInvoice', props: { list } });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: kaipiaoKeys.status });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: kaipiaoKeys.rolls });
  });
});
