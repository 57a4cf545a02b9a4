import { BookOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { TClassRow, TOwnClassesBody } from '@sxpt/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, Input, Pagination, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { collegeKeys, fetchOwnClasses } from './college-api';
import { classDetailPath } from './college-paths';

/** /collegeViews/classManage/teacherClass: the classes the signed-in teacher teaches, as cards. */
export default function TeacherClassPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useState<TOwnClassesBody>({ page: 1, page_size: 12 });
  const classes = useQuery({
    queryKey: collegeKeys.ownClasses(query),
    queryFn: () => fetchOwnClasses(query),
    placeholderData: keepPreviousData,
  });

  if (classes.isError && !classes.data) {
    return <LoadFailed title="我的班级加载失败" error={classes.error} onRetry={() => classes.refetch()} />;
  }

  return (
    <Card
      title="我的班级"
      extra={
        <Input.Search
          allowClear
          placeholder="搜索班级名称"
          style={{ width: 220 }}
          onSearch={(value) => setQuery({ ...query, page: 1, keyword: value.trim() || undefined })}
        />
      }
    >
      {!classes.data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : classes.data.list.length === 0 ? (
        <Empty
          description={
            query.keyword ? '没有符合条件的班级' : '您还没有任教的班级，请联系院校管理员在班级中添加您为任课教师'
          }
        />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {classes.data.list.map((klass) => (
              <Col key={klass.id} xs={24} md={12} xl={8}>
                <ClassCard klass={klass} onEnter={() => navigate(classDetailPath(klass.id, 'students'))} />
              </Col>
            ))}
          </Row>
          <Flex justify="flex-end" style={{ marginTop: 16 }}>
            <Pagination
              current={classes.data.page}
              pageSize={classes.data.page_size}
              total={classes.data.total}
              showTotal={(total) => `共 ${total} 个班级`}
              onChange={(page, pageSize) => setQuery({ ...query, page, page_size: pageSize })}
            />
          </Flex>
        </>
      )}
    </Card>
  );
}

function ClassCard({ klass, onEnter }: { klass: TClassRow; onEnter: () => void }) {
  return (
    <Card
      size="small"
      title={klass.name}
      extra={klass.grade ? <Tag>{klass.grade.endsWith('级') ? klass.grade : `${klass.grade}级`}</Tag> : null}
      actions={[
        <Button key="enter" type="link" onClick={onEnter}>
          进入班级
        </Button>,
      ]}
    >
      <Space orientation="vertical" size={6} style={{ width: '100%' }}>
        <Typography.Text type="secondary">校区：{klass.campus_name || '未设校区'}</Typography.Text>
        <Typography.Text type="secondary" ellipsis>
          任课教师：{klass.teacher_names.join('、') || '—'}
        </Typography.Text>
        <Flex gap={24}>
          <span>
            <TeamOutlined /> 学生 <Typography.Text strong>{klass.student_count}</Typography.Text> 名
          </span>
          <span>
            <BookOutlined /> 资源 <Typography.Text strong>{klass.resource_count}</Typography.Text> 个
          </span>
          <span>
            <UserOutlined /> 教师 <Typography.Text strong>{klass.teacher_names.length}</Typography.Text> 名
          </span>
        </Flex>
      </Space>
    </Card>
  );
}
