import { messages } from '@sxpt/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { kaipiaoApi } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import { WRONG_CLASS } from '../../wrong-fields';
import { badRequest, page, progressAt, redForm, renderPopup, resetStore, stubBrowser } from '../query/test-utils';
import Hztk from './hztk';
import Hzxxb from './hzxxb';
import Hzyl from './hzyl';

vi.mock('../../kaipiao-api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../kaipiao-api')>();
  return { ...actual, kaipiaoApi: { hztk: vi.fn(), hzyl: vi.fn(), hzxxb: vi.fn(), redForms: vi.fn() } };
});
const api = vi.mocked(kaipiaoApi);

beforeAll(stubBrowser);
beforeEach(() => {
  resetStore(progressAt(14));
  for (const fn of [api.hztk, api.hzyl, api.hzxxb, api.redForms]) fn.mockReset();
});
afterEach(cleanup);

describe('hztk (14.1 信息表填开)', () => {
  it('sends who applies and the trimmed code and number; a wrong one shows the server message', async () => {
    api.hztk.mockRejectedValue(badRequest(messages.wrongInvoiceCodeOrNumber, ['fpdm', 'fphm']));
    renderPopup(Hztk, 'hztk', {});
    fireEvent.change(screen.getByLabelText('发票代码：'), { target: { value: ' 4400242130 ' } });
    fireEvent.change(screen.getByLabelText('发票号码：'), { target: { value: '01937650 ' } });
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText(messages.wrongInvoiceCodeOrNumber)).toBeTruthy();
    expect(api.hztk).toHaveBeenCalledWith(1, '4400242130', '01937650');
    await waitFor(() => expect(screen.getByLabelText('发票代码：').className).toContain(WRONG_CLASS));
    expect(useKaipiaoStore.getState().popups).toHaveLength(0);
  });

  it('opens on 购买方申请 as the real client; a wrong applicant is highlighted until the next click', async () => {
    api.hztk.mockRejectedValue(badRequest(messages.wrongAnswer, ['sqfs']));
    renderPopup(Hztk, 'hztk', {});
    fireEvent.change(screen.getByLabelText('发票代码：'), { target: { value: '4400242130' } });
    fireEvent.change(screen.getByLabelText('发票号码：'), { target: { value: '01937651' } });
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText(messages.wrongAnswer)).toBeTruthy();
    expect(api.hztk).toHaveBeenCalledWith(1, '4400242130', '01937651');
    const group = () => screen.getByText('购买方申请').closest('.ant-radio-group') as HTMLElement;
    await waitFor(() => expect(group().className).toContain(WRONG_CLASS));
    fireEvent.click(screen.getByText('销售方申请'));
    await waitFor(() => expect(group().className).not.toContain(WRONG_CLASS));
  });

  it('the seller applies when chosen; success opens the preview with the filled form', async () => {
    const form = redForm();
    const progress = progressAt(14, [14.1]);
    api.hztk.mockResolvedValue({ msg: '发票代码和号码核对无误！', progress, form });
    const { close } = renderPopup(Hztk, 'hztk', {});
    fireEvent.click(screen.getByText('销售方申请'));
    fireEvent.change(screen.getByLabelText('发票代码：'), { target: { value: '4400242130' } });
    fireEvent.change(screen.getByLabelText('发票号码：'), { target: { value: '01937651' } });
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('发票代码和号码核对无误！')).toBeTruthy();
    expect(api.hztk).toHaveBeenCalledWith(2, '4400242130', '01937651');
    expect(close).toHaveBeenCalled();
    expect(useKaipiaoStore.getState().progress).toBe(progress);
    const [opened] = useKaipiaoStore.getState().popups;
    expect(opened.name).toBe('hzyl');
    expect(opened.props).toEqual({ form });
  });

  it('done before: the server says to look it up in the form list', async () => {
    api.hztk.mockRejectedValue(badRequest(messages.redLetterAlreadyDone));
    renderPopup(Hztk, 'hztk', {});
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText(messages.redLetterAlreadyDone)).toBeTruthy();
  });
});

