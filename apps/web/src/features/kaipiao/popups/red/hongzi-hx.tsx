// hongziHx (question 12.1): the blue ordinary invoice's code and number, as the client asks before a red ordinary
// invoice (销项正数发票代码号码填写、确认). The server compares them (发票代码或号码有误，请查正后重试！); on
// success the issue form opens in red mode for the current question.
import { isItemComplete, messages, STANDARD_QUESTIONS, SUBJECT_TYPE } from '@sxpt/domain';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { errorText, isApiError } from '../../../../api/api-error';
import { useToast } from '../../../../app/toast';
import { ClientWindow } from '../../client-window';
import { kaipiaoApi } from '../../kaipiao-api';
import { firstIncomplete, useKaipiaoStore } from '../../kaipiao-store';
import type { TFptkProps, TPopupProps } from '../../popup-types';
import { usePopup } from '../../use-popup';
import { useWrongFields, WRONG_CLASS } from '../../wrong-fields';
import { useStepDone } from './use-step-done';
import './red.css';

/** The red ordinary question of the 17 (its first sub-item is this check). */
const RED_ORDINARY = STANDARD_QUESTIONS.find((question) => question.subject_type === SUBJECT_TYPE.red_ordinary);

/** What the issue form passes when its 负数 button opens this check (the question it is open for). */
export interface THongziHxProps {
  subjectId?: number;
}

export default function HongziHx({ zIndex, close, props }: TPopupProps<THongziHxProps>) {
  const [fpdm, setFpdm] = useState('');
  const [fphm, setFphm] = useState('');
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const popup = usePopup();
  const wrong = useWrongFields();
  const stepDone = useStepDone();

  /** The question whose red form to open: the first one not complete (the one the server accepts next). */
  function currentSubjectId(): number | undefined {
    const state = useKaipiaoStore.getState();
    return firstIncomplete(state.progress)?.subjectId ?? props.subjectId ?? state.currentSubjectId ?? undefined;
  }

  function openRedForm(subjectId: number | undefined) {
    if (subjectId === undefined) return;
    close();
    popup.open('fptk', { invoiceType: 1, subjectId, red: true } satisfies TFptkProps);
  }

  /** 12.1 was verified before and the red invoice (12.2) is still to issue: the form may open again. */
  function isVerifiedBefore(): boolean {
    const current = firstIncomplete(useKaipiaoStore.getState().progress);
    const check = RED_ORDINARY?.items[0]?.id;
    return (
      current !== null &&
      check !== undefined &&
      current.answerId === RED_ORDINARY?.answerId &&
      isItemComplete(useKaipiaoStore.getState().progress ?? [], current.answerId, check)
    );
  }

  async function submit() {
    setBusy(true);
    try {
      const result = await kaipiaoApi.hongziHx(fpdm.trim(), fphm.trim());
      stepDone(result.progress);
      void toast.success(result.msg);
      openRedForm(firstIncomplete(result.progress)?.subjectId ?? currentSubjectId());
    } catch (error) {
      if (isApiError(error) && error.message === messages.alreadySubmitted && isVerifiedBefore()) {
        void toast.info(error.message);
        openRedForm(currentSubjectId());
        return;
      }
      wrong.setFromError(error);
      void toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ClientWindow
      title="销项正数发票代码号码填写、确认"
      zIndex={zIndex}
      onClose={close}
      width={420}
      testId="kp-hongziHx"
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
        <span className="kp-group-title">请输入对应正数发票的代码和号码</span>
        <div className="kp-form-grid">
          <label htmlFor="kp-hx-fpdm">发票代码：</label>
          <Input
            id="kp-hx-fpdm"
            size="small"
            maxLength={20}
            value={fpdm}
            className={wrong.isWrong('fpdm') ? WRONG_CLASS : undefined}
            onChange={(event) => setFpdm(event.target.value)}
          />
          <label htmlFor="kp-hx-fphm">发票号码：</label>
          <Input
            id="kp-hx-fphm"
            size="small"
            maxLength={20}
            value={fphm}
            className={wrong.isWrong('fphm') ? WRONG_CLASS : undefined}
            onChange={(event) => setFphm(event.target.value)}
            onPressEnter={() => void submit()}
          />
        </div>
      </div>
      <div className="kp-hint">红字增值税普通发票须对应一张已开具的正数发票，核对无误后进入负数发票填开。</div>
    </ClientWindow>
  );
}
