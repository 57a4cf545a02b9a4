import { Card, Typography } from 'antd';
import { PasswordForm } from '../auth/password-form';

/**
 * /adminViews/password: the school-management account's own password (acc5 has no personal centre; not in the
 * spec). The server signs out the account's other sessions.
 */
export default function Acc5PasswordPage() {
  return (
    <Card title="修改密码">
      <Typography.Paragraph type="secondary">
        学校管理账号可以创建院校、重置院校管理员密码并编辑全部教学内容，请使用至少 8
        位、包含字母和数字的密码，不要与其他网站共用。
      </Typography.Paragraph>
      <PasswordForm />
    </Card>
  );
}
