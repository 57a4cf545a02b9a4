import { isRole } from '@sxpt/contract';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../api/api-error';
import { decideLanding } from '../../app/guards/decide-redirect';
import { loadSessionUser } from '../../app/session';
import { useSessionStore } from '../../app/session-store';
import { EMPTY_USER_MESSAGE, login, type TEntrance } from './auth-api';

export interface TSignInValues {
  account: string;
  password: string;
}

/**
 * Sign in through one entrance: keep the token, fetch the user, then go to the allowed `redirect` query or
 * the role's home (by way of the forced password change when someone else set the password). Failures become
 * `error` (the server message, or 'Has Error').
 */
export function useSignIn(entrance: TEntrance) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  async function submit(values: TSignInValues) {
    setError(null);
    setSubmitting(true);
    try {
      const data = await login(entrance, { account: values.account.trim(), password: values.password });
      useSessionStore.getState().signIn(data);
      const user = await loadSessionUser();
      if (!isRole(user.role)) throw new Error(EMPTY_USER_MESSAGE);
      navigate(decideLanding(searchParams.get('redirect'), user.role, user.must_change_password === true), {
        replace: true,
      });
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, error, isSubmitting, clearError: () => setError(null) };
}
