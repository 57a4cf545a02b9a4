// The client's title bar (product, the company once question 1 is done, 返回课程 / 交卷 / 退出) and status bar
// (operator, progress, submission time, date).
import { CheckCircleOutlined, LogoutOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons';
import type { TBwkpQyxxDetail, TBwkpSubjectStatus } from '@sxpt/contract';
import { messages } from '@sxpt/domain';
import { useNavigate } from 'react-router';
import { useToast } from '../../../app/toast';
import { formatDateTime } from '../../../components/format-time';
import { useClientDate } from '../client-date';
import { useKaipiaoStore } from '../kaipiao-store';
import { usePopup } from '../use-popup';
import { forgetKaipiaoLogin, KAIPIAO_PATHS, practicePageLink, readKaipiaoLogin } from './kaipiao-session';
import { isReportDone, progressCount } from './progress-cache';

export const PRODUCT_NAME = '增值税发票税控开票软件（金税盘版）';

/** 交卷: refused with 请完成上报汇总！ until question 17 is done, else the 是否确认交卷 mask. */
export function useSubmitAction() {
  const toast = useToast();
  const popup = usePopup();
  return () => {
    if (!isReportDone(useKaipiaoStore.getState().progress)) {
      void toast.warning(messages.reportFirst);
      return;
    }
    popup.open('confirmSubmit');
  };
}

export interface TTitleBarProps {
  qyxx: TBwkpQyxxDetail | undefined;
  status: TBwkpSubjectStatus | undefined;
}

export function TitleBar({ qyxx, status }: TTitleBarProps) {
  const navigate = useNavigate();
  const submit = useSubmitAction();
  const closeAll = useKaipiaoStore((state) => state.closeAll);
  const submittedAt = status?.submitted_at ?? null;
  return (
    <header className="kp-titlebar" data-testid="kp-titlebar">
      <span className="kp-titlebar-logo" aria-hidden>
        税
      </span>
      <span className="kp-titlebar-product">{PRODUCT_NAME}</span>
      <span className="kp-titlebar-company" data-testid="kp-company">
        {qyxx?.is_complete ? (
          <>
            {qyxx.nsr_mc}　纳税人识别号：{qyxx.nsr_sbh}
          </>
        ) : (
          '（模拟系统）'
        )}
      </span>
      <span className="kp-titlebar-actions">
        <button
          type="button"
          className="kp-titlebar-button"
          onClick={() => {
            closeAll();
            navigate(practicePageLink());
          }}
        >
          <RollbackOutlined /> 返回课程
        </button>
        <button
          type="button"
          data-testid="kp-submit"
          className={`kp-titlebar-button ${submittedAt ? 'kp-submitted' : 'kp-submit'}`}
          title={submittedAt ? `已交卷：${formatDateTime(submittedAt)}` : '交卷'}
          onClick={submit}
        >
          {submittedAt ? <CheckCircleOutlined /> : <SendOutlined />} {submittedAt ? '已交卷' : '交卷'}
        </button>
        <button
          type="button"
          className="kp-titlebar-button"
          onClick={() => {
            closeAll();
            forgetKaipiaoLogin();
            navigate(KAIPIAO_PATHS.login);
          }}
        >
          <LogoutOutlined /> 退出
        </button>
      </span>
    </header>
  );
}

export function StatusBar({ status, isError }: { status: TBwkpSubjectStatus | undefined; isError: boolean }) {
  const progress = useKaipiaoStore((state) => state.progress);
  const count = progressCount(progress);
  const login = readKaipiaoLogin();
  // the story's date of the question at hand, not the day of practice
  const clientDate = useClientDate();
  return (
    <footer className="kp-statusbar" data-testid="kp-statusbar">
      <span>操作员：{login?.user ?? '管理员'}</span>
      <span>开票机号：0（主机）</span>
      <span>税控设备：金税盘</span>
      <span data-testid="kp-progress">
        {isError && !progress ? '进度加载失败' : `已完成 ${count.done}/${count.total}`}
      </span>
      <span data-testid="kp-submitted">
        {status?.submitted_at ? `已交卷：${formatDateTime(status.submitted_at)}` : '未交卷'}
      </span>
      <span data-testid="kp-system-date">系统日期：{clientDate}</span>
    </footer>
  );
}
