import { DownloadOutlined } from '@ant-design/icons';
import { initialPasswordRuleText, memberImportColumns, type TImportError } from '@sxpt/contract';
import { Alert, App, Button, Modal, Result, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/api-error';
import { ImportErrorsTable } from './import-errors-table';
import { downloadMemberTemplate, importMembers, memberLabels, type TMemberKind } from './member-api';
import { useRefreshCollege } from './use-college-data';
import { XlsxUpload } from './xlsx-upload';

type TOutcome =
  | { kind: 'none' }
  | { kind: 'created'; message: string }
  | { kind: 'rows'; errors: TImportError[] }
  | { kind: 'failed'; message: string };

/**
 * 批量导入: download the template, fill it, upload it. The server checks the whole file first: any bad row and
 * nothing is written (every bad row is listed); otherwise every row is created.
 */
export function MemberImportModal({ kind, onClose }: { kind: TMemberKind; onClose: () => void }) {
  const { message } = App.useApp();
  const refresh = useRefreshCollege();
  const label = memberLabels[kind];
  const [isBusy, setBusy] = useState(false);
  const [isDownloading, setDownloading] = useState(false);
  const [outcome, setOutcome] = useState<TOutcome>({ kind: 'none' });

  async function downloadTemplate() {
    setDownloading(true);
    try {
      message.success(`已下载：${await downloadMemberTemplate(kind)}`);
    } catch {
      // the client already showed why
    } finally {
      setDownloading(false);
    }
  }

  async function upload(file: File) {
    setBusy(true);
    setOutcome({ kind: 'none' });
    try {
      const result = await importMembers(kind, file, file.name);
      if (result.ok) {
        setOutcome({ kind: 'created', message: result.message });
        await refresh();
      } else {
        setOutcome({ kind: 'rows', errors: result.errors });
      }
    } catch (error) {
      setOutcome({ kind: 'failed', message: errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={`批量导入${label}`}
      width={720}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{outcome.kind === 'created' ? '完成' : '关闭'}</Button>}
    >
      {outcome.kind === 'created' ? (
        <Result status="success" title={outcome.message} subTitle={initialPasswordRuleText} />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Steps
            size="small"
            current={-1}
            items={[
              { title: '下载模板', content: `表头：${memberImportColumns.join('、')}` },
              { title: '填写名单', content: '账号、姓名必填' },
              { title: '上传文件', content: '整份文件检查无误才导入' },
            ]}
          />
          <Space wrap>
            <Button icon={<DownloadOutlined />} loading={isDownloading} onClick={downloadTemplate}>
              下载{label}导入模板
            </Button>
            <Typography.Text type="secondary">模板的「填写说明」页列出了本院校的校区名称和各列要求。</Typography.Text>
          </Space>
          <XlsxUpload
            isBusy={isBusy}
            onFile={upload}
            onRefused={(reason) => setOutcome({ kind: 'failed', message: reason })}
            hint={`${initialPasswordRuleText}。一次最多 1000 行。`}
          />
          {outcome.kind === 'failed' ? <Alert type="error" showIcon title={outcome.message} /> : null}
          {outcome.kind === 'rows' ? <ImportErrorsTable errors={outcome.errors} /> : null}
        </Space>
      )}
    </Modal>
  );
}
