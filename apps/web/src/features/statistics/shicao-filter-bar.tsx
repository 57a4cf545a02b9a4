import { practiceAreaLabels } from '@sxpt/contract';
import { Card, Flex } from 'antd';
import { classOptions, LabelledSelect } from './statistics-controls';
import { itemKey, type useShicaoFilters } from './use-shicao-filters';

/** 班级 → 课程 → 课时 → 实训项目. */
export function ShicaoFilterBar({ filters }: { filters: ReturnType<typeof useShicaoFilters> }) {
  const { classes, klass, resource, lessons, lesson, item, choose, chapters } = filters;
  return (
    <Card size="small">
      <Flex wrap gap={12} align="center">
        <LabelledSelect
          label="班级"
          width={200}
          isLoading={classes.isPending}
          value={klass?.id}
          onChange={(value) => choose('class_id', String(value))}
          options={classOptions(classes.data)}
        />
        <LabelledSelect
          label="课程"
          width={220}
          value={resource?.id}
          emptyText="该班级没有绑定课程"
          onChange={(value) => choose('resource_id', String(value))}
          options={(klass?.resources ?? []).map((entry) => ({ value: entry.id, label: entry.name }))}
        />
        <LabelledSelect
          label="课时"
          width={260}
          isLoading={chapters.isFetching}
          value={lesson?.lessonId}
          emptyText="该课程没有实训项目"
          onChange={(value) => choose('lesson_id', String(value))}
          options={lessons.map((entry) => ({
            value: entry.lessonId,
            label: `${entry.chapterName} / ${entry.lessonName}`,
          }))}
        />
        <LabelledSelect
          label="实训项目"
          width={260}
          value={item ? itemKey(item) : undefined}
          onChange={(value) => choose('item', value)}
          options={(lesson?.items ?? []).map((entry) => ({
            value: itemKey(entry),
            label: `${practiceAreaLabels[entry.area]} · ${entry.title}`,
          }))}
        />
      </Flex>
    </Card>
  );
}
