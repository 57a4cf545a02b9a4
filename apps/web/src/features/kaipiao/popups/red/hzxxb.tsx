// hzxxb (question 14.3, 红字增值税专用发票信息表): the form as the tax office's; 保存 numbers it
// (保存红字发票成功！请上传该红字信息表！), 上传 needs it saved (请保存该红字信息表！) and is approved at once
// (审核通过！). Opened read-only from hzcx for a form already uploaded.
import type { TBwkpRedForm } from '@sxpt/contract';
import { messages } from '@sxpt/domain';
import { Button, Empty, Spin } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../../api/api-error';
import { useToast } from '../../../../app/toast';
import { ClientWindow } from '../../client-window';
import { kaipiaoApi } from '../../kaipiao-api';
import type { TNotSupportedProps, TPopupProps } from '../../popup-types';
import { usePopup } from '../../use-popup';
import '../query/query.css';
import { RedFormView } from './red-form-view';
import { isApproved } from './red-format';
import type { THzxxbProps } from './red-props';
import { useRedForm } from './use-red-forms';
import { useStepDone } from './use-step-done';

export default function Hzxxb({ zIndex, close, props }: TPopupProps<THzxxbProps>) {
  const loaded = useRedForm(props.form);
  const [latest, setLatest] = useState<TBwkpRedForm | null>(null);
  const form = latest ?? loaded.form;
  const [busy, setBusy] = useState<'save' | 'upload' | null>(null);
  const toast = useToast();
  const popup = usePopup();
  const stepDone = useStepDone();
  const readOnly = props.readOnly === true;
  /** uploaded and approved: nothing left to save or upload */
  const isDone = form !== null && isApproved(form);

  async function run(action: 'save' | 'upload') {
    if (action === 'upload' && form && form.number === '') {
      void toast.warning(messages.saveRedLetterForm);
      return;
    }
    setBusy(action);
    try {
      const result = await kaipiaoApi.hzxxb(action);
      setLatest(result.form);
      stepDone(result.progress);
      void toast.success(result.msg);
    } catch (error) {
      void toast.error(errorText(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <ClientWindow
      title="红字增值税专用发票信息表"
      zIndex={zIndex}
      onClose={close}
      width={840}
      bodyHeight={600}
      testId="kp-hzxxb"
    >
      <div className="kp-toolbar">
        <Button size="small" onClick={() => popup.open('notSupported', {} satisfies TNotSupportedProps)}>
          打印
        </Button>
        {readOnly ? null : (
          <>
            <Button size="small" disabled={!form || isDone} loading={busy === 'save'} onClick={() => void run('save')}>
              保存
            </Button>
            <Button
              size="small"
              disabled={!form || isDone}
              loading={busy === 'upload'}
              onClick={() => void run('upload')}
            >
              上传
            </Button>
          </>
        )}
        <span className="kp-toolbar-spacer" />
        <Button size="small" onClick={close}>
          退出
        </Button>
      </div>
      {form ? <RedFormView form={form} /> : loaded.isLoading ? <Spin /> : <Empty description="尚未填开红字信息表" />}
    </ClientWindow>
  );
}
