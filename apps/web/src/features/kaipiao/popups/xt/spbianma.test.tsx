import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { kaipiaoApi } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import { copyKey } from './code-copies';
import Spbianma from './spbianma';
import {
  goodsRow,
  page,
  progressUpTo,
  renderPopup,
  resetState,
  stubBrowser,
  taxNode,
  wrongRows,
} from './xt-test-utils';

vi.mock('../../kaipiao-api', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../kaipiao-api')>();
  return {
    ...original,
    kaipiaoApi: {
      khbmList: vi.fn(),
      saveKhbm: vi.fn(),
      goodsList: vi.fn(),
      saveGoods: vi.fn(),
      taxTree: vi.fn(),
      taxSearch: vi.fn(),
    },
  };
});

const api = vi.mocked(kaipiaoApi);

const GROUPS = [
  taxNode({
    code: '1000000000000000000',
    name: '货物',
    short_name: '货物',
    rates: '',
    rate_list: [],
    parent_code: null,
    is_leaf: false,
    has_children: true,
    is_summary: true,
  }),
  taxNode({
    code: '3000000000000000000',
    name: '销售服务',
    short_name: '销售服务',
    rates: '',
    rate_list: [],
    parent_code: null,
    is_leaf: false,
    has_children: true,
    is_summary: true,
  }),
];
const SOFTWARE = taxNode({
  code: '3040201030000000000',
  name: '软件维护服务',
  short_name: '信息技术服务',
  rates: '6%',
  rate_list: ['0.06'],
  parent_code: '3040201000000000000',
});

beforeAll(stubBrowser);
beforeEach(() => {
  resetState();
  vi.clearAllMocks();
  api.taxTree.mockResolvedValue(GROUPS);
  api.taxSearch.mockResolvedValue(page([]) as never);
});
afterEach(cleanup);

/** the title of the goods tree's node that reads `title` (name and count) */
function treeNode(title: RegExp | string) {
  const titles = [...screen.getByTestId('kp-spbianma-tree').querySelectorAll<HTMLElement>('.ant-tree-title')];
  const found = titles.find((element) =>
    typeof title === 'string' ? element.textContent === title : title.test(element.textContent ?? ''),
  );
  if (!found) throw new Error(`no tree node ${title}: ${titles.map((element) => element.textContent).join(', ')}`);
  return found;
}

function input(row: number, title: string): HTMLInputElement {
  return screen.getByLabelText(`第${row}行${title}`) as HTMLInputElement;
}

function draft(rows: ReturnType<typeof goodsRow>[]) {
  sessionStorage.setItem(copyKey('goods', 'draft'), JSON.stringify(rows));
}

