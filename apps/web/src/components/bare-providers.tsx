// A bare route (outside the app layout: the invoicing client, the tax bureau) brings its own TanStack Query client
// (the app's) and antd <App>; `compact` makes the controls small like a desktop client's.
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { queryClient } from '../app/query-client';

export function BareProviders({ children, compact = false }: { children: ReactNode; compact?: boolean }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider componentSize={compact ? 'small' : undefined}>
        <App component={false}>{children}</App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
