// The filters and the 21-column grid of the issued-invoice screens (chaxun 已开发票查询, zuofei 已开发票作废):
// the student's own invoices from get_invoice, filtered on the server.
import type { TBwkpInvoice } from '@sxpt/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Checkbox, ConfigProvider, DatePicker, Input, Select, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { kaipiaoApi, kaipiaoKeys } from '../../kaipiao-api';
import {
  formatTime,
  INVOICE_STATE_LABELS,
  INVOICE_TYPE_LABELS,
  invoiceStateOf,
  LIST_FLAG_LABELS,
  money,
  voidFlagLabel,
} from './format';
import { GRID_THEME } from './grid-theme';
import './query.css';

export type TInvoiceFilters = NonNullable<Parameters<typeof kaipiaoApi.invoices>[0]>;

/** What the filter bar holds (0 = 全部). */
export interface TInvoiceFilterForm {
  invoice_type: 0 | 1 | 2;
  invoice_status: 0 | 1 | 2;
  keyword: string;
  date_from: string;
  date_to: string;
  /** 发票状态 checkboxes: 正常 (not voided) and 作废 (voided) */
  normal: boolean;
  voided: boolean;
}

export const DEFAULT_FILTER_FORM: TInvoiceFilterForm = {
  invoice_type: 0,
  invoice_status: 0,
  keyword: '',
  date_from: '',
  date_to: '',
  normal: true,
  voided: true,
};

export const PAGE_SIZE = 50;

/**
 * The server's filters for the bar: kind and sign when chosen, the trimmed keyword (number, code or buyer), the
 * date range, and zf_status from the status checkboxes (正常 only → 1, 作废 only → 2, both → none). Null when
 * no status is ticked (nothing can match).
 */
export function toServerFilters(form: TInvoiceFilterForm): TInvoiceFilters | null {
  if (!form.normal && !form.voided) return null;
  const filters: TInvoiceFilters = {};
  if (form.invoice_type !== 0) filters.invoice_type = form.invoice_type;
  if (form.invoice_status !== 0) filters.invoice_status = form.invoice_status;
  const keyword = form.keyword.trim();
  if (keyword !== '') filters.keyword = keyword;
  if (form.date_from) filters.date_from = form.date_from;
  if (form.date_to) filters.date_to = form.date_to;
  if (form.normal !== form.voided) filters.zf_status = form.normal ? 1 : 2;
  return filters;
}

const DATE = 'YYYY-MM-DD';

