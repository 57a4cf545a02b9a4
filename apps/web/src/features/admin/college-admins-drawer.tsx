import { PlusOutlined } from '@ant-design/icons';
import type { TAdminAdminStoreBody, TAdminCollege, TAdminCollegeAdmin } from '@sxpt/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Drawer, Empty, Flex, Form, Input, Switch, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-time';
import { createCollegeAdmin, resetCollegeAdminPassword, setCollegeAdminEnabled } from './college-admin-api';
import { accountRules, optionalPasswordRules } from './college-form-modal';
import { showPasswordOnce } from './secret-box';

type TAdminForm = Omit<TAdminAdminStoreBody, 'college_id'>;

/**
 * 管理员: the college's administrator accounts (from the college row, refreshed by `onChanged`): enable/disable,
 * reset the password (shown once), add another administrator.
 */
export function CollegeAdminsDrawer({
  college,
  onClose,
  onChanged,
}: {
  college: TAdminCollege | null;
  onClose: () => void;
  onChanged: () => Promise<unknown>;
}) {
  const { message, modal } = App.useApp();
  const [isAdding, setIsAdding] = useState(false);
  const [form] = Form.useForm<TAdminForm>();
  const [busyId, setBusyId] = useState<number | null>(null);

  const toggle = useMutation({
    mutationFn: (admin: TAdminCollegeAdmin) => setCollegeAdminEnabled(admin.id, !admin.enabled),
    onMutate: (admin) => setBusyId(admin.id),
    onSuccess: async (_, admin) => {
      message.success(admin.enabled ? '账号已停用，其登录已退出' : '账号已启用');
      await onChanged();
    },
    onSettled: () => setBusyId(null),
  });

  const create = useMutation({
    mutationFn: (values: TAdminForm) =>
      createCollegeAdmin({ ...values, college_id: college?.id ?? 0, password: values.password || undefined }),
    onSuccess: async (account) => {
      form.resetFields();
      setIsAdding(false);
      await onChanged();
      showPasswordOnce(modal, { title: '管理员账号已创建', ...account });
    },
  });

  function confirmReset(admin: TAdminCollegeAdmin) {
    modal.confirm({
      title: `重置「${admin.name}」的密码？`,
      content: '系统将生成新密码，原密码立即失效，该账号在所有设备上的登录都会退出。',
      okText: '重置',
      cancelText: '取消',
      onOk: async () => {
        const { password } = await resetCollegeAdminPassword(admin.id);
        showPasswordOnce(modal, { title: '密码已重置', account: admin.account, name: admin.name, password });
      },
    });
  }

  const columns: TableColumnsType<TAdminCollegeAdmin> = [
    { title: '账号', dataIndex: 'account' },
    { title: '姓名', dataIndex: 'name', width: 110 },
    {
      title: '启用',
      dataIndex: 'enabled',
      width: 70,
      render: (enabled: boolean, admin) => (
        <Switch
          size="small"
          checked={enabled}
          loading={busyId === admin.id}
          aria-label={`启用${admin.account}`}
          onChange={() => toggle.mutate(admin)}
        />
      ),
    },
    {
      title: '最近登录',
      dataIndex: 'last_login_at',
      width: 140,
      render: (at: string | null) => (at ? formatDateTime(at) : '从未登录'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, admin) => (
        <Button type="link" size="small" onClick={() => confirmReset(admin)}>
          重置密码
        </Button>
      ),
    },
  ];

  return (
    <Drawer
      title={college ? `管理员账号 · ${college.name}` : '管理员账号'}
      open={college !== null}
      onClose={() => {
        setIsAdding(false);
        onClose();
      }}
      size={640}
      destroyOnHidden
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsAdding(true)} disabled={isAdding}>
          新增管理员
        </Button>
      }
    >
      {isAdding ? (
        <Card size="small" title="新增管理员" style={{ marginBottom: 16 }}>
          <Form<TAdminForm> form={form} layout="vertical" onFinish={(values) => create.mutate(values)}>
            <Flex gap={12} wrap>
              <Form.Item name="account" label="登录账号" rules={accountRules} style={{ flex: '1 1 180px' }}>
                <Input maxLength={32} autoComplete="off" />
              </Form.Item>
              <Form.Item
                name="name"
                label="姓名"
                style={{ flex: '1 1 140px' }}
                rules={[
                  { required: true, whitespace: true, message: '请输入管理员姓名' },
                  { max: 32, message: '管理员姓名不能超过32个字' },
                ]}
              >
                <Input maxLength={32} />
              </Form.Item>
              <Form.Item
                name="password"
                label="初始密码（可不填）"
                rules={optionalPasswordRules}
                style={{ flex: '1 1 180px' }}
              >
                <Input.Password placeholder="不填则由系统生成" maxLength={64} autoComplete="new-password" />
              </Form.Item>
            </Flex>
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" loading={create.isPending}>
                创建账号
              </Button>
              <Button onClick={() => setIsAdding(false)}>取消</Button>
            </Flex>
          </Form>
        </Card>
      ) : null}
      <Table<TAdminCollegeAdmin>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={college?.admins ?? []}
        columns={columns}
        locale={{ emptyText: <Empty description="该院校还没有管理员账号，点击右上角「新增管理员」添加" /> }}
      />
    </Drawer>
  );
}
