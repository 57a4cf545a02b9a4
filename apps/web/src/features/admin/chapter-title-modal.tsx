import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import { createChapter, renameChapter } from './resource-api';

/** What the dialog edits: a new chapter of a resource, or an existing chapter's title. */
export type TChapterTarget = { kind: 'create'; resourceId: number } | { kind: 'rename'; id: number; title: string };

export const chapterTitleRules = [
  { required: true, whitespace: true, message: '请输入章节名称' },
  { max: 50, message: '章节名称不能超过50个字' },
];

/** 新增章节 / 重命名章节 (a new chapter goes to the end of the resource). */
export function ChapterTitleModal({
  target,
  onClose,
  onSaved,
}: {
  target: TChapterTarget | null;
  onClose: () => void;
  onSaved: (chapterId: number | null) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ title: string }>();
  const save = useMutation({
    mutationFn: async (title: string) => {
      if (target?.kind === 'rename') {
        await renameChapter(target.id, title.trim());
        return null;
      }
      return (await createChapter(target?.resourceId ?? 0, title.trim())).id;
    },
    onSuccess: (chapterId) => {
      message.success(chapterId === null ? '章节名称已保存' : '章节已创建');
      onSaved(chapterId);
    },
  });
  const isRename = target?.kind === 'rename';

  return (
    <Modal
      title={isRename ? '重命名章节' : '新增章节'}
      open={target !== null}
      okText={isRename ? '保存' : '创建'}
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<{ title: string }>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ title: isRename ? target.title : '' }}
        onFinish={(values) => save.mutate(values.title)}
      >
        <Form.Item name="title" label="章节名称" rules={chapterTitleRules}>
          <Input placeholder="例如：第一章 增值税专用发票的开具" maxLength={50} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
