import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../api/api-error';
import { kaipiaoApi } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import { copyKey } from './code-copies';
import Kehubianma from './kehubianma';
import { customer, progressUpTo, renderPopup, resetState, stubBrowser, wrongRows } from './xt-test-utils';

vi.mock('../../kaipiao-api', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../kaipiao-api')>();
  return {
    ...original,
    kaipiaoApi: { khbmList: vi.fn(), saveKhbm: vi.fn(), goodsList: vi.fn(), saveGoods: vi.fn() },
  };
});

const api = vi.mocked(kaipiaoApi);

beforeAll(stubBrowser);
beforeEach(() => {
  resetState();
  vi.clearAllMocks();
});
afterEach(cleanup);

function grid() {
  return screen.getByTestId('kp-xt-grid');
}

/** the 删除 button of the open Popconfirm */
async function confirmButton(): Promise<HTMLElement> {
  return waitFor(() => {
    const button = document.querySelector<HTMLElement>('.ant-popconfirm-buttons .ant-btn-primary');
    if (!button) throw new Error('no confirm');
    return button;
  });
}

function input(row: number, title: string): HTMLInputElement {
  return screen.getByLabelText(`第${row}行${title}`) as HTMLInputElement;
}

describe('kehubianma (客户编码, question 2)', () => {
  it('starts empty before question 2 is done; 增加 adds a row, 删除 removes the selected one', async () => {
    api.khbmList.mockResolvedValue({ is_complete: false, kh_content: [] });
    renderPopup(Kehubianma, 'kehubianma', {});
    expect(screen.getByTestId('kp-kehubianma')?.textContent).toContain('客户编码');
    expect(await screen.findByText('暂无客户编码，点击“增加”录入')).toBeTruthy();
    expect(api.khbmList).toHaveBeenCalledWith(0);

    fireEvent.click(screen.getByTestId('kp-xt-add'));
    fireEvent.click(screen.getByTestId('kp-xt-add'));
    expect(within(grid()).getAllByRole('row')).toHaveLength(3);
    fireEvent.change(input(1, '名称'), { target: { value: '第一家' } });
    fireEvent.change(input(2, '名称'), { target: { value: '第二家' } });

    fireEvent.click(screen.getByTestId('kp-xt-row-0'));
    fireEvent.click(screen.getByTestId('kp-xt-delete'));
    fireEvent.click(await confirmButton());
    await waitFor(() => expect(within(grid()).getAllByRole('row')).toHaveLength(2));
    expect(input(1, '名称').value).toBe('第二家');
  });

  it('keeps what was typed as a draft, so reopening the dialog loses nothing', async () => {
    api.khbmList.mockResolvedValue({ is_complete: false, kh_content: [] });
    const first = renderPopup(Kehubianma, 'kehubianma', {});
    await screen.findByText('暂无客户编码，点击“增加”录入');
    fireEvent.click(screen.getByTestId('kp-xt-add'));
    fireEvent.change(input(1, '名称'), { target: { value: '草稿客户' } });
    first.unmount();

    renderPopup(Kehubianma, 'kehubianma', {});
    await waitFor(() => expect(input(1, '名称').value).toBe('草稿客户'));
  });

  it('保存 sends the trimmed rows without blank ones, shows the server message and updates the progress', async () => {
    api.khbmList.mockResolvedValue({ is_complete: false, kh_content: [] });
    api.saveKhbm.mockResolvedValue({ msg: '保存成功！', progress: progressUpTo(2) });
    const { queryClient } = renderPopup(Kehubianma, 'kehubianma', {});
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByText('暂无客户编码，点击“增加”录入');
    fireEvent.click(screen.getByTestId('kp-xt-add'));
    fireEvent.change(input(1, '名称'), { target: { value: '  广州云帆信息科技有限公司 ' } });
    fireEvent.change(input(1, '简码'), { target: { value: ' YFKJ' } });
    fireEvent.change(input(1, '税号'), { target: { value: '91440106MA59K2W7XM  ' } });
    fireEvent.click(screen.getByTestId('kp-xt-add'));
    fireEvent.change(input(2, '名称'), { target: { value: '   ' } });

    fireEvent.click(screen.getByTestId('kp-xt-save'));
    await waitFor(() => expect(api.saveKhbm).toHaveBeenCalledTimes(1));
    expect(api.saveKhbm).toHaveBeenCalledWith([
      {
        kh_name: '广州云帆信息科技有限公司',
        simple_code: 'YFKJ',
        tax_num: '91440106MA59K2W7XM',
        address_telephone: '',
        bank_account: '',
      },
    ]);
    expect(await screen.findByText('保存成功！')).toBeTruthy();
    expect(useKaipiaoStore.getState().progress?.[1].isComplete).toBe(true);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['kaipiao'] });
    // done: read-only, with the stored copy kept for the next opening
    expect(await screen.findByText('第2题已完成，以下是已保存的客户编码（只读）')).toBeTruthy();
    expect(screen.queryByLabelText('第1行名称')?.textContent).toContain('广州云帆信息科技有限公司');
    expect(sessionStorage.getItem(copyKey('khbm', 'saved'))).toContain('YFKJ');
    expect(sessionStorage.getItem(copyKey('khbm', 'draft'))).toBeNull();
  });

  it('a wrong answer outlines the wrong rows and fields with the message; any click clears it', async () => {
    api.khbmList.mockResolvedValue({ is_complete: false, kh_content: [] });
    sessionStorage.setItem(
      copyKey('khbm', 'draft'),
      JSON.stringify([customer(), customer({ kh_name: '广东正信税务师事务所有限公司', tax_num: 'WRONG' })]),
    );
    api.saveKhbm.mockRejectedValue(wrongRows([{ index: 1, fields: ['tax_num'] }], [2]));
    renderPopup(Kehubianma, 'kehubianma', {});
    await waitFor(() => expect(input(2, '税号').value).toBe('WRONG'));

    fireEvent.click(screen.getByTestId('kp-xt-save'));
    expect(await screen.findByText('答案有误，请查正后重试！')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('kp-xt-row-1').className).toContain('kp-wrong'));
    expect(input(2, '税号').className).toContain('kp-wrong');
    expect(input(2, '名称').className).not.toContain('kp-wrong');
    expect(screen.getByTestId('kp-xt-row-0').className).not.toContain('kp-wrong');
    expect(screen.getByTestId('kp-xt-status')?.textContent).toContain('请检查标红的行：第2行');
    expect(screen.getByTestId('kp-xt-status')?.textContent).toContain('还有客户未录入');

    fireEvent.click(input(1, '地址电话'));
    expect(screen.getByTestId('kp-xt-row-1').className).not.toContain('kp-wrong');
    expect(input(2, '税号').className).not.toContain('kp-wrong');
  });

  it('shows the server refusal of an out-of-order save', async () => {
    api.khbmList.mockResolvedValue({ is_complete: false, kh_content: [] });
    api.saveKhbm.mockRejectedValue(new ApiError(400, '请按顺序完成实操题目(有未完成题目)！'));
    renderPopup(Kehubianma, 'kehubianma', {});
    await screen.findByText('暂无客户编码，点击“增加”录入');
    fireEvent.click(screen.getByTestId('kp-xt-add'));
    fireEvent.change(input(1, '名称'), { target: { value: '某客户' } });
    fireEvent.click(screen.getByTestId('kp-xt-save'));
    expect(await screen.findByText('请按顺序完成实操题目(有未完成题目)！')).toBeTruthy();
  });

  it('once done shows the saved codes read-only, the stored copy first', async () => {
    useKaipiaoStore.setState({ progress: progressUpTo(2) });
    sessionStorage.setItem(copyKey('khbm', 'saved'), JSON.stringify([customer({ kh_name: '副本客户' })]));
    let answer: (value: { is_complete: boolean; kh_content: ReturnType<typeof customer>[] }) => void = () => {};
    api.khbmList.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPopup(Kehubianma, 'kehubianma', {});
    expect(screen.getByLabelText('第1行名称')?.textContent).toContain('副本客户');
    expect((screen.getByTestId('kp-xt-add') as HTMLButtonElement).disabled).toBe(true);

    await act(async () => answer({ is_complete: true, kh_content: [customer(), customer({ kh_name: '陈志强' })] }));
    await waitFor(() => expect(screen.getByLabelText('第2行名称')?.textContent).toContain('陈志强'));
    expect(screen.queryAllByRole('textbox').filter((box) => box.getAttribute('aria-label') !== '查找')).toHaveLength(0);
  });

  it('查找 filters the rows by name, short code or tax number', async () => {
    api.khbmList.mockResolvedValue({
      is_complete: true,
      kh_content: [customer(), customer({ kh_name: '陈志强', simple_code: 'CZQ', tax_num: '' })],
    });
    renderPopup(Kehubianma, 'kehubianma', {});
    await screen.findByText('陈志强');
    fireEvent.change(screen.getByLabelText('查找'), { target: { value: 'czq' } });
    expect(screen.queryByText('广州云帆信息科技有限公司')).toBeNull();
    expect(screen.getByText('陈志强')).toBeTruthy();
  });

  it('pick mode: titled 选择客户编码, no editing, double-click chooses the row and closes', async () => {
    api.khbmList.mockResolvedValue({ is_complete: true, kh_content: [customer(), customer({ kh_name: '陈志强' })] });
    const onPick = vi.fn();
    const { close } = renderPopup(Kehubianma, 'kehubianma', { onPick });
    expect(screen.getByTestId('kp-kehubianma')?.textContent).toContain('选择客户编码');
    await screen.findByText('陈志强');
    expect(screen.queryByTestId('kp-xt-add')).toBeNull();
    expect(screen.queryByTestId('kp-xt-save')).toBeNull();
    fireEvent.doubleClick(screen.getByTestId('kp-xt-row-1'));
    expect(onPick).toHaveBeenCalledWith(customer({ kh_name: '陈志强' }));
    expect(close).toHaveBeenCalled();
  });

  it('pick mode before question 2 is saved says there are no saved codes', async () => {
    api.khbmList.mockResolvedValue({ is_complete: false, kh_content: [] });
    renderPopup(Kehubianma, 'kehubianma', { onPick: vi.fn() });
    expect(await screen.findByText(/还没有已保存的客户编码/)).toBeTruthy();
  });
});
