// /kaipiaoViews/login: the client's login window (增值税发票税控开票软件（金税盘版）): 用户名 (管理员), 密码 and
// 证书口令. It is a simulation: any entry is accepted, but every field is required (trimmed). The login is
// remembered for the browser session and opens /kaipiaoViews/index.
import { LockOutlined, RollbackOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select } from 'antd';
import { useNavigate } from 'react-router';
import { hasBwkpContext } from './kaipiao-api';
import { useKaipiaoStore } from './kaipiao-store';
import './kaipiao.css';
import { KaipiaoProviders, NoContextRedirect } from './shell/kaipiao-providers';
import {
  checkLoginForm,
  KAIPIAO_PATHS,
  OPERATORS,
  practicePageLink,
  rememberKaipiaoLogin,
  type TLoginForm,
} from './shell/kaipiao-session';
import './shell/shell.css';
import { PRODUCT_NAME } from './shell/title-bar';

/** The defaults of the real client, shown as hints. */
export const DEFAULT_PASSWORD_HINT = '默认密码：123456';
export const DEFAULT_CERT_HINT = '默认证书口令：88888888';

function LoginWindow() {
  const navigate = useNavigate();
  const [form] = Form.useForm<TLoginForm>();

  const onFinish = (values: TLoginForm) => {
    const { value, missing } = checkLoginForm(values);
    if (missing) return;
    rememberKaipiaoLogin(value.user);
    useKaipiaoStore.getState().closeAll();
    navigate(KAIPIAO_PATHS.index, { replace: true });
  };

  const required = (label: string) => [{ required: true, whitespace: true, message: `请输入${label}` }];

  return (
    <div className="kp-login-bg">
      <div className="kp-login" role="dialog" aria-label="登录" data-testid="kp-login">
        <div className="kp-window-title" style={{ cursor: 'default' }}>
          <span className="kp-window-caption">登录</span>
        </div>
        <div className="kp-login-banner">
          <div className="kp-login-product">{PRODUCT_NAME}</div>
          <div className="kp-login-sub">税控开票实训 · 模拟系统（本系统为教学模拟，不连接真实税控设备）</div>
        </div>
        <Form<TLoginForm>
          form={form}
          layout="horizontal"
          labelCol={{ flex: '84px' }}
          colon
          initialValues={{ user: OPERATORS[0], password: '', cert: '' }}
          onFinish={onFinish}
          requiredMark={false}
        >
          <div className="kp-login-body">
            <Form.Item label="用户名" name="user" rules={required('用户名')}>
              <Select
                data-testid="kp-login-user"
                suffixIcon={<UserOutlined />}
                options={OPERATORS.map((operator) => ({ value: operator, label: operator }))}
              />
            </Form.Item>
            <Form.Item label="密码" name="password" rules={required('密码')}>
              <Input.Password
                data-testid="kp-login-password"
                prefix={<LockOutlined />}
                placeholder={DEFAULT_PASSWORD_HINT}
                autoComplete="off"
              />
            </Form.Item>
            <Form.Item label="证书口令" name="cert" rules={required('证书口令')}>
              <Input.Password
                data-testid="kp-login-cert"
                prefix={<SafetyCertificateOutlined />}
                placeholder={DEFAULT_CERT_HINT}
                autoComplete="off"
              />
            </Form.Item>
          </div>
          <div className="kp-login-foot">
            <Button type="link" size="small" icon={<RollbackOutlined />} onClick={() => navigate(practicePageLink())}>
              返回课程
            </Button>
            <span style={{ display: 'flex', gap: 8 }}>
              <Button type="primary" htmlType="submit" data-testid="kp-login-submit">
                登录
              </Button>
              <Button onClick={() => navigate(practicePageLink())}>取消</Button>
            </span>
          </div>
        </Form>
      </div>
    </div>
  );
}

export default function KaipiaoLoginPage() {
  if (!hasBwkpContext()) return <NoContextRedirect />;
  return (
    <KaipiaoProviders>
      <LoginWindow />
    </KaipiaoProviders>
  );
}
