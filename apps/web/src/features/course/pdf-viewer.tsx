import { LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, InputNumber, Space, Spin, Tooltip, Typography } from 'antd';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { type TZoom, usePdfDocument, usePdfPage } from './use-pdf-document';

const MIN_ZOOM = 0.5;
const MAX_ZOOM = 3;

interface TPdfViewerProps {
  url: string;
  page: number;
  onPageChange: (page: number) => void;
  onPageCount: (count: number) => void;
}

/** Width of an element, kept up to date as the window resizes. */
function useWidth(ref: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** A PDF shown one page at a time on a canvas: previous/next, page number, zoom (fits the width by default). */
export default function PdfViewer({ url, page, onPageChange, onPageCount }: TPdfViewerProps) {
  const pdf = usePdfDocument(url);
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frameWidth = useWidth(frameRef);
  const [zoom, setZoom] = useState<TZoom>('fit');
  const pdfDocument = pdf.status === 'ready' ? pdf.document : null;
  const pageCount = pdfDocument?.numPages ?? 0;
  const current = pageCount > 0 ? Math.min(Math.max(1, page), pageCount) : page;
  const { rendered, error } = usePdfPage({
    document: pdfDocument,
    pageNumber: current,
    zoom,
    width: Math.max(0, frameWidth - 32),
    canvasRef,
  });

  useEffect(() => {
    if (pageCount > 0) onPageCount(pageCount);
  }, [pageCount, onPageCount]);

  useEffect(() => {
    if (pageCount > 0 && current !== page) onPageChange(current);
  }, [current, page, pageCount, onPageChange]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA'].includes(target.tagName)) return;
      if (event.key === 'ArrowLeft' && current > 1) onPageChange(current - 1);
      if (event.key === 'ArrowRight' && current < pageCount) onPageChange(current + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, pageCount, onPageChange]);

  const scale = rendered?.scale ?? 1;
  const zoomBy = (factor: number) =>
    setZoom(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(scale * factor * 100) / 100)));

  if (pdf.status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title="讲义加载失败"
        description={`${pdf.message}。请刷新页面重试；如仍无法打开，请联系任课教师。`}
      />
    );
  }

  return (
    <div>
      <Flex
        justify="space-between"
        align="center"
        wrap
        gap={12}
        style={{ position: 'sticky', top: 60, zIndex: 2, background: '#fff', padding: '8px 0', marginBottom: 4 }}
      >
        <Space>
          <Button icon={<LeftOutlined />} disabled={current <= 1} onClick={() => onPageChange(current - 1)}>
            上一页
          </Button>
          <Space size={4}>
            <span>第</span>
            <InputNumber
              size="small"
              min={1}
              max={Math.max(1, pageCount)}
              value={current}
              disabled={pageCount === 0}
              onChange={(value) => value && onPageChange(Math.round(value))}
              style={{ width: 64 }}
              aria-label="页码"
            />
            <span data-testid="pdf-page-count">页 / 共 {pageCount || '—'} 页</span>
          </Space>
          <Button disabled={pageCount === 0 || current >= pageCount} onClick={() => onPageChange(current + 1)}>
            下一页 <RightOutlined />
          </Button>
        </Space>
        <Space>
          <Tooltip title="缩小">
            <Button icon={<ZoomOutOutlined />} aria-label="缩小" onClick={() => zoomBy(1 / 1.2)} />
          </Tooltip>
          <Typography.Text style={{ width: 48, display: 'inline-block', textAlign: 'center' }}>
            {Math.round(scale * 100)}%
          </Typography.Text>
          <Tooltip title="放大">
            <Button icon={<ZoomInOutlined />} aria-label="放大" onClick={() => zoomBy(1.2)} />
          </Tooltip>
          <Button type={zoom === 'fit' ? 'primary' : 'default'} ghost={zoom === 'fit'} onClick={() => setZoom('fit')}>
            适合宽度
          </Button>
        </Space>
      </Flex>
      <div
        ref={frameRef}
        style={{ background: '#e9edf2', borderRadius: 8, padding: 16, overflow: 'auto', minHeight: 480 }}
      >
        <Spin spinning={pdf.status === 'loading' || rendered?.page !== current} description="讲义加载中…">
          <canvas
            ref={canvasRef}
            data-testid="pdf-canvas"
            data-page={rendered?.page ?? 0}
            style={{ display: 'block', margin: '0 auto', background: '#fff', boxShadow: '0 2px 12px rgba(0,0,0,0.12)' }}
          />
        </Spin>
      </div>
      {error ? <Alert type="error" showIcon style={{ marginTop: 12 }} title={`本页显示失败：${error}`} /> : null}
    </div>
  );
}
