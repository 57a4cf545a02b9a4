import { App, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/api-error';
import { formatDateTime } from '../../components/format-time';
import { activateLicence } from './college-api';

/** The administrator types the activation code issued by school management (/college/licence/activate). */
export function LicenceActivateForm({
  isActive,
  onActivated,
}: {
  isActive: boolean;
  onActivated: () => Promise<void>;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ code: string }>();
  const [isSaving, setSaving] = useState(false);

  async function submit({ code }: { code: string }) {
    setSaving(true);
    try {
      const detail = await activateLicence(code.trim());
      message.success(`激活成功，有效期至 ${formatDateTime(detail.expires_at)}`);
      form.resetFields();
      await onActivated();
    } catch (error) {
      form.setFields([{ name: 'code', errors: [errorText(error)] }]);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Typography.Paragraph type="secondary">
        {isActive
          ? '收到新的激活码（续期或增加学生席位）时，在此输入，激活后有效期和席位以新激活码为准。'
          : '输入学校管理部门为本院校签发的激活码，激活后即可使用全部功能。'}
      </Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={submit}>
        <Form.Item
          name="code"
          rules={[
            { required: true, whitespace: true, message: '请输入激活码' },
            { max: 64, message: '激活码无效或已使用' },
          ]}
        >
          <Input placeholder="请输入激活码" style={{ width: 300 }} maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={isSaving}>
            激活
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}
