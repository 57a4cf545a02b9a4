import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TBwkpAdminGoodsRow } from '@sxpt/contract';
import { computeTotals, formatYuan, type TGoodsLine } from '@sxpt/domain';
import { Button, Flex, Input, Select, Table, type TableColumnsType, Tooltip, Typography } from 'antd';
import { OrderButtons } from '../admin/order-buttons';
import { moveRow, removeRow } from './list-ops';
import { rateOptions } from './rate-options';
import { emptyLine, fillLineAmounts, isDecimalText, lineFromGoods } from './subject-logic';

export const MAX_SUBJECT_LINES = 100;

/** The footer of the issue form: 合计金额 (不含税), 合计税额, 价税合计 and its 大写. */
export function LinesTotals({ lines }: { lines: readonly TGoodsLine[] }) {
  const totals = computeTotals(lines);
  return (
    <Flex gap={24} wrap style={{ padding: '8px 4px' }}>
      <span>合计金额（不含税）：{formatYuan(totals.total_exclusive)}</span>
      <span>合计税额：{formatYuan(totals.total_tax)}</span>
      <span>
        价税合计：<Typography.Text strong>{formatYuan(totals.total_money)}</Typography.Text>（{totals.capital}）
      </span>
    </Flex>
  );
}

/**
 * The goods lines of a question as an editable table (a form control: value / onChange). Money and tax are worked
 * out with the domain's rules as price, quantity and rate are typed; a goods code fills name, model, unit and rate.
 */
export function GoodsLinesEditor({
  value = [],
  onChange,
  goods,
  label,
}: {
  value?: TGoodsLine[];
  onChange?: (lines: TGoodsLine[]) => void;
  goods: readonly TBwkpAdminGoodsRow[];
  /** names the table for screen readers ("货物行", "重开货物行") */
  label: string;
}) {
  const lines = value;
  const set = (next: TGoodsLine[]) => onChange?.(next);
  const edit = (index: number, patch: Partial<TGoodsLine>) =>
    set(lines.map((line, i) => (i === index ? fillLineAmounts({ ...line, ...patch }) : line)));
  const cell = (index: number, field: keyof TGoodsLine, text: string, width?: number) => (
    <Input
      size="small"
      value={String(lines[index][field] ?? '')}
      aria-label={`${label}第${index + 1}行${text}`}
      status={
        (field === 'goods_num' || field === 'price') && !isDecimalText(String(lines[index][field])) ? 'error' : ''
      }
      style={width ? { width } : undefined}
      onChange={(event) => edit(index, { [field]: event.target.value })}
    />
  );

  const columns: TableColumnsType<TGoodsLine & { key: number }> = [
    { title: '行', key: 'n', width: 40, render: (_, __, index) => index + 1 },
    {
      title: '商品编码',
      key: 'goods',
      width: 128,
      render: (_, __, index) => (
        <Select<number>
          size="small"
          showSearch={{ optionFilterProp: 'title' }}
          placeholder="选择商品"
          aria-label={`${label}第${index + 1}行商品`}
          style={{ width: 116 }}
          value={undefined}
          notFoundContent="先在「商品编码」中录入商品"
          popupMatchSelectWidth={280}
          options={goods.map((row, i) => ({ value: i, title: row.name, label: `${row.name}（${row.flqc}）` }))}
          onChange={(i) => set(lines.map((line, j) => (j === index ? lineFromGoods(goods[i], line) : line)))}
        />
      ),
    },
    {
      title: '货物或应税劳务名称',
      key: 'fwname',
      width: 200,
      render: (_, __, index) => cell(index, 'fwname', '名称'),
    },
    { title: '规格型号', key: 'ggxh', width: 96, render: (_, __, index) => cell(index, 'ggxh', '规格型号') },
    { title: '单位', key: 'company', width: 56, render: (_, __, index) => cell(index, 'company', '单位') },
    { title: '数量', key: 'goods_num', width: 76, render: (_, __, index) => cell(index, 'goods_num', '数量') },
    { title: '单价(含税)', key: 'price', width: 92, render: (_, __, index) => cell(index, 'price', '单价') },
    {
      title: '金额(含税)',
      key: 'money',
      width: 92,
      align: 'right',
      render: (_, line) => line.money || <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      title: '税率',
      key: 'tax_rate',
      width: 96,
      render: (_, line, index) => (
        <Select
          size="small"
          style={{ width: 84 }}
          placeholder="税率"
          aria-label={`${label}第${index + 1}行税率`}
          value={line.tax_rate || undefined}
          options={rateOptions}
          onChange={(rate: string) => edit(index, { tax_rate: rate })}
        />
      ),
    },
    {
      title: '税额',
      key: 'tax_amount',
      width: 84,
      align: 'right',
      render: (_, line) => line.tax_amount || <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      title: '',
      key: 'actions',
      width: 96,
      render: (_, __, index) => (
        <Flex>
          <OrderButtons index={index} count={lines.length} onMove={(step) => set(moveRow(lines, index, step))} />
          <Tooltip title="删除该行">
            <Button
              type="text"
              size="small"
              danger
              aria-label={`删除${label}第${index + 1}行`}
              icon={<DeleteOutlined />}
              disabled={lines.length === 1}
              onClick={() => set(removeRow(lines, index))}
            />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  return (
    <div>
      <Table<TGoodsLine & { key: number }>
        rowKey="key"
        size="small"
        bordered
        pagination={false}
        columns={columns}
        dataSource={lines.map((line, key) => ({ ...line, key }))}
        scroll={{ x: 1056 }}
        footer={() => <LinesTotals lines={lines} />}
      />
      <Button
        type="dashed"
        size="small"
        icon={<PlusOutlined />}
        style={{ marginTop: 8 }}
        disabled={lines.length >= MAX_SUBJECT_LINES}
        onClick={() => set([...lines, emptyLine()])}
      >
        添加{label}
      </Button>
    </div>
  );
}
