import {
  ACCOUNT_PATTERN,
  accountRuleText,
  initialPasswordNotice,
  PHONE_PATTERN,
  type TMemberRow,
} from '@sxpt/contract';
import { Alert, App, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { memberLabels, saveMember, storeMember, type TMemberKind } from './member-api';
import { useCampusOptions, useClassOptions, useRefreshCollege } from './use-college-data';

interface TMemberValues {
  account: string;
  name: string;
  phone?: string;
  campus_id?: number | null;
  class_ids: number[];
  password?: string;
}

/**
 * A password shown once, with a copy button (after creating an account or resetting its password): the server keeps
 * only its hash, and the user must change it at first sign-in.
 */
export function PasswordNotice({ account, password, lead }: { account: string; password: string; lead: string }) {
  return (
    <div>
      <Typography.Paragraph>{lead}</Typography.Paragraph>
      <Typography.Paragraph>
        账号：<Typography.Text strong>{account}</Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph>
        密码：
        <Typography.Text
          strong
          code
          copyable={{ text: password, tooltips: ['复制密码', '已复制'] }}
          style={{ fontSize: 18 }}
          data-testid="password-once"
        >
          {password}
        </Typography.Text>
      </Typography.Paragraph>
      <Alert
        type="warning"
        showIcon
        title="密码只显示这一次，关闭后无法再查看"
        description="请复制后转告本人；本人首次登录时须修改密码。忘记时只能再次重置。"
      />
    </div>
  );
}

/** Add a student or teacher (editing is the same form without account and password). */
export function MemberFormModal({
  kind,
  member,
  onClose,
}: {
  kind: TMemberKind;
  member: TMemberRow | null;
  onClose: () => void;
}) {
  const { message, modal } = App.useApp();
  const refresh = useRefreshCollege();
  const campuses = useCampusOptions();
  const classes = useClassOptions();
  const [form] = Form.useForm<TMemberValues>();
  const [isSaving, setSaving] = useState(false);
  const label = memberLabels[kind];
  const isEdit = member !== null;

  async function submit(values: TMemberValues) {
    setSaving(true);
    const common = {
      name: values.name.trim(),
      phone: values.phone?.trim() ?? '',
      campus_id: values.campus_id ?? null,
      class_ids: values.class_ids ?? [],
    };
    try {
      if (member) {
        await saveMember(kind, { ...common, id: member.id });
        message.success(`${label}信息已保存`);
      } else {
        const account = values.account.trim();
        const password = values.password?.trim() || undefined;
        const data = await storeMember(kind, { ...common, account, password });
        modal.success({
          title: `${label}已添加`,
          content: (
            <PasswordNotice
              account={account}
              password={data.initial_password ?? password ?? ''}
              lead={data.initial_password ? '系统已随机生成初始密码：' : '已使用您设置的密码：'}
            />
          ),
          okText: '我已记下',
        });
      }
      await refresh();
      onClose();
    } catch {
      // the client already showed why (account taken, seat limit …)
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={isEdit ? `编辑${label}` : `新增${label}`}
      okText={isEdit ? '保存' : '添加'}
      cancelText="取消"
      confirmLoading={isSaving}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={560}
    >
      <Form<TMemberValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={
          member
            ? {
                account: member.account,
                name: member.name,
                phone: member.phone,
                campus_id: member.campus_id ?? undefined,
                class_ids: member.classes.map((c) => c.id),
              }
            : { class_ids: [] }
        }
      >
        <Form.Item
          name="account"
          label="账号"
          rules={
            isEdit
              ? []
              : [
                  { required: true, whitespace: true, message: '请输入账号' },
                  { pattern: ACCOUNT_PATTERN, message: accountRuleText },
                ]
          }
          extra={isEdit ? '账号不能修改' : `${accountRuleText}；全平台唯一，学生常用学号`}
        >
          <Input
            disabled={isEdit}
            maxLength={32}
            placeholder={kind === 'student' ? '例如：2024010101' : '例如：T2024001'}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label="姓名"
          rules={[
            { required: true, whitespace: true, message: '请输入姓名' },
            { max: 32, message: '姓名不能超过32个字' },
          ]}
        >
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="phone" label="手机号" rules={[{ pattern: PHONE_PATTERN, message: '请输入正确的手机号' }]}>
          <Input maxLength={11} placeholder="选填" />
        </Form.Item>
        <Form.Item name="campus_id" label="校区">
          <Select
            allowClear
            placeholder="选填"
            loading={campuses.isPending}
            options={(campuses.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item
          name="class_ids"
          label={kind === 'student' ? '所在班级' : '任教班级'}
          extra={isEdit ? '保存后班级即为所选，未选的班级会移出' : undefined}
        >
          <Select
            mode="multiple"
            allowClear
            placeholder="选填，可选多个"
            loading={classes.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        {isEdit ? null : (
          <>
            <Form.Item
              name="password"
              label="密码"
              rules={[
                { min: 8, message: '密码至少8位' },
                { max: 64, message: '密码不能超过64位' },
                { pattern: /^(?=.*[A-Za-z])(?=.*\d).*$/, message: '密码须同时包含字母和数字' },
              ]}
            >
              <Input.Password placeholder="选填，不填则由系统随机生成" autoComplete="new-password" />
            </Form.Item>
            <Alert type="info" showIcon title={initialPasswordNotice} />
          </>
        )}
      </Form>
    </Modal>
  );
}
