// The compact look of the client's list grids, as antd Table tokens (nested under the window's ConfigProvider).
import type { ThemeConfig } from 'antd';

export const GRID_THEME: ThemeConfig = {
  components: {
    Table: {
      cellPaddingBlockSM: 3,
      cellPaddingInlineSM: 6,
      cellFontSizeSM: 12,
      headerBg: '#dfe6ee',
      headerColor: '#1f3550',
      headerBorderRadius: 0,
      rowHoverBg: '#e5f0fb',
      borderColor: '#c9d3de',
    },
  },
};
