// Labels of the red-letter information form (红字增值税专用发票信息表) and the simulated file it downloads to.
import type { TBwkpRedForm } from '@sxpt/contract';

/** sqfs: who applies (申请方) */
export const SQFS_LABELS: Readonly<Record<1 | 2, string>> = { 1: '购买方申请', 2: '销售方申请' };

/** The form's state as the client lists it. */
export const RED_FORM_STATUS_LABELS: Readonly<Record<TBwkpRedForm['status'], string>> = {
  filled: '填开中（未确认）',
  confirmed: '已确认（未保存）',
  saved: '已保存（未上传）',
  approved: '审核通过',
  downloaded: '审核通过（已下载）',
};

/** True once the tax office approved it (after upload). */
export function isApproved(form: Pick<TBwkpRedForm, 'status'>): boolean {
  return form.status === 'approved' || form.status === 'downloaded';
}

/** The simulated desktop folder the downloaded forms are written to (the one path the import accepts). */
export const DESKTOP_PATH = 'C:\\Users\\Administrator\\Desktop';

/** The file a downloaded form is saved as: 红字信息表_<number>.xml. */
export function redFileName(form: Pick<TBwkpRedForm, 'number'>): string {
  return `红字信息表_${form.number}.xml`;
}

/** The full path of a downloaded form's file on the simulated desktop. */
export function redFilePath(form: Pick<TBwkpRedForm, 'number'>): string {
  return `${DESKTOP_PATH}\\${redFileName(form)}`;
}
