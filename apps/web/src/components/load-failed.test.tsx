import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, setUpPageHarness } from '../../test/page-harness';
import { LoadFailed } from './load-failed';

setUpPageHarness();

describe('LoadFailed', () => {
  it('says what failed and why, and tries again', () => {
    const onRetry = vi.fn();
    renderPage(<LoadFailed title="资源库加载失败" error={new Error('网络错误：Failed to fetch')} onRetry={onRetry} />);
    expect(screen.getByText('资源库加载失败')).toBeTruthy();
    expect(screen.getByText('网络错误：Failed to fetch')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers the way back when given one', async () => {
    const router = renderPage(
      <LoadFailed
        title="课程加载失败"
        error={new Error('课程不存在')}
        onRetry={() => undefined}
        back={{ to: '/studentViews/index', label: '返回我的班级' }}
      />,
      '/studentViews/course',
    );
    const back = screen.getByRole('link', { name: '返回我的班级' });
    expect(back.getAttribute('href')).toBe('/studentViews/index');
    fireEvent.click(back);
    expect(router.state.location.pathname).toBe('/studentViews/index');
  });
});
