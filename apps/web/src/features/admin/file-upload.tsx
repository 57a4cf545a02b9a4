import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Progress, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/api-error';
import { readUploadAnswer, type TUploadAnswer, uploadHeaders, uploadLimits, uploadPaths } from './upload-api';

interface TFileUploadProps<K extends keyof TUploadAnswer> {
  kind: K;
  /** the file picker's filter, e.g. 'video/mp4,.mp4' */
  accept: string;
  buttonText: string;
  /** the browser's first look at the type (the server checks the file's bytes) */
  isAccepted: (file: File) => boolean;
  wrongTypeText: string;
  /** a file was chosen and is about to be sent */
  onSelect?: (file: File) => void;
  onUploaded: (data: TUploadAnswer[K], file: File) => void;
}

/**
 * An upload button (multipart field `file`, with the token header) that shows the progress, then hands the
 * server's answer to `onUploaded`; a refusal shows the server's message.
 */
export function FileUpload<K extends keyof TUploadAnswer>(props: TFileUploadProps<K>) {
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number | null>(null);
  const limit = uploadLimits[props.kind];

  const onChange: UploadProps['onChange'] = ({ file }) => {
    if (file.status === 'uploading') setPercent(Math.floor(file.percent ?? 0));
    if (file.status === 'error') {
      setPercent(null);
      message.error(`上传失败：${errorText(file.error)}`);
    }
    if (file.status === 'done') {
      setPercent(null);
      try {
        const data = readUploadAnswer<TUploadAnswer[K]>(file.response);
        if (file.originFileObj) props.onUploaded(data, file.originFileObj);
      } catch (error) {
        message.error(errorText(error));
      }
    }
  };

  return (
    <div>
      <Upload
        name="file"
        action={uploadPaths[props.kind]}
        headers={uploadHeaders()}
        accept={props.accept}
        showUploadList={false}
        maxCount={1}
        disabled={percent !== null}
        beforeUpload={(file) => {
          if (!props.isAccepted(file)) {
            message.error(props.wrongTypeText);
            return Upload.LIST_IGNORE;
          }
          if (file.size > limit.bytes) {
            message.error(limit.text);
            return Upload.LIST_IGNORE;
          }
          props.onSelect?.(file);
          return true;
        }}
        onChange={onChange}
      >
        <Button icon={<UploadOutlined />} loading={percent !== null}>
          {percent !== null ? '上传中…' : props.buttonText}
        </Button>
      </Upload>
      {percent !== null ? <Progress percent={percent} size="small" style={{ maxWidth: 360, marginTop: 8 }} /> : null}
    </div>
  );
}
