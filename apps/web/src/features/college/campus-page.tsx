import { PlusOutlined } from '@ant-design/icons';
import type { TCampusIndexBody, TCampusRow } from '@sxpt/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Form, Input, Modal, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-time';
import { LoadFailed } from '../../components/load-failed';
import { collegeKeys, deleteCampus, fetchCampuses, saveCampus, storeCampus } from './college-api';
import { pagingOf, useRefreshCollege } from './use-college-data';
import { useConfirmAction } from './use-confirm-action';

/** /collegeViews/classManage/college: the college's campuses with their counts (admin). */
export default function CampusPage() {
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const refresh = useRefreshCollege();
  const [query, setQuery] = useState<TCampusIndexBody>({ page: 1, page_size: 20 });
  const [editing, setEditing] = useState<TCampusRow | 'new' | null>(null);
  const campuses = useQuery({
    queryKey: collegeKeys.campusList(query),
    queryFn: () => fetchCampuses(query),
    placeholderData: keepPreviousData,
  });

  function confirmDelete(campus: TCampusRow) {
    confirm({
      title: `删除校区「${campus.name}」？`,
      content: '只有没有班级和用户的校区才能删除；删除后不能恢复。',
      okText: '删除',
      isDanger: true,
      action: async () => {
        await deleteCampus(campus.id);
        message.success('校区已删除');
        await refresh();
      },
    });
  }

  const columns: TableColumnsType<TCampusRow> = [
    { title: '校区名称', dataIndex: 'name', width: 180 },
    { title: '地址', dataIndex: 'address', render: (address: string) => address || '—' },
    { title: '班级数', dataIndex: 'class_count', width: 90, align: 'right' },
    { title: '学生数', dataIndex: 'student_count', width: 90, align: 'right' },
    { title: '教师数', dataIndex: 'teacher_count', width: 90, align: 'right' },
    { title: '创建时间', dataIndex: 'created_at', width: 150, render: (at: string) => formatDateTime(at) },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, campus) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setEditing(campus)}>
            编辑
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmDelete(campus)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  if (campuses.isError && !campuses.data) {
    return <LoadFailed title="校区列表加载失败" error={campuses.error} onRetry={() => campuses.refetch()} />;
  }
  return (
    <Card
      title="校区管理"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增校区
        </Button>
      }
    >
      <Flex style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="搜索校区名称"
          style={{ width: 240 }}
          onSearch={(value) => setQuery({ ...query, page: 1, keyword: value.trim() || undefined })}
        />
      </Flex>
      <Table<TCampusRow>
        rowKey="id"
        loading={campuses.isFetching}
        dataSource={campuses.data?.list ?? []}
        columns={columns}
        scroll={{ x: 900 }}
        locale={{
          emptyText: <Empty description={query.keyword ? '没有符合条件的校区' : '还没有校区，点击「新增校区」添加'} />,
        }}
        pagination={pagingOf(campuses.data, (page, pageSize) => setQuery({ ...query, page, page_size: pageSize }))}
      />
      {editing !== null ? (
        <CampusFormModal campus={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}

interface TCampusValues {
  name: string;
  address?: string;
}

function CampusFormModal({ campus, onClose }: { campus: TCampusRow | null; onClose: () => void }) {
  const { message } = App.useApp();
  const refresh = useRefreshCollege();
  const [form] = Form.useForm<TCampusValues>();
  const [isSaving, setSaving] = useState(false);

  async function submit(values: TCampusValues) {
    setSaving(true);
    const body = { name: values.name.trim(), address: values.address?.trim() ?? '' };
    try {
      if (campus) await saveCampus({ ...body, id: campus.id });
      else await storeCampus(body);
      message.success(campus ? '校区已保存' : '校区已添加');
      await refresh();
      onClose();
    } catch {
      // the client already showed why (e.g. 校区名称已存在)
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={campus ? '编辑校区' : '新增校区'}
      okText={campus ? '保存' : '添加'}
      cancelText="取消"
      confirmLoading={isSaving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<TCampusValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={campus ? { name: campus.name, address: campus.address } : {}}
      >
        <Form.Item
          name="name"
          label="校区名称"
          rules={[
            { required: true, whitespace: true, message: '请输入校区名称' },
            { max: 50, message: '校区名称不能超过50个字' },
          ]}
        >
          <Input maxLength={50} placeholder="例如：天河校区" />
        </Form.Item>
        <Form.Item name="address" label="地址" rules={[{ max: 200, message: '地址不能超过200个字' }]}>
          <Input.TextArea maxLength={200} rows={2} placeholder="选填" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
