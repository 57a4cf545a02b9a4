// Test helpers of the shell and its pop-ups (jsdom): antd's browser needs, and a render with the providers the
// simulator pages give (TanStack Query, toasts, a router).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '../../../app/toast';

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** jsdom lacks ResizeObserver and matchMedia (antd uses both). */
export function stubBrowser(): void {
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
}

function Where() {
  const location = useLocation();
  return <div data-testid="elsewhere">{location.pathname + location.search}</div>;
}

/** Render inside a fresh query client, the toasts and a router at `path` (other paths show their path in data-testid=elsewhere). */
export function renderShell(element: ReactElement, path = '/kaipiaoViews/index') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** The text of every toast shown so far. */
export function toastTexts(): string[] {
  return [...document.querySelectorAll('.ant-message-notice')].map((node) => node.textContent ?? '');
}
