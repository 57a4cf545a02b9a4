import { DownloadOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import type { TQuestionChapterNode, TQuestionIndexBody, TQuestionRow } from '@sxpt/contract';
import { QUESTION_TYPE_LABEL, type TQuestionType } from '@sxpt/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, Select, Space, Table, type TableColumnsType, Tag, TreeSelect } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete';
import { formatDateTime } from '../../components/format-time';
import { LoadFailed } from '../../components/load-failed';
import { idParam } from '../admin/admin-paths';
import { questionEditPath, questionImportPath } from './bank-paths';
import {
  bankKeys,
  deleteQuestion,
  exportChapterQuestions,
  fetchChapterTree,
  fetchQuestions,
} from './question-bank-api';
import { DIFFICULTY_LABEL, difficultyOptions, TYPE_COLOR, typeOptions } from './question-labels';
import { useFileDownload } from './use-file-download';

/** Subjects and their chapters as TreeSelect data (a subject selects its chapters' questions). */
export function chapterTreeData(tree: TQuestionChapterNode[] | undefined) {
  return (tree ?? []).map((subject) => ({
    value: subject.id,
    title: `${subject.name}（${subject.question_count}）`,
    children: subject.children.map((chapter) => ({
      value: chapter.id,
      title: `${chapter.name}（${chapter.question_count}）`,
    })),
  }));
}

/** /adminViews/paper/question(?chapter_id=): the bank's questions, filtered by chapter, type, difficulty and text. */
export default function QuestionPage() {
  const app = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const chapterId = idParam(params.get('chapter_id'));
  const [filter, setFilter] = useState<Omit<TQuestionIndexBody, 'chapter_id'>>({ page: 1, page_size: 20 });
  const body: TQuestionIndexBody = { ...filter, ...(chapterId ? { chapter_id: chapterId } : {}) };
  const tree = useQuery({ queryKey: bankKeys.chapters, queryFn: fetchChapterTree });
  const list = useQuery({
    queryKey: bankKeys.list(body),
    queryFn: () => fetchQuestions(body),
    placeholderData: keepPreviousData,
  });
  const exporting = useFileDownload(() => exportChapterQuestions(chapterId ?? 0));
  const change = (next: Partial<TQuestionIndexBody>) => setFilter((current) => ({ ...current, ...next, page: 1 }));

  function askDelete(row: TQuestionRow) {
    confirmDelete(app, {
      title: '删除这道试题？',
      content: row.stem_text,
      remove: () => deleteQuestion(row.id),
      done: '试题已删除',
      refresh: () => queryClient.invalidateQueries({ queryKey: bankKeys.all }),
    });
  }

  const columns: TableColumnsType<TQuestionRow> = [
    {
      title: '题型',
      dataIndex: 'type',
      width: 110,
      render: (type: TQuestionType) => <Tag color={TYPE_COLOR[type]}>{QUESTION_TYPE_LABEL[type]}</Tag>,
    },
    { title: '题干', dataIndex: 'stem_text', ellipsis: true },
    { title: '章节', dataIndex: 'chapter_name', width: 160, ellipsis: true },
    {
      title: '难度',
      dataIndex: 'difficulty',
      width: 80,
      render: (difficulty: number) => DIFFICULTY_LABEL[difficulty] ?? difficulty,
    },
    {
      title: '知识点',
      dataIndex: 'tags',
      width: 200,
      render: (tags: string[]) => tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
    },
    { title: '更新时间', dataIndex: 'updated_at', width: 150, render: (at: string) => formatDateTime(at) },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(questionEditPath(row.id))}>
            编辑
          </Button>
          <Button type="link" size="small" danger onClick={() => askDelete(row)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  if (list.isError) return <LoadFailed title="试题加载失败" error={list.error} onRetry={() => list.refetch()} />;
  return (
    <Card
      title="题库"
      extra={
        <Space>
          <Button icon={<ImportOutlined />} onClick={() => navigate(questionImportPath)}>
            导入试题
          </Button>
          <Button
            icon={<DownloadOutlined />}
            disabled={!chapterId}
            title={chapterId ? '把所选章节（科目：其下各章节）的试题导出为Excel模板，可修改后再导入' : '先选择章节'}
            loading={exporting.busy}
            onClick={() => void exporting.run()}
          >
            导出本章
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(questionEditPath('new', chapterId))}>
            新增试题
          </Button>
        </Space>
      }
    >
      <Flex wrap gap={12} style={{ marginBottom: 16 }}>
        <TreeSelect
          aria-label="章节"
          style={{ width: 260 }}
          placeholder="全部科目与章节"
          allowClear
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          value={chapterId}
          treeData={chapterTreeData(tree.data)}
          onChange={(value?: number) => {
            setParams(value ? { chapter_id: String(value) } : {});
            setFilter((current) => ({ ...current, page: 1 }));
          }}
        />
        <Select
          aria-label="题型"
          style={{ width: 150 }}
          placeholder="全部题型"
          allowClear
          options={typeOptions}
          value={filter.type}
          onChange={(type?: TQuestionType) => change({ type })}
        />
        <Select
          aria-label="难度"
          style={{ width: 130 }}
          placeholder="全部难度"
          allowClear
          options={difficultyOptions}
          value={filter.difficulty}
          onChange={(difficulty?: number) => change({ difficulty })}
        />
        <Input.Search
          aria-label="搜索题干"
          style={{ width: 260 }}
          placeholder="搜索题干"
          allowClear
          onSearch={(keyword) => change({ keyword: keyword.trim() || undefined })}
        />
      </Flex>
      <Table<TQuestionRow>
        rowKey="id"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: filter.page,
          pageSize: filter.page_size,
          total: list.data?.total ?? 0,
          showTotal: (total) => `共 ${total} 道`,
          onChange: (page, pageSize) => setFilter((current) => ({ ...current, page, page_size: pageSize })),
        }}
        locale={{ emptyText: '没有符合条件的试题' }}
      />
    </Card>
  );
}
