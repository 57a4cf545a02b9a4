import { paperExamMessages, type TCollegePaperRow, type TPublicationRow, type TShowAnswers } from '@sxpt/contract';
import { MAX_ATTEMPTS, MAX_SWITCH_LIMIT, SHOW_ANSWERS_LABEL } from '@sxpt/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, DatePicker, Descriptions, Form, InputNumber, Modal, Radio, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import {
  editPublication,
  fetchOwnClasses,
  publishKeys,
  publishPapers,
  type TPublicationSettingsRequest,
} from './paper-publish-api';
import { defaultSettings, settingsProblems } from './publish-text';

/** What the modal works on: a paper to publish, or a publication to change. */
export type TPublishTarget =
  | { mode: 'publish'; paper: TCollegePaperRow }
  | { mode: 'edit'; publication: TPublicationRow };

interface TPublishForm {
  class_ids: number[];
  window: [Dayjs, Dayjs] | null;
  max_attempts: number | null;
  show_answers: TShowAnswers;
  count_switches: boolean;
  switch_limit: number | null;
}

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

const showAnswerOptions = (Object.keys(SHOW_ANSWERS_LABEL) as TShowAnswers[]).map((value) => ({
  value,
  label: SHOW_ANSWERS_LABEL[value],
}));

function initialForm(target: TPublishTarget): TPublishForm {
  const settings: TPublicationSettingsRequest =
    target.mode === 'publish' ? defaultSettings(target.paper.kind, new Date()) : target.publication;
  return {
    class_ids: [],
    window: [dayjs(settings.start_at).second(0).millisecond(0), dayjs(settings.end_at).second(0).millisecond(0)],
    max_attempts: settings.max_attempts,
    show_answers: settings.show_answers,
    count_switches: settings.count_switches,
    switch_limit: settings.switch_limit,
  };
}

/** A time from the picker as sent; an edited publication keeps its stored time when the minute is unchanged. */
function timeOf(value: Dayjs | undefined, stored: string | undefined): string {
  if (!value) return '';
  if (stored && dayjs(stored).format(TIME_FORMAT) === value.format(TIME_FORMAT)) return stored;
  return value.second(0).millisecond(0).toISOString();
}

/**
 * 发布试卷 / 修改发布设置 (teacher): the classes (theirs, having the paper's course), the window, attempts, when the
 * answers show, and whether leaving the page is counted. Once a student has begun, the start and the page-leaving
 * rules stay as they are (the server refuses them too).
 */
