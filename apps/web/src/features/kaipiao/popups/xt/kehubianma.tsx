// 客户编码 (question 2, spec 01 §2 xt group): the customer codes as the desktop client keeps them, a tree on the
// left and an editable grid on the right (名称, 简码, 税号, 地址电话, 银行账号). 保存 sends the trimmed rows and
// the server grades them row by row; its message is shown, wrong rows and fields are outlined until the next
// click. Once the question is done the saved codes are shown read-only (the server refuses a second save).
// Pick mode (props.onPick, from the issue form): the saved codes, double-click a row to choose it.
import { CloseOutlined, DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import type { TBwkpKhbmRow } from '@sxpt/contract';
import { Button, Input, Popconfirm, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { ClientWindow } from '../../client-window';
import { kaipiaoApi, kaipiaoKeys } from '../../kaipiao-api';
import type { TKehubianmaProps, TPopupProps } from '../../popup-types';
import { WRONG_CLASS } from '../../wrong-fields';
import { FindBox, StatusLine, ToolButton, ToolSeparator } from './code-parts';
import { emptyKhbmRow, matchesKeyword, type TKhbmField, toKhbmRow } from './code-rows';
import { useCodeTable } from './use-code-table';
import './xt.css';

/** widths in pixels; the address and bank columns share what is left */
const COLUMNS: { field: TKhbmField; title: string; width?: number }[] = [
  { field: 'kh_name', title: '名称', width: 210 },
  { field: 'simple_code', title: '简码', width: 64 },
  { field: 'tax_num', title: '税号', width: 164 },
  { field: 'address_telephone', title: '地址电话' },
  { field: 'bank_account', title: '银行账号' },
];
const FIND_FIELDS: (keyof TBwkpKhbmRow)[] = ['kh_name', 'simple_code', 'tax_num'];
const ROOT = 'khbm-root';

async function loadKhbm() {
  const data = await kaipiaoApi.khbmList(0);
  return { is_complete: data.is_complete, rows: data.kh_content.map((row) => toKhbmRow(row)) };
}

export default function Kehubianma({ zIndex, props, close }: TPopupProps<TKehubianmaProps>) {
  const onPick = props.onPick;
  const pick = typeof onPick === 'function';
  const table = useCodeTable<TBwkpKhbmRow>({
    kind: 'khbm',
    answerId: 2,
    queryKey: kaipiaoKeys.khbm(0),
    load: loadKhbm,
    save: kaipiaoApi.saveKhbm,
    toRow: toKhbmRow,
    pick,
  });
  const { rows, readOnly, wrong } = table;
  const [selected, setSelected] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  const [focusRow, setFocusRow] = useState<number | null>(null);

  const visible = useMemo(
    () => rows.map((row, index) => ({ row, index })).filter(({ row }) => matchesKeyword(row, FIND_FIELDS, keyword)),
    [rows, keyword],
  );

  const edit = (index: number, field: TKhbmField, value: string) =>
    table.setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const add = () => {
    setKeyword('');
    setSelected(rows.length);
    setFocusRow(rows.length);
    table.setRows((current) => [...current, emptyKhbmRow()]);
  };

  const remove = () => {
    if (selected === null) return;
    table.setRows((current) => current.filter((_, i) => i !== selected));
    setSelected(null);
  };

  const choose = (index: number | null) => {
    if (!pick || index === null) return;
    const row = rows[index];
    if (!row) return;
    onPick(row);
    close();
  };

  const title = pick ? '选择客户编码' : '客户编码';
  const state = pick
    ? '双击一行选择该客户'
    : table.complete
      ? '第2题已完成，以下是已保存的客户编码（只读）'
      : '按题目逐行录入客户编码，录完后点击“保存”提交';
  const empty = table.loading
    ? '正在读取客户编码…'
    : (table.loadError ??
      (pick
        ? '还没有已保存的客户编码，请先在“系统设置 → 客户编码”中录入并保存'
        : rows.length === 0
          ? '暂无客户编码，点击“增加”录入'
          : '没有符合查找条件的客户'));

  return (
    <ClientWindow
      title={title}
      zIndex={zIndex}
      onClose={close}
      width={1180}
      testId="kp-kehubianma"
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
              <ToolButton icon={<PlusOutlined />} label="增加" onClick={add} disabled={readOnly} testId="kp-xt-add" />
              <Popconfirm
                title="删除选中的客户编码？"
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
                onClick={() => void table.submit()}
                disabled={table.saving || table.loading}
                testId="kp-xt-save"
              />
            </>
          )}
          <FindBox value={keyword} onChange={setKeyword} placeholder="名称、简码或税号" />
        </div>
        <div className="kp-xt-split">
          <div className="kp-xt-tree">
            <Tree
              blockNode
              showLine
              defaultExpandAll
              selectedKeys={[ROOT]}
              treeData={[{ key: ROOT, title: '客户编码', children: [] }]}
            />
          </div>
          <div className="kp-xt-grid-wrap">
            <table className="kp-xt-grid" data-testid="kp-xt-grid" style={{ minWidth: 880 }}>
              <colgroup>
                <col style={{ width: 44 }} />
                {COLUMNS.map((column) => (
                  <col key={column.field} style={column.width ? { width: column.width } : undefined} />
                ))}
              </colgroup>
              <thead>
                <tr>
                  <th>序号</th>
                  {COLUMNS.map((column) => (
                    <th key={column.field}>{column.title}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {visible.map(({ row, index }) => {
                  const classes = [
                    selected === index ? 'kp-xt-selected' : '',
                    pick ? 'kp-xt-pickable' : '',
                    wrong.isWrong(`row:${index}`) ? WRONG_CLASS : '',
                  ].filter(Boolean);
                  return (
                    <tr
                      key={index}
                      className={classes.join(' ') || undefined}
                      data-testid={`kp-xt-row-${index}`}
                      onClick={() => setSelected(index)}
                      onDoubleClick={() => choose(index)}
                    >
                      <td className="kp-xt-num">{index + 1}</td>
                      {COLUMNS.map((column) => {
                        const isWrong = wrong.isWrong(`row:${index}:${column.field}`);
                        if (readOnly) {
                          return (
                            <td
                              key={column.field}
                              className={isWrong ? `kp-xt-text ${WRONG_CLASS}` : 'kp-xt-text'}
                              title={row[column.field]}
                              aria-label={`第${index + 1}行${column.title}`}
                            >
                              {row[column.field]}
                            </td>
                          );
                        }
                        return (
                          <td key={column.field} className={isWrong ? WRONG_CLASS : undefined}>
                            <Input
                              size="small"
                              variant="borderless"
                              value={row[column.field]}
                              aria-label={`第${index + 1}行${column.title}`}
                              className={isWrong ? WRONG_CLASS : undefined}
                              autoFocus={focusRow === index && column.field === 'kh_name'}
                              onFocus={() => setSelected(index)}
                              onChange={(event) => edit(index, column.field, event.target.value)}
                            />
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {visible.length === 0 ? <div className="kp-xt-empty">{empty}</div> : null}
          </div>
        </div>
        <StatusLine state={state} wrongKeys={wrong.wrong} rowCount={rows.length} noun="客户" />
      </div>
    </ClientWindow>
  );
}
