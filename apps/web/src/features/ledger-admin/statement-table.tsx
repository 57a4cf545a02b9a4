// A model statement of a case as the engine draws it (行次, 项目, the definition's two columns), for acc5's pages.
import type { TLxCaseCheck } from '@sxpt/contract';
import { Table } from 'antd';
import { formatAmount } from '../ledger/lx-api';

export function StatementTable({
  statement,
  height,
}: {
  statement: TLxCaseCheck['statements'][number];
  /** a scrolling body of this height (the whole table when absent) */
  height?: number;
}) {
  return (
    <Table
      size="small"
      bordered
      rowKey="line"
      pagination={false}
      title={() => statement.title}
      dataSource={statement.lines}
      {...(height ? { scroll: { y: height } } : {})}
      columns={[
        { title: '行次', dataIndex: 'line', width: 60 },
        { title: '项目', dataIndex: 'name' },
        ...([0, 1] as const).map((column) => ({
          title: statement.columns[column],
          key: String(column),
          align: 'right' as const,
          width: 150,
          render: (_: unknown, line: (typeof statement.lines)[number]) => formatAmount(line.values[column]),
        })),
      ]}
    />
  );
}
