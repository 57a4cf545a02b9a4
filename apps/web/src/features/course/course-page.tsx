import { PlayCircleOutlined } from '@ant-design/icons';
import type { TCourseLesson } from '@sxpt/contract';
import { Button, Card, Collapse, Empty, Flex, Progress, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { courseLink, coursePaths, readCourseIds, rememberContext } from './course-links';
import { LessonRow } from './lesson-row';
import { backToClasses, MissingContext } from './missing-context';
import { ResourceCover } from './resource-card';
import { useCourseView } from './use-course-data';

/** /studentViews/CoursePage?class_id=&resource_id=: the resource, its chapters and lessons, and my progress. */
export default function CoursePage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const ids = useMemo(() => readCourseIds(search), [search]);
  const view = useCourseView(ids);

  useEffect(() => {
    if (ids && view.isSuccess) rememberContext(ids);
  }, [ids, view.isSuccess]);

  const numbered = useMemo(() => {
    const numbers = new Map<number, number>();
    for (const lesson of view.data?.chapters.flatMap((chapter) => chapter.lessons) ?? []) {
      numbers.set(lesson.id, numbers.size + 1);
    }
    return numbers;
  }, [view.data]);

  if (!ids) return <MissingContext what="课程" />;
  if (view.isPending) {
    return (
      <Card>
        <Skeleton active avatar paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (view.isError)
    return <LoadFailed title="课程加载失败" error={view.error} onRetry={() => view.refetch()} back={backToClasses} />;

  const course = view.data;
  const lessons = course.chapters.flatMap((chapter) => chapter.lessons);
  const next = lessons.find((lesson) => !lesson.is_completed && (lesson.has_video || lesson.has_handout));
  const open = (path: string, lesson: TCourseLesson) => navigate(courseLink(path, { ...ids, lesson_id: lesson.id }));
  const resume = (lesson: TCourseLesson) => open(lesson.has_video ? coursePaths.learn : coursePaths.doc, lesson);

  return (
    <Flex vertical gap={16}>
      <Card styles={{ body: { padding: 20 } }}>
        <Flex gap={24} wrap>
          <div style={{ width: 240, flex: 'none', borderRadius: 8, overflow: 'hidden' }}>
            <ResourceCover resource={course} height={150} />
          </div>
          <Flex vertical gap={8} style={{ flex: '1 1 360px', minWidth: 0 }}>
            <Space wrap>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {course.name}
              </Typography.Title>
              {course.category ? <Tag color="blue">{course.category}</Tag> : null}
            </Space>
            <Typography.Text type="secondary">班级：{course.class_name}</Typography.Text>
            <Typography.Paragraph
              type="secondary"
              ellipsis={{ rows: 2, expandable: 'collapsible', symbol: (isExpanded) => (isExpanded ? '收起' : '展开') }}
              style={{ marginBottom: 0 }}
            >
              {course.description || '暂无课程简介'}
            </Typography.Paragraph>
            <Flex align="center" gap={16} wrap>
              <div style={{ flex: '1 1 240px', maxWidth: 420 }}>
                <Progress percent={course.progress_percent} />
              </div>
              <Typography.Text>
                已完成 {course.completed_lessons}/{course.lesson_count} 课时
              </Typography.Text>
              {next ? (
                <Button type="primary" icon={<PlayCircleOutlined />} onClick={() => resume(next)}>
                  {course.completed_lessons > 0 ? '继续学习' : '开始学习'}：{next.title}
                </Button>
              ) : null}
            </Flex>
          </Flex>
        </Flex>
      </Card>
      <Card title="课程目录">
        {course.chapters.length === 0 ? (
          <Empty description="该课程还没有章节内容，请等待课程更新或联系任课教师" />
        ) : (
          <Collapse
            ghost
            defaultActiveKey={course.chapters.map((chapter) => chapter.id)}
            items={course.chapters.map((chapter, index) => {
              const done = chapter.lessons.filter((lesson) => lesson.is_completed).length;
              return {
                key: chapter.id,
                label: (
                  <Flex justify="space-between" gap={12}>
                    <Typography.Text strong>
                      第{index + 1}章 {chapter.title}
                    </Typography.Text>
                    <Typography.Text type="secondary">
                      {done}/{chapter.lessons.length} 课时完成
                    </Typography.Text>
                  </Flex>
                ),
                children:
                  chapter.lessons.length === 0 ? (
                    <Typography.Text type="secondary">本章暂无课时</Typography.Text>
                  ) : (
                    chapter.lessons.map((lesson) => (
                      <LessonRow
                        key={lesson.id}
                        lesson={lesson}
                        number={numbered.get(lesson.id) ?? 0}
                        onWatch={() => open(coursePaths.learn, lesson)}
                        onRead={() => open(coursePaths.doc, lesson)}
                        onPractise={() => open(coursePaths.practice, lesson)}
                      />
                    ))
                  ),
              };
            })}
          />
        )}
      </Card>
    </Flex>
  );
}
