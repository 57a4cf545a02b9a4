import type { TClassPerson } from '@sxpt/contract';
import { Button, Empty, Table, type TableColumnsType, Tag } from 'antd';

/** The students or teachers of a class; `onRemove` (admin) adds a 移出 action per row. */
export function ClassPeopleTable({
  people,
  emptyText,
  onRemove,
}: {
  people: TClassPerson[];
  emptyText: string;
  onRemove?: (person: TClassPerson) => void;
}) {
  const columns: TableColumnsType<TClassPerson> = [
    { title: '账号', dataIndex: 'account', width: 160 },
    { title: '姓名', dataIndex: 'name', width: 120 },
    { title: '手机号', dataIndex: 'phone', width: 140, render: (phone: string) => phone || '—' },
    { title: '校区', dataIndex: 'campus_name', render: (name: string) => name || '—' },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 90,
      render: (isEnabled: boolean) => (isEnabled ? <Tag color="success">启用</Tag> : <Tag>禁用</Tag>),
    },
  ];
  if (onRemove) {
    columns.push({
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, person) => (
        <Button type="link" size="small" danger onClick={() => onRemove(person)}>
          移出
        </Button>
      ),
    });
  }
  return (
    <Table<TClassPerson>
      rowKey="id"
      size="middle"
      dataSource={people}
      columns={columns}
      locale={{ emptyText: <Empty description={emptyText} /> }}
      pagination={people.length > 20 ? { pageSize: 20, showSizeChanger: false, showTotal: (n) => `共 ${n} 人` } : false}
    />
  );
}

/** People whose account or name contains the keyword. */
export function filterPeople(people: TClassPerson[], keyword: string): TClassPerson[] {
  const text = keyword.trim().toLowerCase();
  if (!text) return people;
  return people.filter((p) => p.account.toLowerCase().includes(text) || p.name.toLowerCase().includes(text));
}
