import type { TBwkpGoodsCodeRow, TBwkpInvoiceResult, TBwkpKhbmRow, TBwkpRedSubjectData } from '@sxpt/contract';
import { bwkpMessages, messages } from '@sxpt/domain';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../api/api-error';
import { queryClient } from '../../../../app/query-client';
import { ToastProvider } from '../../../../app/toast';
import { kaipiaoApi } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import type { TFptkProps, TKehubianmaProps, TSpbianmaProps } from '../../popup-types';
import { WRONG_CLASS } from '../../wrong-fields';
import Fptk from './fptk';
import Qingdan from './qingdan';
import Tiankai from './tiankai';
import Zhekou from './zhekou';

const openPopup = vi.fn<(name: string, props?: object) => boolean>(() => true);

vi.mock('../../use-popup', () => ({
  usePopup: () => ({ open: openPopup, close: vi.fn() }),
}));

vi.mock('./fp-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./fp-api')>()),
  fetchInvoiceNum: vi.fn(async (invoiceType: 1 | 2) =>
    invoiceType === 2 ? { fp_dm: '4400242130', fp_num: '01937651' } : { fp_dm: '044002400204', fp_num: '04216101' },
  ),
}));

vi.mock('../../kaipiao-api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../kaipiao-api')>();
  return {
    ...actual,
    kaipiaoApi: {
      qyxxDetail: vi.fn(),
      subjectList: vi.fn(),
      subjectStatus: vi.fn(),
      fptkCheck: vi.fn(),
      saveInvoice: vi.fn(),
      redSubject: vi.fn(),
    },
  };
});

const api = vi.mocked(kaipiaoApi);

const seller = {
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

const customer: TBwkpKhbmRow = {
  kh_name: '广州市越秀区明记文具店',
  simple_code: 'MJWJ',
  tax_num: '92440104MA5BJ6P80T',
  address_telephone: '广州市越秀区文德北路68号首层 020-83317758',
  bank_account: '广州农村商业银行越秀支行 05861000000012345',
};

const shredder: TBwkpGoodsCodeRow = {
  code: '1090627990000000000',
  name: '碎纸机',
  simple_code: 'SZJ',
  tax_rate: '0.13',
  brand_model: 'SZ-9500',
  units: '台',
  applicable_tax_rate: '0.13',
  tax_mark: '是',
  flqc: '文化办公用设备',
};

const progressAt5 = [1, 2, 3, 4, 5, 6].map((answerId) => ({
  answerId,
  isComplete: answerId < 5,
  subjectId: answerId,
  items: [],
}));

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeAll(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
});

beforeEach(() => {
  queryClient.clear();
  sessionStorage.clear();
  openPopup.mockClear();
  for (const fn of Object.values(api)) (fn as ReturnType<typeof vi.fn>).mockReset();
  api.qyxxDetail.mockResolvedValue(seller);
  // question 5 on its business date (the client's date for its invoice)
  api.subjectList.mockResolvedValue([
    {
      id: 5,
      sort: 5,
      title: '第5题',
      subject_describe: '',
      video_path: '',
      has_video: false,
      subject_type: 5,
      invoice_type: 1,
      subject_status: 0,
      business_date: '2026-05-08',
    },
  ]);
  useKaipiaoStore.setState({ progress: progressAt5, popups: [] });
});

afterEach(() => cleanup());

function show(element: ReactElement) {
  return render(<ToastProvider>{element}</ToastProvider>);
}

