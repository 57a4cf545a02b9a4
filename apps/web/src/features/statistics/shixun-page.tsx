import { ReloadOutlined } from '@ant-design/icons';
import type { TPracticeTrainingRow, TShicaoItemQuery } from '@sxpt/contract';
import { durationText } from '@sxpt/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Progress,
  Row,
  Skeleton,
  Space,
  Statistic,
  Table,
  type TableColumnsType,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../components/format-time';
import { LoadFailed } from '../../components/load-failed';
import { AnalysisTab } from './analysis-tab';
import { AnswerDrawer } from './answer-drawer';
import { EChart } from './echart';
import { completionOption } from './shicao-charts';
import { ShicaoFilterBar } from './shicao-filter-bar';
import { exportTraining, fetchCompletion, fetchTraining, statisticsKeys } from './statistics-api';
import { ExportButton } from './statistics-controls';
import { useShicaoFilters } from './use-shicao-filters';

const STATUS_TAGS = [
  <Tag key={0}>未开始</Tag>,
  <Tag key={1} color="processing">
    进行中
  </Tag>,
  <Tag key={2} color="success">
    已完成
  </Tag>,
] as const;

function CompletionCard({ query }: { query: TShicaoItemQuery }) {
  const rate = useQuery({
    queryKey: [...statisticsKeys.item(query), 'completion'],
    queryFn: () => fetchCompletion(query),
  });
  const data = rate.data;
  const option = useMemo(() => (data ? completionOption(data) : null), [data]);
  return (
    <Card title="完成情况" size="small" style={{ height: '100%' }}>
      {!data || !option ? (
        <Skeleton active />
      ) : data.total === 0 ? (
        <Empty description="班级还没有学生" />
      ) : (
        <>
          <Row gutter={8}>
            <Col span={8}>
              <Statistic title="已完成" value={data.done} suffix="人" styles={{ content: { color: '#389e0d' } }} />
            </Col>
            <Col span={8}>
              <Statistic title="进行中" value={data.in_progress} suffix="人" />
            </Col>
            <Col span={8}>
              <Statistic title="未开始" value={data.not_started} suffix="人" />
            </Col>
          </Row>
          <EChart option={option} height={220} label="完成情况饼图" />
        </>
      )}
    </Card>
  );
}

/** The class's figures at the item, and how they are counted. */
function SummaryCard({ query }: { query: TShicaoItemQuery }) {
  const queryClient = useQueryClient();
  const training = useQuery({
    queryKey: [...statisticsKeys.item(query), 'training'],
    queryFn: () => fetchTraining(query),
  });
  const summary = training.data?.summary;
  return (
    <Card
      size="small"
      title={training.data ? `${training.data.class_name} · ${training.data.item.title}` : '班级概况'}
      extra={
        <Button
          icon={<ReloadOutlined />}
          size="small"
          onClick={() => queryClient.invalidateQueries({ queryKey: statisticsKeys.item(query) })}
        >
          刷新
        </Button>
      }
      style={{ height: '100%' }}
    >
      {!summary ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <Row gutter={[16, 16]}>
            <Col span={6}>
              <Statistic title="参与人数" value={summary.started} suffix={`/ ${summary.students}`} />
            </Col>
            <Col span={6}>
              <Statistic
                title="平均完成题数"
                value={summary.avg_done}
                suffix={`/ ${training.data?.list[0]?.total_count ?? ''}`}
              />
            </Col>
            <Col span={6}>
              <Statistic title="平均得分" value={summary.avg_score_percent} suffix="分" />
            </Col>
            <Col span={6}>
              <Statistic title="平均用时" value={durationText(summary.avg_active_seconds)} />
            </Col>
          </Row>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0, fontSize: 13 }}>
            平均值只计已开始的学生。得分按一次做对的题目计，每题 1
            分，折算为百分制；出现过错误作答的题目不得分，教师可在答题详情中修改判定（记录原因、修改人和时间）。用时为学生相邻两次操作的间隔之和，每次最多计
            5 分钟。
          </Typography.Paragraph>
        </Flex>
      )}
    </Card>
  );
}

