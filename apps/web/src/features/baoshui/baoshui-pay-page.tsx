// /baoshuiViews/pay (缴款流程 › 税费缴纳): the amounts owed by declared returns, ticked and paid by 三方协议缴款 from
// an account of the company; the portal's messages when the account has no agreement. Paid returns are 已完成.
import type { TBaoshuiCourseDetail, TBaoshuiTaxItem } from '@sxpt/contract';
import { sumMoney } from '@sxpt/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { baoshuiApi, statusGroup } from './baoshui-api';
import { BaoshuiPage, useFiling } from './baoshui-shell';
import { StatusTag } from './returns-due';

interface TOwedRow {
  key: string;
  item: TBaoshuiTaxItem;
  label: string;
  amount: string;
}

function owedRows(items: TBaoshuiTaxItem[]): TOwedRow[] {
  return items.flatMap((item) =>
    (item.payables ?? []).map((payable) => ({
      key: `${item.id}-${payable.label}`,
      item,
      label: payable.label,
      amount: payable.amount,
    })),
  );
}

function accountLabel(account: TBaoshuiCourseDetail['accounts'][number]) {
  return `${account.subbranch} ${account.card_number}`;
}

function Payment({ items }: { items: TBaoshuiTaxItem[] }) {
  const { detail, refresh } = useFiling();
  const { modal, message } = App.useApp();
  const owed = items.filter((item) => statusGroup(item.status) === 'payable');
  const paid = items.filter((item) => statusGroup(item.status) === 'completed' && item.paid_date);
  const [ticked, setTicked] = useState<number[]>([]);
  const [account, setAccount] = useState<string | undefined>(detail.data?.accounts[0]?.card_number);
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = owed.filter((item) => ticked.includes(item.id));
  const total = sumMoney(owedRows(chosen).map((row) => row.amount));
  const payMutation = useMutation({
    mutationFn: () => baoshuiApi.pay(ticked, account ?? ''),
    onSuccess: (result) => {
      setProblem(null);
      setTicked([]);
      message.success(`缴款成功，共缴纳 ${result.total} 元`);
      void refresh();
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : '缴款失败，请重试'),
  });
  const confirmPay = () => {
    if (chosen.length === 0) {
      setProblem('请勾选要缴纳的税费');
      return;
    }
    modal.confirm({
      title: '三方协议缴款',
      content: `从账户 ${account ?? ''} 缴纳税费合计 ${total} 元，确认缴款吗？`,
      okText: '确认缴款',
      cancelText: '取消',
      onOk: () => payMutation.mutateAsync().catch(() => undefined),
    });
  };
  return (
    <>
      <h2 className="bs-title">税费缴纳</h2>
      <div className="bs-panel">
        <h3>应缴税费</h3>
        {owed.length === 0 ? (
          <Empty description="没有待缴款的税费：申报成功后，应缴税费会自动出现在这里" />
        ) : (
          <>
            <Table<TBaoshuiTaxItem>
              rowKey="id"
              pagination={false}
              dataSource={owed}
              rowSelection={{ selectedRowKeys: ticked, onChange: (keys) => setTicked(keys as number[]) }}
              columns={[
                { title: '申报表', dataIndex: 'return_title' },
                {
                  title: '所属期',
                  key: 'period',
                  width: 210,
                  render: (_, item) => `${item.period_start} 至 ${item.period_end}`,
                },
                {
                  title: '征收项目及应缴金额（元）',
                  key: 'payables',
                  render: (_, item) => (
                    <ul className="bs-payables">
                      {(item.payables ?? []).map((payable) => (
                        <li key={payable.label}>
                          <span>{payable.label}</span>
                          <span className="bs-money">{payable.amount}</span>
                        </li>
                      ))}
                    </ul>
                  ),
                },
                { title: '申报日期', dataIndex: 'declared_date', width: 110 },
                { title: '缴款期限', dataIndex: 'deadline', width: 110 },
              ]}
            />
            <Space className="bs-pay-bar" wrap>
              <span>缴款账户</span>
              <Select
                aria-label="缴款账户"
                style={{ width: 360 }}
                value={account}
                onChange={setAccount}
                options={(detail.data?.accounts ?? []).map((entry) => ({
                  value: entry.card_number,
                  label: accountLabel(entry),
                }))}
              />
              <span>
                合计：<strong className="bs-money">{total}</strong> 元
              </span>
              <Button type="primary" onClick={confirmPay} loading={payMutation.isPending}>
                三方协议缴款
              </Button>
            </Space>
            {problem ? <Alert type="error" showIcon message={problem} className="bs-pay-problem" /> : null}
          </>
        )}
      </div>
      <div className="bs-panel">
        <h3>已缴款</h3>
        <Table<TBaoshuiTaxItem>
          rowKey="id"
          pagination={false}
          dataSource={paid}
          locale={{ emptyText: '暂无缴款记录' }}
          columns={[
            { title: '申报表', dataIndex: 'return_title' },
            { title: '缴款日期', dataIndex: 'paid_date', width: 110 },
            {
              title: '缴款金额（元）',
              key: 'amount',
              width: 140,
              render: (_, item) => sumMoney((item.payables ?? []).map((payable) => payable.amount)),
            },
            {
              title: '状态',
              dataIndex: 'status',
              width: 90,
              render: (status: number) => <StatusTag status={status} />,
            },
          ]}
        />
      </div>
    </>
  );
}

export default function BaoshuiPayPage() {
  return <BaoshuiPage position="缴款流程 › 税费缴纳">{(items) => <Payment items={items} />}</BaoshuiPage>;
}
