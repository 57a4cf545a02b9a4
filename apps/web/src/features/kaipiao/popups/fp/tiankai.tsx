// tiankai (发票填开): the choice of the invoice kind before the issue form, with the code and next number of that
// kind's read-in roll (the client's 发票号码确认). 确认 asks the server whether the current question (the first one
// not done) may be issued with this kind (fptk_check: 当前题目已完成！, 当前题目无需填开发票！, 请按照题目选择正确的发票
// 种类！, 请按顺序完成实操题目(有未完成题目)！ …) and opens fptk when it may.
import { messages } from '@sxpt/domain';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../../api/api-error';
import { queryClient } from '../../../../app/query-client';
import { useToast } from '../../../../app/toast';
import { ClientWindow } from '../../client-window';
import { kaipiaoApi } from '../../kaipiao-api';
import { firstIncomplete, useKaipiaoStore } from '../../kaipiao-store';
import type { TFptkProps, TPopupProps } from '../../popup-types';
import { usePopup } from '../../use-popup';
import { fetchInvoiceNum, invoiceNumKey } from './fp-api';
import { invoiceTypeName } from './invoice-type';
import './fp.css';

const TYPES: (1 | 2)[] = [1, 2];

/** The question the issue form is for: the first one not done, as the server last reported the progress. */
async function currentQuestion() {
  let progress = useKaipiaoStore.getState().progress;
  if (progress === null) {
    progress = (await kaipiaoApi.subjectStatus()).progress;
    useKaipiaoStore.getState().setProgress(progress);
  }
  return firstIncomplete(progress);
}

export default function Tiankai({ zIndex, close }: TPopupProps) {
  const toast = useToast();
  const popup = usePopup();
  const [invoiceType, setInvoiceType] = useState<1 | 2>(1);
  const [isChecking, setChecking] = useState(false);
  const number = useQuery(
    { queryKey: invoiceNumKey(invoiceType), queryFn: () => fetchInvoiceNum(invoiceType), staleTime: 0 },
    queryClient,
  );

  async function confirm() {
    if (isChecking) return;
    setChecking(true);
    try {
      const question = await currentQuestion();
      if (question === null) {
        void toast.warning(messages.questionAlreadyDone);
        return;
      }
      if (question.subjectId === undefined) {
        void toast.warning(messages.noInvoiceNeeded);
        return;
      }
      await kaipiaoApi.fptkCheck(question.subjectId, invoiceType);
      close();
      const form: TFptkProps = { invoiceType, subjectId: question.subjectId };
      popup.open('fptk', form);
    } catch (error) {
      void toast.error(errorText(error));
    } finally {
      setChecking(false);
    }
  }

  return (
    <ClientWindow
      title="发票填开"
      zIndex={zIndex}
      onClose={close}
      width={400}
      testId="kp-tiankai"
      footer={
        <>
          <Button size="small" type="primary" onClick={confirm} loading={isChecking}>
            确认
          </Button>
          <Button size="small" onClick={close}>
            取消
          </Button>
        </>
      }
    >
      <div className="kp-fp-dialog">
        <span className="kp-fp-dialog-label">发票种类</span>
        <div className="kp-fp-types" role="radiogroup" aria-label="发票种类">
          {TYPES.map((type) => (
            <label key={type}>
              <input
                type="radio"
                name="kp-tiankai-type"
                value={type}
                checked={invoiceType === type}
                onChange={() => setInvoiceType(type)}
              />
              {invoiceTypeName(type)}
            </label>
          ))}
        </div>
        <div className="kp-fp-readout" data-testid="kp-tiankai-number">
          <span>发票代码</span>
          <b>{number.data?.fp_dm ?? ''}</b>
          <span>发票号码</span>
          <b>{number.data?.fp_num ?? ''}</b>
          {number.isError ? (
            <span style={{ gridColumn: '1 / -1', color: '#cf1322', textAlign: 'center' }}>
              {errorText(number.error)}
            </span>
          ) : null}
        </div>
        <div className="kp-fp-dialog-note">
          请根据当前题目选择要填开的发票种类，确认发票代码和号码与纸质发票一致后开具。
        </div>
      </div>
    </ClientWindow>
  );
}
