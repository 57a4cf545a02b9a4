import type { TBwkpProgressQuestion, TBwkpSubjectListItem } from '@sxpt/contract';
import { completeQuestion, createProgress, messages } from '@sxpt/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_POPUP_Z, useKaipiaoStore } from '../kaipiao-store';
import { UNKNOWN_POPUP_TIP } from '../use-popup';
import { QuestionWindow, VIDEO_AFTER_DONE_TIP, VIDEO_RECORDING_TIP } from './question-window';
import { FunctionNav, MenuBar } from './shell-menu';
import { renderShell, stubBrowser, toastTexts } from './shell-test-utils';
import { TitleBar } from './title-bar';

// only the shell's own pop-ups are known here: the other groups' names must show 该组件还没完成！！！
vi.mock('../popups/registry', () => {
  const known = new Set(['notSupported', 'confirmSubmit', 'chaobao', 'canshusz']);
  return { popupRegistry: {}, hasPopup: (name: string) => known.has(name) };
});

const subjects = Array.from({ length: 17 }, (_, i) => ({ id: 200 + i, invoice_type: 0, subject_status: 0 as 0 | 1 }));
const fresh = () => createProgress(subjects) as TBwkpProgressQuestion[];

beforeAll(stubBrowser);

beforeEach(() => {
  sessionStorage.clear();
  useKaipiaoStore.setState({ tab: 'xt', popups: [], progress: null, subjects: [], currentSubjectId: null });
});

afterEach(() => cleanup());

describe('the menus', () => {
  it('switches tabs, keeps the tab in session and shows its function navigation', async () => {
    renderShell(
      <>
        <MenuBar />
        <FunctionNav />
      </>,
    );
    expect(screen.getByTestId('kp-tab-xt').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('kp-nav-canshusz')).toBeTruthy();
    fireEvent.click(screen.getByTestId('kp-tab-fp'));
    expect(sessionStorage.getItem('kaipiao_tab')).toBe('fp');
    expect(screen.getByTestId('kp-tab-fp').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('kp-nav-tiankai').textContent).toContain('发票填开');
    expect(screen.queryByTestId('kp-nav-canshusz')).toBeNull();

    // a reload reads the tab back from the session
    vi.resetModules();
    const { useKaipiaoStore: reloaded } = await import('../kaipiao-store');
    expect(reloaded.getState().tab).toBe('fp');
  });

  it('defaults to xt when the session holds nothing valid', async () => {
    sessionStorage.setItem('kaipiao_tab', 'nonsense');
    vi.resetModules();
    const { useKaipiaoStore: reloaded } = await import('../kaipiao-store');
    expect(reloaded.getState().tab).toBe('xt');
  });

  it('opens a known pop-up by name, notSupported for an item without one, and the tip for an unknown name', async () => {
    renderShell(
      <>
        <MenuBar />
        <FunctionNav />
      </>,
    );
    fireEvent.click(screen.getByTestId('kp-nav-canshusz'));
    expect(useKaipiaoStore.getState().popups.map((popup) => popup.name)).toEqual(['canshusz']);

    fireEvent.click(screen.getByTestId('kp-nav-czygl'));
    expect(useKaipiaoStore.getState().popups.map((popup) => popup.name)).toEqual(['canshusz', 'notSupported']);

    fireEvent.click(screen.getByTestId('kp-nav-kehubianma'));
    await waitFor(() => expect(toastTexts()).toContain(UNKNOWN_POPUP_TIP));
    expect(UNKNOWN_POPUP_TIP).toBe('该组件还没完成！！！');
    expect(useKaipiaoStore.getState().popups.map((popup) => popup.name)).not.toContain('kehubianma');

    fireEvent.click(screen.getByTestId('kp-tab-bs'));
    fireEvent.click(screen.getByTestId('kp-nav-chaobao'));
    expect(useKaipiaoStore.getState().popups.at(-1)?.name).toBe('chaobao');
  });
});

describe('pop-up stacking', () => {
  it('hands out z-indexes from 9506 up and keeps the counter in session', async () => {
    const store = useKaipiaoStore.getState();
    store.openPopup('canshusz');
    store.openPopup('notSupported');
    expect(useKaipiaoStore.getState().popups.map((popup) => popup.zIndex)).toEqual([FIRST_POPUP_Z, FIRST_POPUP_Z + 1]);
    expect(FIRST_POPUP_Z).toBe(9506);
    expect(sessionStorage.getItem('kaipiao_zindex')).toBe(String(FIRST_POPUP_Z + 2));

    // reopening brings a pop-up to the front with a new, higher z-index
    store.openPopup('canshusz');
    expect(useKaipiaoStore.getState().popups.map((popup) => [popup.name, popup.zIndex])).toEqual([
      ['notSupported', 9507],
      ['canshusz', 9508],
    ]);

    // after a reload the counter goes on from the session
    vi.resetModules();
    const { useKaipiaoStore: reloaded } = await import('../kaipiao-store');
    reloaded.getState().openPopup('chaobao');
    expect(reloaded.getState().popups[0].zIndex).toBe(9509);
  });
});

