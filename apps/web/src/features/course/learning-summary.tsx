import { BarChartOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Progress, Row, Skeleton, Statistic, Typography } from 'antd';
import { useLearningAnalysis } from './use-course-data';

/** 学习概况: lessons completed, minutes of video and handout, and attendance, over all my classes. */
export function LearningSummary() {
  const analysis = useLearningAnalysis();
  const data = analysis.data;
  return (
    <Card
      title={
        <span>
          <BarChartOutlined style={{ color: '#1661d6', marginRight: 8 }} />
          学习概况
        </span>
      }
      data-testid="learning-summary"
    >
      {analysis.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : analysis.isError || !data ? (
        <Empty description={`学习概况加载失败：${analysis.error?.message ?? ''}`}>
          <Button onClick={() => analysis.refetch()}>重新加载</Button>
        </Empty>
      ) : (
        <>
          <Typography.Text type="secondary">课时完成</Typography.Text>
          <Progress
            percent={data.progress_percent}
            format={() => `${data.completed_lessons}/${data.lesson_count}`}
            style={{ marginBottom: 12 }}
          />
          <Row gutter={[12, 12]}>
            <Col span={12}>
              <Statistic title="视频学习" value={data.video_minutes} suffix="分钟" />
            </Col>
            <Col span={12}>
              <Statistic title="讲义阅读" value={data.handout_minutes} suffix="分钟" />
            </Col>
            <Col span={24}>
              <Typography.Text type="secondary">出勤</Typography.Text>
              <div style={{ marginTop: 4 }}>
                {data.attendance.total === 0 ? (
                  <Typography.Text type="secondary">还没有签到记录</Typography.Text>
                ) : (
                  <Typography.Text>
                    准时 <b>{data.attendance.on_time}</b> 次 · 迟到 <b>{data.attendance.late}</b> 次 · 缺勤{' '}
                    <b>{data.attendance.absent}</b> 次（共 {data.attendance.total} 次）
                  </Typography.Text>
                )}
              </div>
            </Col>
          </Row>
        </>
      )}
    </Card>
  );
}
