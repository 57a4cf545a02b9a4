// Shared state of the invoicing simulator (spec 01 §3 "Invoice shared state"): the selected menu tab (kept in
// session storage, default xt), the open pop-ups with their z-index (the counter kept in session storage, from
// 9506 up), the progress as the server last reported it, and the current question.
import type { TBwkpProgressQuestion, TBwkpSubjectListItem } from '@sxpt/contract';
import { create } from 'zustand';

export const KAIPIAO_TABS = ['xt', 'fp', 'bs', 'wh', 'help'] as const;
export type TKaipiaoTab = (typeof KAIPIAO_TABS)[number];

export const FIRST_POPUP_Z = 9506;
const TAB_KEY = 'kaipiao_tab';
const Z_KEY = 'kaipiao_zindex';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readTab(): TKaipiaoTab {
  const value = session()?.getItem(TAB_KEY);
  return (KAIPIAO_TABS as readonly string[]).includes(value ?? '') ? (value as TKaipiaoTab) : 'xt';
}

/** The next z-index to hand out: the stored counter, never below 9506. */
function readNextZ(): number {
  const value = Number(session()?.getItem(Z_KEY));
  return Number.isInteger(value) && value >= FIRST_POPUP_Z ? value : FIRST_POPUP_Z;
}

export interface TOpenPopup {
  name: string;
  zIndex: number;
  props: Record<string, unknown>;
}

interface TKaipiaoState {
  tab: TKaipiaoTab;
  popups: TOpenPopup[];
  /** the server's progress (subject_status), null before it loaded */
  progress: TBwkpProgressQuestion[] | null;
  subjects: TBwkpSubjectListItem[];
  /** the question the student works on: the first incomplete one unless chosen otherwise */
  currentSubjectId: number | null;
  setTab: (tab: TKaipiaoTab) => void;
  /** open (or bring to front) pop-up `name`; the name must be known (see usePopup) */
  openPopup: (name: string, props?: Record<string, unknown>) => void;
  closePopup: (name: string) => void;
  closeAll: () => void;
  setProgress: (progress: TBwkpProgressQuestion[]) => void;
  setSubjects: (subjects: TBwkpSubjectListItem[]) => void;
  setCurrentSubjectId: (id: number | null) => void;
}

export const useKaipiaoStore = create<TKaipiaoState>((set) => ({
  tab: readTab(),
  popups: [],
  progress: null,
  subjects: [],
  currentSubjectId: null,
  setTab: (tab) => {
    session()?.setItem(TAB_KEY, tab);
    set({ tab });
  },
  openPopup: (name, props = {}) => {
    const zIndex = readNextZ();
    session()?.setItem(Z_KEY, String(zIndex + 1));
    set((state) => ({ popups: [...state.popups.filter((popup) => popup.name !== name), { name, zIndex, props }] }));
  },
  closePopup: (name) => set((state) => ({ popups: state.popups.filter((popup) => popup.name !== name) })),
  closeAll: () => set({ popups: [] }),
  setProgress: (progress) => set({ progress }),
  setSubjects: (subjects) => set({ subjects }),
  setCurrentSubjectId: (currentSubjectId) => set({ currentSubjectId }),
}));

/** The first question not complete (the one the server will accept next), or null when all are. */
export function firstIncomplete(progress: readonly TBwkpProgressQuestion[] | null): TBwkpProgressQuestion | null {
  return progress?.find((question) => !question.isComplete) ?? null;
}
