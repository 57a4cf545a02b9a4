// The simulator's pages are bare routes (outside the app layout), so they bring their own providers; the
// desktop's controls are compact like the real client's.
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useToast } from '../../../app/toast';
import { BareProviders } from '../../../components/bare-providers';
import { KAIPIAO_PATHS, NO_CONTEXT_MESSAGE } from './kaipiao-session';

export const KaipiaoProviders = BareProviders;

/** Without a working context the simulator cannot work: back to the student home with the reason. */
export function NoContextRedirect() {
  const toast = useToast();
  useEffect(() => {
    void toast.warning({ content: NO_CONTEXT_MESSAGE, key: 'kp-no-context', duration: 4 });
  }, [toast]);
  return <Navigate to={KAIPIAO_PATHS.studentHome} replace />;
}
