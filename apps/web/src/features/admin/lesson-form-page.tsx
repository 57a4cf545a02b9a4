import type { TAdminLessonDetail } from '@sxpt/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Divider, Form, Input, Result, Skeleton, Space, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { idParam, lessonFormPath, lessonManagePath } from './admin-paths';
import { HandoutField, type THandoutValue } from './handout-field';
import { itemsBody, LessonItemsFields, type TItemDraft } from './lesson-items-fields';
import { createLesson, fetchLessonDetail, resourceKeys, saveLesson, saveLessonItems } from './resource-api';
import { useChapters, useRefreshResources } from './use-resource-data';
import { type TVideoValue, VideoField } from './video-field';

interface TLessonFormValues {
  title: string;
  description: string;
  video: TVideoValue;
  handout: THandoutValue;
  items: TItemDraft[];
}

/** Where the lesson goes: an existing lesson, or a new one in a chapter. */
type TLessonTarget = { lesson: TAdminLessonDetail } | { chapterId: number; resourceId?: number };

/** /adminViews/acc5Resource/add_lesson(?id= | ?chapter_id=): a lesson's title, video, handout and practice items. */
export default function LessonFormPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = idParam(params.get('id'));
  const chapterId = idParam(params.get('chapter_id'));
  const detail = useQuery({
    queryKey: resourceKeys.lessonDetail(id ?? 0),
    queryFn: () => fetchLessonDetail(id ?? 0),
    enabled: id !== undefined,
  });

  if (id === undefined && chapterId === undefined) {
    return (
      <Card>
        <Result
          status="info"
          title="请先选择章节"
          subTitle="课时属于某个章节：请在课时管理中选择资源和章节后点击「新增课时」。"
          extra={
            <Button type="primary" onClick={() => navigate(lessonManagePath())}>
              前往课时管理
            </Button>
          }
        />
      </Card>
    );
  }
  if (id !== undefined && detail.isError) {
    return <LoadFailed title="课时信息加载失败" error={detail.error} onRetry={() => detail.refetch()} />;
  }
  if (id !== undefined && !detail.data) {
    return (
      <Card title="编辑课时">
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  const target: TLessonTarget = detail.data
    ? { lesson: detail.data }
    : { chapterId: chapterId ?? 0, resourceId: idParam(params.get('resource_id')) };
  return <LessonForm key={id ?? `new-${chapterId}`} target={target} />;
}

function LessonForm({ target }: { target: TLessonTarget }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshResources();
  const lesson = 'lesson' in target ? target.lesson : undefined;
  const chapterId = lesson ? lesson.chapter_id : 'chapterId' in target ? target.chapterId : 0;
  const resourceId = lesson ? lesson.resource_id : 'resourceId' in target ? target.resourceId : undefined;
  const chapters = useChapters(resourceId);
  const chapter = chapters.data?.list.find((c) => c.id === chapterId);
  const backPath = lessonManagePath(resourceId, chapterId);

  const save = useMutation({
    mutationFn: async (values: TLessonFormValues) => {
      const fields = {
        title: values.title.trim(),
        description: values.description?.trim() ?? '',
        video_url: values.video.url,
        video_duration: values.video.url ? values.video.duration : 0,
        handout_url: values.handout.url,
        handout_name: values.handout.url ? values.handout.name.trim() : '',
      };
      let lessonId = lesson?.id;
      if (lessonId) await saveLesson({ ...fields, id: lessonId });
      else lessonId = (await createLesson({ ...fields, chapter_id: chapterId })).id;
      try {
        await saveLessonItems({ lesson_id: lessonId, items: itemsBody(values.items) });
      } catch (error) {
        // the lesson is saved: stay on it (as an edit) so saving again does not create a second one
        if (!lesson) navigate(lessonFormPath({ id: lessonId }), { replace: true });
        throw error;
      }
    },
    onSuccess: async () => {
      message.success(lesson ? '课时已保存' : '课时已创建');
      await refresh();
      navigate(backPath);
    },
  });

  return (
    <Card
      title={lesson ? `编辑课时：${lesson.title}` : '新增课时'}
      extra={chapter ? <Typography.Text type="secondary">所属章节：{chapter.title}</Typography.Text> : null}
    >
      <Form<TLessonFormValues>
        layout="vertical"
        style={{ maxWidth: 960 }}
        initialValues={{
          title: lesson?.title ?? '',
          description: lesson?.description ?? '',
          video: { url: lesson?.video_url ?? '', duration: lesson?.video_duration ?? 0 },
          handout: { url: lesson?.handout_url ?? '', name: lesson?.handout_name ?? '' },
          items: (lesson?.items ?? []).map((item) => ({ kind: item.kind, ref_id: item.ref_id, title: item.title })),
        }}
        onFinish={(values) => save.mutate(values)}
        scrollToFirstError
      >
        <Form.Item
          name="title"
          label="课时名称"
          rules={[
            { required: true, whitespace: true, message: '请输入课时名称' },
            { max: 50, message: '课时名称不能超过50个字' },
          ]}
        >
          <Input placeholder="例如：1.1 增值税专用发票的票面要素" maxLength={50} showCount style={{ maxWidth: 560 }} />
        </Form.Item>
        <Form.Item name="description" label="课时简介" rules={[{ max: 2000, message: '课时简介不能超过2000个字' }]}>
          <Input.TextArea rows={3} maxLength={2000} showCount placeholder="本课时的学习目标和要点（可不填）" />
        </Form.Item>
        <Divider titlePlacement="start">视频</Divider>
        <Form.Item
          name="video"
          rules={[
            {
              validator: (_, video?: TVideoValue) =>
                !video?.url || /^\/uploads\/[\w./-]+$/.test(video.url) || /^https?:\/\/\S+$/.test(video.url)
                  ? Promise.resolve()
                  : Promise.reject(new Error('视频地址须以 http:// 或 https:// 开头')),
            },
          ]}
        >
          <VideoField />
        </Form.Item>
        <Divider titlePlacement="start">讲义</Divider>
        <Form.Item
          name="handout"
          rules={[
            {
              validator: (_, handout?: THandoutValue) =>
                !handout?.url || /^\/uploads\/[\w./-]+$/.test(handout.url) || /^https?:\/\/\S+$/.test(handout.url)
                  ? Promise.resolve()
                  : Promise.reject(new Error('讲义地址须以 http:// 或 https:// 开头')),
            },
          ]}
        >
          <HandoutField />
        </Form.Item>
        <Divider titlePlacement="start">练习</Divider>
        <LessonItemsFields />
        <Divider />
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {lesson ? '保存课时' : '创建课时'}
          </Button>
          <Button onClick={() => navigate(backPath)}>取消</Button>
        </Space>
      </Form>
    </Card>
  );
}
