import type {
  TAttendanceDetailsBody,
  TAttendanceRecordRow,
  TAttendanceStatsBody,
  TAttendanceTrendPoint,
} from '@sxpt/contract';
import { sharePercent } from '@sxpt/domain';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Drawer,
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
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../components/format-time';
import { LoadFailed } from '../../components/load-failed';
import { EChart } from './echart';
import { attendanceTrendOption } from './shicao-charts';
import {
  attendanceStatsKeys,
  exportAttendanceRecord,
  fetchAttendanceDetails,
  fetchAttendanceOverall,
  fetchAttendanceRecord,
} from './statistics-api';
import { classOptions, ExportButton, LabelledSelect } from './statistics-controls';
import { useChosenClass } from './use-chosen-class';

const MARK_TAGS = {
  on_time: <Tag color="success">准时</Tag>,
  late: <Tag color="warning">迟到</Tag>,
  absent: <Tag color="error">缺勤</Tag>,
} as const;

function markTag(status: 'on_time' | 'late' | 'absent' | null) {
  return status === null ? <Tag>签到中</Tag> : MARK_TAGS[status];
}

/** The marks of one sign-in (its late and absent students first) or of one student at every sign-in. */
function DetailsDrawer({
  body,
  title,
  onClose,
}: {
  body: TAttendanceDetailsBody | null;
  title: string;
  onClose: () => void;
}) {
  const details = useQuery({
    queryKey: attendanceStatsKeys.details(body ?? { class_id: 0 }),
    queryFn: () => fetchAttendanceDetails(body ?? { class_id: 0 }),
    enabled: body !== null,
  });
  const isSession = body?.session_id !== undefined;
  const order = { absent: 0, late: 1, on_time: 2 } as const;
  const rows = [...(details.data ?? [])].sort((a, b) =>
    isSession ? (a.status === null ? 3 : order[a.status]) - (b.status === null ? 3 : order[b.status]) : 0,
  );
  return (
    <Drawer open={body !== null} onClose={onClose} size={640} title={title} destroyOnHidden>
      {details.isError ? (
        <LoadFailed title="签到明细加载失败" error={details.error} onRetry={() => details.refetch()} />
      ) : (
        <Table
          rowKey={(row) => `${row.session_id}-${row.student_id}`}
          size="small"
          loading={details.isPending}
          pagination={false}
          dataSource={rows}
          columns={[
            isSession
              ? { title: '学生', key: 'student', render: (_, row) => `${row.name}（${row.account}）` }
              : { title: '签到', key: 'session', render: (_, row) => `${formatDateTime(row.starts_at)} ${row.title}` },
            { title: '状态', dataIndex: 'status', width: 90, render: markTag },
            {
              title: '签到时间',
              dataIndex: 'signed_at',
              width: 150,
              render: (at: string | null) => formatDateTime(at),
            },
          ]}
        />
      )}
    </Drawer>
  );
}

