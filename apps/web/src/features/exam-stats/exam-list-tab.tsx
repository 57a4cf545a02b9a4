import type { TTikuExamRow } from '@sxpt/contract';
import { durationText } from '@sxpt/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Select, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-time';
import { LoadFailed } from '../../components/load-failed';
import { ExportButton } from '../statistics/statistics-controls';
import {
  examStatsKeys,
  exportExamList,
  fetchExamList,
  type TExamListQuery,
  type TExamListStatus,
} from './exam-stats-api';
import { ROW_STATUS_COLOR, ROW_STATUS_LABEL, SUBMIT_REASON_LABEL, scoreText } from './exam-stats-logic';

const STATUS_CHOICES: { value: TExamListStatus; label: string }[] = [
  { value: 'done', label: '已交卷' },
  { value: 'doing', label: '作答中' },
  { value: 'none', label: '未作答' },
];

/** 成绩列表: one row per student of the class (searched and filtered on the server, paged), and the .xlsx. */
export function ExamListTab({ publicationId, onOpen }: { publicationId: number; onOpen: (row: TTikuExamRow) => void }) {
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<TExamListStatus | undefined>(undefined);
  const [page, setPage] = useState({ page: 1, page_size: 50 });
  const query: TExamListQuery = {
    publication_id: publicationId,
    ...page,
    ...(keyword ? { keyword } : {}),
    ...(status ? { status } : {}),
  };
  const list = useQuery({
    queryKey: examStatsKeys.list(query),
    queryFn: () => fetchExamList(query),
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<TTikuExamRow> = [
    { title: '账号', dataIndex: 'account', width: 120 },
    { title: '姓名', dataIndex: 'name', width: 90 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 110,
      render: (value: TTikuExamRow['status'], row) => (
        <Flex gap={4} align="center">
          <Tag color={ROW_STATUS_COLOR[value]}>{ROW_STATUS_LABEL[value]}</Tag>
          {row.attempts > 1 ? (
            <Tooltip title={`共作答 ${row.attempts} 次，显示最近一次交卷的结果`}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {row.attempts}次
              </Typography.Text>
            </Tooltip>
          ) : null}
        </Flex>
      ),
    },
    { title: '得分/满分', key: 'score', width: 130, render: (_, row) => scoreText(row) },
    {
      title: '及格',
      dataIndex: 'passed',
      width: 80,
      render: (passed: boolean | null) =>
        passed === null ? '—' : passed ? <Tag color="success">及格</Tag> : <Tag color="error">不及格</Tag>,
    },
    {
      title: '待批阅',
      dataIndex: 'pending',
      width: 80,
      render: (pending: number, row) =>
        row.status !== 'done' ? '—' : pending > 0 ? <Tag color="warning">{pending}题</Tag> : '0',
    },
    {
      title: '用时',
      dataIndex: 'used_seconds',
      width: 100,
      render: (seconds: number | null) => (seconds === null ? '—' : durationText(seconds)),
    },
    {
      title: '离开页面',
      dataIndex: 'switch_count',
      width: 90,
      render: (count: number, row) => (row.status === 'none' ? '—' : `${count}次`),
    },
    {
      title: '交卷时间',
      dataIndex: 'submitted_at',
      width: 140,
      render: (at: string | null) => formatDateTime(at),
    },
    {
      title: '交卷方式',
      dataIndex: 'submit_reason',
      width: 150,
      render: (reason: TTikuExamRow['submit_reason']) => (reason ? SUBMIT_REASON_LABEL[reason] : '—'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_, row) =>
        row.status === 'done' && row.attempt_id !== null ? (
          <Button type="link" size="small" onClick={() => onOpen(row)}>
            查看答卷
          </Button>
        ) : (
          <Typography.Text type="secondary">{row.status === 'doing' ? '未交卷' : '—'}</Typography.Text>
        ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Flex wrap gap={12} align="center">
          <Input.Search
            aria-label="搜索学生"
            placeholder="账号或姓名"
            allowClear
            maxLength={50}
            style={{ width: 220 }}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPage((old) => ({ ...old, page: 1 }));
            }}
          />
          <Select<TExamListStatus>
            aria-label="作答状态"
            placeholder="全部状态"
            allowClear
            style={{ width: 140 }}
            value={status}
            options={STATUS_CHOICES}
            onChange={(value) => {
              setStatus(value ?? undefined);
              setPage((old) => ({ ...old, page: 1 }));
            }}
          />
        </Flex>
        <ExportButton
          label="导出Excel"
          run={() => exportExamList({ publication_id: publicationId, keyword: keyword || undefined, status })}
        />
      </Flex>
      {list.isError ? (
        <LoadFailed title="成绩列表加载失败" error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <Table
          rowKey="student_id"
          size="middle"
          loading={list.isFetching && !list.data}
          columns={columns}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 1150 }}
          pagination={{
            current: page.page,
            pageSize: page.page_size,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [20, 50, 100, 200],
            hideOnSinglePage: false,
            showTotal: (total) => `共 ${total} 名学生`,
            onChange: (next, size) => setPage({ page: size === page.page_size ? next : 1, page_size: size }),
          }}
        />
      )}
    </Flex>
  );
}
