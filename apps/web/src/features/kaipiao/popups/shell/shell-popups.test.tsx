import type { TBwkpInvoice, TBwkpProgressQuestion, TBwkpQyxxDetail } from '@sxpt/contract';
import { completeQuestion, createProgress, messages } from '@sxpt/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../api/api-error';
import { kaipiaoApi } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import { renderShell, stubBrowser, toastTexts } from '../../shell/shell-test-utils';
import { WRONG_CLASS } from '../../wrong-fields';
import Canshusz, { QYXX_FIELDS } from './canshusz';
import Chaobao from './chaobao';
import { summariseInvoices } from './chaobao-summary';
import ConfirmSubmit from './confirm-submit';
import { shellPopups } from './index';
import {
  checkNetConfig,
  DEFAULT_NET_CONFIG,
  DEFAULT_RUN_PARAMS,
  NET_CONFIG_KEY,
  PORT_MESSAGE,
  RUN_PARAMS_KEY,
  readNetConfig,
  readRunParams,
} from './local-settings';
import NotSupported from './not-supported';

vi.mock('../../kaipiao-api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../kaipiao-api')>();
  return {
    ...actual,
    kaipiaoApi: { qyxxDetail: vi.fn(), saveQyxx: vi.fn(), invoices: vi.fn(), chaobao: vi.fn(), submit: vi.fn() },
  };
});

const api = vi.mocked(kaipiaoApi);
const subjects = Array.from({ length: 17 }, (_, i) => ({ id: 400 + i, invoice_type: 0, subject_status: 0 as 0 | 1 }));
const fresh = () => createProgress(subjects) as TBwkpProgressQuestion[];

const empty: TBwkpQyxxDetail = {
  is_complete: false,
  nsr_sbh: '',
  nsr_mc: '',
  business_address: '',
  phone_number: '',
  bank_name: '',
  account: '',
  supervisor_name: '',
  pt_fpdm: '',
  zy_fpdm: '',
};
const company: TBwkpQyxxDetail = {
  is_complete: true,
  nsr_sbh: '91440106MA5CQ8T480',
  nsr_mc: '广州市穗通办公设备有限公司',
  business_address: '广州市天河区天河北路563号1206房',
  phone_number: '020-38862705',
  bank_name: '中国工商银行广州天河支行',
  account: '3602012409200187436',
  supervisor_name: '国家税务总局广州市天河区税务局',
  pt_fpdm: '044002400204',
  zy_fpdm: '4400242130',
};

beforeAll(stubBrowser);

beforeEach(() => {
  sessionStorage.clear();
  for (const fn of Object.values(api)) fn.mockReset();
  useKaipiaoStore.setState({ popups: [], progress: fresh(), currentSubjectId: 400 });
});

afterEach(() => cleanup());

describe('the group file', () => {
  it('registers the shell pop-ups by name', () => {
    expect(Object.keys(shellPopups).sort()).toEqual(['canshusz', 'chaobao', 'confirmSubmit', 'notSupported']);
  });
});

describe('notSupported', () => {
  it('shows the default notice or the given text, and closes on 确定', () => {
    const close = vi.fn();
    renderShell(<NotSupported name="notSupported" zIndex={9506} props={{}} close={close} />);
    expect(screen.getByTestId('kp-notSupported').textContent).toContain(messages.notSupported);
    expect(messages.notSupported).toBe('此系统为模拟系统，该功能暂不支持！');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(close).toHaveBeenCalled();
    cleanup();
    renderShell(<NotSupported name="notSupported" zIndex={9506} props={{ text: '别的说明' }} close={close} />);
    expect(screen.getByTestId('kp-notSupported').textContent).toContain('别的说明');
  });
});

