// Test helpers of the xt pop-ups: the browser parts jsdom lacks, a render with the providers the shell gives a
// pop-up, and server answers in the shapes of the bwkp calls.
import type { TBwkpGoodsCodeRow, TBwkpKhbmRow, TBwkpProgressQuestion, TTaxCodeNode } from '@sxpt/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { ApiError } from '../../../../api/api-error';
import { ToastProvider } from '../../../../app/toast';
import { setWorkingContext } from '../../../../app/working-context';
import { useKaipiaoStore } from '../../kaipiao-store';
import type { TPopupProps } from '../../popup-types';

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

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

export function resetState() {
  sessionStorage.clear();
  setWorkingContext({ course_id: 1, class_id: 1, resource_id: 1, lesson_id: 1 });
  useKaipiaoStore.setState({ popups: [], progress: null, subjects: [], currentSubjectId: null });
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

/** The 17-question progress with questions 1..done complete. */
export function progressUpTo(done: number): TBwkpProgressQuestion[] {
  return Array.from({ length: 17 }, (_, i) => ({ answerId: i + 1, isComplete: i + 1 <= done, items: [] }));
}

/** A code-400 wrong answer of a rows step, as the API client rejects with it. */
export function wrongRows(rows: { index: number; fields: string[] }[], missing: number[] = [], extra: number[] = []) {
  return new ApiError(400, '答案有误，请查正后重试！', 'business', { wrong: { rows, missing, extra } });
}

export const customer = (overrides: Partial<TBwkpKhbmRow> = {}): TBwkpKhbmRow => ({
  kh_name: '广州云帆信息科技有限公司',
  simple_code: 'YFKJ',
  tax_num: '91440106MA59K2W7XM',
  address_telephone: '广州市天河区高普路1021号506房 020-85561832',
  bank_account: '招商银行广州天河支行 120914578610301',
  ...overrides,
});

export const goodsRow = (overrides: Partial<TBwkpGoodsCodeRow> = {}): TBwkpGoodsCodeRow => ({
  code: '1050201040000000000',
  name: '钢架网布办公椅',
  simple_code: 'BGY',
  tax_rate: '0.13',
  brand_model: 'BG-201',
  units: '把',
  applicable_tax_rate: '0.13',
  tax_mark: '是',
  flqc: '家具',
  ...overrides,
});

export const taxNode = (overrides: Partial<TTaxCodeNode> = {}): TTaxCodeNode => ({
  code: '1050201040000000000',
  name: '金属家具',
  short_name: '家具',
  rates: '13%',
  rate_list: ['0.13'],
  parent_code: '1050201000000000000',
  is_leaf: true,
  has_children: false,
  is_summary: false,
  special_management: '',
  ...overrides,
});

export function page<T>(list: T[]) {
  return { list, total: list.length, page: 1, page_size: 50 };
}
