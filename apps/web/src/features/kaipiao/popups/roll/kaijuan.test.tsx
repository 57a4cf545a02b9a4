import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { kaipiaoApi } from '../../kaipiao-api';
import Kaijuan from './kaijuan';
import { page, renderPopup, resetStore, roll, stubBrowser } from './roll-test-utils';

vi.mock('../../kaipiao-api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../kaipiao-api')>();
  return {
    ...actual,
    kaipiaoApi: { rolls: vi.fn(), applyRoll: vi.fn(), readRolls: vi.fn(), invoiceNum: vi.fn() },
  };
});

const rolls = vi.mocked(kaipiaoApi.rolls);
const invoiceNum = vi.mocked(kaipiaoApi.invoiceNum);

beforeAll(stubBrowser);
beforeEach(() => {
  resetStore();
  rolls.mockReset();
  invoiceNum.mockReset();
});
afterEach(cleanup);

const ordinary = roll({ is_read: 1, next_num: '10356004', ykp_num: 3, remaining: 22, read_at: '2025-05-07T02:00:00Z' });
const special = roll({
  id: 2,
  invoice_type: 2,
  invoice_zl: 2,
  invoice_code: '4400191130',
  start_num: '02846101',
  end_num: '02846125',
  next_num: '',
  is_read: 1,
  ykp_num: 25,
  remaining: 0,
});

describe('kaijuan (roll information)', () => {
  it('shows the read-in rolls and the next number the server gives', async () => {
    rolls.mockResolvedValue(page([ordinary, special, roll({ id: 3, invoice_code: '999' })]));
    invoiceNum.mockResolvedValue({ fp_dm: '044001900111', fp_num: '10356004' });
    renderPopup(Kaijuan, 'kaijuan', {});
    const window = screen.getByTestId('kp-kaijuan');
    expect(await within(window).findByText('4400191130')).toBeTruthy();
    expect(within(window).queryByText('999')).toBeNull();
    expect(within(window).getAllByText('已用完').length).toBeGreaterThan(0);
    await waitFor(() => expect(invoiceNum).toHaveBeenCalledWith(1));
    const current = screen.getByTestId('kp-kaijuan-current');
    expect(current.textContent).toContain('044001900111');
    expect(current.textContent).toContain('10356004');
    expect(current.textContent).toContain('22');
  });

  it('a used-up roll asks no number', async () => {
    rolls.mockResolvedValue(page([ordinary, special]));
    invoiceNum.mockResolvedValue({ fp_dm: '044001900111', fp_num: '10356004' });
    renderPopup(Kaijuan, 'kaijuan', { invoiceType: 2 });
    const current = await screen.findByTestId('kp-kaijuan-current');
    expect(current.textContent).toContain('4400191130');
    expect(current.textContent).toContain('已用完');
    expect(invoiceNum).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('044001900111'));
    await waitFor(() => expect(invoiceNum).toHaveBeenCalledWith(1));
  });

  it('says nothing is read in yet', async () => {
    rolls.mockResolvedValue(page([roll()]));
    renderPopup(Kaijuan, 'kaijuan', {});
    expect(await screen.findByText('尚未读入发票卷，请先申领发票并通过“发票读入”读入')).toBeTruthy();
    expect(screen.queryByTestId('kp-kaijuan-current')).toBeNull();
    expect(invoiceNum).not.toHaveBeenCalled();
  });
});
