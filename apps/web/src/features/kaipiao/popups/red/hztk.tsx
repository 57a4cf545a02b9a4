// hztk (question 14.1, 红字增值税专用发票信息表填开): who applies and the blue special invoice's code and
// number. The server checks them (its message on a wrong one) and fills the form; the preview (hzyl) opens.
import { Button, Input, Radio } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../../api/api-error';
import { useToast } from '../../../../app/toast';
import { ClientWindow } from '../../client-window';
import { kaipiaoApi } from '../../kaipiao-api';
import type { TPopupProps } from '../../popup-types';
import { usePopup } from '../../use-popup';
import { useWrongFields, WRONG_CLASS } from '../../wrong-fields';
import { SQFS_LABELS } from './red-format';
import type { THzylProps } from './red-props';
import { useStepDone } from './use-step-done';
import './red.css';

export default function Hztk({ zIndex, close }: TPopupProps) {
  // the real client opens on 购买方申请: the student chooses the applicant the business calls for
  const [sqfs, setSqfs] = useState<1 | 2>(1);
  const [fpdm, setFpdm] = useState('');
  const [fphm, setFphm] = useState('');
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const popup = usePopup();
  const wrong = useWrongFields();
  const stepDone = useStepDone();

  async function submit() {
    setBusy(true);
    try {
      const result = await kaipiaoApi.hztk(sqfs, fpdm.trim(), fphm.trim());
      stepDone(result.progress);
      void toast.success(result.msg);
      close();
      popup.open('hzyl', { form: result.form } satisfies THzylProps);
    } catch (error) {
      wrong.setFromError(error);
      void toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ClientWindow
      title="红字增值税专用发票信息表填开 — 信息表选择"
      zIndex={zIndex}
      onClose={close}
      width={480}
      testId="kp-hztk"
      onClickCapture={wrong.clear}
      footer={
        <>
          <Button size="small" type="primary" loading={busy} onClick={() => void submit()}>
            确定
          </Button>
          <Button size="small" onClick={close}>
            取消
          </Button>
        </>
      }
    >
      <div className="kp-group">
        <span className="kp-group-title">申请方</span>
        <Radio.Group
          className={wrong.isWrong('sqfs') ? WRONG_CLASS : undefined}
          value={sqfs}
          onChange={(event) => setSqfs(event.target.value)}
          options={[
            { value: 1, label: SQFS_LABELS[1] },
            { value: 2, label: SQFS_LABELS[2] },
          ]}
        />
      </div>
      <div className="kp-group">
        <span className="kp-group-title">对应蓝字增值税专用发票</span>
        <div className="kp-form-grid">
          <label htmlFor="kp-hztk-fpdm">发票代码：</label>
          <Input
            id="kp-hztk-fpdm"
            size="small"
            maxLength={20}
            value={fpdm}
            className={wrong.isWrong('fpdm') ? WRONG_CLASS : undefined}
            onChange={(event) => setFpdm(event.target.value)}
          />
          <label htmlFor="kp-hztk-fphm">发票号码：</label>
          <Input
            id="kp-hztk-fphm"
            size="small"
            maxLength={20}
            value={fphm}
            className={wrong.isWrong('fphm') ? WRONG_CLASS : undefined}
            onChange={(event) => setFphm(event.target.value)}
            onPressEnter={() => void submit()}
          />
        </div>
      </div>
    </ClientWindow>
  );
}
