import { BookOutlined, EyeOutlined, TeamOutlined } from '@ant-design/icons';
import type { TResourceIndexBody, TResourceRow } from '@sxpt/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, Input, Pagination, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { collegeKeys, fetchResources } from './college-api';
import { BindClassModal, ResourcePreviewDrawer } from './resource-bank-parts';
import { useIsCollegeAdmin } from './use-college-data';

/**
 * /collegeViews/teachResource/resource_bank: the resources granted to the college as cards. Admins assign them to
 * classes; everyone may look at a resource's outline.
 */
export default function ResourceBankPage() {
  const isAdmin = useIsCollegeAdmin();
  const [query, setQuery] = useState<TResourceIndexBody>({ page: 1, page_size: 12 });
  const [binding, setBinding] = useState<TResourceRow | null>(null);
  const [previewing, setPreviewing] = useState<TResourceRow | null>(null);
  const resources = useQuery({
    queryKey: collegeKeys.resourceList(query),
    queryFn: () => fetchResources(query),
    placeholderData: keepPreviousData,
  });

  if (resources.isError && !resources.data) {
    return <LoadFailed title="资源库加载失败" error={resources.error} onRetry={() => resources.refetch()} />;
  }
  const hasFilter = Boolean(query.keyword || query.category);
  return (
    <Card
      title="资源库"
      extra={
        <Input.Search
          allowClear
          placeholder="搜索资源名称"
          style={{ width: 220 }}
          onSearch={(value) => setQuery({ ...query, page: 1, keyword: value.trim() || undefined })}
        />
      }
    >
      {!resources.data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : resources.data.list.length === 0 ? (
        <Empty
          description={hasFilter ? '没有符合条件的课程资源' : '本院校暂未获得授权的课程资源，请联系学校管理开通'}
        />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {resources.data.list.map((resource) => (
              <Col key={resource.id} xs={24} md={12} xl={8} xxl={6}>
                <ResourceCard
                  resource={resource}
                  isAdmin={isAdmin}
                  onBind={() => setBinding(resource)}
                  onPreview={() => setPreviewing(resource)}
                />
              </Col>
            ))}
          </Row>
          <Flex justify="flex-end" style={{ marginTop: 16 }}>
            <Pagination
              current={resources.data.page}
              pageSize={resources.data.page_size}
              total={resources.data.total}
              showTotal={(total) => `共 ${total} 个课程资源`}
              onChange={(page, pageSize) => setQuery({ ...query, page, page_size: pageSize })}
            />
          </Flex>
        </>
      )}
      {binding ? <BindClassModal resource={binding} onClose={() => setBinding(null)} /> : null}
      {previewing ? (
        <ResourcePreviewDrawer resource={previewing} isAdmin={isAdmin} onClose={() => setPreviewing(null)} />
      ) : null}
    </Card>
  );
}

const coverStyle = { height: 140, objectFit: 'cover', width: '100%' } as const;

function ResourceCard({
  resource,
  isAdmin,
  onBind,
  onPreview,
}: {
  resource: TResourceRow;
  isAdmin: boolean;
  onBind: () => void;
  onPreview: () => void;
}) {
  const actions = [
    <Button key="preview" type="link" icon={<EyeOutlined />} onClick={onPreview}>
      预览
    </Button>,
  ];
  if (isAdmin) {
    actions.push(
      <Button key="bind" type="link" icon={<TeamOutlined />} onClick={onBind}>
        分配班级
      </Button>,
    );
  }
  return (
    <Card
      hoverable
      cover={
        resource.cover ? (
          <img alt={resource.name} src={resource.cover} style={coverStyle} />
        ) : (
          <Flex align="center" justify="center" style={{ height: 140, background: '#eef3fb' }}>
            <BookOutlined style={{ fontSize: 40, color: '#1661d6' }} />
          </Flex>
        )
      }
      actions={actions}
    >
      <Space orientation="vertical" size={6} style={{ width: '100%' }}>
        <Flex justify="space-between" gap={8}>
          <Typography.Text strong ellipsis>
            {resource.name}
          </Typography.Text>
          {resource.category ? <Tag color="blue">{resource.category}</Tag> : null}
        </Flex>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, minHeight: 44 }}>
          {resource.description || '暂无简介'}
        </Typography.Paragraph>
        <Typography.Text type="secondary">
          {resource.chapter_count} 章 · {resource.lesson_count} 课时
        </Typography.Text>
        <div style={{ minHeight: 24 }}>
          {resource.classes.length ? (
            resource.classes.map((c) => <Tag key={c.id}>{c.name}</Tag>)
          ) : (
            <Typography.Text type="secondary">{isAdmin ? '尚未分配班级' : '您的班级尚未使用'}</Typography.Text>
          )}
        </div>
      </Space>
    </Card>
  );
}
