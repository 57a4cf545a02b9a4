import { FilePdfOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { lessonItemKindLabels, type TLessonItemKind, type TResourcePreviewLesson } from '@sxpt/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Collapse, Empty, Flex, List, Modal, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { fetchResourcePreview } from './college-api';

function formatDuration(seconds: number): string {
  if (!seconds) return '';
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The course outline of a resource, each lesson with its video, handout and practice items, openable in place. */
export function ResourceOutline({ resourceId }: { resourceId: number }) {
  const outline = useQuery({
    queryKey: ['college', 'resources', 'preview', resourceId],
    queryFn: () => fetchResourcePreview(resourceId),
  });
  const [video, setVideo] = useState<TResourcePreviewLesson | null>(null);

  if (outline.isPending) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  if (outline.isError) return <Empty description="课程目录加载失败，请稍后重试" />;
  if (outline.data.chapters.length === 0) return <Empty description="该资源还没有章节" />;

  return (
    <>
      <Collapse
        defaultActiveKey={[outline.data.chapters[0].id]}
        items={outline.data.chapters.map((chapter) => ({
          key: chapter.id,
          label: `${chapter.title}（${chapter.lessons.length} 课时）`,
          children: (
            <List
              size="small"
              dataSource={chapter.lessons}
              locale={{ emptyText: '本章还没有课时' }}
              renderItem={(lesson) => (
                <List.Item
                  actions={[
                    lesson.video_url ? (
                      <Button
                        key="video"
                        size="small"
                        type="link"
                        icon={<PlayCircleOutlined />}
                        onClick={() => setVideo(lesson)}
                      >
                        看视频 {formatDuration(lesson.video_duration)}
                      </Button>
                    ) : null,
                    lesson.handout_url ? (
                      <Button
                        key="pdf"
                        size="small"
                        type="link"
                        icon={<FilePdfOutlined />}
                        href={lesson.handout_url}
                        target="_blank"
                      >
                        讲义
                      </Button>
                    ) : null,
                  ].filter(Boolean)}
                >
                  <Flex vertical gap={4} style={{ minWidth: 0 }}>
                    <Typography.Text strong>{lesson.title}</Typography.Text>
                    {lesson.description ? (
                      <Typography.Text type="secondary" ellipsis={{ tooltip: lesson.description }}>
                        {lesson.description}
                      </Typography.Text>
                    ) : null}
                    {lesson.items.length ? (
                      <Flex wrap gap={4}>
                        {lesson.items.map((item) => (
                          <Tag key={`${item.kind}-${item.ref_id}`} color="blue">
                            {lessonItemKindLabels[item.kind as TLessonItemKind] ?? item.kind}：{item.title}
                          </Tag>
                        ))}
                      </Flex>
                    ) : null}
                  </Flex>
                </List.Item>
              )}
            />
          ),
        }))}
      />
      <Modal
        open={video !== null}
        title={video?.title}
        footer={null}
        width={760}
        onCancel={() => setVideo(null)}
        destroyOnHidden
      >
        {video ? (
          <video
            src={video.video_url}
            controls
            autoPlay
            style={{ width: '100%', borderRadius: 8, background: '#000' }}
          />
        ) : null}
      </Modal>
    </>
  );
}
