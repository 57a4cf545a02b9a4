// hzcx (红字增值税专用发票信息表查询导出): the student's information forms in 13 columns. Double-click (or 查看)
// opens a form: one already uploaded read-only; one still being filled where it stands (the preview to confirm,
// or the form to save and upload), which is where 该题已做，请到增值税专用红字信息表查询！ sends the student.
import type { TBwkpRedForm } from '@sxpt/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { ClientWindow } from '../../client-window';
import type { TNotSupportedProps, TPopupProps } from '../../popup-types';
import { usePopup } from '../../use-popup';
import { RedFormTable } from './red-form-table';
import { isApproved } from './red-format';
import type { THzxxbProps, THzylProps } from './red-props';
import { useRedForms } from './use-red-forms';

export default function Hzcx({ zIndex, close }: TPopupProps) {
  const forms = useRedForms();
  const popup = usePopup();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = forms.data?.list ?? [];
  const selected = list.find((form) => form.id === selectedId) ?? null;

  function openForm(form: TBwkpRedForm) {
    if (form.status === 'filled') popup.open('hzyl', { form } satisfies THzylProps);
    else popup.open('hzxxb', { form, readOnly: isApproved(form) } satisfies THzxxbProps);
  }

  return (
    <ClientWindow
      title="红字增值税专用发票信息表查询导出"
      zIndex={zIndex}
      onClose={close}
      width={1000}
      testId="kp-hzcx"
    >
      <div className="kp-toolbar">
        <Button size="small" disabled={!selected} onClick={() => selected && openForm(selected)}>
          查看
        </Button>
        <Button size="small" onClick={() => popup.open('notSupported', {} satisfies TNotSupportedProps)}>
          导出
        </Button>
        <Button size="small" loading={forms.isFetching} onClick={() => void forms.refetch()}>
          刷新
        </Button>
        <span className="kp-toolbar-spacer" />
        <Button size="small" onClick={close}>
          退出
        </Button>
      </div>
      <RedFormTable
        forms={list}
        loading={forms.isLoading}
        selectedId={selectedId}
        onSelect={(form) => setSelectedId(form.id)}
        onOpen={openForm}
        emptyText="没有红字信息表"
      />
    </ClientWindow>
  );
}