function fptk(props: TFptkProps, close = vi.fn()) {
  show(<Fptk name="fptk" zIndex={9510} props={props} close={close} />);
  return { close, form: screen.getByTestId('kp-fptk') };
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function wrongAnswer(wrong: object) {
  return new ApiError(400, messages.wrongAnswer, 'business', { wrong });
}

/** A save_fp answer: the form reads only the message and the progress. */
function saved(msg: string, progress = progressAt5): TBwkpInvoiceResult {
  return { msg, progress } as Partial<TBwkpInvoiceResult> as TBwkpInvoiceResult;
}

/** The last props passed to usePopup().open(name). */
function openedWith<P>(name: string): P {
  const call = openPopup.mock.calls.filter(([opened]) => opened === name).at(-1);
  if (!call) throw new Error(`${name} was not opened`);
  return call[1] as P;
}

describe('tiankai', () => {
  it('asks the server for the current question and shows its refusal', async () => {
    api.fptkCheck.mockRejectedValue(new ApiError(400, messages.wrongInvoiceType));
    const close = vi.fn();
    show(<Tiankai name="tiankai" zIndex={9506} props={{}} close={close} />);
    fireEvent.click(screen.getByLabelText('增值税专用发票'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*认/ }));
    expect(await screen.findByText(messages.wrongInvoiceType)).toBeTruthy();
    expect(api.fptkCheck).toHaveBeenCalledWith(5, 2);
    expect(openPopup).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });

  it('opens the issue form for the question with the chosen kind', async () => {
    api.fptkCheck.mockResolvedValue({ subject_id: 5, invoice_type: 1 });
    const close = vi.fn();
    show(<Tiankai name="tiankai" zIndex={9506} props={{}} close={close} />);
    expect(await screen.findByText('04216101')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(openPopup).toHaveBeenCalledWith('fptk', { invoiceType: 1, subjectId: 5 }));
    expect(close).toHaveBeenCalled();
  });

  it('loads the progress from the server when the shell has not yet', async () => {
    useKaipiaoStore.setState({ progress: null });
    api.subjectStatus.mockResolvedValue({
      subjects: [],
      progress: progressAt5.map((question) => ({ ...question, isComplete: question.answerId < 3 })),
      is_all_complete: false,
      submitted_at: null,
    });
    api.fptkCheck.mockRejectedValue(new ApiError(400, messages.noInvoiceNeeded));
    show(<Tiankai name="tiankai" zIndex={9506} props={{}} close={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /确\s*认/ }));
    expect(await screen.findByText(messages.noInvoiceNeeded)).toBeTruthy();
    expect(api.fptkCheck).toHaveBeenCalledWith(3, 1);
  });
});

