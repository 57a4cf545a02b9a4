import { messages } from '@sxpt/domain';
import { useToast } from '../../app/toast';
import { useKaipiaoStore } from './kaipiao-store';
import { hasPopup } from './popups/registry';

export const UNKNOWN_POPUP_TIP = messages.componentUnfinished;

/** The one pop-up action (spec 01 §2): open a pop-up by name; an unknown name shows 该组件还没完成！！！. */
export function usePopup() {
  const toast = useToast();
  const openPopup = useKaipiaoStore((state) => state.openPopup);
  const closePopup = useKaipiaoStore((state) => state.closePopup);
  return {
    open: (name: string, props: object = {}): boolean => {
      if (!hasPopup(name)) {
        void toast.warning(UNKNOWN_POPUP_TIP);
        return false;
      }
      openPopup(name, props as Record<string, unknown>);
      return true;
    },
    close: closePopup,
  };
}
