import type { TCourseHandout, THandoutLearnRecordData, TLessonContextBody } from '@sxpt/contract';
import { Alert, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useIsMounted, useRefreshProgress } from './use-course-data';
import { useHandoutReporter } from './use-handout-reporter';

// pdf.js is large: it loads only when a handout is opened
const PdfViewer = lazy(() => import('./pdf-viewer'));

interface THandoutReaderProps {
  ids: TLessonContextBody;
  handout: TCourseHandout;
}

/** The handout in the page, resumed at the last page read, with reading time reported as it goes. */
export function HandoutReader({ ids, handout }: THandoutReaderProps) {
  const [page, setPage] = useState(Math.max(1, handout.last_page));
  const [pageCount, setPageCount] = useState(0);
  const [readSeconds, setReadSeconds] = useState(handout.read_seconds);
  const isMounted = useIsMounted();
  const refreshProgress = useRefreshProgress();
  const onReported = useCallback(
    (data: THandoutLearnRecordData) => {
      if (isMounted.current) setReadSeconds(data.read_seconds);
      refreshProgress(isMounted.current ? 'none' : 'active');
    },
    [isMounted, refreshProgress],
  );
  const { error } = useHandoutReporter({ ids, page, pageCount, onSaved: onReported });
  const minutes = Math.floor(readSeconds / 60);

  return (
    <div>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 12 }} />}>
        <PdfViewer url={handout.handout_url} page={page} onPageChange={setPage} onPageCount={setPageCount} />
      </Suspense>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12 }}>
        {handout.last_page > 1 ? `已从上次读到的第 ${handout.last_page} 页继续 · ` : ''}
        累计阅读 {minutes > 0 ? `${minutes} 分钟` : '不足 1 分钟'}
        （页面在前台且有操作时计时，每 30 秒自动保存）
      </Typography.Text>
      {error ? <Alert type="warning" showIcon style={{ marginTop: 12 }} title={`阅读进度保存失败：${error}`} /> : null}
    </div>
  );
}