describe('canshusz 基本信息 (question 1)', () => {
  function fill(values: Partial<Record<string, string>>) {
    for (const [key, value] of Object.entries(values)) {
      fireEvent.change(screen.getByTestId(`kp-qyxx-${key}`), { target: { value } });
    }
  }

  it('highlights the fields the server names as wrong and clears them on a click', async () => {
    api.qyxxDetail.mockResolvedValue(empty);
    api.saveQyxx.mockRejectedValue(
      new ApiError(400, messages.wrongAnswer, 'business', { wrong: { fields: ['nsr_sbh', 'account'] } }),
    );
    const close = vi.fn();
    renderShell(<Canshusz name="canshusz" zIndex={9506} props={{}} close={close} />);
    await screen.findByTestId('kp-qyxx-nsr_sbh');
    fill({ nsr_sbh: ' 123 ', nsr_mc: '某公司' });
    fireEvent.click(screen.getByTestId('kp-canshusz-save'));
    await waitFor(() => expect(screen.getByTestId('kp-qyxx-nsr_sbh').className).toContain(WRONG_CLASS));
    expect(screen.getByTestId('kp-qyxx-account').className).toContain(WRONG_CLASS);
    expect(screen.getByTestId('kp-qyxx-nsr_mc').className).not.toContain(WRONG_CLASS);
    await waitFor(() => expect(toastTexts()).toContain(messages.wrongAnswer));
    // the entries were sent trimmed, all 7 fields
    expect(api.saveQyxx).toHaveBeenCalledWith(
      expect.objectContaining({ nsr_sbh: '123', nsr_mc: '某公司', account: '' }),
    );
    expect(Object.keys(api.saveQyxx.mock.calls[0][0]).sort()).toEqual(QYXX_FIELDS.map((field) => field.key).sort());
    expect(close).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('kp-qyxx-nsr_mc'));
    expect(screen.getByTestId('kp-qyxx-nsr_sbh').className).not.toContain(WRONG_CLASS);
    expect(screen.getByTestId('kp-qyxx-account').className).not.toContain(WRONG_CLASS);
  });

  it('on success shows 保存成功！, hands over the progress and closes', async () => {
    api.qyxxDetail.mockResolvedValue(empty);
    const progress = completeQuestion(fresh(), 1) as TBwkpProgressQuestion[];
    api.saveQyxx.mockResolvedValue({ msg: messages.saveSucceeded, progress });
    const close = vi.fn();
    renderShell(<Canshusz name="canshusz" zIndex={9506} props={{}} close={close} />);
    await screen.findByTestId('kp-qyxx-nsr_sbh');
    fill({ nsr_sbh: company.nsr_sbh });
    fireEvent.click(screen.getByTestId('kp-canshusz-save'));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(useKaipiaoStore.getState().progress).toEqual(progress);
    await waitFor(() => expect(toastTexts()).toContain(messages.saveSucceeded));
  });

  it('once done shows the saved company read-only', async () => {
    api.qyxxDetail.mockResolvedValue(company);
    renderShell(<Canshusz name="canshusz" zIndex={9506} props={{}} close={vi.fn()} />);
    await screen.findByTestId('kp-qyxx-done');
    const input = screen.getByTestId('kp-qyxx-nsr_mc') as HTMLInputElement;
    expect(input.value).toBe(company.nsr_mc);
    expect(input.readOnly).toBe(true);
    expect(screen.queryByTestId('kp-canshusz-save')).toBeNull();
  });

  it('keeps 运行参数 and 网络配置 in the session only', async () => {
    api.qyxxDetail.mockResolvedValue(empty);
    renderShell(<Canshusz name="canshusz" zIndex={9506} props={{}} close={vi.fn()} />);
    fireEvent.click(screen.getByRole('tab', { name: '运行参数' }));
    fireEvent.click(screen.getByRole('radio', { name: '自定义编码' }));
    fireEvent.click(screen.getByTestId('kp-canshusz-save'));
    expect(readRunParams().useCoding).toBe(1);

    fireEvent.click(screen.getByRole('tab', { name: '网络配置' }));
    expect((screen.getByLabelText('端口号') as HTMLInputElement).value).toBe('7011');
    fireEvent.change(screen.getByLabelText('端口号'), { target: { value: '70110' } });
    fireEvent.click(screen.getByTestId('kp-canshusz-save'));
    await waitFor(() => expect(toastTexts()).toContain(PORT_MESSAGE));
    expect(sessionStorage.getItem(NET_CONFIG_KEY)).toBeNull();
    fireEvent.change(screen.getByLabelText('端口号'), { target: { value: ' 7012 ' } });
    fireEvent.click(screen.getByTestId('kp-canshusz-save'));
    expect(readNetConfig().serverPort).toBe('7012');
    expect(api.saveQyxx).not.toHaveBeenCalled();
  });
});

