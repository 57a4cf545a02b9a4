import type { TShicaoItemQuery, TSubjectAnalysisRow } from '@sxpt/contract';
import { sharePercent } from '@sxpt/domain';
import { useQuery } from '@tanstack/react-query';
import { Flex, Progress, Skeleton, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { EChart } from './echart';
import { analysisOption } from './shicao-charts';
import { fetchAnalysis, statisticsKeys } from './statistics-api';

/** 题目分析: per question, the class's completion, first-try rate, wrong tries and the most common wrong field. */
export function AnalysisTab({ query }: { query: TShicaoItemQuery }) {
  const analysis = useQuery({
    queryKey: [...statisticsKeys.item(query), 'analysis'],
    queryFn: () => fetchAnalysis(query),
  });
  const option = useMemo(() => (analysis.data ? analysisOption(analysis.data) : null), [analysis.data]);
  const columns: TableColumnsType<TSubjectAnalysisRow> = [
    { title: '题号', dataIndex: 'sort', width: 64, render: (sort: number) => `第${sort}题` },
    { title: '题目', dataIndex: 'title', ellipsis: true },
    {
      title: '完成',
      key: 'done',
      width: 180,
      sorter: (a, b) => a.students_done - b.students_done,
      render: (_, row) => (
        <Flex align="center" gap={8}>
          <Progress
            percent={sharePercent(row.done_rate)}
            size="small"
            showInfo={false}
            style={{ width: 70, margin: 0 }}
          />
          <span>
            {row.students_done}人 · {sharePercent(row.done_rate)}%
          </span>
        </Flex>
      ),
    },
    {
      title: '一次正确率',
      key: 'first',
      width: 120,
      sorter: (a, b) => Number(a.first_try_right_rate) - Number(b.first_try_right_rate),
      render: (_, row) => `${sharePercent(row.first_try_right_rate)}%（${row.first_try_right}人）`,
    },
    { title: '错误次数', dataIndex: 'wrong_tries', width: 90, sorter: (a, b) => a.wrong_tries - b.wrong_tries },
    {
      title: '最常错的项目',
      key: 'top',
      width: 200,
      render: (_, row) =>
        row.top_wrong_field ? (
          <Typography.Text type="danger">
            {row.top_wrong_field.label}（{row.top_wrong_field.count}次）
          </Typography.Text>
        ) : (
          '—'
        ),
    },
  ];
  if (analysis.isError)
    return <LoadFailed title="题目分析加载失败" error={analysis.error} onRetry={() => analysis.refetch()} />;
  return (
    <Flex vertical gap={12}>
      {option ? <EChart option={option} height={260} label="各题完成率与一次正确率柱状图" /> : <Skeleton active />}
      <Table
        rowKey="question_key"
        size="middle"
        loading={analysis.isPending}
        columns={columns}
        dataSource={analysis.data?.list ?? []}
        pagination={false}
      />
    </Flex>
  );
}
