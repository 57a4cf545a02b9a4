import { PlusOutlined } from '@ant-design/icons';
import type { TAdminChapter } from '@sxpt/contract';
import { App, Button, Card, Empty, Flex, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { idParam, lessonManagePath, resourceBankPath } from './admin-paths';
import { ChapterTitleModal, type TChapterTarget } from './chapter-title-modal';
import { OrderButtons } from './order-buttons';
import { deleteChapter, resourceKeys, sortChapters } from './resource-api';
import { ResourceStatusTag } from './resource-bank-page';
import { ResourcePickerCard } from './resource-picker-card';
import { ResourceSelect } from './resource-select';
import { useReorder } from './use-reorder';
import { useChapters, useRefreshResources, useResourceOptions } from './use-resource-data';

/** /adminViews/acc5Resource/chapter_manage(?resource_id=): the chapters of a resource in order. */
export default function ChapterManagePage() {
  const [params, setParams] = useSearchParams();
  const resourceId = idParam(params.get('resource_id'));
  const pick = (id: number) => setParams({ resource_id: String(id) });
  if (resourceId === undefined) {
    return <ResourcePickerCard title="章节管理" hint="请先选择要管理章节的资源" onPick={pick} />;
  }
  return <ChapterList key={resourceId} resourceId={resourceId} onPick={pick} />;
}

function ChapterList({ resourceId, onPick }: { resourceId: number; onPick: (id: number) => void }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshResources();
  const resources = useResourceOptions();
  const chapters = useChapters(resourceId);
  const [dialog, setDialog] = useState<TChapterTarget | null>(null);
  const resource = resources.data?.find((r) => r.id === resourceId);
  const list = chapters.data?.list ?? [];

  const reorder = useReorder<TAdminChapter>(
    resourceKeys.chapters(resourceId),
    (ids) => sortChapters(resourceId, ids),
    refresh,
  );
  const move = (index: number, step: -1 | 1) => reorder.move(list, index, step);
  const isSorting = reorder.isSorting;

  function confirmDelete(chapter: TAdminChapter) {
    modal.confirm({
      title: `删除章节「${chapter.title}」？`,
      content:
        chapter.lesson_count > 0
          ? `该章节的 ${chapter.lesson_count} 个课时（含视频、讲义和练习设置）会一并删除，不能恢复。`
          : '删除后不能恢复。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await deleteChapter(chapter.id);
        message.success('章节已删除');
        await refresh();
      },
    });
  }

  const columns: TableColumnsType<TAdminChapter> = [
    { title: '序号', key: 'index', width: 70, render: (_, __, index) => index + 1 },
    {
      title: '章节名称',
      dataIndex: 'title',
      render: (title: string, c) => (
        <Typography.Link onClick={() => navigate(lessonManagePath(resourceId, c.id))}>{title}</Typography.Link>
      ),
    },
    { title: '课时数', dataIndex: 'lesson_count', width: 90, align: 'right' },
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
      width: 220,
      render: (_, c) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(lessonManagePath(resourceId, c.id))}>
            课时管理
          </Button>
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'rename', id: c.id, title: c.title })}>
            重命名
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmDelete(c)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  if (chapters.isError) {
    return <LoadFailed title="章节加载失败" error={chapters.error} onRetry={() => chapters.refetch()} />;
  }

  return (
    <Card
      title={
        <Space>
          <span>章节管理</span>
          {resource ? <ResourceStatusTag status={resource.status} /> : null}
        </Space>
      }
      extra={
        <Space>
          <Button onClick={() => navigate(resourceBankPath)}>返回资源库</Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create', resourceId })}>
            新增章节
          </Button>
        </Space>
      }
    >
      <Flex gap={12} align="center" wrap style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">资源</Typography.Text>
        <ResourceSelect value={resourceId} onChange={onPick} style={{ width: 360 }} />
        {resource ? (
          <Typography.Text type="secondary">
            共 {list.length} 章 · {resource.lesson_count} 课时
          </Typography.Text>
        ) : null}
      </Flex>
      <Table<TAdminChapter>
        rowKey="id"
        loading={chapters.isFetching && !isSorting}
        dataSource={list}
        columns={columns}
        pagination={false}
        locale={{ emptyText: <Empty description="该资源还没有章节，点击右上角「新增章节」开始" /> }}
      />
      <ChapterTitleModal
        target={dialog}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          void refresh();
        }}
      />
    </Card>
  );
}
