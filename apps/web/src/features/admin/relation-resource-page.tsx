import { FilePdfOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { lessonItemKindLabels, type TAdminLessonDetail } from '@sxpt/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Flex, Form, Skeleton, Space, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { formatDuration } from './admin-format';
import { chapterManagePath, idParam, lessonFormPath, resourceBankPath } from './admin-paths';
import { itemsBody, LessonItemsFields, type TItemDraft } from './lesson-items-fields';
import { fetchResourceDetail, resourceKeys, saveLessonItems } from './resource-api';
import { ResourceStatusTag } from './resource-bank-page';
import { ResourcePickerCard } from './resource-picker-card';
import { useRefreshResources } from './use-resource-data';

/**
 * /adminViews/acc5Resource/relation_resource_bank(?resource_id=): every lesson of a resource with its papers and
 * practice items, each editable in place (the same editor as add_lesson).
 */
export default function RelationResourcePage() {
  const [params, setParams] = useSearchParams();
  const resourceId = idParam(params.get('resource_id'));
  if (resourceId === undefined) {
    return (
      <ResourcePickerCard
        title="关联练习与试卷"
        hint="请选择资源，为它的各个课时关联练习和试卷"
        onPick={(id) => setParams({ resource_id: String(id) })}
      />
    );
  }
  return <RelationOverview key={resourceId} resourceId={resourceId} />;
}

function RelationOverview({ resourceId }: { resourceId: number }) {
  const navigate = useNavigate();
  const detail = useQuery({
    queryKey: resourceKeys.resourceDetail(resourceId),
    queryFn: () => fetchResourceDetail(resourceId),
  });
  if (detail.isError) {
    return <LoadFailed title="资源加载失败" error={detail.error} onRetry={() => detail.refetch()} />;
  }
  if (!detail.data) {
    return (
      <Card title="关联练习与试卷">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  const resource = detail.data;
  const itemCount = resource.chapters.reduce((sum, c) => sum + c.lessons.reduce((n, l) => n + l.items.length, 0), 0);
  return (
    <Card
      title={
        <Space>
          <span>关联练习与试卷：{resource.name}</span>
          <ResourceStatusTag status={resource.status} />
        </Space>
      }
      extra={
        <Space>
          <Button onClick={() => navigate(chapterManagePath(resourceId))}>章节管理</Button>
          <Button onClick={() => navigate(resourceBankPath)}>返回资源库</Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        共 {resource.chapters.length} 章 · {resource.lesson_count} 课时 · {itemCount} 个练习。每个课时的练习单独保存。
      </Typography.Paragraph>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="各实训区的练习案例在学校管理对应的栏目中编写，随各栏目建成陆续开放；「编号」填写该案例在其栏目中的编号，试卷从题库的试卷中选择。"
      />
      {resource.chapters.length === 0 ? (
        <Empty description="该资源还没有章节和课时，请先在章节管理中添加">
          <Button type="primary" onClick={() => navigate(chapterManagePath(resourceId))}>
            前往章节管理
          </Button>
        </Empty>
      ) : (
        <Flex vertical gap={20}>
          {resource.chapters.map((chapter, chapterIndex) => (
            <section key={chapter.id}>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                第 {chapterIndex + 1} 章 {chapter.title}
              </Typography.Title>
              {chapter.lessons.length === 0 ? (
                <Typography.Text type="secondary">本章还没有课时</Typography.Text>
              ) : (
                <Flex vertical gap={12}>
                  {chapter.lessons.map((lesson, lessonIndex) => (
                    <LessonItemsCard key={lesson.id} lesson={lesson} label={`${chapterIndex + 1}.${lessonIndex + 1}`} />
                  ))}
                </Flex>
              )}
            </section>
          ))}
        </Flex>
      )}
    </Card>
  );
}

function LessonItemsCard({ lesson, label }: { lesson: TAdminLessonDetail; label: string }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshResources();
  const [form] = Form.useForm<{ items: TItemDraft[] }>();
  const save = useMutation({
    mutationFn: (items: TItemDraft[]) => saveLessonItems({ lesson_id: lesson.id, items: itemsBody(items) }),
    onSuccess: async () => {
      message.success(`「${lesson.title}」的练习已保存`);
      await refresh();
    },
  });

  return (
    <Card
      size="small"
      title={
        <Space wrap>
          <Typography.Text strong>
            {label} {lesson.title}
          </Typography.Text>
          {lesson.video_url ? (
            <Tag icon={<PlayCircleOutlined />} color="blue">
              {formatDuration(lesson.video_duration)}
            </Tag>
          ) : null}
          {lesson.handout_url ? (
            <Tag icon={<FilePdfOutlined />} color="red">
              讲义
            </Tag>
          ) : null}
          {lesson.items.map((item) => (
            <Tag key={item.id}>{lessonItemKindLabels[item.kind]}</Tag>
          ))}
        </Space>
      }
      extra={
        <Space size={4}>
          <Button type="link" size="small" onClick={() => navigate(lessonFormPath({ id: lesson.id }))}>
            编辑课时
          </Button>
          <Button type="primary" size="small" loading={save.isPending} onClick={() => form.submit()}>
            保存练习
          </Button>
        </Space>
      }
    >
      <Form<{ items: TItemDraft[] }>
        form={form}
        initialValues={{
          items: lesson.items.map((item) => ({ kind: item.kind, ref_id: item.ref_id, title: item.title })),
        }}
        onFinish={(values) => save.mutate(values.items ?? [])}
      >
        <LessonItemsFields isCompact />
      </Form>
    </Card>
  );
}
