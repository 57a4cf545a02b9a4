import type { TLearningSummaryRow } from '@sxpt/contract';
import { durationText, sharePercent } from '@sxpt/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Input, Progress, Row, Space, Statistic, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-time';
import { LoadFailed } from '../../components/load-failed';
import { useIsCollegeAdmin } from '../college/use-college-data';
import { exportStudy, fetchCollegeFigures, fetchLearningSummary } from './statistics-api';
import { classOptions, ExportButton, LabelledSelect } from './statistics-controls';
import { useChosenClass } from './use-chosen-class';

/** The college's figures, for its administrator. */
function CollegeFigures() {
  const figures = useQuery({ queryKey: ['statistics', 'college-figures'], queryFn: fetchCollegeFigures });
  if (!figures.data) return null;
  const data = figures.data;
  return (
    <Card size="small" title="院校概况">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6} xl={3}>
          <Statistic title="班级" value={data.classes} />
        </Col>
        <Col xs={12} md={6} xl={3}>
          <Statistic title="教师" value={data.teachers} />
        </Col>
        <Col xs={12} md={6} xl={3}>
          <Statistic title="学生" value={data.students} />
        </Col>
        <Col xs={12} md={6} xl={3}>
          <Statistic title="本周活跃学生" value={data.active_students_week} />
        </Col>
        <Col xs={12} md={6} xl={3}>
          <Statistic title="实训完成 / 开始" value={data.practice_done} suffix={`/ ${data.practice_started}`} />
        </Col>
        <Col xs={12} md={6} xl={3}>
          <Statistic title="本周完成实训" value={data.practice_done_week} />
        </Col>
        <Col xs={12} md={6} xl={3}>
          <Statistic title="视频学习" value={data.video_hours} suffix="小时" />
        </Col>
        <Col xs={12} md={6} xl={3}>
          {data.attendance_sessions_month === 0 ? (
            <Statistic title="近30天出勤率" value="—" />
          ) : (
            <Statistic title="近30天出勤率" value={sharePercent(data.attendance_rate_month)} suffix="%" />
          )}
        </Col>
      </Row>
    </Card>
  );
}

/** dataStatis/xuexi: one row per student of a class: lessons, video and reading time, practice, attendance. */
export default function XuexiPage() {
  const isAdmin = useIsCollegeAdmin();
  const [keyword, setKeyword] = useState('');
  const { classes, klass, choose } = useChosenClass();
  const summary = useQuery({
    queryKey: ['statistics', 'learning-summary', klass?.id ?? 0],
    queryFn: () => fetchLearningSummary(klass?.id ?? 0),
    enabled: klass !== undefined,
  });

  if (classes.isError)
    return <LoadFailed title="班级加载失败" error={classes.error} onRetry={() => classes.refetch()} />;
  const rows = (summary.data?.list ?? []).filter(
    (row) => keyword.trim() === '' || row.account.includes(keyword.trim()) || row.name.includes(keyword.trim()),
  );
  const columns: TableColumnsType<TLearningSummaryRow> = [
    {
      title: '账号',
      dataIndex: 'account',
      width: 130,
      fixed: 'left',
      sorter: (a, b) => a.account.localeCompare(b.account),
    },
    { title: '姓名', dataIndex: 'name', width: 100, fixed: 'left' },
    {
      title: '课时完成',
      key: 'lessons',
      width: 170,
      sorter: (a, b) => a.lessons_completed - b.lessons_completed,
      render: (_, row) => (
        <Flex align="center" gap={8}>
          <Progress
            percent={row.lessons_total === 0 ? 0 : Math.floor((row.lessons_completed * 100) / row.lessons_total)}
            size="small"
            showInfo={false}
            style={{ width: 70, margin: 0 }}
          />
          <span>
            {row.lessons_completed}/{row.lessons_total}
          </span>
        </Flex>
      ),
    },
    {
      title: '视频学习',
      dataIndex: 'video_seconds',
      width: 110,
      sorter: (a, b) => a.video_seconds - b.video_seconds,
      render: (seconds: number) => durationText(seconds),
    },
    {
      title: '讲义阅读',
      dataIndex: 'handout_seconds',
      width: 110,
      sorter: (a, b) => a.handout_seconds - b.handout_seconds,
      render: (seconds: number) => durationText(seconds),
    },
    {
      title: '实训（完成/开始）',
      key: 'practice',
      width: 140,
      sorter: (a, b) => a.practice_done - b.practice_done,
      render: (_, row) => `${row.practice_done} / ${row.practice_started}`,
    },
    {
      title: '实训平均分',
      dataIndex: 'practice_avg_score',
      width: 110,
      sorter: (a, b) => Number(a.practice_avg_score || -1) - Number(b.practice_avg_score || -1),
      render: (score: string) => (score === '' ? '—' : `${score} 分`),
    },
    {
      title: '出勤',
      key: 'attendance',
      width: 150,
      sorter: (a, b) => Number(a.attendance_rate) - Number(b.attendance_rate),
      render: (_, row) =>
        row.sessions === 0 ? '—' : `${row.signed}/${row.sessions}（${sharePercent(row.attendance_rate)}%）`,
    },
    {
      title: '最近学习',
      dataIndex: 'last_active_at',
      width: 150,
      sorter: (a, b) => (a.last_active_at ?? '').localeCompare(b.last_active_at ?? ''),
      render: (at: string | null) => formatDateTime(at),
    },
  ];
  return (
    <Flex vertical gap={16}>
      {isAdmin ? <CollegeFigures /> : null}
      <Card size="small">
        <Flex wrap gap={12} align="center" justify="space-between">
          <Space wrap>
            <LabelledSelect
              label="班级"
              width={220}
              isLoading={classes.isPending}
              value={klass?.id}
              onChange={(value) => choose(value)}
              options={classOptions(classes.data)}
            />
            <Input.Search
              aria-label="搜索学生"
              placeholder="账号或姓名"
              allowClear
              style={{ width: 200 }}
              onSearch={setKeyword}
              onChange={(event) => setKeyword(event.target.value)}
            />
          </Space>
          <Space>
            <ExportButton label="导出本班" isDisabled={!klass} run={() => exportStudy(klass?.id)} />
            <ExportButton label={isAdmin ? '导出全院' : '导出我的全部班级'} run={() => exportStudy()} />
          </Space>
        </Flex>
      </Card>
      <Card size="small" title={klass ? `${klass.name} 学习汇总` : '学习汇总'}>
        {!klass ? (
          <Empty description={classes.isPending ? '正在加载…' : '您还没有可以查看的班级'} />
        ) : summary.isError ? (
          <LoadFailed title="学习汇总加载失败" error={summary.error} onRetry={() => summary.refetch()} />
        ) : (
          <Table
            rowKey={(row) => `${row.class_id}-${row.student_id}`}
            size="middle"
            loading={summary.isPending}
            columns={columns}
            dataSource={rows}
            scroll={{ x: 1200 }}
            pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (total) => `共 ${total} 名学生` }}
          />
        )}
      </Card>
    </Flex>
  );
}
