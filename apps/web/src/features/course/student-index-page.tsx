import { Card, Col, Empty, Flex, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { StudentPapersCard } from '../paper-exam/student-papers-card';
import { AttendancePanel } from './attendance-panel';
import { ClassSection } from './class-section';
import { LearningSummary } from './learning-summary';
import { useMyClasses } from './use-course-data';

/** /studentViews/index: 我的试卷, 我的班级 with their course resources, 课堂签到 and 学习概况. */
export default function StudentIndexPage() {
  const classes = useMyClasses();

  let main: ReactNode;
  if (classes.isPending) {
    main = (
      <Card title="我的班级">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  } else if (classes.isError) {
    main = <LoadFailed title="我的班级加载失败" error={classes.error} onRetry={() => classes.refetch()} />;
  } else if (classes.data.list.length === 0) {
    main = (
      <Card title="我的班级">
        <Empty description="你还没有加入班级，请联系任课教师把你加入班级后再来学习" />
      </Card>
    );
  } else {
    main = (
      <Flex vertical gap={16}>
        {classes.data.list.map((klass) => (
          <ClassSection key={klass.id} klass={klass} />
        ))}
      </Flex>
    );
  }

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={17}>
        <Flex vertical gap={16}>
          <StudentPapersCard />
          {main}
        </Flex>
      </Col>
      <Col xs={24} xl={7}>
        <Flex vertical gap={16}>
          <AttendancePanel />
          <LearningSummary />
        </Flex>
      </Col>
    </Row>
  );
}
