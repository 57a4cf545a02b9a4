import { DownloadOutlined } from '@ant-design/icons';
import {
  initialPasswordNotice,
  memberImportColumns,
  type TImportError,
  type TInitialPassword,
  type TInlineFile,
} from '@sxpt/contract';
import { Alert, App, Button, Modal, Result, Space, Steps, Table, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/api-error';
import { ImportErrorsTable } from './import-errors-table';
import { downloadMemberTemplate, importMembers, memberLabels, saveInlineFile, type TMemberKind } from './member-api';
import { useRefreshCollege } from './use-college-data';
import { XlsxUpload } from './xlsx-upload';

type TOutcome =
  | { kind: 'none' }
  | { kind: 'created'; message: string; passwords: TInitialPassword[]; file: TInlineFile }
  | { kind: 'rows'; errors: TImportError[] }
  | { kind: 'failed'; message: string };

/**
 * 批量导入: download the template, fill it, upload it. The server checks the whole file first: any bad row and
 * nothing is written (every bad row is listed); otherwise every row is created.
 */
export function MemberImportModal({ kind, onClose }: { kind: TMemberKind; onClose: () => void }) {
  const { message, modal } = App.useApp();
  const refresh = useRefreshCollege();
  const label = memberLabels[kind];
  const [isBusy, setBusy] = useState(false);
  const [isDownloading, setDownloading] = useState(false);
  const [outcome, setOutcome] = useState<TOutcome>({ kind: 'none' });
  const [isSaved, setSaved] = useState(false);

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
        setSaved(false);
        setOutcome({
          kind: 'created',
          message: result.message,
          passwords: result.passwords,
          file: result.passwordFile,
        });
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

  function savePasswords(file: TInlineFile) {
    saveInlineFile(file);
    setSaved(true);
    message.success(`已下载：${file.filename}`);
  }

  /** The passwords are shown only here: closing before saving them asks first. */
  function close() {
    if (outcome.kind !== 'created' || isSaved) {
      onClose();
      return;
    }
    modal.confirm({
      title: '还没有下载初始密码表',
      content: '初始密码只显示这一次，关闭后无法再查看（只能逐个重置密码）。确定关闭吗？',
      okText: '仍然关闭',
      cancelText: '返回下载',
      onOk: onClose,
    });
  }

  return (
    <Modal
      open
      title={`批量导入${label}`}
      width={720}
      onCancel={close}
      maskClosable={false}
      footer={<Button onClick={close}>{outcome.kind === 'created' ? '完成' : '关闭'}</Button>}
    >
      {outcome.kind === 'created' ? (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Result
            status="success"
            title={outcome.message}
            subTitle={initialPasswordNotice}
            style={{ padding: '16px 0 0' }}
            extra={
              <Button type="primary" icon={<DownloadOutlined />} onClick={() => savePasswords(outcome.file)}>
                下载初始密码表
              </Button>
            }
          />
          <Alert
            type="warning"
            showIcon
            title="初始密码只显示这一次，关闭后无法再查看"
            description="请下载初始密码表（账号、姓名、初始密码）并分发给本人；本人首次登录时须修改密码。"
          />
          <Table<TInitialPassword>
            size="small"
            rowKey="account"
            dataSource={outcome.passwords}
            pagination={{ pageSize: 8, hideOnSinglePage: true, showSizeChanger: false }}
            columns={[
              { title: '账号', dataIndex: 'account' },
              { title: '姓名', dataIndex: 'name' },
              {
                title: '初始密码',
                dataIndex: 'password',
                render: (password: string) => (
                  <Typography.Text code copyable={{ text: password, tooltips: ['复制', '已复制'] }}>
                    {password}
                  </Typography.Text>
                ),
              },
            ]}
          />
        </Space>
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
            hint={`${initialPasswordNotice}。一次最多 1000 行。`}
          />
          {outcome.kind === 'failed' ? <Alert type="error" showIcon title={outcome.message} /> : null}
          {outcome.kind === 'rows' ? <ImportErrorsTable errors={outcome.errors} /> : null}
        </Space>
      )}
    </Modal>
  );
}
