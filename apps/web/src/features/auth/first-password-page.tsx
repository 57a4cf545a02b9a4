import { roleLabels } from '@sxpt/contract';
import { Alert, Button, Typography } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { decideLanding } from '../../app/guards/decide-redirect';
import { signOut } from '../../app/session';
import { useSessionStore } from '../../app/session-store';
import { CenteredCard } from '../../components/centered-card';
import { PasswordForm } from './password-form';

/**
 * /me/password: the forced change of a password someone else set (a new account, a reset, an import). The
 * guard sends the user here until it is done, and the server refuses every other call (4031) meanwhile.
 */
export default function FirstPasswordPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const user = useSessionStore((state) => state.user);
  const role = useSessionStore((state) => state.role);

  async function moveOn() {
    useSessionStore.getState().setMustChangePassword(false);
    if (role !== null) navigate(decideLanding(searchParams.get('redirect'), role), { replace: true });
  }

  async function leave() {
    navigate(await signOut(location.pathname), { replace: true });
  }

  return (
    <CenteredCard
      label="修改初始密码"
      title="请修改初始密码"
      maxWidth={480}
      subtitle={
        user && role !== null ? (
          <Typography.Text type="secondary">
            {user.name}（{roleLabels[role]}，账号 {user.account}）
          </Typography.Text>
        ) : null
      }
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="您的密码是管理员设置或系统生成的"
        description="为保障账号安全，请先设置一个只有您自己知道的新密码，修改后才能使用平台的其他功能。"
      />
      <PasswordForm onChanged={moveOn} oldLabel="当前密码" submitText="修改密码并进入平台" />
      <div style={{ marginTop: 16, textAlign: 'right' }}>
        <Button type="link" onClick={leave}>
          退出登录
        </Button>
      </div>
    </CenteredCard>
  );
}
