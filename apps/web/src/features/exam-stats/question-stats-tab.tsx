import { QuestionCircleOutlined } from '@ant-design/icons';
import type { TTikuQuestionStat } from '@sxpt/contract';
import { QUESTION_TYPE_LABEL } from '@sxpt/domain';
import { useQuery } from '@tanstack/react-query';
import { Flex, Table, type TableColumnsType, Tooltip, Typography } from 'antd';
import { LoadFailed } from '../../components/load-failed';
import { RichText } from '../../components/rich-text';
import { examStatsKeys, fetchQuestionStats } from './exam-stats-api';
import {
  DISCRIMINATION_HINT,
  discriminationText,
  facilityText,
  optionsText,
  WEAK_DISCRIMINATION,
} from './exam-stats-logic';
import './exam-stats.css';

const tipStyles = { root: { maxWidth: 520 } };

/** A column title with a hint beside it. */
function HintTitle({ title, hint }: { title: string; hint: string }) {
  return (
    <Flex gap={4} align="center" style={{ display: 'inline-flex' }}>
      {title}
      <Tooltip title={hint} styles={tipStyles}>
        <QuestionCircleOutlined aria-label={`${title}说明`} style={{ color: '#8c8c8c', cursor: 'help' }} />
      </Tooltip>
    </Flex>
  );
}

const columns: TableColumnsType<TTikuQuestionStat> = [
  { title: '题号', dataIndex: 'no', width: 72, sorter: (a, b) => a.no - b.no, defaultSortOrder: 'ascend' },
  {
    title: '题型',
    dataIndex: 'type',
    width: 100,
    render: (type: TTikuQuestionStat['type']) => QUESTION_TYPE_LABEL[type],
  },
  {
    title: '题干',
    dataIndex: 'stem',
    render: (stem: string) => (
      <Tooltip
        placement="topLeft"
        styles={tipStyles}
        title={
          <div className="exam-stem-tip">
            <RichText text={stem} />
          </div>
        }
      >
        <div className="exam-stem-cell">
          <RichText text={stem} />
        </div>
      </Tooltip>
    ),
  },
  { title: '满分', dataIndex: 'points', width: 70 },
  {
    title: '平均分',
    dataIndex: 'average',
    width: 72,
    render: (average: string | null) => average ?? '—',
  },
  {
    title: '答对',
    key: 'right',
    width: 70,
    render: (_, row) => `${row.right}/${row.attempts}`,
  },
  {
    title: <HintTitle title="难度系数" hint="难度系数为全班本题平均得分占满分的比例，越高越容易" />,
    dataIndex: 'facility',
    showSorterTooltip: false,
    width: 112,
    sorter: (a, b) => (a.facility ?? -1) - (b.facility ?? -1),
    render: (facility: number | null) => facilityText(facility),
  },
  {
    title: <HintTitle title="区分度" hint={DISCRIMINATION_HINT} />,
    dataIndex: 'discrimination',
    showSorterTooltip: false,
    width: 100,
    sorter: (a, b) => (a.discrimination ?? -2) - (b.discrimination ?? -2),
    render: (discrimination: number | null) =>
      discrimination !== null && discrimination < WEAK_DISCRIMINATION ? (
        <Tooltip title="区分度偏低，建议检查题目或答案">
          <Typography.Text type="warning">{discriminationText(discrimination)}</Typography.Text>
        </Tooltip>
      ) : (
        discriminationText(discrimination)
      ),
  },
  {
    title: '选项分布',
    key: 'options',
    width: 200,
    render: (_, row) =>
      row.options.length === 0 ? (
        '—'
      ) : (
        <Tooltip
          placement="topLeft"
          styles={tipStyles}
          title={
            <Flex vertical gap={2} className="exam-stem-tip">
              {row.options.map((option) => (
                <span key={option.key}>
                  {option.key}. <RichText text={option.text} />（{option.count}人{option.is_right ? '，正确选项' : ''}）
                </span>
              ))}
            </Flex>
          }
        >
          <span>{optionsText(row.options)}</span>
        </Tooltip>
      ),
  },
  { title: '未答', dataIndex: 'unanswered', width: 60 },
  {
    title: '待批阅',
    dataIndex: 'pending',
    width: 80,
    render: (pending: number) => (pending > 0 ? <Typography.Text type="warning">{pending}</Typography.Text> : 0),
  },
];

/** 试题分析: each question as the class did it (submitted attempts). */
export function QuestionStatsTab({ publicationId }: { publicationId: number }) {
  const stats = useQuery({
    queryKey: examStatsKeys.questions(publicationId),
    queryFn: () => fetchQuestionStats(publicationId),
  });
  if (stats.isError) return <LoadFailed title="试题分析加载失败" error={stats.error} onRetry={() => stats.refetch()} />;
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        只计已交卷的作答。选项分布按试卷原始选项字母统计（学生看到的选项顺序可能被打乱），✓ 为正确选项。
      </Typography.Text>
      <Table
        rowKey="question_id"
        size="middle"
        loading={stats.isPending}
        columns={columns}
        dataSource={stats.data ?? []}
        scroll={{ x: 1120 }}
        pagination={{ pageSize: 50, showTotal: (total) => `共 ${total} 题` }}
      />
    </Flex>
  );
}