describe('fptk', () => {
  function fillQuestion5() {
    type('购买方名称', customer.kh_name);
    type('购买方纳税人识别号', customer.tax_num);
    type('购买方地址、电话', customer.address_telephone);
    type('购买方开户行及账号', customer.bank_account);
    type('货物或应税劳务、服务名称 1', '*文化办公用设备*碎纸机');
    type('规格型号 1', 'SZ-9500');
    type('单位 1', '台');
    type('税率 1', '0.13');
    type('数量 1', '4');
    type('单价 1', '860');
  }

  it('is titled by the kind, shows the number, the seller and the totals as the student types', async () => {
    const { form } = fptk({ invoiceType: 1, subjectId: 5 });
    expect(within(form).getByText('增值税普通发票填开')).toBeTruthy();
    expect(await within(form).findByText('04216101')).toBeTruthy();
    expect(await within(form).findByText(seller.nsr_mc)).toBeTruthy();
    // 开票日期 is the question's business date, not today
    await waitFor(() => expect(screen.getByTestId('kp-fptk-date').textContent).toBe('2026年05月08日'));
    fillQuestion5();
    expect((screen.getByLabelText('金额 1') as HTMLInputElement).value).toBe('3440.00');
    expect(screen.getByLabelText('税额 1').textContent).toBe('395.75');
    expect(screen.getByTestId('kp-fptk-total').textContent).toBe('¥3,440.00');
    expect(screen.getByTestId('kp-fptk-capital').textContent).toBe('叁仟肆佰肆拾元整');
  });

  it('fills the buyer and overwrites a line from the pickers', () => {
    fptk({ invoiceType: 1, subjectId: 5 });
    fireEvent.click(screen.getByRole('button', { name: '选择客户' }));
    act(() => openedWith<TKehubianmaProps>('kehubianma').onPick?.(customer));
    expect((screen.getByLabelText('购买方纳税人识别号') as HTMLInputElement).value).toBe(customer.tax_num);
    type('数量 1', '4');
    type('单价 1', '860');
    fireEvent.click(screen.getByRole('button', { name: '选择商品编码 1' }));
    act(() => openedWith<TSpbianmaProps>('spbianma').onPick?.(shredder));
    expect((screen.getByLabelText('货物或应税劳务、服务名称 1') as HTMLInputElement).value).toBe(
      '*文化办公用设备*碎纸机',
    );
    expect((screen.getByLabelText('数量 1') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('单价 1') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('金额 1') as HTMLInputElement).value).toBe('');
    expect(screen.getByLabelText('税额 1').textContent).toBe('');
  });

  it('saves the entered invoice and closes with the server message', async () => {
    const progress = progressAt5.map((question) => ({ ...question, isComplete: question.answerId <= 5 }));
    api.saveInvoice.mockResolvedValue(saved('发票开具成功！发票代码：044002400204，发票号码：04216101', progress));
    const { close } = fptk({ invoiceType: 1, subjectId: 5 });
    fillQuestion5();
    fireEvent.click(screen.getByRole('button', { name: '增行' }));
    type('备注', '备注内容');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/发票开具成功/)).toBeTruthy();
    expect(api.saveInvoice).toHaveBeenCalledWith({
      subject_id: 5,
      invoice_type: 1,
      invoice_status: 1,
      kh_name: customer.kh_name,
      kh_sbh: customer.tax_num,
      address_telephone: customer.address_telephone,
      bank_account: customer.bank_account,
      goods_content: [
        {
          fwname: '*文化办公用设备*碎纸机',
          ggxh: 'SZ-9500',
          company: '台',
          goods_num: '4',
          price: '860',
          money: '3440.00',
          tax_rate: '0.13',
          tax_amount: '395.75',
        },
      ],
      remark: '备注内容',
    });
    expect(close).toHaveBeenCalled();
    expect(useKaipiaoStore.getState().progress).toBe(progress);
  });

  it('highlights the fields the server names and clears them on the next click', async () => {
    api.saveInvoice.mockRejectedValue(
      wrongAnswer({
        type: false,
        status: false,
        customer: ['kh_sbh'],
        lines: [{ index: 0, fields: ['price', 'money', 'tax_amount'] }],
        missing: [1],
        extra: [],
      }),
    );
    const { close } = fptk({ invoiceType: 1, subjectId: 5 });
    fillQuestion5();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(messages.wrongAnswer)).toBeTruthy();
    const wrongCell = (label: string) => screen.getByLabelText(label).classList.contains(WRONG_CLASS);
    await waitFor(() => expect(wrongCell('购买方纳税人识别号')).toBe(true));
    expect(wrongCell('单价 1')).toBe(true);
    expect(wrongCell('金额 1')).toBe(true);
    expect(wrongCell('数量 1')).toBe(false);
    expect(wrongCell('购买方名称')).toBe(false);
    expect(screen.getByLabelText('税额 1').closest('td')?.classList.contains(WRONG_CLASS)).toBe(true);
    expect(close).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('数量 1'));
    expect(wrongCell('购买方纳税人识别号')).toBe(false);
    expect(wrongCell('单价 1')).toBe(false);
  });

  it('sends one request for a double click on 保存', async () => {
    let settle: (value: TBwkpInvoiceResult) => void = () => undefined;
    api.saveInvoice.mockReturnValue(new Promise((resolve) => (settle = resolve)));
    fptk({ invoiceType: 1, subjectId: 5 });
    fillQuestion5();
    const save = screen.getByRole('button', { name: '保存' });
    fireEvent.click(save);
    fireEvent.click(save);
    fireEvent.doubleClick(save);
    expect(api.saveInvoice).toHaveBeenCalledTimes(1);
    await act(async () => settle(saved('发票开具成功！')));
    expect(api.saveInvoice).toHaveBeenCalledTimes(1);
  });

  it('refuses a save without goods (请先完成货物信息填写！)', async () => {
    fptk({ invoiceType: 1, subjectId: 5 });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(messages.goodsInfoFirst)).toBeTruthy();
    expect(api.saveInvoice).not.toHaveBeenCalled();
  });

  it('special invoice: 负数 → 手工开具 is refused with the tax bureau message, 导入开具 opens hongziDr', async () => {
    const { form } = fptk({ invoiceType: 2, subjectId: 6 });
    expect(within(form).getByText('增值税专用发票填开')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /负数/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: '手工开具' }));
    expect(await screen.findByText(messages.redLetterImportOnly)).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /负数/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: '导入开具' }));
    expect(openPopup).toHaveBeenCalledWith('hongziDr', { subjectId: 6, invoiceType: 2 });
  });

  it('ordinary invoice: 负数 opens hongziHx', () => {
    fptk({ invoiceType: 1, subjectId: 12 });
    fireEvent.click(screen.getByRole('button', { name: /负数/ }));
    expect(openPopup).toHaveBeenCalledWith('hongziHx', { subjectId: 12, invoiceType: 1 });
  });

  it('red mode: shows the blue invoice negated and read-only and saves a 负数 invoice', async () => {
    const red: TBwkpRedSubjectData = {
      subject_id: 12,
      invoice_type: 1,
      kh_data: {
        kh_name: customer.kh_name,
        tax_num: customer.tax_num,
        address_telephone: customer.address_telephone,
        bank_account: customer.bank_account,
      },
      goods_data: [
        {
          fwname: '*文化办公用设备*碎纸机',
          ggxh: 'SZ-9500',
          company: '台',
          goods_num: '4',
          price: '860.00',
          money: '3440.00',
          tax_rate: '0.13',
          tax_amount: '395.75',
          spbm: '1090627990000000000',
        },
      ],
      y_invoice_code: '044002400204',
      y_invoice_num: '04216101',
      notic_no: '',
      remark: '对应正数发票代码:044002400204号码:04216101',
    };
    api.redSubject.mockResolvedValue(red);
    api.saveInvoice.mockResolvedValue(saved('发票开具成功！'));
    fptk({ invoiceType: 1, subjectId: 12, red: true });
    const quantity = (await screen.findByDisplayValue('-4')) as HTMLInputElement;
    expect(quantity.readOnly).toBe(true);
    expect((screen.getByLabelText('金额 1') as HTMLInputElement).value).toBe('-3440.00');
    expect(screen.getByLabelText('税额 1').textContent).toBe('-395.75');
    expect((screen.getByLabelText('备注') as HTMLTextAreaElement).value).toBe(red.remark);
    expect(screen.getByTestId('kp-fptk-capital').textContent).toBe('（负数）叁仟肆佰肆拾元整');
    expect(screen.getByText('销项负数')).toBeTruthy();
    expect((screen.getByRole('button', { name: '清单' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.saveInvoice).toHaveBeenCalledTimes(1));
    expect(api.saveInvoice.mock.calls[0][0]).toMatchObject({
      subject_id: 12,
      invoice_status: 2,
      kh_sbh: customer.tax_num,
      goods_content: [{ goods_num: '-4', money: '-3440.00', tax_amount: '-395.75', price: '860.00' }],
    });
  });

  it('list: the lines go to qingdan and the face shows 详情见清单; list_goods is sent', async () => {
    api.saveInvoice.mockResolvedValue(saved('发票开具成功！'));
    fptk({ invoiceType: 2, subjectId: 15 });
    type('货物或应税劳务、服务名称 1', '*文化办公用设备*碎纸机');
    type('税率 1', '0.13');
    type('数量 1', '1');
    type('单价 1', '860');
    fireEvent.click(screen.getByRole('button', { name: '清单' }));
    const listProps = openedWith<{ lines: unknown[]; onSave: (lines: unknown[]) => void }>('qingdan');
    expect(listProps.lines).toHaveLength(1);
    const list = [
      { ...(listProps.lines[0] as object) },
      {
        fwname: '*纸制品*A4复印纸',
        ggxh: '',
        company: '箱',
        goods_num: '20',
        price: '128',
        money: '2560.00',
        tax_rate: '0.13',
        tax_amount: '294.51',
      },
    ];
    act(() => listProps.onSave(list));
    expect((screen.getByLabelText('货物或应税劳务、服务名称 1') as HTMLInputElement).value).toBe(messages.seeGoodsList);
    expect((screen.getByLabelText('金额 1') as HTMLInputElement).value).toBe('3420.00');
    expect(screen.getByLabelText('税额 1').textContent).toBe('393.45');
    expect((screen.getByRole('button', { name: '折扣' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.saveInvoice).toHaveBeenCalledTimes(1));
    const body = api.saveInvoice.mock.calls[0][0];
    expect(body.goods_content).toEqual([
      expect.objectContaining({ fwname: messages.seeGoodsList, tax_rate: '0.13', money: '3420.00' }),
    ]);
    expect(body.list_goods).toEqual(list);
  });

  it('removing the 详情见清单 line puts the list lines back on the invoice when they fit', () => {
    fptk({ invoiceType: 2, subjectId: 15 });
    fireEvent.click(screen.getByRole('button', { name: '清单' }));
    const line = {
      fwname: '*纸制品*A4复印纸',
      ggxh: '',
      company: '箱',
      goods_num: '20',
      price: '128',
      money: '2560.00',
      tax_rate: '0.13',
      tax_amount: '294.51',
    };
    act(() => openedWith<{ onSave: (lines: unknown[]) => void }>('qingdan').onSave([line, line]));
    expect((screen.getByLabelText('货物或应税劳务、服务名称 1') as HTMLInputElement).value).toBe(messages.seeGoodsList);
    fireEvent.click(screen.getByRole('button', { name: '减行' }));
    expect((screen.getByLabelText('货物或应税劳务、服务名称 2') as HTMLInputElement).value).toBe('*纸制品*A4复印纸');
    expect((screen.getByLabelText('单价 1') as HTMLInputElement).readOnly).toBe(false);
  });

  it('a ninth line sends the student to the goods list', () => {
    fptk({ invoiceType: 2, subjectId: 15 });
    for (let row = 1; row < 8; row++) fireEvent.click(screen.getByRole('button', { name: '增行' }));
    expect(screen.getByLabelText('数量 8')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '增行' }));
    expect(openPopup).toHaveBeenCalledWith('qingdan', expect.anything());
    expect(screen.queryByLabelText('数量 9')).toBeNull();
  });

  it('discount: needs the first line money, then applies the discount line zhekou returns', async () => {
    fptk({ invoiceType: 1, subjectId: 16 });
    fireEvent.click(screen.getByRole('button', { name: '折扣' }));
    expect(await screen.findByText(messages.goodsInfoFirst)).toBeTruthy();
    expect(openPopup).not.toHaveBeenCalled();
    type('货物或应税劳务、服务名称 1', '*家具*实木贴皮办公桌');
    type('税率 1', '0.13');
    type('数量 1', '40');
    type('单价 1', '1280');
    fireEvent.click(screen.getByRole('button', { name: '折扣' }));
    const discountProps = openedWith<{ onApply: (lines: unknown[], input: object) => void; lines: unknown[] }>(
      'zhekou',
    );
    const [line] = discountProps.lines as { fwname: string }[];
    act(() =>
      discountProps.onApply(
        [
          { ...line, line_kind: 'discounted' },
          {
            ...line,
            ggxh: '',
            company: '',
            goods_num: '',
            price: '',
            money: '-2560.00',
            tax_amount: '-294.51',
            line_kind: 'discount',
          },
        ],
        { line: 1, tax: '5' },
      ),
    );
    expect((screen.getByLabelText('金额 2') as HTMLInputElement).value).toBe('-2560.00');
    expect((screen.getByLabelText('单价 1') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByTestId('kp-fptk-total').textContent).toBe('¥48,640.00');
    api.saveInvoice.mockRejectedValue(new ApiError(400, messages.discountFirst));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.saveInvoice).toHaveBeenCalledTimes(1));
    expect(api.saveInvoice.mock.calls[0][0]).toMatchObject({ discount: { line: 1, tax: '5' } });
    expect(await screen.findByText(messages.discountFirst)).toBeTruthy();
  });
});

