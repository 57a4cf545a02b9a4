import type { TAnswerSheet, TStudentAnswer } from '@sxpt/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Drawer, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { request } from '../../api/client';
import { sectionNumeral } from '../paper-exam/exam-logic';
import { AnswerInput, QuestionStem } from '../paper-exam/question-view';

const fetchPreview = (id: number) => request<TAnswerSheet>('/admin/paper/preview', { id }, { silent: true });

/**
 * A paper as a student sees it (acc5's 预览): one draw of its questions, answer fields to try (nothing is saved),
 * and another draw on request for a paper drawn at random.
 */
export function PaperStudentPreview({ paperId, onClose }: { paperId: number | null; onClose: () => void }) {
  const [draw, setDraw] = useState(0);
  const sheet = useQuery({
    queryKey: ['question-bank', 'preview', paperId, draw],
    queryFn: () => fetchPreview(paperId ?? 0),
    enabled: paperId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [answers, setAnswers] = useState<Record<number, TStudentAnswer | null>>({});
  let cursor = 0;
  return (
    <Drawer
      open={paperId !== null}
      onClose={onClose}
      width={900}
      title={sheet.data ? `预览：${sheet.data.title}` : '预览'}
      extra={
        <Button
          aria-label="重新抽题"
          onClick={() => {
            setAnswers({});
            setDraw((n) => n + 1);
          }}
        >
          重新抽题
        </Button>
      }
      destroyOnHidden
    >
      {sheet.isPending ? (
        <Skeleton active />
      ) : sheet.isError ? (
        <Alert type="error" showIcon title={sheet.error.message} />
      ) : (
        <Flex vertical gap={16}>
          <Alert
            type="info"
            showIcon
            title={`学生看到的试卷：共 ${sheet.data.questions.length} 题，满分 ${sheet.data.total_points} 分`}
            description="这是一次抽题的结果（随机抽题和乱序的试卷每名学生各不相同）；这里的作答不会保存。"
          />
          {sheet.data.sections.map((section, index) => {
            const questions = sheet.data.questions.slice(cursor, cursor + section.count);
            cursor += section.count;
            return (
              <Card
                // biome-ignore lint/suspicious/noArrayIndexKey: a section is its place in the paper
                key={index}
                size="small"
                title={`${sectionNumeral(index)}、${section.title.replace(/^[一二三四五六七八九十]+、/, '')}`}
                extra={`每题 ${Number(section.points)} 分，共 ${section.count} 题`}
              >
                <Flex vertical gap={20}>
                  {questions.map((question) => (
                    <div key={question.question_id}>
                      <QuestionStem question={question} />
                      <AnswerInput
                        question={question}
                        value={answers[question.question_id] ?? null}
                        onChange={(answer) => setAnswers((current) => ({ ...current, [question.question_id]: answer }))}
                      />
                    </div>
                  ))}
                </Flex>
              </Card>
            );
          })}
          <Typography.Text type="secondary">以上为预览，学生作答时由服务器计时，到时自动交卷。</Typography.Text>
        </Flex>
      )}
    </Drawer>
  );
}
