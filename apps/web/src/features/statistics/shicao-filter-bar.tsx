import { practiceAreaLabels } from '@sxpt/contract';
import { Card, Flex, Select, Space, Typography } from 'antd';
import { itemKey, type useShicaoFilters } from './use-shicao-filters';

/** 班级 → 课程 → 课时 → 实训项目. */
export function ShicaoFilterBar({ filters }: { filters: ReturnType<typeof useShicaoFilters> }) {
  const { classes, klass, resource, lessons, lesson, item, choose, chapters } = filters;
  return (
    <Card size="small">
      <Flex wrap gap={12} align="center">
        <Space>
          <Typography.Text>班级</Typography.Text>
          <Select
            aria-label="班级"
            style={{ width: 200 }}
            loading={classes.isPending}
            value={klass?.id}
            onChange={(value) => choose('class_id', String(value))}
            options={(classes.data ?? []).map((entry) => ({
              value: entry.id,
              label: `${entry.name}（${entry.student_count}人）`,
            }))}
          />
        </Space>
        <Space>
          <Typography.Text>课程</Typography.Text>
          <Select
            aria-label="课程"
            style={{ width: 220 }}
            value={resource?.id}
            notFoundContent="该班级没有绑定课程"
            onChange={(value) => choose('resource_id', String(value))}
            options={(klass?.resources ?? []).map((entry) => ({ value: entry.id, label: entry.name }))}
          />
        </Space>
        <Space>
          <Typography.Text>课时</Typography.Text>
          <Select
            aria-label="课时"
            style={{ width: 260 }}
            loading={chapters.isFetching}
            value={lesson?.lessonId}
            notFoundContent="该课程没有实训项目"
            onChange={(value) => choose('lesson_id', String(value))}
            options={lessons.map((entry) => ({
              value: entry.lessonId,
              label: `${entry.chapterName} / ${entry.lessonName}`,
            }))}
          />
        </Space>
        <Space>
          <Typography.Text>实训项目</Typography.Text>
          <Select
            aria-label="实训项目"
            style={{ width: 260 }}
            value={item ? itemKey(item) : undefined}
            onChange={(value) => choose('item', value)}
            options={(lesson?.items ?? []).map((entry) => ({
              value: itemKey(entry),
              label: `${practiceAreaLabels[entry.area]} · ${entry.title}`,
            }))}
          />
        </Space>
      </Flex>
    </Card>
  );
}