describe('hzyl (14.2 preview)', () => {
  it('shows the form as filled: seller, buyer, negative lines, totals, the blue invoice', async () => {
    renderPopup(Hzyl, 'hzyl', { form: redForm() });
    const form = screen.getByTestId('kp-red-form');
    expect(within(form).getByTestId('kp-hz-buyer').textContent).toBe('广州云帆信息科技有限公司');
    expect(within(form).getByTestId('kp-hz-seller').textContent).toBe('广州市穗通办公设备有限公司');
    const [line] = within(form).getAllByTestId('kp-hz-line');
    // the printed line: quantity −8, amount −39192.00 + 4508.81, tax −4508.81
    expect(line.textContent).toContain('*电子计算机*台式计算机');
    expect(line.textContent).toContain('-8');
    expect(line.textContent).toContain('-34683.19');
    expect(line.textContent).toContain('-4508.81');
    expect(within(form).getByTestId('kp-hz-total').textContent).toBe('¥-34683.19');
    expect(within(form).getByTestId('kp-hz-tax').textContent).toBe('¥-4508.81');
    expect(within(form).getByTestId('kp-hz-blue-code').textContent).toBe('4400242130');
    expect(within(form).getByTestId('kp-hz-blue-num').textContent).toBe('01937651');
    expect(within(form).getByTestId('kp-hz-number').textContent).toBe('');
  });

  it('确认 confirms on the server and opens the information form', async () => {
    const confirmed = redForm({ status: 'confirmed' });
    const progress = progressAt(14, [14.1, 14.2]);
    api.hzyl.mockResolvedValue({ msg: '红字信息表预览已确认！', progress, form: confirmed });
    const { close } = renderPopup(Hzyl, 'hzyl', { form: redForm() });
    fireEvent.click(screen.getByRole('button', { name: '确 认' }));
    expect(await screen.findByText('红字信息表预览已确认！')).toBeTruthy();
    expect(close).toHaveBeenCalled();
    expect(useKaipiaoStore.getState().progress).toBe(progress);
    const [opened] = useKaipiaoStore.getState().popups;
    expect(opened.name).toBe('hzxxb');
    expect(opened.props).toEqual({ form: confirmed });
  });

  it("without a form it shows the student's latest", async () => {
    api.redForms.mockResolvedValue(page([redForm({ id: 1, kh_name: '旧' }), redForm({ id: 2 })]));
    renderPopup(Hzyl, 'hzyl', {});
    expect((await screen.findByTestId('kp-hz-buyer')).textContent).toBe('广州云帆信息科技有限公司');
  });
});

describe('hzxxb (14.3 信息表 save and upload)', () => {
  it('上传 before 保存: 请保存该红字信息表！ without a call', async () => {
    renderPopup(Hzxxb, 'hzxxb', { form: redForm({ status: 'confirmed' }) });
    fireEvent.click(screen.getByRole('button', { name: '上 传' }));
    expect(await screen.findByText(messages.saveRedLetterForm)).toBeTruthy();
    expect(api.hzxxb).not.toHaveBeenCalled();
  });

  it('保存 numbers the form (the save tip), then 上传 is approved (审核通过！)', async () => {
    const saved = redForm({ status: 'saved', number: '2506090000000016', saved_at: '2025-06-09T03:00:00Z' });
    const approved = { ...saved, status: 'approved' as const, approved_at: '2025-06-09T03:01:00Z' };
    const progress = progressAt(14, [14.1, 14.2, 14.3]);
    api.hzxxb.mockImplementation(async (action) =>
      action === 'save'
        ? { msg: messages.redLetterSavedUpload, progress: progressAt(14, [14.1, 14.2]), form: saved }
        : { msg: messages.reviewPassed, progress, form: approved },
    );
    renderPopup(Hzxxb, 'hzxxb', { form: redForm({ status: 'confirmed' }) });
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText(messages.redLetterSavedUpload)).toBeTruthy();
    expect(api.hzxxb).toHaveBeenLastCalledWith('save');
    await waitFor(() => expect(screen.getByTestId('kp-hz-number').textContent).toBe('2506090000000016'));
    expect(screen.getByTestId('kp-hz-status').textContent).toBe('已保存（未上传）');
    fireEvent.click(screen.getByRole('button', { name: '上 传' }));
    expect(await screen.findByText(messages.reviewPassed)).toBeTruthy();
    expect(api.hzxxb).toHaveBeenLastCalledWith('upload');
    await waitFor(() => expect(screen.getByTestId('kp-hz-status').textContent).toBe('审核通过'));
    expect(useKaipiaoStore.getState().progress).toBe(progress);
    expect((screen.getByRole('button', { name: '上 传' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a refusal of the server is shown (out of order, repeat)', async () => {
    api.hzxxb.mockRejectedValue(badRequest(messages.prerequisiteFirst));
    renderPopup(Hzxxb, 'hzxxb', { form: redForm() });
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText(messages.prerequisiteFirst)).toBeTruthy();
  });

  it('read-only: no save or upload', () => {
    renderPopup(Hzxxb, 'hzxxb', { form: redForm({ status: 'approved', number: '2506090000000016' }), readOnly: true });
    expect(screen.queryByRole('button', { name: '保 存' })).toBeNull();
    expect(screen.queryByRole('button', { name: '上 传' })).toBeNull();
    expect(screen.getByTestId('kp-hz-number').textContent).toBe('2506090000000016');
  });
});
