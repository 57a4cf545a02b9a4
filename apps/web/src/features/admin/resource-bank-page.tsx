import { DownOutlined, PictureOutlined, PlusOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import type { TAdminResource, TAdminResourceIndexBody } from '@sxpt/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Dropdown,
  Empty,
  Flex,
  Image,
  Input,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../components/format-time';
import { LoadFailed } from '../../components/load-failed';
import { pagingOf } from './admin-format';
import { chapterManagePath, recommendPath, relationPath, resourceFormPath } from './admin-paths';
import { deleteResource, fetchResources, publishResource, resourceKeys, setResourceRecommend } from './resource-api';
import { ResourceGrantModal } from './resource-grant-modal';
import { useRefreshResources, useResourceCategories } from './use-resource-data';

const coverBox = { width: 96, height: 54, borderRadius: 4, objectFit: 'cover' } as const;

export function ResourceCover({ cover }: { cover: string }) {
  if (!cover) {
    return (
      <Flex align="center" justify="center" style={{ ...coverBox, background: '#f0f3f8', color: '#9aa7b8' }}>
        <PictureOutlined style={{ fontSize: 20 }} />
      </Flex>
    );
  }
  return <Image src={cover} alt="封面" width={96} height={54} style={coverBox} />;
}

export function ResourceStatusTag({ status }: { status: number }) {
  return status === 1 ? <Tag color="success">已发布</Tag> : <Tag>草稿</Tag>;
}

/** /adminViews/acc5Resource/resource_bank: every resource (course package) with its counts and actions. */
export default function ResourceBankPage() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshResources();
  const categories = useResourceCategories();
  const [query, setQuery] = useState<TAdminResourceIndexBody>({ page: 1, page_size: 20 });
  const [keyword, setKeyword] = useState('');
  const [grantFor, setGrantFor] = useState<TAdminResource | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const resources = useQuery({
    queryKey: resourceKeys.resourceList(query),
    queryFn: () => fetchResources(query),
    placeholderData: keepPreviousData,
  });

  async function run(id: number, action: () => Promise<unknown>, done: string) {
    setBusyId(id);
    try {
      await action();
      message.success(done);
      await refresh();
    } finally {
      setBusyId(null);
    }
  }

  function confirmUnpublish(resource: TAdminResource) {
    modal.confirm({
      title: `下架资源「${resource.name}」？`,
      content: '下架后资源变为草稿，院校不能再把它分配给新的班级；已分配的班级和学习记录保留。',
      okText: '下架',
      cancelText: '取消',
      onOk: () => run(resource.id, () => publishResource(resource.id, 0), '资源已下架'),
    });
  }

  function confirmDelete(resource: TAdminResource) {
    modal.confirm({
      title: `删除资源「${resource.name}」？`,
      content: `资源的 ${resource.chapter_count} 个章节、${resource.lesson_count} 个课时及其练习会一并删除，院校授权同时取消，不能恢复。已被班级使用的资源不能删除。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => run(resource.id, () => deleteResource(resource.id), '资源已删除').catch(() => undefined),
    });
  }

  const columns: TableColumnsType<TAdminResource> = [
    { title: '封面', dataIndex: 'cover', width: 116, render: (cover: string) => <ResourceCover cover={cover} /> },
    {
      title: '资源名称',
      dataIndex: 'name',
      render: (name: string, r) => (
        <div style={{ maxWidth: 320 }}>
          <Space size={4}>
            <Typography.Text strong>{name}</Typography.Text>
            <Tooltip title={r.is_recommended ? '推荐资源，点击取消推荐' : '点击设为推荐'}>
              <Button
                type="text"
                size="small"
                aria-label={r.is_recommended ? '取消推荐' : '设为推荐'}
                loading={busyId === r.id}
                icon={r.is_recommended ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
                onClick={() =>
                  run(
                    r.id,
                    () => setResourceRecommend({ id: r.id, is_recommended: !r.is_recommended }),
                    r.is_recommended ? '已取消推荐' : '已设为推荐',
                  )
                }
              />
            </Tooltip>
          </Space>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 1 }} style={{ marginBottom: 0, fontSize: 12 }}>
            {r.description || '暂无简介'}
          </Typography.Paragraph>
        </div>
      ),
    },
    { title: '分类', dataIndex: 'category', width: 90, render: (c: string) => c || '—' },
    { title: '状态', dataIndex: 'status', width: 76, render: (s: number) => <ResourceStatusTag status={s} /> },
    { title: '章节 / 课时', key: 'structure', width: 92, render: (_, r) => `${r.chapter_count} / ${r.lesson_count}` },
    {
      title: '院校 / 班级',
      key: 'usage',
      width: 92,
      render: (_, r) => (
        <Tooltip title="已授权的院校数 / 使用它的班级数">
          {r.college_count} / {r.class_count}
        </Tooltip>
      ),
    },
    {
      title: '更新日期',
      dataIndex: 'updated_at',
      width: 100,
      render: (at: string) => formatDateTime(at).slice(0, 10),
    },
    {
      title: '操作',
      key: 'actions',
      width: 240,
      fixed: 'right',
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(resourceFormPath(r.id))}>
            编辑
          </Button>
          <Button type="link" size="small" onClick={() => navigate(chapterManagePath(r.id))}>
            章节管理
          </Button>
          {r.status === 1 ? (
            <Button type="link" size="small" onClick={() => confirmUnpublish(r)}>
              下架
            </Button>
          ) : (
            <Button
              type="link"
              size="small"
              onClick={() => run(r.id, () => publishResource(r.id, 1), '资源已发布')}
              disabled={busyId === r.id}
            >
              发布
            </Button>
          )}
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'grant', label: '授权院校' },
                { key: 'relation', label: '关联练习与试卷' },
                { type: 'divider' },
                { key: 'delete', label: '删除', danger: true },
              ],
              onClick: ({ key }) => {
                if (key === 'grant') setGrantFor(r);
                else if (key === 'relation') navigate(relationPath(r.id));
                else confirmDelete(r);
              },
            }}
          >
            <Button type="link" size="small">
              更多 <DownOutlined />
            </Button>
          </Dropdown>
        </Space>
      ),
    },
  ];

  if (resources.isError && !resources.data) {
    return <LoadFailed title="资源库加载失败" error={resources.error} onRetry={() => resources.refetch()} />;
  }

  const hasFilter = Boolean(query.keyword) || query.status !== undefined || Boolean(query.category);
  return (
    <Card
      title="资源库"
      extra={
        <Space>
          <Button icon={<StarOutlined />} onClick={() => navigate(recommendPath)}>
            推荐设置
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(resourceFormPath())}>
            新建资源
          </Button>
        </Space>
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="搜索资源名称"
          style={{ width: 260 }}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => setQuery({ ...query, page: 1, keyword: value.trim() || undefined })}
        />
        <Select<0 | 1>
          allowClear
          placeholder="全部状态"
          aria-label="发布状态"
          style={{ width: 140 }}
          value={query.status}
          options={[
            { value: 1, label: '已发布' },
            { value: 0, label: '草稿' },
          ]}
          onChange={(status?: 0 | 1) => setQuery({ ...query, page: 1, status })}
        />
        <Select<string>
          allowClear
          placeholder="全部分类"
          aria-label="资源分类"
          style={{ width: 160 }}
          value={query.category}
          options={categories.map((c) => ({ value: c, label: c }))}
          onChange={(category?: string) => setQuery({ ...query, page: 1, category })}
        />
        {hasFilter ? (
          <Button
            onClick={() => {
              setKeyword('');
              setQuery({ page: 1, page_size: query.page_size });
            }}
          >
            重置
          </Button>
        ) : null}
      </Flex>
      <Table<TAdminResource>
        rowKey="id"
        loading={resources.isFetching}
        dataSource={resources.data?.list ?? []}
        columns={columns}
        scroll={{ x: 1060 }}
        locale={{
          emptyText: (
            <Empty
              description={
                hasFilter ? '没有符合条件的资源，请调整搜索条件' : '资源库还是空的，点击右上角「新建资源」开始'
              }
            />
          ),
        }}
        pagination={pagingOf(resources.data, (page, pageSize) => setQuery({ ...query, page, page_size: pageSize }))}
      />
      <ResourceGrantModal
        resource={grantFor}
        onClose={() => setGrantFor(null)}
        onSaved={() => {
          setGrantFor(null);
          void refresh();
        }}
      />
    </Card>
  );
}