/** dataStatis/shangke: a class's sign-ins in a date range: rates, trend, every student, every sign-in. */
export default function ShangkePage() {
  const { classes, klass, choose } = useChosenClass();
  const [range, setRange] = useState<[string, string] | null>(null);
  const [details, setDetails] = useState<{ body: TAttendanceDetailsBody; title: string } | null>(null);
  const body: TAttendanceStatsBody | null = klass
    ? { class_id: klass.id, ...(range ? { date_from: range[0], date_to: range[1] } : {}) }
    : null;
  const overall = useQuery({
    queryKey: attendanceStatsKeys.overall(body ?? { class_id: 0 }),
    queryFn: () => fetchAttendanceOverall(body ?? { class_id: 0 }),
    enabled: body !== null,
  });
  const record = useQuery({
    queryKey: attendanceStatsKeys.record(body ?? { class_id: 0 }),
    queryFn: () => fetchAttendanceRecord(body ?? { class_id: 0 }),
    enabled: body !== null,
  });
  const option = useMemo(
    () => (overall.data ? attendanceTrendOption(overall.data, (iso) => formatDateTime(iso).slice(5, 10)) : null),
    [overall.data],
  );

  if (classes.isError)
    return <LoadFailed title="班级加载失败" error={classes.error} onRetry={() => classes.refetch()} />;

  const studentColumns: TableColumnsType<TAttendanceRecordRow> = [
    { title: '账号', dataIndex: 'account', width: 130, sorter: (a, b) => a.account.localeCompare(b.account) },
    { title: '姓名', dataIndex: 'name', width: 100 },
    { title: '签到次数', dataIndex: 'sessions', width: 90 },
    { title: '准时', dataIndex: 'on_time', width: 70, sorter: (a, b) => a.on_time - b.on_time },
    { title: '迟到', dataIndex: 'late', width: 70, sorter: (a, b) => a.late - b.late },
    {
      title: '缺勤',
      dataIndex: 'absent',
      width: 70,
      sorter: (a, b) => a.absent - b.absent,
      defaultSortOrder: undefined,
    },
    {
      title: '出勤率',
      dataIndex: 'rate',
      width: 170,
      sorter: (a, b) => Number(a.rate) - Number(b.rate),
      render: (rate: string, row) =>
        row.sessions === 0 ? (
          '—'
        ) : (
          // below 80 % in red, the figure always shown
          <Progress
            percent={sharePercent(rate)}
            size="small"
            strokeColor={Number(rate) < 0.8 ? '#ff4d4f' : undefined}
            format={(value) => `${value}%`}
          />
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          onClick={() =>
            setDetails({
              body: {
                class_id: klass?.id ?? 0,
                student_id: row.student_id,
                ...(range ? { date_from: range[0], date_to: range[1] } : {}),
              },
              title: `${row.name}（${row.account}）的签到记录`,
            })
          }
        >
          签到明细
        </Button>
      ),
    },
  ];
  const sessionColumns: TableColumnsType<TAttendanceTrendPoint> = [
    { title: '签到时间', dataIndex: 'starts_at', width: 150, render: (at: string) => formatDateTime(at) },
    { title: '签到标题', dataIndex: 'title', ellipsis: true },
    {
      title: '状态',
      dataIndex: 'is_open',
      width: 80,
      render: (isOpen: boolean) => (isOpen ? <Tag color="processing">进行中</Tag> : <Tag>已结束</Tag>),
    },
    { title: '准时', dataIndex: 'on_time', width: 64 },
    { title: '迟到', dataIndex: 'late', width: 64 },
    { title: '缺勤', dataIndex: 'absent', width: 64 },
    { title: '出勤率', dataIndex: 'rate', width: 90, render: (rate: string) => `${sharePercent(rate)}%` },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, point) => (
        <Button
          type="link"
          size="small"
          onClick={() =>
            setDetails({
              body: { class_id: klass?.id ?? 0, session_id: point.session_id },
              title: `签到明细：${point.title}`,
            })
          }
        >
          名单
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex wrap gap={12} align="center">
          <LabelledSelect
            label="班级"
            width={220}
            isLoading={classes.isPending}
            value={klass?.id}
            onChange={(value) => choose(value)}
            options={classOptions(classes.data)}
          />
          <Space>
            <Typography.Text>日期</Typography.Text>
            <DatePicker.RangePicker
              aria-label="日期范围"
              allowClear
              value={range ? [dayjs(range[0]), dayjs(range[1])] : null}
              onChange={(values) =>
                setRange(
                  values?.[0] && values[1] ? [values[0].format('YYYY-MM-DD'), values[1].format('YYYY-MM-DD')] : null,
                )
              }
            />
          </Space>
        </Flex>
      </Card>
      {!klass ? (
        <Card>
          <Empty description={classes.isPending ? '正在加载…' : '您还没有可以查看的班级'} />
        </Card>
      ) : (
        <>
          <Card size="small" title={`${klass.name} 签到概况`}>
            {!overall.data || !option ? (
              <Skeleton active />
            ) : overall.data.sessions === 0 ? (
              <Empty description="所选日期内没有签到" />
            ) : (
              <Row gutter={[16, 16]}>
                <Col xs={24} lg={6}>
                  <Flex vertical gap={12}>
                    <Statistic title="签到次数" value={overall.data.sessions} />
                    <Statistic title="出勤率（已结束的签到）" value={sharePercent(overall.data.rate)} suffix="%" />
                    <Space size={24}>
                      <Statistic title="准时" value={overall.data.on_time} />
                      <Statistic title="迟到" value={overall.data.late} />
                      <Statistic title="缺勤" value={overall.data.absent} />
                    </Space>
                  </Flex>
                </Col>
                <Col xs={24} lg={18}>
                  <EChart option={option} height={280} label="签到趋势图" />
                </Col>
              </Row>
            )}
          </Card>
          <Card size="small">
            <Tabs
              items={[
                {
                  key: 'students',
                  label: '学生出勤',
                  children: (
                    <Flex vertical gap={8}>
                      <Flex justify="flex-end">
                        <ExportButton run={() => exportAttendanceRecord(body ?? { class_id: 0 })} />
                      </Flex>
                      {record.isError ? (
                        <LoadFailed title="学生出勤加载失败" error={record.error} onRetry={() => record.refetch()} />
                      ) : (
                        <Table
                          rowKey="student_id"
                          size="middle"
                          loading={record.isPending}
                          columns={studentColumns}
                          dataSource={record.data?.list ?? []}
                          pagination={{ pageSize: 50, hideOnSinglePage: true }}
                        />
                      )}
                    </Flex>
                  ),
                },
                {
                  key: 'sessions',
                  label: '签到记录',
                  children: (
                    <Table
                      rowKey="session_id"
                      size="middle"
                      loading={overall.isPending}
                      columns={sessionColumns}
                      dataSource={[...(overall.data?.trend ?? [])].reverse()}
                      pagination={{ pageSize: 20, hideOnSinglePage: true }}
                    />
                  ),
                },
              ]}
            />
          </Card>
        </>
      )}
      <DetailsDrawer body={details?.body ?? null} title={details?.title ?? ''} onClose={() => setDetails(null)} />
    </Flex>
  );
}
