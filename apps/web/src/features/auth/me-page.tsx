import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Result, Row, Tabs } from 'antd';
import { fetchInfoDetail } from './auth-api';
import { PasswordForm } from './password-form';
import { PhoneForm } from './phone-form';
import { ProfileCard } from './profile-card';
import { INFO_DETAIL_KEY, ProfileForm } from './profile-form';

/** /me: the personal centre of admins, teachers and students. */
export default function MePage() {
  const detail = useQuery({ queryKey: INFO_DETAIL_KEY, queryFn: fetchInfoDetail });
  if (detail.isError) {
    return (
      <Card>
        <Result
          status="warning"
          title="个人信息加载失败"
          subTitle={detail.error.message}
          extra={
            <Button type="primary" onClick={() => detail.refetch()}>
              重新加载
            </Button>
          }
        />
      </Card>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <ProfileCard detail={detail.data} isLoading={detail.isPending} />
      </Col>
      <Col xs={24} lg={16}>
        <Card>
          <Tabs
            items={[
              {
                key: 'profile',
                label: '基本资料',
                children: detail.data ? <ProfileForm key={detail.data.id} detail={detail.data} /> : null,
              },
              { key: 'password', label: '修改密码', children: <PasswordForm /> },
              { key: 'phone', label: '更换手机号', children: <PhoneForm currentPhone={detail.data?.phone ?? ''} /> },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
