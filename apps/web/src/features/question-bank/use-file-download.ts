import { App } from 'antd';
import { useState } from 'react';

/**
 * A file a button downloads (the template, an export): busy while it comes, then 已下载：name. A refusal has been
 * shown by the client already.
 */
export function useFileDownload(fetchFile: () => Promise<string>) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      message.success(`已下载：${await fetchFile()}`);
    } catch {
      // the client already showed why
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
