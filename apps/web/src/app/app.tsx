import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router';
import { configureClient } from '../api/client';
import { buildClientHandlers } from './client-handlers';
import { router } from './router';
import { theme } from './theme';
import { ToastProvider, useToast } from './toast';

dayjs.locale('zh-cn');

/** Connects the HTTP client to the app's toasts and the router. */
function ClientBridge() {
  const message = useToast();
  useLayoutEffect(() => {
    configureClient(buildClientHandlers({ toast: message, navigate: (to) => void router.navigate(to) }));
  }, [message]);
  return null;
}

export function Root() {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <ToastProvider>
        <ClientBridge />
        <RouterProvider router={router} />
      </ToastProvider>
    </ConfigProvider>
  );
}
