// notSupported: the simulator's notice for a function of the real client it does not simulate.
import { InfoCircleFilled } from '@ant-design/icons';
import { messages } from '@sxpt/domain';
import { Button } from 'antd';
import { ClientWindow } from '../../client-window';
import type { TNotSupportedProps, TPopupProps } from '../../popup-types';

export default function NotSupported({ zIndex, props, close }: TPopupProps<TNotSupportedProps>) {
  return (
    <ClientWindow
      title="提示"
      zIndex={zIndex}
      onClose={close}
      width={380}
      testId="kp-notSupported"
      footer={
        <Button type="primary" onClick={close} autoFocus>
          确定
        </Button>
      }
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '10px 4px' }}>
        <InfoCircleFilled style={{ color: '#1677ff', fontSize: 28 }} />
        <span>{props.text || messages.notSupported}</span>
      </div>
    </ClientWindow>
  );
}
