// The 13-column list of red-letter information forms (hzcx, and the download result of hzxz).
import type { TBwkpRedForm } from '@sxpt/contract';
import { ConfigProvider, Table, type TableColumnsType } from 'antd';
import { formatDate, formatTime, money } from '../query/format';
import { GRID_THEME } from '../query/grid-theme';
import { RED_FORM_STATUS_LABELS, SQFS_LABELS } from './red-format';
import '../query/query.css';

export const RED_FORM_COLUMNS: TableColumnsType<TBwkpRedForm> = [
  { title: '信息表编号', key: 'number', width: 150, render: (_, row) => row.number || '（未保存）' },
  { title: '填开日期', key: 'date', width: 90, render: (_, row) => formatDate(row.saved_at ?? row.created_at) },
  { title: '申请方', key: 'sqfs', width: 90, render: (_, row) => SQFS_LABELS[row.sqfs] },
  { title: '购方名称', dataIndex: 'kh_name', width: 200, ellipsis: true },
  { title: '购方税号', dataIndex: 'kh_sbh', width: 160 },
  { title: '销方名称', dataIndex: 'xh_dw_name', width: 200, ellipsis: true },
  { title: '销方税号', dataIndex: 'xh_dw_nsrsbh', width: 160 },
  { title: '合计金额', key: 'total_amount', width: 100, align: 'right', render: (_, row) => money(row.total_amount) },
  { title: '合计税额', key: 'tax_amount', width: 90, align: 'right', render: (_, row) => money(row.tax_amount) },
  { title: '原发票代码', dataIndex: 'blue_invoice_code', width: 110 },
  { title: '原发票号码', dataIndex: 'blue_invoice_num', width: 90 },
  { title: '信息表状态', key: 'status', width: 130, render: (_, row) => RED_FORM_STATUS_LABELS[row.status] },
  { title: '上传日期', key: 'approved_at', width: 140, render: (_, row) => formatTime(row.approved_at) },
];

export function RedFormTable({
  forms,
  loading,
  selectedId,
  onSelect,
  onOpen,
  emptyText,
  height = 300,
}: {
  forms: readonly TBwkpRedForm[];
  loading: boolean;
  selectedId?: number | null;
  onSelect?: (form: TBwkpRedForm) => void;
  onOpen?: (form: TBwkpRedForm) => void;
  emptyText: string;
  height?: number;
}) {
  return (
    <div className="kp-grid">
      <ConfigProvider theme={GRID_THEME}>
        <Table<TBwkpRedForm>
          size="small"
          bordered
          rowKey="id"
          columns={RED_FORM_COLUMNS}
          dataSource={forms as TBwkpRedForm[]}
          loading={loading}
          pagination={false}
          scroll={{ x: 'max-content', y: height }}
          locale={{ emptyText }}
          rowClassName={(row) => (row.id === selectedId ? 'kp-row-selected' : '')}
          onRow={(row) => ({ onClick: () => onSelect?.(row), onDoubleClick: () => onOpen?.(row) })}
        />
      </ConfigProvider>
      <div className="kp-grid-count">共 {forms.length} 条</div>
    </div>
  );
}
