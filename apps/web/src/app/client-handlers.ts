import { CertStatus } from '@sxpt/contract';
import { CHANGE_PASSWORD_PATH, type TClientHandlers } from '../api/client';
import { LICENCE_PATH } from './routes';
import { useSessionStore } from './session-store';

interface TToaster {
  error: (config: { content: string; duration: number; key?: string }) => unknown;
  warning: (config: { content: string; duration: number; key?: string }) => unknown;
}

/**
 * The app's reactions to failed calls (spec 02 §8): error toasts; inner code 4086 marks the licence as
 * not activated and opens the licence page; 4031 marks the password as to be changed and opens the forced
 * change-password page. Built as a function so tests can drive it.
 */
export function buildClientHandlers(deps: {
  toast: TToaster;
  navigate: (to: string) => void;
  reload?: () => void;
}): TClientHandlers {
  return {
    notifyError: (text, seconds) => {
      deps.toast.error({ content: text, duration: seconds, key: text });
    },
    reload: deps.reload ?? (() => window.location.reload()),
    onLicenceInactive: (text) => {
      useSessionStore.getState().setCertStatus(CertStatus.inactive);
      deps.toast.warning({ content: text, duration: 5, key: 'licence-inactive' });
      deps.navigate(LICENCE_PATH);
    },
    onPasswordChangeRequired: (text) => {
      useSessionStore.getState().setMustChangePassword(true);
      deps.toast.warning({ content: text, duration: 5, key: 'password-change-required' });
      deps.navigate(CHANGE_PASSWORD_PATH);
    },
  };
}
