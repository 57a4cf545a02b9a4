import { ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import { useMemo } from 'react';
import { formatDateTime } from '../../components/format-time';
import { LoadFailed } from '../../components/load-failed';
import { EChart } from '../statistics/echart';
import { examStatsKeys, fetchExamChart, fetchPaperDetail, type TPaperKindName } from './exam-stats-api';
import { bandsOption, rateText } from './exam-stats-logic';

/** The publication at a glance: who sat it, the scores, and the distribution of the scores. */
export function OverviewCard({ kind, publicationId }: { kind: TPaperKindName; publicationId: number }) {
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: examStatsKeys.detail(publicationId),
    queryFn: () => fetchPaperDetail(publicationId),
  });
  const chart = useQuery({
    queryKey: examStatsKeys.chart(publicationId),
    queryFn: () => fetchExamChart(publicationId),
  });
  const chartData = chart.data;
  const option = useMemo(() => (chartData ? bandsOption(chartData) : null), [chartData]);

  if (detail.isError) return <LoadFailed title="概况加载失败" error={detail.error} onRetry={() => detail.refetch()} />;
  if (chart.isError) return <LoadFailed title="成绩分布加载失败" error={chart.error} onRetry={() => chart.refetch()} />;
  const paper = detail.data;
  if (!paper || !chartData || !option)
    return (
      <Card size="small">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );

  const stats: { title: string; value: string | number; suffix?: string; color?: string }[] = [
    { title: kind === 'exam' ? '应考人数' : '学生人数', value: paper.student_count, suffix: '人' },
    { title: '已交卷', value: chartData.count, suffix: '人', color: '#389e0d' },
    { title: '作答中', value: chartData.in_progress, suffix: '人' },
    { title: '未作答', value: chartData.not_started, suffix: '人' },
    {
      title: '待批阅',
      value: paper.pending_count,
      suffix: '题',
      color: paper.pending_count > 0 ? '#d46b08' : undefined,
    },
    { title: '平均分', value: chartData.average ?? '—' },
    { title: '最高分', value: chartData.highest ?? '—' },
    { title: '最低分', value: chartData.lowest ?? '—' },
    { title: '及格率', value: rateText(chartData.pass_rate) },
  ];
  const duration = paper.duration_minutes > 0 ? `${paper.duration_minutes}分钟` : '不限时';
  return (
    <Card
      size="small"
      title={`${paper.title} · ${paper.class_name}`}
      extra={
        <Button
          icon={<ReloadOutlined />}
          size="small"
          onClick={() => queryClient.invalidateQueries({ queryKey: examStatsKeys.publication(publicationId) })}
        >
          刷新
        </Button>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        课程 {paper.resource_name} · {paper.question_count} 题 · 满分 {paper.total_points} · 及格分 {paper.pass_mark} ·{' '}
        {duration} · {formatDateTime(paper.start_at)} 至 {formatDateTime(paper.end_at)}
      </Typography.Paragraph>
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={10}>
          <Row gutter={[16, 16]}>
            {stats.map((stat) => (
              <Col span={8} key={stat.title}>
                <Statistic
                  title={stat.title}
                  value={stat.value}
                  suffix={stat.suffix}
                  styles={stat.color ? { content: { color: stat.color } } : undefined}
                />
              </Col>
            ))}
          </Row>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 13 }}>
            分数只计已交卷的学生（每人最近一次交卷）；及格率为及格人数占已交卷人数的比例。待批阅的简答题在批改前按0分计。
          </Typography.Paragraph>
        </Col>
        <Col xs={24} lg={14}>
          <Typography.Text strong>成绩分布（按得分率）</Typography.Text>
          {chartData.count === 0 ? (
            <Empty style={{ marginTop: 32 }} description="还没有学生交卷" />
          ) : (
            <EChart option={option} height={240} label="成绩分布柱状图" />
          )}
        </Col>
      </Row>
    </Card>
  );
}
