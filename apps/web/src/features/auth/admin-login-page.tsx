import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../app/branding';
import { CenteredCard } from '../../components/centered-card';
import { LoginForm } from './login-form';
import { SignedInNotice } from './signed-in-notice';

/** /login: the school-management (acc5) entrance; calls /api/login with login_type 0. */
export default function AdminLoginPage() {
  return (
    <CenteredCard
      label="学校管理登录"
      title="学校管理登录"
      maxWidth={400}
      subtitle={<div style={{ color: '#8c8c8c' }}>{PRODUCT_NAME} · 教学内容与院校账号管理</div>}
    >
      <SignedInNotice />
      <LoginForm entrance="acc5" />
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/index">学生、教师、院校管理员请从首页登录</Link>
      </div>
    </CenteredCard>
  );
}
