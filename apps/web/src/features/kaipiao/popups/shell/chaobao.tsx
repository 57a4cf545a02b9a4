// chaobao (question 17, 抄报汇总): the real client's 汇总上报 dialog: the taxpayer, the period, the summary of the
// student's issued invoices, and two actions: 发票同步 (only a tip, 发票同步成功) and 汇总上报 (上报成功 completes
// question 17; the server decides order and repeats and its message is shown otherwise).
import { CheckCircleFilled, CloudUploadOutlined, SyncOutlined } from '@ant-design/icons';
import type { TBwkpInvoice, TBwkpStepResult } from '@sxpt/contract';
import { formatYuan } from '@sxpt/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Table, Tag } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../../api/api-error';
import { useToast } from '../../../../app/toast';
import { formatDateTime } from '../../../../components/format-time';
import { reportPeriodOf, shanghaiToday, useClientDate, useIsStoryCalendar } from '../../client-date';
import { ClientWindow } from '../../client-window';
import { kaipiaoApi, kaipiaoKeys } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import type { TPopupProps } from '../../popup-types';
import { summariseInvoices, type TSummaryRow } from './chaobao-summary';
import './popups.css';

const REPORT_QUESTION = 17;
const PAGE_SIZE = 200;

/** Every issued invoice of the student (all pages). */
async function allInvoices(): Promise<TBwkpInvoice[]> {
  const first = await kaipiaoApi.invoices({ page: 1, page_size: PAGE_SIZE });
  const list = [...first.list];
  for (let page = 2; (page - 1) * PAGE_SIZE < first.total; page += 1) {
    list.push(...(await kaipiaoApi.invoices({ page, page_size: PAGE_SIZE })).list);
  }
  return list;
}

/** 所属期 as the dialog writes it: 2026-06 → 2026年6月. */
function periodText(period: string): string {
  const [year, month] = period.split('-').map(Number);
  return `${year}年${month}月`;
}

/** The month of an invoice's 开票日期 in Asia/Shanghai (YYYY-MM). */
function invoiceMonth(invoice: TBwkpInvoice): string {
  return shanghaiToday(new Date(invoice.kp_time)).slice(0, 7);
}

export default function Chaobao({ zIndex, close }: TPopupProps) {
  const toast = useToast();
  const client = useQueryClient();
  const isReported = useKaipiaoStore(
    (state) => state.progress?.find((question) => question.answerId === REPORT_QUESTION)?.isComplete === true,
  );
  const [syncedAt, setSyncedAt] = useState<string | null>(null);
  const qyxx = useQuery({ queryKey: kaipiaoKeys.qyxx, queryFn: kaipiaoApi.qyxxDetail });
  const invoices = useQuery({ queryKey: kaipiaoKeys.invoices({ scope: 'chaobao' }), queryFn: allInvoices });

  const onStep = (result: TBwkpStepResult) => {
    void toast.success(result.msg);
    useKaipiaoStore.getState().setProgress(result.progress);
    void client.invalidateQueries({ queryKey: kaipiaoKeys.status });
  };
  const sync = useMutation({
    mutationFn: () => kaipiaoApi.chaobao('sync'),
    onSuccess: (result) => {
      setSyncedAt(new Date().toISOString());
      onStep(result);
      void invoices.refetch();
    },
    onError: (error) => void toast.error(errorText(error)),
  });
  const report = useMutation({
    mutationFn: () => kaipiaoApi.chaobao('report'),
    onSuccess: onStep,
    onError: (error) => void toast.error(errorText(error)),
  });

  const clientDate = useClientDate();
  const isStoryCalendar = useIsStoryCalendar();
  const period = reportPeriodOf(clientDate, isStoryCalendar);
  // on the story's calendar the summary is the reported month's; otherwise every invoice issued
  const reported = isStoryCalendar
    ? (invoices.data ?? []).filter((invoice) => invoiceMonth(invoice) === period)
    : (invoices.data ?? []);
  const rows = invoices.data ? summariseInvoices(reported) : [];
  const company = qyxx.data?.is_complete ? qyxx.data : null;
  const busy = sync.isPending || report.isPending;

  return (
    <ClientWindow
      title="抄报汇总（汇总上报）"
      zIndex={zIndex}
      onClose={close}
      width={760}
      testId="kp-chaobao"
      footer={
        <>
          <Button icon={<SyncOutlined />} loading={sync.isPending} disabled={busy} onClick={() => sync.mutate()}>
            发票同步
          </Button>
          <Button
            type="primary"
            icon={<CloudUploadOutlined />}
            loading={report.isPending}
            disabled={busy}
            onClick={() => report.mutate()}
          >
            汇总上报
          </Button>
          <Button onClick={close}>关闭</Button>
        </>
      }
    >
      <Descriptions
        size="small"
        bordered
        column={2}
        styles={{ label: { width: 120, whiteSpace: 'nowrap', background: '#e6ebf1' }, content: { background: '#fff' } }}
        items={[
          { key: 'sbh', label: '纳税人识别号', children: company?.nsr_sbh || '—' },
          { key: 'mc', label: '纳税人名称', children: company?.nsr_mc || '—' },
          { key: 'period', label: '所属期', children: periodText(period) },
          { key: 'device', label: '税控设备', children: '金税盘（模拟）' },
          {
            key: 'sync',
            label: '发票同步',
            // the sync time on the client's date (the story's), at the time of day it happened
            children: syncedAt ? `已同步（${clientDate} ${formatDateTime(syncedAt).slice(11)}）` : '未同步',
          },
          {
            key: 'report',
            label: '上报状态',
            children: isReported ? (
              <Tag color="success" icon={<CheckCircleFilled />}>
                已上报
              </Tag>
            ) : (
              <Tag>未上报</Tag>
            ),
          },
        ]}
      />
      <div style={{ margin: '12px 0 6px', fontWeight: 600, color: '#164c8c' }}>本期开票汇总</div>
      <Table<TSummaryRow>
        size="small"
        bordered
        pagination={false}
        loading={invoices.isLoading}
        rowKey="key"
        dataSource={rows}
        data-testid="kp-chaobao-summary"
        rowClassName={(row) => (row.key === 'total' ? 'kp-summary-total' : '')}
        columns={[
          { title: '发票种类', dataIndex: 'label', width: 140 },
          { title: '正数发票份数', dataIndex: 'blue', align: 'right' },
          { title: '正数废票份数', dataIndex: 'blueVoid', align: 'right' },
          { title: '负数发票份数', dataIndex: 'red', align: 'right' },
          { title: '负数废票份数', dataIndex: 'redVoid', align: 'right' },
          { title: '销售额', dataIndex: 'amount', align: 'right', render: (value: string) => formatYuan(value) },
          { title: '税额', dataIndex: 'tax', align: 'right', render: (value: string) => formatYuan(value) },
        ]}
      />
      <div style={{ marginTop: 10, color: '#666', fontSize: 12 }}>
        操作步骤：先点击【发票同步】，再点击【汇总上报】，将本期开具的发票数据汇总上传至税务机关。
      </div>
    </ClientWindow>
  );
}
