// duruInvoice (读入发票结果): the rolls the server has just read in (invoice_read's table: category name with the
// province word, code, numbers, count, the 开票限额 99999.99, read-in time). 确定 closes it; the server already
// marked step 4 done, the progress is refreshed once more so the question window shows it.
import type { TBwkpReadRoll } from '@sxpt/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Table, type TableColumnsType } from 'antd';
import { ClientWindow } from '../../client-window';
import { kaipiaoKeys } from '../../kaipiao-api';
import type { TPopupProps } from '../../popup-types';
import { usePopup } from '../../use-popup';
import { formatTime } from './roll-labels';
import './roll.css';

export interface TDuruInvoiceProps {
  /** invoice_read's list */
  list?: TBwkpReadRoll[];
}

const columns: TableColumnsType<TBwkpReadRoll> = [
  { title: '序号', key: 'index', width: 48, align: 'center', render: (_value, _row, index) => index + 1 },
  { title: '发票种类名称', dataIndex: 'type_name', key: 'type_name' },
  { title: '发票代码', dataIndex: 'invoice_code', key: 'invoice_code' },
  { title: '起始号码', dataIndex: 'start_num', key: 'start_num' },
  { title: '终止号码', dataIndex: 'end_num', key: 'end_num' },
  { title: '张数', dataIndex: 'count', key: 'count', align: 'right' },
  { title: '开票限额', dataIndex: 'limit', key: 'limit', align: 'right' },
  { title: '读入时间', dataIndex: 'read_at', key: 'read_at', render: (value: string) => formatTime(value) },
];

export default function DuruInvoice({ zIndex, close, props }: TPopupProps<TDuruInvoiceProps>) {
  const popup = usePopup();
  const queryClient = useQueryClient();
  const list = props.list ?? [];

  const done = () => {
    void queryClient.invalidateQueries({ queryKey: kaipiaoKeys.status });
    close();
  };

  return (
    <ClientWindow
      title="发票读入 — 读入结果"
      zIndex={zIndex}
      onClose={done}
      width={860}
      testId="kp-duruInvoice"
      footer={
        <>
          <Button size="small" onClick={() => popup.open('kaijuan')}>
            查看发票卷
          </Button>
          <Button size="small" type="primary" onClick={done}>
            确定
          </Button>
        </>
      }
    >
      <p className="kp-roll-caption">已成功读入以下发票卷（共 {list.length} 卷）：</p>
      <Table<TBwkpReadRoll>
        className="kp-roll-grid"
        size="small"
        bordered
        rowKey={(row) => `${row.invoice_type}-${row.invoice_code}-${row.start_num}`}
        columns={columns}
        dataSource={list}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '没有读入的发票卷' }}
      />
    </ClientWindow>
  );
}
