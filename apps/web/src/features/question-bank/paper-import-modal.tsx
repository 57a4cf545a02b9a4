import { DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Select, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paperImportPreviewPath } from './bank-paths';
import { FileDragger } from './file-dragger';
import {
  bankKeys,
  downloadPaperTemplate,
  fetchChapterTree,
  fetchTemplates,
  paperKeys,
  uploadPaperFile,
} from './question-bank-api';
import { filingChapterTree } from './question-labels';
import { useFileDownload } from './use-file-download';

const ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * 导入试卷 of the paper list: the chapter the paper's questions are filed under, the scoring template and the
 * workbook (下载试卷模板 for an empty one); uploaded, it opens the preview.
 */
export function PaperImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const tree = useQuery({ queryKey: bankKeys.chapters, queryFn: fetchChapterTree, enabled: open });
  const templates = useQuery({ queryKey: paperKeys.templates, queryFn: fetchTemplates, enabled: open });
  const [chapterId, setChapterId] = useState<number>();
  const [templateId, setTemplateId] = useState<number>();
  const [file, setFile] = useState<File | null>(null);
  const download = useFileDownload(downloadPaperTemplate);
  const send = useMutation({
    mutationFn: () => uploadPaperFile(file as File, chapterId ?? 0, templateId ?? 0),
    onSuccess: (data) => navigate(paperImportPreviewPath(data.id)),
  });
  return (
    <Modal
      title="导入试卷"
      open={open}
      okText="上传并预览"
      cancelText="取消"
      okButtonProps={{ disabled: !file || !chapterId || !templateId }}
      confirmLoading={send.isPending}
      onOk={() => send.mutate()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        按试卷模板填写：“试卷信息”工作表写试卷名称、类型、时长、及格分等，“试题”工作表每行一道题，用“部分”“分值”两列分出试卷的各部分。
        <Button
          type="link"
          size="small"
          icon={<DownloadOutlined />}
          loading={download.busy}
          onClick={() => void download.run()}
        >
          下载试卷模板
        </Button>
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="试题存入章节" required extra="试卷中的试题同时存入题库的这一章节">
          <TreeSelect
            aria-label="试题存入章节"
            placeholder="选择科目下的章节"
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
            value={chapterId}
            treeData={filingChapterTree(tree.data)}
            onChange={(value: number) => setChapterId(value)}
          />
        </Form.Item>
        <Form.Item label="评分模板" required>
          <Select
            aria-label="评分模板"
            placeholder="选择评分模板"
            loading={templates.isPending}
            value={templateId}
            options={(templates.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
            onChange={(value: number) => setTemplateId(value)}
          />
        </Form.Item>
        <Form.Item label="试卷文件" required>
          <FileDragger accept={ACCEPT} text="点击或拖入试卷文件（.xlsx）" onPick={setFile} />
        </Form.Item>
      </Form>
      {send.isError ? <Alert type="error" showIcon message={send.error.message} /> : null}
    </Modal>
  );
}
