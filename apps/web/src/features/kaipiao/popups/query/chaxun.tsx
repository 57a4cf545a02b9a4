// chaxun (已开发票查询): the student's issued invoices with the client's filters and 21 columns; double-click a
// row (or 查看) to see the invoice.
import { Button } from 'antd';
import { ClientWindow } from '../../client-window';
import type { TPopupProps } from '../../popup-types';
import { InvoiceFilterBar, InvoiceGrid } from './invoice-list';
import { InvoiceViewWindow } from './invoice-view';
import { useInvoiceScreen } from './use-invoice-screen';

export default function Chaxun({ zIndex, close }: TPopupProps) {
  const screen = useInvoiceScreen();
  return (
    <ClientWindow title="已开发票查询" zIndex={zIndex} onClose={close} width={1080} testId="kp-chaxun">
      <div className="kp-toolbar">
        <Button
          size="small"
          disabled={!screen.selected}
          onClick={() => screen.selected && screen.view(screen.selected)}
        >
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
    </ClientWindow>
  );
}
