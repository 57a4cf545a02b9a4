import type { ThemeConfig } from 'antd';

/** Blue primary, calm neutrals: the product's one theme. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1661d6',
    colorInfo: '#1661d6',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 60, headerPadding: '0 20px', siderBg: '#0f2a4a', bodyBg: '#f5f7fa' },
    Menu: { darkItemBg: '#0f2a4a', darkSubMenuItemBg: '#0b2140', darkItemSelectedBg: '#1661d6' },
  },
};
