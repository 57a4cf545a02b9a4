import { Link } from 'react-router';
import { COMPANY_NAME, FEEDBACK_MAILTO } from '../app/branding';

/** Footer of every page: company name, usage guide and feedback. */
export function SiteFooter() {
  return (
    <footer
      style={{
        padding: '16px 24px',
        textAlign: 'center',
        color: '#8c8c8c',
        fontSize: 13,
        display: 'flex',
        gap: 16,
        justifyContent: 'center',
        flexWrap: 'wrap',
      }}
    >
      <span>{COMPANY_NAME}</span>
      <Link to="/guide">使用指南</Link>
      <a href={FEEDBACK_MAILTO}>意见反馈</a>
    </footer>
  );
}
