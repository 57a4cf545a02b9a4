import type { TAdminResourceDetail, TAdminResourceStoreBody } from '@sxpt/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, AutoComplete, Button, Card, Form, Input, Radio, Skeleton, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { chapterManagePath, idParam, resourceBankPath } from './admin-paths';
import { CoverUpload } from './cover-upload';
import { createResource, fetchResourceDetail, resourceKeys, saveResource } from './resource-api';
import { useRefreshResources, useResourceCategories } from './use-resource-data';

interface TResourceFormValues {
  name: string;
  category: string;
  cover: string;
  description: string;
  status: 0 | 1;
}

/** /adminViews/acc5Resource/add_resource_bank: create a resource, or edit one (?id=). */
export default function ResourceFormPage() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const detail = useQuery({
    queryKey: resourceKeys.resourceDetail(id ?? 0),
    queryFn: () => fetchResourceDetail(id ?? 0),
    enabled: id !== undefined,
  });
  if (id !== undefined && detail.isError) {
    return <LoadFailed title="资源信息加载失败" error={detail.error} onRetry={() => detail.refetch()} />;
  }
  if (id !== undefined && !detail.data) {
    return (
      <Card title="编辑资源">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return <ResourceForm key={id ?? 'new'} detail={detail.data} />;
}

function ResourceForm({ detail }: { detail?: TAdminResourceDetail }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshResources();
  const categories = useResourceCategories();
  const isEdit = detail !== undefined;

  const save = useMutation({
    mutationFn: async (values: TResourceFormValues) => {
      const body: TAdminResourceStoreBody = {
        name: values.name.trim(),
        category: values.category.trim(),
        cover: values.cover ?? '',
        description: values.description?.trim() ?? '',
        status: values.status,
      };
      if (detail) {
        await saveResource(detail.id, body);
        return detail.id;
      }
      return (await createResource(body)).id;
    },
    onSuccess: async (resourceId) => {
      await refresh();
      if (isEdit) {
        message.success('资源已保存');
        navigate(resourceBankPath);
      } else {
        message.success('资源已创建，接下来添加章节');
        navigate(chapterManagePath(resourceId));
      }
    },
  });

  return (
    <Card title={isEdit ? `编辑资源：${detail.name}` : '新建资源'}>
      <Form<TResourceFormValues>
        layout="vertical"
        style={{ maxWidth: 720 }}
        initialValues={{
          name: detail?.name ?? '',
          category: detail?.category ?? '',
          cover: detail?.cover ?? '',
          description: detail?.description ?? '',
          status: detail?.status === 1 ? 1 : 0,
        }}
        onFinish={(values) => save.mutate(values)}
        scrollToFirstError
      >
        <Form.Item
          name="name"
          label="资源名称"
          rules={[
            { required: true, whitespace: true, message: '请输入资源名称' },
            { max: 50, message: '资源名称不能超过50个字' },
          ]}
        >
          <Input placeholder="例如：增值税发票开具实训" maxLength={50} showCount />
        </Form.Item>
        <Form.Item
          name="category"
          label="资源分类"
          extra="可选择已有分类，也可直接输入新分类"
          rules={[
            { required: true, whitespace: true, message: '请输入资源分类' },
            { max: 20, message: '资源分类不能超过20个字' },
          ]}
        >
          <AutoComplete
            style={{ width: 280 }}
            placeholder="选择或输入分类"
            options={categories.map((c) => ({ value: c }))}
            showSearch={{
              filterOption: (input, option) => String(option?.value ?? '').includes(input.trim()),
            }}
          />
        </Form.Item>
        <Form.Item name="cover" label="封面">
          <CoverUpload />
        </Form.Item>
        <Form.Item name="description" label="资源简介" rules={[{ max: 2000, message: '资源简介不能超过2000个字' }]}>
          <Input.TextArea rows={5} maxLength={2000} showCount placeholder="课程目标、适用专业、包含的实训内容等" />
        </Form.Item>
        <Form.Item name="status" label="发布状态" extra="草稿只有学校管理可见；发布后，已授权的院校可以分配给班级">
          <Radio.Group
            options={[
              { value: 0, label: '草稿' },
              { value: 1, label: '发布' },
            ]}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {isEdit ? '保存' : '创建资源'}
          </Button>
          <Button onClick={() => navigate(resourceBankPath)}>取消</Button>
        </Space>
      </Form>
    </Card>
  );
}
