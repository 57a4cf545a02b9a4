import { CheckCircleOutlined, FieldTimeOutlined } from '@ant-design/icons';
import type { TAttendanceMark, TStudentAttendance } from '@sxpt/contract';
import { App, Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-time';
import { SignInModal } from './sign-in-modal';
import { useMyAttendance, useSignIn } from './use-course-data';

const markTags: Record<TAttendanceMark, { color: string; text: string }> = {
  on_time: { color: 'success', text: '已签到 · 准时' },
  late: { color: 'warning', text: '已签到 · 迟到' },
  absent: { color: 'error', text: '缺勤' },
};

function StatusTag({ attendance }: { attendance: TStudentAttendance }) {
  if (attendance.my_status) {
    const tag = markTags[attendance.my_status];
    return <Tag color={tag.color}>{tag.text}</Tag>;
  }
  return <Tag color="processing">未签到</Tag>;
}

/** 课堂签到: sign-ins open now (with the 签到 button) and my record of the recent ones. */
export function AttendancePanel() {
  const { message } = App.useApp();
  const attendance = useMyAttendance();
  const signIn = useSignIn();
  const [asking, setAsking] = useState<TStudentAttendance | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  const submit = (row: TStudentAttendance, code?: string) => {
    setCodeError(null);
    signIn.mutate(
      { id: row.id, code },
      {
        onSuccess: (data) => {
          setAsking(null);
          const when = formatDateTime(data.signed_at);
          if (data.status === 'on_time') message.success(`签到成功（准时），签到时间 ${when}`);
          else message.warning(`签到成功，但已迟到，签到时间 ${when}`);
        },
        onError: (error) => {
          if (code !== undefined) setCodeError(error.message);
          else message.error(error.message);
        },
      },
    );
  };

  const rows = attendance.data?.list ?? [];
  const openCount = rows.filter((row) => row.is_open && row.my_status === null).length;

  return (
    <Card
      title={
        <Flex align="center" gap={8}>
          <FieldTimeOutlined style={{ color: '#1661d6' }} />
          课堂签到
          {openCount > 0 ? <Tag color="red">{openCount} 个待签到</Tag> : null}
        </Flex>
      }
      styles={{ body: { paddingTop: 8, paddingBottom: 8 } }}
      data-testid="attendance-panel"
    >
      {attendance.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : attendance.isError ? (
        <Empty description={`签到信息加载失败：${attendance.error.message}`}>
          <Button onClick={() => attendance.refetch()}>重新加载</Button>
        </Empty>
      ) : rows.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="现在没有进行中的签到。任课教师发起签到后会显示在这里，请在截止前签到。"
        />
      ) : (
        <div>
          {rows.map((row, index) => {
            const canSign = row.is_open && row.my_status === null;
            return (
              <Flex
                key={row.id}
                align="center"
                justify="space-between"
                gap={12}
                data-testid="attendance-item"
                style={{ padding: '12px 0', borderTop: index === 0 ? undefined : '1px solid #f0f0f0' }}
              >
                <div style={{ minWidth: 0 }}>
                  <Flex wrap gap={6} align="center">
                    <Typography.Text strong>{row.title}</Typography.Text>
                    <StatusTag attendance={row} />
                    {canSign && row.needs_code ? <Tag>需签到码</Tag> : null}
                  </Flex>
                  <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginTop: 4 }}>
                    {row.class_name} ·{' '}
                    {row.signed_at
                      ? `签到于 ${formatDateTime(row.signed_at)}`
                      : row.is_open
                        ? `${formatDateTime(row.ends_at)} 截止`
                        : `${formatDateTime(row.starts_at)} 发起`}
                  </Typography.Text>
                </div>
                {canSign ? (
                  <Button
                    type="primary"
                    size="small"
                    icon={<CheckCircleOutlined />}
                    loading={signIn.isPending && signIn.variables?.id === row.id}
                    onClick={() => (row.needs_code ? setAsking(row) : submit(row))}
                  >
                    签到
                  </Button>
                ) : null}
              </Flex>
            );
          })}
        </div>
      )}
      <SignInModal
        attendance={asking}
        isSubmitting={signIn.isPending}
        error={codeError}
        onSubmit={(code) => asking && submit(asking, code)}
        onCancel={() => {
          setAsking(null);
          setCodeError(null);
        }}
      />
    </Card>
  );
}
