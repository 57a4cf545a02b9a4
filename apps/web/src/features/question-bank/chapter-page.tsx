import { PlusOutlined } from '@ant-design/icons';
import type { TQuestionChapterNode } from '@sxpt/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete';
import { LoadFailed } from '../../components/load-failed';
import { questionEditPath, questionListPath } from './bank-paths';
import { ChapterNameModal, type TBankChapterTarget } from './chapter-name-modal';
import { bankKeys, deleteChapter, fetchChapterTree } from './question-bank-api';

type TRow = Omit<TQuestionChapterNode, 'children'> & { subject?: { id: number; name: string }; children?: TRow[] };

/** /adminViews/paper/chapter: the bank's subjects and their chapters, with question counts. */
export default function ChapterPage() {
  const app = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tree = useQuery({ queryKey: bankKeys.chapters, queryFn: fetchChapterTree });
  const [dialog, setDialog] = useState<TBankChapterTarget | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: bankKeys.all });

  const rows: TRow[] = (tree.data ?? []).map((subject) => ({
    ...subject,
    children: subject.children.map(({ children: _none, ...chapter }) => ({
      ...chapter,
      subject: { id: subject.id, name: subject.name },
    })),
  }));

  function askDelete(row: TRow) {
    confirmDelete(app, {
      title: `删除「${row.name}」？`,
      content: '只能删除没有试题的章节和没有章节的科目，删除后不能恢复。',
      remove: () => deleteChapter(row.id),
      done: '已删除',
      refresh,
    });
  }

  const columns: TableColumnsType<TRow> = [
    {
      title: '科目 / 章节',
      dataIndex: 'name',
      render: (name: string, row) =>
        row.subject ? (
          <Typography.Link onClick={() => navigate(questionListPath(row.id))}>{name}</Typography.Link>
        ) : (
          <Space>
            <Tag color="blue">科目</Tag>
            <Typography.Text strong>{name}</Typography.Text>
          </Space>
        ),
    },
    { title: '试题数', dataIndex: 'question_count', width: 100, align: 'right' },
    {
      title: '操作',
      key: 'actions',
      width: 300,
      render: (_, row) => (
        <Space size={0}>
          {row.subject ? (
            <Button type="link" size="small" onClick={() => navigate(questionEditPath('new', row.id))}>
              添加试题
            </Button>
          ) : (
            <Button
              type="link"
              size="small"
              onClick={() => setDialog({ kind: 'chapter', subjectId: row.id, subjectName: row.name })}
            >
              新增章节
            </Button>
          )}
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'rename', id: row.id, name: row.name })}>
            重命名
          </Button>
          <Button type="link" size="small" danger onClick={() => askDelete(row)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  if (tree.isError) return <LoadFailed title="题库章节加载失败" error={tree.error} onRetry={() => tree.refetch()} />;
  return (
    <Card
      title="题库章节"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'subject' })}>
          新增科目
        </Button>
      }
    >
      <Table<TRow>
        // mounted again once the tree has loaded, so that every subject opens expanded
        key={tree.isPending ? 'loading' : 'loaded'}
        rowKey="id"
        loading={tree.isPending}
        columns={columns}
        dataSource={rows}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        locale={{ emptyText: '还没有科目：先新增科目，再在科目下新增章节' }}
      />
      <ChapterNameModal
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
