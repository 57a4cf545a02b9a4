// Simple HTML typed by an author (a question's stem, a case's source document): a text box, 插入图片 (uploaded through
// /api/upload_image, appended as <img>), and the text as students will see it once it holds markup.
import { Flex, Input, Typography } from 'antd';
import { RichText } from '../../components/rich-text';
import { FileUpload } from './file-upload';

export function HtmlField({
  label,
  value,
  onChange,
  hint = '图片插在末尾；可以用简单的HTML（段落、加粗、表格）',
  minRows = 3,
}: {
  label: string;
  value: string;
  onChange: (next: string) => void;
  hint?: string;
  minRows?: number;
}) {
  return (
    <>
      <Input.TextArea
        aria-label={label}
        autoSize={{ minRows, maxRows: 16 }}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Flex gap={12} align="flex-start" style={{ marginTop: 8 }}>
        <FileUpload
          kind="image"
          accept="image/png,image/jpeg,image/gif,image/webp"
          buttonText="插入图片"
          isAccepted={(file) => /^image\/(png|jpeg|gif|webp)$/.test(file.type)}
          wrongTypeText="请选择PNG、JPG、GIF或WebP图片"
          onUploaded={(data) => onChange(`${value}${value ? '\n' : ''}<img src="${data.url}">`)}
        />
        <Typography.Text type="secondary" style={{ lineHeight: '32px' }}>
          {hint}
        </Typography.Text>
      </Flex>
      {/<[a-z][^>]*>/i.test(value) ? (
        <div
          aria-label="显示效果"
          style={{ marginTop: 8, padding: '8px 12px', background: '#fafafa', border: '1px solid #f0f0f0' }}
        >
          <RichText text={value} />
        </div>
      ) : null}
    </>
  );
}
