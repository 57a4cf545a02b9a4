// Pop-ups of this group: canshusz, kehubianma, spbianma.
import type { TPopupGroup } from '../../popup-types';

export const xtPopups: TPopupGroup = {
  kehubianma: () => import('./kehubianma'),
  spbianma: () => import('./spbianma'),
};
