// Props of the red-letter pop-ups that open each other (hztk → hzyl → hzxxb; hzcx opens them for a form).
import type { TBwkpRedForm } from '@sxpt/contract';

/** hzyl: the form the application (hztk) filled. Without it, the student's latest form. */
export interface THzylProps {
  form?: TBwkpRedForm;
}

/** hzxxb: the form to save and upload; readOnly to only look at it (from hzcx). */
export interface THzxxbProps {
  form?: TBwkpRedForm;
  readOnly?: boolean;
}
