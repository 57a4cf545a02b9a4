import type { TCompareSection, TCompareTable } from '@sxpt/contract';
import { Empty, Flex, Table, type TableColumnsType, Typography } from 'antd';

const WRONG_STYLE = { color: '#cf1322', fontWeight: 600 } as const;

/** A field list: 字段 | 学生答案 | 参考答案, wrong answers in red. */
function FieldsTable({ section }: { section: TCompareSection }) {
  const columns: TableColumnsType<TCompareSection['fields'][number]> = [
    { title: '项目', dataIndex: 'label', width: 160 },
    {
      title: '学生答案',
      dataIndex: 'answer',
      render: (answer: string, field) => (
        <span style={field.is_wrong ? WRONG_STYLE : undefined} data-wrong={field.is_wrong || undefined}>
          {answer || '（空）'}
        </span>
      ),
    },
    { title: '参考答案', dataIndex: 'model', render: (model: string) => model || '（空）' },
  ];
  return (
    <Table
      size="small"
      rowKey="key"
      pagination={false}
      columns={columns}
      dataSource={section.fields}
      rowClassName={(field) => (field.is_wrong ? 'sxpt-row-wrong' : '')}
    />
  );
}

/** One side of a compared table: the student's rows (wrong cells red) or the model's. */
function SideTable({
  table,
  side,
  caption,
  isPrintable,
}: {
  table: TCompareTable;
  side: 'answer' | 'model';
  caption: string;
  isPrintable: boolean;
}) {
  const wrong = new Set(table.wrong);
  const rows = (side === 'answer' ? table.answer : table.model).map((row, index) => ({
    ...row,
    __row: String(index + 1),
  }));
  const columns: TableColumnsType<Record<string, string>> = [
    {
      title: '行',
      dataIndex: '__row',
      width: 44,
      render: (row: string) => (side === 'answer' && wrong.has(row) ? <span style={WRONG_STYLE}>{row}</span> : row),
    },
    ...table.columns.map((column) => ({
      title: column.label,
      dataIndex: column.key,
      ellipsis: !isPrintable,
      render: (value: string, row: Record<string, string>) => {
        const isWrong = side === 'answer' && (wrong.has(`${row.__row}.${column.key}`) || wrong.has(row.__row));
        return (
          <span style={isWrong ? WRONG_STYLE : undefined} data-wrong={isWrong || undefined}>
            {value}
          </span>
        );
      },
    })),
  ];
  return (
    <div style={{ flex: 1, minWidth: 0 }}>
      <Typography.Text type="secondary">{caption}</Typography.Text>
      <Table
        size="small"
        rowKey="__row"
        pagination={false}
        columns={columns}
        dataSource={rows}
        {...(isPrintable ? {} : { scroll: { x: 'max-content' } })}
      />
    </div>
  );
}

/** True when the student's rows are the model's, cell for cell, and none was found wrong. */
function isSameTable(table: TCompareTable): boolean {
  return table.wrong.length === 0 && JSON.stringify(table.answer) === JSON.stringify(table.model);
}

/**
 * A try's answer beside the model answer, section by section. A table the student got right is shown once.
 * `isPrintable`: cells wrap instead of scrolling (the printed report).
 */
export function CompareView({
  sections,
  isPrintable = false,
}: {
  sections: readonly TCompareSection[];
  isPrintable?: boolean;
}) {
  if (sections.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="此步骤无需填写内容，或没有作答记录" />;
  }
  return (
    <Flex vertical gap={16}>
      {sections.map((section) => (
        <div key={section.title}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {section.title}
          </Typography.Title>
          {section.fields.length > 0 ? <FieldsTable section={section} /> : null}
          {section.tables.map((table) => (
            <div key={table.title} style={{ marginTop: 8 }}>
              <Typography.Text strong>{table.title}</Typography.Text>
              <Flex vertical gap={8} style={{ marginTop: 4 }}>
                {isSameTable(table) ? (
                  <SideTable
                    table={table}
                    side="answer"
                    caption="学生答案（与参考答案一致）"
                    isPrintable={isPrintable}
                  />
                ) : (
                  <>
                    <SideTable table={table} side="answer" caption="学生答案" isPrintable={isPrintable} />
                    <SideTable table={table} side="model" caption="参考答案" isPrintable={isPrintable} />
                  </>
                )}
              </Flex>
            </div>
          ))}
        </div>
      ))}
    </Flex>
  );
}
