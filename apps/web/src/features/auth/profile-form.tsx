import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import type { TInfoDetail } from '@sxpt/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Button, Flex, Form, Input, Typography, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/api-error';
import { useSessionStore } from '../../app/session-store';
import { modifyInfo, uploadImage } from './auth-api';

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const INFO_DETAIL_KEY = ['auth', 'info_detail'] as const;

/** Edit the display name and the avatar (uploaded to /api/upload_image, then saved with /api/mod_info). */
export function ProfileForm({ detail }: { detail: TInfoDetail }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const setProfile = useSessionStore((state) => state.setProfile);
  const [isSaving, setSaving] = useState(false);
  const [isUploading, setUploading] = useState(false);

  async function saveName(values: { name: string }) {
    setSaving(true);
    try {
      const name = values.name.trim();
      await modifyInfo({ name });
      setProfile({ name });
      await queryClient.invalidateQueries({ queryKey: INFO_DETAIL_KEY });
      message.success('姓名已保存');
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  }

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!file.type.startsWith('image/')) {
      message.error('请选择图片文件（JPG、PNG、GIF 等）');
      return Upload.LIST_IGNORE;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      message.error('图片不能超过 10 MB');
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    if (!(file instanceof Blob)) return;
    setUploading(true);
    try {
      const { url } = await uploadImage(file, file instanceof File ? file.name : 'avatar.png');
      await modifyInfo({ avatar: url });
      setProfile({ avatar: url });
      await queryClient.invalidateQueries({ queryKey: INFO_DETAIL_KEY });
      message.success('头像已更新');
      onSuccess?.({ url });
    } catch (error) {
      message.error(errorText(error));
      onError?.(error instanceof Error ? error : new Error(errorText(error)));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div style={{ maxWidth: 480 }}>
      <Typography.Title level={5}>头像</Typography.Title>
      <Flex align="center" gap={16} style={{ marginBottom: 28 }}>
        <Avatar size={64} src={detail.avatar || undefined} icon={<UserOutlined />} />
        <Upload accept="image/*" showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest}>
          <Button icon={<UploadOutlined />} loading={isUploading}>
            上传新头像
          </Button>
        </Upload>
        <Typography.Text type="secondary">支持常见图片格式，不超过 10 MB</Typography.Text>
      </Flex>
      <Typography.Title level={5}>姓名</Typography.Title>
      <Form<{ name: string }> layout="vertical" initialValues={{ name: detail.name }} onFinish={saveName}>
        <Form.Item
          name="name"
          rules={[
            { required: true, whitespace: true, message: '请输入姓名' },
            { max: 32, message: '姓名不能超过32个字' },
          ]}
        >
          <Input placeholder="请输入姓名" maxLength={32} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isSaving}>
          保存
        </Button>
      </Form>
    </div>
  );
}
