// hongziDr (导入红字信息表, step 14.5's way in): a simulated desktop file chooser. The downloaded information
// forms (hzxz) lie on the desktop as 红字信息表_<编号>.xml; only that path is accepted (请重新上传红字信息文件！),
// nothing chosen is refused (请先选中红字信息文件后再点击确定上传，或者双击红字信息文件上传！), and before the
// download (14.4) the progress refuses (请先完成红字发票下载！). The right file opens the special issue form in
// red mode for its question.

import { DesktopOutlined, FileTextOutlined, FolderOutlined, HddOutlined } from '@ant-design/icons';
import type { TBwkpProgressQuestion, TBwkpRedForm } from '@sxpt/contract';
import { canImportRedForm, messages } from '@sxpt/domain';
import { Button, Input, Select } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../../api/api-error';
import { useToast } from '../../../../app/toast';
import { ClientWindow } from '../../client-window';
import { kaipiaoApi } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import type { TFptkProps, TPopupProps } from '../../popup-types';
import { usePopup } from '../../use-popup';
import { formatTime } from '../query/format';
import { DESKTOP_PATH, redFileName, redFilePath } from './red-format';
import { useRedForms } from './use-red-forms';
import './red.css';

interface TFolder {
  key: string;
  name: string;
  path: string;
  depth: number;
}

/** The simulated computer: the desktop holds the downloaded forms; the other places are empty. */
export const FOLDERS: readonly TFolder[] = [
  { key: 'desktop', name: '桌面', path: DESKTOP_PATH, depth: 0 },
  { key: 'documents', name: '文档', path: 'C:\\Users\\Administrator\\Documents', depth: 0 },
  { key: 'downloads', name: '下载', path: 'C:\\Users\\Administrator\\Downloads', depth: 0 },
  { key: 'c', name: '本地磁盘 (C:)', path: 'C:', depth: 0 },
  { key: 'd', name: '本地磁盘 (D:)', path: 'D:', depth: 0 },
];

const DRIVE_PATH = /^[a-z]:/i;

function FolderIcon({ folderKey }: { folderKey: string }) {
  if (folderKey === 'desktop') return <DesktopOutlined style={{ color: '#2f7bd9' }} />;
  if (folderKey === 'c' || folderKey === 'd') return <HddOutlined style={{ color: '#666' }} />;
  return <FolderOutlined style={{ color: '#d9a520' }} />;
}

export default function HongziDr({ zIndex, close }: TPopupProps) {
  const [folder, setFolder] = useState<TFolder>(FOLDERS[0]);
  const [fileName, setFileName] = useState('');
  const [busy, setBusy] = useState(false);
  const forms = useRedForms();
  const toast = useToast();
  const popup = usePopup();
  /** the files on the desktop: every downloaded form */
  const desktopFiles = (forms.data?.list ?? []).filter((form) => form.downloaded_at !== null && form.number !== '');
  const files = folder.key === 'desktop' ? desktopFiles : [];

  async function currentProgress(): Promise<TBwkpProgressQuestion[]> {
    const known = useKaipiaoStore.getState().progress;
    if (known) return known;
    const status = await kaipiaoApi.subjectStatus();
    useKaipiaoStore.getState().setProgress(status.progress);
    return status.progress;
  }

  async function upload(chosen?: string) {
    setBusy(true);
    try {
      const decision = canImportRedForm(await currentProgress());
      if (!decision.ok) {
        void toast.warning(decision.message);
        return;
      }
      const name = (chosen ?? fileName).trim();
      if (name === '') {
        void toast.warning(messages.selectRedLetterFile);
        return;
      }
      const path = (DRIVE_PATH.test(name) ? name : `${folder.path}\\${name}`).toLowerCase();
      const form: TBwkpRedForm | undefined = desktopFiles.find((file) => redFilePath(file).toLowerCase() === path);
      if (!form) {
        void toast.warning(messages.reuploadRedLetterFile);
        return;
      }
      close();
      popup.open('fptk', { invoiceType: 2, subjectId: form.subject_id, red: true } satisfies TFptkProps);
    } catch (error) {
      void toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ClientWindow
      title="导入红字增值税专用发票信息表"
      zIndex={zIndex}
      onClose={close}
      width={720}
      testId="kp-hongziDr"
      footer={
        <>
          <Button size="small" type="primary" loading={busy} onClick={() => void upload()}>
            确定上传
          </Button>
          <Button size="small" onClick={close}>
            取消
          </Button>
        </>
      }
    >
      <div className="kp-file-address">
        查找范围：
        <span className="kp-file-path" data-testid="kp-file-path">
          {folder.path}
        </span>
      </div>
      <div className="kp-file-panes">
        <nav className="kp-file-tree" aria-label="位置">
          <div style={{ padding: '3px 8px', color: '#666', fontSize: 12 }}>此电脑</div>
          {FOLDERS.map((entry) => (
            <button
              key={entry.key}
              type="button"
              className={entry.key === folder.key ? 'kp-file-current' : undefined}
              style={{ '--kp-depth': entry.depth + 1 } as React.CSSProperties}
              onClick={() => {
                setFolder(entry);
                setFileName('');
              }}
            >
              <FolderIcon folderKey={entry.key} /> {entry.name}
            </button>
          ))}
        </nav>
        <div className="kp-file-list">
          <table className="kp-file-table">
            <thead>
              <tr>
                <th>名称</th>
                <th style={{ width: 150 }}>修改日期</th>
                <th style={{ width: 80 }}>类型</th>
              </tr>
            </thead>
            <tbody>
              {files.length === 0 ? (
                <tr>
                  <td colSpan={3} className="kp-file-empty">
                    {forms.isLoading ? '正在读取…' : '此文件夹为空。'}
                  </td>
                </tr>
              ) : (
                files.map((form) => {
                  const name = redFileName(form);
                  return (
                    <tr
                      key={form.id}
                      className={`kp-file-row${name === fileName.trim() ? ' kp-file-selected' : ''}`}
                      data-testid="kp-red-file"
                      onClick={() => setFileName(name)}
                      onDoubleClick={() => void upload(name)}
                    >
                      <td>
                        <FileTextOutlined style={{ color: '#2f7bd9' }} /> {name}
                      </td>
                      <td>{formatTime(form.downloaded_at)}</td>
                      <td>XML 文档</td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
      </div>
      <div className="kp-file-bottom">
        <label htmlFor="kp-dr-name">文件名(N)：</label>
        <Input
          id="kp-dr-name"
          size="small"
          value={fileName}
          onChange={(event) => setFileName(event.target.value)}
          onPressEnter={() => void upload()}
        />
        <Select
          size="small"
          value="xml"
          aria-label="文件类型"
          options={[{ value: 'xml', label: '红字信息表文件(*.xml)' }]}
        />
      </div>
    </ClientWindow>
  );
}
