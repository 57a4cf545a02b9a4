import { BookOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { TStudentResource } from '@sxpt/contract';
import { Button, Card, Flex, Progress, Tag, Typography } from 'antd';

const palettes = [
  ['#1661d6', '#4f8ff0'],
  ['#0f8a6a', '#38b48f'],
  ['#b4542a', '#e0874f'],
  ['#6a3fc1', '#9a74e0'],
  ['#0e6f8f', '#3aa3c4'],
];

function paletteOf(id: number): string[] {
  return palettes[Math.abs(id) % palettes.length];
}

/** The resource's cover image, or a calm coloured panel with its category when it has none. */
export function ResourceCover({ resource, height = 120 }: { resource: TStudentResource; height?: number }) {
  if (resource.cover) {
    return (
      <img
        src={resource.cover}
        alt={resource.name}
        style={{ width: '100%', height, objectFit: 'cover', display: 'block' }}
      />
    );
  }
  const [from, to] = paletteOf(resource.id);
  // wrapped: antd's card cover makes its direct child a block
  return (
    <div>
      <Flex
        vertical
        justify="center"
        align="center"
        gap={6}
        style={{ height, background: `linear-gradient(135deg, ${from}, ${to})`, color: '#fff' }}
      >
        <BookOutlined style={{ fontSize: 30, opacity: 0.9 }} />
        <span style={{ fontSize: 13, letterSpacing: 2, opacity: 0.92 }}>{resource.category || '课程资源'}</span>
      </Flex>
    </div>
  );
}

/** One course resource of a class: cover, name, category, my progress, and the way in. */
export function ResourceCard({ resource, onOpen }: { resource: TStudentResource; onOpen: () => void }) {
  const isStarted = resource.completed_lessons > 0;
  return (
    <Card
      hoverable
      cover={<ResourceCover resource={resource} />}
      styles={{ body: { padding: 14 } }}
      onClick={onOpen}
      data-testid="resource-card"
    >
      <Typography.Text strong ellipsis={{ tooltip: resource.name }} style={{ display: 'block', fontSize: 15 }}>
        {resource.name}
      </Typography.Text>
      <div style={{ margin: '6px 0 4px' }}>{resource.category ? <Tag>{resource.category}</Tag> : null}</div>
      <Progress percent={resource.progress_percent} size="small" showInfo={false} />
      <Flex justify="space-between" align="center" style={{ marginTop: 6 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          已完成 {resource.completed_lessons}/{resource.lesson_count} 课时
        </Typography.Text>
        <Button
          type="primary"
          size="small"
          icon={<PlayCircleOutlined />}
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
        >
          {isStarted ? '继续学习' : '进入学习'}
        </Button>
      </Flex>
    </Card>
  );
}
