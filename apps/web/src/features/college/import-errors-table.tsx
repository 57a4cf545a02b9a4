import type { TImportError } from '@sxpt/contract';
import { Alert, Table } from 'antd';

/** Every bad row of a refused import (Excel row number and why); nothing of the file was written. */
export function ImportErrorsTable({ errors }: { errors: TImportError[] }) {
  return (
    <>
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 12 }}
        title={`导入失败：共 ${errors.length} 行有误，整份文件都没有导入`}
        description="请按下表修改 Excel 中对应的行（表头为第 1 行），然后重新上传。"
      />
      <Table<TImportError>
        size="small"
        rowKey={(item) => `${item.row}-${item.reason}`}
        dataSource={errors}
        pagination={errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        columns={[
          { title: '行号', dataIndex: 'row', width: 80, render: (row: number) => `第 ${row} 行` },
          { title: '问题', dataIndex: 'reason' },
        ]}
      />
    </>
  );
}
