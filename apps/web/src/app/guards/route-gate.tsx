import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { errorText } from '../../api/api-error';
import { takeFlash } from '../../api/flash';
import { FullPageSpin } from '../../components/full-page-spin';
import { documentTitle } from '../branding';
import { matchRoute } from '../routes';
import { loadSessionUser } from '../session';
import { useSessionStore } from '../session-store';
import { useToast } from '../toast';
import { getWorkingContext } from '../working-context';
import { decideRedirect } from './decide-redirect';

/**
 * The root of every route: loads the signed-in user once per token, applies decideRedirect on every
 * navigation, and sets the document title.
 */
export function RouteGate() {
  const location = useLocation();
  const navigate = useNavigate();
  const message = useToast();
  const token = useSessionStore((state) => state.token);
  const user = useSessionStore((state) => state.user);
  const role = useSessionStore((state) => state.role);
  const certStatus = useSessionStore((state) => state.certStatus);
  const mustChangePassword = useSessionStore((state) => state.mustChangePassword);

  useEffect(() => {
    const flash = takeFlash();
    if (flash) message.error({ content: flash, duration: 5, key: 'flash' });
  }, [message]);

  const match = matchRoute(location.pathname);
  const isPublicPage = !match || match.node.isPublic === true;

  // Signed-in pages need the user; public pages (sign-in forms) load it themselves when they want it.
  useEffect(() => {
    if (!token || user || isPublicPage) return;
    loadSessionUser().catch((error: unknown) => {
      const current = useSessionStore.getState().token;
      if (current && current !== token) return; // a newer sign-in replaced this token
      message.error({ content: errorText(error), duration: 5, key: 'getinfo' });
      navigate('/index', { replace: true });
    });
  }, [token, user, isPublicPage, message, navigate]);

  const isWaiting = Boolean(token && !user && !isPublicPage);
  const decision = isWaiting
    ? null
    : decideRedirect({
        path: location.pathname + location.search,
        token,
        user: user && role !== null ? { role, mustChangePassword } : null,
        certStatus,
        workingContext: getWorkingContext(),
      });

  const redirectMessage = decision?.message;
  useEffect(() => {
    if (redirectMessage) message.warning({ content: redirectMessage, duration: 3, key: redirectMessage });
  }, [redirectMessage, message]);

  const title = match?.node.title;
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  if (isWaiting) return <FullPageSpin tip="正在验证登录信息…" />;
  if (decision) return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
