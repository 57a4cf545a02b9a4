// 商品编码 / 商品和服务税收分类编码 (question 3, spec 01 §2 xt group): the company's goods, each under an official
// 19-digit classification code. Left, the tree: 全部商品 and the categories (the codes' short names, flqc); right,
// the grid of the selected node. Product fields are disabled under 全部商品 (spec 01 §5): a goods row is edited
// under its category. 增加 first asks for the classification code (the picker), as the real client requires one;
// the new row then shows under its category with the short name and the code's rate filled in. The invoice shows
// the name as *简称*名称 (formatGoodsName), previewed in the last column. 保存 is graded by the server, as for
// customer codes. Pick mode (props.onPick, from the issue form): the saved codes, double-click a row to choose it.
import { CloseOutlined, DeleteOutlined, EllipsisOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import type { TBwkpGoodsCodeRow, TTaxCodeNode } from '@sxpt/contract';
import { formatGoodsName } from '@sxpt/domain';
import { Button, Input, Popconfirm, Select, Tree, type TreeDataNode } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { ClientWindow } from '../../client-window';
import { kaipiaoApi, kaipiaoKeys } from '../../kaipiao-api';
import type { TPopupProps, TSpbianmaProps } from '../../popup-types';
import { WRONG_CLASS } from '../../wrong-fields';
import { FindBox, StatusLine, ToolButton, ToolSeparator } from './code-parts';
import {
  ALL_GOODS,
  categoryOf,
  codeRates,
  emptyGoodsRow,
  goodsCategories,
  inCategory,
  matchesKeyword,
  NO_CATEGORY,
  RATE_OPTIONS,
  rateLabel,
  TAX_MARK_OPTIONS,
  type TGoodsField,
  toGoodsRow,
  withTaxCode,
} from './code-rows';
import { TaxCodePicker } from './tax-code-picker';
import { useCodeTable } from './use-code-table';
import './xt.css';

type TColumnKind = 'code' | 'flqc' | 'text' | 'rate' | 'mark';

const COLUMNS: { field: TGoodsField; title: string; width: number; kind: TColumnKind }[] = [
  { field: 'code', title: '税收分类编码', width: 160, kind: 'code' },
  { field: 'flqc', title: '分类简称', width: 100, kind: 'flqc' },
  { field: 'name', title: '商品名称', width: 130, kind: 'text' },
  { field: 'simple_code', title: '简码', width: 56, kind: 'text' },
  { field: 'brand_model', title: '规格型号', width: 96, kind: 'text' },
  { field: 'units', title: '计量单位', width: 60, kind: 'text' },
  { field: 'tax_rate', title: '税率', width: 62, kind: 'rate' },
  { field: 'applicable_tax_rate', title: '适用税率', width: 66, kind: 'rate' },
  { field: 'tax_mark', title: '含税价标志', width: 74, kind: 'mark' },
];
/** the preview column takes what is left, at least this */
const PREVIEW_MIN = 150;
const GRID_MIN_WIDTH = 40 + COLUMNS.reduce((sum, column) => sum + column.width, 0) + PREVIEW_MIN;
const FIND_FIELDS: (keyof TBwkpGoodsCodeRow)[] = ['name', 'simple_code', 'code', 'flqc'];

async function loadGoods() {
  const data = await kaipiaoApi.goodsList(0);
  return { is_complete: data.is_complete, rows: data.goods_content.map((row) => toGoodsRow(row)) };
}

/** Which row the classification picker is for: a new one (增加) or an existing one. */
type TPickerFor = { mode: 'add' } | { mode: 'row'; index: number };

function categoryTitle(category: string): string {
  return category === NO_CATEGORY ? '未分类' : category;
}

export default function Spbianma({ zIndex, props, close }: TPopupProps<TSpbianmaProps>) {
  const onPick = props.onPick;
  const pick = typeof onPick === 'function';
  const table = useCodeTable<TBwkpGoodsCodeRow>({
    kind: 'goods',
    answerId: 3,
    queryKey: kaipiaoKeys.goods(0),
    load: loadGoods,
    save: kaipiaoApi.saveGoods,
    toRow: toGoodsRow,
    pick,
  });
  const { rows, readOnly, wrong } = table;
  const [node, setNode] = useState<string>(ALL_GOODS);
  const [selected, setSelected] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const [pickerFor, setPickerFor] = useState<TPickerFor | null>(null);
  /** classification codes met in this dialog (their rates and official names) */
  const [codeInfo, setCodeInfo] = useState<ReadonlyMap<string, TTaxCodeNode>>(() => new Map());

  const categories = useMemo(() => goodsCategories(rows), [rows]);
  const current = node === ALL_GOODS || categories.includes(node) ? node : ALL_GOODS;
  /** spec 01 §5: product fields are disabled when the tree shows 全部商品 */
  const editable = !readOnly && current !== ALL_GOODS;

  const visible = useMemo(
    () =>
      rows
        .map((row, index) => ({ row, index }))
        .filter(({ row }) => inCategory(row, current) && matchesKeyword(row, FIND_FIELDS, keyword)),
    [rows, current, keyword],
  );

  const wrongCategories = useMemo(() => {
    const set = new Set<string>();
    rows.forEach((row, index) => {
      if (wrong.isWrong(`row:${index}`)) set.add(categoryOf(row));
    });
    return set;
  }, [rows, wrong.isWrong]);

  const treeData: TreeDataNode[] = [
    {
      key: ALL_GOODS,
      title: (
        <span>
          全部商品<span className="kp-xt-tree-count">（{rows.length}）</span>
        </span>
      ),
      children: categories.map((category) => ({
        key: category,
        isLeaf: true,
        title: (
          <span className={wrongCategories.has(category) ? 'kp-xt-tree-wrong' : undefined}>
            {categoryTitle(category)}
            <span className="kp-xt-tree-count">（{rows.filter((row) => categoryOf(row) === category).length}）</span>
          </span>
        ),
      })),
    },
  ];

  const remember = useCallback((info: TTaxCodeNode) => {
    setCodeInfo((map) => (map.has(info.code) ? map : new Map(map).set(info.code, info)));
  }, []);

  /** The rates of a row's code, read once when its rate list opens and the code is not known yet. */
  const ensureCodeInfo = async (code: string) => {
    if (!/^\d{19}$/.test(code) || codeInfo.has(code)) return;
    try {
      const page = await kaipiaoApi.taxSearch(code, 1, 5);
      const found = (page.list as TTaxCodeNode[]).find((item) => item.code === code);
      if (found) remember(found);
    } catch {
      // the rates are a hint only
    }
  };

  const edit = (index: number, field: TGoodsField, value: string) =>
    table.setRows((list) => list.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const onCodePicked = (info: TTaxCodeNode) => {
    remember(info);
    if (!pickerFor) return;
    if (pickerFor.mode === 'add') {
      const row = withTaxCode(emptyGoodsRow(), info);
      const index = rows.length;
      table.setRows((list) => [...list, row]);
      setKeyword('');
      setNode(categoryOf(row));
      setSelected(index);
      setFocusRow(index);
    } else {
      const { index } = pickerFor;
      const before = rows[index];
      if (!before) return;
      const row = withTaxCode(before, info);
      table.setRows((list) => list.map((item, i) => (i === index ? row : item)));
      setNode(categoryOf(row));
      setSelected(index);
    }
  };

  const remove = () => {
    if (selected === null) return;
    table.setRows((list) => list.filter((_, i) => i !== selected));
    setSelected(null);
  };

  const choose = (index: number | null) => {
    if (!pick || index === null) return;
    const row = rows[index];
    if (!row) return;
    onPick(row);
    close();
  };

  const save = async () => {
    const ok = await table.submit();
    // show every row the server named: the wrong ones may sit under other categories
    if (!ok) setNode(ALL_GOODS);
  };

  const title = pick ? '选择商品编码' : '商品和服务税收分类编码';
  const state = pick
    ? '双击一行选择该商品'
    : table.complete
      ? '第3题已完成，以下是已保存的商品编码（只读）'
      : current === ALL_GOODS
        ? '全部商品下不能修改商品信息：请在左侧选择商品分类后编辑，或点击“增加”先选择税收分类编码'
        : `分类：${categoryTitle(current)}。点击税收分类编码单元格的“…”可重新选择编码`;
  const empty = table.loading
    ? '正在读取商品编码…'
    : (table.loadError ??
      (pick
        ? '还没有已保存的商品编码，请先在“系统设置 → 商品编码”中录入并保存'
        : rows.length === 0
          ? '暂无商品编码，点击“增加”选择税收分类编码后录入'
          : '没有符合查找条件的商品'));

  const cell = (row: TBwkpGoodsCodeRow, index: number, column: (typeof COLUMNS)[number]) => {
    const value = row[column.field];
    const isWrong = wrong.isWrong(`row:${index}:${column.field}`);
    const tdClass = (base?: string) => [base, isWrong ? WRONG_CLASS : ''].filter(Boolean).join(' ') || undefined;
    const label = `第${index + 1}行${column.title}`;
    if (column.kind === 'code') {
      const info = codeInfo.get(value);
      return (
        <td key={column.field} className={tdClass()} title={info ? `${value} ${info.name}` : value}>
          <div className="kp-xt-code">
            <span className={value === '' ? 'kp-xt-placeholder' : undefined}>{value || '请选择编码'}</span>
            {readOnly ? null : (
              <Button
                size="small"
                type="text"
                icon={<EllipsisOutlined />}
                aria-label={`${label}选择`}
                disabled={!editable}
                onClick={() => setPickerFor({ mode: 'row', index })}
              />
            )}
          </div>
        </td>
      );
    }
    if (column.kind === 'flqc' || readOnly) {
      const text = column.kind === 'rate' ? rateLabel(value) : value;
      return (
        <td key={column.field} className={tdClass('kp-xt-text')} title={text} aria-label={label}>
          {text}
        </td>
      );
    }
    if (column.kind === 'rate') {
      const rates = codeRates(codeInfo.get(row.code));
      return (
        <td key={column.field} className={tdClass()}>
          <Select
            size="small"
            variant="borderless"
            value={value === '' ? undefined : value}
            aria-label={label}
            disabled={!editable}
            className={isWrong ? WRONG_CLASS : undefined}
            popupMatchSelectWidth={false}
            options={RATE_OPTIONS.map((option) => ({ ...option }))}
            optionRender={(option) =>
              rates.includes(String(option.value)) ? (
                <span>
                  {option.label} <span style={{ color: '#237804', fontSize: 11 }}>编码适用</span>
                </span>
              ) : (
                option.label
              )
            }
            onOpenChange={(open) => {
              if (open) void ensureCodeInfo(row.code);
            }}
            onChange={(next: string) => edit(index, column.field, next)}
          />
        </td>
      );
    }
    if (column.kind === 'mark') {
      return (
        <td key={column.field} className={tdClass()}>
          <Select
            size="small"
            variant="borderless"
            value={value === '' ? undefined : value}
            aria-label={label}
            disabled={!editable}
            className={isWrong ? WRONG_CLASS : undefined}
            options={TAX_MARK_OPTIONS.map((option) => ({ ...option }))}
            onChange={(next: string) => edit(index, column.field, next)}
          />
        </td>
      );
    }
    return (
      <td key={column.field} className={tdClass()}>
        <Input
          size="small"
          variant="borderless"
          value={value}
          aria-label={label}
          disabled={!editable}
          className={isWrong ? WRONG_CLASS : undefined}
          autoFocus={focusRow === index && column.field === 'name'}
          onFocus={() => setSelected(index)}
          onChange={(event) => edit(index, column.field, event.target.value)}
        />
      </td>
    );
  };

  return (
    <ClientWindow
      title={title}
      zIndex={zIndex}
      onClose={close}
      width={1260}
      testId="kp-spbianma"
      onClickCapture={wrong.clear}
      footer={
        pick ? (
          <>
            <Button size="small" type="primary" disabled={selected === null} onClick={() => choose(selected)}>
              确定
            </Button>
            <Button size="small" onClick={close}>
              取消
            </Button>
          </>
        ) : undefined
      }
    >
      <div className="kp-xt">
        <div className="kp-xt-toolbar">
          <ToolButton icon={<CloseOutlined />} label="退出" onClick={close} />
          {pick ? null : (
            <>
              <ToolSeparator />
              <ToolButton
                icon={<PlusOutlined />}
                label="增加"
                onClick={() => setPickerFor({ mode: 'add' })}
                disabled={readOnly}
                testId="kp-xt-add"
              />
              <Popconfirm
                title="删除选中的商品编码？"
                okText="删除"
                cancelText="取消"
                onConfirm={remove}
                disabled={readOnly || selected === null}
              >
                <span>
                  <ToolButton
                    icon={<DeleteOutlined />}
                    label="删除"
                    disabled={readOnly || selected === null}
                    testId="kp-xt-delete"
                  />
                </span>
              </Popconfirm>
              <ToolButton
                icon={<SaveOutlined />}
                label={table.saving ? '保存中' : '保存'}
                onClick={() => void save()}
                disabled={table.saving || table.loading}
                testId="kp-xt-save"
              />
            </>
          )}
          <FindBox value={keyword} onChange={setKeyword} placeholder="名称、简码、编码或简称" />
        </div>
        <div className="kp-xt-split">
          <div className="kp-xt-tree" data-testid="kp-spbianma-tree">
            <Tree
              blockNode
              showLine
              defaultExpandAll
              expandedKeys={[ALL_GOODS]}
              selectedKeys={[current]}
              treeData={treeData}
              onSelect={(keys) => {
                if (keys.length > 0) setNode(String(keys[0]));
                setSelected(null);
              }}
            />
          </div>
          <div className="kp-xt-grid-wrap">
            <table className="kp-xt-grid" data-testid="kp-xt-grid" style={{ minWidth: GRID_MIN_WIDTH }}>
              <colgroup>
                <col style={{ width: 40 }} />
                {COLUMNS.map((column) => (
                  <col key={column.field} style={{ width: column.width }} />
                ))}
                <col />
              </colgroup>
              <thead>
                <tr>
                  <th>序号</th>
                  {COLUMNS.map((column) => (
                    <th key={column.field}>{column.title}</th>
                  ))}
                  <th title="发票上显示的货物或应税劳务名称">发票显示名称</th>
                </tr>
              </thead>
              <tbody>
                {visible.map(({ row, index }) => {
                  const classes = [
                    selected === index ? 'kp-xt-selected' : '',
                    pick ? 'kp-xt-pickable' : '',
                    wrong.isWrong(`row:${index}`) ? WRONG_CLASS : '',
                  ].filter(Boolean);
                  const preview = row.name.trim() === '' ? '' : formatGoodsName(row.flqc, row.name);
                  return (
                    <tr
                      key={index}
                      className={classes.join(' ') || undefined}
                      data-testid={`kp-xt-row-${index}`}
                      onClick={() => setSelected(index)}
                      onDoubleClick={() => choose(index)}
                    >
                      <td className="kp-xt-num">{index + 1}</td>
                      {COLUMNS.map((column) => cell(row, index, column))}
                      <td className="kp-xt-preview" title={preview} data-testid={`kp-xt-preview-${index}`}>
                        {preview}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {visible.length === 0 ? <div className="kp-xt-empty">{empty}</div> : null}
          </div>
        </div>
        <StatusLine state={state} wrongKeys={wrong.wrong} rowCount={rows.length} noun="商品" />
      </div>
      {pickerFor ? (
        <TaxCodePicker
          zIndex={zIndex + 1}
          initialKeyword={
            pickerFor.mode === 'row'
              ? rows[pickerFor.index]?.code || rows[pickerFor.index]?.flqc || ''
              : current === ALL_GOODS || current === NO_CATEGORY
                ? ''
                : current
          }
          currentCode={pickerFor.mode === 'row' ? rows[pickerFor.index]?.code : undefined}
          onPick={onCodePicked}
          onClose={() => setPickerFor(null)}
        />
      ) : null}
    </ClientWindow>
  );
}
