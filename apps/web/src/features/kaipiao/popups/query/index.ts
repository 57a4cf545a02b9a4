// Pop-ups of this group: chaxun (已开发票查询), zuofei (已开发票作废).
import type { TPopupGroup } from '../../popup-types';

export const queryPopups: TPopupGroup = {
  chaxun: () => import('./chaxun'),
  zuofei: () => import('./zuofei'),
};
