import type { TPaperReport } from '@sxpt/contract';
import { Dec } from '@sxpt/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Result,
  Row,
  Skeleton,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../components/format-time';
import { LoadFailed } from '../../components/load-failed';
import { idParam } from '../admin/admin-paths';
import { courseLink, coursePaths, rememberContext } from '../course/course-links';
import { backToClasses, MissingContext } from '../course/missing-context';
import { STATUS_COLOR, STATUS_LABEL, sectionNumeral, usedText } from './exam-logic';
import { examKeys, examPaths, fetchParsing, fetchPractical, fetchReport, redoPractise } from './paper-exam-api';
import { QuestionReadout } from './question-view';

const REASON: Record<TPaperReport['submit_reason'], string> = {
  student: '本人交卷',
  deadline: '到时自动交卷',
  switches: '离开页面次数达到上限，自动交卷',
};

/** /studentViews/report?id=<attempt>: the score, each section and question, and the answers with 解析 when allowed. */
export default function ReportPage() {
  const [search] = useSearchParams();
  const attemptId = idParam(search.get('id'));
  const report = useQuery({
    queryKey: examKeys.report(attemptId ?? 0),
    queryFn: () => fetchReport(attemptId ?? 0),
    enabled: attemptId !== undefined,
  });
  if (attemptId === undefined) return <MissingContext what="试卷" />;
  if (report.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (report.isError)
    return (
      <LoadFailed title="成绩报告加载失败" error={report.error} onRetry={() => report.refetch()} back={backToClasses} />
    );
  return <ReportView report={report.data} />;
}

function ReportView({ report }: { report: TPaperReport }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [showAnswers, setShowAnswers] = useState(false);
  const parsing = useQuery({
    queryKey: examKeys.parsing(report.attempt_id),
    queryFn: () => fetchParsing(report.attempt_id),
    enabled: showAnswers && report.may_read_answers,
  });
  const redo = async (onlyWrong: boolean) => {
    const sheet = await redoPractise(report.publication_id, onlyWrong);
    await queryClient.invalidateQueries({ queryKey: examKeys.all });
    message.success(onlyWrong ? `已开始错题重做（${sheet.questions.length} 题）` : '已开始重新作答');
    navigate(examPaths.sheet(report.publication_id));
  };
  const wrongCount = report.questions.filter((q) => q.status !== 'right').length;

  return (
    <Flex vertical gap={16}>
      <Card>
        <Result
          status={report.pending > 0 ? 'info' : report.passed ? 'success' : 'warning'}
          title={`${report.title}　得分 ${report.score} / ${report.total_points}`}
          subTitle={
            report.pending > 0
              ? `有 ${report.pending} 道简答题待老师批阅，批阅后得分会更新`
              : report.passed
                ? `已及格（及格分 ${report.pass_mark}）`
                : `未及格（及格分 ${report.pass_mark}）`
          }
          extra={[
            <Button key="back" onClick={() => navigate(backToClasses.to)}>
              返回首页
            </Button>,
            report.may_redo ? (
              <Button key="redo" onClick={() => void redo(false)}>
                重新练习
              </Button>
            ) : null,
            report.may_redo && wrongCount > 0 ? (
              <Button key="wrong" type="primary" onClick={() => void redo(true)}>
                只做错题（{wrongCount} 题）
              </Button>
            ) : null,
          ]}
        />
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Statistic title="得分" value={report.score} suffix={`/ ${report.total_points}`} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic
              title="答对"
              value={report.questions.filter((q) => q.status === 'right').length}
              suffix={`/ ${report.questions.length} 题`}
            />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="用时" value={usedText(report.used_seconds)} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="离开页面" value={report.switch_count} suffix="次" />
          </Col>
        </Row>
        <Descriptions size="small" style={{ marginTop: 16 }} column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="班级">{report.class_name}</Descriptions.Item>
          <Descriptions.Item label="交卷时间">{formatDateTime(report.submitted_at)}</Descriptions.Item>
          <Descriptions.Item label="交卷方式">{REASON[report.submit_reason]}</Descriptions.Item>
        </Descriptions>
      </Card>

      <Card title="各部分得分">
        <Table
          size="small"
          pagination={false}
          rowKey={(_, index) => String(index)}
          dataSource={report.sections}
          columns={[
            {
              title: '部分',
              render: (_, section, index) =>
                `${sectionNumeral(index)}、${section.title.replace(/^[一二三四五六七八九十]+、/, '')}`,
            },
            { title: '题数', dataIndex: 'count', width: 80 },
            { title: '答对', dataIndex: 'right', width: 80 },
            {
              title: '得分',
              width: 140,
              render: (_, section) => `${section.earned} / ${new Dec(section.points).times(section.count).toFixed(2)}`,
            },
          ]}
        />
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          每题结果
        </Typography.Title>
        <Flex wrap gap={6}>
          {report.questions.map((question) => (
            <Tag
              key={question.question_id}
              color={STATUS_COLOR[question.status]}
              style={{ minWidth: 44, textAlign: 'center' }}
            >
              {question.no} {STATUS_LABEL[question.status]}
            </Tag>
          ))}
        </Flex>
      </Card>

      <PracticalCard publicationId={report.publication_id} />

      <Card
        title="答案与解析"
        extra={
          report.may_read_answers && !showAnswers ? (
            <Button type="primary" onClick={() => setShowAnswers(true)}>
              查看答案与解析
            </Button>
          ) : null
        }
      >
        {!report.may_read_answers ? (
          <Alert type="info" showIcon title={report.answers_note} />
        ) : !showAnswers ? (
          <Typography.Text type="secondary">逐题查看你的答案、正确答案和解析，答错的地方标红。</Typography.Text>
        ) : parsing.isPending ? (
          <Skeleton active />
        ) : parsing.isError ? (
          <Alert type="error" showIcon title={parsing.error.message} />
        ) : (
          <Flex vertical gap={24}>
            {parsing.data.questions.map((question) => (
              <div key={question.question_id} id={`answer-${question.no}`}>
                <QuestionReadout question={question} />
              </div>
            ))}
          </Flex>
        )}
      </Card>
    </Flex>
  );
}

/** redo_practical_training: the practical items of the lessons that hold this paper, to do again. */
function PracticalCard({ publicationId }: { publicationId: number }) {
  const navigate = useNavigate();
  const practical = useQuery({
    queryKey: examKeys.practical(publicationId),
    queryFn: () => fetchPractical(publicationId),
  });
  if (!practical.data || practical.data.lessons.length === 0) return null;
  const { class_id, resource_id } = practical.data;
  return (
    <Card title="相关实训">
      <Flex vertical gap={12}>
        {practical.data.lessons.map((lesson) => (
          <Flex key={lesson.lesson_id} justify="space-between" align="center" gap={12} wrap>
            <div>
              <Typography.Text strong>{lesson.lesson_title}</Typography.Text>
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                {lesson.items.map((item) => item.title).join('、')}
              </Typography.Text>
            </div>
            <Button
              onClick={() => {
                const ids = { class_id, resource_id, lesson_id: lesson.lesson_id };
                rememberContext(ids);
                navigate(courseLink(coursePaths.practice, ids));
              }}
            >
              再做一次实训
            </Button>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
