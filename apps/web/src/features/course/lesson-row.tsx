import {
  CheckCircleFilled,
  ExperimentOutlined,
  FilePdfOutlined,
  PlayCircleOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { lessonItemKindLabels, type TCourseLesson } from '@sxpt/contract';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import { formatClock, formatLength } from './format-duration';

function videoStatus(lesson: TCourseLesson): { text: string; color?: string } {
  if (!lesson.video) return { text: '未观看' };
  if (lesson.video.is_completed) return { text: '已看完', color: 'success' };
  return { text: `看到 ${formatClock(lesson.video.position)}`, color: 'processing' };
}

/** The lesson's learning state as one tag: 已完成, 学习中 (something opened), or nothing. */
export function LessonStateTag({ lesson }: { lesson: TCourseLesson }) {
  if (lesson.is_completed) {
    return (
      <Tag color="success" icon={<CheckCircleFilled />}>
        已完成
      </Tag>
    );
  }
  if (lesson.video || lesson.handout) return <Tag color="processing">学习中</Tag>;
  return null;
}

interface TLessonRowProps {
  lesson: TCourseLesson;
  number: number;
  onWatch: () => void;
  onRead: () => void;
  onPractise: () => void;
}

/** One lesson in the course tree: its video, handout and practice items, with the way into each. */
export function LessonRow({ lesson, number, onWatch, onRead, onPractise }: TLessonRowProps) {
  const video = videoStatus(lesson);
  const length = formatLength(lesson.video_duration);
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={16}
      wrap
      style={{ padding: '14px 4px', borderBottom: '1px solid #f0f0f0' }}
      data-testid="lesson-row"
    >
      <div style={{ minWidth: 0, flex: '1 1 360px' }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Text type="secondary">第{number}课</Typography.Text>
          <Typography.Text strong style={{ fontSize: 15 }}>
            {lesson.title}
          </Typography.Text>
          <LessonStateTag lesson={lesson} />
        </Flex>
        <Flex gap={16} wrap style={{ marginTop: 6, fontSize: 13 }}>
          {lesson.has_video ? (
            <Typography.Text type="secondary">
              <VideoCameraOutlined /> 视频{length ? ` ${length}` : ''} ·{' '}
              <Typography.Text type={video.color === 'success' ? 'success' : 'secondary'}>{video.text}</Typography.Text>
            </Typography.Text>
          ) : null}
          {lesson.has_handout ? (
            <Typography.Text type="secondary">
              <FilePdfOutlined /> 讲义 ·{' '}
              {lesson.handout ? (
                <Typography.Text type="success">已阅读（第{lesson.handout.last_page}页）</Typography.Text>
              ) : (
                '未阅读'
              )}
            </Typography.Text>
          ) : null}
          {lesson.items.length > 0 ? (
            <Typography.Text type="secondary">
              <ExperimentOutlined /> 练习 {lesson.items.length} 项：
              {[...new Set(lesson.items.map((item) => lessonItemKindLabels[item.kind]))].join('、')}
            </Typography.Text>
          ) : null}
          {!lesson.has_video && !lesson.has_handout && lesson.items.length === 0 ? (
            <Typography.Text type="secondary">本课时暂无学习内容</Typography.Text>
          ) : null}
        </Flex>
      </div>
      <Space wrap>
        {lesson.has_video ? (
          <Button type="primary" ghost icon={<PlayCircleOutlined />} onClick={onWatch}>
            看视频
          </Button>
        ) : null}
        {lesson.has_handout ? (
          <Button icon={<FilePdfOutlined />} onClick={onRead}>
            读讲义
          </Button>
        ) : null}
        {lesson.items.length > 0 ? (
          <Button icon={<ExperimentOutlined />} onClick={onPractise}>
            练习
          </Button>
        ) : null}
      </Space>
    </Flex>
  );
}
