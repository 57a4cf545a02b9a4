// Rendering one page of the app in jsdom against a mocked server: the providers the pages expect (antd locale and
// App, TanStack Query, a router), the browser features jsdom lacks, and reading what the page sent.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { configureClient } from '../src/api/client';

export const fetchMock = vi.fn<typeof fetch>();

/** The server's answer: the envelope as JSON. */
export function envelope(data: unknown, code = 200, message = ''): Response {
  return new Response(JSON.stringify({ code, message, data }), { headers: { 'Content-Type': 'application/json' } });
}

/** A page of a list, as the server pages it. */
export function pageOf<T>(list: T[], page = 1, pageSize = 20) {
  return { list, total: list.length, page, page_size: pageSize };
}

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * What jsdom lacks or must not do for real: ResizeObserver (antd's menu overflow), matchMedia (antd's responsive
 * helpers) and fetch (answered by fetchMock). Undone by vi.unstubAllGlobals().
 */
export function stubBrowser(): void {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  vi.stubGlobal('fetch', fetchMock);
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
}

/** Stub the browser (stubBrowser) for the file's tests; reset the mock and unmount after each test. */
export function setUpPageHarness(): void {
  beforeAll(stubBrowser);
  beforeEach(() => {
    configureClient({ notifyError: () => undefined, reload: () => undefined });
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
}

/** Render `page` at `path` inside the app's providers; returns the router (its location tells where it went). */
export function renderPage(page: ReactNode, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] });
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
  return router;
}

/** The calls the page made to `url` (path and query), each with its JSON body ({} when it had none). */
export function callsTo(url: string | RegExp): { url: string; body: Record<string, unknown> }[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : {} }))
    .filter((call) => (typeof url === 'string' ? call.url === url : url.test(call.url)));
}
