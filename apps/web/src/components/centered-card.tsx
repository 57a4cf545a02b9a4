import type { ReactNode } from 'react';
import { Brand } from './brand';
import { SiteFooter } from './site-footer';

/**
 * A full page with one card in its middle (the brand, a title, what goes under it) and the site footer: the
 * school-management sign-in and the forced password change.
 */
export function CenteredCard({
  label,
  title,
  subtitle,
  maxWidth,
  children,
}: {
  /** the card's accessible name */
  label: string;
  title: string;
  subtitle?: ReactNode;
  maxWidth: number;
  children: ReactNode;
}) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#eef2f8' }}>
      <main style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
        <section
          aria-label={label}
          style={{
            width: '100%',
            maxWidth,
            padding: 32,
            background: '#fff',
            borderRadius: 12,
            boxShadow: '0 8px 30px rgba(15, 42, 74, 0.12)',
          }}
        >
          <div style={{ textAlign: 'center', marginBottom: 20 }}>
            <Brand to="/index" isCompact />
            <h1 style={{ fontSize: 22, fontWeight: 600, margin: '12px 0 4px' }}>{title}</h1>
            {subtitle}
          </div>
          {children}
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