describe('spbianma (商品编码, question 3)', () => {
  it('shows the tree of 全部商品 and the categories (flqc), and the *简称*名称 preview', async () => {
    api.goodsList.mockResolvedValue({
      is_complete: true,
      goods_content: [
        goodsRow(),
        goodsRow({ code: '3040201030000000000', name: '软件维护服务', flqc: '信息技术服务', tax_rate: '0.06' }),
      ],
    });
    renderPopup(Spbianma, 'spbianma', {});
    expect(await screen.findByText('*家具*钢架网布办公椅')).toBeTruthy();
    expect(screen.getByText('*信息技术服务*软件维护服务')).toBeTruthy();
    await waitFor(() => expect(treeNode('全部商品（2）')).toBeTruthy());
    expect(treeNode(/家具（1）/)).toBeTruthy();
    // rates as the client shows them
    expect(screen.getByLabelText('第2行税率').textContent).toBe('6%');

    fireEvent.click(treeNode(/信息技术服务/));
    await waitFor(() => expect(screen.queryByText('*家具*钢架网布办公椅')).toBeNull());
    expect(screen.getByText('*信息技术服务*软件维护服务')).toBeTruthy();
  });

  it('disables the product fields under 全部商品 and enables them under a category', async () => {
    api.goodsList.mockResolvedValue({ is_complete: false, goods_content: [] });
    draft([goodsRow({ name: '办公椅' })]);
    renderPopup(Spbianma, 'spbianma', {});
    await waitFor(() => expect(input(1, '商品名称').value).toBe('办公椅'));
    expect(input(1, '商品名称').disabled).toBe(true);
    expect(input(1, '简码').disabled).toBe(true);
    expect((screen.getByLabelText('第1行税收分类编码选择') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('kp-xt-status').textContent).toContain('全部商品下不能修改商品信息');

    fireEvent.click(treeNode(/家具（1）/));
    await waitFor(() => expect(input(1, '商品名称').disabled).toBe(false));
    fireEvent.change(input(1, '商品名称'), { target: { value: '钢架网布办公椅' } });
    expect(screen.getByText('*家具*钢架网布办公椅')).toBeTruthy();
  });

  it('增加 asks for the classification code first; the picked code fills code, short name and rate', async () => {
    api.goodsList.mockResolvedValue({ is_complete: false, goods_content: [] });
    api.taxSearch.mockResolvedValue(page([SOFTWARE]) as never);
    renderPopup(Spbianma, 'spbianma', {});
    await screen.findByText('暂无商品编码，点击“增加”选择税收分类编码后录入');

    fireEvent.click(screen.getByTestId('kp-xt-add'));
    const picker = await screen.findByTestId('kp-taxcode-picker');
    // the lazily loaded tree starts with the groups
    expect(await within(picker).findByText('销售服务')).toBeTruthy();
    expect(api.taxTree).toHaveBeenCalledWith();

    fireEvent.change(within(picker).getByLabelText('搜索税收分类编码'), { target: { value: '软件' } });
    fireEvent.click(within(picker).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(api.taxSearch).toHaveBeenCalledWith('软件', 1, 100));
    fireEvent.click(await within(picker).findByText('软件维护服务'));
    expect(within(screen.getByTestId('kp-taxcode-detail')).getByText('信息技术服务')).toBeTruthy();
    fireEvent.click(within(picker).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(screen.queryByTestId('kp-taxcode-picker')).toBeNull());
    expect(screen.getByLabelText('第1行分类简称').textContent).toBe('信息技术服务');
    expect(screen.getByText('3040201030000000000')).toBeTruthy();
    expect(screen.getByLabelText('第1行税率').closest('.ant-select')?.textContent).toContain('6%');
    // the row shows under its category, where its fields are enabled
    expect(treeNode(/信息技术服务（1）/).closest('.ant-tree-treenode')?.className).toContain('selected');
    expect(input(1, '商品名称').disabled).toBe(false);
  });

  it('the picker loads a level of the tree when it is opened and will not take a summary code', async () => {
    api.goodsList.mockResolvedValue({ is_complete: false, goods_content: [] });
    api.taxTree.mockImplementation(async (parent?: string) => (parent === '3000000000000000000' ? [SOFTWARE] : GROUPS));
    renderPopup(Spbianma, 'spbianma', {});
    await screen.findByText('暂无商品编码，点击“增加”选择税收分类编码后录入');
    fireEvent.click(screen.getByTestId('kp-xt-add'));
    const picker = await screen.findByTestId('kp-taxcode-picker');
    fireEvent.click(await within(picker).findByText('销售服务'));
    expect(within(picker).getByText(/汇总项，不能用于开票/)).toBeTruthy();
    expect((within(picker).getByRole('button', { name: /确\s*定/ }) as HTMLButtonElement).disabled).toBe(true);

    const pickerTree = screen.getByTestId('kp-taxcode-tree');
    const switcher = within(pickerTree)
      .getByText('销售服务')
      .closest('.ant-tree-treenode')
      ?.querySelector('.ant-tree-switcher');
    fireEvent.click(switcher as Element);
    await waitFor(() => expect(api.taxTree).toHaveBeenCalledWith('3000000000000000000'));
    fireEvent.doubleClick(await within(pickerTree).findByText('软件维护服务'));
    await waitFor(() => expect(screen.queryByTestId('kp-taxcode-picker')).toBeNull());
    expect(screen.getByLabelText('第1行分类简称').textContent).toBe('信息技术服务');
  });

  it('保存 sends trimmed rows; a wrong answer outlines the rows under 全部商品, a click clears it', async () => {
    api.goodsList.mockResolvedValue({ is_complete: false, goods_content: [] });
    draft([goodsRow({ name: ' 钢架网布办公椅  ', units: ' 把' }), goodsRow({ name: '实木贴皮办公桌', units: '张' })]);
    api.saveGoods.mockRejectedValue(wrongRows([{ index: 1, fields: ['code', 'units'] }]));
    renderPopup(Spbianma, 'spbianma', {});
    await waitFor(() => expect(input(2, '计量单位').value).toBe('张'));
    fireEvent.click(treeNode(/家具（2）/));

    fireEvent.click(screen.getByTestId('kp-xt-save'));
    await waitFor(() => expect(api.saveGoods).toHaveBeenCalledTimes(1));
    expect(api.saveGoods.mock.calls[0][0][0]).toEqual(goodsRow({ name: '钢架网布办公椅', units: '把' }));
    expect(await screen.findByText('答案有误，请查正后重试！')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('kp-xt-row-1').className).toContain('kp-wrong'));
    expect(input(2, '计量单位').className).toContain('kp-wrong');
    expect(screen.getByText('1050201040000000000', { selector: '.kp-wrong *' })).toBeTruthy();
    expect(screen.getByTestId('kp-xt-status').textContent).toContain('第2行');
    expect(treeNode('全部商品（2）').closest('.ant-tree-treenode')?.className).toContain('selected');

    fireEvent.click(screen.getByTestId('kp-xt-grid'));
    expect(screen.getByTestId('kp-xt-row-1').className).not.toContain('kp-wrong');
  });

  it('a successful save shows the server message, updates the progress and turns read-only', async () => {
    api.goodsList.mockResolvedValue({ is_complete: false, goods_content: [] });
    draft([goodsRow()]);
    api.saveGoods.mockResolvedValue({ msg: '保存成功！', progress: progressUpTo(3) });
    renderPopup(Spbianma, 'spbianma', {});
    await waitFor(() => expect(input(1, '商品名称').value).toBe('钢架网布办公椅'));
    fireEvent.click(screen.getByTestId('kp-xt-save'));
    expect(await screen.findByText('保存成功！')).toBeTruthy();
    expect(useKaipiaoStore.getState().progress?.[2].isComplete).toBe(true);
    expect(await screen.findByText('第3题已完成，以下是已保存的商品编码（只读）')).toBeTruthy();
    expect(screen.queryByLabelText('第1行税收分类编码选择')).toBeNull();
  });

  it('pick mode: titled 选择商品编码, double-click chooses the row and closes', async () => {
    api.goodsList.mockResolvedValue({
      is_complete: true,
      goods_content: [
        goodsRow(),
        goodsRow({ code: '3040201030000000000', name: '软件维护服务', flqc: '信息技术服务' }),
      ],
    });
    const onPick = vi.fn();
    const { close } = renderPopup(Spbianma, 'spbianma', { onPick });
    expect(screen.getByTestId('kp-spbianma').textContent).toContain('选择商品编码');
    await screen.findByText('*信息技术服务*软件维护服务');
    expect(screen.queryByTestId('kp-xt-add')).toBeNull();
    expect(screen.queryAllByRole('textbox').filter((box) => box.getAttribute('aria-label') !== '查找')).toHaveLength(0);
    fireEvent.doubleClick(screen.getByTestId('kp-xt-row-1'));
    expect(onPick).toHaveBeenCalledWith(
      goodsRow({ code: '3040201030000000000', name: '软件维护服务', flqc: '信息技术服务' }),
    );
    expect(close).toHaveBeenCalled();
  });
});
