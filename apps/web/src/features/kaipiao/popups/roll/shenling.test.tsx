import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { kaipiaoApi } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import { page, progressWith, renderPopup, resetStore, roll, stubBrowser } from './roll-test-utils';
import Shenling from './shenling';

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

const rolls = vi.mocked(kaipiaoApi.rolls);

beforeAll(stubBrowser);
beforeEach(() => {
  resetStore();
  rolls.mockReset();
});
afterEach(cleanup);

const openNames = () => useKaipiaoStore.getState().popups.map((popup) => popup.name);

describe('shenling (roll applications)', () => {
  it('lists the student rolls from fpsl_list with the spec columns and labels', async () => {
    rolls.mockResolvedValue(
      page([
        roll(),
        roll({
          id: 2,
          invoice_type: 2,
          invoice_zl: 2,
          invoice_code: '4400191130',
          start_num: '02846101',
          end_num: '02846125',
          apply_result: 2,
          is_read: 1,
          ykp_num: 3,
          remaining: 22,
        }),
      ]),
    );
    renderPopup(Shenling, 'shenling', {});
    const grid = screen.getByTestId('kp-shenling');
    expect(await within(grid).findByText('增值税专用发票')).toBeTruthy();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    for (const header of [
      '发票种类',
      '发票代码',
      '起始号码',
      '终止号码',
      '申领数量',
      '领取方式',
      '是否读入',
      '领票时间',
      '已开票数',
      '剩余份数',
    ]) {
      expect(headers).toContain(header);
    }
    expect(within(grid).getByText('增值税普通发票')).toBeTruthy();
    expect(within(grid).getByText('044001900111')).toBeTruthy();
    expect(within(grid).getByText('02846125')).toBeTruthy();
    expect(within(grid).getByText('自行领取')).toBeTruthy();
    expect(within(grid).getByText('快递邮寄')).toBeTruthy();
    expect(within(grid).getByText('未读入')).toBeTruthy();
    expect(within(grid).getByText('已读入')).toBeTruthy();
    expect(within(grid).getByText('22')).toBeTruthy();
    expect(within(grid).getByText('发票申领记录（共 2 条）')).toBeTruthy();
    expect(rolls).toHaveBeenCalledTimes(1);
  });

  it('申领 opens the form on the kind still to apply for', async () => {
    rolls.mockResolvedValue(page([roll()]));
    useKaipiaoStore.getState().setProgress(progressWith([4.1]));
    renderPopup(Shenling, 'shenling', {});
    fireEvent.click(screen.getByRole('button', { name: /申\s*领/ }));
    const [opened] = useKaipiaoStore.getState().popups;
    expect(opened?.name).toBe('shenlingBd');
    expect(opened?.props).toEqual({ invoiceZl: 2 });
  });

  it('读入 opens duru and 发票卷 opens kaijuan; an empty list says so', async () => {
    rolls.mockResolvedValue(page([]));
    renderPopup(Shenling, 'shenling', {});
    expect(await screen.findByText('暂无申领记录，请点击“申领”填写发票申领单')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /读\s*入/ }));
    fireEvent.click(screen.getByRole('button', { name: /发票卷/ }));
    expect(openNames()).toEqual(['duru', 'kaijuan']);
  });
});
