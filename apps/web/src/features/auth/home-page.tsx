import { AccountBookOutlined, BarChartOutlined, ContainerOutlined, FileProtectOutlined } from '@ant-design/icons';
import { Col, Flex, Row, Segmented } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../app/branding';
import { Brand } from '../../components/brand';
import { SiteFooter } from '../../components/site-footer';
import type { TEntrance } from './auth-api';
import { LoginForm } from './login-form';
import { SignedInNotice } from './signed-in-notice';

const features: ReadonlyArray<{ icon: ReactNode; title: string; text: string }> = [
  { icon: <ContainerOutlined />, title: '税控开票实训', text: '模拟增值税发票开具、作废、红字发票全流程' },
  { icon: <FileProtectOutlined />, title: '电子税务局申报', text: '按真实申报表完成纳税申报与缴款' },
  { icon: <AccountBookOutlined />, title: '会计账务实训', text: '凭证、账簿、报表与期末结账一体练习' },
  { icon: <BarChartOutlined />, title: '学情数据分析', text: '实训、考试、视频与讲义学习情况一目了然' },
];

const entrances: ReadonlyArray<{ value: TEntrance; label: string }> = [
  { value: 'student', label: '学生登录' },
  { value: 'teacher', label: '教师登录' },
  { value: 'college', label: '院校登录' },
];

/**
 * /index: the public home with the student, teacher and college sign-in entrances.
 * Built from light components (no Card/Tabs/Typography) so the first page loads little code.
 */
export default function HomePage() {
  const [entrance, setEntrance] = useState<TEntrance>('student');
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f5f7fa' }}>
      <div
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          background: 'linear-gradient(135deg, #0f3d91 0%, #1661d6 55%, #3b8cff 100%)',
          color: '#fff',
        }}
      >
        <header
          style={{
            width: '100%',
            maxWidth: 1200,
            margin: '0 auto',
            padding: '16px 24px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Brand to="/index" isLight />
          <Flex gap={20}>
            <Link to="/guide" style={{ color: 'rgba(255,255,255,0.9)' }}>
              使用指南
            </Link>
            <Link to="/login" style={{ color: 'rgba(255,255,255,0.9)' }}>
              学校管理入口
            </Link>
          </Flex>
        </header>
        <Row
          gutter={[48, 32]}
          align="middle"
          style={{ flex: 1, width: '100%', maxWidth: 1200, margin: '0 auto', padding: '32px 24px 64px' }}
        >
          <Col xs={24} lg={13}>
            <h1 style={{ color: '#fff', fontSize: 38, fontWeight: 600, lineHeight: 1.3, margin: '0 0 16px' }}>
              {PRODUCT_NAME}
            </h1>
            <p style={{ color: 'rgba(255,255,255,0.88)', fontSize: 17, lineHeight: 1.7, maxWidth: 560, margin: 0 }}>
              面向职业院校财会与税务专业的实践教学平台：学生在模拟企业中完成真实业务，教师随时掌握每位学生的学习与实训情况。
            </p>
            <Row gutter={[16, 16]} style={{ marginTop: 32, maxWidth: 600 }}>
              {features.map((feature) => (
                <Col xs={24} sm={12} key={feature.title}>
                  <Flex gap={12} align="flex-start">
                    <span style={{ fontSize: 22, lineHeight: 1, marginTop: 2 }}>{feature.icon}</span>
                    <div>
                      <div style={{ fontWeight: 600, fontSize: 15 }}>{feature.title}</div>
                      <div style={{ color: 'rgba(255,255,255,0.78)', fontSize: 13 }}>{feature.text}</div>
                    </div>
                  </Flex>
                </Col>
              ))}
            </Row>
          </Col>
          <Col xs={24} lg={11}>
            <section
              aria-label="登录"
              style={{
                maxWidth: 420,
                marginInline: 'auto',
                padding: 28,
                background: '#fff',
                borderRadius: 12,
                color: 'rgba(0, 0, 0, 0.88)',
                boxShadow: '0 12px 40px rgba(0, 30, 80, 0.25)',
              }}
            >
              <SignedInNotice />
              <Segmented<TEntrance>
                block
                size="large"
                value={entrance}
                onChange={setEntrance}
                options={[...entrances]}
                style={{ marginBottom: 24 }}
              />
              <LoginForm key={entrance} entrance={entrance} />
            </section>
          </Col>
        </Row>
      </div>
      <SiteFooter />
    </div>
  );
}
