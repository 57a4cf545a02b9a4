// Pop-ups of this group: hongziHx, hongziDr, hztk, hzyl, hzxxb, hzcx, hzxz.
import type { TPopupGroup } from '../../popup-types';

export const redPopups: TPopupGroup = {
  hongziHx: () => import('./hongzi-hx'),
  hongziDr: () => import('./hongzi-dr'),
  hztk: () => import('./hztk'),
  hzyl: () => import('./hzyl'),
  hzxxb: () => import('./hzxxb'),
  hzcx: () => import('./hzcx'),
  hzxz: () => import('./hzxz'),
};
