// The dialog frame of every simulator pop-up: a modal window with a blue title bar (drag it to move the window),
// a close button, a body and an optional footer, stacked at the z-index its pop-up was opened with.
import { ConfigProvider } from 'antd';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import './kaipiao.css';

export interface TClientWindowProps {
  title: ReactNode;
  zIndex: number;
  onClose: () => void;
  /** width in pixels (default 640) */
  width?: number;
  /** body height limit, e.g. 520; the body scrolls past it */
  bodyHeight?: number;
  footer?: ReactNode;
  children: ReactNode;
  /** test id of the window (default kp-window) */
  testId?: string;
  /** clicks anywhere in the window (forms clear their wrong-field highlight with it) */
  onClickCapture?: () => void;
}

export function ClientWindow({
  title,
  zIndex,
  onClose,
  width = 640,
  bodyHeight,
  footer,
  children,
  testId = 'kp-window',
  onClickCapture,
}: TClientWindowProps) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ startX: number; startY: number; baseX: number; baseY: number } | null>(null);

  const onPointerDown = useCallback(
    (event: React.PointerEvent<HTMLDivElement>) => {
      if ((event.target as HTMLElement).closest('button')) return;
      drag.current = { startX: event.clientX, startY: event.clientY, baseX: offset.x, baseY: offset.y };
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    [offset],
  );
  const onPointerMove = useCallback((event: React.PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    setOffset({ x: start.baseX + event.clientX - start.startX, y: start.baseY + event.clientY - start.startY });
  }, []);
  const onPointerUp = useCallback(() => {
    drag.current = null;
  }, []);

  return (
    <div className="kp-mask" style={{ zIndex }}>
      <div
        className="kp-window"
        role="dialog"
        aria-modal="true"
        data-testid={testId}
        style={{
          width,
          left: `calc(50% - ${width / 2}px + ${offset.x}px)`,
          top: `calc(8vh + ${offset.y}px)`,
        }}
        onClickCapture={onClickCapture}
      >
        <div
          className="kp-window-title"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
        >
          <span className="kp-window-caption">{title}</span>
          <button type="button" className="kp-window-close" aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </div>
        {/* antd pop-overs (select lists, date pickers, confirms) must stack above this window */}
        <ConfigProvider theme={{ token: { zIndexPopupBase: zIndex + 10 } }}>
          <div className="kp-window-body" style={bodyHeight ? { maxHeight: bodyHeight } : undefined}>
            {children}
          </div>
          {footer ? <div className="kp-window-footer">{footer}</div> : null}
        </ConfigProvider>
      </div>
    </div>
  );
}