describe('交卷', () => {
  it('refuses with 请完成上报汇总！ until question 17 is done, then opens 是否确认交卷', async () => {
    useKaipiaoStore.setState({ progress: completeQuestion(fresh(), 16) as TBwkpProgressQuestion[] });
    renderShell(<TitleBar qyxx={undefined} status={undefined} />);
    fireEvent.click(screen.getByTestId('kp-submit'));
    await waitFor(() => expect(toastTexts()).toContain(messages.reportFirst));
    expect(useKaipiaoStore.getState().popups).toEqual([]);

    act(() => useKaipiaoStore.setState({ progress: completeQuestion(fresh(), 17) as TBwkpProgressQuestion[] }));
    fireEvent.click(screen.getByTestId('kp-submit'));
    expect(useKaipiaoStore.getState().popups.map((popup) => popup.name)).toEqual(['confirmSubmit']);
  });

  it('shows 已交卷 and the company once known', () => {
    renderShell(
      <TitleBar
        qyxx={{
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
        }}
        status={{ subjects: [], progress: [], is_all_complete: true, submitted_at: '2025-07-01T02:03:00.000Z' }}
      />,
    );
    expect(screen.getByTestId('kp-company').textContent).toContain('广州市穗通办公设备有限公司');
    expect(screen.getByTestId('kp-company').textContent).toContain('91440106MA5CQ8T480');
    expect(screen.getByTestId('kp-submit').textContent).toContain('已交卷');
  });
});

describe('the business-question window', () => {
  const list: TBwkpSubjectListItem[] = [1, 2, 3].map((sort) => ({
    id: 200 + sort - 1,
    sort,
    title: `第${sort}题标题`,
    subject_describe: `第${sort}题的说明`,
    video_path: sort === 2 ? '/uploads/videos/q2.mp4' : '',
    has_video: sort !== 1,
    subject_type: sort,
    invoice_type: 0,
    subject_status: 0,
    business_date: `2026-05-0${sort}`,
  }));

  it('lists number, title, done mark and video link or tip; marks the current question and shows its description', () => {
    const progress = completeQuestion(fresh(), 1) as TBwkpProgressQuestion[];
    useKaipiaoStore.setState({ progress, currentSubjectId: 201 });
    renderShell(<QuestionWindow subjects={list} isLoading={false} />);
    const items = screen.getAllByTestId('kp-question-item');
    expect(items).toHaveLength(3);
    expect(items[0].textContent).toContain('1.');
    expect(items[0].textContent).toContain('✓');
    expect(items[1].textContent).not.toContain('✓');
    expect(items[1].className).toContain('kp-current');
    expect(items[1].textContent).toContain('当前');
    expect(within(items[1]).getByRole('link').textContent).toContain('视频');
    expect(items[0].textContent).toContain(VIDEO_RECORDING_TIP);
    // question 3 has a walkthrough the student may watch once it is done
    expect(items[2].textContent).toContain(VIDEO_AFTER_DONE_TIP);
    expect(within(items[2]).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('kp-question-count').textContent).toBe('已完成 1/17');

    // the current question's description, then the chosen one's
    expect(screen.getByTestId('kp-question-desc').textContent).toContain('第2题的说明');
    fireEvent.click(items[2]);
    expect(screen.getByTestId('kp-question-desc').textContent).toContain('第3题的说明');
  });

  it('plays a video in a player window and collapses to its title bar', async () => {
    useKaipiaoStore.setState({ progress: fresh(), currentSubjectId: 200 });
    renderShell(<QuestionWindow subjects={list} isLoading={false} />);
    fireEvent.click(within(screen.getAllByTestId('kp-question-item')[1]).getByRole('link'));
    await waitFor(() => expect(document.querySelector('video')?.getAttribute('src')).toBe('/uploads/videos/q2.mp4'));

    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(screen.queryAllByTestId('kp-question-item')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '还原' }));
    expect(screen.getAllByTestId('kp-question-item')).toHaveLength(3);
  });
});