function DateField({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  return (
    <DatePicker
      size="small"
      value={value ? dayjs(value, DATE) : null}
      format={DATE}
      placeholder={label}
      aria-label={label}
      style={{ width: 128 }}
      onChange={(date) => onChange(date ? date.format(DATE) : '')}
    />
  );
}

export function InvoiceFilterBar({
  value,
  onChange,
  onSearch,
}: {
  value: TInvoiceFilterForm;
  onChange: (next: TInvoiceFilterForm) => void;
  onSearch: () => void;
}) {
  const set = <K extends keyof TInvoiceFilterForm>(key: K, v: TInvoiceFilterForm[K]) =>
    onChange({ ...value, [key]: v });
  return (
    <div className="kp-filter-bar" data-testid="kp-invoice-filters">
      <span className="kp-filter-item">
        发票种类
        <Select
          size="small"
          aria-label="发票种类"
          style={{ width: 140 }}
          value={value.invoice_type}
          onChange={(v) => set('invoice_type', v)}
          options={[
            { value: 0, label: '全部' },
            { value: 1, label: INVOICE_TYPE_LABELS[1] },
            { value: 2, label: INVOICE_TYPE_LABELS[2] },
          ]}
        />
      </span>
      <span className="kp-filter-item">
        发票类别
        <Select
          size="small"
          aria-label="发票类别"
          style={{ width: 96 }}
          value={value.invoice_status}
          onChange={(v) => set('invoice_status', v)}
          options={[
            { value: 0, label: '全部' },
            { value: 1, label: '正数发票' },
            { value: 2, label: '负数发票' },
          ]}
        />
      </span>
      <span className="kp-filter-item">
        查询条件
        <Input
          size="small"
          aria-label="查询条件"
          placeholder="发票号码/发票代码/购方名称"
          style={{ width: 230 }}
          value={value.keyword}
          allowClear
          onChange={(event) => set('keyword', event.target.value)}
          onPressEnter={onSearch}
        />
      </span>
      <span className="kp-filter-item">
        开票日期
        <DateField label="开始日期" value={value.date_from} onChange={(v) => set('date_from', v)} />至
        <DateField label="结束日期" value={value.date_to} onChange={(v) => set('date_to', v)} />
      </span>
      <span className="kp-filter-item">
        发票状态
        <Checkbox checked={value.normal} onChange={(event) => set('normal', event.target.checked)}>
          正常
        </Checkbox>
        <Checkbox checked={value.voided} onChange={(event) => set('voided', event.target.checked)}>
          作废
        </Checkbox>
      </span>
      <Button size="small" type="primary" onClick={onSearch}>
        查询
      </Button>
    </div>
  );
}

/** The student's invoices for the applied filters and page (disabled while no status is ticked). */
export function useInvoiceList(filters: TInvoiceFilters | null, page: number) {
  const body = { ...(filters ?? {}), page, page_size: PAGE_SIZE };
  return useQuery({
    queryKey: kaipiaoKeys.invoices(body),
    queryFn: () => kaipiaoApi.invoices(body),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });
}

const text = (value: string | null | undefined) => value ?? '';

/** The 21 columns of the real client's issued-invoice list. */
export const INVOICE_COLUMNS: TableColumnsType<TBwkpInvoice> = [
  { title: '发票种类', key: 'invoice_type', width: 118, render: (_, row) => INVOICE_TYPE_LABELS[row.invoice_type] },
  {
    title: '发票状态',
    key: 'state',
    width: 76,
    render: (_, row) => INVOICE_STATE_LABELS[invoiceStateOf(row)],
  },
  { title: '发票代码', dataIndex: 'invoice_code', width: 110 },
  { title: '发票号码', dataIndex: 'invoice_num', width: 84 },
  { title: '购方名称', dataIndex: 'kh_name', width: 200, ellipsis: true },
  { title: '购方税号', dataIndex: 'kh_sbh', width: 160 },
  { title: '地址电话', dataIndex: 'address_telephone', width: 200, ellipsis: true },
  { title: '银行账号', dataIndex: 'bank_account', width: 200, ellipsis: true },
  { title: '开票日期', key: 'kp_time', width: 140, render: (_, row) => formatTime(row.kp_time) },
  { title: '合计金额', key: 'total_amount', width: 100, align: 'right', render: (_, row) => money(row.total_amount) },
  { title: '合计税额', key: 'tax_amount', width: 90, align: 'right', render: (_, row) => money(row.tax_amount) },
  { title: '价税合计', key: 'total_price', width: 100, align: 'right', render: (_, row) => money(row.total_price) },
  { title: '主要商品名称', dataIndex: 'goods_name', width: 180, ellipsis: true },
  { title: '清单标志', key: 'list', width: 70, render: (_, row) => LIST_FLAG_LABELS[row.list_identifier] },
  { title: '作废标志', key: 'zf', width: 70, render: (_, row) => voidFlagLabel(row) },
  { title: '作废日期', key: 'void_time', width: 140, render: (_, row) => formatTime(row.void_time) },
  { title: '原发票代码', dataIndex: 'y_invoice_code', width: 110, render: text },
  { title: '原发票号码', dataIndex: 'y_invoice_num', width: 90, render: text },
  { title: '通知单编号', dataIndex: 'notic_no', width: 140, render: text },
  { title: '开票人', dataIndex: 'drawer', width: 70 },
  { title: '备注', dataIndex: 'remark', width: 260, ellipsis: true },
];

export function InvoiceGrid({
  invoices,
  total,
  page,
  loading,
  selectedId,
  onPage,
  onSelect,
  onOpen,
  emptyText,
}: {
  invoices: readonly TBwkpInvoice[];
  total: number;
  page: number;
  loading: boolean;
  selectedId: number | null;
  onPage: (page: number) => void;
  onSelect: (invoice: TBwkpInvoice) => void;
  onOpen: (invoice: TBwkpInvoice) => void;
  emptyText?: string;
}) {
  return (
    <div className="kp-grid">
      <ConfigProvider theme={GRID_THEME}>
        <Table<TBwkpInvoice>
          size="small"
          bordered
          rowKey="id"
          columns={INVOICE_COLUMNS}
          dataSource={invoices as TBwkpInvoice[]}
          loading={loading}
          scroll={{ x: 'max-content', y: 300 }}
          locale={{ emptyText: emptyText ?? '没有符合条件的发票' }}
          rowClassName={(row) =>
            [row.id === selectedId ? 'kp-row-selected' : '', row.zf_status === 2 ? 'kp-row-void' : ''].join(' ').trim()
          }
          onRow={(row) => ({
            onClick: () => onSelect(row),
            onDoubleClick: () => onOpen(row),
          })}
          pagination={
            total > PAGE_SIZE
              ? { current: page, pageSize: PAGE_SIZE, total, size: 'small', showSizeChanger: false, onChange: onPage }
              : false
          }
        />
      </ConfigProvider>
      <div className="kp-grid-count">共 {total} 张发票</div>
    </div>
  );
}
