import { Button, Card, Result } from 'antd';
import { Link } from 'react-router';

/** Where a screen that could not load can send the user instead, e.g. back to the list it was opened from. */
export interface TLoadFailedBack {
  to: string;
  label: string;
}

/**
 * A page whose data could not be loaded: what failed, the server's reason, a way to try again and, when given,
 * a way back.
 */
export function LoadFailed({
  title,
  error,
  onRetry,
  back,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  back?: TLoadFailedBack;
}) {
  return (
    <Card>
      <Result
        status="warning"
        title={title}
        subTitle={error.message}
        extra={[
          <Button key="retry" type="primary" onClick={onRetry}>
            重新加载
          </Button>,
          back ? (
            <Link key="back" to={back.to}>
              <Button>{back.label}</Button>
            </Link>
          ) : null,
        ]}
      />
    </Card>
  );
}
