// Test helpers of the roll pop-ups: render one pop-up with the providers the shell gives it, progress fixtures,
// and server data in the shapes of fpsl_list / invoice_read.
import type { TBwkpProgressQuestion, TBwkpReadRoll, TBwkpRoll } from '@sxpt/contract';
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

/** jsdom lacks ResizeObserver and matchMedia, which antd's table and grid use. */
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

export function resetStore() {
  sessionStorage.clear();
  useKaipiaoStore.setState({ popups: [], progress: null, subjects: [], currentSubjectId: null });
}

/** Render pop-up `Popup` as the host would, with a fresh QueryClient; returns the close spy and the client. */
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

/** The 17-question progress with the given items of question 4 done (questions 1–3 done). */
export function progressWith(doneItems: number[]): TBwkpProgressQuestion[] {
  const progress: TBwkpProgressQuestion[] = [];
  for (let answerId = 1; answerId <= 17; answerId += 1) {
    if (answerId === 4) {
      const items = [4.1, 4.2, 4.3].map((id) => ({ answerItemId: id, isComplete: doneItems.includes(id) }));
      progress.push({ answerId, isComplete: items.every((item) => item.isComplete), items });
    } else {
      progress.push({ answerId, isComplete: answerId < 4, items: [] });
    }
  }
  return progress;
}

export function roll(overrides: Partial<TBwkpRoll> = {}): TBwkpRoll {
  return {
    id: 1,
    invoice_type: 1,
    invoice_zl: 1,
    invoice_code: '044001900111',
    start_num: '10356001',
    end_num: '10356025',
    next_num: '10356001',
    apply_num: 25,
    apply_result: 1,
    is_read: 0,
    lp_time: '2025-05-07T01:30:00.000Z',
    ykp_num: 0,
    ysq_num: 25,
    remaining: 25,
    read_at: null,
    created_at: '2025-05-07T01:30:00.000Z',
    updated_at: '2025-05-07T01:30:00.000Z',
    ...overrides,
  };
}

export function readRoll(overrides: Partial<TBwkpReadRoll> = {}): TBwkpReadRoll {
  return {
    invoice_type: 1,
    type_name: '广东增值税普通发票',
    invoice_code: '044001900111',
    start_num: '10356001',
    end_num: '10356025',
    count: 25,
    limit: '99999.99',
    read_at: '2025-05-07T02:00:00.000Z',
    ...overrides,
  };
}

export function page<T>(list: T[]) {
  return { list, total: list.length, page: 1, page_size: 50 };
}

/** A code-400 answer of the server, as the API client rejects with it. */
export function badRequest(message: string, wrong?: string[]) {
  return new ApiError(400, message, 'business', wrong ? { wrong: { fields: wrong } } : null);
}
