// zuofei (已开发票作废): the issued-invoice list of chaxun with 作废. The browser checks the selection
// (请选择要作废的发票！) and an invoice already void (该发票已经作废，无需重复操作！); the server checks them again,
// with the month and red-flush rules, and completes question 10.1 when the question's invoice is voided.
import { messages } from '@sxpt/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../../api/api-error';
import { useToast } from '../../../../app/toast';
import { ClientWindow } from '../../client-window';
import { kaipiaoApi, kaipiaoKeys } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import type { TPopupProps } from '../../popup-types';
import { INVOICE_TYPE_LABELS } from './format';
import { InvoiceFilterBar, InvoiceGrid } from './invoice-list';
import { InvoiceViewWindow } from './invoice-view';
import { ConfirmBox } from './message-box';
import { useInvoiceScreen } from './use-invoice-screen';

export default function Zuofei({ zIndex, close }: TPopupProps) {
  const screen = useInvoiceScreen();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const target = screen.selected;

  function askVoid() {
    if (!target) {
      void toast.warning(messages.selectInvoiceToVoid);
      return;
    }
    if (target.zf_status === 2) {
      void toast.warning(messages.invoiceAlreadyVoided);
      return;
    }
    setConfirming(true);
  }

  async function doVoid() {
    if (!target) return;
    setBusy(true);
    try {
      const result = await kaipiaoApi.voidInvoice(target.id);
      useKaipiaoStore.getState().setProgress(result.progress);
      void toast.success(result.msg);
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: kaipiaoKeys.all });
    } catch (error) {
      setConfirming(false);
      void toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ClientWindow title="已开发票作废" zIndex={zIndex} onClose={close} width={1080} testId="kp-zuofei">
      <div className="kp-toolbar">
        <Button size="small" type="primary" danger onClick={askVoid}>
          作废
        </Button>
        <Button size="small" disabled={!target} onClick={() => target && screen.view(target)}>
          查看
        </Button>
        <span className="kp-toolbar-spacer" />
        <Button size="small" onClick={close}>
          退出
        </Button>
      </div>
      <InvoiceFilterBar value={screen.form} onChange={screen.setForm} onSearch={screen.search} />
      <InvoiceGrid
        invoices={screen.invoices}
        total={screen.total}
        page={screen.page}
        loading={screen.list.isFetching}
        selectedId={screen.selectedId}
        onPage={screen.setPage}
        onSelect={screen.select}
        onOpen={screen.view}
        emptyText={screen.applied === null ? '请选择发票状态' : undefined}
      />
      {screen.viewing ? (
        <InvoiceViewWindow invoice={screen.viewing} zIndex={zIndex + 1} onClose={screen.closeView} />
      ) : null}
      {confirming && target ? (
        <ConfirmBox
          title="发票作废"
          zIndex={zIndex + 1}
          busy={busy}
          onOk={() => void doVoid()}
          onCancel={() => setConfirming(false)}
          testId="kp-zuofei-confirm"
        >
          确定要作废这张{INVOICE_TYPE_LABELS[target.invoice_type]}吗？
          <br />
          发票代码：{target.invoice_code}　发票号码：{target.invoice_num}
          <br />
          购方名称：{target.kh_name}
        </ConfirmBox>
      ) : null}
    </ClientWindow>
  );
}