export function PublishModal({ target, onClose }: { target: TPublishTarget; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TPublishForm>();
  const [problems, setProblems] = useState<string[]>([]);
  const countSwitches = Form.useWatch('count_switches', form);
  const isPublish = target.mode === 'publish';
  const publication = target.mode === 'edit' ? target.publication : null;
  const locked = (publication?.started_count ?? 0) > 0;
  const resourceId = target.mode === 'publish' ? target.paper.resource_id : target.publication.resource_id;

  const classes = useQuery({ queryKey: publishKeys.classes, queryFn: fetchOwnClasses, enabled: isPublish });
  const classOptions = (classes.data ?? [])
    .filter((klass) => klass.resources.some((resource) => resource.id === resourceId))
    .map((klass) => ({ value: klass.id, label: klass.name }));

  const save = useMutation({
    mutationFn: async (settings: TPublicationSettingsRequest & { class_ids: number[] }) => {
      const { class_ids, ...rest } = settings;
      if (target.mode === 'publish') {
        await publishPapers({ paper_id: target.paper.id, resource_id: target.paper.resource_id, class_ids, ...rest });
      } else {
        await editPublication({ id: target.publication.id, ...rest });
      }
    },
    onSuccess: async () => {
      message.success(isPublish ? '发布成功' : '保存成功');
      onClose();
      await queryClient.invalidateQueries({ queryKey: publishKeys.all });
    },
    onError: (error) => setProblems([error instanceof ApiError ? error.message : '保存失败，请稍后重试']),
  });

  function submit() {
    const values = form.getFieldsValue(true) as TPublishForm;
    const [start, end] = values.window ?? [];
    const settings: TPublicationSettingsRequest = {
      start_at: locked && publication ? publication.start_at : timeOf(start, publication?.start_at),
      end_at: timeOf(end, publication?.end_at),
      max_attempts: values.max_attempts ?? 0,
      show_answers: values.show_answers,
      count_switches: locked && publication ? publication.count_switches : values.count_switches,
      switch_limit:
        locked && publication ? publication.switch_limit : values.count_switches ? (values.switch_limit ?? 0) : 0,
    };
    const found = settingsProblems(settings);
    if (isPublish && values.class_ids.length === 0) found.unshift('请选择班级');
    setProblems(found);
    if (found.length === 0) save.mutate({ ...settings, class_ids: values.class_ids });
  }

  const facts =
    target.mode === 'publish'
      ? [
          { key: 'paper', label: '试卷', children: target.paper.title },
          { key: 'course', label: '课程', children: target.paper.resource_name },
        ]
      : [
          { key: 'paper', label: '试卷', children: target.publication.paper_title },
          { key: 'class', label: '班级', children: target.publication.class_name },
          { key: 'course', label: '课程', children: target.publication.resource_name },
        ];

  return (
    <Modal
      open
      title={isPublish ? '发布试卷' : '修改发布设置'}
      okText={isPublish ? '发布' : '保存'}
      cancelText="取消"
      width={600}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Descriptions size="small" column={1} items={facts} style={{ marginBottom: 12 }} />
      {locked ? (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={paperExamMessages.startedLocked} />
      ) : null}
      <Form<TPublishForm>
        form={form}
        name="publish"
        layout="horizontal"
        labelCol={{ flex: '112px' }}
        initialValues={initialForm(target)}
        onValuesChange={() => setProblems([])}
      >
        {isPublish ? (
          <Form.Item label="班级" name="class_ids" required extra="只列出您所教的、已开通该课程的班级">
            <Select
              aria-label="班级"
              mode="multiple"
              allowClear
              loading={classes.isPending}
              placeholder={
                classes.data && classOptions.length === 0 ? '您所教的班级都没有开通该课程' : '选择要发布到的班级'
              }
              showSearch={{ optionFilterProp: 'label' }}
              options={classOptions}
            />
          </Form.Item>
        ) : null}
        <Form.Item label="作答时间" name="window" required>
          <DatePicker.RangePicker
            aria-label="作答时间"
            showTime={{ format: 'HH:mm' }}
            format={TIME_FORMAT}
            placeholder={['开始时间', '结束时间']}
            allowClear={false}
            disabled={[locked, false]}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label="允许作答次数" name="max_attempts" extra="0 表示不限次数">
          <InputNumber aria-label="允许作答次数" min={0} max={MAX_ATTEMPTS} precision={0} suffix="次" />
        </Form.Item>
        <Form.Item label="答案显示" name="show_answers">
          <Radio.Group aria-label="答案显示" options={showAnswerOptions} />
        </Form.Item>
        <Form.Item
          label="记录切屏"
          name="count_switches"
          valuePropName="checked"
          extra="开启后，学生离开作答页面会被记录"
        >
          <Switch aria-label="记录切屏" disabled={locked} />
        </Form.Item>
        {countSwitches ? (
          <Form.Item label="切屏次数上限" name="switch_limit" extra="达到上限自动交卷；0 表示只记录、不限制">
            <InputNumber
              aria-label="切屏次数上限"
              min={0}
              max={MAX_SWITCH_LIMIT}
              precision={0}
              suffix="次"
              disabled={locked}
            />
          </Form.Item>
        ) : null}
      </Form>
      {problems.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={problems.length === 1 ? problems[0] : '请修改以下问题'}
          description={
            problems.length > 1 ? (
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      ) : null}
    </Modal>
  );
}
