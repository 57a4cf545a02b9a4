import { CheckCircleFilled } from '@ant-design/icons';
import type { TCourseLearningBody, TLearningMatrixRow } from '@sxpt/contract';
import { durationText, sharePercent } from '@sxpt/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Drawer, Empty, Flex, Space, Table, type TableColumnsType, Tabs, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../components/format-time';
import { LoadFailed } from '../../components/load-failed';
import { useIsCollegeAdmin } from '../college/use-college-data';
import { EChart } from './echart';
import { chartOption, type TKind, type TLessonRow, useLessonRows } from './learning-data';
import { exportLearningMatrix, fetchLearningMatrix, fetchLessonLearning, learningBase } from './statistics-api';
import { classOptions, ExportButton, LabelledSelect } from './statistics-controls';
import { useChosenClass } from './use-chosen-class';

const WORDS = {
  video: { what: '视频', done: '完成观看', time: '观看时长', chart: '各课时视频完成率与平均观看比例' },
  handout: { what: '讲义', done: '已阅读', time: '阅读时长', chart: '各课时讲义阅读率与平均阅读时长' },
} as const;

/** One lesson's students. */
function LessonDrawer({
  base,
  kind,
  body,
  lesson,
  onClose,
}: {
  base: string;
  kind: TKind;
  body: TCourseLearningBody | null;
  lesson: TLessonRow | null;
  onClose: () => void;
}) {
  const words = WORDS[kind];
  const detail = useQuery({
    queryKey: ['statistics', 'learning', base, kind, 'lesson', body, lesson?.lesson_id],
    queryFn: () =>
      fetchLessonLearning(base, kind, {
        class_id: body?.class_id ?? 0,
        resource_id: body?.resource_id ?? 0,
        lesson_id: lesson?.lesson_id ?? 0,
      }),
    enabled: body !== null && lesson !== null,
  });
  return (
    <Drawer
      open={lesson !== null}
      onClose={onClose}
      size={760}
      title={lesson ? `${lesson.lesson_name} · ${words.what}学习明细` : ''}
      destroyOnHidden
    >
      {detail.isError ? (
        <LoadFailed title="明细加载失败" error={detail.error} onRetry={() => detail.refetch()} />
      ) : (
        <Table
          rowKey="student_id"
          size="small"
          loading={detail.isPending}
          pagination={false}
          dataSource={detail.data?.list ?? []}
          columns={[
            { title: '学生', key: 'student', render: (_, row) => `${row.name}（${row.account}）` },
            {
              title: words.time,
              dataIndex: 'seconds',
              width: 100,
              sorter: (a, b) => a.seconds - b.seconds,
              render: (seconds: number, row) => (row.opened ? durationText(seconds) : '—'),
            },
            {
              title: '状态',
              key: 'state',
              width: 110,
              render: (_, row) =>
                !row.opened ? (
                  <Tag>未开始</Tag>
                ) : kind === 'video' ? (
                  row.completed ? (
                    <Tag color="success">已看完</Tag>
                  ) : (
                    <Tag color="processing">观看中</Tag>
                  )
                ) : (
                  <Tag color="success">{`读到第${row.last_page}/${row.page_count || '?'}页`}</Tag>
                ),
            },
            { title: '最近', dataIndex: 'updated_at', width: 140, render: (at: string | null) => formatDateTime(at) },
          ]}
        />
      )}
    </Drawer>
  );
}

/**
 * dataStatis/shiping, shiping_admin (video) and jiangyi, jiangyi_teacher (handout): a course in a class, per lesson
 * and per student.
 */
