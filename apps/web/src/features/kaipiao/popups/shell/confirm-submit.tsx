// confirmSubmit: the 是否确认交卷 mask with 继续做题 / 确认交卷 (spec 01 §2, §4). The shell opens it only once
// question 17 (上报汇总) is done; the server decides again (请完成上报汇总！) and keeps the first submission time.
import { CheckCircleFilled, QuestionCircleFilled } from '@ant-design/icons';
import { bwkpServerMessages, type TBwkpSubmitResult } from '@sxpt/contract';
import { messages } from '@sxpt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useToast } from '../../../../app/toast';
import { formatDateTime } from '../../../../components/format-time';
import { ClientWindow } from '../../client-window';
import { kaipiaoApi, kaipiaoKeys } from '../../kaipiao-api';
import type { TPopupProps } from '../../popup-types';

export default function ConfirmSubmit({ zIndex, close }: TPopupProps) {
  const toast = useToast();
  const client = useQueryClient();
  const submit = useMutation<TBwkpSubmitResult>({
    mutationFn: kaipiaoApi.submit,
    onSuccess: () => {
      void toast.success(bwkpServerMessages.submitted);
      void client.invalidateQueries({ queryKey: kaipiaoKeys.status });
    },
    // a refusal (请完成上报汇总！) is toasted by the client: submit is not a silent call
  });
  const result = submit.data;

  return (
    <ClientWindow
      title="提示"
      zIndex={zIndex}
      onClose={close}
      width={400}
      testId="kp-confirmSubmit"
      footer={
        result ? (
          <Button type="primary" onClick={close}>
            确定
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={submit.isPending} data-testid="kp-continue">
              {messages.continuePaper}
            </Button>
            <Button
              type="primary"
              danger
              loading={submit.isPending}
              onClick={() => submit.mutate()}
              data-testid="kp-confirm-submit"
            >
              {messages.submitPaper}
            </Button>
          </>
        )
      }
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '12px 4px' }}>
        {result ? (
          <>
            <CheckCircleFilled style={{ color: '#52c41a', fontSize: 30 }} />
            <div>
              <div style={{ fontSize: 15, fontWeight: 600 }}>已交卷</div>
              <div style={{ color: '#555', marginTop: 4 }} data-testid="kp-submitted-at">
                交卷时间：{formatDateTime(result.submitted_at)}
              </div>
            </div>
          </>
        ) : (
          <>
            <QuestionCircleFilled style={{ color: '#faad14', fontSize: 30 }} />
            <span style={{ fontSize: 15 }}>{messages.confirmSubmitPaper}</span>
          </>
        )}
      </div>
    </ClientWindow>
  );
}