describe('local settings', () => {
  it('defaults: port 7011, proxy mode http, unified coding', () => {
    expect(readNetConfig()).toEqual(DEFAULT_NET_CONFIG);
    expect(DEFAULT_NET_CONFIG.serverPort).toBe('7011');
    expect(DEFAULT_NET_CONFIG.agentMode).toBe('http');
    expect(readRunParams()).toEqual(DEFAULT_RUN_PARAMS);
    expect(DEFAULT_RUN_PARAMS.useCoding).toBe(0);
  });

  it('ignores stored junk and checks ports', () => {
    sessionStorage.setItem(RUN_PARAMS_KEY, '{"useCoding":7,"specificTime":-3,"fullMode":true}');
    expect(readRunParams()).toMatchObject({ useCoding: 0, specificTime: 5, fullMode: true });
    sessionStorage.setItem(NET_CONFIG_KEY, '{"agentMode":"ftp","setServer":true}');
    expect(readNetConfig()).toMatchObject({ agentMode: 'http', setServer: true });
    expect(checkNetConfig({ ...DEFAULT_NET_CONFIG, serverPort: '0' }).error).toBe(PORT_MESSAGE);
    expect(checkNetConfig({ ...DEFAULT_NET_CONFIG, setServer: true, proxyPort: 'x' }).error).toBe(PORT_MESSAGE);
    expect(checkNetConfig({ ...DEFAULT_NET_CONFIG, serverAddress: ' a.b ' }).value.serverAddress).toBe('a.b');
  });
});

function invoice(partial: Partial<TBwkpInvoice>): TBwkpInvoice {
  return {
    id: 1,
    subject_id: 1,
    invoice_type: 1,
    invoice_status: 1,
    zf_status: 0,
    void: 0,
    goods_content: [],
    list: [],
    goods_name: '',
    goods_num: 1,
    invoice_code: '044002400204',
    invoice_num: '00000001',
    total_amount: '100.00',
    tax_amount: '13.00',
    total_price: '113.00',
    total_price_capital: '',
    y_invoice_code: '',
    y_invoice_num: '',
    notic_no: '',
    kh_sbh: '',
    kh_name: '',
    address_telephone: '',
    bank_account: '',
    xh_dw_name: '',
    xh_dw_nsrsbh: '',
    list_identifier: 0,
    remark: '',
    drawer: '',
    void_time: null,
    kp_time: '2025-07-01T00:00:00.000Z',
    created_at: '',
    updated_at: '',
    ...partial,
  };
}

describe('抄报汇总 summary', () => {
  it('counts per kind and adds the amounts of the invoices not void (decimal)', () => {
    const rows = summariseInvoices([
      invoice({ total_amount: '0.10', tax_amount: '0.01' }),
      invoice({ total_amount: '0.20', tax_amount: '0.02' }),
      invoice({ zf_status: 2, total_amount: '50.00', tax_amount: '6.50' }),
      invoice({ invoice_status: 2, total_amount: '-0.10', tax_amount: '-0.01' }),
      invoice({ invoice_type: 2, total_amount: '1000.00', tax_amount: '130.00' }),
    ]);
    expect(rows.map((row) => row.label)).toEqual(['增值税普通发票', '增值税专用发票', '合计']);
    expect(rows[0]).toMatchObject({ blue: 2, blueVoid: 1, red: 1, redVoid: 0, amount: '0.20', tax: '0.02' });
    expect(rows[1]).toMatchObject({ blue: 1, amount: '1000.00', tax: '130.00' });
    expect(rows[2]).toMatchObject({ blue: 3, blueVoid: 1, red: 1, amount: '1000.20', tax: '130.02' });
  });
});

