import { Button } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PublicShell } from '../../components/public-shell';

/** Shown when a page fails to render or its code fails to load (e.g. after a new release). Kept light. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <PublicShell>
      <div style={{ textAlign: 'center', padding: '64px 16px' }}>
        <h2 style={{ fontSize: 22, fontWeight: 600, margin: '0 0 12px' }}>页面出错了</h2>
        <p style={{ color: '#8c8c8c', margin: '0 0 24px' }}>
          {detail ? `页面加载失败：${detail}。` : '页面加载失败。'}
          请刷新页面后重试；问题持续时请通过页脚的「意见反馈」告诉我们。
        </p>
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
      </div>
    </PublicShell>
  );
}
