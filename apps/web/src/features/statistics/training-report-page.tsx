import { FilePdfOutlined, PrinterOutlined, SaveOutlined } from '@ant-design/icons';
import { practiceAreaLabels, type TShicaoReport } from '@sxpt/contract';
import { durationText } from '@sxpt/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Input, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { errorText } from '../../api/api-error';
import { useToast } from '../../app/toast';
import { formatDateTime } from '../../components/format-time';
import { CompareView } from './compare-view';
import { fetchReport, saveComment, statisticsKeys } from './statistics-api';

const PRINT_CSS = `
@media print {
  .sxpt-no-print { display: none !important; }
  .sxpt-report { padding: 0 !important; max-width: none !important; }
  .sxpt-report-question { break-inside: avoid-page; }
  @page { size: A4; margin: 14mm 12mm; }
}
.sxpt-report .ant-table { font-size: 12px; }
.sxpt-report-question { margin-top: 20px; }
.sxpt-printing .sxpt-no-print { display: none !important; }
.sxpt-printing .sxpt-print-only { display: block !important; }
`;

function CommentEditor({ report, attemptId }: { report: TShicaoReport; attemptId: number }) {
  const message = useToast();
  const queryClient = useQueryClient();
  const [text, setText] = useState(report.comment);
  useEffect(() => setText(report.comment), [report.comment]);
  const save = useMutation({
    mutationFn: () => saveComment(attemptId, text),
    onSuccess: async () => {
      message.success('评语已保存');
      await queryClient.invalidateQueries({ queryKey: statisticsKeys.report(attemptId) });
    },
    onError: (error) => message.error(errorText(error)),
  });
  return (
    <div>
      <div className="sxpt-no-print">
        <Input.TextArea
          aria-label="教师评语"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={1000}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder="写给学生的评语，会打印在报告中"
        />
        <Button icon={<SaveOutlined />} style={{ marginTop: 8 }} loading={save.isPending} onClick={() => save.mutate()}>
          保存评语
        </Button>
      </div>
      <Typography.Paragraph className="sxpt-print-only" style={{ whiteSpace: 'pre-wrap', marginTop: 8 }}>
        {report.comment || '（无）'}
      </Typography.Paragraph>
    </div>
  );
}

/** The printable 实训报告 of one student's attempt: the questions, the answers beside the model answers, the comment. */
export default function TrainingReportPage() {
  const attemptId = Number(useParams().attemptId);
  const message = useToast();
  const reportRef = useRef<HTMLDivElement>(null);
  const [isMakingPdf, setMakingPdf] = useState(false);
  const report = useQuery({
    queryKey: statisticsKeys.report(attemptId),
    queryFn: () => fetchReport(attemptId),
    enabled: Number.isInteger(attemptId) && attemptId > 0,
  });
  if (report.isError) return <Result status="warning" title="实训报告加载失败" subTitle={report.error.message} />;
  if (report.isPending) return <Skeleton active style={{ padding: 32 }} />;
  const data = report.data;

  async function downloadPdf() {
    if (!reportRef.current) return;
    setMakingPdf(true);
    try {
      const { saveReportPdf } = await import('./report-pdf');
      await saveReportPdf(reportRef.current, `实训报告-${data.student.name}-${data.item.title}.pdf`);
    } catch (error) {
      message.error(`PDF 生成失败：${errorText(error)}`);
    } finally {
      setMakingPdf(false);
    }
  }

  return (
    <div
      ref={reportRef}
      className="sxpt-report"
      style={{ maxWidth: 1000, margin: '0 auto', padding: 24, background: '#fff' }}
    >
      <style>{`${PRINT_CSS} .sxpt-print-only { display: none; } @media print { .sxpt-print-only { display: block; } }`}</style>
      <Flex justify="space-between" align="center" className="sxpt-no-print" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">
          打印时请在浏览器的打印窗口中选择“另存为 PDF”即可得到 PDF 文件。
        </Typography.Text>
        <Space>
          <Button icon={<FilePdfOutlined />} loading={isMakingPdf} onClick={downloadPdf}>
            下载 PDF
          </Button>
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
            打印
          </Button>
        </Space>
      </Flex>
      <Typography.Title level={3} style={{ textAlign: 'center' }}>
        实训报告
      </Typography.Title>
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label="学生">{`${data.student.name}（${data.student.account}）`}</Descriptions.Item>
        <Descriptions.Item label="班级">{data.class_name}</Descriptions.Item>
        <Descriptions.Item label="课程">{data.course_name}</Descriptions.Item>
        <Descriptions.Item label="课时">{data.lesson_name}</Descriptions.Item>
        <Descriptions.Item label="实训项目">{`${practiceAreaLabels[data.item.area]} · ${data.item.title}`}</Descriptions.Item>
        <Descriptions.Item label="状态">{data.status === 2 ? '已完成' : '进行中'}</Descriptions.Item>
        <Descriptions.Item label="完成题数">{`${data.done_count} / ${data.total_count}`}</Descriptions.Item>
        <Descriptions.Item label="得分">{`${data.score_percent} 分（判为正确 ${Number(data.score)} / ${Number(data.max_score)} 题）`}</Descriptions.Item>
        <Descriptions.Item label="用时">{durationText(data.active_seconds)}</Descriptions.Item>
        <Descriptions.Item label="开始 / 最近">{`${formatDateTime(data.started_at)} / ${formatDateTime(data.last_active_at)}`}</Descriptions.Item>
        <Descriptions.Item label="交卷时间">{formatDateTime(data.submitted_at)}</Descriptions.Item>
        <Descriptions.Item label="打印时间">{formatDateTime(data.printed_at)}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        教师评语
      </Typography.Title>
      <CommentEditor report={data} attemptId={attemptId} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        逐题答案对照
      </Typography.Title>
      {data.questions.map((question) => (
        <section key={question.key} className="sxpt-report-question" aria-label={`第${question.sort}题`}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong>{`第${question.sort}题 ${question.title}`}</Typography.Text>
            {question.is_complete ? <Tag color="success">已完成</Tag> : <Tag>未完成</Tag>}
            {question.is_overridden ? (
              <Tag color="purple">{question.is_right ? '教师判为正确' : '教师判为错误'}</Tag>
            ) : question.is_right ? (
              <Tag color="green">一次做对</Tag>
            ) : question.tries > 0 ? (
              <Tag color="red">有错误作答</Tag>
            ) : null}
            <Typography.Text type="secondary">{`作答 ${question.tries} 次，错误 ${question.wrong_tries} 次，得 ${Number(question.points)} / ${Number(question.max_points)} 分`}</Typography.Text>
          </Flex>
          {question.tries > 0 || question.sections.length > 0 ? (
            <div style={{ marginTop: 8 }}>
              <CompareView sections={question.sections} isPrintable />
            </div>
          ) : null}
        </section>
      ))}
    </div>
  );
}
