// The frame of every 账务实训 page inside the student layout: the working context checked (none: back to the
// student's home with a hint), the exercise loaded (company, chart, items), and a header naming the company, its
// standard and the period, with the 已结账 state.
import type { TLxExercise } from '@sxpt/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Result, Spin, Tag } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { useToast } from '../../app/toast';
import { hasLedgerContext, LX_PATHS, lxApi, lxKeys } from './lx-api';
import './ledger.css';

const NO_CONTEXT_MESSAGE = '请从课程的实训练习进入账务实训';

/** The exercise of the working context (company, chart, items with their state). */
export function useExercise() {
  const client = useQueryClient();
  const exercise = useQuery({
    queryKey: lxKeys.exercise,
    queryFn: () => lxApi.exercise({ silent: true }),
    retry: false,
  });
  const refresh = () => client.invalidateQueries({ queryKey: lxKeys.all });
  return { exercise, refresh };
}

function NoContext() {
  const toast = useToast();
  useEffect(() => {
    void toast.warning({ content: NO_CONTEXT_MESSAGE, key: 'lx-no-context', duration: 4 });
  }, [toast]);
  return <Navigate to={LX_PATHS.studentHome} replace />;
}

function Loaded({ title, children }: { title: string; children: (exercise: TLxExercise) => ReactNode }) {
  const { exercise } = useExercise();
  const toast = useToast();
  const warned = useRef(false);
  useEffect(() => {
    if (exercise.isError && !warned.current) {
      warned.current = true;
      void toast.warning({ content: '未找到账务实训案例，请从课程重新进入', key: 'lx-no-case', duration: 4 });
    }
  }, [exercise.isError, toast]);
  if (exercise.isError) return <Navigate to={LX_PATHS.studentHome} replace />;
  if (!exercise.data) {
    return (
      <div className="lx-loading">
        <Spin size="large" />
      </div>
    );
  }
  const data = exercise.data;
  return (
    <div className="lx-root">
      <div className="lx-head">
        <div>
          <h2 className="lx-title">{title}</h2>
          <span className="lx-company" data-testid="lx-company">
            {data.company_name}
          </span>
        </div>
        <div className="lx-head-tags">
          <Tag>{data.standard_name}</Tag>
          <Tag color="blue">
            会计期间：{data.year}年{data.month}月
          </Tag>
          {data.closed ? <Tag color="green">已结账</Tag> : <Tag>未结账</Tag>}
          <Tag>
            业务完成 {data.done_count}/{data.total_count}
          </Tag>
        </div>
      </div>
      {children(data)}
    </div>
  );
}

/** A page of the exercise: the working context, the exercise, the header; `children` gets the exercise. */
export function LedgerPage({ title, children }: { title: string; children: (exercise: TLxExercise) => ReactNode }) {
  return hasLedgerContext() ? <Loaded title={title}>{children}</Loaded> : <NoContext />;
}

/** A plain panel with a title, for the books and lists. */
export function LedgerPanel({ title, extra, children }: { title?: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card size="small" title={title} extra={extra} className="lx-panel">
      {children}
    </Card>
  );
}

/** What a page shows when its call failed. */
export function LedgerLoadFailed({ what }: { what: string }) {
  return <Result status="error" title={`${what}加载失败`} subTitle="请刷新页面重试" />;
}
