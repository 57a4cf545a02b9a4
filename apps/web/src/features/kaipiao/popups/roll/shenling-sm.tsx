// shenlingSm (申领说明): the notice after a successful application — what was applied for, how it will be
// delivered, and that the roll must then be read in (发票读入). Its buttons lead on: apply for the kind still
// missing, or read the rolls in once both kinds are applied (the server's progress says which).
import { CheckCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ClientWindow } from '../../client-window';
import { useKaipiaoStore } from '../../kaipiao-store';
import type { TPopupProps } from '../../popup-types';
import { usePopup } from '../../use-popup';
import { applyResultLabel, kindLabel, kindsToApply, type TInvoiceKind } from './roll-labels';
import type { TShenlingBdProps } from './shenling-bd';
import './roll.css';

export interface TShenlingSmProps {
  invoiceZl?: TInvoiceKind;
  applyNum?: number;
  applyResult?: 1 | 2;
  /** 申领人 */
  applicant?: string;
  /** 收件人 and 收件地址电话 (快递 only) */
  recipient?: string;
  address?: string;
  /** how many applications the student now has */
  total?: number;
}

export default function ShenlingSm({ zIndex, close, props }: TPopupProps<TShenlingSmProps>) {
  const popup = usePopup();
  const progress = useKaipiaoStore((state) => state.progress);
  const missing = kindsToApply(progress);
  const courier = props.applyResult === 2;

  const applyNext = () => {
    const bd: TShenlingBdProps = { invoiceZl: missing[0] };
    close();
    popup.open('shenlingBd', bd);
  };
  const readIn = () => {
    close();
    popup.open('duru');
  };

  return (
    <ClientWindow
      title="申领说明"
      zIndex={zIndex}
      onClose={close}
      width={520}
      testId="kp-shenlingSm"
      footer={
        <>
          {missing.length > 0 ? (
            <Button size="small" onClick={applyNext}>
              继续申领{kindLabel(missing[0] as number)}
            </Button>
          ) : null}
          {progress && missing.length === 0 ? (
            <Button size="small" onClick={readIn}>
              发票读入
            </Button>
          ) : null}
          <Button size="small" type="primary" onClick={close}>
            确定
          </Button>
        </>
      }
    >
      <div className="kp-roll-notice">
        <CheckCircleOutlined />
        <div>
          <p>
            您的发票申领已提交成功：
            <span className="kp-roll-strong">
              {props.invoiceZl ? kindLabel(props.invoiceZl) : '发票'}
              {props.applyNum ? ` ${props.applyNum} 份` : ''}
            </span>
            {props.applicant ? `，申领人 ${props.applicant}` : ''}。
          </p>
          <p>
            领取方式：{props.applyResult ? applyResultLabel(props.applyResult) : '—'}。
            {courier
              ? `税务机关将通过快递把发票寄给收件人${props.recipient ? ` ${props.recipient}` : ''}${
                  props.address ? `（${props.address}）` : ''
                }。`
              : '请持证件到主管税务机关办税服务厅领取发票。'}
          </p>
          <p>
            收到发票后，请在“发票管理 → 发票读入”中将发票卷<span className="kp-roll-strong">读入</span>
            开票软件，读入后方可开具发票。
          </p>
          {missing.length > 0 ? <p>尚未申领：{missing.map((kind) => kindLabel(kind)).join('、')}。</p> : null}
          {progress && missing.length === 0 ? <p>普通发票和专用发票均已申领，可以读入发票。</p> : null}
        </div>
      </div>
    </ClientWindow>
  );
}
