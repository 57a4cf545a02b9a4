// A tax form drawn from its definition (packages/domain baoshui/form.ts) as the portal shows it: 项目, 栏次 and the
// value columns (with their group headings), shaded cells where a row has no such column, locked grey cells for
// what the portal computes, inputs for what the taxpayer types; below, the calculation table with 增加行 and 删除行
// (the first row stays; 确定删除吗？ then 删除成功). Cells found wrong by a declaration are outlined in red.
import type { TReportDataBody } from '@sxpt/contract';
import {
  cellKey,
  cellLabel,
  cellsOf,
  type TFormColumn,
  type TFormDef,
  type TTableColumn,
  tableCellLabel,
} from '@sxpt/domain';
import { App, Button, Input, Select, Space } from 'antd';
import { Fragment, type ReactNode, useMemo } from 'react';

export interface TSheetProps {
  form: TFormDef;
  data: TReportDataBody;
  editable: boolean;
  /** cell keys (r1c1, t0.3) a declaration found wrong */
  wrong?: ReadonlySet<string>;
  onCell?: (index: number, value: string) => void;
  onTableCell?: (row: number, column: number, value: string) => void;
  onAddRow?: () => void;
  onDeleteRow?: () => void;
}

/** The header rows: groups over their columns, ungrouped columns spanning both rows. */
function headerRows(columns: readonly TFormColumn[]) {
  const grouped = columns.some((column) => column.group);
  const top: { label: string; span: number; rowSpan: number; key: string }[] = [];
  for (const column of columns) {
    const last = top[top.length - 1];
    if (column.group && last && last.label === column.group && last.rowSpan === 1) last.span += 1;
    else if (column.group) top.push({ label: column.group, span: 1, rowSpan: 1, key: `g${column.key}` });
    else top.push({ label: column.label, span: 1, rowSpan: grouped ? 2 : 1, key: `c${column.key}` });
  }
  const bottom = grouped ? columns.filter((column) => column.group) : [];
  return { top, bottom, grouped };
}

