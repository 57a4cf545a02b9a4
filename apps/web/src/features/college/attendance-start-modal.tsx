import type { TAttendanceSession, TClassDetail } from '@sxpt/contract';
import { App, Button, Form, Input, InputNumber, Modal, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { openAttendance } from './attendance-api';

interface TStartValues {
  title: string;
  minutes: number;
  grace_minutes: number;
  code?: string;
}

/** A random 4-digit sign-in code (1000–9999). */
export function randomSignInCode(random: () => number = Math.random): string {
  return String(1000 + Math.floor(random() * 9000));
}

/** Start a sign-in for the class now: title, window, grace minutes, and an optional 4–6 digit code. */
export function AttendanceStartModal({
  klass,
  onClose,
  onStarted,
}: {
  klass: TClassDetail;
  onClose: () => void;
  onStarted: (session: TAttendanceSession) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TStartValues>();
  const [isSaving, setSaving] = useState(false);

  async function submit(values: TStartValues) {
    setSaving(true);
    try {
      const session = await openAttendance({
        class_id: klass.id,
        title: values.title.trim(),
        minutes: values.minutes,
        grace_minutes: values.grace_minutes,
        code: values.code?.trim() ?? '',
      });
      message.success(session.code ? `签到已发起，签到码 ${session.code}` : '签到已发起');
      onStarted(session);
    } catch {
      // the client already showed why
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={`发起签到：${klass.name}`}
      okText="发起签到"
      cancelText="取消"
      confirmLoading={isSaving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<TStartValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ title: `${dayjs().format('M月D日 HH:mm')} 课堂签到`, minutes: 10, grace_minutes: 5 }}
      >
        <Form.Item
          name="title"
          label="签到标题"
          rules={[
            { required: true, whitespace: true, message: '请输入签到标题' },
            { max: 50, message: '签到标题不能超过50个字' },
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Space size={16} align="start" wrap>
          <Form.Item
            name="minutes"
            label="签到时长（分钟）"
            extra="从现在起，到时自动结束"
            rules={[{ required: true, type: 'integer', min: 1, max: 240, message: '签到时长须在1至240分钟之间' }]}
          >
            <InputNumber min={1} max={240} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name="grace_minutes"
            label="迟到宽限（分钟）"
            extra="开始后这段时间内签到算准时"
            rules={[{ required: true, type: 'integer', min: 0, max: 60, message: '迟到宽限须在0至60分钟之间' }]}
          >
            <InputNumber min={0} max={60} precision={0} style={{ width: 160 }} />
          </Form.Item>
        </Space>
        <Form.Item label="签到码（可选）" extra="填写后学生须输入签到码才能签到；不填则点击即可签到">
          <Space.Compact>
            <Form.Item name="code" noStyle rules={[{ pattern: /^\d{4,6}$/, message: '签到码须为4至6位数字' }]}>
              <Input placeholder="4至6位数字" maxLength={6} style={{ width: 160 }} inputMode="numeric" />
            </Form.Item>
            <Button onClick={() => form.setFieldValue('code', randomSignInCode())}>随机生成</Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}
