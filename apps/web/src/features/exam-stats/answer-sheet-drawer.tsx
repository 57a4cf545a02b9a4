import type { TParsedQuestion, TTikuExamDetail, TTikuExamRow } from '@sxpt/contract';
import { paperStatsMessages } from '@sxpt/contract';
import { durationText } from '@sxpt/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Input,
  Radio,
  Segmented,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/api-error';
import { formatDateTime } from '../../components/format-time';
import { QuestionReadout } from '../paper-exam/question-view';
import { editIsCorrect, examStatsKeys, fetchExamDetail } from './exam-stats-api';
import {
  isShownIn,
  regradeBody,
  SHEET_FILTERS,
  SUBMIT_REASON_LABEL,
  sectionFullPoints,
  type TSheetFilter,
  type TVerdict,
} from './exam-stats-logic';

const VERDICTS: { value: TVerdict; label: string }[] = [
  { value: 'right', label: '判为正确' },
  { value: 'wrong', label: '判为错误' },
  { value: 'auto', label: '恢复自动判分' },
];

/**
 * The teacher's regrade of one question: points for a 简答 (0 to its full marks), right / wrong / back to the
 * automatic grading for the others, always with a reason (logged with who and when).
 */
function RegradeControl({
  attemptId,
  question,
  onSaved,
}: {
  attemptId: number;
  question: TParsedQuestion;
  onSaved: (detail: TTikuExamDetail) => void;
}) {
  const { message } = App.useApp();
  const [verdict, setVerdict] = useState<TVerdict | undefined>(undefined);
  const [points, setPoints] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const label = `第${question.no}题`;
  const save = useMutation({
    mutationFn: editIsCorrect,
    onSuccess: (detail) => {
      message.success(paperStatsMessages.saved);
      onSaved(detail);
    },
    onError: (error) => setProblem(errorText(error)),
  });
  const submit = () => {
    const checked = regradeBody(attemptId, question, { verdict, points, reason });
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    save.mutate(checked.body);
  };
  const isEssay = question.type === 'essay';
  return (
    <Flex
      vertical
      gap={4}
      style={{ background: '#fafafa', border: '1px dashed #d9d9d9', borderRadius: 6, padding: '8px 12px' }}
    >
      <Flex wrap gap={8} align="center">
        <Typography.Text type="secondary">{isEssay ? '批阅' : '改判'}</Typography.Text>
        {isEssay ? (
          <Flex gap={4} align="center">
            <Input
              aria-label={`${label}得分`}
              inputMode="decimal"
              placeholder="得分"
              size="small"
              maxLength={7}
              style={{ width: 80 }}
              value={points ?? ''}
              onChange={(event) => setPoints(event.target.value)}
              onPressEnter={submit}
            />
            <Typography.Text type="secondary">/ {question.points} 分</Typography.Text>
          </Flex>
        ) : (
          <Radio.Group
            aria-label={`${label}判定`}
            optionType="button"
            size="small"
            value={verdict}
            options={VERDICTS}
            onChange={(event) => setVerdict(event.target.value)}
          />
        )}
        <Input
          aria-label={`${label}修改原因`}
          size="small"
          placeholder="修改原因（必填，记录修改人与时间）"
          maxLength={200}
          style={{ flex: 1, minWidth: 200 }}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onPressEnter={submit}
        />
        <Button type="primary" size="small" aria-label={`保存${label}批改`} loading={save.isPending} onClick={submit}>
          保存
        </Button>
      </Flex>
      {problem ? (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 13 }}>
          {problem}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

function SheetBody({ detail, onSaved }: { detail: TTikuExamDetail; onSaved: (detail: TTikuExamDetail) => void }) {
  const { report, parsing, account } = detail;
  const [filter, setFilter] = useState<TSheetFilter>('all');
  // a question regraded stays in view until the filter changes (it may no longer match it)
  const [regraded, setRegraded] = useState<ReadonlySet<number>>(new Set());
  const counts = Object.fromEntries(
    SHEET_FILTERS.map((entry) => [entry.value, parsing.questions.filter((q) => isShownIn(q, entry.value)).length]),
  );
  const shown = parsing.questions.filter(
    (question) => isShownIn(question, filter) || regraded.has(question.question_id),
  );
  let lastSection = -1;
  return (
    <Flex vertical gap={16}>
      <Descriptions size="small" bordered column={3}>
        <Descriptions.Item label="学生">
          {report.student_name}（{account}）
        </Descriptions.Item>
        <Descriptions.Item label="得分">
          <Typography.Text strong style={{ fontSize: 16 }} data-testid="sheet-score">
            {report.score} / {report.total_points}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="是否及格">
          {report.passed ? <Tag color="success">及格</Tag> : <Tag color="error">不及格</Tag>}
          <Typography.Text type="secondary">及格分 {report.pass_mark}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="用时">{durationText(report.used_seconds)}</Descriptions.Item>
        <Descriptions.Item label="交卷方式">{SUBMIT_REASON_LABEL[report.submit_reason]}</Descriptions.Item>
        <Descriptions.Item label="交卷时间">{formatDateTime(report.submitted_at)}</Descriptions.Item>
        <Descriptions.Item label="离开页面">{report.switch_count}次</Descriptions.Item>
        <Descriptions.Item label="待批阅">
          {report.pending > 0 ? <Tag color="warning">{report.pending}题</Tag> : '无'}
        </Descriptions.Item>
        <Descriptions.Item label="作答次数">第{report.attempt_no}次</Descriptions.Item>
      </Descriptions>
      <Flex wrap gap={8}>
        {report.sections.map((section, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a section is its place in the paper
          <Tag key={index} style={{ padding: '2px 8px' }}>
            {section.title}：{section.earned} / {sectionFullPoints(section)} 分，答对 {section.right}/{section.count}
          </Tag>
        ))}
      </Flex>
      <Segmented<TSheetFilter>
        aria-label="筛选试题"
        value={filter}
        onChange={(next) => {
          setRegraded(new Set());
          setFilter(next);
        }}
        options={SHEET_FILTERS.map((entry) => ({
          value: entry.value,
          label: `${entry.label}（${counts[entry.value]}）`,
        }))}
      />
      {shown.length === 0 ? <Empty description="没有这样的试题" /> : null}
      {shown.map((question) => {
        const heading = question.section !== lastSection ? report.sections[question.section]?.title : undefined;
        lastSection = question.section;
        return (
          <Flex vertical gap={8} key={question.question_id}>
            {heading ? (
              <Typography.Title level={5} style={{ margin: '8px 0 0' }}>
                {heading}
              </Typography.Title>
            ) : null}
            <section
              aria-label={`第${question.no}题`}
              style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12 }}
            >
              <Flex vertical gap={8}>
                <QuestionReadout question={question} viewer="teacher" />
                <RegradeControl
                  // a saved regrade changes the status or the points: start the control afresh
                  key={`${question.status}-${question.earned}`}
                  attemptId={report.attempt_id}
                  question={question}
                  onSaved={(next) => {
                    setRegraded((old) => new Set([...old, question.question_id]));
                    onSaved(next);
                  }}
                />
              </Flex>
            </section>
          </Flex>
        );
      })}
    </Flex>
  );
}

/** 查看答卷: a student's submitted attempt, every question beside the right answer, regraded question by question. */
export function AnswerSheetDrawer({ row, onClose }: { row: TTikuExamRow | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const attemptId = row?.attempt_id ?? null;
  const detail = useQuery({
    queryKey: examStatsKeys.attempt(attemptId ?? 0),
    queryFn: () => fetchExamDetail(attemptId ?? 0),
    enabled: attemptId !== null,
  });
  const onSaved = (next: TTikuExamDetail) => {
    queryClient.setQueryData(examStatsKeys.attempt(next.report.attempt_id), next);
    // the list, the overview, the distribution and the question statistics follow the new total
    void queryClient.invalidateQueries({ queryKey: examStatsKeys.publication(next.report.publication_id) });
  };
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      size={900}
      destroyOnHidden
      title={row ? `${row.name}（${row.account}）的答卷` : '答卷'}
    >
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : detail.isError ? (
        <Alert type="warning" showIcon title="答卷加载失败" description={detail.error.message} />
      ) : (
        <SheetBody detail={detail.data} onSaved={onSaved} />
      )}
    </Drawer>
  );
}
