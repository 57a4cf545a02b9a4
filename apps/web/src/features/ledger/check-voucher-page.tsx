// 查凭证 (check_voucher): every voucher of the books in order, filtered by status; ticked vouchers are 审核 (as the
// exercise's reviewer, never the preparer), 取消审核 or 记账; a draft may be deleted (the later drafts of its word
// close up their numbers), a posted one corrected by 红字冲销. Each row opens to show its lines.
import type { TLxExercise, TLxVoucher } from '@sxpt/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Radio, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useToast } from '../../app/toast';
import { formatAmount, lxApi, lxKeys, VOUCHER_STATUS_LABELS } from './lx-api';
import { LedgerLoadFailed, LedgerPage, LedgerPanel } from './lx-shell';

const STATUS_COLORS: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success' };

function VoucherLines({ exercise, voucher }: { exercise: TLxExercise; voucher: TLxVoucher }) {
  const names = new Map(exercise.accounts.map((account) => [account.code, account.full_name]));
  return (
    <table className="lx-answer-table">
      <thead>
        <tr>
          <th>摘要</th>
          <th>会计科目</th>
          <th>借方金额</th>
          <th>贷方金额</th>
        </tr>
      </thead>
      <tbody>
        {voucher.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a voucher's lines in order
          <tr key={index}>
            <td>{line.summary}</td>
            <td>
              {line.account} {names.get(line.account)}
              {line.quantity ? `（数量${line.quantity}）` : ''}
            </td>
            <td className={`num${line.debit?.startsWith('-') ? ' lx-red' : ''}`}>{formatAmount(line.debit)}</td>
            <td className={`num${line.credit?.startsWith('-') ? ' lx-red' : ''}`}>{formatAmount(line.credit)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CheckVoucher({ exercise }: { exercise: TLxExercise }) {
  const client = useQueryClient();
  const toast = useToast();
  const vouchers = useQuery({ queryKey: lxKeys.vouchers, queryFn: () => lxApi.vouchers() });
  const [filter, setFilter] = useState<'all' | '0' | '1' | '2'>('all');
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const rows = useMemo(
    () => (vouchers.data ?? []).filter((v) => filter === 'all' || String(v.status) === filter),
    [vouchers.data, filter],
  );
  if (vouchers.isError) return <LedgerLoadFailed what="凭证" />;
  const chosen = (vouchers.data ?? []).filter((v) => selected.includes(v.id));

  const run = async (name: string, work: () => Promise<unknown>, done: string) => {
    setBusy(name);
    try {
      await work();
      void toast.success(done);
      setSelected([]);
      await client.invalidateQueries({ queryKey: lxKeys.all });
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(null);
    }
  };
  const closed = exercise.closed;
  const single = chosen.length === 1 ? chosen[0] : null;
  return (
    <LedgerPanel
      title="凭证列表"
      extra={
        <Radio.Group
          size="small"
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value);
            setSelected([]);
          }}
          optionType="button"
          options={[
            { value: 'all', label: '全部' },
            { value: '0', label: '未审核' },
            { value: '1', label: '已审核' },
            { value: '2', label: '已记账' },
          ]}
        />
      }
    >
      <Space className="lx-toolbar" wrap>
        <Button
          type="primary"
          disabled={closed || chosen.length === 0 || chosen.some((v) => v.status !== 0)}
          loading={busy === 'audit'}
          onClick={() => run('audit', () => lxApi.voucherAction(selected, 'audit'), '审核成功')}
        >
          审核
        </Button>
        <Button
          disabled={closed || chosen.length === 0 || chosen.some((v) => v.status !== 1)}
          loading={busy === 'unaudit'}
          onClick={() => run('unaudit', () => lxApi.voucherAction(selected, 'unaudit'), '已取消审核')}
        >
          取消审核
        </Button>
        <Button
          disabled={closed || chosen.length === 0 || chosen.some((v) => v.status !== 1)}
          loading={busy === 'post'}
          onClick={() => run('post', () => lxApi.voucherAction(selected, 'post'), '记账成功')}
        >
          记账
        </Button>
        <Popconfirm
          title="确定删除吗？"
          disabled={closed || !single || single.status !== 0}
          onConfirm={() => single && run('delete', () => lxApi.voucherAction([single.id], 'delete'), '删除成功')}
        >
          <Button danger disabled={closed || !single || single.status !== 0} loading={busy === 'delete'}>
            删除
          </Button>
        </Popconfirm>
        <Popconfirm
          title="将生成一张红字凭证冲销所选凭证，确定吗？"
          disabled={closed || !single || single.status !== 2}
          onConfirm={() => single && run('reverse', () => lxApi.reverse(single.id), '已生成红字冲销凭证')}
        >
          <Button disabled={closed || !single || single.status !== 2} loading={busy === 'reverse'}>
            红字冲销
          </Button>
        </Popconfirm>
        <span className="lx-hint">
          审核人：{exercise.people.reviewer}　记账人：{exercise.people.poster}
        </span>
      </Space>
      <Table<TLxVoucher>
        size="small"
        bordered
        rowKey="id"
        loading={vouchers.isLoading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 1200 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        expandable={{ expandedRowRender: (voucher) => <VoucherLines exercise={exercise} voucher={voucher} /> }}
        locale={{ emptyText: '还没有凭证，请先在“录凭证”中填制' }}
        columns={[
          { title: '日期', dataIndex: 'date', width: 110 },
          { title: '凭证字号', key: 'no', width: 90, render: (_, v) => `${v.word}-${v.number}` },
          {
            title: '摘要',
            key: 'summary',
            ellipsis: true,
            width: 220,
            render: (_, v) => v.lines[0]?.summary ?? '',
          },
          {
            title: '借方合计',
            dataIndex: 'debit_total',
            align: 'right',
            width: 130,
            render: (value) => formatAmount(value, false),
          },
          {
            title: '贷方合计',
            dataIndex: 'credit_total',
            align: 'right',
            width: 130,
            render: (value) => formatAmount(value, false),
          },
          { title: '附单据', dataIndex: 'attachments', width: 70, align: 'center' },
          { title: '制单', dataIndex: 'preparer', width: 80 },
          { title: '审核', dataIndex: 'reviewer', width: 80 },
          { title: '记账', dataIndex: 'poster', width: 80 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (status: number) => <Tag color={STATUS_COLORS[status]}>{VOUCHER_STATUS_LABELS[status]}</Tag>,
          },
        ]}
      />
    </LedgerPanel>
  );
}

export default function CheckVoucherPage() {
  return <LedgerPage title="查凭证">{(exercise) => <CheckVoucher exercise={exercise} />}</LedgerPage>;
}
