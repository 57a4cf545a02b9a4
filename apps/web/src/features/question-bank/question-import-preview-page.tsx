import type { TQuestionImportItem } from '@sxpt/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Result, Space, Table } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { idParam } from '../admin/admin-paths';
import { questionImportPath, questionListPath } from './bank-paths';
import { importItemColumns, importRowClass } from './import-item-columns';
import { bankKeys, commitImport, fetchImport } from './question-bank-api';
import { IMPORT_FORMAT_LABEL } from './question-labels';

/** /adminViews/paper/question/import/:id: every question read from the file, with its problems; then import all. */
export default function QuestionImportPreviewPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = idParam(useParams().id ?? null);
  const upload = useQuery({ queryKey: bankKeys.upload(id ?? 0), queryFn: () => fetchImport(id ?? 0), enabled: !!id });
  const commit = useMutation({
    mutationFn: () => commitImport(id ?? 0),
    onSuccess: async (data) => {
      message.success(`已导入${data.count}道题`);
      await queryClient.invalidateQueries({ queryKey: bankKeys.all });
      navigate(questionListPath(upload.data?.chapter_id));
    },
  });
  if (!id) return <Result status="404" title="导入记录不存在" />;
  if (upload.isError)
    return <LoadFailed title="导入预览加载失败" error={upload.error} onRetry={() => upload.refetch()} />;
  const data = upload.data;
  return (
    <Card
      title="导入预览"
      loading={upload.isPending}
      extra={<Button onClick={() => navigate(questionImportPath)}>重新上传</Button>}
    >
      {data ? (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions size="small" column={4}>
            <Descriptions.Item label="文件">{data.file_name || '—'}</Descriptions.Item>
            <Descriptions.Item label="格式">{IMPORT_FORMAT_LABEL[data.format]}</Descriptions.Item>
            <Descriptions.Item label="导入到">{data.chapter_name}</Descriptions.Item>
            <Descriptions.Item label="读到">{`${data.total}道题`}</Descriptions.Item>
          </Descriptions>
          {data.committed ? (
            <Alert type="success" showIcon message="该文件已导入" />
          ) : data.error_count > 0 ? (
            <Alert
              type="error"
              showIcon
              message={`有${data.error_count}道题有错误：改正文件后重新上传，全部无误才能导入`}
            />
          ) : (
            <Alert type="info" showIcon message={`全部${data.total}道题检查通过，确认后一次导入`} />
          )}
          <Table<TQuestionImportItem>
            rowKey="line"
            size="small"
            columns={importItemColumns}
            dataSource={data.items}
            pagination={data.items.length > 50 ? { pageSize: 50 } : false}
            rowClassName={importRowClass}
          />
          <Button
            type="primary"
            disabled={data.committed || data.error_count > 0}
            loading={commit.isPending}
            onClick={() => commit.mutate()}
          >
            确认导入
          </Button>
        </Space>
      ) : null}
    </Card>
  );
}
