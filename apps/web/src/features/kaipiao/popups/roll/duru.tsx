// duru (发票读入, step 4.3): the client's yes/no question 是否读入新的发票卷? — yes reads every applied roll in
// (invoice_read) and opens the result table (duruInvoice); no closes. Read-in is refused until both kinds are
// applied (请完成发票申领！): the progress the server last reported answers at once, the server decides otherwise.
import { QuestionCircleOutlined } from '@ant-design/icons';
import type { TBwkpReadResult } from '@sxpt/contract';
import { messages } from '@sxpt/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { errorText } from '../../../../api/api-error';
import { useToast } from '../../../../app/toast';
import { ClientWindow } from '../../client-window';
import { kaipiaoApi, kaipiaoKeys } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import type { TPopupProps } from '../../popup-types';
import { usePopup } from '../../use-popup';
import type { TDuruInvoiceProps } from './duru-invoice';
import { kindsToApply } from './roll-labels';
import './roll.css';

export const READ_CONFIRM = '是否读入新的发票卷?';

export default function Duru({ zIndex, close }: TPopupProps) {
  const toast = useToast();
  const popup = usePopup();
  const queryClient = useQueryClient();
  const progress = useKaipiaoStore((state) => state.progress);
  const setProgress = useKaipiaoStore((state) => state.setProgress);
  const [reading, setReading] = useState(false);
  // a double click sends one request: the flag is read synchronously, unlike the state
  const busy = useRef(false);

  const read = async () => {
    if (busy.current) return;
    if (kindsToApply(progress).length > 0) {
      void toast.error(messages.applyFirst);
      close();
      return;
    }
    busy.current = true;
    setReading(true);
    let result: TBwkpReadResult;
    try {
      result = await kaipiaoApi.readRolls();
    } catch (error) {
      busy.current = false;
      setReading(false);
      void toast.error(errorText(error));
      close();
      return;
    }
    setReading(false);
    void toast.success(result.msg);
    setProgress(result.progress);
    void queryClient.invalidateQueries({ queryKey: kaipiaoKeys.status });
    void queryClient.invalidateQueries({ queryKey: kaipiaoKeys.rolls });
    const props: TDuruInvoiceProps = { list: result.list };
    close();
    popup.open('duruInvoice', props);
  };

  return (
    <ClientWindow
      title="发票读入"
      zIndex={zIndex}
      onClose={close}
      width={380}
      testId="kp-duru"
      footer={
        <>
          <Button size="small" type="primary" loading={reading} onClick={() => void read()}>
            是(Y)
          </Button>
          <Button size="small" disabled={reading} onClick={close}>
            否(N)
          </Button>
        </>
      }
    >
      <div className="kp-roll-notice">
        <QuestionCircleOutlined />
        <div>
          <p>{READ_CONFIRM}</p>
          <p className="kp-roll-note">将从税控设备读入已申领的发票卷。</p>
        </div>
      </div>
    </ClientWindow>
  );
}
