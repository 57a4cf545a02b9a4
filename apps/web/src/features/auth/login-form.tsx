import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import type { TEntrance } from './auth-api';
import { type TSignInValues, useSignIn } from './use-sign-in';

const accountHints: Record<TEntrance, string> = {
  student: '请输入学生账号',
  teacher: '请输入教师账号',
  college: '请输入院校管理员账号',
  acc5: '请输入学校管理账号',
};

/** Account + password form for one sign-in entrance. */
export function LoginForm({ entrance, submitText = '登录' }: { entrance: TEntrance; submitText?: string }) {
  const { submit, error, isSubmitting, clearError } = useSignIn(entrance);
  return (
    <Form<TSignInValues>
      name={`login-${entrance}`}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={clearError}
      autoComplete="on"
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <Form.Item
        name="account"
        label="账号"
        rules={[{ required: true, whitespace: true, message: '请输入账号' }]}
        normalize={(value: string) => value.replace(/^\s+/, '')}
      >
        <Input prefix={<UserOutlined />} placeholder={accountHints[entrance]} autoComplete="username" maxLength={64} />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="请输入密码"
          autoComplete="current-password"
          maxLength={128}
        />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={isSubmitting}>
          {submitText}
        </Button>
      </Form.Item>
    </Form>
  );
}
