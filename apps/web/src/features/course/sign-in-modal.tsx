import type { TStudentAttendance } from '@sxpt/contract';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../components/format-time';

interface TSignInModalProps {
  attendance: TStudentAttendance | null;
  isSubmitting: boolean;
  /** the server's refusal of the last try (签到码错误 …), shown in the dialog */
  error: string | null;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

/** Asks for the sign-in code the teacher announced (4–6 digits). */
export function SignInModal({ attendance, isSubmitting, error, onSubmit, onCancel }: TSignInModalProps) {
  const [form] = Form.useForm<{ code: string }>();
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    setIsOpen(attendance !== null);
    if (attendance) form.resetFields();
  }, [attendance, form]);

  return (
    <Modal
      title="输入签到码"
      open={isOpen}
      okText="签到"
      cancelText="取消"
      confirmLoading={isSubmitting}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      {attendance ? (
        <Typography.Paragraph type="secondary">
          {attendance.class_name} · {attendance.title}（{formatDateTime(attendance.ends_at)} 截止）
        </Typography.Paragraph>
      ) : null}
      <Form form={form} layout="vertical" onFinish={(values) => onSubmit(values.code.trim())}>
        <Form.Item
          name="code"
          label="签到码"
          rules={[
            { required: true, message: '请输入任课教师公布的签到码' },
            { pattern: /^\s*\d{4,6}\s*$/, message: '签到码须为4至6位数字' },
          ]}
        >
          <Input
            placeholder="请输入4至6位数字签到码"
            maxLength={6}
            inputMode="numeric"
            autoComplete="off"
            autoFocus
            aria-label="签到码"
          />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon title={error} /> : null}
    </Modal>
  );
}
