import { messages } from '@sxpt/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { kaipiaoApi, kaipiaoKeys } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import { badRequest, page, progressWith, renderPopup, resetStore, roll, stubBrowser } from './roll-test-utils';
import ShenlingBd, { toApplyBody } from './shenling-bd';

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

const applyRoll = vi.mocked(kaipiaoApi.applyRoll);

beforeAll(stubBrowser);
beforeEach(() => {
  resetStore();
  applyRoll.mockReset();
});
afterEach(cleanup);

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function chooseIdType(value: string) {
  const select = screen.getByRole('combobox', { name: '证件类型' });
  fireEvent.mouseDown(select);
  const option = await screen.findByTitle(value);
  fireEvent.click(option);
}

describe('shenlingBd (apply form)', () => {
  it('starts on 25 and the given kind, courier fields only for 快递', async () => {
    renderPopup(ShenlingBd, 'shenlingBd', { invoiceZl: 2 });
    expect(screen.getByTestId('kp-shenlingBd')).toBeTruthy();
    expect((screen.getByLabelText('申领数量') as HTMLInputElement).value).toBe('25');
    expect(screen.getByTitle('增值税专用发票')).toBeTruthy();
    expect(screen.queryByLabelText('收件人')).toBeNull();
    expect(screen.queryByLabelText('收件地址电话')).toBeNull();

    fireEvent.click(screen.getByLabelText('快递'));
    expect(await screen.findByLabelText('收件人')).toBeTruthy();
    expect(screen.getByLabelText('收件地址电话')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('自行领取'));
    await waitFor(() => expect(screen.queryByLabelText('收件人')).toBeNull());
  });

  it('sends every text trimmed, courier fields empty for 自行领取, once on a double click', async () => {
    applyRoll.mockReturnValue(new Promise(() => undefined));
    renderPopup(ShenlingBd, 'shenlingBd', {});
    type('申领人', '  林晓敏 ');
    await chooseIdType('身份证');
    type('证件号码', ' 440106199203152642  ');
    type('申领说明', '\t日常经营需要 ');
    fireEvent.click(screen.getByText('提交申领'));
    fireEvent.click(screen.getByText('提交申领'));
    await waitFor(() => expect(applyRoll).toHaveBeenCalledTimes(1));
    expect(applyRoll).toHaveBeenCalledWith({
      invoice_zl: 1,
      apply_num: 25,
      apply_result: 1,
      shenling_slr: '林晓敏',
      shenling_zjlx: '身份证',
      shenling_zjh: '440106199203152642',
      shenling_shuoming: '日常经营需要',
      shenling_shoujianren: '',
      shenling_dztel: '',
    });
  });

  it('sends the trimmed courier fields for 快递', async () => {
    applyRoll.mockReturnValue(new Promise(() => undefined));
    renderPopup(ShenlingBd, 'shenlingBd', { invoiceZl: 2 });
    fireEvent.click(screen.getByLabelText('快递'));
    await screen.findByLabelText('收件人');
    type('收件人', ' 林晓敏 ');
    type('收件地址电话', ' 广州市天河区天河北路563号1206房 13925087316 ');
    fireEvent.change(screen.getByLabelText('申领数量'), { target: { value: '30' } });
    fireEvent.click(screen.getByText('提交申领'));
    await waitFor(() => expect(applyRoll).toHaveBeenCalledTimes(1));
    expect(applyRoll.mock.calls[0]?.[0]).toMatchObject({
      invoice_zl: 2,
      apply_num: 30,
      apply_result: 2,
      shenling_zjlx: '',
      shenling_shoujianren: '林晓敏',
      shenling_dztel: '广州市天河区天河北路563号1206房 13925087316',
    });
  });

  it('shows the server refusal and highlights the fields it names until a click', async () => {
    applyRoll.mockRejectedValue(badRequest(messages.wrongApplyInfo, ['shenling_slr', 'shenling_zjh']));
    const { close } = renderPopup(ShenlingBd, 'shenlingBd', {});
    type('申领人', '张三');
    fireEvent.click(screen.getByText('提交申领'));
    expect(await screen.findByText(messages.wrongApplyInfo)).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('申领人').className).toContain('kp-wrong'));
    expect(screen.getByLabelText('证件号码').className).toContain('kp-wrong');
    expect(screen.getByLabelText('申领说明').className).not.toContain('kp-wrong');
    expect(close).not.toHaveBeenCalled();
    expect(useKaipiaoStore.getState().popups).toEqual([]);

    fireEvent.click(screen.getByLabelText('申领说明'));
    await waitFor(() => expect(screen.getByLabelText('申领人').className).not.toContain('kp-wrong'));
  });

  it('shows 当前发票类型已完成申领！ from the server', async () => {
    applyRoll.mockRejectedValue(badRequest(messages.alreadyApplied));
    renderPopup(ShenlingBd, 'shenlingBd', {});
    fireEvent.click(screen.getByText('提交申领'));
    expect(await screen.findByText(messages.alreadyApplied)).toBeTruthy();
  });

  it('on success updates progress and rolls, closes and opens shenlingSm', async () => {
    const progress = progressWith([4.1]);
    const list = [roll()];
    applyRoll.mockResolvedValue({ msg: '发票申领成功！', progress, list, total: 1 });
    const { close, queryClient } = renderPopup(ShenlingBd, 'shenlingBd', {});
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    type('申领人', '林晓敏');
    await act(async () => {
      fireEvent.click(screen.getByText('提交申领'));
    });
    expect(await screen.findByText('发票申领成功！')).toBeTruthy();
    expect(close).toHaveBeenCalled();
    const state = useKaipiaoStore.getState();
    expect(state.progress).toEqual(progress);
    expect(state.popups.map((popup) => popup.name)).toEqual(['shenlingSm']);
    expect(state.popups[0]?.props).toMatchObject({ invoiceZl: 1, applyNum: 25, applyResult: 1, total: 1 });
    expect(queryClient.getQueryData(kaipiaoKeys.rolls)).toMatchObject(page(list));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: kaipiaoKeys.status });
  });
});

describe('toApplyBody', () => {
  it('trims and drops the courier fields unless 快递', () => {
    const form = {
      invoice_zl: 2 as const,
      apply_num: 25,
      apply_result: 1 as const,
      shenling_slr: ' a ',
      shenling_zjlx: undefined,
      shenling_zjh: ' 1 ',
      shenling_shuoming: ' x ',
      shenling_shoujianren: ' b ',
      shenling_dztel: ' c ',
    };
    expect(toApplyBody(form)).toMatchObject({ shenling_zjlx: '', shenling_shoujianren: '', shenling_dztel: '' });
    expect(toApplyBody({ ...form, apply_result: 2 })).toMatchObject({
      shenling_slr: 'a',
      shenling_shoujianren: 'b',
      shenling_dztel: 'c',
    });
    expect(toApplyBody({ ...form, apply_num: null }).apply_num).toBe(0);
  });
});
