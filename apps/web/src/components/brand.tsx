import { ReadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../app/branding';

/** Logo mark and product name, linking home. */
export function Brand({
  to,
  isCompact = false,
  isLight = false,
}: {
  to: string;
  isCompact?: boolean;
  isLight?: boolean;
}) {
  return (
    <Link
      to={to}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 10, color: isLight ? '#fff' : '#1f2937' }}
      aria-label={`${PRODUCT_NAME} 首页`}
    >
      <span
        style={{
          width: 32,
          height: 32,
          borderRadius: 8,
          background: isLight ? 'rgba(255,255,255,0.18)' : '#1661d6',
          color: '#fff',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 18,
          flex: 'none',
        }}
      >
        <ReadOutlined />
      </span>
      {isCompact ? null : (
        <span className="sxpt-brand-name" style={{ fontSize: 17, fontWeight: 600, whiteSpace: 'nowrap' }}>
          {PRODUCT_NAME}
        </span>
      )}
    </Link>
  );
}
