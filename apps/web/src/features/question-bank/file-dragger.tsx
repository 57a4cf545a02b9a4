import { InboxOutlined } from '@ant-design/icons';
import { Upload } from 'antd';

/** One file to upload, kept in the page (nothing is sent until the page sends it): picked, or removed (null). */
export function FileDragger({
  accept,
  text,
  onPick,
}: {
  accept: string;
  text: string;
  onPick: (file: File | null) => void;
}) {
  return (
    <Upload.Dragger
      accept={accept}
      maxCount={1}
      beforeUpload={(picked) => {
        onPick(picked);
        return false;
      }}
      onRemove={() => onPick(null)}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p>{text}</p>
    </Upload.Dragger>
  );
}
