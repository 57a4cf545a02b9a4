import { UserOutlined } from '@ant-design/icons';
import type { TInfoDetail } from '@sxpt/contract';
import { Avatar, Card, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { formatDateTime } from '../../components/format-time';

/** The signed-in user's profile as the server has it (/api/info_detail). */
export function ProfileCard({ detail, isLoading }: { detail: TInfoDetail | undefined; isLoading: boolean }) {
  if (isLoading || !detail) {
    return (
      <Card>
        <Skeleton avatar active paragraph={{ rows: 5 }} />
      </Card>
    );
  }
  return (
    <Card>
      <div style={{ textAlign: 'center', marginBottom: 20 }}>
        <Avatar size={88} src={detail.avatar || undefined} icon={<UserOutlined />} />
        <Typography.Title level={4} style={{ marginTop: 12, marginBottom: 4 }}>
          {detail.name}
        </Typography.Title>
        <Tag color="blue">{detail.role_label}</Tag>
      </div>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'account', label: '账号', children: detail.account },
          { key: 'college', label: '院校', children: detail.college_name || '—' },
          { key: 'campus', label: '校区', children: detail.campus_name || '—' },
          { key: 'phone', label: '手机号', children: detail.phone || '未绑定' },
          { key: 'created', label: '创建时间', children: formatDateTime(detail.created_at) },
          { key: 'last', label: '上次登录', children: formatDateTime(detail.last_login_at) },
        ]}
      />
    </Card>
  );
}
