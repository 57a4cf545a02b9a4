// acc5's views of a real-ledger case: 题目管理 (topic_management: the business items in order with their documents
// and model vouchers) and 报表管理 (report_management: the model statements the engine draws from the model
// vouchers). A case is chosen from the list; it is changed through 课程管理's 导出/导入 (the editing screens are not
// built yet, and these pages say so).
import type { TLxCaseRow } from '@sxpt/contract';
import type { TLedgerCase } from '@sxpt/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Collapse, Empty, Select, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { LedgerDocuments } from '../ledger/documents';
import { formatAmount } from '../ledger/lx-api';
import { ledgerAdminApi } from './ledger-admin-api';
import { StatementTable } from './statement-table';
import '../ledger/ledger.css';

const NOTE = '本页只供查看。修改案例：在“课程管理”中导出案例文件，修改后导入为新案例，系统会检查后再允许启用。';

function useCases() {
  return useQuery({
    queryKey: ['lx-admin', 'list', 'all'],
    queryFn: () => ledgerAdminApi.list({ page: 1, page_size: 100, keyword: '' }),
  });
}

function CasePicker({
  cases,
  value,
  onChange,
}: {
  cases: readonly TLxCaseRow[];
  value: number | undefined;
  onChange: (id: number) => void;
}) {
  return (
    <Select
      aria-label="实训案例"
      style={{ minWidth: 420 }}
      value={value}
      onChange={onChange}
      options={cases.map((row) => ({ value: row.id, label: `${row.name}（${row.period}）` }))}
      placeholder="选择实训案例"
    />
  );
}

function useChosenCase() {
  const cases = useCases();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const id = chosen ?? cases.data?.list[0]?.id;
  const detail = useQuery({
    queryKey: ['lx-admin', 'detail', id],
    queryFn: () => ledgerAdminApi.detail(id as number),
    enabled: id !== undefined,
  });
  return { cases, id, setChosen, detail };
}

function VoucherTable({
  data,
  lines,
}: {
  data: TLedgerCase;
  lines: TLedgerCase['items'][number]['vouchers'][number]['lines'];
}) {
  const names = new Map<string, string>();
  for (const account of data.accounts) names.set(account.code, account.name);
  return (
    <table className="lx-answer-table">
      <thead>
        <tr>
          <th>摘要</th>
          <th>会计科目</th>
          <th>辅助核算 / 数量</th>
          <th>借方金额</th>
          <th>贷方金额</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a voucher's lines in order
          <tr key={index}>
            <td>{line.summary}</td>
            <td>
              {line.account} {names.get(line.account) ?? ''}
            </td>
            <td>
              {Object.values(line.aux ?? {}).join('、')}
              {line.quantity ? ` 数量${line.quantity}` : ''}
            </td>
            <td className="num">{formatAmount(line.debit)}</td>
            <td className="num">{formatAmount(line.credit)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TopicManagePage() {
  const { cases, id, setChosen, detail } = useChosenCase();
  if (cases.isError) return <LoadFailed title="实训案例加载失败" error={cases.error} onRetry={() => cases.refetch()} />;
  const data = detail.data?.data;
  return (
    <Card title="账务实训 · 题目管理">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon message={NOTE} />
        <CasePicker cases={cases.data?.list ?? []} value={id} onChange={setChosen} />
        {detail.isLoading && <Spin />}
        {!data && !detail.isLoading && <Empty description="还没有实训案例" />}
        {data && (
          <Collapse
            items={data.items.map((item) => ({
              key: String(item.id),
              label: (
                <span>
                  业务{item.id}　{item.date.slice(5)}　{item.title}
                  {item.periodEnd ? <Tag style={{ marginLeft: 8 }}>期末处理</Tag> : null}
                  <Tag style={{ marginLeft: 8 }}>凭证{item.vouchers.length}张</Tag>
                </span>
              ),
              children: (
                <Space direction="vertical" style={{ width: '100%' }}>
                  <div>{item.description}</div>
                  {item.vouchers.map((voucher, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the model vouchers in order
                    <div key={index}>
                      <div style={{ fontWeight: 500, margin: '4px 0' }}>
                        参考凭证{item.vouchers.length > 1 ? index + 1 : ''}（附单据{voucher.attachments}张）
                      </div>
                      <VoucherTable data={data} lines={voucher.lines} />
                    </div>
                  ))}
                  <Collapse
                    size="small"
                    items={[
                      {
                        key: 'docs',
                        label: `原始凭证（${item.documents.length}张）`,
                        children: <LedgerDocuments documents={item.documents} />,
                      },
                    ]}
                  />
                </Space>
              ),
            }))}
          />
        )}
      </Space>
    </Card>
  );
}

export function ReportManagePage() {
  const { cases, id, setChosen, detail } = useChosenCase();
  const check = useQuery({
    queryKey: ['lx-admin', 'check', id],
    queryFn: () => ledgerAdminApi.check((detail.data as { data: TLedgerCase }).data),
    enabled: detail.data !== undefined,
  });
  if (cases.isError) return <LoadFailed title="实训案例加载失败" error={cases.error} onRetry={() => cases.refetch()} />;
  return (
    <Card title="账务实训 · 报表管理">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          message={`参考报表由系统按案例的期初余额和全部参考凭证计算，学生的报表与之逐格比对。${NOTE}`}
        />
        <CasePicker cases={cases.data?.list ?? []} value={id} onChange={setChosen} />
        {(detail.isLoading || check.isLoading) && <Spin />}
        {check.data && check.data.problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            message={`案例有${check.data.problems.length}处问题，不能计算参考报表`}
            description={check.data.problems.slice(0, 20).join('；')}
          />
        )}
        {check.data?.statements.map((statement) => (
          <StatementTable key={statement.type} statement={statement} />
        ))}
      </Space>
    </Card>
  );
}
