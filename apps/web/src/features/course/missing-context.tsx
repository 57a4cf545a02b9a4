import { Button, Card, Result } from 'antd';
import { Link } from 'react-router';
import type { TLoadFailedBack } from '../../components/load-failed';
import { coursePaths } from './course-links';

/** The way back from a learning screen that could not load (LoadFailed's `back`). */
export const backToClasses: TLoadFailedBack = { to: coursePaths.index, label: '返回我的班级' };

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
