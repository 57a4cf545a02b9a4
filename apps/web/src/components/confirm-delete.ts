import type { App } from 'antd';

type TAppApi = ReturnType<typeof App.useApp>;

/**
 * The one "delete this?" confirmation of the admin screens: a red 删除 button, 取消, and on success the
 * given message and a refresh. A refusal from the server (a question still in a paper, a template in use) has
 * already been shown by the request layer as the server's message, so the dialog just closes.
 */
export function confirmDelete(
  app: Pick<TAppApi, 'message' | 'modal'>,
  options: {
    title: string;
    content?: string;
    remove: () => Promise<unknown>;
    done: string;
    refresh: () => Promise<unknown>;
  },
) {
  app.modal.confirm({
    title: options.title,
    content: options.content,
    okText: '删除',
    okButtonProps: { danger: true },
    cancelText: '取消',
    onOk: async () => {
      try {
        await options.remove();
      } catch {
        return;
      }
      app.message.success(options.done);
      await options.refresh();
    },
  });
}
