import { CheckCircleFilled, CloseCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import type { TShicaoReport, TShicaoSubjectDetail } from '@sxpt/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Input,
  Menu,
  Radio,
  Segmented,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/api-error';
import { formatDateTime } from '../../components/format-time';
import { CompareView } from './compare-view';
import { editIsRight, fetchReport, fetchSubjectDetail, statisticsKeys } from './statistics-api';

function questionIcon(question: TShicaoReport['questions'][number]) {
  if (!question.is_complete && question.tries === 0) return <MinusCircleOutlined style={{ color: '#bfbfbf' }} />;
  if (question.is_right) return <CheckCircleFilled style={{ color: '#52c41a' }} />;
  return <CloseCircleFilled style={{ color: question.is_complete ? '#faad14' : '#cf1322' }} />;
}

interface TOverrideValues {
  is_right: 1 | 0 | 'area';
  reason: string;
}

/** The teacher's judgement of the question: right, wrong or the system's, with a reason (logged). */
function OverrideForm({
  attemptId,
  detail,
  onSaved,
}: {
  attemptId: number;
  detail: TShicaoSubjectDetail;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TOverrideValues>();
  const save = useMutation({
    mutationFn: (values: TOverrideValues) =>
      editIsRight({
        attempt_id: attemptId,
        question_key: detail.question.key,
        is_right: values.is_right === 'area' ? null : values.is_right,
        reason: values.reason,
      }),
    onSuccess: (data) => {
      message.success(`已修改判定，当前得分 ${data.score}/${data.max_score}`);
      form.resetFields(['reason']);
      onSaved();
    },
    onError: (error) => message.error(errorText(error)),
  });
  return (
    <Form<TOverrideValues>
      form={form}
      layout="inline"
      initialValues={{ is_right: detail.is_right ? 0 : 1, reason: '' }}
      onFinish={(values) => save.mutate(values)}
      style={{ rowGap: 8 }}
    >
      <Form.Item name="is_right" label="修改判定">
        <Radio.Group
          options={[
            { label: '判为正确', value: 1 },
            { label: '判为错误', value: 0 },
            { label: '恢复系统判定', value: 'area' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="reason"
        rules={[{ required: true, whitespace: true, message: '请填写修改原因' }]}
        style={{ flex: 1, minWidth: 220 }}
      >
        <Input placeholder="修改原因（将记录修改人与时间）" maxLength={200} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        保存判定
      </Button>
    </Form>
  );
}

function DetailPane({ attemptId, questionKey }: { attemptId: number; questionKey: string }) {
  const queryClient = useQueryClient();
  const [tryId, setTryId] = useState<number | undefined>(undefined);
  const body = { attempt_id: attemptId, question_key: questionKey, ...(tryId === undefined ? {} : { try_id: tryId }) };
  const detail = useQuery({ queryKey: statisticsKeys.detail(body), queryFn: () => fetchSubjectDetail(body) });
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError)
    return <Alert type="warning" showIcon title="答题详情加载失败" description={detail.error.message} />;
  const data = detail.data;
  const shown = data.tries.find((entry) => entry.id === data.shown_try_id);
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={5} style={{ margin: 0 }}>
          第{data.question.sort}题 {data.question.title}
        </Typography.Title>
        <Typography.Paragraph
          type="secondary"
          ellipsis={{ rows: 3, expandable: true, symbol: '展开' }}
          style={{ marginTop: 4 }}
        >
          {data.question.describe}
        </Typography.Paragraph>
      </div>
      <Descriptions size="small" column={3} bordered>
        <Descriptions.Item label="完成">{data.is_complete ? '已完成' : '未完成'}</Descriptions.Item>
        <Descriptions.Item label="判定">
          {data.is_right ? <Tag color="success">正确</Tag> : <Tag color="error">错误</Tag>}
          {data.override ? <Tag color="purple">教师修改</Tag> : null}
        </Descriptions.Item>
        <Descriptions.Item label="作答次数">{data.tries.length}</Descriptions.Item>
      </Descriptions>
      {data.override ? (
        <Alert
          type="info"
          showIcon
          title={`${data.override.by} 于 ${formatDateTime(data.override.at)} 修改判定为「${data.override.is_right === null ? '系统判定' : data.override.is_right ? '正确' : '错误'}」`}
          description={`原因：${data.override.reason}；系统判定为「${data.area_is_right ? '正确' : '错误'}」`}
        />
      ) : null}
      {data.tries.length > 0 ? (
        <div>
          <Typography.Text type="secondary">作答记录（点选查看当次答案）</Typography.Text>
          <div style={{ overflowX: 'auto', marginTop: 4 }}>
            <Segmented
              value={data.shown_try_id ?? undefined}
              onChange={(value) => setTryId(Number(value))}
              options={data.tries.map((entry, index) => ({
                value: entry.id,
                label: (
                  <span>
                    {entry.is_right ? '✓' : '✗'} 第{index + 1}次 · {formatDateTime(entry.created_at).slice(5)}
                  </span>
                ),
              }))}
            />
          </div>
          {shown && !shown.is_right ? (
            <Typography.Paragraph type="danger" style={{ marginTop: 8, marginBottom: 0 }}>
              错误项：{shown.wrong_labels.join('、') || '—'}
            </Typography.Paragraph>
          ) : null}
        </div>
      ) : (
        <Typography.Text type="secondary">没有逐次作答记录（结果模型建立前的练习，或尚未作答）。</Typography.Text>
      )}
      <CompareView sections={data.sections} />
      <OverrideForm
        key={`${questionKey}-${data.is_right}`}
        attemptId={attemptId}
        detail={data}
        onSaved={() => queryClient.invalidateQueries({ queryKey: statisticsKeys.all })}
      />
    </Flex>
  );
}

/** A student's answers to the item, question by question, beside the model answers. */
export function AnswerDrawer({
  attemptId,
  studentName,
  onClose,
}: {
  attemptId: number | null;
  studentName: string;
  onClose: () => void;
}) {
  const [questionKey, setQuestionKey] = useState<string | null>(null);
  const report = useQuery({
    queryKey: statisticsKeys.report(attemptId ?? 0),
    queryFn: () => fetchReport(attemptId ?? 0),
    enabled: attemptId !== null,
  });
  const questions = report.data?.questions ?? [];
  const current = questionKey ?? questions.find((entry) => entry.tries > 0)?.key ?? questions[0]?.key ?? null;
  return (
    <Drawer
      open={attemptId !== null}
      onClose={() => {
        setQuestionKey(null);
        onClose();
      }}
      size={1100}
      title={`${studentName} 的答题详情`}
      extra={
        attemptId !== null ? (
          <Space>
            <Button href={`/collegeViews/dataStatis/shixun/report/${attemptId}`} target="_blank">
              实训报告
            </Button>
          </Space>
        ) : null
      }
      destroyOnHidden
    >
      {report.isPending ? (
        <Skeleton active />
      ) : (
        <Flex gap={16} align="flex-start">
          <Menu
            aria-label="题目"
            style={{ width: 220, flex: 'none', borderInlineEnd: '1px solid #f0f0f0' }}
            selectedKeys={current ? [current] : []}
            onClick={({ key }) => setQuestionKey(key)}
            items={questions.map((question) => ({
              key: question.key,
              icon: questionIcon(question),
              label: `${question.sort}. ${question.title}`,
            }))}
          />
          <div style={{ flex: 1, minWidth: 0 }}>
            {attemptId !== null && current !== null ? (
              <DetailPane key={current} attemptId={attemptId} questionKey={current} />
            ) : null}
          </div>
        </Flex>
      )}
    </Drawer>
  );
}
