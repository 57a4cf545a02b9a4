import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from './brand';
import { SiteFooter } from './site-footer';

/** Plain page frame for public pages (guide, not found): brand header, content, footer. */
export function PublicShell({ children, homePath = '/index' }: { children: ReactNode; homePath?: string }) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f5f7fa' }}>
      <header
        style={{
          height: 60,
          padding: '0 24px',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          background: '#fff',
          boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
        }}
      >
        <Brand to={homePath} />
        <Link to={homePath}>返回首页</Link>
      </header>
      <main style={{ flex: 1, width: '100%', maxWidth: 1080, margin: '0 auto', padding: 24 }}>{children}</main>
      <SiteFooter />
    </div>
  );
}
