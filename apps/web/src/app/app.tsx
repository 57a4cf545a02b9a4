import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router';
import { configureClient } from '../api/client';
import { buildClientHandlers } from './client-handlers';
import { queryClient } from './query-client';
import { router } from './router';
import { theme } from './theme';

dayjs.locale('zh-cn');

/** Connects the HTTP client to antd's toasts and the router (inside <AntApp> so toasts follow the theme). */
function ClientBridge() {
  const { message } = AntApp.useApp();
  useLayoutEffect(() => {
    configureClient(buildClientHandlers({ toast: message, navigate: (to) => void router.navigate(to) }));
  }, [message]);
  return null;
}

export function Root() {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <ClientBridge />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
