import type { TPaperImportDetail, TQuestionImportItem } from '@sxpt/contract';
import { PAPER_KIND_LABEL, QUESTION_TYPE_LABEL } from '@sxpt/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Flex, Result, Space, Table, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { idParam } from '../admin/admin-paths';
import { paperEditPath, paperPagePath } from './bank-paths';
import { importItemColumns, importRowClass } from './import-item-columns';
import { bankKeys, commitPaperImport, fetchPaperImport, paperKeys } from './question-bank-api';
import { TYPE_COLOR } from './question-labels';

const yesNo = (value: boolean) => (value ? '是' : '否');

/** The settings read from 试卷信息, and where the paper goes. */
function PaperSettings({ data }: { data: TPaperImportDetail }) {
  const { settings } = data;
  return (
    <Descriptions size="small" bordered column={4}>
      <Descriptions.Item label="试卷名称" span={2}>
        {settings.title || '—'}
      </Descriptions.Item>
      <Descriptions.Item label="类型">{PAPER_KIND_LABEL[settings.kind]}</Descriptions.Item>
      <Descriptions.Item label="时长">
        {settings.duration_minutes > 0 ? `${settings.duration_minutes}分钟` : '不限时'}
      </Descriptions.Item>
      <Descriptions.Item label="及格分">{settings.pass_mark || '—'}</Descriptions.Item>
      <Descriptions.Item label="总分">{data.total_points}</Descriptions.Item>
      <Descriptions.Item label="题目乱序">{yesNo(settings.shuffle_questions)}</Descriptions.Item>
      <Descriptions.Item label="选项乱序">{yesNo(settings.shuffle_options)}</Descriptions.Item>
      <Descriptions.Item label="评分模板">{data.template_name || '（已删除）'}</Descriptions.Item>
      <Descriptions.Item label="试题存入">{data.chapter_name}</Descriptions.Item>
      <Descriptions.Item label="文件" span={2}>
        {data.file_name || '—'}
      </Descriptions.Item>
      <Descriptions.Item label="说明" span={4}>
        <span style={{ whiteSpace: 'pre-line' }}>{settings.description || '—'}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** One section: its title, type and points, then its questions with their problems. */
function SectionTable({ section, index }: { section: TPaperImportDetail['sections'][number]; index: number }) {
  return (
    <Table<TQuestionImportItem>
      rowKey="line"
      size="small"
      bordered
      title={() => (
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{section.title || `第${index + 1}部分`}</Typography.Text>
          {section.type ? <Tag color={TYPE_COLOR[section.type]}>{QUESTION_TYPE_LABEL[section.type]}</Tag> : null}
          <Typography.Text type="secondary">
            {`每题${section.points || '—'}分 × ${section.questions.length}题 = ${section.total_points}分（第${section.line}行起）`}
          </Typography.Text>
        </Flex>
      )}
      columns={importItemColumns}
      dataSource={section.questions}
      pagination={section.questions.length > 50 ? { pageSize: 50 } : false}
      rowClassName={importRowClass}
    />
  );
}

/** Whether the import may be committed, or why not. */
function ImportState({ data }: { data: TPaperImportDetail }) {
  const navigate = useNavigate();
  if (data.committed) {
    return (
      <Alert
        type="success"
        showIcon
        message="该文件已导入"
        action={
          data.paper_id ? (
            <Button size="small" onClick={() => navigate(paperEditPath(data.paper_id as number))}>
              打开试卷
            </Button>
          ) : null
        }
      />
    );
  }
  if (data.problem_count === 0) {
    return (
      <Alert
        type="info"
        showIcon
        message={`检查通过：${data.sections.length}个部分，${data.question_count}道题，总分${data.total_points}分。确认后试题存入“${data.chapter_name}”，并生成试卷`}
      />
    );
  }
  const questionProblems = data.problem_count - data.problems.length;
  return (
    <Alert
      type="error"
      showIcon
      message={`有${data.problem_count}处错误：改正文件后重新上传，全部无误才能导入`}
      description={
        <Space direction="vertical" size={0}>
          {data.problems.map((problem) => (
            <Typography.Text key={problem} type="danger">
              {problem}
            </Typography.Text>
          ))}
          {questionProblems > 0 ? (
            <Typography.Text type="danger">{`试题中有${questionProblems}处错误，见下表`}</Typography.Text>
          ) : null}
        </Space>
      }
    />
  );
}

/**
 * /adminViews/paper/paper/import/:id: the paper read from the workbook (settings, sections with each question and
 * its problems, the total); 确认导入 writes the questions and the paper at once, then opens the paper's editor.
 */
export default function PaperImportPreviewPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = idParam(useParams().id ?? null);
  const upload = useQuery({
    queryKey: paperKeys.upload(id ?? 0),
    queryFn: () => fetchPaperImport(id ?? 0),
    enabled: !!id,
  });
  const commit = useMutation({
    mutationFn: () => commitPaperImport(id ?? 0),
    onSuccess: async (data) => {
      message.success(`试卷已导入，共${data.question_count}道题`);
      await queryClient.invalidateQueries({ queryKey: bankKeys.all });
      navigate(paperEditPath(data.paper_id));
    },
  });
  if (!id) return <Result status="404" title="导入记录不存在" />;
  if (upload.isError)
    return <LoadFailed title="试卷导入预览加载失败" error={upload.error} onRetry={() => upload.refetch()} />;
  const data = upload.data;
  return (
    <Card
      title="试卷导入预览"
      loading={upload.isPending}
      extra={<Button onClick={() => navigate(paperPagePath)}>返回试卷列表</Button>}
    >
      {data ? (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <PaperSettings data={data} />
          <ImportState data={data} />
          {data.sections.map((section, index) => (
            <SectionTable key={section.line} section={section} index={index} />
          ))}
          <Flex gap={16} align="center">
            <Button
              type="primary"
              disabled={data.committed || data.problem_count > 0}
              loading={commit.isPending}
              onClick={() => commit.mutate()}
            >
              确认导入
            </Button>
            <Typography.Text>{`合计：${data.question_count}道题，总分${data.total_points}分`}</Typography.Text>
          </Flex>
        </Space>
      ) : null}
    </Card>
  );
}