function CellInput({
  value,
  label,
  format,
  options,
  onChange,
}: {
  value: string | null;
  label: string;
  format: string;
  options?: readonly string[];
  onChange: (value: string) => void;
}) {
  if (format === 'select') {
    return (
      <Select
        aria-label={label}
        size="small"
        className="bs-cell-select"
        value={value ?? undefined}
        allowClear
        onChange={(next) => onChange(next ?? '')}
        options={(options ?? []).map((option) => ({ value: option, label: option }))}
      />
    );
  }
  return (
    <Input
      aria-label={label}
      size="small"
      className={format === 'text' ? 'bs-cell-input' : 'bs-cell-input bs-num'}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function FormSheet({ form, data, editable, wrong, onCell, onTableCell, onAddRow, onDeleteRow }: TSheetProps) {
  const { modal, message } = App.useApp();
  const cells = useMemo(() => cellsOf(form), [form]);
  const index = useMemo(() => new Map(cells.map((cell, position) => [cell.key, position])), [cells]);
  const { top, bottom, grouped } = headerRows(form.columns);
  const width = 2 + form.columns.length;

  const valueCell = (line: string, column: TFormColumn): ReactNode => {
    const key = cellKey(line, column.key);
    const position = index.get(key);
    if (position === undefined) {
      return (
        <td key={column.key} className="bs-na">
          ——
        </td>
      );
    }
    const cell = cells[position];
    const value = data.defaultDataList[position] ?? null;
    const classes = ['bs-cell', cell.computed ? 'bs-locked' : '', wrong?.has(key) ? 'bs-wrong' : ''].join(' ');
    const label = cellLabel(form, cell);
    return (
      <td key={column.key} className={classes} data-cell={key}>
        {cell.computed || !editable ? (
          <span className={cell.format === 'text' || cell.format === 'select' ? '' : 'bs-num'} aria-label={label}>
            {value ?? ''}
          </span>
        ) : (
          <CellInput
            value={value}
            label={label}
            format={cell.format}
            options={cell.spec.options}
            onChange={(next) => onCell?.(position, next)}
          />
        )}
      </td>
    );
  };

  const table = form.table;
  const deleteRow = () => {
    if (data.tableDataList.length <= 1) {
      message.warning('第一行不能删除');
      return;
    }
    modal.confirm({
      title: '确定删除吗？',
      content: `将删除最后一行（第${data.tableDataList.length}行）`,
      okText: '确定',
      cancelText: '取消',
      onOk: () => {
        onDeleteRow?.();
        message.success('删除成功');
      },
    });
  };
  const tableCell = (column: TTableColumn, columnIndex: number, row: number) => {
    const value = data.tableDataList[row]?.[columnIndex] ?? null;
    const key = `t${row}.${column.key}`;
    const computed = column.formula !== undefined;
    const format = column.format ?? 'amount';
    return (
      <td
        key={column.key}
        className={['bs-cell', computed ? 'bs-locked' : '', wrong?.has(key) ? 'bs-wrong' : ''].join(' ')}
        data-cell={key}
        style={column.width ? { minWidth: column.width } : undefined}
      >
        {computed || !editable ? (
          <span
            className={format === 'text' || format === 'select' ? '' : 'bs-num'}
            aria-label={tableCellLabel(column, row)}
          >
            {value ?? ''}
          </span>
        ) : (
          <CellInput
            value={value}
            label={tableCellLabel(column, row)}
            format={format}
            options={column.options}
            onChange={(next) => onTableCell?.(row, columnIndex, next)}
          />
        )}
      </td>
    );
  };

  return (
    <div className="bs-sheet" data-form={form.code}>
      <h3 className="bs-sheet-title">{form.title}</h3>
      {form.note ? <p className="bs-sheet-note">{form.note}</p> : null}
      {form.rows.length > 0 ? (
        <div className="bs-sheet-scroll">
          <table className="bs-grid">
            <thead>
              <tr>
                <th rowSpan={grouped ? 2 : 1}>{form.labelHeader ?? '项目'}</th>
                <th rowSpan={grouped ? 2 : 1} className="bs-line">
                  {form.lineLabel ?? '栏次'}
                </th>
                {top.map((head) => (
                  <th key={head.key} colSpan={head.span} rowSpan={head.rowSpan}>
                    {head.label}
                  </th>
                ))}
              </tr>
              {grouped ? (
                <tr>
                  {bottom.map((column) => (
                    <th key={column.key}>{column.label}</th>
                  ))}
                </tr>
              ) : null}
            </thead>
            <tbody>
              {form.rows.map((row) => (
                <Fragment key={row.line}>
                  {row.section ? (
                    <tr className="bs-section">
                      <td colSpan={width}>{row.section}</td>
                    </tr>
                  ) : null}
                  <tr>
                    <td className="bs-label" style={{ paddingLeft: 8 + (row.indent ?? 0) * 16 }}>
                      {row.label}
                    </td>
                    <td className="bs-line">{row.line}</td>
                    {form.columns.map((column) => valueCell(row.line, column))}
                  </tr>
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {table ? (
        <div className="bs-calc">
          <div className="bs-calc-head">
            <h4>{table.title ?? '明细'}</h4>
            {editable ? (
              <Space>
                <Button size="small" onClick={onAddRow}>
                  增加行
                </Button>
                <Button size="small" danger onClick={deleteRow}>
                  删除行
                </Button>
              </Space>
            ) : null}
          </div>
          <div className="bs-sheet-scroll">
            <table className="bs-grid">
              <thead>
                <tr>
                  <th className="bs-line">序号</th>
                  {table.columns.map((column) => (
                    <th key={column.key}>{column.label}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.tableDataList.map((_, row) => (
                  // rows have no identity but their place: the table only grows and shrinks at its end
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                  <tr key={row}>
                    <td className="bs-line">{row + 1}</td>
                    {table.columns.map((column, columnIndex) => tableCell(column, columnIndex, row))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </div>
  );
}
