import type { TQuestionImportItem } from '@sxpt/contract';
import { QUESTION_TYPE_LABEL } from '@sxpt/domain';
import { Space, type TableColumnsType, Tag, Typography } from 'antd';
import { TYPE_COLOR } from './question-labels';

/** The columns of a question read from an imported file: its row, type, label and problems (in red). */
export const importItemColumns: TableColumnsType<TQuestionImportItem> = [
  { title: '行号', dataIndex: 'line', width: 80 },
  {
    title: '题型',
    dataIndex: 'type',
    width: 120,
    render: (type: TQuestionImportItem['type']) =>
      type ? <Tag color={TYPE_COLOR[type]}>{QUESTION_TYPE_LABEL[type]}</Tag> : <Tag>未识别</Tag>,
  },
  { title: '试题', dataIndex: 'label', ellipsis: true },
  {
    title: '检查结果',
    dataIndex: 'errors',
    width: 380,
    render: (errors: string[]) =>
      errors.length === 0 ? (
        <Typography.Text type="success">可以导入</Typography.Text>
      ) : (
        <Space direction="vertical" size={0}>
          {errors.map((error) => (
            <Typography.Text key={error} type="danger">
              {error}
            </Typography.Text>
          ))}
        </Space>
      ),
  },
];

/** A row with problems is marked (the class the import previews style). */
export const importRowClass = (item: TQuestionImportItem) => (item.errors.length > 0 ? 'import-row-error' : '');
