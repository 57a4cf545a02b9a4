// zhekou (折扣, question 16): the discount of a line of the issue form. The student gives the line (行号, default the
// selected line) and the percentage (折扣率); the discount line goes right after that line with its name, code and
// rate and the negative amount money × percentage / 100 (domain discount.ts), and the discounted line is locked.
// The first line's money must be filled first (请先完成货物信息填写！). The server grades the saved invoice.
import { applyDiscount, discountTax, formatYuan, isEmptyValue, messages, parseDecimal } from '@sxpt/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../../app/toast';
import { ClientWindow } from '../../client-window';
import type { TPopupProps } from '../../popup-types';
import { hasFirstLineMoney, type TLine } from './goods-lines';
import './fp.css';

/** The discount form as the save call carries it: `line` 1-based, `tax` the percentage. */
export interface TDiscountInput {
  line: number;
  tax: string;
}

/** What fptk passes: its lines, the selected row (0-based) and what to do with the lines with the discount. */
export interface TZhekouProps {
  lines?: TLine[];
  selected?: number | null;
  onApply?: (lines: TLine[], discount: TDiscountInput) => void;
}

function previewAmount(money: string | undefined, percentage: string): string {
  const amount = money === undefined || isEmptyValue(money) ? null : parseDecimal(money);
  const rate = isEmptyValue(percentage) ? null : parseDecimal(percentage);
  if (amount === null || rate === null || rate.lte(0) || rate.gt(100)) return '';
  return formatYuan(`-${discountTax(amount, rate)}`);
}

export default function Zhekou({ props, zIndex, close }: TPopupProps<TZhekouProps>) {
  const toast = useToast();
  const lines = props.lines ?? [];
  const [lineText, setLineText] = useState(String((props.selected ?? 0) + 1));
  const [percentage, setPercentage] = useState('');
  const target = lines[Number(lineText) - 1];

  function confirm() {
    if (!hasFirstLineMoney(lines)) {
      void toast.warning(messages.goodsInfoFirst);
      return;
    }
    const input: TDiscountInput = { line: Number(lineText.trim()), tax: percentage.trim() };
    const result = applyDiscount(lines, input);
    if (!result.ok) {
      void toast.warning(result.message);
      return;
    }
    props.onApply?.(result.lines, input);
    close();
  }

  return (
    <ClientWindow
      title="添加折扣"
      zIndex={zIndex}
      onClose={close}
      width={420}
      testId="kp-zhekou"
      footer={
        <>
          <Button size="small" type="primary" onClick={confirm}>
            确定
          </Button>
          <Button size="small" onClick={close}>
            取消
          </Button>
        </>
      }
    >
      <div className="kp-fp-dialog">
        <label className="kp-fp-dialog-label" htmlFor="kp-zhekou-line">
          折扣行号
        </label>
        <input
          id="kp-zhekou-line"
          className="kp-fp-input"
          inputMode="numeric"
          value={lineText}
          onChange={(event) => setLineText(event.target.value)}
        />
        <span className="kp-fp-dialog-label">商品名称</span>
        <span data-testid="kp-zhekou-name">{target?.fwname ?? ''}</span>
        <span className="kp-fp-dialog-label">金额(含税)</span>
        <span data-testid="kp-zhekou-money">{target && !isEmptyValue(target.money) ? target.money : ''}</span>
        <label className="kp-fp-dialog-label" htmlFor="kp-zhekou-rate">
          折扣率(%)
        </label>
        <input
          id="kp-zhekou-rate"
          className="kp-fp-input"
          inputMode="decimal"
          value={percentage}
          onChange={(event) => setPercentage(event.target.value)}
        />
        <span className="kp-fp-dialog-label">折扣金额</span>
        <span data-testid="kp-zhekou-amount">{previewAmount(target?.money, percentage)}</span>
        <div className="kp-fp-dialog-note">
          折扣行添加在被折扣行之后，商品名称、税收分类编码和税率与被折扣行相同，金额为负数，折扣金额 = 被折扣行金额 ×
          折扣率 ÷ 100。添加折扣后被折扣行不能修改，删除折扣行可重新设置。
        </div>
      </div>
    </ClientWindow>
  );
}
