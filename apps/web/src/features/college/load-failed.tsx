import { Button, Card, Result } from 'antd';

/** A page whose data could not be loaded: what failed, the server's reason, and a way to try again. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <Card>
      <Result
        status="warning"
        title={title}
        subTitle={error.message}
        extra={
          <Button type="primary" onClick={onRetry}>
            重新加载
          </Button>
        }
      />
    </Card>
  );
}
