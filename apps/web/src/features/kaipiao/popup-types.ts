// The pop-up contract of the invoicing simulator (spec 01 §2 Invoice exercise pop-ups): every pop-up is opened by
// name through one action (usePopup().open) and rendered by the shell's popup host with the z-index it was given.
import type { TBwkpGoodsCodeRow, TBwkpKhbmRow } from '@sxpt/contract';
import type { ComponentType } from 'react';

/** What the host passes to every pop-up component. `props` are what the opener passed to open(name, props). */
export interface TPopupProps<P = Record<string, unknown>> {
  name: string;
  /** stacking order: 9506 for the first pop-up, one more for each next (spec 01 §2) */
  zIndex: number;
  props: P;
  /** close this pop-up */
  close: () => void;
}

export type TPopupComponent = ComponentType<TPopupProps<never>>;

/** A group of pop-ups: name → lazily loaded component. */
export type TPopupGroup = Record<string, () => Promise<{ default: ComponentType<TPopupProps<never>> }>>;

// ---- props of pop-ups that other pop-ups open (the cross-group contract) ----

/** kehubianma: without `onPick` the code maintenance of question 2; with it, pick mode (double-click a row). */
export interface TKehubianmaProps {
  onPick?: (row: TBwkpKhbmRow) => void;
}

/** spbianma: without `onPick` the code maintenance of question 3; with it, pick mode (double-click a row). */
export interface TSpbianmaProps {
  onPick?: (row: TBwkpGoodsCodeRow) => void;
}

/** fptk: the issue form for question `subjectId`, titled by the invoice type; `red` for a red-letter (负数) invoice. */
export interface TFptkProps {
  invoiceType: 1 | 2;
  subjectId: number;
  red?: boolean;
}

/** notSupported: the generic notice 此系统为模拟系统，该功能暂不支持！ (or `text`). */
export interface TNotSupportedProps {
  text?: string;
}
