import { CheckCircleFilled } from '@ant-design/icons';
import type { TPaperPreview, TPreviewQuestion } from '@sxpt/contract';
import { OPTION_LETTERS, PAPER_KIND_LABEL, QUESTION_TYPE_LABEL } from '@sxpt/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Result, Space, Spin, Table, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useSessionStore } from '../../app/session-store';
import { LoadFailed } from '../../components/load-failed';
import { RichText } from '../../components/rich-text';
import { idParam } from '../admin/admin-paths';
import { TYPE_COLOR } from '../question-bank/question-labels';
import { fetchPaperPreview, publishKeys } from './paper-publish-api';
import { answerText, durationText, entryRows, modelAnswerOf, paperBankPath, pointsText } from './publish-text';

/** 查看试卷 (/collegeViews/teachResource/checkExam?id=): the paper as its teachers preview it, answers and 解析 included. */
export default function PaperPreviewPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const role = useSessionStore((state) => state.role);
  const id = idParam(params.get('id'));
  const preview = useQuery({
    queryKey: publishKeys.preview(id ?? 0),
    queryFn: () => fetchPaperPreview(id ?? 0),
    enabled: !!id,
  });
  const back = { to: paperBankPath(role), label: '返回试卷库' };
  if (!id) return <Result status="404" title="试卷不存在" subTitle="地址中的试卷编号有误" />;
  if (preview.isError)
    return <LoadFailed title="试卷加载失败" error={preview.error} onRetry={() => preview.refetch()} back={back} />;
  if (!preview.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <PaperPreview paper={preview.data} onBack={() => navigate(back.to)} />;
}

function PaperPreview({ paper, onBack }: { paper: TPaperPreview; onBack: () => void }) {
  // questions are numbered through the paper; a drawn section takes its count of numbers
  const firstNumbers: number[] = [];
  let next = 1;
  for (const section of paper.sections) {
    firstNumbers.push(next);
    next += Math.max(section.count, section.questions.length);
  }
  const yesNo = (value: boolean) => (value ? '是' : '否');
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            <span>{paper.title}</span>
            <Tag color={paper.kind === 'exam' ? 'red' : 'green'}>{PAPER_KIND_LABEL[paper.kind]}</Tag>
          </Space>
        }
        extra={<Button onClick={onBack}>返回</Button>}
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3, xl: 4 }}
          items={[
            { key: 'total', label: '总分', children: `${pointsText(paper.total_points)} 分` },
            { key: 'pass', label: '及格分', children: `${pointsText(paper.pass_mark)} 分` },
            { key: 'duration', label: '时长', children: durationText(paper.duration_minutes) },
            { key: 'template', label: '评分模板', children: paper.template_name || '—' },
            { key: 'shuffleQuestions', label: '题目乱序', children: yesNo(paper.shuffle_questions) },
            { key: 'shuffleOptions', label: '选项乱序', children: yesNo(paper.shuffle_options) },
            {
              key: 'courses',
              label: '所属课程',
              span: 2,
              children: paper.resources.length
                ? paper.resources.map((course) => <Tag key={course.id}>{course.name}</Tag>)
                : '—',
            },
          ]}
        />
        {paper.description ? (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {paper.description}
          </Typography.Paragraph>
        ) : null}
      </Card>
      {paper.sections.map((section, index) => (
        <Card
          // biome-ignore lint/suspicious/noArrayIndexKey: a section is its place in the paper
          key={index}
          title={section.title}
          extra={
            <Typography.Text type="secondary">
              每题 {pointsText(section.points)} 分 · 共 {section.count} 题
            </Typography.Text>
          }
        >
          {section.mode === 'random' ? (
            <Alert type="info" showIcon title={section.draw_text || '随机抽题'} />
          ) : section.questions.length === 0 ? (
            <Typography.Text type="secondary">本部分没有试题</Typography.Text>
          ) : (
            <Flex vertical gap={20}>
              {section.questions.map((question, i) => (
                <QuestionView key={question.id} no={firstNumbers[index] + i} question={question} />
              ))}
            </Flex>
          )}
        </Card>
      ))}
      <Flex justify="center">
        <Button onClick={onBack}>返回</Button>
      </Flex>
    </Space>
  );
}

const answerBox = { background: '#f6f8fb', borderRadius: 6, padding: '10px 14px' } as const;

function QuestionView({ no, question }: { no: number; question: TPreviewQuestion }) {
  const model = modelAnswerOf(question.answer);
  const rightLetters = model && 'choices' in model ? model.choices : '';
  return (
    <Flex vertical gap={8} data-testid={`preview-question-${no}`}>
      <Flex gap={8} align="flex-start">
        <Typography.Text strong style={{ flex: 'none' }}>
          {no}.
        </Typography.Text>
        <Tag color={TYPE_COLOR[question.type]} style={{ flex: 'none' }}>
          {QUESTION_TYPE_LABEL[question.type]}
        </Tag>
        <div style={{ flex: 1, wordBreak: 'break-word' }}>
          <RichText text={question.stem} />
        </div>
      </Flex>
      {question.options.length > 0 ? (
        <Flex vertical gap={4} style={{ paddingLeft: 24 }}>
          {question.options.map((option, i) => {
            const letter = OPTION_LETTERS[i] ?? '?';
            const right = rightLetters.includes(letter);
            return (
              <Flex key={letter} gap={6} align="baseline">
                <Typography.Text strong={right} type={right ? 'success' : undefined} style={{ flex: 'none' }}>
                  {letter}.
                </Typography.Text>
                <Typography.Text type={right ? 'success' : undefined}>
                  <RichText text={option} />
                </Typography.Text>
                {right ? <CheckCircleFilled style={{ color: '#52c41a' }} aria-label="正确选项" /> : null}
              </Flex>
            );
          })}
        </Flex>
      ) : null}
      <div style={{ ...answerBox, marginLeft: 24 }}>
        <Flex gap={6} align="flex-start">
          <Typography.Text strong style={{ flex: 'none' }}>
            答案：
          </Typography.Text>
          {model?.type === 'entry' ? (
            <Table
              size="small"
              pagination={false}
              bordered
              style={{ minWidth: 360 }}
              rowKey="key"
              dataSource={entryRows(model.lines)}
              columns={[
                { title: '借/贷', dataIndex: 'side', width: 64 },
                { title: '科目', dataIndex: 'account' },
                { title: '金额', dataIndex: 'amount', width: 120, align: 'right' },
              ]}
            />
          ) : (
            <Typography.Text type="success" style={{ whiteSpace: 'pre-wrap' }}>
              {answerText(question.answer)}
            </Typography.Text>
          )}
        </Flex>
        <Flex gap={6} align="flex-start" style={{ marginTop: 6 }}>
          <Typography.Text strong style={{ flex: 'none' }}>
            解析：
          </Typography.Text>
          <Typography.Text type="secondary">
            <RichText text={question.explanation || '暂无解析'} />
          </Typography.Text>
        </Flex>
      </div>
    </Flex>
  );
}
