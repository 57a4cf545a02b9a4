import { useCallback, useEffect, useRef, useState } from 'react';
import { readCookie, writeCookie } from '../../api/cookie';

/** Cookie holding the user's sidebar choice: '1' open, '0' closed. */
export const SIDEBAR_COOKIE = 'sidebarStatus';
/** Narrower than this is a mobile device: the sidebar becomes a drawer and starts closed. */
export const MOBILE_WIDTH = 992;

export function readSidebarOpen(): boolean {
  return readCookie(SIDEBAR_COOKIE) !== '0';
}

function isMobileWidth(): boolean {
  return typeof window !== 'undefined' && window.innerWidth < MOBILE_WIDTH;
}

/**
 * Sidebar state: on desktop the open/closed choice persists in the `sidebarStatus` cookie; on mobile the
 * sidebar is a drawer that closes when the device becomes mobile and on every route change.
 */
export function useSidebar(pathname: string) {
  const [isMobile, setMobile] = useState(isMobileWidth);
  const [isOpen, setOpen] = useState(() => !isMobileWidth() && readSidebarOpen());

  const wasMobile = useRef(isMobile);

  useEffect(() => {
    const onResize = () => {
      const mobile = isMobileWidth();
      if (mobile === wasMobile.current) return;
      wasMobile.current = mobile;
      setMobile(mobile);
      setOpen(mobile ? false : readSidebarOpen());
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every route change (pathname is the trigger)
  useEffect(() => {
    if (isMobileWidth()) setOpen(false);
  }, [pathname]);

  const toggle = useCallback(() => {
    const next = !isOpen;
    setOpen(next);
    if (!isMobileWidth()) writeCookie(SIDEBAR_COOKIE, next ? '1' : '0', 365);
  }, [isOpen]);
  const close = useCallback(() => setOpen(false), []);

  return { isMobile, isOpen, toggle, close };
}