describe('chaobao (question 17)', () => {
  it('同步 shows 发票同步成功; 上报 shows 上报成功 and marks question 17 done', async () => {
    api.qyxxDetail.mockResolvedValue(company);
    api.invoices.mockResolvedValue({ list: [invoice({})], total: 1, page: 1, page_size: 200 });
    const before = fresh();
    const after = completeQuestion(before, 17) as TBwkpProgressQuestion[];
    api.chaobao.mockImplementation(async (action) =>
      action === 'sync'
        ? { msg: messages.invoiceSyncSucceeded, progress: before }
        : { msg: messages.reportSucceeded, progress: after },
    );
    renderShell(<Chaobao name="chaobao" zIndex={9506} props={{}} close={vi.fn()} />);
    expect(await screen.findByText(company.nsr_mc)).toBeTruthy();
    expect(await screen.findAllByText('¥100.00')).toHaveLength(2); // the kind's row and the total
    fireEvent.click(screen.getByRole('button', { name: /发票同步/ }));
    await waitFor(() => expect(toastTexts()).toContain(messages.invoiceSyncSucceeded));
    expect(api.chaobao).toHaveBeenCalledWith('sync');
    expect(screen.getByText('未上报')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /汇总上报/ }));
    await waitFor(() => expect(toastTexts()).toContain(messages.reportSucceeded));
    expect(api.chaobao).toHaveBeenCalledWith('report');
    expect(useKaipiaoStore.getState().progress?.[16].isComplete).toBe(true);
    expect(await screen.findByText('已上报')).toBeTruthy();
  });

  it('shows the server refusal', async () => {
    api.qyxxDetail.mockResolvedValue(empty);
    api.invoices.mockResolvedValue({ list: [], total: 0, page: 1, page_size: 200 });
    api.chaobao.mockRejectedValue(new ApiError(400, messages.outOfOrder));
    renderShell(<Chaobao name="chaobao" zIndex={9506} props={{}} close={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /汇总上报/ }));
    await waitFor(() => expect(toastTexts()).toContain(messages.outOfOrder));
    expect(useKaipiaoStore.getState().progress?.[16].isComplete).toBe(false);
  });
});

describe('confirmSubmit', () => {
  it('asks 是否确认交卷; 继续做题 closes', () => {
    const close = vi.fn();
    renderShell(<ConfirmSubmit name="confirmSubmit" zIndex={9506} props={{}} close={close} />);
    expect(screen.getByTestId('kp-confirmSubmit').textContent).toContain(messages.confirmSubmitPaper);
    fireEvent.click(screen.getByTestId('kp-continue'));
    expect(close).toHaveBeenCalled();
    expect(api.submit).not.toHaveBeenCalled();
  });

  it('确认交卷 submits and shows 已交卷 with the time', async () => {
    api.submit.mockResolvedValue({ submitted_at: '2025-07-01T02:03:00.000Z' });
    renderShell(<ConfirmSubmit name="confirmSubmit" zIndex={9506} props={{}} close={vi.fn()} />);
    expect(screen.getByTestId('kp-confirm-submit').textContent?.replace(/\s/g, '')).toBe(messages.submitPaper);
    fireEvent.click(screen.getByTestId('kp-confirm-submit'));
    expect((await screen.findByTestId('kp-submitted-at')).textContent).toContain('2025-07-01 10:03');
    expect(screen.getByTestId('kp-confirmSubmit').textContent).toContain('已交卷');
  });
});
