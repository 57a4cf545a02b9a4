import type { TBwkpProgressQuestion, TBwkpSubjectStatus } from '@sxpt/contract';
import { completeQuestion, createProgress } from '@sxpt/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { queryClient } from '../../../app/query-client';
import { useSessionStore } from '../../../app/session-store';
import { setWorkingContext } from '../../../app/working-context';
import { kaipiaoApi } from '../kaipiao-api';
import KaipiaoIndexPage from '../kaipiao-index-page';
import KaipiaoLoginPage from '../kaipiao-login-page';
import { useKaipiaoStore } from '../kaipiao-store';
import { NO_CONTEXT_MESSAGE, readKaipiaoLogin, rememberKaipiaoLogin } from './kaipiao-session';
import { renderShell, stubBrowser, toastTexts } from './shell-test-utils';

vi.mock('../popups/registry', () => ({ popupRegistry: {}, hasPopup: () => false }));

vi.mock('../kaipiao-api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../kaipiao-api')>();
  return {
    ...actual,
    kaipiaoApi: { subjectStatus: vi.fn(), subjectList: vi.fn(), qyxxDetail: vi.fn(), subjectDone: vi.fn() },
  };
});

const api = vi.mocked(kaipiaoApi);
const subjects = Array.from({ length: 17 }, (_, i) => ({ id: 300 + i, invoice_type: 0, subject_status: 0 as 0 | 1 }));
const fresh = () => createProgress(subjects) as TBwkpProgressQuestion[];

function status(progress: TBwkpProgressQuestion[]): TBwkpSubjectStatus {
  return {
    subjects: subjects.map((subject, i) => ({ ...subject, subject_status: progress[i].isComplete ? 1 : 0 })),
    progress,
    is_all_complete: false,
    submitted_at: null,
  };
}

beforeAll(stubBrowser);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  queryClient.clear();
  for (const fn of Object.values(api)) fn.mockReset();
  useSessionStore.setState({ userID: 5 });
  useKaipiaoStore.setState({ tab: 'xt', popups: [], progress: null, subjects: [], currentSubjectId: null });
});

afterEach(() => cleanup());

const context = () => setWorkingContext({ course_id: 1, class_id: 2, resource_id: 1, lesson_id: 3 });

describe('/kaipiaoViews/login', () => {
  it('sends a student without a working context to the student home with the reason', async () => {
    renderShell(<KaipiaoLoginPage />, '/kaipiaoViews/login');
    await waitFor(() => expect(screen.getByTestId('elsewhere').textContent).toBe('/studentViews/index'));
    await waitFor(() => expect(toastTexts()).toContain(NO_CONTEXT_MESSAGE));
  });

  it('requires every field (trimmed), accepts any entry and opens the index', async () => {
    context();
    renderShell(<KaipiaoLoginPage />, '/kaipiaoViews/login');
    expect(screen.getByText('增值税发票税控开票软件（金税盘版）')).toBeTruthy();
    expect(screen.getByText('管理员')).toBeTruthy();
    expect(screen.getByPlaceholderText('默认证书口令：88888888')).toBeTruthy();

    fireEvent.change(screen.getByTestId('kp-login-password'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('kp-login-submit'));
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(await screen.findByText('请输入证书口令')).toBeTruthy();
    expect(readKaipiaoLogin()).toBeNull();

    fireEvent.change(screen.getByTestId('kp-login-password'), { target: { value: ' anything ' } });
    fireEvent.change(screen.getByTestId('kp-login-cert'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('kp-login-submit'));
    await waitFor(() => expect(screen.getByTestId('elsewhere').textContent).toBe('/kaipiaoViews/index'));
    expect(readKaipiaoLogin()?.user).toBe('管理员');
  });
});

describe('/kaipiaoViews/index', () => {
  it('sends a student without a working context to the student home', async () => {
    rememberKaipiaoLogin('管理员');
    renderShell(<KaipiaoIndexPage />);
    await waitFor(() => expect(screen.getByTestId('elsewhere').textContent).toBe('/studentViews/index'));
  });

  it('needs the client login first', async () => {
    context();
    renderShell(<KaipiaoIndexPage />);
    await waitFor(() => expect(screen.getByTestId('elsewhere').textContent).toBe('/kaipiaoViews/login'));
  });

  it('loads the progress, rebuilds the browser cache, and reports each newly completed question', async () => {
    context();
    rememberKaipiaoLogin('管理员');
    const cacheKey = 'kaipiao_progress:5:1:2:1:3';
    localStorage.setItem(cacheKey, JSON.stringify(fresh().slice(0, 3))); // of a different length: rebuilt
    const atOne = completeQuestion(fresh(), 1) as TBwkpProgressQuestion[];
    api.subjectStatus.mockResolvedValue(status(atOne));
    api.subjectList.mockResolvedValue([]);
    api.qyxxDetail.mockResolvedValue({
      is_complete: true,
      nsr_sbh: '91440106MA5CQ8T480',
      nsr_mc: '广州市穗通办公设备有限公司',
      business_address: '',
      phone_number: '',
      bank_name: '',
      account: '',
      supervisor_name: '',
      pt_fpdm: '',
      zy_fpdm: '',
    });
    api.subjectDone.mockRejectedValue(new ApiError(400, '该题尚未完成！'));

    renderShell(<KaipiaoIndexPage />);
    await waitFor(() => expect(screen.getByTestId('kp-progress').textContent).toBe('已完成 1/17'));
    expect(JSON.parse(localStorage.getItem(cacheKey) ?? '[]')).toEqual(atOne);
    expect(useKaipiaoStore.getState().currentSubjectId).toBe(301);
    expect(screen.getByTestId('kp-company').textContent).toContain('广州市穗通办公设备有限公司');
    expect(api.subjectDone).not.toHaveBeenCalled();

    // a pop-up hands over the progress of a graded step: question 2 done
    const atTwo = completeQuestion(atOne, 2) as TBwkpProgressQuestion[];
    act(() => useKaipiaoStore.getState().setProgress(atTwo));
    expect(api.subjectDone).toHaveBeenCalledTimes(1);
    expect(api.subjectDone).toHaveBeenCalledWith(301);
    expect(useKaipiaoStore.getState().currentSubjectId).toBe(302);
    expect(JSON.parse(localStorage.getItem(cacheKey) ?? '[]')).toEqual(atTwo);
    await waitFor(() => expect(screen.getByTestId('kp-progress').textContent).toBe('已完成 2/17'));
    // the refused report is ignored silently
    expect(toastTexts().join('')).not.toContain('该题尚未完成');
  });
});
