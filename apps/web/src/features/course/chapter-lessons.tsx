import { CheckCircleFilled, FilePdfOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { TCourseChapter } from '@sxpt/contract';
import { Card, Flex, Skeleton, Typography } from 'antd';
import { formatLength } from './format-duration';

interface TChapterLessonsProps {
  chapter: TCourseChapter | undefined;
  isLoading: boolean;
  currentLessonId: number;
  onOpen: (lessonId: number) => void;
}

/** The lessons of the current chapter, the current one highlighted; a click opens another. */
export function ChapterLessons({ chapter, isLoading, currentLessonId, onOpen }: TChapterLessonsProps) {
  return (
    <Card title={chapter ? `本章课时 · ${chapter.title}` : '本章课时'} styles={{ body: { padding: 8 } }}>
      {isLoading || !chapter ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <nav aria-label="本章课时">
          {chapter.lessons.map((lesson) => {
            const isCurrent = lesson.id === currentLessonId;
            const length = formatLength(lesson.video_duration);
            return (
              <button
                key={lesson.id}
                type="button"
                onClick={() => onOpen(lesson.id)}
                aria-current={isCurrent ? 'page' : undefined}
                style={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'left',
                  border: 'none',
                  borderRadius: 6,
                  padding: '10px 12px',
                  cursor: 'pointer',
                  background: isCurrent ? '#e8f0fd' : 'transparent',
                  font: 'inherit',
                }}
              >
                <Flex align="center" gap={8}>
                  {lesson.is_completed ? (
                    <CheckCircleFilled style={{ color: '#52c41a' }} />
                  ) : lesson.has_video ? (
                    <PlayCircleOutlined style={{ color: isCurrent ? '#1661d6' : '#8c8c8c' }} />
                  ) : (
                    <FilePdfOutlined style={{ color: '#8c8c8c' }} />
                  )}
                  <Typography.Text
                    strong={isCurrent}
                    style={{ color: isCurrent ? '#1661d6' : undefined, flex: 1 }}
                    ellipsis={{ tooltip: lesson.title }}
                  >
                    {lesson.title}
                  </Typography.Text>
                  {length ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none' }}>
                      {length}
                    </Typography.Text>
                  ) : null}
                </Flex>
              </button>
            );
          })}
        </nav>
      )}
    </Card>
  );
}
