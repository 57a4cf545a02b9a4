import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { createContext, type ReactNode, use } from 'react';

const ToastContext = createContext<MessageInstance | null>(null);

/**
 * Theme-aware antd toasts for the whole app, without antd's <App> (whose modal and notification code would
 * weigh on the sign-in page). Signed-in pages additionally sit inside <App>, so they may use App.useApp().
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [api, holder] = message.useMessage();
  return (
    <ToastContext value={api}>
      {holder}
      {children}
    </ToastContext>
  );
}

export function useToast(): MessageInstance {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast needs <ToastProvider>');
  return api;
}
