import { FilePdfOutlined, PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { TAdminLesson, TPage } from '@sxpt/contract';
import { App, Button, Card, Empty, Flex, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { formatDuration } from './admin-format';
import { chapterManagePath, idParam, lessonFormPath } from './admin-paths';
import { OrderButtons } from './order-buttons';
import { deleteLesson, resourceKeys, sortLessons } from './resource-api';
import { ResourceSelect } from './resource-select';
import { useReorder } from './use-reorder';
import { useChapterDetail, useChapters, useLessons, useRefreshResources } from './use-resource-data';

/**
 * /adminViews/acc5Resource/lesson_manage(?chapter_id=, resource_id=): the lessons of a chapter in order, with their
 * video, handout and practice items; opened without them, pick the resource and then the chapter.
 */
export default function LessonManagePage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const chapterId = idParam(params.get('chapter_id'));
  const lessons = useLessons(chapterId);
  // a link with only chapter_id: the resource is known from the chapter's detail
  const resourceParam = idParam(params.get('resource_id'));
  const chapterDetail = useChapterDetail(resourceParam === undefined ? chapterId : undefined);
  const resourceId = resourceParam ?? chapterDetail.data?.resource_id;
  const chapters = useChapters(resourceId);
  const chapter = chapters.data?.list.find((c) => c.id === chapterId);

  const choose = (next: { resource_id?: number; chapter_id?: number }) => {
    const query: Record<string, string> = {};
    if (next.resource_id) query.resource_id = String(next.resource_id);
    if (next.chapter_id) query.chapter_id = String(next.chapter_id);
    setParams(query);
  };

  return (
    <Card
      title="课时管理"
      extra={
        <Space>
          {resourceId ? <Button onClick={() => navigate(chapterManagePath(resourceId))}>章节管理</Button> : null}
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={chapterId === undefined}
            onClick={() => chapterId && navigate(lessonFormPath({ chapterId, resourceId }))}
          >
            新增课时
          </Button>
        </Space>
      }
    >
      <Flex gap={12} align="center" wrap style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">资源</Typography.Text>
        <ResourceSelect value={resourceId} onChange={(id) => choose({ resource_id: id })} style={{ width: 300 }} />
        <Typography.Text type="secondary">章节</Typography.Text>
        <Select<number>
          placeholder={resourceId ? '选择章节' : '请先选择资源'}
          aria-label="章节"
          style={{ width: 300 }}
          disabled={resourceId === undefined}
          loading={chapters.isFetching}
          value={chapter ? chapter.id : chapterId}
          onChange={(id) => choose({ resource_id: resourceId, chapter_id: id })}
          notFoundContent="该资源还没有章节，请先在章节管理中添加"
          options={(chapters.data?.list ?? []).map((c, index) => ({
            value: c.id,
            label: `${index + 1}. ${c.title}（${c.lesson_count} 课时）`,
          }))}
        />
      </Flex>
      {chapterId === undefined ? (
        <Empty
          style={{ padding: '40px 0' }}
          description={resourceId ? '请选择章节，查看和管理它的课时' : '请先选择资源，再选择章节'}
        />
      ) : lessons.isError ? (
        <LoadFailed title="课时加载失败" error={lessons.error} onRetry={() => lessons.refetch()} />
      ) : (
        <LessonTable
          chapterId={chapterId}
          resourceId={resourceId}
          data={lessons.data}
          isFetching={lessons.isFetching}
        />
      )}
    </Card>
  );
}

function LessonTable({
  chapterId,
  resourceId,
  data,
  isFetching,
}: {
  chapterId: number;
  resourceId?: number;
  data?: TPage<TAdminLesson>;
  isFetching: boolean;
}) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshResources();
  const list = data?.list ?? [];

  const reorder = useReorder<TAdminLesson>(
    resourceKeys.lessons(chapterId),
    (ids) => sortLessons(chapterId, ids),
    refresh,
  );
  const move = (index: number, step: -1 | 1) => reorder.move(list, index, step);
  const isSorting = reorder.isSorting;

  function confirmDelete(lesson: TAdminLesson) {
    modal.confirm({
      title: `删除课时「${lesson.title}」？`,
      content: '课时的视频、讲义设置和练习会一并删除，学生在该课时的学习记录也不再显示。删除后不能恢复。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await deleteLesson(lesson.id);
        message.success('课时已删除');
        await refresh();
      },
    });
  }

  const columns: TableColumnsType<TAdminLesson> = [
    { title: '序号', key: 'index', width: 70, render: (_, __, index) => index + 1 },
    {
      title: '课时名称',
      dataIndex: 'title',
      render: (title: string, l) => (
        <Typography.Link onClick={() => navigate(lessonFormPath({ id: l.id }))}>{title}</Typography.Link>
      ),
    },
    {
      title: '视频',
      key: 'video',
      width: 110,
      render: (_, l) =>
        l.video_url ? (
          <Tag icon={<PlayCircleOutlined />} color="blue">
            {formatDuration(l.video_duration)}
          </Tag>
        ) : (
          <Typography.Text type="secondary">无</Typography.Text>
        ),
    },
    {
      title: '讲义',
      key: 'handout',
      width: 200,
      render: (_, l) =>
        l.handout_url ? (
          <Tag
            icon={<FilePdfOutlined />}
            color="red"
            style={{ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {l.handout_name || '讲义'}
          </Tag>
        ) : (
          <Typography.Text type="secondary">无</Typography.Text>
        ),
    },
    { title: '练习数', dataIndex: 'item_count', width: 80, align: 'right' },
    {
      title: '排序',
      key: 'order',
      width: 90,
      render: (_, __, index) => (
        <OrderButtons index={index} count={list.length} disabled={isSorting} onMove={(step) => move(index, step)} />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, l) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(lessonFormPath({ id: l.id }))}>
            编辑
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmDelete(l)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Table<TAdminLesson>
      rowKey="id"
      loading={isFetching && !isSorting}
      dataSource={list}
      columns={columns}
      pagination={false}
      scroll={{ x: 860 }}
      locale={{
        emptyText: (
          <Empty description="该章节还没有课时，点击右上角「新增课时」添加视频、讲义和练习">
            <Button type="primary" onClick={() => navigate(lessonFormPath({ chapterId, resourceId }))}>
              新增课时
            </Button>
          </Empty>
        ),
      }}
    />
  );
}