describe('qingdan', () => {
  it('needs every line filled, then hands the list to the form', async () => {
    const onSave = vi.fn();
    const close = vi.fn();
    show(<Qingdan name="qingdan" zIndex={9511} props={{ invoiceType: 2, onSave }} close={close} />);
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText(messages.goodsInfoFirst)).toBeTruthy();
    type('清单货物或应税劳务、服务名称 1', '*家具*实木贴皮办公桌');
    type('清单税率 1', '0.13');
    type('清单数量 1', '8');
    type('清单单价 1', '1280');
    fireEvent.click(screen.getByRole('button', { name: /增\s*行/ }));
    fireEvent.click(screen.getByRole('button', { name: '选择商品编码 2' }));
    act(() => openedWith<TSpbianmaProps>('spbianma').onPick?.(shredder));
    type('清单数量 2', '1');
    type('清单单价 2', '860');
    expect(screen.getByTestId('kp-qingdan-total-money').textContent).toBe('¥11,100.00');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(onSave).toHaveBeenCalledWith([
      expect.objectContaining({ fwname: '*家具*实木贴皮办公桌', money: '10240.00', tax_amount: '1178.05' }),
      expect.objectContaining({ fwname: '*文化办公用设备*碎纸机', spbm: shredder.code, money: '860.00' }),
    ]);
    expect(close).toHaveBeenCalled();
  });

  it('highlights the list lines the server named', () => {
    const line = {
      fwname: '*家具*实木贴皮办公桌',
      ggxh: '',
      company: '张',
      goods_num: '8',
      price: '1280',
      money: '10240.00',
      tax_rate: '0.13',
      tax_amount: '1178.05',
    };
    show(
      <Qingdan
        name="qingdan"
        zIndex={9511}
        props={{ lines: [line], wrong: ['list:0', 'list:0:ggxh'] }}
        close={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('清单规格型号 1').classList.contains(WRONG_CLASS)).toBe(true);
    fireEvent.click(screen.getByLabelText('清单数量 1'));
    expect(screen.getByLabelText('清单规格型号 1').classList.contains(WRONG_CLASS)).toBe(false);
  });
});

