// Pop-ups of this group: shenling, shenlingBd, shenlingSm, duru, duruInvoice, kaijuan (roll opening).
import type { TPopupGroup } from '../../popup-types';

export const rollPopups: TPopupGroup = {
  /** 发票领用 — the student's roll applications, with 申领 / 读入 / 发票卷 */
  shenling: () => import('./shenling'),
  /** 发票申领单 (4.1 / 4.2) */
  shenlingBd: () => import('./shenling-bd'),
  /** the notice after applying */
  shenlingSm: () => import('./shenling-sm'),
  /** 是否读入新的发票卷? (4.3) */
  duru: () => import('./duru'),
  /** the read-in result table */
  duruInvoice: () => import('./duru-invoice'),
  /** 发票卷信息: the read-in rolls and their current number */
  kaijuan: () => import('./kaijuan'),
};
