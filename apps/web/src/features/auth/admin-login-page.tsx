import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../app/branding';
import { Brand } from '../../components/brand';
import { SiteFooter } from '../../components/site-footer';
import { LoginForm } from './login-form';
import { SignedInNotice } from './signed-in-notice';

/** /login: the school-management (acc5) entrance; calls /api/login with login_type 0. */
export default function AdminLoginPage() {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#eef2f8' }}>
      <main style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
        <section
          aria-label="学校管理登录"
          style={{
            width: '100%',
            maxWidth: 400,
            padding: 32,
            background: '#fff',
            borderRadius: 12,
            boxShadow: '0 8px 30px rgba(15, 42, 74, 0.12)',
          }}
        >
          <div style={{ textAlign: 'center', marginBottom: 24 }}>
            <Brand to="/index" isCompact />
            <h1 style={{ fontSize: 22, fontWeight: 600, margin: '12px 0 4px' }}>学校管理登录</h1>
            <div style={{ color: '#8c8c8c' }}>{PRODUCT_NAME} · 教学内容与院校账号管理</div>
          </div>
          <SignedInNotice />
          <LoginForm entrance="acc5" />
          <div style={{ marginTop: 16, textAlign: 'center' }}>
            <Link to="/index">学生、教师、院校管理员请从首页登录</Link>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
