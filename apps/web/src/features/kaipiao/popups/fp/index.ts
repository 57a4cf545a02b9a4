// Pop-ups of this group: tiankai (invoice kind), fptk (the issue form), qingdan (goods list), zhekou (discount).
import type { TPopupGroup } from '../../popup-types';

export const fpPopups: TPopupGroup = {
  tiankai: () => import('./tiankai'),
  fptk: () => import('./fptk'),
  qingdan: () => import('./qingdan'),
  zhekou: () => import('./zhekou'),
};
