import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PublicShell } from '../../components/public-shell';

/** Shown when a page fails to render or its code fails to load (e.g. after a new release). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <PublicShell>
      <Result
        status="error"
        title="页面出错了"
        subTitle={detail ? `页面加载失败：${detail}。请刷新页面后重试。` : '页面加载失败，请刷新页面后重试。'}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            刷新页面
          </Button>
        }
      />
    </PublicShell>
  );
}
