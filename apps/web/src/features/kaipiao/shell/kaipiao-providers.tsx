// The simulator's pages are bare routes (outside the app layout), so they bring their own TanStack Query
// client (the app's) and antd <App>; the desktop's controls are compact like the real client's.
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { queryClient } from '../../../app/query-client';
import { useToast } from '../../../app/toast';
import { KAIPIAO_PATHS, NO_CONTEXT_MESSAGE } from './kaipiao-session';

export function KaipiaoProviders({ children, compact = false }: { children: ReactNode; compact?: boolean }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider componentSize={compact ? 'small' : undefined}>
        <App component={false}>{children}</App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

/** Without a working context the simulator cannot work: back to the student home with the reason. */
export function NoContextRedirect() {
  const toast = useToast();
  useEffect(() => {
    void toast.warning({ content: NO_CONTEXT_MESSAGE, key: 'kp-no-context', duration: 4 });
  }, [toast]);
  return <Navigate to={KAIPIAO_PATHS.studentHome} replace />;
}
