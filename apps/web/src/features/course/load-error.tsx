import { Button, Card, Result } from 'antd';
import { Link } from 'react-router';
import { coursePaths } from './course-links';

/** A learning screen whose data could not be loaded: what failed, the server's reason, retry, and the way back. */
export function LoadError({ title, error, onRetry }: { title: string; error: Error; onRetry?: () => void }) {
  return (
    <Card>
      <Result
        status="warning"
        title={title}
        subTitle={error.message}
        extra={[
          onRetry ? (
            <Button key="retry" type="primary" onClick={onRetry}>
              重新加载
            </Button>
          ) : null,
          <Link key="home" to={coursePaths.index}>
            <Button>返回我的班级</Button>
          </Link>,
        ]}
      />
    </Card>
  );
}

/** A learning screen opened without the ids it needs (e.g. typed by hand): send the student to pick a course. */
export function MissingContext({ what }: { what: string }) {
  return (
    <Card>
      <Result
        status="info"
        title={`请先选择要学习的${what}`}
        subTitle="从「我的班级」中选择课程进入学习。"
        extra={
          <Link to={coursePaths.index}>
            <Button type="primary">前往我的班级</Button>
          </Link>
        }
      />
    </Card>
  );
}
