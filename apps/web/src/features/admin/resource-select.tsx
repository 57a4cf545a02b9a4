import { Select, Tag } from 'antd';
import { useResourceOptions } from './use-resource-data';

/** Choose one resource of the bank (searchable by name); works as a form control too. */
export function ResourceSelect({
  value,
  onChange,
  style,
}: {
  value?: number;
  onChange?: (id: number) => void;
  style?: React.CSSProperties;
}) {
  const resources = useResourceOptions();
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'title' }}
      placeholder="选择资源"
      style={{ width: 300, ...style }}
      loading={resources.isPending}
      value={value}
      onChange={onChange}
      notFoundContent={resources.isError ? `资源加载失败：${resources.error.message}` : '没有资源，请先在资源库中新建'}
      options={(resources.data ?? []).map((r) => ({
        value: r.id,
        title: r.name,
        label: (
          <span>
            {r.name}{' '}
            {r.status === 1 ? null : (
              <Tag color="default" style={{ marginInlineStart: 4 }}>
                草稿
              </Tag>
            )}
          </span>
        ),
      }))}
    />
  );
}
