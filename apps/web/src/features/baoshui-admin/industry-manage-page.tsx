// /adminViews/dutiableAdmin/industry_management: the filing cases (行业), with their returns, use and actions:
// 新增, 编辑, 答案与详情, 启用 (refused by the server while an answer fails its checks), 停用, 删除.
import { PlusOutlined } from '@ant-design/icons';
import type { TTaxCaseIndexBody, TTaxCaseRow } from '@sxpt/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../components/format-time';
import { LoadFailed } from '../../components/load-failed';
import { pagingOf } from '../admin/admin-format';
import { TAX_ADMIN_PATHS, taxAdminApi, taxAdminKeys } from './baoshui-admin-api';

export default function IndustryManagePage() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [query, setQuery] = useState<TTaxCaseIndexBody>({ page: 1, page_size: 20, keyword: '' });
  const [keyword, setKeyword] = useState('');
  const cases = useQuery({
    queryKey: taxAdminKeys.list(query),
    queryFn: () => taxAdminApi.list(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: taxAdminKeys.all });
  const act = async (action: () => Promise<unknown>, done: string) => {
    await action();
    message.success(done);
    await refresh();
  };
  if (cases.isError) return <LoadFailed title="申报案例加载失败" error={cases.error} onRetry={() => cases.refetch()} />;
  return (
    <Card
      title="报税实训 · 行业管理"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(TAX_ADMIN_PATHS.edit())}>
          新增案例
        </Button>
      }
    >
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="案例名称或企业名称"
          style={{ width: 300 }}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => setQuery({ ...query, page: 1, keyword: value.trim() })}
        />
      </Flex>
      <Table<TTaxCaseRow>
        rowKey="id"
        loading={cases.isFetching}
        dataSource={cases.data?.list ?? []}
        pagination={pagingOf(cases.data, (page, pageSize) => setQuery({ ...query, page, page_size: pageSize }))}
        columns={[
          {
            title: '案例',
            dataIndex: 'name',
            render: (name: string, row) => (
              <div>
                <Typography.Link strong onClick={() => navigate(TAX_ADMIN_PATHS.detail(row.id))}>
                  {name}
                </Typography.Link>
                <div style={{ color: '#888', fontSize: 12 }}>{row.company_name}</div>
              </div>
            ),
          },
          {
            title: '申报表',
            dataIndex: 'returns',
            render: (returns: string[]) => (
              <Flex gap={4} wrap>
                {returns.map((title) => (
                  <Tag key={title}>{title}</Tag>
                ))}
              </Flex>
            ),
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 80,
            render: (status: number) => (status === 1 ? <Tag color="green">已启用</Tag> : <Tag>未启用</Tag>),
          },
          {
            title: '课时 / 学生',
            key: 'use',
            width: 100,
            render: (_, row) => `${row.lesson_count} / ${row.practice_count}`,
          },
          { title: '更新时间', dataIndex: 'updated_at', width: 150, render: (at: string) => formatDateTime(at) },
          {
            title: '操作',
            key: 'actions',
            width: 260,
            render: (_, row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => navigate(TAX_ADMIN_PATHS.edit(row.id))}>
                  编辑
                </Button>
                <Button type="link" size="small" onClick={() => navigate(TAX_ADMIN_PATHS.detail(row.id))}>
                  答案与详情
                </Button>
                {row.status === 1 ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => act(() => taxAdminApi.setStatus(row.id, 0), '已停用').catch(() => undefined)}
                  >
                    停用
                  </Button>
                ) : (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => act(() => taxAdminApi.setStatus(row.id, 1), '已启用').catch(() => undefined)}
                  >
                    启用
                  </Button>
                )}
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() =>
                    modal.confirm({
                      title: `删除案例「${row.name}」？`,
                      content:
                        '案例的申报事项、答案和业务资料一并删除，不能恢复。已被课时选用或已有学生做过的案例不能删除。',
                      okText: '删除',
                      okButtonProps: { danger: true },
                      cancelText: '取消',
                      onOk: () => act(() => taxAdminApi.remove(row.id), '删除成功').catch(() => undefined),
                    })
                  }
                >
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
