import { Alert, type App, Typography } from 'antd';
import type { ReactNode } from 'react';

type TModalApi = ReturnType<typeof App.useApp>['modal'];

/** A secret (password, activation code) in large type with a copy button. */
export function SecretBox({ label, secret }: { label: string; secret: string }) {
  return (
    <div
      style={{
        margin: '12px 0',
        padding: '14px 16px',
        background: '#f5f8ff',
        border: '1px dashed #91b4f0',
        borderRadius: 8,
        textAlign: 'center',
      }}
    >
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div>
        <Typography.Text
          copyable={{ text: secret, tooltips: ['复制', '已复制'] }}
          style={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 24, fontWeight: 600 }}
          data-testid="secret-value"
        >
          {secret}
        </Typography.Text>
      </div>
    </div>
  );
}

/**
 * A password shown once: after creating an administrator or resetting a password. The server keeps only its hash,
 * so this is the only time anyone sees it.
 */
export function showPasswordOnce(
  modal: TModalApi,
  options: { title: string; account: string; name: string; password: string; extra?: ReactNode },
) {
  modal.success({
    title: options.title,
    width: 480,
    okText: '我已记下',
    content: (
      <div>
        <Typography.Paragraph style={{ marginBottom: 4 }}>
          账号：<Typography.Text strong>{options.account}</Typography.Text>（{options.name}）
        </Typography.Paragraph>
        <SecretBox label="登录密码" secret={options.password} />
        <Alert
          type="warning"
          showIcon
          title="密码只显示这一次，关闭后无法再查看。请复制后交给院校管理员；其首次登录时须修改密码。"
        />
        {options.extra}
      </div>
    ),
  });
}
