import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import { renameChapter, storeChapter } from './question-bank-api';

/** What the dialog edits: a new subject, a new chapter of a subject, or a name. */
export type TBankChapterTarget =
  | { kind: 'subject' }
  | { kind: 'chapter'; subjectId: number; subjectName: string }
  | { kind: 'rename'; id: number; name: string };

const TITLES = { subject: '新增科目', chapter: '新增章节', rename: '重命名' } as const;

/** 新增科目 / 新增章节 / 重命名 of the question bank's tree. */
export function ChapterNameModal({
  target,
  onClose,
  onSaved,
}: {
  target: TBankChapterTarget | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const save = useMutation({
    mutationFn: async (name: string) => {
      if (target?.kind === 'rename') return renameChapter(target.id, name.trim());
      return storeChapter({
        name: name.trim(),
        ...(target?.kind === 'chapter' ? { parent_id: target.subjectId } : {}),
      });
    },
    onSuccess: () => {
      message.success(target?.kind === 'rename' ? '名称已保存' : '已创建');
      onSaved();
    },
  });
  return (
    <Modal
      title={
        target ? (target.kind === 'chapter' ? `${TITLES.chapter}（${target.subjectName}）` : TITLES[target.kind]) : ''
      }
      open={target !== null}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<{ name: string }>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ name: target?.kind === 'rename' ? target.name : '' }}
        onFinish={(values) => save.mutate(values.name)}
      >
        <Form.Item
          name="name"
          label={target?.kind === 'subject' ? '科目名称' : '章节名称'}
          rules={[
            { required: true, whitespace: true, message: '请输入名称' },
            { max: 50, message: '名称不能超过50个字' },
          ]}
        >
          <Input placeholder="例如：发票领用与开具" maxLength={50} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
