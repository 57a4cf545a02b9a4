import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import type { TBwkpAdminCase, TBwkpAdminCaseIndexBody } from '@sxpt/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Dropdown,
  Empty,
  Flex,
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
import { pagingOf } from '../admin/admin-format';
import { bwkpAdminKeys, deleteCase, fetchCases, setCaseStatus } from './bwkp-admin-api';
import { caseScreenPath, type TCaseScreen } from './bwkp-admin-paths';
import { CaseFormModal } from './case-form-modal';
import { CaseStatusTag } from './case-status-tag';
import { useRefreshCase } from './use-case-data';

const QUESTION_COUNT = 17;

function Completeness({ row }: { row: TBwkpAdminCase }) {
  const parts: [string, boolean][] = [
    ['企业信息', row.has_qyxx],
    [`客户 ${row.customer_count}`, row.customer_count > 0],
    [`商品 ${row.goods_count}`, row.goods_count > 0],
    ['申领答案', row.has_apply],
    [`题目 ${row.subject_count}/${QUESTION_COUNT}`, row.subject_count === QUESTION_COUNT],
  ];
  return (
    <Flex gap={4} wrap>
      {parts.map(([text, isDone]) => (
        <Tag key={text} color={isDone ? 'green' : 'default'} style={{ marginInlineEnd: 0 }}>
          {text}
        </Tag>
      ))}
    </Flex>
  );
}

/** /adminViews/bwkpAdmin/course_management: the invoicing cases, with their completeness, use and actions. */
export default function CaseManagePage() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshCase();
  const [query, setQuery] = useState<TBwkpAdminCaseIndexBody>({ page: 1, page_size: 20 });
  const [keyword, setKeyword] = useState('');
  const [dialog, setDialog] = useState<'create' | TBwkpAdminCase | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const cases = useQuery({
    queryKey: bwkpAdminKeys.caseList(query),
    queryFn: () => fetchCases(query),
    placeholderData: keepPreviousData,
  });

  async function run(row: TBwkpAdminCase, action: () => Promise<unknown>, done: string) {
    setBusyId(row.id);
    try {
      await action();
      message.success(done);
      await refresh(row.id);
    } finally {
      setBusyId(null);
    }
  }

  function confirmDisable(row: TBwkpAdminCase) {
    modal.confirm({
      title: `停用案例「${row.name}」？`,
      content:
        row.lesson_count > 0
          ? `有 ${row.lesson_count} 个课时选用了该案例，停用后学生在这些课时中不能再练习它；已有的练习记录保留。`
          : '停用后学生不能练习该案例；已有的练习记录保留。',
      okText: '停用',
      cancelText: '取消',
      onOk: () => run(row, () => setCaseStatus(row.id, 0), '案例已停用'),
    });
  }

  function confirmDelete(row: TBwkpAdminCase) {
    modal.confirm({
      title: `删除案例「${row.name}」？`,
      content:
        '案例的企业信息、客户编码、商品编码、申领答案和全部业务题目会一并删除，不能恢复。已被课时选用或已有学生练习的案例不能删除。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => run(row, () => deleteCase(row.id), '案例已删除').catch(() => undefined),
    });
  }

  const open = (screen: TCaseScreen, row: TBwkpAdminCase) => navigate(caseScreenPath(screen, row.id));

  const columns: TableColumnsType<TBwkpAdminCase> = [
    {
      title: '案例名称',
      dataIndex: 'name',
      render: (name: string, row) => (
        <div style={{ maxWidth: 340 }}>
          <Typography.Link strong onClick={() => open('subject', row)}>
            {name}
          </Typography.Link>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 1 }} style={{ marginBottom: 0, fontSize: 12 }}>
            {row.description || '暂无简介'}
          </Typography.Paragraph>
        </div>
      ),
    },
    { title: '完成情况', key: 'parts', width: 250, render: (_, row) => <Completeness row={row} /> },
    { title: '状态', dataIndex: 'status', width: 80, render: (status: number) => <CaseStatusTag status={status} /> },
    {
      title: '课时 / 练习',
      key: 'usage',
      width: 112,
      render: (_, row) => (
        <Tooltip title="选用该案例的课时数 / 学生练习次数">
          {row.lesson_count} / {row.practice_count}
        </Tooltip>
      ),
    },
    { title: '更新时间', dataIndex: 'updated_at', width: 140, render: (at: string) => formatDateTime(at) },
    {
      title: '操作',
      key: 'actions',
      width: 250,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => open('qyxx', row)}>
            编辑内容
          </Button>
          {row.status === 1 ? (
            <Button type="link" size="small" disabled={busyId === row.id} onClick={() => confirmDisable(row)}>
              停用
            </Button>
          ) : (
            <Button
              type="link"
              size="small"
              disabled={busyId === row.id}
              onClick={() => run(row, () => setCaseStatus(row.id, 1), '案例已启用').catch(() => undefined)}
            >
              启用
            </Button>
          )}
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'edit', label: '修改名称和简介' },
                { key: 'khbm', label: '客户编码' },
                { key: 'goods', label: '商品编码' },
                { key: 'subject', label: '业务题目' },
                { type: 'divider' },
                { key: 'delete', label: '删除', danger: true },
              ],
              onClick: ({ key }) => {
                if (key === 'edit') setDialog(row);
                else if (key === 'delete') confirmDelete(row);
                else open(key as TCaseScreen, row);
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

  if (cases.isError && !cases.data) {
    return <LoadFailed title="开票实训案例加载失败" error={cases.error} onRetry={() => cases.refetch()} />;
  }

  const hasFilter = Boolean(query.keyword) || query.status !== undefined;
  return (
    <Card
      title="开票实训案例"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog('create')}>
          新建案例
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        一个案例是一家模拟企业的税控开票全流程：企业信息、客户编码、商品编码、发票申领答案和17道业务题。案例完整后才能启用；启用的案例可在「教学资源
        · 课时管理」中作为课时的练习。
      </Typography.Paragraph>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="搜索案例名称"
          style={{ width: 260 }}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => setQuery({ ...query, page: 1, keyword: value.trim() || undefined })}
        />
        <Select<0 | 1>
          allowClear
          placeholder="全部状态"
          aria-label="启用状态"
          style={{ width: 140 }}
          value={query.status as 0 | 1 | undefined}
          options={[
            { value: 1, label: '已启用' },
            { value: 0, label: '停用' },
          ]}
          onChange={(status?: 0 | 1) => setQuery({ ...query, page: 1, status })}
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
      <Table<TBwkpAdminCase>
        rowKey="id"
        loading={cases.isFetching}
        dataSource={cases.data?.list ?? []}
        columns={columns}
        scroll={{ x: 1000 }}
        locale={{
          emptyText: (
            <Empty
              description={
                hasFilter ? '没有符合条件的案例，请调整搜索条件' : '还没有开票实训案例，点击右上角「新建案例」开始'
              }
            />
          ),
        }}
        pagination={pagingOf(cases.data, (page, pageSize) => setQuery({ ...query, page, page_size: pageSize }))}
      />
      <CaseFormModal
        target={dialog}
        onClose={() => setDialog(null)}
        onSaved={(caseId, isNew) => {
          setDialog(null);
          void refresh(caseId);
          if (isNew) navigate(caseScreenPath('qyxx', caseId));
        }}
      />
    </Card>
  );
}
