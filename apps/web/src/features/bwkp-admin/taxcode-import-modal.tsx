import { InboxOutlined } from '@ant-design/icons';
import type { TTaxCodeChange, TTaxCodeImportData, TTaxCodeImportMode } from '@sxpt/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Modal, Radio, Table, Tabs, Typography, Upload } from 'antd';
import { useState } from 'react';
import { bwkpAdminKeys, importTaxCodes } from './bwkp-admin-api';

const MAX_BYTES = 20 * 1024 * 1024;

export const changeFieldLabels: Record<TTaxCodeChange['field'], string> = {
  name: '名称',
  short_name: '简称',
  rates: '税率',
  parent_code: '上级编码',
  description: '说明',
  special_management: '特殊管理',
  is_summary: '汇总项',
  version: '版本',
  effective_date: '启用日期',
};

/** The server's own summary sentence of an import, from its counts. */
export function importSummary(data: TTaxCodeImportData): string {
  return `导入成功：新增${data.added}条，更新${data.updated}条，删除${data.removed}条，未变${data.unchanged}条`;
}

function ImportReport({ data }: { data: TTaxCodeImportData }) {
  const codeColumns = [
    { title: '编码', dataIndex: 'code', width: 180 },
    { title: '名称', dataIndex: 'name' },
  ];
  const sampleNote = (count: number, shown: number) =>
    count > shown ? (
      <Typography.Text type="secondary">
        共 {count} 条，仅列出前 {shown} 条
      </Typography.Text>
    ) : null;
  return (
    <Flex vertical gap={12}>
      <Alert type="success" showIcon title={importSummary(data)} />
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label="导入方式">{data.mode === 'replace' ? '替换' : '更新'}</Descriptions.Item>
        <Descriptions.Item label="编码表版本">{data.version || '—'}</Descriptions.Item>
        <Descriptions.Item label="导入后编码总数">{data.total}</Descriptions.Item>
        <Descriptions.Item label="未变">{data.unchanged}</Descriptions.Item>
      </Descriptions>
      <Tabs
        items={[
          {
            key: 'added',
            label: `新增 ${data.added}`,
            children: (
              <>
                {sampleNote(data.added, data.samples.added.length)}
                <Table
                  rowKey="code"
                  size="small"
                  pagination={false}
                  columns={codeColumns}
                  dataSource={data.samples.added}
                />
              </>
            ),
          },
          {
            key: 'updated',
            label: `更新 ${data.updated}`,
            children: (
              <>
                {sampleNote(data.updated, data.samples.updated.length)}
                <Table
                  rowKey="code"
                  size="small"
                  pagination={false}
                  dataSource={data.samples.updated}
                  columns={[
                    ...codeColumns,
                    {
                      title: '变化',
                      key: 'changes',
                      render: (_, row: TTaxCodeImportData['samples']['updated'][number]) => (
                        <Flex vertical gap={2}>
                          {row.changes.map((change) => (
                            <span key={change.field}>
                              {changeFieldLabels[change.field]}：{change.before || '（空）'} →{' '}
                              {change.after || '（空）'}
                            </span>
                          ))}
                        </Flex>
                      ),
                    },
                  ]}
                />
              </>
            ),
          },
          {
            key: 'removed',
            label: `删除 ${data.removed}`,
            children: (
              <>
                {sampleNote(data.removed, data.samples.removed.length)}
                <Table
                  rowKey="code"
                  size="small"
                  pagination={false}
                  columns={codeColumns}
                  dataSource={data.samples.removed}
                />
              </>
            ),
          },
        ]}
      />
    </Flex>
  );
}

/**
 * 更新税收分类编码表: upload the tax authority's export (.xlsx, the layout the real client imports) and show what
 * changed. update keeps codes the file lacks; replace makes the table exactly the file.
 */
export function TaxCodeImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mode, setMode] = useState<TTaxCodeImportMode>('update');
  const upload = useMutation({
    mutationFn: () => importTaxCodes(file as File, mode),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bwkp-admin', 'taxcode'] }),
        queryClient.invalidateQueries({ queryKey: bwkpAdminKeys.all }),
      ]),
  });

  function close() {
    setFile(null);
    setFileError(null);
    upload.reset();
    onClose();
  }

  return (
    <Modal
      title="更新税收分类编码表"
      open={open}
      width={820}
      onCancel={close}
      destroyOnHidden
      footer={
        upload.data ? (
          <Button type="primary" onClick={close}>
            完成
          </Button>
        ) : (
          <Flex justify="flex-end" gap={8}>
            <Button onClick={close}>取消</Button>
            <Button type="primary" disabled={!file} loading={upload.isPending} onClick={() => upload.mutate()}>
              开始导入
            </Button>
          </Flex>
        )
      }
    >
      {upload.data ? (
        <ImportReport data={upload.data} />
      ) : (
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            选择税务机关发布的《商品和服务税收分类编码表》导出文件（.xlsx，含 SPBM、SPMC、PID
            等列，开票软件导入的就是这种文件）。导入后，商品编码的选择树和搜索立即使用新表；已保存的案例商品编码不会被改动。
          </Typography.Paragraph>
          <Upload.Dragger
            accept=".xlsx"
            maxCount={1}
            showUploadList={false}
            beforeUpload={(chosen) => {
              if (!chosen.name.toLowerCase().endsWith('.xlsx')) {
                setFileError('请选择 .xlsx 格式的编码表文件');
              } else if (chosen.size > MAX_BYTES) {
                setFileError('文件过大，不能超过20MB');
              } else {
                setFile(chosen);
                setFileError(null);
                upload.reset();
              }
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{file ? file.name : '点击或拖入编码表文件（.xlsx，不超过20MB）'}</p>
            {file ? <p className="ant-upload-hint">{(file.size / 1024 / 1024).toFixed(1)} MB，可点击重新选择</p> : null}
          </Upload.Dragger>
          {fileError ? <Alert type="error" showIcon title={fileError} /> : null}
          <div>
            <Typography.Text strong>导入方式</Typography.Text>
            <Radio.Group
              style={{ display: 'flex', flexDirection: 'column', gap: 6, marginTop: 8 }}
              value={mode}
              onChange={(event) => setMode(event.target.value)}
              options={[
                { value: 'update', label: '更新：新增和修改文件中的编码，文件中没有的编码保留' },
                { value: 'replace', label: '替换：编码表与文件完全一致，文件中没有的编码将被删除' },
              ]}
            />
          </div>
          {upload.isError ? <Alert type="error" showIcon title={`导入失败：${upload.error.message}`} /> : null}
        </Flex>
      )}
    </Modal>
  );
}
