import { passwordRule } from '@sxpt/contract';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/api-error';
import { useToast } from '../../app/toast';
import { modifyPassword } from './auth-api';

interface TPasswordValues {
  old_password: string;
  password: string;
  password_confirmation: string;
}

/** First rule message the new password breaks (8–64 characters, letters and digits), or null. */
export function checkNewPassword(value: string): string | null {
  const result = passwordRule.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '新密码不符合要求');
}

export interface TPasswordFormProps {
  /** called once the password is changed (the forced first change moves on); without it the form says it is done */
  onChanged?: () => void | Promise<void>;
  oldLabel?: string;
  submitText?: string;
}

/** Change the password; the server signs out every other session. */
export function PasswordForm({ onChanged, oldLabel = '原密码', submitText = '修改密码' }: TPasswordFormProps) {
  const message = useToast();
  const [form] = Form.useForm<TPasswordValues>();
  const [isSaving, setSaving] = useState(false);
  const [isDone, setDone] = useState(false);

  async function submit(values: TPasswordValues) {
    setSaving(true);
    setDone(false);
    try {
      await modifyPassword(values);
      form.resetFields();
      message.success('密码已修改');
      if (onChanged) await onChanged();
      else setDone(true);
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<TPasswordValues> form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 480 }}>
      {isDone ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title="密码已修改"
          description="为保障账号安全，该账号在其他设备或浏览器上的登录已全部退出，需要使用新密码重新登录。"
        />
      ) : null}
      <Form.Item name="old_password" label={oldLabel} rules={[{ required: true, message: `请输入${oldLabel}` }]}>
        <Input.Password autoComplete="current-password" placeholder={`请输入${oldLabel}`} />
      </Form.Item>
      <Form.Item
        name="password"
        label="新密码"
        extra="8–64 位，须同时包含字母和数字"
        rules={[
          { required: true, message: '请输入新密码' },
          {
            validator: (_, value: string | undefined) => {
              const problem = value ? checkNewPassword(value) : null;
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              value && value === getFieldValue('old_password')
                ? Promise.reject(new Error('新密码不能与原密码相同'))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder="请输入新密码" />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label="确认新密码"
        dependencies={['password']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error('两次输入的新密码不一致')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder="请再次输入新密码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isSaving}>
        {submitText}
      </Button>
    </Form>
  );
}
