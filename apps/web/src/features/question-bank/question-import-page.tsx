import { InboxOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Radio, TreeSelect, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { importPreviewPath, questionPagePath } from './bank-paths';
import { bankKeys, fetchChapterTree, uploadQuestionFile } from './question-bank-api';
import { filingChapterTree } from './question-labels';

const EXAMPLES = {
  gift: `::税率::一般纳税人销售办公设备适用的税率是{=13% ~9% ~6% ~3%}

::红字::开具红字专用发票前需要先填开红字发票信息表。{T}

::税额::含税销售额11300元、税率13%时，税额为{=1300}元。`,
  aiken: `一般纳税人销售办公设备适用的税率是
A. 13%
B. 9%
C. 6%
D. 3%
ANSWER: A`,
} as const;

/** /adminViews/paper/question/import: upload a GIFT or Aiken file into a chapter, then preview it. */
export default function QuestionImportPage() {
  const navigate = useNavigate();
  const tree = useQuery({ queryKey: bankKeys.chapters, queryFn: fetchChapterTree });
  const [chapterId, setChapterId] = useState<number>();
  const [format, setFormat] = useState<'gift' | 'aiken'>('gift');
  const [file, setFile] = useState<File | null>(null);
  const send = useMutation({
    mutationFn: () => uploadQuestionFile(file as File, chapterId ?? 0, format),
    onSuccess: (data) => navigate(importPreviewPath(data.id)),
  });
  const chapterTree = filingChapterTree(tree.data);
  return (
    <Card title="导入试题" extra={<Button onClick={() => navigate(questionPagePath)}>返回题库</Button>}>
      <Form layout="vertical" style={{ maxWidth: 720 }}>
        <Form.Item label="导入到章节" required>
          <TreeSelect
            aria-label="导入到章节"
            placeholder="选择科目下的章节"
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
            value={chapterId}
            treeData={chapterTree}
            onChange={(value: number) => setChapterId(value)}
          />
        </Form.Item>
        <Form.Item label="文件格式" required>
          <Radio.Group
            value={format}
            onChange={(event) => setFormat(event.target.value as 'gift' | 'aiken')}
            options={[
              { value: 'gift', label: 'GIFT（Moodle：单选、多选、判断、填空、简答）' },
              { value: 'aiken', label: 'Aiken（单选；ANSWER 写多个字母为多选）' },
            ]}
          />
        </Form.Item>
        <Form.Item label="格式示例" extra="文件须为 UTF-8 编码的文本（.txt）；题与题之间空一行">
          <Typography.Paragraph>
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{EXAMPLES[format]}</pre>
          </Typography.Paragraph>
        </Form.Item>
        <Form.Item label="试题文件" required>
          <Upload.Dragger
            accept=".txt,.gift,text/plain"
            maxCount={1}
            beforeUpload={(picked) => {
              setFile(picked);
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>点击或拖入试题文件</p>
          </Upload.Dragger>
        </Form.Item>
        {send.isError ? (
          <Alert type="error" showIcon style={{ marginBottom: 16 }} message={send.error.message} />
        ) : null}
        <Button type="primary" disabled={!file || !chapterId} loading={send.isPending} onClick={() => send.mutate()}>
          上传并预览
        </Button>
      </Form>
    </Card>
  );
}