describe('zhekou', () => {
  const desk = {
    fwname: '*家具*实木贴皮办公桌',
    ggxh: 'BGZ-1600',
    company: '张',
    goods_num: '40',
    price: '1280',
    money: '51200.00',
    tax_rate: '0.13',
    tax_amount: '5890.27',
    spbm: '1050201010000000000',
  };

  it('needs the first line money (请先完成货物信息填写！)', async () => {
    const onApply = vi.fn();
    show(
      <Zhekou
        name="zhekou"
        zIndex={9511}
        props={{ lines: [{ ...desk, money: '', tax_amount: '' }], selected: 0, onApply }}
        close={vi.fn()}
      />,
    );
    type('折扣率(%)', '5');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText(messages.goodsInfoFirst)).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('adds the negative discount line after the chosen line', async () => {
    const onApply = vi.fn();
    const close = vi.fn();
    show(<Zhekou name="zhekou" zIndex={9511} props={{ lines: [desk], selected: 0, onApply }} close={close} />);
    expect((screen.getByLabelText('折扣行号') as HTMLInputElement).value).toBe('1');
    type('折扣率(%)', '120');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText(bwkpMessages.discountRate)).toBeTruthy();
    type('折扣率(%)', '5');
    expect(screen.getByTestId('kp-zhekou-amount').textContent).toBe('¥-2,560.00');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onApply).toHaveBeenCalledWith(
      [
        { ...desk, line_kind: 'discounted' },
        {
          fwname: desk.fwname,
          ggxh: '',
          company: '',
          goods_num: '',
          price: '',
          money: '-2560.00',
          tax_rate: '0.13',
          tax_amount: '-294.51',
          line_kind: 'discount',
          spbm: desk.spbm,
        },
      ],
      { line: 1, tax: '5' },
    );
    expect(close).toHaveBeenCalled();
  });
});
