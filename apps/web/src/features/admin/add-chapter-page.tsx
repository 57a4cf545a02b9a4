import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { chapterManagePath, idParam } from './admin-paths';
import { chapterTitleRules } from './chapter-title-modal';
import { createChapter } from './resource-api';
import { ResourceSelect } from './resource-select';
import { useRefreshResources } from './use-resource-data';

interface TAddChapterValues {
  resource_id: number;
  title: string;
}

/**
 * /adminViews/acc5Resource/add_chapter(?resource_id=): a new chapter at the end of a resource, as a page; then the
 * resource's chapter list.
 */
export default function AddChapterPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const refresh = useRefreshResources();
  const [form] = Form.useForm<TAddChapterValues>();
  const create = useMutation({
    mutationFn: (values: TAddChapterValues) => createChapter(values.resource_id, values.title.trim()),
    onSuccess: async (_, values) => {
      message.success('章节已创建');
      await refresh();
      navigate(chapterManagePath(values.resource_id));
    },
  });
  const resourceId = idParam(params.get('resource_id'));

  return (
    <Card title="新增章节">
      <Form<TAddChapterValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        initialValues={{ resource_id: resourceId, title: '' }}
        onFinish={(values) => create.mutate(values)}
      >
        <Form.Item name="resource_id" label="所属资源" rules={[{ required: true, message: '请选择资源' }]}>
          <ResourceSelect style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="title"
          label="章节名称"
          extra="新章节排在该资源的最后，可在章节管理中调整顺序"
          rules={chapterTitleRules}
        >
          <Input placeholder="例如：第一章 增值税专用发票的开具" maxLength={50} showCount />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            创建章节
          </Button>
          <Button onClick={() => navigate(chapterManagePath(form.getFieldValue('resource_id')))}>取消</Button>
        </Space>
      </Form>
    </Card>
  );
}
