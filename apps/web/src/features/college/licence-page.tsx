import { SafetyCertificateOutlined } from '@ant-design/icons';
import { CertStatus, isRole, roleLabels } from '@sxpt/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useSessionStore } from '../../app/session-store';
import { formatDateTime } from '../../components/format-time';
import { fetchUserInfo } from '../auth/auth-api';

/**
 * /collegeViews/system_exequatur/zsxuke: the college's system licence certificate as the server reports it
 * (/api/getinfo). Activation by code is not built yet; this page shows the status only.
 */
export default function LicencePage() {
  const setUser = useSessionStore((state) => state.setUser);
  const info = useQuery({ queryKey: ['auth', 'getinfo', 'licence'], queryFn: () => fetchUserInfo() });

  useEffect(() => {
    if (info.data) setUser(info.data);
  }, [info.data, setUser]);

  if (info.isError) {
    return (
      <Card>
        <Result
          status="warning"
          title="许可证书信息加载失败"
          subTitle={info.error.message}
          extra={
            <Button type="primary" onClick={() => info.refetch()}>
              重新加载
            </Button>
          }
        />
      </Card>
    );
  }
  if (!info.data) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }

  const user = info.data;
  const isActive = user.cert_status === CertStatus.active;
  const expiresAt = user.licence_expires_at ? new Date(user.licence_expires_at) : null;
  const isPastExpiry = expiresAt !== null && expiresAt.getTime() < Date.now();

  return (
    <Card
      title={
        <span>
          <SafetyCertificateOutlined style={{ color: '#1661d6', marginRight: 8 }} />
          系统许可证书
        </span>
      }
    >
      {isActive ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 24 }}
          title="本院校的系统资源已激活"
          description="班级管理、教学资源和数据统计等功能均可正常使用。"
        />
      ) : (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 24 }}
          title="本院校的系统资源尚未激活"
          description="激活前，班级管理、教学资源和数据统计等功能暂不可用。请联系学校管理部门为本院校开通系统许可；在线激活功能建设中。"
        />
      )}
      <Descriptions
        bordered
        column={1}
        styles={{ label: { width: 160 } }}
        items={[
          { key: 'college', label: '院校名称', children: user.college_name || '—' },
          { key: 'campus', label: '校区', children: user.campus_name || '—' },
          {
            key: 'status',
            label: '证书状态',
            children: isActive ? <Tag color="success">已激活</Tag> : <Tag color="error">未激活</Tag>,
          },
          {
            key: 'expires',
            label: '有效期至',
            children: expiresAt ? (
              <span>
                {formatDateTime(user.licence_expires_at)}
                {isPastExpiry ? <Typography.Text type="danger"> （已到期）</Typography.Text> : null}
              </span>
            ) : (
              '—'
            ),
          },
          {
            key: 'viewer',
            label: '当前账号',
            children: `${user.name}（${isRole(user.role) ? roleLabels[user.role] : user.auth}）`,
          },
        ]}
      />
    </Card>
  );
}
