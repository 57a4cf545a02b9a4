import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { formatBytes } from './admin-format';
import { FileUpload } from './file-upload';

export interface THandoutValue {
  url: string;
  name: string;
}

const emptyHandout: THandoutValue = { url: '', name: '' };

/** A file name without its .pdf ending, as the handout's name. */
export function handoutNameOf(fileName: string): string {
  return fileName
    .replace(/\.pdf$/i, '')
    .trim()
    .slice(0, 100);
}

/** A lesson's handout: upload a PDF (/admin/upload/handout; its name fills the handout name) or enter an address. */
export function HandoutField({
  value = emptyHandout,
  onChange,
}: {
  value?: THandoutValue;
  onChange?: (v: THandoutValue) => void;
}) {
  const [mode, setMode] = useState<'upload' | 'url'>(
    value.url && !value.url.startsWith('/uploads/') ? 'url' : 'upload',
  );
  const [size, setSize] = useState<number | null>(null);

  return (
    <Flex vertical gap={12}>
      <Radio.Group
        optionType="button"
        value={mode}
        onChange={(event) => setMode(event.target.value)}
        options={[
          { value: 'upload', label: '上传讲义' },
          { value: 'url', label: '讲义地址' },
        ]}
      />
      {mode === 'upload' ? (
        <Flex gap={12} align="center" wrap>
          <FileUpload
            kind="handout"
            accept="application/pdf,.pdf"
            buttonText={value.url ? '重新上传 PDF' : '上传 PDF 讲义'}
            isAccepted={(file) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf')}
            wrongTypeText="只能上传 PDF 讲义"
            onUploaded={(data) => {
              setSize(data.size);
              onChange?.({ url: data.url, name: handoutNameOf(data.name) || value.name });
            }}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {size !== null ? `已上传（${formatBytes(size)}）` : 'PDF，不超过50MB'}
          </Typography.Text>
        </Flex>
      ) : (
        <Input
          placeholder="https://… 或 /uploads/… 的 PDF 地址"
          value={value.url}
          maxLength={500}
          onChange={(event) => onChange?.({ ...value, url: event.target.value.trim() })}
          style={{ maxWidth: 560 }}
        />
      )}
      {value.url ? (
        <Flex gap={12} align="center" wrap>
          <FilePdfOutlined style={{ color: '#d4380d', fontSize: 20 }} />
          <Typography.Text>讲义名称</Typography.Text>
          <Input
            value={value.name}
            maxLength={100}
            placeholder="学生看到的讲义名称"
            onChange={(event) => onChange?.({ ...value, name: event.target.value })}
            style={{ width: 320 }}
            aria-label="讲义名称"
          />
          <Typography.Link href={value.url} target="_blank" rel="noreferrer">
            打开讲义
          </Typography.Link>
          <Button danger onClick={() => onChange?.(emptyHandout)}>
            移除讲义
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
