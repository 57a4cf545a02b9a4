// The client's question box (确认): a small window above its pop-up with 确定 / 取消.
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { ClientWindow } from '../../client-window';
import './query.css';

export interface TConfirmBoxProps {
  zIndex: number;
  title?: string;
  children: ReactNode;
  busy?: boolean;
  onOk: () => void;
  onCancel: () => void;
  testId?: string;
}

export function ConfirmBox({ zIndex, title = '确认', children, busy, onOk, onCancel, testId }: TConfirmBoxProps) {
  return (
    <ClientWindow
      title={title}
      zIndex={zIndex}
      onClose={onCancel}
      width={380}
      testId={testId ?? 'kp-confirm'}
      footer={
        <>
          <Button size="small" type="primary" loading={busy} onClick={onOk}>
            确定
          </Button>
          <Button size="small" onClick={onCancel} disabled={busy}>
            取消
          </Button>
        </>
      }
    >
      <div className="kp-msgbox">
        <span className="kp-msgbox-icon">?</span>
        <div>{children}</div>
      </div>
    </ClientWindow>
  );
}
