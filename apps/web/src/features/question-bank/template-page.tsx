import { PlusOutlined } from '@ant-design/icons';
import type { TTemplate, TTemplateStoreBody } from '@sxpt/contract';
import { QUESTION_TYPE_LABEL, QUESTION_TYPES } from '@sxpt/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Modal, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { confirmDelete } from '../../components/confirm-delete';
import { LoadFailed } from '../../components/load-failed';
import { bankKeys, deleteTemplate, fetchTemplates, paperKeys, saveTemplate, storeTemplate } from './question-bank-api';

const RULES = {
  multiple: { label: '多选题', options: { all: '全对才得分', per_option: '按选对的比例得分，选错不得分' } },
  indefinite: { label: '不定项选择题', options: { all: '全对才得分', per_option: '按选对的比例得分，选错不得分' } },
  blank: { label: '填空题', options: { all: '全对才得分', per_blank: '按空给分' } },
  entry: { label: '计算分录题', options: { all: '全对才得分', per_line: '按行给分（多写的行倒扣比例）' } },
} as const;

const blankTemplate: TTemplateStoreBody = {
  name: '',
  points: { single: '2', multiple: '3', judge: '1', indefinite: '3', blank: '2', entry: '10', essay: '10' },
  multiple: 'all',
  indefinite: 'per_option',
  blank: 'per_blank',
  entry: 'per_line',
};

/** /adminViews/paper/template: scoring templates (points per type, partial credit). */
export default function TemplatePage() {
  const app = App.useApp();
  const queryClient = useQueryClient();
  const templates = useQuery({ queryKey: paperKeys.templates, queryFn: fetchTemplates });
  const [editing, setEditing] = useState<(TTemplateStoreBody & { id?: number }) | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: bankKeys.all });

  const columns: TableColumnsType<TTemplate> = [
    { title: '模板名称', dataIndex: 'name' },
    ...QUESTION_TYPES.map((type) => ({
      title: QUESTION_TYPE_LABEL[type],
      key: type,
      width: 96,
      render: (_: unknown, row: TTemplate) => `${row.points[type]}分`,
    })),
    { title: '使用的试卷', dataIndex: 'paper_count', width: 100 },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(row)}>
            编辑
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() =>
              confirmDelete(app, {
                title: `删除模板「${row.name}」？`,
                remove: () => deleteTemplate(row.id),
                done: '模板已删除',
                refresh,
              })
            }
          >
            删除
          </Button>
        </Space>
      ),
    },
  ];
  if (templates.isError)
    return <LoadFailed title="评分模板加载失败" error={templates.error} onRetry={() => templates.refetch()} />;
  return (
    <Card
      title="评分模板"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(blankTemplate)}>
          新增模板
        </Button>
      }
    >
      <Table<TTemplate>
        rowKey="id"
        loading={templates.isPending}
        columns={columns}
        dataSource={templates.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {editing ? (
        <TemplateModal
          initial={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      ) : null}
    </Card>
  );
}

function TemplateModal({
  initial,
  onClose,
  onSaved,
}: {
  initial: TTemplateStoreBody & { id?: number };
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TTemplateStoreBody>();
  const save = useMutation({
    mutationFn: (values: TTemplateStoreBody) =>
      initial.id ? saveTemplate({ ...values, id: initial.id }) : storeTemplate(values),
    onSuccess: () => {
      message.success('评分模板已保存');
      onSaved();
    },
  });
  return (
    <Modal
      open
      title={initial.id ? '编辑评分模板' : '新增评分模板'}
      okText="保存"
      cancelText="取消"
      width={640}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<TTemplateStoreBody> form={form} layout="vertical" initialValues={initial} onFinish={(v) => save.mutate(v)}>
        <Form.Item
          name="name"
          label="模板名称"
          rules={[{ required: true, whitespace: true, message: '请输入模板名称' }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Space wrap>
          {QUESTION_TYPES.map((type) => (
            <Form.Item key={type} name={['points', type]} label={`${QUESTION_TYPE_LABEL[type]}每题`}>
              <Input suffix="分" style={{ width: 120 }} />
            </Form.Item>
          ))}
        </Space>
        {(Object.keys(RULES) as (keyof typeof RULES)[]).map((key) => (
          <Form.Item key={key} name={key} label={`${RULES[key].label}计分`}>
            <Select options={Object.entries(RULES[key].options).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
        ))}
        {save.isError ? (
          <Alert
            type="error"
            showIcon
            message={save.error instanceof ApiError ? save.error.message : '保存失败，请稍后重试'}
          />
        ) : null}
      </Form>
    </Modal>
  );
}
