// Every pop-up the simulator knows, by name (spec 01 §2). Each group file lists its own pop-ups; an unknown
// name is refused by usePopup().open with 该组件还没完成！！！.
import type { TPopupGroup } from '../popup-types';
import { fpPopups } from './fp';
import { queryPopups } from './query';
import { redPopups } from './red';
import { rollPopups } from './roll';
import { shellPopups } from './shell';
import { xtPopups } from './xt';

export const popupRegistry: TPopupGroup = {
  ...shellPopups,
  ...xtPopups,
  ...rollPopups,
  ...fpPopups,
  ...queryPopups,
  ...redPopups,
};

export function hasPopup(name: string): boolean {
  return Object.hasOwn(popupRegistry, name);
}
