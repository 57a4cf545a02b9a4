import { PlusOutlined } from '@ant-design/icons';
import type { TAttendanceIndexBody, TAttendanceSession, TClassDetail } from '@sxpt/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Flex, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-time';
import { attendanceKeys, closeAttendance, fetchAttendance } from './attendance-api';
import { AttendanceDrawer } from './attendance-drawer';
import { AttendanceStartModal } from './attendance-start-modal';
import { pagingOf, useIsTeacher } from './use-college-data';
import { useConfirmAction } from './use-confirm-action';

/** While a sign-in is open its counts change: the list refreshes this often. */
const OPEN_REFRESH_MS = 10_000;

/**
 * The attendance tab: the class's sign-ins with on-time / late / absent counts. A teacher of the class starts and
 * closes sign-ins; an administrator looks on. 详情 opens every student's status, refreshed every 5 s.
 */
export function ClassAttendanceTab({ klass }: { klass: TClassDetail }) {
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const queryClient = useQueryClient();
  const isTeacher = useIsTeacher();
  const [query, setQuery] = useState<TAttendanceIndexBody>({ class_id: klass.id, page: 1, page_size: 10 });
  const [isStarting, setStarting] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const sessions = useQuery({
    queryKey: attendanceKeys.list(query),
    queryFn: () => fetchAttendance(query),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.list.some((s) => s.is_open) ? OPEN_REFRESH_MS : false),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all });

  function confirmClose(session: TAttendanceSession) {
    confirm({
      title: `结束签到「${session.title}」？`,
      content: '结束后学生不能再签到，未签到的学生记为缺勤。',
      okText: '结束签到',
      action: async () => {
        await closeAttendance(session.id);
        message.success('签到已结束');
        await refresh();
      },
    });
  }

  const columns: TableColumnsType<TAttendanceSession> = [
    { title: '签到标题', dataIndex: 'title', ellipsis: true },
    {
      title: '签到码',
      dataIndex: 'code',
      width: 90,
      render: (code: string) => (code ? <Typography.Text code>{code}</Typography.Text> : '无'),
    },
    {
      title: '签到时间',
      key: 'window',
      width: 200,
      render: (_, s) => `${formatDateTime(s.starts_at)} 至 ${formatDateTime(s.closed_at ?? s.ends_at).slice(11)}`,
    },
    {
      title: '状态',
      dataIndex: 'is_open',
      width: 86,
      render: (isOpen: boolean) => (isOpen ? <Tag color="processing">进行中</Tag> : <Tag>已结束</Tag>),
    },
    { title: '准时', key: 'on_time', width: 64, align: 'right', render: (_, s) => s.counts.on_time },
    { title: '迟到', key: 'late', width: 64, align: 'right', render: (_, s) => s.counts.late },
    { title: '未到', key: 'absent', width: 64, align: 'right', render: (_, s) => s.counts.absent },
    { title: '应到', key: 'total', width: 64, align: 'right', render: (_, s) => s.counts.total },
    { title: '发起教师', dataIndex: 'teacher_name', width: 96, ellipsis: true },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_, session) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setOpenId(session.id)}>
            详情
          </Button>
          {isTeacher && session.is_open ? (
            <Button type="link" size="small" danger onClick={() => confirmClose(session)}>
              结束
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">
          准时：开始后宽限时间内签到；迟到：宽限之后、截止之前签到；未到：尚未签到，签到结束后记为缺勤。
        </Typography.Text>
        {isTeacher ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setStarting(true)}>
            发起签到
          </Button>
        ) : null}
      </Flex>
      <Table<TAttendanceSession>
        rowKey="id"
        loading={sessions.isPending}
        dataSource={sessions.data?.list ?? []}
        columns={columns}
        scroll={{ x: 1020 }}
        locale={{
          emptyText: (
            <Empty
              description={
                isTeacher ? '本班还没有签到记录，上课时点击「发起签到」' : '本班还没有签到记录；签到由本班任课教师发起'
              }
            />
          ),
        }}
        pagination={pagingOf(sessions.data, (page, pageSize) => setQuery({ ...query, page, page_size: pageSize }))}
      />
      {isStarting ? (
        <AttendanceStartModal
          klass={klass}
          onClose={() => setStarting(false)}
          onStarted={(session) => {
            setStarting(false);
            void refresh();
            setOpenId(session.id);
          }}
        />
      ) : null}
      {openId !== null ? (
        <AttendanceDrawer
          sessionId={openId}
          canClose={isTeacher}
          onClose={() => {
            setOpenId(null);
            void refresh();
          }}
          onCloseSession={confirmClose}
        />
      ) : null}
    </>
  );
}
