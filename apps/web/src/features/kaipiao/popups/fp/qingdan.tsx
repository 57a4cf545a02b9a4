// qingdan (销货清单, question 15): the goods list of an invoice with more than 8 lines. The student edits the lines
// with the same picker and recompute rules as the invoice face; 保存 hands them to the issue form, which then shows the
// single line 详情见清单 at 0.13 with the summed money and tax (spec 01 §4) and sends the list as list_goods. The list
// must have its goods filled (请先完成货物信息填写！). Lines the server named wrong in the last save are highlighted.
import { computeTotals, formatYuan, messages } from '@sxpt/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../../app/toast';
import { chineseDate, shanghaiToday } from '../../client-date';
import { ClientWindow } from '../../client-window';
import type { TPopupProps, TSpbianmaProps } from '../../popup-types';
import { usePopup } from '../../use-popup';
import { GoodsGrid, GoodsGridColumns, GoodsGridHead } from './goods-grid';
import {
  blankLine,
  editLine,
  finishMoney,
  hasMoneyOnEveryLine,
  lineFromGoodsCode,
  linesToSend,
  removeLine,
  type TEditableField,
  type TLine,
} from './goods-lines';
import './fp.css';

/** What fptk passes to its goods list. */
export interface TQingdanProps {
  invoiceType?: 1 | 2;
  /** the list as last saved, or the invoice's lines when the list starts */
  lines?: TLine[];
  buyerName?: string;
  sellerName?: string;
  invoiceCode?: string;
  invoiceNum?: string;
  /** 填开日期 (YYYY-MM-DD): the invoice's business date; today when not given */
  date?: string;
  /** keys 'list:<i>:<field>' the server named in the last save */
  wrong?: string[];
  onSave?: (lines: TLine[]) => void;
}

/** Rows the list table shows at least. */
const LIST_ROWS = 12;

export default function Qingdan({ props, zIndex, close }: TPopupProps<TQingdanProps>) {
  const toast = useToast();
  const popup = usePopup();
  const [lines, setLines] = useState<TLine[]>(() =>
    props.lines && props.lines.length > 0 ? props.lines : [blankLine()],
  );
  const [selected, setSelected] = useState<number | null>(0);
  const [wrong, setWrong] = useState<ReadonlySet<string>>(() => new Set(props.wrong ?? []));
  const totals = computeTotals(lines);
  const isSpecial = props.invoiceType === 2;

  function isWrongAt(row: number, field?: string): boolean {
    if (field !== undefined) return wrong.has(`list:${row}:${field}`);
    const prefix = `list:${row}:`;
    return wrong.has(`list:${row}`) && ![...wrong].some((key) => key.startsWith(prefix));
  }

  function edit(row: number, field: TEditableField, value: string) {
    setLines((current) => current.map((line, index) => (index === row ? editLine(line, field, value) : line)));
  }

  function blurMoney(row: number) {
    setLines((current) => current.map((line, index) => (index === row ? finishMoney(line) : line)));
  }

  function pickGoods(row: number) {
    const pick: TSpbianmaProps = {
      onPick: (code) =>
        setLines((current) => current.map((line, index) => (index === row ? lineFromGoodsCode(code) : line))),
    };
    setSelected(row);
    popup.open('spbianma', pick);
  }

  function addRow() {
    setSelected(lines.length);
    setLines((current) => [...current, blankLine()]);
  }

  function removeRow() {
    if (selected === null || lines[selected] === undefined) return;
    const next = removeLine(lines, selected);
    const kept = next.length > 0 ? next : [blankLine()];
    setLines(kept);
    setSelected(Math.min(selected, kept.length - 1));
  }

  function save() {
    if (!hasMoneyOnEveryLine(lines)) {
      void toast.warning(messages.goodsInfoFirst);
      return;
    }
    props.onSave?.(linesToSend(lines).lines);
    close();
  }

  return (
    <ClientWindow
      title="销货清单"
      zIndex={zIndex}
      onClose={close}
      width={1040}
      testId="kp-qingdan"
      onClickCapture={() => setWrong((current) => (current.size === 0 ? current : new Set()))}
      footer={
        <>
          <Button size="small" onClick={addRow}>
            增行
          </Button>
          <Button size="small" onClick={removeRow}>
            减行
          </Button>
          <span style={{ flex: 1 }} />
          <Button size="small" type="primary" onClick={save}>
            保存
          </Button>
          <Button size="small" onClick={close}>
            退出
          </Button>
        </>
      }
    >
      <div className={`kp-fp${isSpecial ? ' is-special' : ''}`}>
        <div className="kp-fp-face">
          <div className="kp-fp-list-title">销售货物或者提供应税劳务、服务清单</div>
          <div className="kp-fp-list-head">
            <span>
              购买方名称：<b>{props.buyerName ?? ''}</b>
            </span>
            <span>
              销售方名称：<b>{props.sellerName ?? ''}</b>
            </span>
            <span>
              所属{isSpecial ? '增值税专用发票' : '增值税普通发票'}代码：<b>{props.invoiceCode ?? ''}</b>
              &emsp;号码：<b>{props.invoiceNum ?? ''}</b>
            </span>
            <span>共 1 页 第 1 页</span>
          </div>
          <table className="kp-fp-grid" data-testid="kp-qingdan-goods">
            <GoodsGridColumns showIndex />
            <GoodsGridHead showIndex priceMode="inclusive" />
            <GoodsGrid
              lines={lines}
              onEdit={edit}
              onMoneyBlur={blurMoney}
              onPick={pickGoods}
              selected={selected}
              onSelect={setSelected}
              isWrongAt={isWrongAt}
              priceMode="inclusive"
              minRows={LIST_ROWS}
              showIndex
              labelPrefix="清单"
              footer={
                <tr className="kp-fp-total">
                  <td colSpan={2} style={{ textAlign: 'center' }}>
                    总计
                  </td>
                  <td colSpan={4} />
                  <td className="kp-fp-amount" data-testid="kp-qingdan-total-money">
                    {formatYuan(totals.total_money)}
                  </td>
                  <td />
                  <td className="kp-fp-amount" data-testid="kp-qingdan-total-tax">
                    {formatYuan(totals.total_tax)}
                  </td>
                </tr>
              }
            />
          </table>
          <div className="kp-fp-sign">
            <span>
              填开日期：<span className="kp-fp-who">{chineseDate(props.date ?? shanghaiToday())}</span>
            </span>
            <span>销售方:(章)</span>
          </div>
        </div>
      </div>
    </ClientWindow>
  );
}
