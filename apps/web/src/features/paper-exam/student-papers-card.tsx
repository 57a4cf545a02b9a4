import type { TPaperState, TStudentPaperRow } from '@sxpt/contract';
import { PAPER_STATE_LABEL } from '@sxpt/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../components/format-time';
import { LoadFailed } from '../../components/load-failed';
import { examKeys, examPaths, fetchMyPapers } from './paper-exam-api';

const STATE_COLOR: Record<TPaperState, string> = {
  upcoming: 'default',
  open: 'green',
  in_progress: 'processing',
  submitted: 'blue',
  closed: 'default',
};

/** A paper's state as the student's list and cover show it (the domain's names). */
export const PAPER_STATE_TAG = Object.fromEntries(
  (Object.keys(STATE_COLOR) as TPaperState[]).map((state) => [
    state,
    { label: PAPER_STATE_LABEL[state], color: STATE_COLOR[state] },
  ]),
) as Record<TPaperState, { label: string; color: string }>;

function action(row: TStudentPaperRow): { label: string; to: string; primary: boolean } | null {
  if (row.state === 'in_progress') return { label: '继续作答', to: examPaths.sheet(row.publication_id), primary: true };
  if (row.state === 'open') return { label: '开始作答', to: examPaths.sheet(row.publication_id), primary: true };
  if (row.attempt_id) return { label: '查看成绩', to: examPaths.report(row.attempt_id), primary: false };
  return null;
}

/** 我的试卷 on the student's home: the papers published to my classes, what to do with each, my latest score. */
export function StudentPapersCard() {
  const navigate = useNavigate();
  const papers = useQuery({ queryKey: examKeys.list, queryFn: fetchMyPapers });
  if (papers.isPending)
    return (
      <Card title="我的试卷">
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  if (papers.isError) return <LoadFailed title="试卷加载失败" error={papers.error} onRetry={() => papers.refetch()} />;
  return (
    <Card title="我的试卷">
      {papers.data.list.length === 0 ? (
        <Empty description="老师还没有发布试卷" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <List
          dataSource={papers.data.list}
          renderItem={(row) => {
            const next = action(row);
            const state = PAPER_STATE_TAG[row.state];
            return (
              <List.Item
                actions={[
                  next ? (
                    <Button
                      key="go"
                      type={next.primary ? 'primary' : 'default'}
                      size="small"
                      onClick={() => navigate(next.to)}
                    >
                      {next.label}
                    </Button>
                  ) : null,
                  row.state === 'submitted' && row.may_start ? (
                    <Button key="again" size="small" onClick={() => navigate(examPaths.sheet(row.publication_id))}>
                      再次作答
                    </Button>
                  ) : null,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Space size={8} wrap>
                      <Typography.Text strong>{row.title}</Typography.Text>
                      <Tag color={row.kind === 'exam' ? 'red' : 'green'}>{row.kind === 'exam' ? '考试' : '练习'}</Tag>
                      <Tag color={state.color}>{state.label}</Tag>
                    </Space>
                  }
                  description={
                    <Space size={12} wrap>
                      <span>{row.class_name}</span>
                      <span>
                        {formatDateTime(row.start_at)} 至 {formatDateTime(row.end_at)}
                      </span>
                      <span>
                        {row.question_count} 题 · {row.total_points} 分 ·{' '}
                        {row.duration_minutes > 0 ? `${row.duration_minutes} 分钟` : '不限时'}
                      </span>
                      {row.score !== null ? (
                        <Typography.Text strong>
                          得分 {row.score}
                          {row.pending > 0 ? `（${row.pending} 题待批阅）` : ''}
                        </Typography.Text>
                      ) : null}
                    </Space>
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