function TrainingTable({
  query,
  onDetail,
}: {
  query: TShicaoItemQuery;
  onDetail: (row: TPracticeTrainingRow) => void;
}) {
  const training = useQuery({
    queryKey: [...statisticsKeys.item(query), 'training'],
    queryFn: () => fetchTraining(query),
  });
  const columns: TableColumnsType<TPracticeTrainingRow> = [
    { title: '账号', dataIndex: 'account', width: 130, sorter: (a, b) => a.account.localeCompare(b.account) },
    { title: '姓名', dataIndex: 'name', width: 100 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      filters: [
        { text: '未开始', value: 0 },
        { text: '进行中', value: 1 },
        { text: '已完成', value: 2 },
      ],
      onFilter: (value, row) => row.status === value,
      render: (status: 0 | 1 | 2) => STATUS_TAGS[status],
    },
    {
      title: '进度',
      key: 'progress',
      width: 180,
      sorter: (a, b) => a.done_count - b.done_count,
      render: (_, row) => (
        <Flex align="center" gap={8}>
          <Progress
            percent={Math.round((row.done_count * 100) / Math.max(row.total_count, 1))}
            showInfo={false}
            size="small"
            style={{ width: 90, margin: 0 }}
          />
          <span>
            {row.done_count}/{row.total_count}
          </span>
        </Flex>
      ),
    },
    {
      title: '得分',
      key: 'score',
      width: 120,
      defaultSortOrder: undefined,
      sorter: (a, b) => Number(a.score_percent) - Number(b.score_percent),
      render: (_, row) => (
        <Tooltip title={`判为正确 ${Number(row.score)} 题，满分 ${Number(row.max_score)}`}>
          <span>{row.status === 0 ? '—' : `${row.score_percent} 分`}</span>
        </Tooltip>
      ),
    },
    {
      title: '用时',
      dataIndex: 'active_seconds',
      width: 100,
      sorter: (a, b) => a.active_seconds - b.active_seconds,
      render: (seconds: number, row) => (row.status === 0 ? '—' : durationText(seconds)),
    },
    {
      title: '最近练习',
      dataIndex: 'last_active_at',
      width: 150,
      sorter: (a, b) => (a.last_active_at ?? '').localeCompare(b.last_active_at ?? ''),
      render: (at: string | null) => formatDateTime(at),
    },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, row) =>
        row.attempt_id === null ? (
          <Typography.Text type="secondary">尚未开始</Typography.Text>
        ) : (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => onDetail(row)}>
              答题详情
            </Button>
            <Button
              type="link"
              size="small"
              href={`/collegeViews/dataStatis/shixun/report/${row.attempt_id}`}
              target="_blank"
            >
              实训报告
            </Button>
          </Space>
        ),
    },
  ];
  if (training.isError)
    return <LoadFailed title="学生进度加载失败" error={training.error} onRetry={() => training.refetch()} />;
  return (
    <Flex vertical gap={8}>
      <Flex justify="flex-end">
        <ExportButton run={() => exportTraining(query)} />
      </Flex>
      <Table
        rowKey="student_id"
        size="middle"
        loading={training.isPending}
        columns={columns}
        dataSource={training.data?.list ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (total) => `共 ${total} 名学生` }}
        scroll={{ x: 1000 }}
      />
    </Flex>
  );
}

/** dataStatis/shixun: a class's practical training at one practice item. */
export default function ShixunPage() {
  const filters = useShicaoFilters();
  const [detailOf, setDetailOf] = useState<TPracticeTrainingRow | null>(null);
  const { classes, query } = filters;
  if (classes.isError)
    return <LoadFailed title="班级加载失败" error={classes.error} onRetry={() => classes.refetch()} />;
  return (
    <Flex vertical gap={16}>
      <ShicaoFilterBar filters={filters} />
      {query === null ? (
        <Card>
          <Empty
            description={
              classes.isPending
                ? '正在加载…'
                : (classes.data ?? []).length === 0
                  ? '您还没有可以查看的班级'
                  : '所选班级的课程中还没有实训项目'
            }
          />
        </Card>
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={8}>
              <CompletionCard query={query} />
            </Col>
            <Col xs={24} lg={16}>
              <SummaryCard query={query} />
            </Col>
          </Row>
          <Card size="small">
            <Tabs
              items={[
                {
                  key: 'students',
                  label: '学生进度',
                  children: <TrainingTable query={query} onDetail={setDetailOf} />,
                },
                { key: 'questions', label: '题目分析', children: <AnalysisTab query={query} /> },
              ]}
            />
          </Card>
        </>
      )}
      <AnswerDrawer
        attemptId={detailOf?.attempt_id ?? null}
        studentName={detailOf ? `${detailOf.name}（${detailOf.account}）` : ''}
        onClose={() => setDetailOf(null)}
      />
    </Flex>
  );
}
