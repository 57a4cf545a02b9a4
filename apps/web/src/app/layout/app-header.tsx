import {
  DownOutlined,
  LockOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Role, roleLabels } from '@sxpt/contract';
import { Avatar, Button, Dropdown, Flex, type MenuProps, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { Brand } from '../../components/brand';
import { queryClient } from '../query-client';
import { homePathFor, isUnder } from '../routes';
import { ACC5_PASSWORD_PATH } from '../routes/acc5-routes';
import { signOut } from '../session';
import { useSessionStore } from '../session-store';
import { StudentNav } from './student-nav';

interface TAppHeaderProps {
  pathname: string;
  hasSidebar: boolean;
  isSidebarOpen: boolean;
  onToggleSidebar: () => void;
}

/** Header: sidebar switch, product name linking home, the user's name and avatar with the user menu. */
export function AppHeader({ pathname, hasSidebar, isSidebarOpen, onToggleSidebar }: TAppHeaderProps) {
  const navigate = useNavigate();
  const name = useSessionStore((state) => state.name);
  const avatar = useSessionStore((state) => state.avatar);
  const role = useSessionStore((state) => state.role);
  const user = useSessionStore((state) => state.user);
  const isAdminViews = isUnder(pathname, '/adminViews');
  const orgName = [user?.college_name, user?.campus_name].filter(Boolean).join(' · ');

  const items: MenuProps['items'] = [
    isAdminViews
      ? { key: 'password', icon: <LockOutlined />, label: '修改密码' }
      : { key: 'me', icon: <UserOutlined />, label: '个人中心' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
  ];

  const onMenuClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === 'me' || key === 'password') {
      navigate(key === 'me' ? '/me' : ACC5_PASSWORD_PATH);
      return;
    }
    const target = await signOut(pathname);
    queryClient.clear();
    navigate(target, { replace: true });
  };

  return (
    <Flex align="center" justify="space-between" style={{ height: '100%', gap: 16 }}>
      <Flex align="center" gap={12} style={{ minWidth: 0 }}>
        {hasSidebar ? (
          <Button
            type="text"
            aria-label={isSidebarOpen ? '收起菜单' : '展开菜单'}
            icon={isSidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
            onClick={onToggleSidebar}
          />
        ) : null}
        <Brand to={role === null ? '/index' : homePathFor(role)} />
        {role === Role.student ? <StudentNav pathname={pathname} /> : null}
      </Flex>
      <Flex align="center" gap={12} style={{ minWidth: 0 }}>
        {orgName ? (
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 260 }} className="sxpt-org-name">
            {orgName}
          </Typography.Text>
        ) : null}
        {role !== null ? (
          <Tag color="blue" className="sxpt-role-tag">
            {roleLabels[role]}
          </Tag>
        ) : null}
        <Dropdown menu={{ items, onClick: onMenuClick }} trigger={['click']} placement="bottomRight">
          <Button type="text" style={{ height: 44, paddingInline: 8 }} aria-label="用户菜单">
            <Flex align="center" gap={8}>
              <Avatar size={32} src={avatar || undefined} icon={<UserOutlined />} />
              <span style={{ maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis' }}>{name || '用户'}</span>
              <DownOutlined style={{ fontSize: 11 }} />
            </Flex>
          </Button>
        </Dropdown>
      </Flex>
    </Flex>
  );
}
