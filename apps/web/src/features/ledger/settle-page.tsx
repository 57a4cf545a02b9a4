// /studentViews/handsonViews/settle/index (期末结账): the period-end items as the software lists them (each with its
// state, a link to enter its voucher), the vouchers by status, and 结账 (refused with every check the period fails)
// or, once closed, 反结账.
import type { TLxExercise } from '@sxpt/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Popconfirm, Result, Statistic, Steps, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { countByStatus, QueryBody, shortDate, useVouchers } from './book-tables';
import { LX_PATHS, lxApi, lxKeys, VOUCHER_STATUS_LABELS } from './lx-api';
import { LedgerLoadFailed, LedgerPage, LedgerPanel } from './lx-shell';

const ITEM_STATES: Record<0 | 1 | 2, { status: 'wait' | 'finish' | 'error'; color?: string; text: string }> = {
  0: { status: 'wait', text: '未做' },
  1: { status: 'finish', color: 'green', text: '已完成' },
  2: { status: 'error', color: 'red', text: '有误' },
};

function PeriodEndItems({ exercise }: { exercise: TLxExercise }) {
  const items = exercise.items.filter((item) => item.period_end);
  if (items.length === 0) return <Empty description="本实训没有期末处理业务" />;
  return (
    <Steps
      orientation="vertical"
      size="small"
      items={items.map((item) => {
        const state = ITEM_STATES[item.state];
        return {
          key: item.id,
          status: state.status,
          title: <Link to={`${LX_PATHS.record}?item=${item.id}`}>{item.title}</Link>,
          content: (
            <span>
              {shortDate(item.date)}{' '}
              <Tag color={state.color} data-testid={`lx-settle-item-${item.id}`}>
                {state.text}
              </Tag>
            </span>
          ),
        };
      })}
    />
  );
}

function VoucherCounts() {
  const vouchers = useVouchers();
  return (
    <QueryBody query={vouchers} failed={<LedgerLoadFailed what="凭证" />}>
      {(all) => {
        const counts = countByStatus(all);
        return (
          <div className="lx-settle-counts">
            {([0, 1, 2] as const).map((status) => (
              <Statistic key={status} title={VOUCHER_STATUS_LABELS[status]} value={counts[status]} suffix="张" />
            ))}
          </div>
        );
      }}
    </QueryBody>
  );
}

function Settle({ exercise }: { exercise: TLxExercise }) {
  const client = useQueryClient();
  const [problems, setProblems] = useState<string[]>([]);
  const settle = useMutation({
    mutationFn: (action: 'close' | 'reopen') => lxApi.settle(action),
    onSuccess: (result) => {
      setProblems(result.problems);
      void client.invalidateQueries({ queryKey: lxKeys.all });
    },
  });
  const pending = settle.isPending;
  return (
    <div className="lx-settle-grid">
      <LedgerPanel title="期末处理">
        <PeriodEndItems exercise={exercise} />
      </LedgerPanel>
      <div>
        <LedgerPanel title="凭证情况">
          <VoucherCounts />
          <Link to={LX_PATHS.check}>去查凭证（审核、记账）</Link>
        </LedgerPanel>
        <Card
          size="small"
          className="lx-panel"
          style={{ marginTop: 16 }}
          title={`${exercise.year}年${exercise.month}月结账`}
        >
          {exercise.closed ? (
            <Result
              status="success"
              title="本期已结账"
              subTitle="结账后不能再填制、审核或记账凭证"
              extra={
                <Popconfirm
                  title="确定反结账吗？"
                  okText="确定"
                  cancelText="取消"
                  onConfirm={() => settle.mutateAsync('reopen').catch(() => undefined)}
                >
                  <Button loading={pending}>反结账</Button>
                </Popconfirm>
              }
            />
          ) : (
            <>
              {problems.length > 0 ? (
                <Alert
                  type="error"
                  showIcon
                  style={{ marginBottom: 12 }}
                  title="结账检查未通过"
                  description={
                    <ul>
                      {problems.map((problem) => (
                        <li key={problem}>{problem}</li>
                      ))}
                    </ul>
                  }
                />
              ) : null}
              <p className="lx-book-note">结账前请完成全部期末处理业务，审核并记账全部凭证。</p>
              <Button type="primary" loading={pending} onClick={() => settle.mutate('close')}>
                结账
              </Button>
            </>
          )}
        </Card>
      </div>
    </div>
  );
}

export default function SettlePage() {
  return <LedgerPage title="期末结账">{(exercise) => <Settle exercise={exercise} />}</LedgerPage>;
}
