import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Typography } from 'antd';
import { FileUpload } from './file-upload';

const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** A resource's cover: upload an image (/api/upload_image) and preview it; the value is its address. */
export function CoverUpload({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  return (
    <Flex gap={16} align="flex-start" wrap>
      <div
        style={{
          width: 240,
          height: 135,
          borderRadius: 6,
          border: '1px dashed #c9d3e0',
          background: '#f7f9fc',
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {value ? (
          <Image src={value} alt="封面预览" width={240} height={135} style={{ objectFit: 'cover' }} />
        ) : (
          <Typography.Text type="secondary">暂无封面</Typography.Text>
        )}
      </div>
      <Flex vertical gap={8} align="flex-start">
        <FileUpload
          kind="image"
          accept="image/png,image/jpeg,image/gif,image/webp"
          buttonText={value ? '更换封面' : '上传封面'}
          isAccepted={(file) => imageTypes.includes(file.type)}
          wrongTypeText="只能上传 PNG、JPG、GIF 或 WebP 图片"
          onUploaded={(data) => onChange?.(data.url)}
        />
        {value ? (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')}>
            移除封面
          </Button>
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          建议 16:9，例如 640×360；不超过 10MB
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
