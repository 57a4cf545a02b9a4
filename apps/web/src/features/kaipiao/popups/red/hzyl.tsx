// hzyl (question 14.2): the preview of the information form as the application filled it; 确认 → the server
// confirms it and the form itself (hzxxb) opens to be saved and uploaded.
import { Button, Empty, Spin } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../../api/api-error';
import { useToast } from '../../../../app/toast';
import { ClientWindow } from '../../client-window';
import { kaipiaoApi } from '../../kaipiao-api';
import type { TPopupProps } from '../../popup-types';
import { usePopup } from '../../use-popup';
import { RedFormView } from './red-form-view';
import type { THzxxbProps, THzylProps } from './red-props';
import { useRedForm } from './use-red-forms';
import { useStepDone } from './use-step-done';

export default function Hzyl({ zIndex, close, props }: TPopupProps<THzylProps>) {
  const { form, isLoading } = useRedForm(props.form);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const popup = usePopup();
  const stepDone = useStepDone();

  async function confirm() {
    setBusy(true);
    try {
      const result = await kaipiaoApi.hzyl();
      stepDone(result.progress);
      void toast.success(result.msg);
      close();
      popup.open('hzxxb', { form: result.form } satisfies THzxxbProps);
    } catch (error) {
      void toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ClientWindow
      title="红字增值税专用发票信息表预览"
      zIndex={zIndex}
      onClose={close}
      width={820}
      bodyHeight={560}
      testId="kp-hzyl"
      footer={
        <>
          <Button size="small" type="primary" loading={busy} disabled={!form} onClick={() => void confirm()}>
            确认
          </Button>
          <Button size="small" onClick={close}>
            取消
          </Button>
        </>
      }
    >
      {form ? (
        <RedFormView form={form} showStatus={false} />
      ) : isLoading ? (
        <Spin />
      ) : (
        <Empty description="尚未填开红字信息表" />
      )}
    </ClientWindow>
  );
}
