import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useKaipiaoStore } from '../../kaipiao-store';
import { progressWith, renderPopup, resetStore, stubBrowser } from './roll-test-utils';
import ShenlingSm from './shenling-sm';

// only this group's pop-ups: the other groups are not this test's business
vi.mock('../registry', async () => {
  const { rollPopups } = await import('./index');
  return { popupRegistry: rollPopups, hasPopup: (name: string) => Object.hasOwn(rollPopups, name) };
});

beforeAll(stubBrowser);
beforeEach(resetStore);
afterEach(cleanup);

describe('shenlingSm (notice after applying)', () => {
  it('tells what was applied, the pick-up, and leads to the kind still missing', () => {
    useKaipiaoStore.getState().setProgress(progressWith([4.1]));
    const { close } = renderPopup(ShenlingSm, 'shenlingSm', {
      invoiceZl: 1,
      applyNum: 25,
      applyResult: 1,
      applicant: '林晓敏',
      total: 1,
    });
    const window = screen.getByTestId('kp-shenlingSm');
    expect(window.textContent).toContain('增值税普通发票 25 份');
    expect(window.textContent).toContain('领取方式：自行领取');
    expect(window.textContent).toContain('发票读入');
    expect(window.textContent).toContain('尚未申领：增值税专用发票');
    expect(screen.queryByRole('button', { name: '发票读入' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '继续申领增值税专用发票' }));
    expect(close).toHaveBeenCalled();
    const [opened] = useKaipiaoStore.getState().popups;
    expect(opened).toMatchObject({ name: 'shenlingBd', props: { invoiceZl: 2 } });
  });

  it('names the courier recipient and offers the read-in once both kinds are applied', () => {
    useKaipiaoStore.getState().setProgress(progressWith([4.1, 4.2]));
    renderPopup(ShenlingSm, 'shenlingSm', {
      invoiceZl: 2,
      applyNum: 25,
      applyResult: 2,
      recipient: '林晓敏',
      address: '广州市天河区 13925087316',
    });
    const window = screen.getByTestId('kp-shenlingSm');
    expect(window.textContent).toContain('增值税专用发票 25 份');
    expect(window.textContent).toContain('快递');
    expect(window.textContent).toContain('林晓敏（广州市天河区 13925087316）');
    expect(screen.queryByRole('button', { name: /继续申领/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '发票读入' }));
    expect(useKaipiaoStore.getState().popups.map((popup) => popup.name)).toEqual(['duru']);
  });
});
