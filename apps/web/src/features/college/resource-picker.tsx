import { Checkbox, Col, Empty, Row, Spin, Typography } from 'antd';
import { useGrantedResources } from './use-college-data';

const optionStyle = {
  display: 'flex',
  gap: 10,
  alignItems: 'flex-start',
  padding: '10px 12px',
  border: '1px solid #e5e7eb',
  borderRadius: 8,
  background: '#fff',
  cursor: 'pointer',
  height: '100%',
} as const;

/** Choose, among the resources granted to the college, those a class has (checkbox cards). */
export function ResourcePicker({ value = [], onChange }: { value?: number[]; onChange?: (value: number[]) => void }) {
  const resources = useGrantedResources();
  if (resources.isPending) return <Spin />;
  if (resources.isError)
    return <Typography.Text type="danger">课程资源加载失败：{resources.error.message}</Typography.Text>;
  if (resources.data.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="本院校暂未获得授权的课程资源，请联系学校管理开通后再为班级分配"
      />
    );
  }
  return (
    <Checkbox.Group style={{ width: '100%' }} value={value} onChange={(ids) => onChange?.(ids.map(Number))}>
      <Row gutter={[12, 12]} style={{ width: '100%' }}>
        {resources.data.map((resource) => (
          <Col key={resource.id} xs={24} md={12} xl={8}>
            <label style={optionStyle}>
              <Checkbox value={resource.id} />
              <span>
                <Typography.Text strong>{resource.name}</Typography.Text>
                <br />
                <Typography.Text type="secondary">
                  {resource.category || '未分类'} · {resource.chapter_count} 章 · {resource.lesson_count} 课时
                </Typography.Text>
              </span>
            </label>
          </Col>
        ))}
      </Row>
    </Checkbox.Group>
  );
}
