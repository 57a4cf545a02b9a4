import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { kaipiaoKeys } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import DuruInvoice from './duru-invoice';
import { readRoll, renderPopup, resetStore, stubBrowser } from './roll-test-utils';

// only this group's pop-ups: the other groups are not this test's business
vi.mock('../registry', async () => {
  const { rollPopups } = await import('./index');
  return { popupRegistry: rollPopups, hasPopup: (name: string) => Object.hasOwn(rollPopups, name) };
});

beforeAll(stubBrowser);
beforeEach(resetStore);
afterEach(cleanup);

describe('duruInvoice (read-in result)', () => {
  it('shows the read-in rolls as the server sent them', () => {
    renderPopup(DuruInvoice, 'duruInvoice', {
      list: [
        readRoll(),
        readRoll({
          invoice_type: 2,
          type_name: '广东增值税专用发票',
          invoice_code: '4400191130',
          start_num: '02846101',
          end_num: '02846125',
        }),
      ],
    });
    const window = screen.getByTestId('kp-duruInvoice');
    const headers = within(window)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    for (const header of ['发票种类名称', '发票代码', '起始号码', '终止号码', '张数', '开票限额', '读入时间']) {
      expect(headers).toContain(header);
    }
    expect(within(window).getByText('广东增值税普通发票')).toBeTruthy();
    expect(within(window).getByText('广东增值税专用发票')).toBeTruthy();
    expect(within(window).getAllByText('99999.99')).toHaveLength(2);
    expect(within(window).getByText('02846125')).toBeTruthy();
    expect(within(window).getAllByText('25')).toHaveLength(2);
    expect(within(window).getByText('已成功读入以下发票卷（共 2 卷）：')).toBeTruthy();
  });

  it('确定 refreshes the progress and closes; 查看发票卷 opens kaijuan', () => {
    const { close, queryClient } = renderPopup(DuruInvoice, 'duruInvoice', { list: [readRoll()] });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: '查看发票卷' }));
    expect(useKaipiaoStore.getState().popups.map((popup) => popup.name)).toEqual(['kaijuan']);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: kaipiaoKeys.status });
    expect(close).toHaveBeenCalled();
  });
});
