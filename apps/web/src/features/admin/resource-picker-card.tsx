import { Card, Empty, Flex, Typography } from 'antd';
import { ResourceSelect } from './resource-select';
import { useResourceOptions } from './use-resource-data';

/** A page opened without a resource: choose one first. */
export function ResourcePickerCard({
  title,
  hint,
  onPick,
}: {
  title: string;
  hint: string;
  onPick: (id: number) => void;
}) {
  const resources = useResourceOptions();
  const isEmpty = resources.data !== undefined && resources.data.length === 0;
  return (
    <Card title={title}>
      <Flex vertical align="center" gap={16} style={{ padding: '40px 0' }}>
        {isEmpty ? (
          <Empty description="资源库还是空的，请先在「资源库」中新建资源" />
        ) : (
          <>
            <Typography.Text type="secondary">{hint}</Typography.Text>
            <ResourceSelect onChange={onPick} style={{ width: 360 }} />
          </>
        )}
      </Flex>
    </Card>
  );
}
