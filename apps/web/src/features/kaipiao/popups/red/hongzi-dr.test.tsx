import { messages } from '@sxpt/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { kaipiaoApi } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import { page, progressAt, redForm, renderPopup, resetStore, stubBrowser } from '../query/test-utils';
import HongziDr from './hongzi-dr';

vi.mock('../../kaipiao-api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../kaipiao-api')>();
  return { ...actual, kaipiaoApi: { redForms: vi.fn(), subjectStatus: vi.fn() } };
});
const api = vi.mocked(kaipiaoApi);

const downloaded = redForm({
  status: 'downloaded',
  number: '2506090000000016',
  saved_at: '2025-06-09T03:00:00Z',
  approved_at: '2025-06-09T03:01:00Z',
  downloaded_at: '2025-06-09T03:05:00Z',
});
const FILE = '红字信息表_2506090000000016.xml';

beforeAll(stubBrowser);
beforeEach(() => {
  resetStore(progressAt(14, [14.1, 14.2, 14.3, 14.4]));
  api.redForms.mockReset();
  api.subjectStatus.mockReset();
  api.redForms.mockResolvedValue(page([downloaded]));
});
afterEach(cleanup);

const upload = () => fireEvent.click(screen.getByRole('button', { name: '确定上传' }));

describe('hongziDr (导入红字信息表)', () => {
  it('shows the downloaded form as a file on the simulated desktop', async () => {
    renderPopup(HongziDr, 'hongziDr', {});
    const file = await screen.findByTestId('kp-red-file');
    expect(file.textContent).toContain(FILE);
    expect(screen.getByTestId('kp-file-path').textContent).toBe('C:\\Users\\Administrator\\Desktop');
  });

  it('确定上传 with nothing chosen: 请先选中红字信息文件后再点击确定上传，或者双击红字信息文件上传！', async () => {
    renderPopup(HongziDr, 'hongziDr', {});
    await screen.findByTestId('kp-red-file');
    upload();
    expect(await screen.findByText(messages.selectRedLetterFile)).toBeTruthy();
    expect(useKaipiaoStore.getState().popups).toHaveLength(0);
  });

  it('a file outside the desktop: 请重新上传红字信息文件！', async () => {
    renderPopup(HongziDr, 'hongziDr', {});
    await screen.findByTestId('kp-red-file');
    fireEvent.click(screen.getByRole('button', { name: /文档/ }));
    expect(screen.queryByTestId('kp-red-file')).toBeNull();
    expect(screen.getByText('此文件夹为空。')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('文件名(N)：'), { target: { value: FILE } });
    upload();
    expect(await screen.findByText(messages.reuploadRedLetterFile)).toBeTruthy();
    expect(useKaipiaoStore.getState().popups).toHaveLength(0);
  });

  it('a typed path elsewhere is refused too; the full desktop path is accepted', async () => {
    const { close } = renderPopup(HongziDr, 'hongziDr', {});
    await screen.findByTestId('kp-red-file');
    fireEvent.change(screen.getByLabelText('文件名(N)：'), { target: { value: `D:\\${FILE}` } });
    upload();
    expect(await screen.findByText(messages.reuploadRedLetterFile)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('文件名(N)：'), {
      target: { value: `C:\\Users\\Administrator\\Desktop\\${FILE}` },
    });
    upload();
    await vi.waitFor(() => expect(close).toHaveBeenCalled());
    expect(useKaipiaoStore.getState().popups.map((popup) => popup.name)).toEqual(['fptk']);
  });

  it('double-click the file: the special issue form opens in red mode for its question', async () => {
    const { close } = renderPopup(HongziDr, 'hongziDr', {});
    fireEvent.doubleClick(await screen.findByTestId('kp-red-file'));
    await vi.waitFor(() => expect(close).toHaveBeenCalled());
    const [opened] = useKaipiaoStore.getState().popups;
    expect(opened.name).toBe('fptk');
    expect(opened.props).toEqual({ invoiceType: 2, subjectId: 14, red: true });
  });

  it('select then 确定上传 does the same', async () => {
    renderPopup(HongziDr, 'hongziDr', {});
    fireEvent.click(await screen.findByTestId('kp-red-file'));
    expect((screen.getByLabelText('文件名(N)：') as HTMLInputElement).value).toBe(FILE);
    upload();
    await vi.waitFor(() => expect(useKaipiaoStore.getState().popups.map((p) => p.name)).toEqual(['fptk']));
  });

  it('before the download (14.4): 请先完成红字发票下载！', async () => {
    resetStore(progressAt(14, [14.1, 14.2, 14.3]));
    api.redForms.mockResolvedValue(page([{ ...downloaded, status: 'approved', downloaded_at: null }]));
    renderPopup(HongziDr, 'hongziDr', {});
    expect(await screen.findByText('此文件夹为空。')).toBeTruthy();
    upload();
    expect(await screen.findByText(messages.redLetterDownloadFirst)).toBeTruthy();
    expect(useKaipiaoStore.getState().popups).toHaveLength(0);
  });

  it('progress not loaded yet: it is read from the server first', async () => {
    resetStore(null);
    api.subjectStatus.mockResolvedValue({
      subjects: [],
      progress: progressAt(14, [14.1, 14.2]),
      is_all_complete: false,
      submitted_at: null,
    });
    renderPopup(HongziDr, 'hongziDr', {});
    fireEvent.doubleClick(await screen.findByTestId('kp-red-file'));
    expect(await screen.findByText(messages.redLetterDownloadFirst)).toBeTruthy();
    expect(api.subjectStatus).toHaveBeenCalled();
    expect(within(screen.getByTestId('kp-hongziDr')).getByText('确定上传')).toBeTruthy();
  });
});
