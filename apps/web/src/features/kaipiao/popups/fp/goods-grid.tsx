// The goods rows of the invoice face (fptk) and of the goods list (qingdan): 货物或应税劳务名称 (with the … button of
// the goods-code picker), 规格型号, 单位, 数量, 单价, 金额, 税率, 税额. The rows are edited cell by cell; the owner
// recomputes the line with editLine (goods-lines.ts). 税额 is always worked out; discount and summary lines are locked.
import type { ReactNode } from 'react';
import { WRONG_CLASS } from '../../wrong-fields';
import { exclusiveView, isLockedLine, RATE_OPTIONS, rateLabel, type TEditableField, type TLine } from './goods-lines';

export type TPriceMode = 'inclusive' | 'exclusive';

export const COLUMN_LABELS = {
  fwname: '货物或应税劳务、服务名称',
  ggxh: '规格型号',
  company: '单位',
  goods_num: '数量',
  price: '单价',
  money: '金额',
  tax_rate: '税率',
  tax_amount: '税额',
} as const;

/** Column widths in pixels (the name column takes the rest). */
const WIDTHS = { ggxh: 104, company: 52, goods_num: 84, price: 110, money: 116, tax_rate: 64, tax_amount: 104 };

export interface TGoodsGridProps {
  lines: readonly TLine[];
  /** absent: the rows are read-only (red invoice, summary line) */
  onEdit?: (row: number, field: TEditableField, value: string) => void;
  /** the student left the money cell (it is written with 2 decimals) */
  onMoneyBlur?: (row: number) => void;
  /** the … button of the name cell: pick a goods code for row */
  onPick?: (row: number) => void;
  selected: number | null;
  onSelect: (row: number) => void;
  /** whether the server named this row (field undefined: the whole row) as wrong */
  isWrongAt: (row: number, field?: string) => boolean;
  priceMode: TPriceMode;
  /** empty rows drawn below the lines so that the grid keeps the invoice's height */
  minRows: number;
  /** a 序号 column first (the goods list) */
  showIndex?: boolean;
  /** rows after the goods (totals) */
  footer?: ReactNode;
  /** label of the inputs: `${label} ${row + 1}` */
  labelPrefix?: string;
}

export function GoodsGridColumns({ showIndex }: { showIndex?: boolean }) {
  return (
    <colgroup>
      {showIndex ? <col style={{ width: 44 }} /> : null}
      <col />
      <col style={{ width: WIDTHS.ggxh }} />
      <col style={{ width: WIDTHS.company }} />
      <col style={{ width: WIDTHS.goods_num }} />
      <col style={{ width: WIDTHS.price }} />
      <col style={{ width: WIDTHS.money }} />
      <col style={{ width: WIDTHS.tax_rate }} />
      <col style={{ width: WIDTHS.tax_amount }} />
    </colgroup>
  );
}

export function GoodsGridHead({ showIndex, priceMode }: { showIndex?: boolean; priceMode: TPriceMode }) {
  const suffix = priceMode === 'inclusive' ? '(含税)' : '(不含税)';
  return (
    <thead>
      <tr>
        {showIndex ? <th>序号</th> : null}
        <th>{COLUMN_LABELS.fwname}</th>
        <th>{COLUMN_LABELS.ggxh}</th>
        <th>{COLUMN_LABELS.company}</th>
        <th>{COLUMN_LABELS.goods_num}</th>
        <th>
          {COLUMN_LABELS.price}
          {suffix}
        </th>
        <th>
          {COLUMN_LABELS.money}
          {suffix}
        </th>
        <th>{COLUMN_LABELS.tax_rate}</th>
        <th>{COLUMN_LABELS.tax_amount}</th>
      </tr>
    </thead>
  );
}

interface TCellProps {
  row: number;
  field: TEditableField;
  value: string;
  editable: boolean;
  wrong: boolean;
  label: string;
  numeric?: boolean;
  onEdit?: TGoodsGridProps['onEdit'];
  onBlur?: () => void;
}

function Cell({ row, field, value, editable, wrong, label, numeric, onEdit, onBlur }: TCellProps) {
  const className = [numeric ? 'kp-fp-num' : '', wrong ? WRONG_CLASS : ''].filter(Boolean).join(' ') || undefined;
  return (
    <td className={className}>
      <input
        className={`kp-fp-input kp-fp-cell-input${wrong ? ` ${WRONG_CLASS}` : ''}`}
        aria-label={label}
        value={value}
        readOnly={!editable}
        tabIndex={editable ? undefined : -1}
        onChange={(event) => onEdit?.(row, field, event.target.value)}
        onBlur={onBlur}
      />
    </td>
  );
}

