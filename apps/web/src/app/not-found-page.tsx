import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { PublicShell } from '../components/public-shell';
import { homePathFor } from './routes';
import { useSessionStore } from './session-store';

/** /404: the page does not exist or this account may not open it. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  const role = useSessionStore((state) => state.role);
  const homePath = role === null ? '/index' : homePathFor(role);
  return (
    <PublicShell homePath={homePath}>
      <Result
        status="404"
        title="页面不存在"
        subTitle="您访问的页面不存在，或当前账号没有访问该页面的权限。"
        extra={
          <Button type="primary" onClick={() => navigate(homePath, { replace: true })}>
            返回首页
          </Button>
        }
      />
    </PublicShell>
  );
}
