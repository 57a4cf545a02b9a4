import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, fetchMock, stubBrowser } from '../../test/page-harness';
import { configureClient } from '../api/client';
import { getToken, setToken } from '../api/token';
import { buildRouteObjects } from './router';
import { useSessionStore } from './session-store';
import { ToastProvider } from './toast';

/** The whole shell in jsdom: guard, sign-in form, getinfo, landing page, against a mocked server. */

const teacher = {
  id: 7,
  account: 'T001',
  name: '李老师',
  avatar: '',
  phone: '',
  auth: 'teacher',
  role: 2,
  bind_account: '',
  college_id: 1,
  college_name: '示范职业学院',
  campus_id: 1,
  campus_name: '主校区',
  jurisdiction: 1,
  cert_status: 1,
  licence_expires_at: null,
  demo: true,
};

function renderAt(path: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  render(
    <ConfigProvider locale={zhCN}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ConfigProvider>,
  );
  return router;
}

beforeAll(stubBrowser);

beforeEach(() => {
  configureClient({ notifyError: () => undefined, reload: () => undefined });
  useSessionStore.getState().reset();
  sessionStorage.clear();
});

afterAll(() => {
  vi.unstubAllGlobals();
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
});

describe('the app shell', () => {
  it('sends a visitor to /index, signs a teacher in and returns to the page asked for', async () => {
    const router = renderAt('/collegeViews/dataStatis/zuoti');
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(router.state.location.search).toBe('?redirect=%2FcollegeViews%2FdataStatis%2Fzuoti');

    fireEvent.click(await screen.findByText('教师登录'));
    fireEvent.change(await screen.findByPlaceholderText('请输入教师账号'), { target: { value: '  T001 ' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'abc12345' } });
    fetchMock
      .mockResolvedValueOnce(
        envelope({ token: 'tok-t', name: '李老师', avatar: '', identity: 2, bind_account: '', id: 7 }),
      )
      .mockResolvedValueOnce(envelope(teacher))
      // the page asked for: the practice papers to analyse (none yet)
      .mockResolvedValueOnce(envelope([]));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/collegeViews/dataStatis/zuoti'));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/login/teacher');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ account: 'T001', password: 'abc12345' });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/getinfo');
    expect(getToken()).toBe('tok-t');
    expect(await screen.findByText('您任教的班级还没有发布的练习')).toBeTruthy();
    expect(fetchMock.mock.calls[2][0]).toBe('/api/statistics/tiku/paper_select');
    expect((await screen.findAllByText('做题分析')).length).toBeGreaterThan(0);
    expect(screen.getByText('李老师')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('做题分析 - 基础实训教学管理平台'));
  });

  it('shows the server message when sign-in fails, and Has Error when there is none', async () => {
    renderAt('/index');
    fireEvent.change(await screen.findByPlaceholderText('请输入学生账号'), { target: { value: 'S1' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'x' } });
    fetchMock.mockResolvedValueOnce(envelope(null, 400, '账号或密码错误'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    });
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();

    fetchMock.mockResolvedValueOnce(envelope(null, 500, ''));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    });
    expect(await screen.findByText('Has Error')).toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('clears the token and returns to /index when getinfo answers empty', async () => {
    setToken('stale');
    useSessionStore.setState({ token: 'stale' });
    fetchMock.mockResolvedValueOnce(envelope(null));
    const router = renderAt('/me');
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(getToken()).toBeNull();
    expect(await screen.findByText('Verification failed, please Login again.')).toBeTruthy();
  });

  it('sends a teacher whose password someone else set to change it first, then to the page asked for', async () => {
    const router = renderAt('/collegeViews/dataStatis/zuoti');
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    fireEvent.click(await screen.findByText('教师登录'));
    fireEvent.change(await screen.findByPlaceholderText('请输入教师账号'), { target: { value: 'T001' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'Kx7m2Pq9Za' } });
    const login = { token: 'tok-p', name: '李老师', avatar: '', identity: 2, bind_account: '', id: 7 };
    fetchMock
      .mockResolvedValueOnce(envelope({ ...login, must_change_password: true }))
      .mockResolvedValueOnce(envelope({ ...teacher, must_change_password: true }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/password'));
    expect(router.state.location.search).toBe('?redirect=%2FcollegeViews%2FdataStatis%2Fzuoti');
    expect(await screen.findByText('请修改初始密码')).toBeTruthy();
    expect(screen.getByText(/账号 T001/)).toBeTruthy();

    // any other page leads back here until the password is changed
    await act(async () => {
      await router.navigate('/collegeViews/classManage/teacherClass');
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/password'));

    fireEvent.change(screen.getByPlaceholderText('请输入当前密码'), { target: { value: 'Kx7m2Pq9Za' } });
    fireEvent.change(screen.getByPlaceholderText('请输入新密码'), { target: { value: 'MyOwn2026' } });
    fireEvent.change(screen.getByPlaceholderText('请再次输入新密码'), { target: { value: 'MyOwn2026' } });
    fetchMock.mockResolvedValueOnce(envelope(null, 200, '密码修改成功'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '修改密码并进入平台' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/collegeViews/classManage/teacherClass'));
    const modPwd = fetchMock.mock.calls.find(([url]) => url === '/api/mod_pwd');
    expect(JSON.parse(String(modPwd?.[1]?.body))).toMatchObject({ old_password: 'Kx7m2Pq9Za', password: 'MyOwn2026' });
    expect(useSessionStore.getState().mustChangePassword).toBe(false);
  });

  it('sends unknown paths to /404', async () => {
    const router = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByText('页面不存在')).toBeTruthy();
  });
});
