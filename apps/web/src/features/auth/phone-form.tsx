import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/api-error';
import { useSessionStore } from '../../app/session-store';
import { modifyInfo, sendSmsCode } from './auth-api';
import { INFO_DETAIL_KEY } from './profile-form';
import { useCountdown } from './use-countdown';

interface TPhoneValues {
  phone: string;
  sms_code: string;
}

const PHONE_PATTERN = /^1[3-9]\d{9}$/;
const RESEND_SECONDS = 60;

/** Change the bound phone number: an SMS code to the new number, then /api/mod_info with the code. */
export function PhoneForm({ currentPhone }: { currentPhone: string }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const setProfile = useSessionStore((state) => state.setProfile);
  const [form] = Form.useForm<TPhoneValues>();
  const countdown = useCountdown();
  const [isSending, setSending] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [demoCode, setDemoCode] = useState<string | null>(null);

  async function sendCode() {
    let phone: string;
    try {
      phone = (await form.validateFields(['phone'])).phone.trim();
    } catch {
      return;
    }
    setSending(true);
    try {
      const answer = await sendSmsCode(phone);
      countdown.start(RESEND_SECONDS);
      setDemoCode(answer.demo_code ?? null);
      message.success(`验证码已发送，${Math.max(1, Math.round(answer.expires_in / 60))} 分钟内有效`);
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSending(false);
    }
  }

  async function submit(values: TPhoneValues) {
    setSaving(true);
    try {
      const phone = values.phone.trim();
      await modifyInfo({ phone, sms_code: values.sms_code.trim() });
      setProfile({ phone });
      await queryClient.invalidateQueries({ queryKey: INFO_DETAIL_KEY });
      form.resetFields();
      setDemoCode(null);
      message.success('手机号已更换');
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<TPhoneValues> form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 480 }}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={currentPhone ? `当前绑定手机号：${currentPhone}` : '当前未绑定手机号'}
      />
      <Form.Item
        name="phone"
        label="新手机号"
        rules={[
          { required: true, message: '请输入手机号' },
          { pattern: PHONE_PATTERN, message: '请输入正确的手机号' },
        ]}
      >
        <Input placeholder="请输入新的手机号" maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Form.Item label="短信验证码" required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="sms_code"
            noStyle
            rules={[
              { required: true, message: '请输入短信验证码' },
              { pattern: /^\d{6}$/, message: '请输入6位短信验证码' },
            ]}
          >
            <Input placeholder="6 位数字验证码" maxLength={6} inputMode="numeric" />
          </Form.Item>
          <Button onClick={sendCode} loading={isSending} disabled={countdown.isRunning} style={{ minWidth: 128 }}>
            {countdown.isRunning ? `${countdown.seconds} 秒后重发` : '获取验证码'}
          </Button>
        </Space.Compact>
      </Form.Item>
      {demoCode ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`演示模式：验证码为 ${demoCode}`}
          description="演示环境不会真正发送短信，请直接填写上面的验证码。"
        />
      ) : null}
      <Button type="primary" htmlType="submit" loading={isSaving}>
        更换手机号
      </Button>
    </Form>
  );
}
