import {
  AccountBookOutlined,
  ArrowLeftOutlined,
  AuditOutlined,
  CalculatorOutlined,
  ContainerOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  FundOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { lessonItemKindLabels, type TCourseItem, type TLessonItemKind } from '@sxpt/contract';
import { Button, Card, Col, Empty, Flex, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { courseLink, coursePaths, practiceTarget, readLessonIds, rememberContext } from './course-links';
import { backToClasses, MissingContext } from './missing-context';
import { useCourseLearn } from './use-course-data';

const kindIcons: Record<TLessonItemKind, ReactNode> = {
  bwkp: <ContainerOutlined />,
  baoshui: <FileProtectOutlined />,
  lx: <AccountBookOutlined />,
  cashier: <WalletOutlined />,
  taxation: <CalculatorOutlined />,
  finance: <FundOutlined />,
  audit: <AuditOutlined />,
  paper: <FileTextOutlined />,
};

/** /studentViews/PracticePage?class_id&resource_id&lesson_id: the lesson's practice items, each opening its area. */
export default function PracticePage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const ids = useMemo(() => readLessonIds(search), [search]);
  const lesson = useCourseLearn(ids);

  useEffect(() => {
    if (ids && lesson.isSuccess) rememberContext(ids);
  }, [ids, lesson.isSuccess]);

  if (!ids) return <MissingContext what="课时" />;
  if (lesson.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (lesson.isError)
    return (
      <LoadFailed title="练习加载失败" error={lesson.error} onRetry={() => lesson.refetch()} back={backToClasses} />
    );

  const data = lesson.data;
  const start = (item: TCourseItem) => {
    rememberContext(ids);
    navigate(practiceTarget(item));
  };

  return (
    <Card
      title={`实训练习 · ${data.title}`}
      extra={
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate(courseLink(coursePaths.course, ids))}>
          返回课程目录
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {data.chapter_title} · 点击练习进入对应的实训系统完成。
      </Typography.Paragraph>
      {data.items.length === 0 ? (
        <Empty description="本课时没有安排练习，请先观看视频、阅读讲义，或返回课程目录选择其他课时" />
      ) : (
        <Row gutter={[16, 16]}>
          {data.items.map((item, index) => (
            <Col key={item.id} xs={24} md={12} xl={8}>
              <Card hoverable onClick={() => start(item)} data-testid="practice-item">
                <Flex gap={14} align="flex-start">
                  <Flex
                    align="center"
                    justify="center"
                    style={{
                      width: 44,
                      height: 44,
                      borderRadius: 10,
                      background: '#e8f0fd',
                      color: '#1661d6',
                      fontSize: 22,
                      flex: 'none',
                    }}
                  >
                    {kindIcons[item.kind]}
                  </Flex>
                  <Flex vertical gap={6} style={{ minWidth: 0, flex: 1 }}>
                    <Space size={6} wrap>
                      <Tag color="blue">{lessonItemKindLabels[item.kind]}</Tag>
                      <Typography.Text type="secondary">练习 {index + 1}</Typography.Text>
                    </Space>
                    <Typography.Text strong ellipsis={{ tooltip: item.title }}>
                      {item.title}
                    </Typography.Text>
                    <div>
                      <Button
                        type="primary"
                        size="small"
                        onClick={(event) => {
                          event.stopPropagation();
                          start(item);
                        }}
                      >
                        {item.kind === 'paper' ? '开始答题' : '进入实训'}
                      </Button>
                    </div>
                  </Flex>
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
