import { EnvironmentOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { TStudentClass } from '@sxpt/contract';
import { Card, Col, Empty, Row, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { courseLink, coursePaths } from './course-links';
import { ResourceCard } from './resource-card';

/** One of my classes: its campus and teachers, then its course resources as cards. */
export function ClassSection({ klass }: { klass: TStudentClass }) {
  const navigate = useNavigate();
  const teachers = klass.teacher_names.length > 0 ? klass.teacher_names.join('、') : '暂未安排';
  return (
    <Card
      data-testid="class-section"
      title={
        <Space size={8}>
          <TeamOutlined style={{ color: '#1661d6' }} />
          <span>{klass.name}</span>
        </Space>
      }
      extra={
        <Space size={16} wrap>
          {klass.campus_name ? (
            <Typography.Text type="secondary">
              <EnvironmentOutlined /> {klass.campus_name}
            </Typography.Text>
          ) : null}
          <Typography.Text type="secondary">
            <UserOutlined /> 任课教师：{teachers}
          </Typography.Text>
        </Space>
      }
    >
      {klass.resources.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="该班级还没有开通课程资源，请联系任课教师为班级添加课程"
        />
      ) : (
        <Row gutter={[16, 16]}>
          {klass.resources.map((resource) => (
            <Col key={resource.id} xs={24} sm={12} lg={8} xxl={6}>
              <ResourceCard
                resource={resource}
                onOpen={() =>
                  navigate(courseLink(coursePaths.course, { class_id: klass.id, resource_id: resource.id }))
                }
              />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
