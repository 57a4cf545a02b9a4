import { App } from 'antd';
import type { ReactNode } from 'react';
import { useCallback } from 'react';

export interface TConfirmAction {
  title: string;
  content: ReactNode;
  okText: string;
  isDanger?: boolean;
  /** the write; a failure was already shown by the HTTP client, so the dialog just closes */
  action: () => Promise<void>;
}

/** Modal.confirm before a write (delete, remove, reset, close), with the write as its OK action. */
export function useConfirmAction() {
  const { modal } = App.useApp();
  return useCallback(
    ({ title, content, okText, isDanger = false, action }: TConfirmAction) =>
      modal.confirm({
        title,
        content,
        okText,
        cancelText: '取消',
        okButtonProps: isDanger ? { danger: true } : undefined,
        onOk: async () => {
          try {
            await action();
          } catch {
            // the client already toasted the server's reason (e.g. 该校区下还有 1 个班级，不能删除)
          }
        },
      }),
    [modal],
  );
}
