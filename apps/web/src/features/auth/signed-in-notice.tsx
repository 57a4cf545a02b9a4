import { roleLabels } from '@sxpt/contract';
import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { homePathFor } from '../../app/routes';
import { loadSessionUser } from '../../app/session';
import { useSessionStore } from '../../app/session-store';

/** On a sign-in page: if a valid session exists, say who is signed in and offer to continue. */
export function SignedInNotice() {
  const navigate = useNavigate();
  const token = useSessionStore((state) => state.token);
  const user = useSessionStore((state) => state.user);
  const role = useSessionStore((state) => state.role);

  useEffect(() => {
    // A stale token is simply dropped here: the visitor is about to sign in anyway.
    if (token && !user) loadSessionUser().catch(() => undefined);
  }, [token, user]);

  if (!user || role === null) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={`您已登录：${user.name}（${roleLabels[role]}）`}
      action={
        <Button size="small" type="primary" onClick={() => navigate(homePathFor(role))}>
          进入平台
        </Button>
      }
    />
  );
}
