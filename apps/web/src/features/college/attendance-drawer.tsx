import type { TAttendanceMark, TAttendanceSession, TAttendanceStudent } from '@sxpt/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Descriptions, Drawer, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { formatDateTime } from '../../components/format-time';
import { attendanceKeys, fetchAttendanceDetail } from './attendance-api';

/** The drawer refreshes this often while it is open. */
export const DETAIL_REFRESH_MS = 5_000;

/** How a student's mark reads; while the sign-in is open, "absent" only means not signed yet. */
export function markLabel(status: TAttendanceMark, isOpen: boolean): { text: string; color: string } {
  if (status === 'on_time') return { text: '准时', color: 'success' };
  if (status === 'late') return { text: '迟到', color: 'warning' };
  return isOpen ? { text: '未签到', color: 'default' } : { text: '缺勤', color: 'error' };
}

/** Every student of one sign-in with status and time, refreshed every 5 s while the drawer is open. */
export function AttendanceDrawer({
  sessionId,
  canClose,
  onClose,
  onCloseSession,
}: {
  sessionId: number;
  canClose: boolean;
  onClose: () => void;
  onCloseSession: (session: TAttendanceSession) => void;
}) {
  const detail = useQuery({
    queryKey: attendanceKeys.detail(sessionId),
    queryFn: () => fetchAttendanceDetail(sessionId),
    refetchInterval: DETAIL_REFRESH_MS,
    staleTime: 0,
  });
  const session = detail.data;

  return (
    <Drawer
      open
      size={720}
      title={session ? `签到详情：${session.title}` : '签到详情'}
      onClose={onClose}
      extra={
        canClose && session?.is_open ? (
          <Button danger onClick={() => onCloseSession(session)}>
            结束签到
          </Button>
        ) : null
      }
    >
      {detail.isError && !session ? (
        <Alert type="error" showIcon title={`签到详情加载失败：${detail.error.message}`} />
      ) : !session ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <Descriptions
            size="small"
            column={2}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'class', label: '班级', children: session.class_name },
              {
                key: 'status',
                label: '状态',
                children: session.is_open ? <Tag color="processing">进行中</Tag> : <Tag>已结束</Tag>,
              },
              {
                key: 'code',
                label: '签到码',
                children: session.code ? (
                  <Typography.Text strong style={{ fontSize: 20, letterSpacing: 4 }}>
                    {session.code}
                  </Typography.Text>
                ) : (
                  '无（点击即可签到）'
                ),
              },
              { key: 'grace', label: '迟到宽限', children: `${session.grace_minutes} 分钟` },
              { key: 'starts', label: '开始时间', children: formatDateTime(session.starts_at) },
              {
                key: 'ends',
                label: session.closed_at ? '结束时间' : '截止时间',
                children: formatDateTime(session.closed_at ?? session.ends_at),
              },
            ]}
          />
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={6}>
              <Statistic title="准时" value={session.counts.on_time} styles={{ content: { color: '#389e0d' } }} />
            </Col>
            <Col span={6}>
              <Statistic title="迟到" value={session.counts.late} styles={{ content: { color: '#d48806' } }} />
            </Col>
            <Col span={6}>
              <Statistic
                title={session.is_open ? '未签到' : '缺勤'}
                value={session.counts.absent}
                styles={{ content: { color: session.is_open ? undefined : '#cf1322' } }}
              />
            </Col>
            <Col span={6}>
              <Statistic title="应到" value={session.counts.total} />
            </Col>
          </Row>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            每 5 秒自动刷新，最近更新 {dayjs(detail.dataUpdatedAt).format('HH:mm:ss')}
          </Typography.Paragraph>
          <Table<TAttendanceStudent>
            rowKey="student_id"
            size="small"
            dataSource={session.students}
            pagination={false}
            locale={{ emptyText: '本班还没有学生' }}
            columns={[
              { title: '账号', dataIndex: 'account', width: 140 },
              { title: '姓名', dataIndex: 'name', width: 120 },
              {
                title: '状态',
                dataIndex: 'status',
                width: 100,
                render: (status: TAttendanceMark) => {
                  const mark = markLabel(status, session.is_open);
                  return <Tag color={mark.color}>{mark.text}</Tag>;
                },
              },
              { title: '签到时间', dataIndex: 'signed_at', render: (at: string | null) => formatDateTime(at) },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
