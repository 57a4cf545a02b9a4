import { DownloadOutlined } from '@ant-design/icons';
import type { TQuestionImportFormat } from '@sxpt/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Radio, Space, Table, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { importPreviewPath, questionPagePath } from './bank-paths';
import { FileDragger } from './file-dragger';
import { bankKeys, downloadQuestionTemplate, fetchChapterTree, uploadQuestionFile } from './question-bank-api';
import { filingChapterTree, IMPORT_FORMAT_LABEL } from './question-labels';
import { useFileDownload } from './use-file-download';

/** A few rows of the Excel template as an example: the columns most questions fill. */
const XLSX_EXAMPLE_COLUMNS = ['题型', '题干', '选项A', '选项B', '选项C', '选项D', '答案', '难度'] as const;
const XLSX_EXAMPLE_ROWS: string[][] = [
  ['单选题', '一般纳税人销售办公设备适用的税率是', '13%', '9%', '6%', '3%', 'A', '2'],
  ['多选题', '下列属于银行结算方式的有', '支票', '汇兑', '托收承付', '现金盘点', 'ABC', '3'],
  ['判断题', '开具红字专用发票前需要先填开红字发票信息表。', '', '', '', '', '正确', '3'],
  ['填空题', '含税销售额11300元、税率13%时，税额为____元。', '', '', '', '', '1300', '3'],
  ['计算分录题', '提取现金5000元备用。', '', '', '', '', '借：1001 库存现金 5000\n贷：1002 银行存款 5000', '2'],
];

function XlsxExample() {
  return (
    <Table<string[]>
      size="small"
      bordered
      pagination={false}
      rowKey={(row) => row[0]}
      dataSource={XLSX_EXAMPLE_ROWS}
      columns={XLSX_EXAMPLE_COLUMNS.map((title, i) => ({
        title,
        key: title,
        render: (_, row) => <span style={{ whiteSpace: 'pre-line' }}>{row[i]}</span>,
      }))}
    />
  );
}

const EXAMPLES: Record<Exclude<TQuestionImportFormat, 'xlsx'>, string> = {
  gift: `::税率::一般纳税人销售办公设备适用的税率是{=13% ~9% ~6% ~3%}

::红字::开具红字专用发票前需要先填开红字发票信息表。{T}

::税额::含税销售额11300元、税率13%时，税额为{=1300}元。`,
  aiken: `一般纳税人销售办公设备适用的税率是
A. 13%
B. 9%
C. 6%
D. 3%
ANSWER: A`,
  moodle_xml: `<quiz>
  <question type="multichoice">
    <name><text>税率</text></name>
    <questiontext format="html"><text><![CDATA[<p>一般纳税人销售办公设备适用的税率是</p>]]></text></questiontext>
    <single>true</single>
    <answer fraction="100"><text>13%</text></answer>
    <answer fraction="0"><text>9%</text></answer>
  </question>
</quiz>`,
};

/** What each format's file is, under the example. */
const FILE_HINT: Record<TQuestionImportFormat, string> = {
  xlsx: '用“下载Excel模板”得到的 .xlsx 文件：第1行是表头，每行一道题；各题型答案的写法见模板中的“填写说明”工作表',
  gift: '文件须为 UTF-8 编码的文本（.txt）；题与题之间空一行',
  aiken: '文件须为 UTF-8 编码的文本（.txt）；题与题之间空一行',
  moodle_xml:
    'Moodle 题库导出的 XML 文件（UTF-8）：单选、多选、判断、简答（shortanswer）、数值与论述题可导入，其他题型在预览中标出',
};

const ACCEPT: Record<TQuestionImportFormat, string> = {
  xlsx: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  gift: '.txt,.gift,text/plain',
  aiken: '.txt,text/plain',
  moodle_xml: '.xml,text/xml,application/xml',
};

const FORMAT_OPTIONS: { value: TQuestionImportFormat; label: string }[] = [
  { value: 'xlsx', label: IMPORT_FORMAT_LABEL.xlsx },
  { value: 'gift', label: 'GIFT（Moodle：单选、多选、判断、填空、简答）' },
  { value: 'aiken', label: 'Aiken（单选；ANSWER 写多个字母为多选）' },
  { value: 'moodle_xml', label: IMPORT_FORMAT_LABEL.moodle_xml },
];

/**
 * /adminViews/paper/question/import: upload a question file (the Excel template, GIFT, Aiken or Moodle XML) into a
 * chapter, then preview it.
 */
export default function QuestionImportPage() {
  const navigate = useNavigate();
  const tree = useQuery({ queryKey: bankKeys.chapters, queryFn: fetchChapterTree });
  const [chapterId, setChapterId] = useState<number>();
  const [format, setFormat] = useState<TQuestionImportFormat>('gift');
  const template = useFileDownload(downloadQuestionTemplate);
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
          <Space direction="vertical">
            <Radio.Group
              value={format}
              onChange={(event) => setFormat(event.target.value as TQuestionImportFormat)}
              options={FORMAT_OPTIONS}
            />
            <Button icon={<DownloadOutlined />} loading={template.busy} onClick={() => void template.run()}>
              下载Excel模板
            </Button>
          </Space>
        </Form.Item>
        <Form.Item label="格式示例" extra={FILE_HINT[format]}>
          {format === 'xlsx' ? (
            <XlsxExample />
          ) : (
            <Typography.Paragraph>
              <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{EXAMPLES[format]}</pre>
            </Typography.Paragraph>
          )}
        </Form.Item>
        <Form.Item label="试题文件" required>
          <FileDragger accept={ACCEPT[format]} text="点击或拖入试题文件" onPick={setFile} />
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
