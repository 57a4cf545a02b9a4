import { InboxOutlined } from '@ant-design/icons';
import { Typography, Upload, type UploadProps } from 'antd';

const MAX_XLSX_BYTES = 10 * 1024 * 1024;

/** Whether a chosen file is an .xlsx the server can read; the reason when it is not. */
export function xlsxProblem(file: { name: string; size: number }): string | null {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return '请选择 .xlsx 格式的 Excel 文件（可先下载模板再填写）';
  if (file.size > MAX_XLSX_BYTES) return '文件不能超过 10 MB';
  return null;
}

/**
 * A drop zone for one .xlsx; `onFile` receives it (the caller uploads it with request(), which sends the
 * Authorization header). Wrong types and sizes are refused before anything is sent.
 */
export function XlsxUpload({
  onFile,
  onRefused,
  isBusy,
  hint,
}: {
  onFile: (file: File) => Promise<void>;
  onRefused: (reason: string) => void;
  isBusy: boolean;
  hint: string;
}) {
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = xlsxProblem(file);
    if (problem) {
      onRefused(problem);
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    if (!(file instanceof File)) return;
    try {
      await onFile(file);
      onSuccess?.(null);
    } catch (error) {
      onError?.(error instanceof Error ? error : new Error('上传失败'));
    }
  };
  return (
    <Upload.Dragger
      accept=".xlsx"
      multiple={false}
      showUploadList={false}
      disabled={isBusy}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{isBusy ? '正在导入，请稍候…' : '点击或将 .xlsx 文件拖到此处上传'}</p>
      <Typography.Paragraph type="secondary" style={{ margin: '0 16px' }}>
        {hint}
      </Typography.Paragraph>
    </Upload.Dragger>
  );
}
