import { FilePdfOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { lessonItemKindLabels, type TLessonItemKind, type TResourcePreviewItem } from '@sxpt/contract';
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
  /** the video playing: a lesson's, or a question's walkthrough of a practice item */
  const [video, setVideo] = useState<{ title: string; url: string } | null>(null);
  /** the practice item whose walkthrough videos are listed */
  const [walkthroughs, setWalkthroughs] = useState<TResourcePreviewItem | null>(null);

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
                        onClick={() => setVideo({ title: lesson.title, url: lesson.video_url })}
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
                          <Flex key={`${item.kind}-${item.ref_id}`} wrap align="center" gap={4}>
                            <Tag color="blue" style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>
                              {lessonItemKindLabels[item.kind as TLessonItemKind] ?? item.kind}：{item.title}
                            </Tag>
                            {item.videos?.length ? (
                              <Button
                                size="small"
                                type="link"
                                icon={<PlayCircleOutlined />}
                                onClick={() => setWalkthroughs(item)}
                              >
                                讲解视频（{item.videos.length}）
                              </Button>
                            ) : null}
                          </Flex>
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
        open={walkthroughs !== null}
        title={walkthroughs ? `讲解视频：${walkthroughs.title}` : ''}
        footer={null}
        width={640}
        onCancel={() => setWalkthroughs(null)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          每道题的讲解视频演示标准操作；学生完成该题后才能观看，教师可随时观看。
        </Typography.Paragraph>
        <List
          size="small"
          dataSource={walkthroughs?.videos ?? []}
          renderItem={(entry) => (
            <List.Item
              actions={[
                <Button
                  key="play"
                  size="small"
                  type="link"
                  icon={<PlayCircleOutlined />}
                  onClick={() => setVideo({ title: `第${entry.sort}题 ${entry.title}`, url: entry.video_path })}
                >
                  播放
                </Button>,
              ]}
            >
              第{entry.sort}题　{entry.title}
            </List.Item>
          )}
        />
      </Modal>
      <Modal
        open={video !== null}
        title={video?.title}
        footer={null}
        width={760}
        onCancel={() => setVideo(null)}
        destroyOnHidden
      >
        {video ? (
          <video src={video.url} controls autoPlay style={{ width: '100%', borderRadius: 8, background: '#000' }} />
        ) : null}
      </Modal>
    </>
  );
}
