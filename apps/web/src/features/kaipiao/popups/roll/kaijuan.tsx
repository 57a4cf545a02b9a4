// kaijuan (发票卷信息, the invoice-roll opening dialog of spec 01 §2): read-only information of the rolls the student
// has read in — code, numbers, the current (next) number and what is left — and, for the chosen roll, the code
// and number the next invoice will carry as the server hands them out (invoice_num).
import type { TBwkpRoll } from '@sxpt/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ClientWindow } from '../../client-window';
import { kaipiaoApi, kaipiaoKeys } from '../../kaipiao-api';
import type { TPopupProps } from '../../popup-types';
import { formatTime, kindLabel, type TInvoiceKind } from './roll-labels';
import './roll.css';

export interface TKaijuanProps {
  /** the kind shown first (default: the first read-in roll) */
  invoiceType?: TInvoiceKind;
}

const USED_UP = '已用完';

const columns: TableColumnsType<TBwkpRoll> = [
  { title: '发票种类', dataIndex: 'invoice_type', key: 'invoice_type', render: (value: number) => kindLabel(value) },
  { title: '发票代码', dataIndex: 'invoice_code', key: 'invoice_code' },
  { title: '起始号码', dataIndex: 'start_num', key: 'start_num' },
  { title: '终止号码', dataIndex: 'end_num', key: 'end_num' },
  {
    title: '当前号码',
    dataIndex: 'next_num',
    key: 'next_num',
    render: (value: string) => value || USED_UP,
  },
  { title: '已开票数', dataIndex: 'ykp_num', key: 'ykp_num', align: 'right' },
  { title: '剩余份数', dataIndex: 'remaining', key: 'remaining', align: 'right' },
  { title: '读入时间', dataIndex: 'read_at', key: 'read_at', render: (value: string | null) => formatTime(value) },
];

export default function Kaijuan({ zIndex, close, props }: TPopupProps<TKaijuanProps>) {
  const rolls = useQuery({ queryKey: kaipiaoKeys.rolls, queryFn: () => kaipiaoApi.rolls() });
  const readIn = (rolls.data?.list ?? []).filter((roll) => roll.is_read === 1);
  const [chosen, setChosen] = useState<TInvoiceKind | undefined>(props.invoiceType);
  const current = readIn.find((roll) => roll.invoice_type === chosen) ?? readIn[0];
  const kind = current?.invoice_type;
  // the next number as the server will issue it; asked only for a read-in roll that still has numbers
  const next = useQuery({
    queryKey: [...kaipiaoKeys.all, 'invoice-num', kind],
    queryFn: () => kaipiaoApi.invoiceNum(kind as TInvoiceKind),
    enabled: Boolean(current?.next_num),
  });

  return (
    <ClientWindow
      title="发票卷信息"
      zIndex={zIndex}
      onClose={close}
      width={860}
      testId="kp-kaijuan"
      footer={
        <Button size="small" type="primary" onClick={close}>
          关闭
        </Button>
      }
    >
      <p className="kp-roll-caption">已读入的发票卷（单击一行查看该卷的当前发票）</p>
      <Table<TBwkpRoll>
        className="kp-roll-grid"
        size="small"
        bordered
        rowKey="id"
        columns={columns}
        dataSource={readIn}
        loading={rolls.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          type: 'radio',
          columnWidth: 32,
          selectedRowKeys: current ? [current.id] : [],
          onChange: (_keys, rows) => setChosen(rows[0]?.invoice_type),
        }}
        onRow={(row) => ({ onClick: () => setChosen(row.invoice_type) })}
        locale={{ emptyText: '尚未读入发票卷，请先申领发票并通过“发票读入”读入' }}
      />
      {current ? (
        <>
          <p className="kp-roll-caption" style={{ marginTop: 12 }}>
            当前发票卷：{kindLabel(current.invoice_type)}
          </p>
          <dl className="kp-roll-info" data-testid="kp-kaijuan-current">
            <dt>发票代码</dt>
            <dd>{next.data?.fp_dm ?? current.invoice_code}</dd>
            <dt>当前号码</dt>
            <dd>{current.next_num ? (next.data?.fp_num ?? current.next_num) : USED_UP}</dd>
            <dt>剩余份数</dt>
            <dd>{current.remaining}</dd>
            <dt>号码段</dt>
            <dd>
              {current.start_num} — {current.end_num}
            </dd>
          </dl>
        </>
      ) : null}
    </ClientWindow>
  );
}