export function LearningPage({ kind }: { kind: TKind }) {
  const isAdmin = useIsCollegeAdmin();
  const base = learningBase(isAdmin);
  const words = WORDS[kind];
  const [lesson, setLesson] = useState<TLessonRow | null>(null);
  const { classes, klass, params, choose } = useChosenClass();
  const resource =
    (klass?.resources ?? []).find((entry) => entry.id === Number(params.get('resource_id'))) ?? klass?.resources[0];
  const body: TCourseLearningBody | null = klass && resource ? { class_id: klass.id, resource_id: resource.id } : null;
  const lessons = useLessonRows(base, kind, body);
  const matrix = useQuery({
    queryKey: ['statistics', 'learning', base, kind, 'matrix', body],
    queryFn: () => fetchLearningMatrix(base, kind, body ?? { class_id: 0, resource_id: 0 }),
    enabled: body !== null,
  });
  const option = useMemo(() => (lessons.data ? chartOption(lessons.data, kind) : null), [lessons.data, kind]);

  if (classes.isError)
    return <LoadFailed title="班级加载失败" error={classes.error} onRetry={() => classes.refetch()} />;

  const lessonColumns: TableColumnsType<TLessonRow> = [
    { title: '章节', dataIndex: 'chapter_name', width: 160, ellipsis: true },
    { title: '课时', dataIndex: 'lesson_name', ellipsis: true },
    ...(kind === 'video'
      ? [
          {
            title: '视频时长',
            dataIndex: 'video_duration',
            width: 100,
            render: (seconds: number) => (seconds > 0 ? durationText(seconds) : '未知'),
          },
        ]
      : []),
    {
      title: words.done,
      key: 'done',
      width: 130,
      sorter: (a, b) => a.done - b.done,
      render: (_, row) => `${row.done}人 · ${sharePercent(row.rate)}%`,
    },
    {
      title: `平均${words.time}`,
      dataIndex: 'avg_seconds',
      width: 120,
      render: (seconds: number) => durationText(seconds),
    },
    ...(kind === 'video'
      ? [
          {
            title: '平均观看比例',
            dataIndex: 'share',
            width: 120,
            render: (share: string) => (share === '' ? '—' : `${sharePercent(share)}%`),
          },
        ]
      : []),
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setLesson(row)}>
          学生明细
        </Button>
      ),
    },
  ];
  const matrixColumns: TableColumnsType<TLearningMatrixRow> = [
    {
      title: '账号',
      dataIndex: 'account',
      width: 120,
      fixed: 'left',
      sorter: (a, b) => a.account.localeCompare(b.account),
    },
    { title: '姓名', dataIndex: 'name', width: 90, fixed: 'left' },
    {
      title: words.done,
      dataIndex: 'done',
      width: 100,
      sorter: (a, b) => a.done - b.done,
      render: (done: number) => `${done}/${matrix.data?.lessons.length ?? 0}`,
    },
    {
      title: `合计${words.time}`,
      dataIndex: 'total_seconds',
      width: 110,
      sorter: (a, b) => a.total_seconds - b.total_seconds,
      render: (seconds: number) => durationText(seconds),
    },
    ...(matrix.data?.lessons ?? []).map((entry, index) => ({
      title: <span title={entry.lesson_name}>{entry.lesson_name}</span>,
      key: `lesson-${entry.lesson_id}`,
      width: 130,
      ellipsis: true,
      render: (_: unknown, row: TLearningMatrixRow) => {
        const cell = row.cells[index];
        if (!cell?.opened) return <Typography.Text type="secondary">—</Typography.Text>;
        return (
          <Space size={4}>
            {durationText(cell.seconds)}
            {kind === 'video' && cell.completed ? (
              <CheckCircleFilled style={{ color: '#52c41a' }} aria-label="已看完" />
            ) : null}
          </Space>
        );
      },
    })),
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
          <LabelledSelect
            label="课程"
            width={240}
            value={resource?.id}
            emptyText="该班级没有绑定课程"
            onChange={(value) => klass && choose(klass.id, value)}
            options={(klass?.resources ?? []).map((entry) => ({ value: entry.id, label: entry.name }))}
          />
        </Flex>
      </Card>
      {!body ? (
        <Card>
          <Empty description={classes.isPending ? '正在加载…' : '请选择有课程的班级'} />
        </Card>
      ) : (
        <Card size="small">
          <Tabs
            items={[
              {
                key: 'lessons',
                label: '按课时',
                children: lessons.isError ? (
                  <LoadFailed title="课时统计加载失败" error={lessons.error} onRetry={() => lessons.refetch()} />
                ) : (lessons.data ?? []).length === 0 && !lessons.isPending ? (
                  <Empty description={`该课程没有${words.what}`} />
                ) : (
                  <Flex vertical gap={12}>
                    {option ? <EChart option={option} height={280} label={words.chart} /> : null}
                    <Table
                      rowKey="lesson_id"
                      size="middle"
                      loading={lessons.isPending}
                      columns={lessonColumns}
                      dataSource={lessons.data ?? []}
                      pagination={false}
                    />
                  </Flex>
                ),
              },
              {
                key: 'students',
                label: '按学生',
                children: matrix.isError ? (
                  <LoadFailed title="学生记录加载失败" error={matrix.error} onRetry={() => matrix.refetch()} />
                ) : (
                  <Flex vertical gap={8}>
                    <Flex justify="flex-end">
                      <ExportButton
                        run={() => exportLearningMatrix(base, kind, body ?? { class_id: 0, resource_id: 0 })}
                      />
                    </Flex>
                    <Table
                      rowKey="student_id"
                      size="middle"
                      loading={matrix.isPending}
                      columns={matrixColumns}
                      dataSource={matrix.data?.list ?? []}
                      scroll={{ x: 'max-content' }}
                      pagination={{ pageSize: 50, hideOnSinglePage: true }}
                    />
                  </Flex>
                ),
              },
            ]}
          />
        </Card>
      )}
      <LessonDrawer base={base} kind={kind} body={body} lesson={lesson} onClose={() => setLesson(null)} />
    </Flex>
  );
}
