import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import type { TPaperIndexBody, TPaperRow } from '@sxpt/contract';
import { PAPER_KIND_LABEL } from '@sxpt/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete';
import { formatDateTime } from '../../components/format-time';
import { LoadFailed } from '../../components/load-failed';
import { paperEditPath } from './bank-paths';
import { PaperImportModal } from './paper-import-modal';
import { PaperStudentPreview } from './paper-student-preview';
import { bankKeys, deletePaper, fetchPapers, paperKeys } from './question-bank-api';

/** /adminViews/paper/paper: the papers, exams and practice. */
export default function PaperPage() {
  const app = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<TPaperIndexBody>({ page: 1, page_size: 20 });
  const [importing, setImporting] = useState(false);
  const [previewing, setPreviewing] = useState<number | null>(null);
  const list = useQuery({
    queryKey: paperKeys.papers(filter),
    queryFn: () => fetchPapers(filter),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<TPaperRow> = [
    { title: '试卷名称', dataIndex: 'title', ellipsis: true },
    {
      title: '类型',
      dataIndex: 'kind',
      width: 80,
      render: (kind: TPaperRow['kind']) => (
        <Tag color={kind === 'exam' ? 'red' : 'green'}>{PAPER_KIND_LABEL[kind]}</Tag>
      ),
    },
    { title: '题数', dataIndex: 'question_count', width: 70 },
    { title: '总分', dataIndex: 'total_points', width: 80 },
    { title: '及格分', dataIndex: 'pass_mark', width: 80 },
    {
      title: '时长',
      dataIndex: 'duration_minutes',
      width: 90,
      render: (minutes: number) => (minutes > 0 ? `${minutes}分钟` : '不限时'),
    },
    { title: '评分模板', dataIndex: 'template_name', width: 140, ellipsis: true },
    { title: '更新时间', dataIndex: 'updated_at', width: 150, render: (at: string) => formatDateTime(at) },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setPreviewing(row.id)}>
            预览
          </Button>
          <Button type="link" size="small" onClick={() => navigate(paperEditPath(row.id))}>
            编辑
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() =>
              confirmDelete(app, {
                title: `删除试卷「${row.title}」？`,
                remove: () => deletePaper(row.id),
                done: '试卷已删除',
                refresh: () => queryClient.invalidateQueries({ queryKey: bankKeys.all }),
              })
            }
          >
            删除
          </Button>
        </Space>
      ),
    },
  ];
  if (list.isError) return <LoadFailed title="试卷加载失败" error={list.error} onRetry={() => list.refetch()} />;
  return (
    <Card
      title="试卷"
      extra={
        <Space>
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            导入试卷
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paperEditPath('new'))}>
            新建试卷
          </Button>
        </Space>
      }
    >
      <PaperImportModal open={importing} onClose={() => setImporting(false)} />
      <Flex gap={12} style={{ marginBottom: 16 }}>
        <Select
          aria-label="试卷类型"
          style={{ width: 140 }}
          placeholder="全部类型"
          allowClear
          options={[
            { value: 'exam', label: '考试' },
            { value: 'practice', label: '练习' },
          ]}
          onChange={(kind?: 'exam' | 'practice') => setFilter((current) => ({ ...current, kind, page: 1 }))}
        />
        <Input.Search
          aria-label="搜索试卷"
          style={{ width: 260 }}
          placeholder="搜索试卷名称"
          allowClear
          onSearch={(keyword) =>
            setFilter((current) => ({ ...current, keyword: keyword.trim() || undefined, page: 1 }))
          }
        />
      </Flex>
      <Table<TPaperRow>
        rowKey="id"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: filter.page,
          pageSize: filter.page_size,
          total: list.data?.total ?? 0,
          showTotal: (total) => `共 ${total} 份`,
          onChange: (page, pageSize) => setFilter((current) => ({ ...current, page, page_size: pageSize })),
        }}
      />
      <PaperStudentPreview paperId={previewing} onClose={() => setPreviewing(null)} />
    </Card>
  );
}
