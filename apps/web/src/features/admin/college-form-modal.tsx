import type { TAdminCollege, TAdminCollegeStoreBody } from '@sxpt/contract';
import { useMutation } from '@tanstack/react-query';
import type { FormRule as Rule } from 'antd';
import { App, Form, Input, Modal, Typography } from 'antd';
import { createCollege, renameCollege } from './college-admin-api';
import { showPasswordOnce } from './secret-box';

/** Rules of the contract (ZAdminAccount, ZAdminPassword) for the browser, so a typo is caught before sending. */
export const accountRules: Rule[] = [
  { required: true, whitespace: true, message: '请输入登录账号' },
  { pattern: /^[A-Za-z0-9_.@-]{3,32}$/, message: '账号须为3至32位字母、数字或下划线' },
];

export const optionalPasswordRules: Rule[] = [
  { min: 8, message: '密码至少8位' },
  { max: 64, message: '密码不能超过64位' },
  {
    validator: (_, value?: string) =>
      !value || (/[A-Za-z]/.test(value) && /\d/.test(value))
        ? Promise.resolve()
        : Promise.reject(new Error('密码须同时包含字母和数字')),
  },
];

const nameRules: Rule[] = [
  { required: true, whitespace: true, message: '请输入院校名称' },
  { max: 50, message: '院校名称不能超过50个字' },
];

/** 新增院校: the college, its default campus and its first administrator; then the password, shown once. */
export function CollegeCreateModal({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<TAdminCollegeStoreBody>();
  const create = useMutation({
    mutationFn: (values: TAdminCollegeStoreBody) =>
      createCollege({ ...values, admin_password: values.admin_password || undefined }),
    onSuccess: (data, values) => {
      form.resetFields();
      onDone();
      showPasswordOnce(modal, {
        title: `院校「${values.name}」已创建`,
        account: data.admin.account,
        name: data.admin.name,
        password: data.admin.password,
        extra: (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            新院校的系统许可尚未激活：请在列表中为其「发放激活码」，院校管理员登录后在「系统许可」页面输入激活码即可开通。
          </Typography.Paragraph>
        ),
      });
    },
  });

  return (
    <Modal
      title="新增院校"
      open={open}
      okText="创建"
      cancelText="取消"
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TAdminCollegeStoreBody>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => create.mutate(values)}
      >
        <Form.Item name="name" label="院校名称" rules={nameRules}>
          <Input placeholder="例如：广东财经职业学院" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="code"
          label="院校编码"
          extra="唯一编码，创建后不能修改"
          rules={[
            { required: true, whitespace: true, message: '请输入院校编码' },
            { pattern: /^[A-Za-z0-9_-]{2,20}$/, message: '院校编码须为2至20位字母、数字、下划线或短横线' },
          ]}
        >
          <Input placeholder="例如：GDCJ" maxLength={20} />
        </Form.Item>
        <Form.Item name="admin_account" label="管理员账号" rules={accountRules}>
          <Input placeholder="院校管理员的登录账号" maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="admin_name"
          label="管理员姓名"
          rules={[
            { required: true, whitespace: true, message: '请输入管理员姓名' },
            { max: 32, message: '管理员姓名不能超过32个字' },
          ]}
        >
          <Input placeholder="例如：陈主任" maxLength={32} />
        </Form.Item>
        <Form.Item
          name="admin_password"
          label="初始密码（可不填）"
          extra="不填则由系统生成；创建后密码只显示一次"
          rules={optionalPasswordRules}
        >
          <Input.Password placeholder="至少8位，含字母和数字" maxLength={64} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 编辑院校: its name (the code does not change). */
export function CollegeRenameModal({
  college,
  onClose,
  onDone,
}: {
  college: TAdminCollege | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const rename = useMutation({
    mutationFn: (name: string) => renameCollege(college?.id ?? 0, name.trim()),
    onSuccess: () => {
      message.success('院校名称已保存');
      onDone();
    },
  });

  return (
    <Modal
      title="编辑院校"
      open={college !== null}
      okText="保存"
      cancelText="取消"
      confirmLoading={rename.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {college ? (
        <Form<{ name: string }>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ name: college.name }}
          onFinish={(values) => rename.mutate(values.name)}
        >
          <Form.Item label="院校编码">
            <Typography.Text code>{college.code}</Typography.Text>
          </Form.Item>
          <Form.Item name="name" label="院校名称" rules={nameRules}>
            <Input maxLength={50} />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
