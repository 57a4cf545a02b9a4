// Test helpers of the query and red-letter pop-ups: render a pop-up as the host does (toasts, a fresh
// QueryClient, antd in Chinese), progress fixtures and server rows in the shapes of get_invoice and hzcx.
import type { TBwkpInvoice, TBwkpProgressQuestion, TBwkpRedForm } from '@sxpt/contract';
import { SUB_ITEM_COUNTS } from '@sxpt/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { ApiError } from '../../../../api/api-error';
import { ToastProvider } from '../../../../app/toast';
import { useKaipiaoStore } from '../../kaipiao-store';
import type { TPopupProps } from '../../popup-types';

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** jsdom lacks ResizeObserver and matchMedia, which antd's table and pickers use. */
export function stubBrowser() {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
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
}

export function resetStore(progress: TBwkpProgressQuestion[] | null = null) {
  sessionStorage.clear();
  useKaipiaoStore.setState({ popups: [], progress, subjects: [], currentSubjectId: null });
}

export function renderPopup<P>(Popup: ComponentType<TPopupProps<P>>, name: string, props: P) {
  const close = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <ConfigProvider locale={zhCN}>
      <ToastProvider>
        <QueryClientProvider client={queryClient}>
          <Popup name={name} zIndex={9506} props={props} close={close} />
        </QueryClientProvider>
      </ToastProvider>
    </ConfigProvider>,
  );
  return { ...view, close, queryClient };
}

/**
 * The 17-question progress: questions before `current` complete, `current` with the listed sub-items done, the
 * rest open. subjectId = answerId.
 */
export function progressAt(current: number, doneItems: number[] = []): TBwkpProgressQuestion[] {
  const progress: TBwkpProgressQuestion[] = [];
  for (let answerId = 1; answerId <= 17; answerId += 1) {
    const count = SUB_ITEM_COUNTS[answerId] ?? 0;
    const items = Array.from({ length: count }, (_, index) => {
      const id = Number(`${answerId}.${index + 1}`);
      return { answerItemId: id, isComplete: answerId < current || (answerId === current && doneItems.includes(id)) };
    });
    const isComplete = answerId < current || (answerId === current && count > 0 && items.every((i) => i.isComplete));
    progress.push({ answerId, subjectId: answerId, isComplete, items });
  }
  return progress;
}

export function page<T>(list: T[]) {
  return { list, total: list.length, page: 1, page_size: 50 };
}

/** A code-400 answer of the server, as the API client rejects with it. */
export function badRequest(message: string, wrong?: string[]) {
  return new ApiError(400, message, 'business', wrong ? { wrong: { fields: wrong } } : null);
}

const line = {
  fwname: '*文化办公用设备*碎纸机',
  ggxh: 'SZ-9500',
  company: '台',
  goods_num: '4',
  price: '860.00',
  money: '3440.00',
  tax_rate: '0.13',
  tax_amount: '395.75',
};

export function invoice(overrides: Partial<TBwkpInvoice> = {}): TBwkpInvoice {
  return {
    id: 1,
    subject_id: 5,
    invoice_type: 1,
    invoice_status: 1,
    zf_status: 0,
    void: 0,
    goods_content: [line],
    list: [],
    goods_name: '*文化办公用设备*碎纸机',
    goods_num: 1,
    invoice_code: '044002400204',
    invoice_num: '04216101',
    total_amount: '3044.25',
    tax_amount: '395.75',
    total_price: '3440.00',
    total_price_capital: '叁仟肆佰肆拾元整',
    y_invoice_code: '',
    y_invoice_num: '',
    notic_no: '',
    kh_sbh: '92440104MA5BJ6P80T',
    kh_name: '广州市越秀区明记文具店',
    address_telephone: '广州市越秀区文德北路68号首层 020-83317758',
    bank_account: '广州农村商业银行越秀支行 05861000000012345',
    xh_dw_name: '广州市穗通办公设备有限公司',
    xh_dw_nsrsbh: '91440106MA5CQ8T480',
    list_identifier: 0,
    remark: '',
    drawer: '王子涵',
    void_time: null,
    kp_time: '2025-05-09T02:00:00.000Z',
    created_at: '2025-05-09T02:00:00.000Z',
    updated_at: '2025-05-09T02:00:00.000Z',
    ...overrides,
  };
}

export function redForm(overrides: Partial<TBwkpRedForm> = {}): TBwkpRedForm {
  return {
    id: 3,
    subject_id: 14,
    number: '',
    sqfs: 2,
    blue_invoice_code: '4400242130',
    blue_invoice_num: '01937651',
    status: 'filled',
    lines: [
      {
        fwname: '*电子计算机*台式计算机',
        ggxh: 'ST-5600',
        company: '台',
        goods_num: '-8',
        price: '4899.00',
        money: '-39192.00',
        tax_rate: '0.13',
        tax_amount: '-4508.81',
      },
    ],
    total_amount: '-34683.19',
    tax_amount: '-4508.81',
    kh_name: '广州云帆信息科技有限公司',
    kh_sbh: '91440106MA59K2W7XM',
    xh_dw_name: '广州市穗通办公设备有限公司',
    xh_dw_nsrsbh: '91440106MA5CQ8T480',
    created_at: '2025-06-09T02:00:00.000Z',
    saved_at: null,
    approved_at: null,
    downloaded_at: null,
    ...overrides,
  };
}
