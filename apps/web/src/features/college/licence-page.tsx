import { SafetyCertificateOutlined } from '@ant-design/icons';
import { isRole, roleLabels, type TLicenceDetail, type TUserInfo } from '@sxpt/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Progress, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useSessionStore } from '../../app/session-store';
import { formatDateTime } from '../../components/format-time';
import { fetchUserInfo } from '../auth/auth-api';
import { collegeKeys, fetchLicenceDetail } from './college-api';
import { LicenceActivateForm } from './licence-activate-form';
import { useIsCollegeAdmin } from './use-college-data';

const GETINFO_KEY = ['auth', 'getinfo', 'licence'] as const;

/**
 * /collegeViews/system_exequatur/zsxuke: the college's system licence (/college/licence/detail: status, expiry,
 * seats) and, for the administrator, activation by code. After activating, /api/getinfo is read again so the
 * certificate status in the session (and the guard of every /collegeViews page) follows at once.
 */
export default function LicencePage() {
  const queryClient = useQueryClient();
  const setUser = useSessionStore((state) => state.setUser);
  const isAdmin = useIsCollegeAdmin();
  const info = useQuery({ queryKey: GETINFO_KEY, queryFn: () => fetchUserInfo() });
  const licence = useQuery({ queryKey: collegeKeys.licence, queryFn: fetchLicenceDetail });

  useEffect(() => {
    if (info.data) setUser(info.data);
  }, [info.data, setUser]);

  async function afterActivation() {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: collegeKeys.licence }),
      queryClient.invalidateQueries({ queryKey: GETINFO_KEY }),
    ]);
  }

  const failed = info.error ?? licence.error;
  if (failed && (!info.data || !licence.data)) {
    return (
      <Card>
        <Result
          status="warning"
          title="许可证书信息加载失败"
          subTitle={failed.message}
          extra={
            <Button
              type="primary"
              onClick={() => {
                void info.refetch();
                void licence.refetch();
              }}
            >
              重新加载
            </Button>
          }
        />
      </Card>
    );
  }
  if (!info.data || !licence.data) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 5 }} />
      </Card>
    );
  }

  const detail = licence.data;
  const isActive = detail.status === 1;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <span>
            <SafetyCertificateOutlined style={{ color: '#1661d6', marginRight: 8 }} />
            系统许可证书
          </span>
        }
      >
        <StatusAlert detail={detail} isAdmin={isAdmin} />
        <LicenceDescriptions detail={detail} user={info.data} />
      </Card>
      {isAdmin ? (
        <Card title={isActive ? '续期或扩容' : '激活系统资源'}>
          <LicenceActivateForm isActive={isActive} onActivated={afterActivation} />
        </Card>
      ) : null}
    </Space>
  );
}

function StatusAlert({ detail, isAdmin }: { detail: TLicenceDetail; isAdmin: boolean }) {
  if (detail.status === 1) {
    return (
      <Alert
        type="success"
        showIcon
        style={{ marginBottom: 24 }}
        title="本院校的系统资源已激活"
        description="班级管理、教学资源和数据统计等功能均可正常使用。"
      />
    );
  }
  const reason = detail.is_expired ? '本院校的系统许可已到期' : '本院校的系统资源尚未激活';
  const next = isAdmin ? '请在下方输入学校管理部门提供的激活码完成激活。' : '请联系本院校管理员输入激活码完成激活。';
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 24 }}
      title={reason}
      description={`激活前，班级管理、教学资源和数据统计等功能暂不可用。${next}`}
    />
  );
}

function LicenceDescriptions({ detail, user }: { detail: TLicenceDetail; user: TUserInfo }) {
  const percent = detail.seat_count > 0 ? Math.min(100, Math.round((detail.seats_used / detail.seat_count) * 100)) : 0;
  return (
    <Descriptions
      bordered
      column={1}
      styles={{ label: { width: 160 } }}
      items={[
        { key: 'college', label: '院校名称', children: detail.college_name || user.college_name || '—' },
        {
          key: 'status',
          label: '证书状态',
          children:
            detail.status === 1 ? (
              <Tag color="success">已激活</Tag>
            ) : detail.is_expired ? (
              <Tag color="error">已到期</Tag>
            ) : (
              <Tag color="error">未激活</Tag>
            ),
        },
        {
          key: 'expires',
          label: '有效期至',
          children: detail.expires_at ? (
            <span>
              {formatDateTime(detail.expires_at)}
              {detail.is_expired ? <Typography.Text type="danger">（已到期）</Typography.Text> : null}
            </span>
          ) : (
            '—'
          ),
        },
        {
          key: 'seats',
          label: '学生席位',
          children: (
            <div style={{ maxWidth: 360 }}>
              已使用 {detail.seats_used} / 共 {detail.seat_count} 个
              <Progress
                percent={percent}
                size="small"
                status={detail.seats_used >= detail.seat_count ? 'exception' : 'normal'}
                showInfo={false}
              />
            </div>
          ),
        },
        {
          key: 'viewer',
          label: '当前账号',
          children: `${user.name}（${isRole(user.role) ? roleLabels[user.role] : user.auth}）`,
        },
      ]}
    />
  );
}
