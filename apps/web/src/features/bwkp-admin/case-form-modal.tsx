import type { TBwkpAdminCase } from '@sxpt/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import { createCase, saveCase } from './bwkp-admin-api';

interface TCaseFormValues {
  name: string;
  description: string;
}

/** 新建案例 (target 'create') / 编辑案例 (a case): name and description; a new case starts disabled. */
export function CaseFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: 'create' | TBwkpAdminCase | null;
  onClose: () => void;
  onSaved: (caseId: number, isNew: boolean) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TCaseFormValues>();
  const editing = target !== null && target !== 'create' ? target : null;
  const save = useMutation({
    mutationFn: async (values: TCaseFormValues) => {
      const body = { name: values.name.trim(), description: (values.description ?? '').trim() };
      if (editing) {
        await saveCase(editing.id, body);
        return editing.id;
      }
      return (await createCase(body)).id;
    },
    onSuccess: (caseId) => {
      message.success(editing ? '案例已保存' : '案例已创建，请继续填写企业信息');
      onSaved(caseId, !editing);
    },
  });

  return (
    <Modal
      title={editing ? '编辑案例' : '新建案例'}
      open={target !== null}
      okText={editing ? '保存' : '创建'}
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TCaseFormValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ name: editing?.name ?? '', description: editing?.description ?? '' }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="name"
          label="案例名称"
          rules={[
            { required: true, whitespace: true, message: '请输入案例名称' },
            { max: 100, message: '案例名称不能超过100个字' },
          ]}
        >
          <Input placeholder="例如：广州市穗通办公设备有限公司税控开票实训" maxLength={100} showCount autoFocus />
        </Form.Item>
        <Form.Item name="description" label="案例简介" rules={[{ max: 2000, message: '案例简介不能超过2000个字' }]}>
          <Input.TextArea
            rows={4}
            maxLength={2000}
            showCount
            placeholder="企业背景、业务范围和本案例练习的内容（可不填）"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