export function GoodsGrid({
  lines,
  onEdit,
  onMoneyBlur,
  onPick,
  selected,
  onSelect,
  isWrongAt,
  priceMode,
  minRows,
  showIndex,
  footer,
  labelPrefix = '',
}: TGoodsGridProps) {
  const fillers = Math.max(0, minRows - lines.length);
  const columns = showIndex ? 9 : 8;
  return (
    <tbody className="kp-fp-goods">
      {lines.map((line, row) => {
        const locked = !onEdit || isLockedLine(line);
        const inclusive = priceMode === 'inclusive';
        const shown = inclusive ? { price: line.price, money: line.money } : exclusiveView(line);
        const rowWrong = isWrongAt(row);
        const label = (field: keyof typeof COLUMN_LABELS) => `${labelPrefix}${COLUMN_LABELS[field]} ${row + 1}`;
        const cell = (field: TEditableField, value: string, numeric = false, editable = !locked) => (
          <Cell
            key={field}
            row={row}
            field={field}
            value={value}
            editable={editable}
            wrong={isWrongAt(row, field)}
            label={label(field)}
            numeric={numeric}
            onEdit={onEdit}
            onBlur={field === 'money' && onMoneyBlur ? () => onMoneyBlur(row) : undefined}
          />
        );
        const classes = [
          row === selected ? 'kp-fp-selected' : '',
          line.line_kind === 'discount' ? 'kp-fp-discount-row' : '',
        ]
          .filter(Boolean)
          .join(' ');
        const nameWrong = isWrongAt(row, 'fwname') || rowWrong;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions on the invoice, edited in place
          <tr key={row} className={classes || undefined} onClick={() => onSelect(row)}>
            {showIndex ? <td className="kp-fp-index">{row + 1}</td> : null}
            <td className={nameWrong ? WRONG_CLASS : undefined}>
              <div className="kp-fp-name-cell">
                <input
                  className={`kp-fp-input kp-fp-cell-input${nameWrong ? ` ${WRONG_CLASS}` : ''}`}
                  aria-label={label('fwname')}
                  value={line.fwname}
                  readOnly={locked}
                  tabIndex={locked ? -1 : undefined}
                  onChange={(event) => onEdit?.(row, 'fwname', event.target.value)}
                />
                {onPick && !locked ? (
                  <button
                    type="button"
                    className="kp-fp-pick"
                    aria-label={`选择商品编码 ${row + 1}`}
                    title="选择商品编码"
                    onClick={() => onPick(row)}
                  >
                    …
                  </button>
                ) : null}
              </div>
            </td>
            {cell('ggxh', line.ggxh)}
            {cell('company', line.company)}
            {cell('goods_num', line.goods_num, true)}
            {cell('price', shown.price, true, !locked && inclusive)}
            {cell('money', shown.money, true, !locked && inclusive)}
            <td className={isWrongAt(row, 'tax_rate') ? `kp-fp-num ${WRONG_CLASS}` : 'kp-fp-num'}>
              {locked ? (
                <span className="kp-fp-cell-text" aria-label={label('tax_rate')}>
                  {rateLabel(line.tax_rate)}
                </span>
              ) : (
                <select
                  className="kp-fp-rate"
                  aria-label={label('tax_rate')}
                  value={line.tax_rate}
                  onChange={(event) => onEdit?.(row, 'tax_rate', event.target.value)}
                >
                  <option value="" />
                  {RATE_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                  {line.tax_rate !== '' && !RATE_OPTIONS.some((option) => option.value === line.tax_rate) ? (
                    <option value={line.tax_rate}>{line.tax_rate}</option>
                  ) : null}
                </select>
              )}
            </td>
            <td className={isWrongAt(row, 'tax_amount') ? `kp-fp-num ${WRONG_CLASS}` : 'kp-fp-num'}>
              <span className="kp-fp-cell-text" aria-label={label('tax_amount')}>
                {line.tax_amount}
              </span>
            </td>
          </tr>
        );
      })}
      {Array.from({ length: fillers }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: empty filler rows
        <tr key={`filler-${index}`}>
          {Array.from({ length: columns }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: empty cells
            <td key={column} />
          ))}
        </tr>
      ))}
      {footer}
    </tbody>
  );
}
