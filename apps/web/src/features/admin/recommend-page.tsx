import type { TAdminResource } from '@sxpt/contract';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  InputNumber,
  Segmented,
  Switch,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { resourceBankPath } from './admin-paths';
import { setResourceRecommend } from './resource-api';
import { ResourceCover, ResourceStatusTag } from './resource-bank-page';
import { useRefreshResources, useResourceOptions } from './use-resource-data';

/** Recommended first, by their sort number (smaller first), then the others newest first. */
function byRecommendation(a: TAdminResource, b: TAdminResource): number {
  if (a.is_recommended !== b.is_recommended) return a.is_recommended ? -1 : 1;
  if (a.is_recommended) return a.recommend_sort - b.recommend_sort || a.id - b.id;
  return b.id - a.id;
}

/** /adminViews/acc5Resource/recommend: which resources are recommended, and in which order. */
export default function RecommendPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshResources();
  const resources = useResourceOptions();
  const [view, setView] = useState<'recommended' | 'all'>('recommended');
  const [busyId, setBusyId] = useState<number | null>(null);
  const [sorts, setSorts] = useState<Record<number, number | null>>({});

  async function save(resource: TAdminResource, isRecommended: boolean, sort?: number) {
    setBusyId(resource.id);
    try {
      await setResourceRecommend({ id: resource.id, is_recommended: isRecommended, recommend_sort: sort });
      message.success(isRecommended ? (sort === undefined ? '已设为推荐' : '推荐排序已保存') : '已取消推荐');
      await refresh();
      setSorts(({ [resource.id]: _, ...rest }) => rest);
    } finally {
      setBusyId(null);
    }
  }

  if (resources.isError) {
    return <LoadFailed title="资源加载失败" error={resources.error} onRetry={() => resources.refetch()} />;
  }
  const all = [...(resources.data ?? [])].sort(byRecommendation);
  const list = view === 'recommended' ? all.filter((r) => r.is_recommended) : all;

  const columns: TableColumnsType<TAdminResource> = [
    { title: '封面', dataIndex: 'cover', width: 120, render: (cover: string) => <ResourceCover cover={cover} /> },
    {
      title: '资源名称',
      dataIndex: 'name',
      render: (name: string, r) => (
        <Flex vertical>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.category || '未分类'} · {r.chapter_count} 章 · {r.lesson_count} 课时
          </Typography.Text>
        </Flex>
      ),
    },
    { title: '状态', dataIndex: 'status', width: 90, render: (s: number) => <ResourceStatusTag status={s} /> },
    {
      title: '推荐',
      dataIndex: 'is_recommended',
      width: 90,
      render: (isRecommended: boolean, r) => (
        <Switch
          checked={isRecommended}
          loading={busyId === r.id}
          aria-label={`推荐${r.name}`}
          onChange={(checked) => save(r, checked)}
        />
      ),
    },
    {
      title: '推荐排序',
      key: 'sort',
      width: 220,
      render: (_, r) => {
        const draft = sorts[r.id];
        const value = draft === undefined ? r.recommend_sort : draft;
        const isChanged = draft !== undefined && draft !== null && draft !== r.recommend_sort;
        return (
          <Flex gap={8}>
            <InputNumber
              min={0}
              max={9999}
              precision={0}
              value={value}
              disabled={!r.is_recommended}
              aria-label={`${r.name}推荐排序`}
              onChange={(next) => setSorts((prev) => ({ ...prev, [r.id]: next }))}
              onPressEnter={() => isChanged && draft !== null && save(r, true, draft)}
              style={{ width: 100 }}
            />
            {isChanged ? (
              <Button size="small" type="primary" loading={busyId === r.id} onClick={() => save(r, true, draft)}>
                保存
              </Button>
            ) : null}
          </Flex>
        );
      },
    },
  ];

  return (
    <Card title="推荐设置" extra={<Button onClick={() => navigate(resourceBankPath)}>返回资源库</Button>}>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 16 }}>
        <Segmented
          value={view}
          onChange={(next) => setView(next as 'recommended' | 'all')}
          options={[
            { value: 'recommended', label: `已推荐（${all.filter((r) => r.is_recommended).length}）` },
            { value: 'all', label: `全部资源（${all.length}）` },
          ]}
        />
        <Typography.Text type="secondary">
          推荐资源按排序数字从小到大排列；未发布的资源即使推荐也不会展示给院校。
        </Typography.Text>
      </Flex>
      <Table<TAdminResource>
        rowKey="id"
        loading={resources.isFetching}
        dataSource={list}
        columns={columns}
        pagination={{ pageSize: 20, showTotal: (total) => `共 ${total} 条`, hideOnSinglePage: true }}
        locale={{
          emptyText: (
            <Empty
              description={
                view === 'recommended'
                  ? '还没有推荐资源：切换到「全部资源」打开推荐开关'
                  : '资源库还是空的，请先新建资源'
              }
            />
          ),
        }}
      />
    </Card>
  );
}
