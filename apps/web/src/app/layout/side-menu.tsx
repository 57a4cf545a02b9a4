import {
  AccountBookOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CalculatorOutlined,
  CarryOutOutlined,
  ContainerOutlined,
  FileDoneOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FundOutlined,
  PayCircleOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TRouteIcon } from '../routes';
import { findActiveItem, type TSidebarItem } from './sidebar-items';

const icons: Record<TRouteIcon, ReactNode> = {
  class: <TeamOutlined />,
  resource: <FolderOpenOutlined />,
  statistics: <BarChartOutlined />,
  licence: <SafetyCertificateOutlined />,
  college: <BankOutlined />,
  paper: <FileTextOutlined />,
  cashier: <WalletOutlined />,
  ledger: <AccountBookOutlined />,
  tax: <CalculatorOutlined />,
  filing: <FileProtectOutlined />,
  invoice: <ContainerOutlined />,
  finance: <FundOutlined />,
  audit: <AuditOutlined />,
  voucher: <ProfileOutlined />,
  book: <BookOutlined />,
  report: <FileSearchOutlined />,
  settle: <CarryOutOutlined />,
  assets: <FileDoneOutlined />,
  salary: <PayCircleOutlined />,
  setting: <SettingOutlined />,
};

type TMenuItem = Required<MenuProps>['items'][number];

function toMenuItems(items: readonly TSidebarItem[]): TMenuItem[] {
  return items.map((item) => ({
    key: item.key,
    label: item.label,
    icon: item.icon ? icons[item.icon] : undefined,
    children: item.children ? toMenuItems(item.children) : undefined,
  }));
}

/** The sidebar menu: groups are sub-menus, the current page is highlighted and its group opened. */
export function SideMenu({
  items,
  pathname,
  isCollapsed,
}: {
  items: readonly TSidebarItem[];
  pathname: string;
  isCollapsed: boolean;
}) {
  const navigate = useNavigate();
  const menuItems = useMemo(() => toMenuItems(items), [items]);
  const active = useMemo(() => findActiveItem(items, pathname), [items, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(active.open);

  useEffect(() => {
    setOpenKeys((keys) => [...new Set([...keys, ...active.open])]);
  }, [active.open]);

  return (
    <Menu
      mode="inline"
      theme="dark"
      items={menuItems}
      selectedKeys={active.selected ? [active.selected] : []}
      {...(isCollapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      inlineCollapsed={isCollapsed}
      onClick={({ key }) => navigate(key)}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
