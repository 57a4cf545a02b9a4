import {
  ArrowLeftOutlined,
  CheckCircleFilled,
  ExperimentOutlined,
  FilePdfOutlined,
  LeftOutlined,
  RightOutlined,
} from '@ant-design/icons';
import type { TCourseVideoLearnData } from '@sxpt/contract';
import { Button, Card, Col, Empty, Flex, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { ChapterLessons } from './chapter-lessons';
import { courseLink, coursePaths, readLessonIds, rememberContext } from './course-links';
import { formatClock } from './format-duration';
import { LessonPlayer } from './lesson-player';
import { backToClasses, MissingContext } from './missing-context';
import { useCourseLearn, useCourseView, useIsMounted, useRefreshProgress } from './use-course-data';

/** /studentViews/CourseLearnPage?class_id&resource_id&lesson_id: watch a lesson's video, with the chapter beside it. */
export default function CourseLearnPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const ids = useMemo(() => readLessonIds(search), [search]);
  const learn = useCourseLearn(ids);
  const view = useCourseView(ids);
  const refreshProgress = useRefreshProgress();
  const [saved, setSaved] = useState<TCourseVideoLearnData | null>(null);
  const isMounted = useIsMounted();
  const shownLessonId = useRef<number | null>(null);
  shownLessonId.current = ids?.lesson_id ?? null;

  useEffect(() => {
    setSaved(null);
    if (ids && learn.isSuccess) rememberContext(ids);
  }, [ids, learn.isSuccess]);

  if (!ids) return <MissingContext what="课时" />;
  if (learn.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  if (learn.isError)
    return <LoadFailed title="课时加载失败" error={learn.error} onRetry={() => learn.refetch()} back={backToClasses} />;

  const lesson = learn.data;
  const chapter = view.data?.chapters.find((item) => item.id === lesson.chapter_id);
  const isCompleted = lesson.is_completed || saved?.is_completed === true;
  const watchedSeconds = saved?.watched_seconds ?? lesson.watched_seconds;
  const go = (path: string, lessonId: number) => navigate(courseLink(path, { ...ids, lesson_id: lessonId }));

  const onSaved = (lessonId: number, data: TCourseVideoLearnData) => {
    if (!isMounted.current || lessonId !== shownLessonId.current) {
      refreshProgress(); // the last report of a lesson the student has left: the page now shown catches up
      return;
    }
    setSaved(data);
    refreshProgress(data.is_completed && !isCompleted ? 'active' : 'none');
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={17}>
        <Card
          title={
            <Space size={8} wrap>
              <span>{lesson.title}</span>
              {isCompleted ? (
                <Tag color="success" icon={<CheckCircleFilled />} data-testid="lesson-completed">
                  已完成
                </Tag>
              ) : null}
            </Space>
          }
          extra={
            <Button
              type="link"
              icon={<ArrowLeftOutlined />}
              onClick={() => navigate(courseLink(coursePaths.course, ids))}
            >
              返回课程目录
            </Button>
          }
        >
          {lesson.video_url ? (
            <LessonPlayer key={lesson.id} ids={ids} lesson={lesson} onSaved={(data) => onSaved(lesson.id, data)} />
          ) : (
            <Empty description="本课时没有视频，请阅读讲义或完成练习" />
          )}
          <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
            <Typography.Text type="secondary">
              {lesson.chapter_title}
              {lesson.video_url ? ` · 已累计观看 ${formatClock(watchedSeconds)}` : ''}
              {lesson.video_url && !isCompleted ? '（看完约九成即记为完成）' : ''}
            </Typography.Text>
            <Space wrap>
              {lesson.has_handout ? (
                <Button icon={<FilePdfOutlined />} onClick={() => go(coursePaths.doc, lesson.id)}>
                  读讲义
                </Button>
              ) : null}
              {lesson.items.length > 0 ? (
                <Button icon={<ExperimentOutlined />} onClick={() => go(coursePaths.practice, lesson.id)}>
                  练习（{lesson.items.length}）
                </Button>
              ) : null}
              <Button
                icon={<LeftOutlined />}
                disabled={lesson.prev_lesson_id === null}
                onClick={() => lesson.prev_lesson_id && go(coursePaths.learn, lesson.prev_lesson_id)}
              >
                上一课
              </Button>
              <Button
                type="primary"
                disabled={lesson.next_lesson_id === null}
                onClick={() => lesson.next_lesson_id && go(coursePaths.learn, lesson.next_lesson_id)}
              >
                下一课 <RightOutlined />
              </Button>
            </Space>
          </Flex>
          {lesson.description ? (
            <div style={{ marginTop: 16, padding: 16, background: '#f7f9fc', borderRadius: 8 }}>
              <Typography.Text strong>教学目标</Typography.Text>
              <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
                {lesson.description}
              </Typography.Paragraph>
            </div>
          ) : null}
        </Card>
      </Col>
      <Col xs={24} xl={7}>
        <ChapterLessons
          chapter={chapter}
          isLoading={view.isPending}
          currentLessonId={lesson.id}
          onOpen={(lessonId) => go(coursePaths.learn, lessonId)}
        />
      </Col>
    </Row>
  );
}
