import { bwkpMessages, messages } from '@sxpt/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { kaipiaoApi } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import { badRequest, page, progressAt, redForm, renderPopup, resetStore, stubBrowser } from '../query/test-utils';
import Hzcx from './hzcx';
import Hzxz, { meetsConditions } from './hzxz';
import { RED_FORM_COLUMNS } from './red-form-table';

vi.mock('../../kaipiao-api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../kaipiao-api')>();
  return { ...actual, kaipiaoApi: { hzxz: vi.fn(), redForms: vi.fn() } };
});
const api = vi.mocked(kaipiaoApi);

const approved = redForm({
  status: 'approved',
  number: '4401062606000122',
  saved_at: '2025-06-09T03:00:00Z',
  approved_at: '2025-06-09T03:01:00Z',
});

beforeAll(stubBrowser);
beforeEach(() => {
  resetStore(progressAt(14, [14.1, 14.2, 14.3]));
  api.hzxz.mockReset();
  api.redForms.mockReset();
});
afterEach(cleanup);

describe('hzcx (信息表查询导出)', () => {
  it('lists the forms in 13 columns', async () => {
    api.redForms.mockResolvedValue(page([approved]));
    renderPopup(Hzcx, 'hzcx', {});
    const window = screen.getByTestId('kp-hzcx');
    const row = (await within(window).findByText('4401062606000122')).closest('tr') as HTMLElement;
    expect(RED_FORM_COLUMNS).toHaveLength(13);
    const headers = [...window.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(headers).toEqual([
      '信息表编号',
      '填开日期',
      '申请方',
      '购方名称',
      '购方税号',
      '销方名称',
      '销方税号',
      '合计金额',
      '合计税额',
      '原发票代码',
      '原发票号码',
      '信息表状态',
      '上传日期',
    ]);
    for (const text of ['2025-06-09', '销售方申请', '广州云帆信息科技有限公司', '-34683.19', '-4508.81', '审核通过']) {
      expect(row.textContent).toContain(text);
    }
    expect(row.textContent).toContain('4400242130');
    expect(row.textContent).toContain('2025-06-09 11:01:00');
  });

  it('double-click: an approved form opens read-only, one still filled opens its preview', async () => {
    const filled = redForm({ id: 4, blue_invoice_num: '01937699' });
    api.redForms.mockResolvedValue(page([approved, filled]));
    renderPopup(Hzcx, 'hzcx', {});
    fireEvent.doubleClick(await screen.findByText('4401062606000122'));
    let opened = useKaipiaoStore.getState().popups.at(-1);
    expect(opened?.name).toBe('hzxxb');
    expect(opened?.props).toEqual({ form: approved, readOnly: true });
    fireEvent.doubleClick(screen.getByText('01937699'));
    opened = useKaipiaoStore.getState().popups.at(-1);
    expect(opened?.name).toBe('hzyl');
    expect(opened?.props).toEqual({ form: filled });
  });
});

describe('hzxz (14.4 信息表下载)', () => {
  it('下载: the server downloads the form (下载成功！), which is listed and saved to the desktop', async () => {
    api.redForms.mockResolvedValue(page([approved]));
    const downloaded = { ...approved, status: 'downloaded' as const, downloaded_at: '2026-06-09T03:05:00Z' };
    const progress = progressAt(14, [14.1, 14.2, 14.3, 14.4]);
    api.hzxz.mockResolvedValue({ msg: messages.downloadSucceeded, progress, form: downloaded });
    renderPopup(Hzxz, 'hzxz', {});
    expect(await screen.findByText('没有已下载的红字信息表')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下 载' }));
    expect(await screen.findByText(messages.downloadSucceeded)).toBeTruthy();
    expect(api.hzxz).toHaveBeenCalledTimes(1);
    expect(useKaipiaoStore.getState().progress).toBe(progress);
    const row = (await screen.findByText('4401062606000122')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('审核通过（已下载）');
    expect(screen.getByTestId('kp-hzxz-files').textContent).toContain('红字信息表_4401062606000122.xml');
  });

  it('the server refuses (before the upload): its message', async () => {
    api.redForms.mockResolvedValue(page([redForm({ status: 'saved', number: '4401062606000122' })]));
    api.hzxz.mockRejectedValue(badRequest(messages.prerequisiteFirst));
    renderPopup(Hzxz, 'hzxz', {});
    fireEvent.click(screen.getByRole('button', { name: '下 载' }));
    expect(await screen.findByText(messages.prerequisiteFirst)).toBeTruthy();
  });

  it('the conditions narrow the downloaded forms', async () => {
    const form = { ...approved, downloaded_at: '2026-06-09T03:05:00Z' };
    const none = { date_from: '', date_to: '', buyer_tax: '', seller_tax: '', number: '' };
    expect(meetsConditions(form, none)).toBe(true);
    expect(meetsConditions(form, { ...none, date_from: '2025-06-09', date_to: '2025-06-09' })).toBe(true);
    expect(meetsConditions(form, { ...none, date_from: '2025-06-10' })).toBe(false);
    expect(meetsConditions(form, { ...none, buyer_tax: ' 91440106ma59k2w7xm ' })).toBe(true);
    expect(meetsConditions(form, { ...none, seller_tax: '9144030' })).toBe(false);
    expect(meetsConditions(form, { ...none, number: '0122' })).toBe(true);
    // a refused download leaves the list as it was (the conditions apply with a download)
    api.redForms.mockResolvedValue(page([form]));
    renderPopup(Hzxz, 'hzxz', {});
    await screen.findByText('4401062606000122');
    // a number typed as a condition must have the real layout: refused before anything is asked
    fireEvent.change(screen.getByLabelText('信息表编号'), { target: { value: '9999' } });
    fireEvent.click(screen.getByRole('button', { name: '下 载' }));
    expect(await screen.findByText(bwkpMessages.redFormNumberInvalid)).toBeTruthy();
    expect(api.hzxz).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('信息表编号'), { target: { value: '4401062605000121' } });
    api.hzxz.mockRejectedValue(badRequest(messages.redLetterAlreadyDone));
    fireEvent.click(screen.getByRole('button', { name: '下 载' }));
    expect(await screen.findByText(messages.redLetterAlreadyDone)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('4401062606000122')).toBeTruthy());
  });
});
